import { Module } from '@nestjs/common';
import { RouteFirmNotificationJob } from './jobs/route-firm-notification.job';

/** The routing job (worker process). */
@Module({ providers: [RouteFirmNotificationJob] })
export class NotificationPoliciesJobsModule {}
