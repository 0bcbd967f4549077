import { Module } from '@nestjs/common';
import { DeliverConsumerNoticeJob } from './jobs/deliver-consumer-notice.job';
import { NotifyConsumerJob } from './jobs/notify-consumer.job';
import { SendEmailJob } from './jobs/send-email.job';
import { NoticeClock } from './notice-clock';

/** E-mail and notices to consumers: templates and the jobs that decide and send them (loaded by the worker). */
@Module({ providers: [SendEmailJob, NotifyConsumerJob, DeliverConsumerNoticeJob, NoticeClock] })
export class NotificationsJobsModule {}
