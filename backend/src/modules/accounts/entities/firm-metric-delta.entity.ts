import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A change of a firm's money metrics (calculate_collector_metrics), appended by PostgreSQL's triggers on
 * customer_documents; the firm's figures are the sum of its rows, folded into one now and then (firm-metrics.ts).
 * Append-only rather than one row per firm, which every account write of the firm would wait on. No foreign key:
 * the rows of a firm whose accounts are all gone sum to nothing. Never queried through the ORM: the entity describes
 * the table for the schema.
 */
@Entity({ tableName: 'firm_metric_deltas' })
@Index({ name: 'firm_metric_deltas_law_firm_id_index', properties: ['lawFirmId'] })
export class FirmMetricDelta {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'integer' })
  lawFirmId!: number;

  @Property({ type: 'bigint', default: 0 })
  collectedCents: string = '0';

  @Property({ type: 'bigint', default: 0 })
  uncollectedCents: string = '0';

  @Property({ type: 'bigint', default: 0 })
  waitingOnConsumerCents: string = '0';

  @Property({ type: 'bigint', default: 0 })
  waitingOnCollectorCents: string = '0';
}
