import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import RuleOutlined from '@mui/icons-material/RuleOutlined';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import { useGetIdentity } from 'react-admin';
import type { CollectorScope } from '../api';
import type { CollectorIdentity } from '../authProvider';

export type NavKey = 'accounts' | 'payout' | 'users' | 'notifications' | 'disclosures' | 'settlement_rules' | 'payouts';

export interface NavItem {
  key: NavKey;
  label: string;
  to: string;
  icon: SvgIconComponent;
  /** Only users with this scope see the item. */
  requires?: 'admin';
}

/** The portal's navigation, in order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'accounts', label: 'Accounts', to: '/collectors/accounts', icon: SpaceDashboardOutlined },
  { key: 'payout', label: 'Payout Configuration', to: '/collectors/direct_deposit', icon: AccountBalanceOutlined },
  { key: 'users', label: 'Users', to: '/collectors/users', icon: GroupOutlined, requires: 'admin' },
  { key: 'notifications', label: 'Notifications', to: '/collectors/notifications', icon: NotificationsOutlined },
  { key: 'disclosures', label: 'Disclosures', to: '/collectors/disclosures', icon: GavelOutlined },
  {
    key: 'settlement_rules',
    label: 'Settlement Rules',
    to: '/collectors/settlement_rules',
    icon: RuleOutlined,
    requires: 'admin',
  },
  // What the firm has been paid: after the account and administration pages.
  { key: 'payouts', label: 'Payouts', to: '/collectors/payouts', icon: PaymentsOutlined },
];

/** Pages that exist. An item appears only once its page is built, so the portal never shows a dead link. */
export const BUILT_PAGES: ReadonlySet<NavKey> = new Set<NavKey>([
  'accounts',
  'payout',
  'users',
  'notifications',
  'disclosures',
  'settlement_rules',
  'payouts',
]);

export interface NavViewer {
  scope: CollectorScope;
  isOnCallAdmin: boolean;
}

export function visibleNavItems(viewer: NavViewer, built: ReadonlySet<NavKey> = BUILT_PAGES): NavItem[] {
  // The whole navigation is hidden for on-call admins.
  if (viewer.isOnCallAdmin) return [];
  return NAV_ITEMS.filter(item => built.has(item.key) && (!item.requires || viewer.scope === item.requires));
}

/** The items for the signed-in user; empty until the identity is known (no flash for on-call admins). */
export function useNavItems(built: ReadonlySet<NavKey> = BUILT_PAGES): NavItem[] {
  const { identity } = useGetIdentity();
  if (!identity) return [];
  const { scope, isOnCallAdmin } = identity as CollectorIdentity;
  return visibleNavItems({ scope, isOnCallAdmin }, built);
}
