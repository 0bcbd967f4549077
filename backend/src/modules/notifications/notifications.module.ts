import { Module } from '@nestjs/common';
import { SendEmailJob } from './jobs/send-email.job';

/** E-mail notifications: templates and the job that sends them (loaded by the worker). */
@Module({ providers: [SendEmailJob] })
export class NotificationsJobsModule {}
