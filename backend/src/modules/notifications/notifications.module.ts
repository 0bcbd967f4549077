import { Global, Module } from '@nestjs/common';
import { ConsumerNotifier } from './consumer-notifier.service';
import { LawsuitDeadlineReminders } from './lawsuit-deadline-reminders.service';
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
