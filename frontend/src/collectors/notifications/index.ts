import { NotificationPolicyList } from './NotificationPolicyList';

export { NotificationPolicyList };

/** The notification_policies resource, mounted at /collectors/notifications (the route the specification gives). */
export const notificationPolicies = { list: NotificationPolicyList };
