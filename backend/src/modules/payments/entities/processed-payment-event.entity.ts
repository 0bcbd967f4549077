import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** Provider events already handled: the unique event id makes a replayed webhook a no-op (processed exactly once). */
@Entity({ tableName: 'processed_payment_events' })
export class ProcessedPaymentEvent {
  [OptionalProps]?: 'processedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 100, unique: true })
  providerEventId!: string;

  @Property({ type: 'string', length: 60 })
  type!: string;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  processedAt: Date = new Date();
}
