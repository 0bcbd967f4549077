import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { NotificationPoliciesController } from './notification-policies.controller';
import { FirmNotifier, NotificationPoliciesService } from './notification-policies.service';

/** Manage Notifications: the firm's policies (api process) and FirmNotifier for other modules' writers. */
@Module({
  imports: [IdentityModule],
  controllers: [NotificationPoliciesController],
  providers: [NotificationPoliciesService, FirmNotifier],
  exports: [FirmNotifier],
})
export class NotificationPoliciesModule {}
