import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { SMS_REPLIES, smsKeyword, toE164 } from '@parley/domain/notifications/consumer-notices';
import { DemoSmsSender } from '../../integrations/sms/demo-sms.driver';
import { SmsSender } from '../../integrations/sms/sms.port';
import { NoticeOptOuts } from './notices.service';

/**
 * A text from a consumer: STOP opts the number's consumers out of texts from every firm they have an account with,
 * at once; START undoes those opt-outs; HELP answers who we are. Anything else gets no answer (texts are one-way).
 */
@Injectable()
export class InboundSms {
  constructor(
    private readonly em: EntityManager,
    private readonly optOuts: NoticeOptOuts,
    private readonly sms: SmsSender,
  ) {}

  async receive(from: string, body: string): Promise<string | null> {
    if (this.sms instanceof DemoSmsSender) await this.sms.received(from, body.slice(0, 1600));
    const keyword = smsKeyword(body);
    if (!keyword) return null;
    if (keyword === 'help') return SMS_REPLIES.help;
    const phone = toE164(from);
    if (phone) {
      const digits = phone.slice(2);
      const rows: Array<{ consumer_id: number; law_firm_id: number }> = await this.em.execute(
        `select distinct d.user_id as consumer_id, d.law_firm_id from consumer_profiles p
           join customer_documents d on d.user_id = p.user_id and d.law_firm_id is not null
          where regexp_replace(coalesce(p.phone, ''), '[^0-9]', '', 'g') in (?, ?)`,
        [digits, `1${digits}`],
      );
      for (const r of rows) {
        const subject = { consumerId: r.consumer_id, lawFirmId: r.law_firm_id, channel: 'sms' as const };
        if (keyword === 'stop') await this.optOuts.optOut(subject, 'sms');
        else await this.optOuts.optIn(subject, 'sms');
      }
    }
    return SMS_REPLIES[keyword];
  }
}
