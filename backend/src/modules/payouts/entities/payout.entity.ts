import { BigIntType, Entity, Filter, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Ref } from '@mikro-orm/core';
import { firmFilter } from '../../../core/database/firm-scope';
import type { PayoutInstruction } from '@parley/domain/payouts/instruction';
import type { PayoutMethod, PayoutStatus } from '@parley/domain/payouts/status';
import { LawFirm } from '../../identity/entities';

/**
 * One payment of money to a firm: the consumer payments it covers (payout_items), net of the platform's commission,
 * by ACH digital check or mailed check (domain/payouts/status.ts for its statuses). At most one open on-hold payout
 * per firm (a partial unique index): a firm without a payout configuration accrues its payments there.
 */
@Entity({ tableName: 'payouts' })
@Filter(firmFilter<Payout>((lawFirmId) => ({ lawFirm: lawFirmId })))
@Index({ properties: ['lawFirm', 'status'] })
@Index({ name: 'payouts_one_on_hold_per_firm', expression: `create unique index "payouts_one_on_hold_per_firm" on "payouts" ("law_firm_id") where "status" = 'on_hold'` })
export class Payout {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'amountCents' | 'attempts';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** Unique for ever (not only in this database): the provider's idempotency key and the e-mails' job ids use it. */
  @Property({ type: 'uuid', unique: true })
  reference!: string;

  @ManyToOne(() => LawFirm, { ref: true, deleteRule: 'restrict' })
  lawFirm!: Ref<LawFirm>;

  /** Null while on hold (no configuration to pay by yet). */
  @Property({ type: 'string', length: 10, nullable: true })
  method?: PayoutMethod | null;

  @Property({ type: 'string', length: 12 })
  status!: PayoutStatus;

  /** The sum of its items that were not given back. */
  @Property({ type: new BigIntType('number'), default: 0 })
  amountCents: number = 0;

  /** Where it goes, as the configuration said when it was made (the provider is asked with exactly this). */
  @Property({ type: 'json', nullable: true })
  instruction?: PayoutInstruction | null;

  @Property({ type: 'string', length: 12, nullable: true })
  provider?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  @Index()
  providerCheckId?: string | null;

  @Property({ type: 'string', length: 30, nullable: true })
  checkNumber?: string | null;

  @Property({ type: 'string', length: 40, nullable: true })
  trackingNumber?: string | null;

  /** The daily run (02:00 UTC) that made it (on hold) or sent it. */
  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  runFor?: Date | null;

  /** When the check was asked of the provider. */
  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  initiatedAt?: Date | null;

  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  sentAt?: Date | null;

  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  paidAt?: Date | null;

  /** When it failed, came back or was voided. */
  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  closedAt?: Date | null;

  @Property({ type: 'text', nullable: true })
  failureReason?: string | null;

  /** Sends tried that did not get an answer (a network failure); the same idempotency key is used each time. */
  @Property({ type: 'smallint', default: 0 })
  attempts: number = 0;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  /** When its status was last read from the provider (polling, for notifications that never came). */
  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  checkedAt?: Date | null;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
