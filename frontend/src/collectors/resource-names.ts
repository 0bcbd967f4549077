/**
 * The names of the portal's resources whose methods live in their own folders. They sit apart from those methods so
 * that the frame (App.tsx, the dataProvider) can name a resource without loading its code: a resource's methods
 * load with its first call.
 */
export const SETTLEMENT_RULES = 'settlement_rules';
export const USERS = 'users';
export const NOTIFICATION_POLICIES = 'notification_policies';
export const PAYOUT = 'payout';
