import { Global, Module } from '@nestjs/common';
import { ConsumerNotifier } from './consumer-notifier.service';
import { LawsuitDeadlineReminders } from './lawsuit-deadline-reminders.service';
import { DeliverConsumerNoticeJob } from './jobs/deliver-consumer-notice.job';
import { NotifyConsumerJob } from './jobs/notify-consumer.job';
import { SendEmailJob } from './jobs/send-email.job';
import { NoticeClock } from './notice-clock';
import { NoticeOptOuts } from './notices.service';
import { OptOutController } from './opt-out.controller';
import { InboundSms } from './inbound-sms.service';
import { SmsWebhookController } from './sms-webhook.controller';
import { NoticePreferencesController } from './notice-preferences.controller';

/**
 * ConsumerNotifier for every writer that tells a consumer something (negotiation, payments, chat), in both processes;
 * the lawsuit deadline reminders' scan for the worker's payments clock.
 */
@Global()
@Module({ providers: [ConsumerNotifier, LawsuitDeadlineReminders], exports: [ConsumerNotifier, LawsuitDeadlineReminders] })
export class ConsumerNotifierModule {}

/** The consumer's side of notices (api process): the opt-out link's page, the inbound text webhook and the preferences. */
@Module({ controllers: [OptOutController, SmsWebhookController, NoticePreferencesController], providers: [NoticeOptOuts, InboundSms], exports: [NoticeOptOuts, InboundSms] })
export class NotificationsModule {}

/** E-mail and notices to consumers: templates and the jobs that decide and send them (loaded by the worker). */
@Module({ providers: [SendEmailJob, NotifyConsumerJob, DeliverConsumerNoticeJob, NoticeClock] })
export class NotificationsJobsModule {}
