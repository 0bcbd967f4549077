import { Entity, Filter, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Ref } from '@mikro-orm/core';
import { firmFilter } from '../../../core/database/firm-scope';
import { LawFirm } from '../../identity/entities';
import { CustomerDocument } from './customer-document.entity';
import { PaymentPlan } from './payment-plan.entity';

export type PaymentIntentStatus =
  'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled' | 'payment_failed';

export interface PaymentIntentMetadata {
  /** The platform's commission on this payment, in cents. */
  commission: number;
  [key: string]: string | number;
}

/** A consumer payment as the payment provider reports it (Stripe's PaymentIntent, our copy kept by webhooks). */
@Entity({ tableName: 'stripe_payment_intents' })
@Filter(firmFilter<StripePaymentIntent>((lawFirmId) => ({ lawFirm: lawFirmId })))
// The daily payout run reads a firm's succeeded payments made before its instant.
@Index({ name: 'stripe_payment_intents_payable_idx', expression: `create index "stripe_payment_intents_payable_idx" on "stripe_payment_intents" ("law_firm_id", "created") where "status" = 'succeeded'` })
export class StripePaymentIntent {
  [OptionalProps]?: 'createdAt' | 'refundedCents';

  /** The provider's id, e.g. pi_3Q... */
  @PrimaryKey({ type: 'string', length: 100 })
  id!: string;

  @ManyToOne(() => CustomerDocument, { ref: true, deleteRule: 'restrict' })
  @Index()
  customerDocument!: Ref<CustomerDocument>;

  @ManyToOne(() => LawFirm, { ref: true, deleteRule: 'restrict' })
  lawFirm!: Ref<LawFirm>;

  @ManyToOne(() => PaymentPlan, { ref: true, nullable: true, deleteRule: 'set null' })
  paymentPlan?: Ref<PaymentPlan> | null;

  /** Gross amount in cents. */
  @Property({ type: 'integer' })
  amount!: number;

  @Property({ type: 'string', length: 40 })
  status!: PaymentIntentStatus;

  /** Epoch seconds, as the provider reports it. */
  @Property({ type: 'bigint' })
  created!: string;

  @Property({ type: 'json' })
  metadata!: PaymentIntentMetadata;

  /** Refunded to the consumer so far (the provider's running total). A refunded payment is never paid out. */
  @Property({ type: 'integer', default: 0 })
  refundedCents: number = 0;

  /** When the consumer's bank opened a dispute (cleared when the dispute is won). A disputed payment is held. */
  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  disputedAt?: Date | null;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
