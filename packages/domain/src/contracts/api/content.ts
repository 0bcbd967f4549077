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

// ---- answers ----

export const ArticleComment = z.object({
  id: z.number().int(),
  text: z.string(),
  author: z.string(),
  anonymous: z.boolean(),
  created_at: z.string(),
});
export type ArticleComment = z.infer<typeof ArticleComment>;

/** One state's article in the blog's list. */
export const ArticleSummary = z.object({
  slug: z.string(),
  title: z.string(),
  state_code: z.string(),
  state_name: z.string(),
  summary: z.string(),
});
export type ArticleSummary = z.infer<typeof ArticleSummary>;

export const ArticleSection = z.object({
  /** Anchor id of the heading (the table of contents links to it). */
  id: z.string(),
  level: z.union([z.literal(2), z.literal(3)]),
  heading: z.string(),
  paragraphs: z.array(z.string()),
  /** Headings marked skip are left out of the table of contents. */
  skipToc: z.boolean().optional(),
});
export type ArticleSection = z.infer<typeof ArticleSection>;

export const Article = z.object({
  slug: z.string(),
  title: z.string(),
  stateCode: z.string(),
  stateName: z.string(),
  summary: z.string(),
  sections: z.array(ArticleSection),
});
export type Article = z.infer<typeof Article>;

export const ArticlesAnswer = z.object({ articles: z.array(ArticleSummary) });
export const ArticleAnswer = z.object({ article: Article });
export const CommentsAnswer = z.object({ comments: z.array(ArticleComment) });
export const CommentAnswer = z.object({ comment: ArticleComment });
export const NewsletterAnswer = z.object({ message: z.string() });
