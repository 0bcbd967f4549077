import { Entity, OneToOne, OptionalProps, PrimaryKey, Property, Ref } from '@mikro-orm/core';
import type { BureauReport } from '../../../integrations/credit/credit-bureau.port';
import { User } from '../../identity/entities';

/** What the row records; missing_metadata and consent_required are derived (no row, or an incomplete profile). */
export type StoredCreditStatus = 'fetching' | 'available' | 'error';

/**
 * A consumer's credit report: their consent, the latest pull's state and the last report received. One row per
 * consumer (owned by the consumer, no firm). `report` stays when a later pull fails or is under way, which is the
 * dashboard's base_report.
 */
@Entity({ tableName: 'credit_reports' })
export class CreditReportRecord {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'requestSeq';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @OneToOne(() => User, { ref: true, unique: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'string', length: 20 })
  status!: StoredCreditStatus;

  /** When the consumer last asked for (consented to) a pull. */
  @Property({ type: 'Date', columnType: 'timestamptz' })
  consentedAt!: Date;

  /** Counts the consumer's requests; the job carries the one it serves, so an older job never overwrites a newer. */
  @Property({ type: 'integer', default: 0 })
  requestSeq: number = 0;

  @Property({ type: 'json', nullable: true })
  report?: BureauReport | null;

  /** The sentence shown on the error card. */
  @Property({ type: 'text', nullable: true })
  error?: string | null;

  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  fetchedAt?: Date | null;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
