import { Entity, Filter, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Ref } from '@mikro-orm/core';
import { firmFilter } from '../../../core/database/firm-scope';
import type { Party, Phase } from '@parley/domain/negotiation';
import { LawFirm } from '../../identity/entities';
import { CustomerDocument } from './customer-document.entity';
import { NegotiationEvent } from './negotiation-event.entity';

/** Every set of terms either side put forward; a collector counteroffer of 3 options writes 3 rows (offerIndex 0-2). */
@Entity({ tableName: 'historical_offers' })
@Filter(firmFilter<HistoricalOffer>((lawFirmId) => ({ lawFirm: lawFirmId })))
export class HistoricalOffer {
  [OptionalProps]?: 'createdAt' | 'phases' | 'offerIndex';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => CustomerDocument, { ref: true, deleteRule: 'restrict' })
  @Index()
  customerDocument!: Ref<CustomerDocument>;

  @ManyToOne(() => LawFirm, { ref: true, deleteRule: 'restrict' })
  lawFirm!: Ref<LawFirm>;

  @ManyToOne(() => NegotiationEvent, { ref: true, deleteRule: 'restrict' })
  @Index()
  event!: Ref<NegotiationEvent>;

  @Property({ type: 'string', length: 20 })
  party!: Party;

  @Property({ type: 'smallint', default: 0 })
  offerIndex: number = 0;

  @Property({ type: 'integer' })
  totalAmountCents!: number;

  /** Number of equal payments (single payment count offers) or the total count including tiers. */
  @Property({ type: 'integer' })
  payments!: number;

  @Property({ type: 'date' })
  firstPaymentDate!: string;

  @Property({ type: 'json' })
  phases: Phase[] = [];

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
