import { z } from 'zod';
import { CONSUMER_NOTICE_KINDS, NOTICE_CHANNELS } from '@parley/domain/notifications/consumer-notices';

const kinds = (label: string) =>
  z
    .array(z.enum(CONSUMER_NOTICE_KINDS, { error: `${label} lists an unknown kind of notice` }), { error: `${label} must be a list of kinds of notice` })
    .max(CONSUMER_NOTICE_KINDS.length * 2, `${label} lists too many kinds of notice`);

/** PUT /api/v1/notification_preferences: the kinds turned off per channel (everything else is on). */
export const NoticePreferencesSchema = z.object(
  { email_off: kinds('email_off'), sms_off: kinds('sms_off') },
  { error: 'Send email_off and sms_off, each a list of kinds of notice' },
);
export type NoticePreferencesBody = z.infer<typeof NoticePreferencesSchema>;

/** POST /api/v1/notification_preferences/opt_in: undoes an opt-out from one firm on one channel. */
export const OptInSchema = z.object(
  {
    law_firm_id: z.number({ error: 'law_firm_id must be a number' }).int('law_firm_id must be a whole number').positive('law_firm_id must be positive').max(2_147_483_647, 'law_firm_id is too large'),
    channel: z.enum(NOTICE_CHANNELS, { error: 'channel must be email or sms' }),
  },
  { error: 'Send law_firm_id and channel' },
);
export type OptInBody = z.infer<typeof OptInSchema>;
