import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { RouteFirmNotificationJob } from './jobs/route-firm-notification.job';
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

/** The routing job (worker process). */
@Module({ providers: [RouteFirmNotificationJob] })
export class NotificationPoliciesJobsModule {}
