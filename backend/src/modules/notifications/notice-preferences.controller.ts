import { Body, Controller, Get, HttpCode, NotFoundException, Post, Put } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CONSUMER_NOTICE_KINDS, NOTICE_KIND_LABELS, toE164 } from '@parley/domain/notifications/consumer-notices';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import { Consumer } from '../../core/auth/guards';
import type { SessionUser } from '../../core/auth/session-user';
import { Valid } from '../../core/http/zod-validation.pipe';
import { NoticePreferencesSchema, OptInSchema, type NoticePreferencesBody, type OptInBody } from './dto/notice-preferences.dto';
import { NoticeOptOuts } from './notices.service';
import { Answers } from '../../core/http/api-description';
import { NoticePreferencesAnswer } from '@parley/domain/contracts/api/notice-preferences';

/** The Notifications section of the consumer's profile: kinds on or off per channel, and the opt-outs in force. */
@Controller('api/v1/notification_preferences')
@Consumer()
export class NoticePreferencesController {
  constructor(
    private readonly em: EntityManager,
    private readonly optOuts: NoticeOptOuts,
  ) {}

  @Get()
  @Answers(NoticePreferencesAnswer)
  async show(@CurrentUser() me: SessionUser) {
    return this.view(me.id);
  }

  @Put()
  @Answers(NoticePreferencesAnswer)
  @HttpCode(200)
  async update(@CurrentUser() me: SessionUser, @Body(Valid(NoticePreferencesSchema)) body: NoticePreferencesBody) {
    const unique = (xs: string[]) => JSON.stringify([...new Set(xs)]);
    await this.em.execute(
      `insert into notice_preferences (consumer_id, email_off, sms_off) values (?, ?::jsonb, ?::jsonb)
       on conflict (consumer_id) do update set email_off = excluded.email_off, sms_off = excluded.sms_off, updated_at = now()`,
      [me.id, unique(body.email_off), unique(body.sms_off)],
    );
    return this.view(me.id);
  }

  @Post('opt_in')
  @Answers(NoticePreferencesAnswer)
  @HttpCode(200)
  async optIn(@CurrentUser() me: SessionUser, @Body(Valid(OptInSchema)) body: OptInBody) {
    const undone = await this.optOuts.optIn({ consumerId: me.id, lawFirmId: body.law_firm_id, channel: body.channel }, 'profile');
    if (!undone) throw new NotFoundException({ success: false, error: 'There is no such opt-out.' });
    return this.view(me.id);
  }

  private async view(consumerId: number) {
    const rows: Array<{ email_off: string[] | null; sms_off: string[] | null; phone: string | null; sms_consent: boolean }> = await this.em.execute(
      `select np.email_off, np.sms_off, p.phone,
              exists (select 1 from walk_through_step_responses r join customer_documents d on d.id = r.customer_document_id
                       where d.user_id = u.id and r.step_name = 'sms_consent' and r.value = 'true'::jsonb) as sms_consent
         from users u left join notice_preferences np on np.consumer_id = u.id left join consumer_profiles p on p.user_id = u.id
        where u.id = ?`,
      [consumerId],
    );
    const r = rows[0];
    const emailOff = new Set(r?.email_off ?? []);
    const smsOff = new Set(r?.sms_off ?? []);
    return {
      kinds: CONSUMER_NOTICE_KINDS.map((kind) => ({ kind, label: NOTICE_KIND_LABELS[kind], email: !emailOff.has(kind), sms: !smsOff.has(kind) })),
      // Texts need the consent given in the walkthrough and a US number.
      sms_available: !!r?.sms_consent && !!toE164(r?.phone),
      opt_outs: await this.optOuts.inForce(consumerId),
    };
  }
}
