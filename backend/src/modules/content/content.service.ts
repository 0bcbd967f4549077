import type { ArticleComment } from '@parley/domain/contracts/api/content';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import { UNSCOPED } from '../../core/database/firm-scope';
import { User } from '../identity/entities/user.entity';
import { articleBySlug, ARTICLES } from './articles/articles';
import type { CommentInput } from './dto/content.dto';
import { BlogComment } from './entities';

export const ARTICLE_NOT_FOUND = 'Article not found.';

function authorName(user: User, anonymous: boolean): string {
  if (anonymous) return 'Anonymous';
  const last = user.lastName?.trim();
  return [user.firstName?.trim(), last ? `${last[0]}.` : null].filter(Boolean).join(' ') || 'Parley member';
}

@Injectable()
export class ContentService {
  constructor(private readonly em: EntityManager) {}

  list() {
    return ARTICLES.map(({ slug, title, stateCode, stateName, summary }) => ({
      slug,
      title,
      state_code: stateCode,
      state_name: stateName,
      summary,
    }));
  }

  article(slug: string) {
    const article = articleBySlug(slug);
    if (!article) throw new NotFoundException({ error: ARTICLE_NOT_FOUND });
    return article;
  }

  async comments(slug: string): Promise<ArticleComment[]> {
    this.article(slug);
    const rows = await this.em.find(
      BlogComment,
      { articleSlug: slug },
      {
        // Public page: no collector acts, and only the commenters' display names are read.
        ...UNSCOPED,
        populate: ['author'],
        orderBy: { createdAt: 'asc', id: 'asc' },
        limit: 500,
      },
    );
    return rows.map((c) => this.view(c));
  }

  async addComment(slug: string, userId: number, input: CommentInput): Promise<ArticleComment> {
    this.article(slug);
    const comment = this.em.create(BlogComment, {
      articleSlug: slug,
      author: this.em.getReference(User, userId),
      anonymous: input.anonymous,
      text: input.text,
    });
    await this.em.persistAndFlush(comment);
    await this.em.populate(comment, ['author']);
    return this.view(comment);
  }

  /** Subscribing twice is not an error and does not reveal whether the address was already on the list. */
  async subscribe(email: string): Promise<void> {
    await this.em
      .getConnection()
      .execute('insert into newsletter_subscriptions (email) values (?) on conflict (email) do nothing', [email]);
  }

  private view(c: BlogComment): ArticleComment {
    return {
      id: c.id,
      text: c.text,
      anonymous: c.anonymous,
      author: authorName(c.author.getEntity(), c.anonymous),
      created_at: c.createdAt.toISOString(),
    };
  }
}
