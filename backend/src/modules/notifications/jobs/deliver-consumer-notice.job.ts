import { Injectable } from '@nestjs/common';
import { HandlesJob, JobContext, JobHandler, MissingRecordError } from '../../../core/queue/job-handler';
import { JobName, type DeliverConsumerNoticePayload } from '../../../core/queue/jobs';
import { MailSender } from '../../../integrations/mail/mail.port';
import { SmsSender } from '../../../integrations/sms/sms.port';
import { isNoticeKind, skipReason, type ConsumerNoticeKind } from '@parley/domain/notifications/consumer-notices';
import { NoticeClock } from '../notice-clock';

interface Row {
  id: number;
  kind: string;
  channel: 'email' | 'sms';
  status: string;
  recipient: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  key: string;
  sms_consent: boolean;
  opted_out: boolean;
  chat_opted_out: boolean;
  ceased: boolean;
  represented: boolean;
  email_off: string[] | null;
  sms_off: string[] | null;
}

/**
 * Sends one notice at its time. The row is locked and sent only while `scheduled`, so a redelivered job sends
 * nothing more. The consumer's choices are read again first: a notice held overnight is dropped if the consumer
 * opted out (or turned the kind off, or withdrew text consent) meanwhile. The notice's key is the e-mail's
 * Message-ID and the text's reference.
 */
@Injectable()
@HandlesJob(JobName.DeliverConsumerNotice)
export class DeliverConsumerNoticeJob implements JobHandler<JobName.DeliverConsumerNotice> {
  readonly guardsItself = true;
  constructor(
    private readonly mail: MailSender,
    private readonly sms: SmsSender,
    private readonly clock: NoticeClock,
  ) {}

  async handle({ noticeId }: DeliverConsumerNoticePayload, ctx: JobContext): Promise<void> {
    await ctx.em.transactional(async (tx) => {
      const rows: Row[] = await tx.execute(
        `select n.id, n.kind, n.channel, n.status, n.recipient, n.subject, n.body_text, n.body_html, n.key,
                exists (select 1 from walk_through_step_responses r join customer_documents d2 on d2.id = r.customer_document_id
                         where d2.user_id = n.consumer_id and r.step_name = 'sms_consent' and r.value = 'true'::jsonb) as sms_consent,
                exists (select 1 from notice_opt_outs o where o.consumer_id = n.consumer_id and o.law_firm_id = n.law_firm_id and o.channel = n.channel and o.opted_out_at is not null) as opted_out,
                exists (select 1 from chat_consents c where c.consumer_id = n.consumer_id and c.law_firm_id = n.law_firm_id and c.opted_out_at is not null) as chat_opted_out,
                exists (select 1 from chat_consents c where c.consumer_id = n.consumer_id and c.law_firm_id = n.law_firm_id and c.ceased_at is not null) as ceased,
                exists (select 1 from account_contact_preferences a where a.customer_document_id = n.customer_document_id and a.represented_by_attorney) as represented,
                np.email_off, np.sms_off
           from consumer_notices n
           left join notice_preferences np on np.consumer_id = n.consumer_id
          where n.id = ?
            for update of n`,
        [noticeId],
      );
      const n = rows[0];
      if (!n) throw new MissingRecordError(`consumer notice ${noticeId}`);
      if (n.status !== 'scheduled' || !isNoticeKind(n.kind)) return;
      const reason = skipReason({
        kind: n.kind,
        channel: n.channel,
        preferences: { email_off: (n.email_off ?? []) as ConsumerNoticeKind[], sms_off: (n.sms_off ?? []) as ConsumerNoticeKind[] },
        optedOut: n.opted_out,
        chatOptedOut: n.chat_opted_out,
        ceased: n.ceased,
        representedByAttorney: n.represented,
        smsConsent: n.sms_consent,
        phone: n.recipient,
      });
      if (reason) {
        await tx.execute(`update consumer_notices set status = 'skipped', skip_reason = ? where id = ?`, [reason, n.id]);
        return;
      }
      if (n.channel === 'email')
        await this.mail.send({ to: n.recipient, subject: n.subject, text: n.body_text, html: n.body_html ?? undefined, messageId: `<${n.key}@parley>` });
      else await this.sms.send({ to: n.recipient, body: n.body_text, reference: n.key });
      await tx.execute(`update consumer_notices set status = 'sent', sent_at = ? where id = ?`, [this.clock.now(), n.id]);
    });
  }
}
