import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { JobName, QueueName } from './jobs';

/**
 * Transactional outbox: written in the same transaction as the change that causes a job, then relayed to BullMQ
 * by the worker with `deliveryId` as the BullMQ job id, so a job is neither lost (Redis away) nor queued twice.
 * `jobId` is the change's key inside this database (a second row for the same change is refused); it repeats after
 * a reset or a restore, so it is never the BullMQ id.
 */
@Entity({ tableName: 'outbox_messages' })
@Index({ name: 'outbox_messages_pending_idx', expression: 'create index "outbox_messages_pending_idx" on "outbox_messages" ("id") where "relayed_at" is null' })
@Index({
  name: 'outbox_messages_unfinished_idx',
  expression:
    'create index "outbox_messages_unfinished_idx" on "outbox_messages" ("relayed_at") where "relayed_at" is not null and "completed_at" is null and "failed_at" is null',
})
export class OutboxMessage {
  [OptionalProps]?: 'createdAt' | 'attempts' | 'deliveryId';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'string', length: 40 })
  queue!: QueueName;

  @Property({ type: 'string', length: 60 })
  jobName!: JobName;

  @Property({ type: 'string', length: 200, unique: true })
  jobId!: string;

  /**
   * The BullMQ job id: random, so no other database and no earlier life of this one has used it. The outbox sweeper
   * gives a row whose job was lost a new one (and relays it again); the dispatcher runs a job only while it is its
   * row's current delivery. Rows inserted in SQL get the column default.
   */
  @Property({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  deliveryId: string = randomUUID();

  @Property({ type: 'json' })
  payload!: Record<string, unknown>;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  relayedAt?: Date | null;

  /** A delayed job: BullMQ holds it until this time (e.g. a chat message held until 8 a.m., W-HOURS). */
  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  runAt?: Date | null;

  /** Set by the job's handler when its effect is done, so a redelivered job does nothing. */
  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  completedAt?: Date | null;

  /** Set when the job failed for good (its last attempt, or a failure that no retry can mend): it will not run again. */
  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  failedAt?: Date | null;

  @Property({ type: 'integer', default: 0 })
  attempts: number = 0;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;
}
