import { Entity, Filter, ManyToOne, OneToOne, OptionalProps, PrimaryKey, Property, Ref } from '@mikro-orm/core';
import { firmFilter } from '../../../core/database/firm-scope';
import type { ScheduledPayment } from '@parley/domain/negotiation';
import { LawFirm, User } from '../../identity/entities';
import { CustomerDocument } from './customer-document.entity';

export type PaymentPlanStatus = 'pending' | 'active' | 'completed' | 'canceled';

/**
 * The schedule a consumer pays an agreed settlement by. `pending` while the payment provider is still creating the
 * customer and subscription (the collector's progress panel polls until it is not).
 */
@Entity({ tableName: 'payment_plans' })
@Filter(firmFilter<PaymentPlan>((lawFirmId) => ({ lawFirm: lawFirmId })))
export class PaymentPlan {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'status';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @OneToOne(() => CustomerDocument, { ref: true, unique: true, deleteRule: 'restrict' })
  customerDocument!: Ref<CustomerDocument>;

  @ManyToOne(() => LawFirm, { ref: true, deleteRule: 'restrict' })
  lawFirm!: Ref<LawFirm>;

  @ManyToOne(() => User, { ref: true, deleteRule: 'restrict' })
  user!: Ref<User>;

  @Property({ type: 'string', length: 20, default: 'pending' })
  status: PaymentPlanStatus = 'pending';

  @Property({ type: 'integer' })
  totalCents!: number;

  @Property({ type: 'json' })
  schedule!: ScheduledPayment[];

  /** Day of the month autopay charges (1-28), when autopay is on. */
  @Property({ type: 'smallint', nullable: true })
  autopayDay?: number | null;

  @Property({ type: 'string', length: 100, nullable: true })
  stripeCustomerId?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  stripeSubscriptionId?: string | null;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
