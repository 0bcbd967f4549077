import { Entity, Filter, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Ref, Unique } from '@mikro-orm/core';
import { firmFilter } from '../../../core/database/firm-scope';
import { CustomerDocument, PaymentPlan } from '../../accounts/entities';
import { LawFirm } from '../../identity/entities';

export type InstallmentStatus = 'scheduled' | 'processing' | 'succeeded' | 'failed' | 'canceled';

/**
 * One scheduled payment of a plan, charged by the worker at 23:59:59 UTC of `dueDate`. Unique per (plan, index):
 * the charge's idempotency key is built from them, so a payment is never charged twice.
 */
@Entity({ tableName: 'payment_installments' })
@Filter(firmFilter<PaymentInstallment>((lawFirmId) => ({ lawFirm: lawFirmId })))
@Unique({ properties: ['paymentPlan', 'index'] })
@Index({ properties: ['status', 'dueDate'] })
export class PaymentInstallment {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'status' | 'attempts';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => PaymentPlan, { ref: true, deleteRule: 'cascade' })
  paymentPlan!: Ref<PaymentPlan>;

  @ManyToOne(() => CustomerDocument, { ref: true, deleteRule: 'restrict' })
  customerDocument!: Ref<CustomerDocument>;

  @ManyToOne(() => LawFirm, { ref: true, deleteRule: 'restrict' })
  lawFirm!: Ref<LawFirm>;

  @Property({ type: 'smallint' })
  index!: number;

  @Property({ type: 'date' })
  dueDate!: string;

  @Property({ type: 'integer' })
  amountCents!: number;

  @Property({ type: 'string', length: 20 })
  status: InstallmentStatus = 'scheduled';

  @Property({ type: 'smallint', default: 0 })
  attempts: number = 0;

  @Property({ type: 'string', length: 100, nullable: true })
  @Index()
  paymentIntentId?: string | null;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
