import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { BureauReport } from './credit-bureau.port';

/**
 * The demo bureau's own records (it plays the bureau's database; Parley's modules never read this table). One row
 * per pull, keyed by a digest of the subject, never the SSN itself. No firm filter: a bureau knows no firms.
 */
@Entity({ tableName: 'demo_bureau_pulls' })
export class DemoBureauPull {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'string', length: 40 })
  reference!: string;

  /** SHA-256 of the normalized name, birthdate and SSN last four. */
  @Property({ type: 'string', length: 64 })
  @Index()
  subjectDigest!: string;

  @Property({ type: 'json' })
  report!: BureauReport;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
