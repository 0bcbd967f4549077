import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { JOB_QUEUE, JobName, jobIdFor, type NotifyConsumerPayload } from '../../core/queue/jobs';
import { LAWSUIT_DEADLINE_LEAD_DAYS, lawsuitDeadlineLead } from '@parley/domain/notifications/consumer-notices';

interface DueDate {
  id: number;
  user_id: number;
  law_firm_id: number;
  what: 'answer' | 'court';
  due: string;
  created_ms: string;
}

/**
 * Reminds consumers of a lawsuit's answer deadline and court date, the way autopay charges are reminded: the worker's
 * payments clock scans on every tick and writes one notify-consumer job per account, date and lead time through the
 * outbox, under a stable id (a later scan writes nothing new). Contact hours, opt-outs and the one-reminder-a-day
 * limit are the notify job's, as for every notice.
 */
@Injectable()
export class LawsuitDeadlineReminders {
  constructor(private readonly em: EntityManager) {}

  /**
   * Each date of a lawsuit account at a firm (answer deadline, court date) that is 1 to 7 days after `asOf`'s UTC
   * date gets the reminder of the smallest lead time (7 or 2 days) covering the days left: a date entered late gets
   * only the nearer reminder. The id names the account (and its creation, so a re-made account after a reset is
   * reminded anew), the date and the lead: a moved date is reminded again. Answers how many were queued.
   */
  async enqueueDue(asOf: Date): Promise<number> {
    const today = asOf.toISOString().slice(0, 10);
    const dates: DueDate[] = await this.em.execute(
      // The window is written on each date column so their indexes find the cases (this runs on every tick).
      `with window_days as (select ?::date + 1 as first, ?::date + ?::int as last)
       select d.id, d.user_id, d.law_firm_id, w.what, w.due::text as due, ((extract(epoch from d.created_at) * 1000)::bigint)::text as created_ms
         from window_days, cases k
         join customer_documents d on d.case_id = k.id
         cross join lateral (values ('answer', k.answer_deadline), ('court', k.court_date)) w(what, due)
        where k.kind = 'lawsuit' and d.law_firm_id is not null
          and (k.answer_deadline between window_days.first and window_days.last or k.court_date between window_days.first and window_days.last)
          and w.due between window_days.first and window_days.last
        order by d.id limit 5000`,
      [today, today, Math.max(...LAWSUIT_DEADLINE_LEAD_DAYS)],
    );
    const rows = dates.flatMap((d) => {
      const lead = lawsuitDeadlineLead(d.due, today);
      if (lead === null) return [];
      const key = `lawsuit_deadline_reminder.${d.id}.${d.what}.${d.due}.${lead}.${d.created_ms}`;
      const payload: NotifyConsumerPayload = {
        kind: 'lawsuit_deadline_reminder',
        key,
        consumerId: d.user_id,
        lawFirmId: d.law_firm_id,
        customerDocumentId: d.id,
        facts: { deadlineDate: d.due, deadlineKind: d.what },
      };
      return [{ queue: JOB_QUEUE[JobName.NotifyConsumer], job_name: JobName.NotifyConsumer, job_id: jobIdFor(JobName.NotifyConsumer, key), payload: JSON.stringify(payload) }];
    });
    if (!rows.length) return 0;
    const inserted: unknown[] = await this.em.getKnex()('outbox_messages').insert(rows).onConflict('job_id').ignore().returning('id');
    return inserted.length;
  }
}
