import { Entity, Filter, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Ref } from '@mikro-orm/core';
import { firmFilter } from '../../../core/database/firm-scope';
import { LawFirm } from '../../identity/entities';
import { CustomerDocument } from './customer-document.entity';

/** A payout to the firm by mailed or digital check (Checkbook), with its courier tracking and check numbers. */
@Entity({ tableName: 'checkbook_payments' })
@Filter(firmFilter<CheckbookPayment>((lawFirmId) => ({ lawFirm: lawFirmId })))
export class CheckbookPayment {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => CustomerDocument, { ref: true, deleteRule: 'restrict' })
  @Index()
  customerDocument!: Ref<CustomerDocument>;

  @ManyToOne(() => LawFirm, { ref: true, deleteRule: 'restrict' })
  lawFirm!: Ref<LawFirm>;

  @Property({ type: 'integer' })
  amountCents!: number;

  @Property({ type: 'string', length: 40 })
  status!: 'pending' | 'mailed' | 'delivered' | 'deposited';

  @Property({ type: 'string', length: 60, nullable: true })
  trackingNumber?: string | null;

  @Property({ type: 'string', length: 30, nullable: true })
  checkNumber?: string | null;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
