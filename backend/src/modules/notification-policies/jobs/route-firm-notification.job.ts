import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../../core/config/config.module';
import type { AppConfig } from '../../../core/config/config';
import { HandlesJob, JobContext, JobHandler, MissingRecordError } from '../../../core/queue/job-handler';
import { JOB_QUEUE, JobName, jobIdFor, type RouteFirmNotificationPayload, type SendEmailPayload } from '../../../core/queue/jobs';
import { sha256 } from '../../../core/security/encryption';
import { EVENT_LABELS, routeRecipients } from '@parley/domain/notifications/policies';
import { LawFirm, LawFirmScope, User, UserKind } from '../../identity/entities';
import { NotificationPolicy } from '../entities/notification-policy.entity';

const HEADLINES: Record<RouteFirmNotificationPayload['eventType'], (who: string) => string> = {
  make_offer: (who) => `${who} made a settlement offer.`,
  request_payment_details: (who) => `${who}'s settlement needs your payment details.`,
  request_settlement_agreement: (who) => `${who}'s settlement is waiting for the settlement agreement.`,
  new_message_from_consumer: (who) => `${who} sent you a message.`,
  auto_answer: (who) => `${who}'s offer was answered by a settlement rule.`,
};

/** The e-mail one recipient gets about one event (what happened, and a link to the account). */
export function firmNotificationEmail(event: RouteFirmNotificationPayload, firmName: string, appUrl: string): Omit<SendEmailPayload, 'to'> {
  const who = event.summary.customerName?.trim() || 'A consumer';
  const headline = HEADLINES[event.eventType](who);
  const details = [
    event.summary.plaintiffName ? `Client: ${event.summary.plaintiffName}` : '',
    event.lawsuitState ? `State: ${event.lawsuitState}` : '',
    event.summary.amount ? `Amount: ${event.summary.amount}` : '',
    event.summary.detail ?? '',
    `You receive this e-mail because of ${firmName}'s notification settings (${EVENT_LABELS[event.eventType]}).`,
  ].filter(Boolean);
  const link = `${appUrl}/collectors/accounts?filters[customer_document_id]=${event.customerDocumentId}`;
  return { template: 'firm_notification', params: { subject: `Parley: ${headline}`, headline, details: details.join('\n'), link } };
}

/**
 * Routes one firm event to its recipients and queues one send-email each. Each e-mail's outbox row has a stable
 * job id (event key + recipient) and is inserted with ON CONFLICT DO NOTHING, so running this job again (a retry
 * after a crash, a redelivery) queues nothing new and nobody gets the e-mail twice.
 */
@Injectable()
@HandlesJob(JobName.RouteFirmNotification)
export class RouteFirmNotificationJob implements JobHandler<JobName.RouteFirmNotification> {
  constructor(@Inject(APP_CONFIG) private readonly cfg: AppConfig) {}

  async handle(event: RouteFirmNotificationPayload, { em }: JobContext): Promise<void> {
    const firm = await em.findOne(LawFirm, event.lawFirmId);
    if (!firm) throw new MissingRecordError(`law firm ${event.lawFirmId}`);
    const policies = await em.find(NotificationPolicy, { lawFirm: firm.id });
    const admins = await em.find(User, { lawFirm: firm.id, kind: UserKind.Collector, lawFirmScope: LawFirmScope.Admin }, { fields: ['email'] });
    const { recipients } = routeRecipients(policies, event, admins.map((a) => a.email));
    const mail = firmNotificationEmail(event, firm.name, this.cfg.appUrl);
    const rows = recipients.map((to) => ({
      queue: JOB_QUEUE[JobName.SendEmail],
      job_name: JobName.SendEmail,
      job_id: jobIdFor(JobName.SendEmail, `firm-notification.${event.lawFirmId}.${event.eventKey}.${sha256(to).slice(0, 24)}`),
      payload: JSON.stringify({ ...mail, to }),
    }));
    if (rows.length === 0) return;
    await em.getKnex()('outbox_messages').insert(rows).onConflict('job_id').ignore();
  }
}
