export { NotificationPoliciesModule } from './notification-policies.module';
export { FirmNotifier, type FirmEvent } from './notification-policies.service';
export * from './entities';
