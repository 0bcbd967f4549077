import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { JobName, QueueName } from './jobs';

/**
 * Transactional outbox: written in the same transaction as the change that causes a job, then relayed to BullMQ
 * by the worker with `jobId` as the BullMQ job id, so a job is neither lost (Redis away) nor queued twice.
 */
@Entity({ tableName: 'outbox_messages' })
@Index({ name: 'outbox_messages_pending_idx', expression: 'create index "outbox_messages_pending_idx" on "outbox_messages" ("id") where "relayed_at" is null' })
export class OutboxMessage {
  [OptionalProps]?: 'createdAt' | 'attempts';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'string', length: 40 })
  queue!: QueueName;

  @Property({ type: 'string', length: 60 })
  jobName!: JobName;

  @Property({ type: 'string', length: 200, unique: true })
  jobId!: string;

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

  @Property({ type: 'integer', default: 0 })
  attempts: number = 0;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;
}
