import { Entity, Filter, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Ref } from '@mikro-orm/core';
import { firmFilter } from '../../../core/database/firm-scope';
import { LawFirm } from '../../identity/entities';
import { CustomerDocument } from './customer-document.entity';
import { NegotiationEvent } from './negotiation-event.entity';

/** A disclosure text that went with a negotiation event (the Disclosures page aggregates these per firm). */
@Entity({ tableName: 'negotiation_event_disclosures' })
@Filter(firmFilter<NegotiationEventDisclosure>((lawFirmId) => ({ lawFirm: lawFirmId })))
@Index({ properties: ['lawFirm', 'text'] })
export class NegotiationEventDisclosure {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => NegotiationEvent, { ref: true, deleteRule: 'cascade' })
  @Index()
  event!: Ref<NegotiationEvent>;

  @ManyToOne(() => CustomerDocument, { ref: true, deleteRule: 'restrict' })
  @Index()
  customerDocument!: Ref<CustomerDocument>;

  @ManyToOne(() => LawFirm, { ref: true, deleteRule: 'restrict' })
  lawFirm!: Ref<LawFirm>;

  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
