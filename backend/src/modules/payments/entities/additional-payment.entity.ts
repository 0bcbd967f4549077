import { Entity, Filter, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Ref } from '@mikro-orm/core';
import { firmFilter } from '../../../core/database/firm-scope';
import { CustomerDocument, PaymentPlan } from '../../accounts/entities';
import { LawFirm, User } from '../../identity/entities';

/** `canceled`: a checkout the consumer never completed (its intent was canceled); not shown as a failed payment. */
export type AdditionalPaymentStatus = 'pending' | 'processing' | 'succeeded' | 'failed' | 'canceled';

/** How the consumer pays: null for the saved card or a card typed in (charged off-session), or the checkout. */
export type AdditionalPaymentCheckout = 'payment_element';

/** One installment an additional payment covers, with the status it goes back to if the charge is refused. */
export interface CoveredInstallment {
  id: number;
  index: number;
  amount_cents: number;
  previous_status: 'scheduled' | 'failed';
  /** The refused autopay charge of a failed payment (kept for its history). */
  previous_payment_intent_id: string | null;
}

/**
 * A payment the consumer makes on top of autopay: the whole remaining balance, or the next or last N
 * payments. The covered installments are held (status processing) while the charge is in flight, so the worker
 * never bills them too; a success marks them paid, a refusal gives them back (so does an abandoned checkout).
 */
@Entity({ tableName: 'payment_additional_payments' })
@Filter(firmFilter<AdditionalPayment>((lawFirmId) => ({ lawFirm: lawFirmId })))
export class AdditionalPayment {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'status';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => PaymentPlan, { ref: true, deleteRule: 'cascade' })
  @Index()
  paymentPlan!: Ref<PaymentPlan>;

  @ManyToOne(() => CustomerDocument, { ref: true, deleteRule: 'restrict' })
  customerDocument!: Ref<CustomerDocument>;

  @ManyToOne(() => LawFirm, { ref: true, deleteRule: 'restrict' })
  lawFirm!: Ref<LawFirm>;

  @ManyToOne(() => User, { ref: true, deleteRule: 'restrict' })
  user!: Ref<User>;

  @Property({ type: 'string', length: 10 })
  paymentType!: 'full' | 'custom' | 'pay_early';

  @Property({ type: 'string', length: 10 })
  applicationMode!: 'front' | 'back';

  @Property({ type: 'integer' })
  amountCents!: number;

  @Property({ type: 'json' })
  installments!: CoveredInstallment[];

  @Property({ type: 'string', length: 20, default: 'pending' })
  status: AdditionalPaymentStatus = 'pending';

  @Property({ type: 'string', length: 100, nullable: true, unique: true })
  paymentIntentId?: string | null;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  /**
   * 'payment_element': paid on-session through a checkout intent the consumer confirms in the browser. Such a claim
   * is `pending` until confirmed; it is given back only once its intent is canceled at the provider.
   */
  @Property({ type: 'string', length: 20, nullable: true })
  checkout?: AdditionalPaymentCheckout | null;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
