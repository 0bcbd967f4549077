import { z } from 'zod';
import { CONSUMER_NOTICE_KINDS } from '../../notifications/consumer-notices';

/**
 * `GET|PUT /api/notice_preferences` and `POST /api/notice_preferences/opt_in`: which notices the consumer gets by
 * e-mail and by text, whether texts can be sent at all, and the firms they opted out of.
 */
export const NoticePreferencesAnswer = z.object({
  kinds: z.array(
    z.object({ kind: z.enum(CONSUMER_NOTICE_KINDS), label: z.string(), email: z.boolean(), sms: z.boolean() }),
  ),
  sms_available: z.boolean(),
  opt_outs: z.array(
    z.object({
      law_firm_id: z.number().int(),
      firm_name: z.string(),
      channel: z.enum(['email', 'sms']),
      opted_out_at: z.string(),
    }),
  ),
});
export type NoticePreferencesAnswer = z.infer<typeof NoticePreferencesAnswer>;
