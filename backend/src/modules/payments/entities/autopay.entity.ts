import { Entity, Filter, ManyToOne, OneToOne, OptionalProps, PrimaryKey, Property, Ref } from '@mikro-orm/core';
import { firmFilter } from '../../../core/database/firm-scope';
import type { ProviderMode } from '../../../integrations/payments/payments.port';
import { CustomerDocument, PaymentPlan } from '../../accounts/entities';
import { LawFirm, User } from '../../identity/entities';

/**
 * A plan's autopay with the payment provider: the customer, the saved card (brand and last four only) and the
 * standing authorisation to charge it. `needsAttention` is the failed-autopay warning (a charge was refused).
 */
@Entity({ tableName: 'payment_autopays' })
@Filter(firmFilter<Autopay>((lawFirmId) => ({ lawFirm: lawFirmId })))
export class Autopay {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'needsAttention' | 'status';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @OneToOne(() => PaymentPlan, { ref: true, unique: true, deleteRule: 'cascade' })
  paymentPlan!: Ref<PaymentPlan>;

  @ManyToOne(() => CustomerDocument, { ref: true, deleteRule: 'restrict' })
  customerDocument!: Ref<CustomerDocument>;

  @ManyToOne(() => LawFirm, { ref: true, deleteRule: 'restrict' })
  lawFirm!: Ref<LawFirm>;

  @ManyToOne(() => User, { ref: true, deleteRule: 'restrict' })
  user!: Ref<User>;

  @Property({ type: 'string', length: 10 })
  provider!: ProviderMode;

  @Property({ type: 'string', length: 100 })
  customerId!: string;

  @Property({ type: 'string', length: 100 })
  paymentMethodId!: string;

  @Property({ type: 'string', length: 100 })
  subscriptionId!: string;

  @Property({ type: 'string', length: 20 })
  status: 'active' | 'canceled' = 'active';

  @Property({ type: 'string', length: 20 })
  cardBrand!: string;

  @Property({ type: 'string', length: 4 })
  cardLast4!: string;

  @Property({ type: 'smallint' })
  cardExpMonth!: number;

  @Property({ type: 'smallint' })
  cardExpYear!: number;

  @Property({ type: 'boolean', default: false })
  needsAttention: boolean = false;

  @Property({ type: 'text', nullable: true })
  lastPaymentError?: string | null;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
