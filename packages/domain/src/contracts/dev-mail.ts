import { z } from 'zod';

/** A message caught by the development mail catcher, as `GET /dev/mail/messages.json` lists it. */
export const CaughtMail = z.object({
  id: z.string(),
  receivedAt: z.string(),
  from: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
});
export type CaughtMail = z.infer<typeof CaughtMail>;

/** `GET /dev/mail/messages.json`, newest first. */
export const CaughtMailsAnswer = z.object({ messages: z.array(CaughtMail) });

/** `GET /dev/sms/messages.json`: the texts the demo SMS driver sent and received, newest first. */
export const DemoTextsAnswer = z.object({
  messages: z.array(
    z.object({
      id: z.number().int(),
      direction: z.enum(['outbound', 'inbound']),
      phone: z.string(),
      body: z.string(),
      created_at: z.string(),
    }),
  ),
});
