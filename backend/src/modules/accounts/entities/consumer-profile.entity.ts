import type { HardshipStatementSource } from '@parley/domain/hardship-statement';
import { Entity, OneToOne, OptionalProps, PrimaryKey, Property, Ref } from '@mikro-orm/core';
import { User } from '../../identity/entities';

import { type FinancialDetails, type Hardship } from '@parley/domain/financial';

export * from '@parley/domain/financial';

/**
 * What a consumer tells Parley about themselves. Owned by the consumer: collectors reach it only through a
 * customer document addressed to their firm (the accounts query loads profiles by the ids of scoped documents).
 */
@Entity({ tableName: 'consumer_profiles' })
export class ConsumerProfile {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'plaidVerified' | 'financialDetails' | 'hardship';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @OneToOne(() => User, { ref: true, unique: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'date', nullable: true })
  birthdate?: string | null;

  @Property({ type: 'string', length: 30, nullable: true })
  phone?: string | null;

  @Property({ type: 'string', length: 200, nullable: true })
  street?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  city?: string | null;

  @Property({ type: 'string', length: 2, nullable: true })
  state?: string | null;

  @Property({ type: 'string', length: 10, nullable: true })
  zipCode?: string | null;

  /** Full SSN, AES-256-GCM (FieldCipher); null when only the last four were given. */
  @Property({ type: 'text', nullable: true, hidden: true })
  ssnEncrypted?: string | null;

  @Property({ type: 'string', length: 4, nullable: true })
  ssnLastFour?: string | null;

  @Property({ type: 'json' })
  financialDetails: FinancialDetails = {};

  @Property({ type: 'json' })
  hardship: Hardship = {};

  /**
   * Plain-language summary of the hardship for the firm: a language model's (source 'model') when one is configured,
   * else a summary of the consumer's own answers (source 'answers'). The portal labels it by its source.
   */
  @Property({ type: 'text', nullable: true })
  hardshipStatement?: string | null;

  @Property({ type: 'string', length: 10, nullable: true })
  hardshipStatementSource?: HardshipStatementSource | null;

  @Property({ type: 'boolean', default: false })
  plaidVerified: boolean = false;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
