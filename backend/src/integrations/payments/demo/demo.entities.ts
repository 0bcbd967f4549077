import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The demo payment provider's own state (a demo provider keeps state). These tables play
 * the part of Stripe's database: Parley's modules never read them, only the demo driver does. No firm filter:
 * the provider knows nothing of firms.
 */

@Entity({ tableName: 'demo_payment_customers' })
export class DemoPaymentCustomer {
  [OptionalProps]?: 'createdAt' | 'metadata';
  @PrimaryKey({ type: 'string', length: 60 })
  id!: string;
  @Property({ type: 'string', length: 254 })
  email!: string;
  @Property({ type: 'string', length: 200, nullable: true })
  name?: string | null;
  @Property({ type: 'json' })
  metadata: Record<string, string> = {};
  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

/** How a demo card behaves, from its number (like Stripe's test cards). */
export type DemoCardBehavior = 'succeeds' | 'declines_charges' | 'insufficient_funds';

@Entity({ tableName: 'demo_payment_methods' })
export class DemoPaymentMethod {
  [OptionalProps]?: 'createdAt';
  @PrimaryKey({ type: 'string', length: 60 })
  id!: string;
  @Property({ type: 'string', length: 60 })
  @Index()
  customerId!: string;
  @Property({ type: 'string', length: 20 })
  brand!: string;
  /** Only the last four digits are kept; the full number never leaves the request. */
  @Property({ type: 'string', length: 4 })
  last4!: string;
  @Property({ type: 'smallint' })
  expMonth!: number;
  @Property({ type: 'smallint' })
  expYear!: number;
  @Property({ type: 'string', length: 30 })
  behavior!: DemoCardBehavior;
  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

/**
 * A demo setup intent: requires_payment_method -> succeeded when the demo checkout form confirms it with a card the
 * provider accepts (its payment method saved to the customer); a declined card leaves it requires_payment_method with
 * the sentence. Only the SHA-256 of its client secret is kept.
 */
@Entity({ tableName: 'demo_setup_intents' })
export class DemoSetupIntent {
  [OptionalProps]?: 'createdAt' | 'metadata';
  @PrimaryKey({ type: 'string', length: 60 })
  id!: string;
  @Property({ type: 'string', length: 60 })
  customerId!: string;
  @Property({ type: 'string', length: 30 })
  status!: string;
  @Property({ type: 'string', length: 60, nullable: true })
  paymentMethodId?: string | null;
  @Property({ type: 'json' })
  metadata: Record<string, string> = {};
  @Property({ type: 'text', nullable: true })
  lastSetupError?: string | null;
  @Property({ type: 'string', length: 64, nullable: true })
  clientSecretHash?: string | null;
  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

@Entity({ tableName: 'demo_subscriptions' })
export class DemoSubscription {
  [OptionalProps]?: 'createdAt' | 'metadata';
  @PrimaryKey({ type: 'string', length: 60 })
  id!: string;
  @Property({ type: 'string', length: 60 })
  customerId!: string;
  @Property({ type: 'string', length: 60 })
  paymentMethodId!: string;
  @Property({ type: 'string', length: 20 })
  status!: 'active' | 'canceled';
  @Property({ type: 'string', length: 200, unique: true })
  idempotencyKey!: string;
  @Property({ type: 'json' })
  metadata: Record<string, string> = {};
  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

/**
 * A demo charge: requires_payment_method -> processing -> succeeded | requires_payment_method (failed attempt).
 * An off-session charge is created processing with its payment method; a checkout intent is created without one and
 * a client secret (only its SHA-256 is kept), and gets its method when the demo checkout form confirms it.
 */
@Entity({ tableName: 'demo_payment_intents' })
@Index({ properties: ['status', 'settlesAt'] })
export class DemoPaymentIntent {
  [OptionalProps]?: 'createdAt' | 'metadata';
  @PrimaryKey({ type: 'string', length: 60 })
  id!: string;
  @Property({ type: 'string', length: 200, unique: true })
  idempotencyKey!: string;
  @Property({ type: 'string', length: 60 })
  customerId!: string;
  @Property({ type: 'string', length: 60, nullable: true })
  paymentMethodId?: string | null;
  @Property({ type: 'integer' })
  amountCents!: number;
  @Property({ type: 'string', length: 40 })
  status!: string;
  @Property({ type: 'json' })
  metadata: Record<string, string> = {};
  @Property({ type: 'text', nullable: true })
  lastPaymentError?: string | null;
  /** Hex SHA-256 of a checkout intent's client secret (null for off-session charges). */
  @Property({ type: 'string', length: 64, nullable: true })
  clientSecretHash?: string | null;
  @Property({ type: 'string', length: 254, nullable: true })
  receiptEmail?: string | null;
  /** When the processing charge settles (the demo provider's clock). */
  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  settlesAt?: Date | null;
  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

@Entity({ tableName: 'demo_refunds' })
export class DemoRefund {
  [OptionalProps]?: 'createdAt';
  @PrimaryKey({ type: 'string', length: 60 })
  id!: string;
  @Property({ type: 'string', length: 200, unique: true })
  idempotencyKey!: string;
  @Property({ type: 'string', length: 60 })
  paymentIntentId!: string;
  @Property({ type: 'integer' })
  amountCents!: number;
  @Property({ type: 'string', length: 20 })
  status!: string;
  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

/** The demo provider's event log: each event is delivered (signed) to the webhook handler until it is accepted. */
@Entity({ tableName: 'demo_payment_events' })
@Index({
  name: 'demo_payment_events_undelivered_idx',
  expression:
    'create index "demo_payment_events_undelivered_idx" on "demo_payment_events" ("created_at") where "delivered_at" is null',
})
export class DemoPaymentEvent {
  [OptionalProps]?: 'createdAt' | 'deliveryAttempts';
  @PrimaryKey({ type: 'string', length: 60 })
  id!: string;
  @Property({ type: 'string', length: 60 })
  type!: string;
  /** The Stripe-shaped event body, exactly as delivered. */
  @Property({ type: 'text' })
  body!: string;
  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  deliveredAt?: Date | null;
  @Property({ type: 'integer', default: 0 })
  deliveryAttempts: number = 0;
  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

export const DEMO_PAYMENT_ENTITIES = [
  DemoPaymentCustomer,
  DemoPaymentMethod,
  DemoSetupIntent,
  DemoSubscription,
  DemoPaymentIntent,
  DemoRefund,
  DemoPaymentEvent,
];
