export { NotificationPolicy } from './notification-policy.entity';
