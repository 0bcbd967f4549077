import { Entity, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/**
 * Every text of the demo SMS driver, both ways: what the product sent (outbound) and what a consumer answered
 * (inbound, posted from the development inbox). The development inbox at /dev/sms lists them.
 */
@Entity({ tableName: 'demo_sms_messages' })
export class DemoSmsMessage {
  [OptionalProps]?: 'createdAt' | 'reference';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 10 })
  direction!: 'outbound' | 'inbound';

  @Property({ type: 'string', length: 20 })
  phone!: string;

  @Property({ type: 'text' })
  body!: string;

  /** The sender's stable id of an outbound text: a second send of the same one is not kept twice. */
  @Unique()
  @Property({ type: 'string', length: 250, nullable: true })
  reference?: string | null;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
