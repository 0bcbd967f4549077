import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A consumer's opening offer counted by calculate_collector_metrics and whether the firm answered it, kept by
 * PostgreSQL's triggers on negotiation_events: what was added for an offer is what its deletion subtracts from the
 * per-day counts, whatever else of the document went with it. Never queried through the ORM.
 */
@Entity({ tableName: 'metric_offers' })
@Index({
  name: 'metric_offers_law_firm_id_created_at_index',
  expression:
    'create index "metric_offers_law_firm_id_created_at_index" on "metric_offers" ("law_firm_id", "created_at") include ("answered")',
})
@Index({
  name: 'metric_offers_created_at_index',
  expression: 'create index "metric_offers_created_at_index" on "metric_offers" ("created_at") include ("answered")',
})
@Index({ name: 'metric_offers_customer_document_id_index', properties: ['customerDocumentId'] })
export class MetricOffer {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  eventId!: number;

  @Property({ type: 'integer' })
  customerDocumentId!: number;

  @Property({ type: 'integer' })
  lawFirmId!: number;

  @Property({ type: 'Date', columnType: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'boolean' })
  answered!: boolean;
}
