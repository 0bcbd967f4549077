import { Check, Entity, Filter, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Ref } from '@mikro-orm/core';
import { firmFilter } from '../../../core/database/firm-scope';
import { CustomerDocument, StripePaymentIntent } from '../../accounts/entities';
import { LawFirm } from '../../identity/entities';
import { Payout } from './payout.entity';

/**
 * One consumer payment in one payout: what reaches the firm (`amountCents`) and the platform's commission, which
 * add up to what the consumer paid. A payment belongs to at most one payout: the partial unique index on the
 * payment over the items not given back is the database's guarantee, whatever the code does. A failed, returned or
 * voided payout gives its items back (`releasedAt`); they stay listed under it, and the payment is free for the
 * next run.
 */
@Entity({ tableName: 'payout_items' })
@Filter(firmFilter<PayoutItem>((lawFirmId) => ({ lawFirm: lawFirmId })))
@Index({ name: 'payout_items_one_live_payout_per_payment', expression: 'create unique index "payout_items_one_live_payout_per_payment" on "payout_items" ("stripe_payment_intent_id") where "released_at" is null' })
@Check({ name: 'payout_items_amounts_add_up', expression: 'amount_cents >= 0 and commission_cents >= 0 and amount_cents + commission_cents = gross_cents' })
export class PayoutItem {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @ManyToOne(() => Payout, { ref: true, deleteRule: 'cascade' })
  @Index()
  payout!: Ref<Payout>;

  @ManyToOne(() => StripePaymentIntent, { ref: true, deleteRule: 'restrict' })
  @Index()
  stripePaymentIntent!: Ref<StripePaymentIntent>;

  @ManyToOne(() => CustomerDocument, { ref: true, deleteRule: 'restrict' })
  @Index()
  customerDocument!: Ref<CustomerDocument>;

  @ManyToOne(() => LawFirm, { ref: true, deleteRule: 'restrict' })
  lawFirm!: Ref<LawFirm>;

  /** What the consumer paid. */
  @Property({ type: 'integer' })
  grossCents!: number;

  @Property({ type: 'integer' })
  commissionCents!: number;

  /** What reaches the firm: gross less commission. */
  @Property({ type: 'integer' })
  amountCents!: number;

  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  releasedAt?: Date | null;

  /** Why it was given back: the payout's status (failed, returned, voided) or the payment's (refunded, disputed). */
  @Property({ type: 'string', length: 20, nullable: true })
  releaseReason?: string | null;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
