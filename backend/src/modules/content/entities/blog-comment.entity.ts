import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Ref } from '@mikro-orm/core';
import { User } from '../../identity/entities/user.entity';

/** A comment under a blog article, stored by Parley (a third-party comment service would have no offline twin). */
@Entity({ tableName: 'blog_comments' })
@Index({ properties: ['articleSlug', 'createdAt'] })
export class BlogComment {
  [OptionalProps]?: 'createdAt' | 'anonymous';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 120 })
  articleSlug!: string;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  author!: Ref<User>;

  /** Shown as "Anonymous" when true; the author is still recorded for moderation. */
  @Property({ type: 'boolean', default: false })
  anonymous: boolean = false;

  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
