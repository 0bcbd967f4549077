import { lazyScreen } from '../lazy-screen';

/** The notification_policies list, mounted at /collectors/notifications (the route the specification gives), loaded when first shown. */
export const NotificationPolicyList = lazyScreen(() => import('./NotificationPolicyList'), 'NotificationPolicyList');
