import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { NoticeChannel } from '@parley/domain/notifications/consumer-notices';
import type { OptOutSubject } from './opt-out-token';

/** The opt-outs of consumers from firms' notices, per channel: set by a notice's link or STOP, undone by the consumer. */
@Injectable()
export class NoticeOptOuts {
  constructor(private readonly em: EntityManager) {}

  /** The firm's name when the link's consumer and firm exist (a consumer of that firm), else null (404). */
  async firmNameOf(s: OptOutSubject): Promise<string | null> {
    const rows: Array<{ name: string }> = await this.em.execute(
      `select f.name from law_firms f where f.id = ? and exists (select 1 from customer_documents d where d.user_id = ? and d.law_firm_id = f.id)`,
      [s.lawFirmId, s.consumerId],
    );
    return rows[0]?.name ?? null;
  }

  /** Records the opt-out at once (a second one keeps the first time). */
  async optOut(s: OptOutSubject, source: 'link' | 'sms' | 'profile'): Promise<void> {
    await this.em.execute(
      `insert into notice_opt_outs (consumer_id, law_firm_id, channel, opted_out_at, source) values (?, ?, ?, now(), ?)
       on conflict (consumer_id, law_firm_id, channel)
       do update set opted_out_at = coalesce(notice_opt_outs.opted_out_at, now()), source = case when notice_opt_outs.opted_out_at is null then excluded.source else notice_opt_outs.source end`,
      [s.consumerId, s.lawFirmId, s.channel, source],
    );
  }

  async optIn(s: OptOutSubject, source: 'sms' | 'profile'): Promise<boolean> {
    const rows: unknown[] = await this.em.execute(
      `update notice_opt_outs set opted_out_at = null, opted_in_at = now(), source = ? where consumer_id = ? and law_firm_id = ? and channel = ? and opted_out_at is not null returning id`,
      [source, s.consumerId, s.lawFirmId, s.channel],
    );
    return rows.length > 0;
  }

  /** The opt-outs in force for a consumer, with each firm's name. */
  async inForce(consumerId: number): Promise<Array<{ law_firm_id: number; firm_name: string; channel: NoticeChannel; opted_out_at: string }>> {
    const rows: Array<{ law_firm_id: number; firm_name: string; channel: NoticeChannel; opted_out_at: Date }> = await this.em.execute(
      `select o.law_firm_id, f.name as firm_name, o.channel, o.opted_out_at from notice_opt_outs o join law_firms f on f.id = o.law_firm_id
        where o.consumer_id = ? and o.opted_out_at is not null order by f.name, o.channel`,
      [consumerId],
    );
    return rows.map((r) => ({ ...r, opted_out_at: new Date(r.opted_out_at).toISOString() }));
  }
}
