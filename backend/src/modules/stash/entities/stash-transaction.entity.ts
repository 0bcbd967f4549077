import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Ref } from '@mikro-orm/core';
import type { StashTransactionKind } from '@parley/domain/dashboard/payload';
import { User } from '../../identity/entities';

/**
 * scheduled: a future autopay item (not money yet); completed: money in (or out) of the stash; pending: a refund
 * check on its way (already off the balance); canceled: a scheduled item the consumer canceled (never shown).
 */
export type StashStatus = 'scheduled' | 'completed' | 'pending' | 'canceled';

export interface RefundAddress {
  full_name: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
}

/**
 * Money Parley holds for a consumer (docs/api/profile-credit-stash.md): settlement payments collected before a
 * firm's agreement is in place, deposits, and refunds paid back out (negative). `createdAt` in the future marks a
 * scheduled autopay item. Owned by the consumer (no firm); always loaded by user.
 */
@Entity({ tableName: 'stash_transactions' })
@Index({ properties: ['user', 'createdAt'] })
export class StashTransaction {
  [OptionalProps]?: 'createdAt' | 'refundAddress' | 'memo';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  /** Signed cents: money in is positive, a refund is negative. */
  @Property({ type: 'integer' })
  amountCents!: number;

  @Property({ type: 'string', length: 30 })
  kind!: StashTransactionKind;

  @Property({ type: 'string', length: 20 })
  status!: StashStatus;

  /** What the consumer sees beside the amount (e.g. which settlement the payment was for). */
  @Property({ type: 'string', length: 200, nullable: true })
  memo?: string | null;

  /** Where a refund check is made out to. */
  @Property({ type: 'json', nullable: true })
  refundAddress?: RefundAddress | null;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
