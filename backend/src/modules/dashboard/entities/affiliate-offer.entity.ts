import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A partner deal shown on the dashboard's Deals tab. Platform-wide data, not owned
 * by a firm or a consumer; operators switch a deal off with `active` instead of deleting it.
 */
@Entity({ tableName: 'affiliate_offers' })
export class AffiliateOffer {
  [OptionalProps]?: 'active' | 'position' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** Stable key of the deal (the seed matches deals by it, so seeding twice changes nothing). */
  @Property({ type: 'string', length: 60, unique: true })
  slug!: string;

  @Property({ type: 'string', length: 120 })
  title!: string;

  @Property({ type: 'text' })
  description!: string;

  /** An image URL or a `data:image/svg+xml` logo (works without network access). */
  @Property({ type: 'text' })
  logoUrl!: string;

  @Property({ type: 'string', length: 500 })
  targetUrl!: string;

  @Property({ type: 'string', length: 120 })
  dealText!: string;

  @Property({ type: 'string', length: 40 })
  buttonText!: string;

  @Property({ type: 'smallint', default: 0 })
  position: number = 0;

  @Property({ type: 'boolean', default: true })
  active: boolean = true;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
