import { z } from 'zod';

export const COMMENT_MAX = 10_000;
export const COMMENT_TOO_LONG = `Comments can be at most ${COMMENT_MAX.toLocaleString('en-US')} characters.`;
export const COMMENT_BLANK = 'Input cannot be blank.';
export const NEWSLETTER_EMAIL_INVALID = 'Please enter a valid email address.';
export const NEWSLETTER_THANKS = 'Thanks for subscribing! Watch your inbox for our next newsletter.';

export const CommentSchema = z.object({
  text: z
    .string({ error: COMMENT_BLANK })
    .transform((t) => t.trim())
    .pipe(z.string().min(1, COMMENT_BLANK).max(COMMENT_MAX, COMMENT_TOO_LONG)),
  anonymous: z.boolean({ error: 'anonymous must be true or false.' }).optional().default(false),
});
export type CommentInput = z.infer<typeof CommentSchema>;

export const NewsletterSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_EMAIL_INVALID })
    .trim()
    .toLowerCase()
    // The length first: the e-mail format never reads an over-long value (a failed check stops the pipe).
    .max(254, { error: NEWSLETTER_EMAIL_INVALID, abort: true })
    .pipe(z.email({ error: NEWSLETTER_EMAIL_INVALID })),
});
