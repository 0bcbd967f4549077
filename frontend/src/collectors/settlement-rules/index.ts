import Rule from '@mui/icons-material/RuleOutlined';
import { SettlementRuleCreate } from './SettlementRuleCreate';
import { SettlementRuleEdit } from './SettlementRuleEdit';
import { SettlementRuleList } from './SettlementRuleList';

/** The settlement_rules resource, as App.tsx mounts it (firm admins only: authProvider.canAccess). */
export const settlementRules = {
  list: SettlementRuleList,
  create: SettlementRuleCreate,
  edit: SettlementRuleEdit,
  icon: Rule,
  options: { label: 'Settlement Rules' },
};
export { SETTLEMENT_RULES } from './rules-data';
