import Rule from '@mui/icons-material/RuleOutlined';
import { lazyScreen } from '../lazy-screen';

/**
 * The settlement_rules resource, as App.tsx mounts it (firm admins only: authProvider.canAccess). Its screens load
 * when first shown (the rule form brings the domain's rule schemas).
 */
export const settlementRules = {
  list: lazyScreen(() => import('./SettlementRuleList'), 'SettlementRuleList'),
  create: lazyScreen(() => import('./SettlementRuleCreate'), 'SettlementRuleCreate'),
  edit: lazyScreen(() => import('./SettlementRuleEdit'), 'SettlementRuleEdit'),
  icon: Rule,
  options: { label: 'Settlement Rules' },
};
