import { BigIntType, Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The demo payout provider's own state: these tables play the part of Checkbook.io's database. Parley's modules
 * never read them, only the demo driver does. No firm filter: the provider knows nothing of firms.
 */

/** The platform's account at the demo provider: its check book (the next number) and its clock. */
@Entity({ tableName: 'demo_payout_books' })
export class DemoPayoutBook {
  [OptionalProps]?: 'nextCheckNumber' | 'clockAt';
  /** Always 1: one account. */
  @PrimaryKey({ type: 'smallint', autoincrement: false })
  id!: number;
  @Property({ type: 'integer', default: 10001 })
  nextCheckNumber: number = 10001;
  /**
   * How far the development clock was moved (`POST /dev/payments/advance_clock`): the provider's "now" is the later
   * of this and the real time, so checks sent on a simulated day are paid days later in simulated time.
   */
  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  clockAt?: Date | null = null;
}

export type DemoCheckKind = 'digital' | 'physical';

@Entity({ tableName: 'demo_payout_checks' })
@Index({ properties: ['status', 'settlesAt'] })
export class DemoPayoutCheck {
  [OptionalProps]?: 'createdAt' | 'updatedAt';
  @PrimaryKey({ type: 'string', length: 60 })
  id!: string;
  @Property({ type: 'string', length: 200, unique: true })
  idempotencyKey!: string;
  @Property({ type: 'string', length: 10 })
  kind!: DemoCheckKind;
  @Property({ type: 'integer', unique: true })
  number!: number;
  @Property({ type: 'string', length: 40, nullable: true })
  trackingNumber?: string | null;
  @Property({ type: 'string', length: 200 })
  name!: string;
  /** The e-mail address (digital) or the mailing address (physical). */
  @Property({ type: 'json' })
  recipient!: Record<string, string>;
  /** A firm's first payout can carry years of payments (the large data set): more than an integer's cents. */
  @Property({ type: new BigIntType('number') })
  amountCents!: number;
  @Property({ type: 'string', length: 200 })
  description!: string;
  @Property({ type: 'string', length: 20 })
  status!: string;
  @Property({ type: 'text', nullable: true })
  statusReason?: string | null;
  /** When it took its current status, on the provider's clock. */
  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  statusAt?: Date | null;
  /** When the recipient deposits it (the provider's clock moves it to PAID then). */
  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  settlesAt?: Date | null;
  @Property({ type: 'Date', columnType: 'timestamptz' })
  createdAt!: Date;
  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** A signed status notification waiting to be delivered to the webhook handler (as Checkbook would POST it). */
@Entity({ tableName: 'demo_payout_events' })
@Index({ name: 'demo_payout_events_pending_idx', expression: 'create index "demo_payout_events_pending_idx" on "demo_payout_events" ("created_at", "id") where "delivered_at" is null' })
export class DemoPayoutEvent {
  [OptionalProps]?: 'deliveryAttempts';
  @PrimaryKey({ type: 'string', length: 60 })
  id!: string;
  @Property({ type: 'string', length: 60 })
  checkId!: string;
  @Property({ type: 'text' })
  body!: string;
  @Property({ type: 'Date', columnType: 'timestamptz' })
  createdAt!: Date;
  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  deliveredAt?: Date | null;
  @Property({ type: 'integer', default: 0 })
  deliveryAttempts: number = 0;
}

/** Told to refuse the next check it is asked for (a demo of a provider refusal). */
@Entity({ tableName: 'demo_payout_instructions' })
export class DemoPayoutInstruction {
  [OptionalProps]?: 'createdAt';
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;
  @Property({ type: 'string', length: 20 })
  action!: 'refuse_next';
  @Property({ type: 'text' })
  reason!: string;
  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  consumedAt?: Date | null;
}

export const DEMO_PAYOUT_ENTITIES = [DemoPayoutBook, DemoPayoutCheck, DemoPayoutEvent, DemoPayoutInstruction];
