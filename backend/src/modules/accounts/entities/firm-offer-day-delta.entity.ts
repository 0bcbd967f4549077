import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A change of a firm's consumer offers and answered offers on one UTC day (the offers' creation day), appended by
 * PostgreSQL's triggers on metric_offers; summed over the days of the metrics' 30-day window. Never queried through
 * the ORM.
 */
@Entity({ tableName: 'firm_offer_day_deltas' })
@Index({ name: 'firm_offer_day_deltas_law_firm_id_day_index', properties: ['lawFirmId', 'day'] })
@Index({ name: 'firm_offer_day_deltas_day_index', properties: ['day'] })
export class FirmOfferDayDelta {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'integer' })
  lawFirmId!: number;

  @Property({ type: 'date' })
  day!: string;

  @Property({ type: 'integer' })
  offers!: number;

  @Property({ type: 'integer' })
  answered!: number;
}
