import { z } from 'zod';
import { emailSchema } from '../rules';

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
  email: emailSchema(NEWSLETTER_EMAIL_INVALID, { lowercase: true }),
});
