import { Entity, Filter, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Ref } from '@mikro-orm/core';
import { firmFilter } from '../../../core/database/firm-scope';
import { CustomerDocument } from '../../accounts/entities';
import { LawFirm, User } from '../../identity/entities';

/**
 * A setup checkout opened for a settlement's autopay (the payment form's intent type `setup`): the provider customer
 * it was opened for (reused by the document's next checkout) and the setup intent the consumer confirms in the
 * browser. Completing autopay from a setup intent accepts only one recorded here for the same document and user.
 */
@Entity({ tableName: 'payment_autopay_checkouts' })
@Filter(firmFilter<AutopayCheckout>((lawFirmId) => ({ lawFirm: lawFirmId })))
export class AutopayCheckout {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => CustomerDocument, { ref: true, deleteRule: 'restrict' })
  @Index()
  customerDocument!: Ref<CustomerDocument>;

  @ManyToOne(() => LawFirm, { ref: true, deleteRule: 'restrict' })
  lawFirm!: Ref<LawFirm>;

  @ManyToOne(() => User, { ref: true, deleteRule: 'restrict' })
  user!: Ref<User>;

  @Property({ type: 'string', length: 100 })
  customerId!: string;

  @Property({ type: 'string', length: 100, unique: true })
  setupIntentId!: string;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
