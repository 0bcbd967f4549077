import { Entity, Filter, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Ref, Unique } from '@mikro-orm/core';
import { firmFilter } from '../../../core/database/firm-scope';
import type { NegotiationAction, Party } from '@parley/domain/negotiation';
import { LawFirm, User } from '../../identity/entities';
import { CustomerDocument } from './customer-document.entity';

/**
 * One step of a negotiation, append-only (kept at least 3 years, W-RECORDS).
 * `sequence` is unique per document, so two writers racing on one account cannot both append step n.
 */
@Entity({ tableName: 'negotiation_events' })
@Filter(firmFilter<NegotiationEvent>((lawFirmId) => ({ lawFirm: lawFirmId })))
@Unique({ properties: ['customerDocument', 'sequence'] })
@Index({ properties: ['lawFirm', 'action', 'createdAt'] })
// calculate_collector_metrics: the firm's recent consumer offers and whether a collector answered each one,
// both read from indexes alone.
@Index({
  name: 'negotiation_events_consumer_offers_idx',
  expression:
    'create index "negotiation_events_consumer_offers_idx" on "negotiation_events" ("law_firm_id", "created_at") include ("customer_document_id", "sequence") where "party" = \'consumer\' and "action" = \'offer\'',
})
@Index({
  name: 'negotiation_events_collector_idx',
  expression:
    'create index "negotiation_events_collector_idx" on "negotiation_events" ("customer_document_id", "sequence") where "party" = \'collector\'',
})
export class NegotiationEvent {
  [OptionalProps]?: 'createdAt' | 'params';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => CustomerDocument, { ref: true, deleteRule: 'restrict' })
  customerDocument!: Ref<CustomerDocument>;

  /** Copied from the document so firm scoping and the firm's metrics need no join. */
  @ManyToOne(() => LawFirm, { ref: true, deleteRule: 'restrict' })
  lawFirm!: Ref<LawFirm>;

  @Property({ type: 'integer' })
  sequence!: number;

  @Property({ type: 'string', length: 20 })
  party!: Party;

  @Property({ type: 'string', length: 60 })
  action!: NegotiationAction;

  /** The event's inputs to the state machine (accepted offer index, payment counts, ...). */
  @Property({ type: 'json' })
  params: Record<string, unknown> = {};

  /** The user who acted (null for system events). */
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  actor?: Ref<User> | null;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
