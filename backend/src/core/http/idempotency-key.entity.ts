import { Entity, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/**
 * One `Idempotency-Key` a signed-in user sent with a write, and the answer it got (Stripe's scheme): the same key
 * again replays that answer instead of doing the work twice. Rows older than a day are replaced on reuse.
 */
@Entity({ tableName: 'idempotency_keys' })
@Unique({ properties: ['userId', 'key'] })
export class IdempotencyKey {
  [OptionalProps]?: 'createdAt' | 'statusCode' | 'responseBody' | 'completedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** A plain column, not a relation: keys are looked up by (user, key) only, and outlive nothing but a day. */
  @Property({ type: 'integer' })
  userId!: number;

  @Property({ type: 'string', length: 255 })
  key!: string;

  /** SHA-256 of method, path and body: the same key with a different request is refused. */
  @Property({ type: 'string', length: 64 })
  fingerprint!: string;

  @Property({ type: 'smallint', nullable: true })
  statusCode?: number | null;

  @Property({ type: 'json', nullable: true })
  responseBody?: unknown;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  completedAt?: Date | null;
}
