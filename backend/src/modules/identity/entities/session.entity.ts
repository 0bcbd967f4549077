import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The HTTP session store (express-session through connect-pg-simple, which reads and writes this table directly).
 * Declared as an entity so that the migrations own its schema.
 */
@Entity({ tableName: 'sessions' })
export class Session {
  @PrimaryKey({ type: 'string', length: 255 })
  sid!: string;

  @Property({ type: 'json' })
  sess!: Record<string, unknown>;

  @Property({ type: 'Date', columnType: 'timestamptz(6)' })
  @Index()
  expire!: Date;
}
