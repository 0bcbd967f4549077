import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** An address that asked for the newsletter (stored lower-cased, once). */
@Entity({ tableName: 'newsletter_subscriptions' })
export class NewsletterSubscription {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 254, unique: true })
  email!: string;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
