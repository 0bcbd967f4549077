import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../../core/config/config.module';
import type { AppConfig } from '../../../core/config/config';
import { HandlesJob, JobContext, JobHandler, MissingRecordError } from '../../../core/queue/job-handler';
import { JOB_QUEUE, JobName, jobIdFor, type NotifyConsumerPayload } from '../../../core/queue/jobs';
import {
  NOTICE_CHANNELS,
  calendarDaysBetween,
  isNoticeKind,
  noticeContent,
  reminderDay,
  skipReason,
  toE164,
  type ConsumerNoticeKind,
  type NoticeChannel,
  type SkipReason,
} from '@parley/domain/notifications/consumer-notices';
import { consumerTimeZones, nextContactTime } from '@parley/domain/time-zones';
import { SmsSender } from '../../../integrations/sms/sms.port';
import { NoticeClock } from '../notice-clock';
import { signOptOut } from '../opt-out-token';
import { renderConsumerNotice } from '../templates/render';

interface Facts {
  email: string;
  first_name: string | null;
  firm_name: string;
  profile_state: string | null;
  lawsuit_state: string | null;
  phone: string | null;
  sms_consent: boolean;
  email_opted_out: boolean;
  sms_opted_out: boolean;
  chat_opted_out: boolean;
  ceased: boolean;
  represented: boolean;
  email_off: string[] | null;
  sms_off: string[] | null;
  plan_total_cents: number | null;
  plan_paid_cents: string | number | null;
}

/**
 * Decides one event's notices: per channel, whether it may go out (the consumer's preferences, consent, opt-outs,
 * a request to stop, representation; receipts go out regardless of the firm-side stops) and when (the next moment
 * inside contact hours in every zone of the consumer's state). Writes one consumer_notices row per channel (its key
 * is the event's key and the channel, inserted ON CONFLICT DO NOTHING) and, for a notice to send, its delivery job
 * delayed to that moment with the same stable id: a second run of this job writes nothing new. Reminders (autopay,
 * lawsuit deadlines) go out at most one of a kind a day per consumer and channel; a second is recorded as skipped.
 */
@Injectable()
@HandlesJob(JobName.NotifyConsumer)
export class NotifyConsumerJob implements JobHandler<JobName.NotifyConsumer> {
  constructor(
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
    private readonly clock: NoticeClock,
    private readonly sms: SmsSender,
  ) {}

  async handle(event: NotifyConsumerPayload, ctx: JobContext): Promise<void> {
    if (!isNoticeKind(event.kind)) throw new MissingRecordError(`notice kind ${String(event.kind)}`);
    const facts = await this.factsOf(ctx, event);
    if (!facts) throw new MissingRecordError(`consumer ${event.consumerId} of document ${event.customerDocumentId}`);
    facts.phone = toE164(facts.phone);
    // Without a text provider (SMS=off) the channel does not exist.
    if (this.sms.provider === 'off') facts.sms_consent = false;
    const now = this.clock.now();
    const zones = consumerTimeZones(facts.profile_state, facts.lawsuit_state);
    const at = nextContactTime(now, zones);
    // A reminder counts against the consumer's one-of-a-kind-a-day on the local day it goes out.
    const day = reminderDay(event.kind, at, zones);
    await ctx.em.transactional(async (tx) => {
      const knex = tx.getKnex();
      for (const channel of NOTICE_CHANNELS) {
        const reason = skipReason({
          kind: event.kind,
          channel,
          preferences: { email_off: (facts.email_off ?? []) as ConsumerNoticeKind[], sms_off: (facts.sms_off ?? []) as ConsumerNoticeKind[] },
          optedOut: channel === 'email' ? facts.email_opted_out : facts.sms_opted_out,
          chatOptedOut: facts.chat_opted_out,
          ceased: facts.ceased,
          representedByAttorney: facts.represented,
          smsConsent: facts.sms_consent,
          phone: facts.phone,
        });
        // Texts not consented to leave no row (nothing was ever going to be sent); every other decision is recorded.
        if (channel === 'sms' && (reason === 'no_sms_consent' || reason === 'no_phone')) continue;
        const rendered = this.render(event, facts, channel, day);
        // From the event, not the BullMQ id (a relayed-again outbox row runs under a new one).
        const key = `${event.key ?? ctx.jobId}.${channel}`;
        const row = {
            consumer_id: event.consumerId,
            law_firm_id: event.lawFirmId,
            customer_document_id: event.customerDocumentId,
            kind: event.kind,
            channel,
            status: reason ? 'skipped' : 'scheduled',
            skip_reason: reason,
            recipient: channel === 'email' ? facts.email : facts.phone!,
            subject: rendered.subject,
            body_text: rendered.text,
            body_html: rendered.html,
            key,
            scheduled_for: at,
            reminder_day: reason ? null : day,
          };
        // Any conflict leaves nothing: the key (this job ran before) or, for a reminder, the consumer's day (one of
        // this kind already goes out that day; the unique index decides, so two jobs at once cannot both send).
        const inserted: Array<{ id: number }> = await knex('consumer_notices').insert(row).onConflict().ignore().returning('id');
        if (inserted.length === 0 && !reason && day) {
          // Recorded as skipped for the limit, unless the key says this job already ran.
          await knex('consumer_notices')
            .insert({ ...row, status: 'skipped', skip_reason: 'daily_limit' satisfies SkipReason, reminder_day: null })
            .onConflict('key')
            .ignore();
          continue;
        }
        if (reason || inserted.length === 0) continue;
        await knex('outbox_messages')
          .insert({
            queue: JOB_QUEUE[JobName.DeliverConsumerNotice],
            job_name: JobName.DeliverConsumerNotice,
            job_id: jobIdFor(JobName.DeliverConsumerNotice, key),
            payload: JSON.stringify({ noticeId: inserted[0].id }),
            run_at: at.getTime() > now.getTime() ? this.clock.realTimeOf(at) : null,
          })
          .onConflict('job_id')
          .ignore();
      }
    });
  }

  private render(event: NotifyConsumerPayload, f: Facts, channel: NoticeChannel, day: string | null): { subject: string; text: string; html: string | null } {
    const base = this.cfg.appUrl.replace(/\/+$/, '');
    const f2 = event.facts ?? {};
    const paid = Number(f.plan_paid_cents ?? 0);
    const content = noticeContent(event.kind, {
      firmName: f.firm_name,
      accountUrl: `${base}/customer_documents/${event.customerDocumentId}`,
      payUrl: `${base}/customer_documents/${event.customerDocumentId}/payment_actions`,
      optOutUrl: `${base}/notifications/opt_out/${signOptOut(this.cfg.sessionSecret, { consumerId: event.consumerId, lawFirmId: event.lawFirmId, channel })}`,
      amountCents: f2.amountCents,
      paymentsMade: f2.paymentsMade,
      paymentsTotal: f2.paymentsTotal,
      remainingCents: f.plan_total_cents === null ? undefined : Math.max(0, f.plan_total_cents - paid),
      chargeDate: f2.chargeDate,
      deadlineDate: f2.deadlineDate,
      deadlineKind: f2.deadlineKind,
      // Counted from the day the reminder goes out (a reminder held overnight says one day less).
      daysLeft: f2.deadlineDate && day ? calendarDaysBetween(day, f2.deadlineDate) : undefined,
    });
    if (channel === 'sms') return { subject: content.subject, text: content.sms, html: null };
    return renderConsumerNotice(content, f.first_name);
  }

  /** Everything the decision and the words need, read in one statement. */
  private async factsOf(ctx: JobContext, e: NotifyConsumerPayload): Promise<Facts | null> {
    const rows: Facts[] = await ctx.em.execute(
      `select u.email, u.first_name, f.name as firm_name, p.state as profile_state, coalesce(k.lawsuit_state, d.rm_lawsuit_state) as lawsuit_state,
              p.phone,
              exists (select 1 from walk_through_step_responses r join customer_documents d2 on d2.id = r.customer_document_id
                       where d2.user_id = u.id and r.step_name = 'sms_consent' and r.value = 'true'::jsonb) as sms_consent,
              exists (select 1 from notice_opt_outs o where o.consumer_id = u.id and o.law_firm_id = f.id and o.channel = 'email' and o.opted_out_at is not null) as email_opted_out,
              exists (select 1 from notice_opt_outs o where o.consumer_id = u.id and o.law_firm_id = f.id and o.channel = 'sms' and o.opted_out_at is not null) as sms_opted_out,
              exists (select 1 from chat_consents c where c.consumer_id = u.id and c.law_firm_id = f.id and c.opted_out_at is not null) as chat_opted_out,
              exists (select 1 from chat_consents c where c.consumer_id = u.id and c.law_firm_id = f.id and c.ceased_at is not null) as ceased,
              exists (select 1 from account_contact_preferences a where a.customer_document_id = d.id and a.represented_by_attorney) as represented,
              np.email_off, np.sms_off,
              pp.total_cents as plan_total_cents,
              (select coalesce(sum(s.amount), 0) from stripe_payment_intents s where s.payment_plan_id = pp.id and s.status = 'succeeded') as plan_paid_cents
         from customer_documents d
         join users u on u.id = d.user_id
         join law_firms f on f.id = ?
         left join cases k on k.id = d.case_id
         left join consumer_profiles p on p.user_id = u.id
         left join notice_preferences np on np.consumer_id = u.id
         left join lateral (select id, total_cents from payment_plans q where q.customer_document_id = d.id order by q.id desc limit 1) pp on true
        where d.id = ? and u.id = ?`,
      [e.lawFirmId, e.customerDocumentId, e.consumerId],
    );
    return rows[0] ?? null;
  }
}
