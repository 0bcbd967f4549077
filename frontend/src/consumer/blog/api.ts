import type { Article, ArticleComment as BlogComment, ArticleSummary } from '@parley/domain/contracts/api/content';
import { http } from '../../shared/http';

export type { Article, ArticleSummary } from '@parley/domain/contracts/api/content';
export type { BlogComment };

export { COMMENT_MAX } from '@parley/domain/contracts/api/content';
export const COMMENT_PLACEHOLDER = 'Add a comment...';
export const NEWSLETTER_FALLBACK_ERROR = 'Please try again.';
export const NEWSLETTER_MESSAGE_MS = 3000;

export const blogApi = {
  articles: () => http.get<{ articles: ArticleSummary[] }>('/api/blog/articles'),
  article: (slug: string) => http.get<{ article: Article }>(`/api/blog/articles/${encodeURIComponent(slug)}`),
  comments: (slug: string) =>
    http.get<{ comments: BlogComment[] }>(`/api/blog/articles/${encodeURIComponent(slug)}/comments`),
  comment: (slug: string, text: string, anonymous: boolean) =>
    http.post<{ comment: BlogComment }>(`/api/blog/articles/${encodeURIComponent(slug)}/comments`, { text, anonymous }),
  subscribe: (email: string) => http.post<{ message: string }>('/api/newsletter', { email }),
};
