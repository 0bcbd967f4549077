import { SetMetadata } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { UnrecoverableError } from 'bullmq';
import type { JobName, JobPayloads } from './jobs';

export const JOB_HANDLER = Symbol('JOB_HANDLER');

/** Marks a provider as the handler of one job name; the worker discovers handlers by this mark. */
export const HandlesJob = (name: JobName) => SetMetadata(JOB_HANDLER, name);

export interface JobContext {
  jobId: string;
  attempt: number;
  /** The job's own MikroORM context, with the firm filter off (system work). */
  em: EntityManager;
  /** The job's outbox row (set by the dispatcher). */
  outboxId?: string;
  /** The row's delivery this job is (its BullMQ id, set by the dispatcher): completion is recorded only for it. */
  deliveryId?: string;
  /**
   * A handler that wrote the row's completion itself (`outboxCompletion`, in the statement or transaction that made
   * its effect) calls this, so the dispatcher does not write it a second time.
   */
  completionRecorded?: () => void;
}

export interface JobHandler<N extends JobName> {
  handle(payload: JobPayloads[N], ctx: JobContext): Promise<void>;
  /**
   * True when the handler itself makes a redelivered job harmless, by checking its own state under a lock (a chat
   * message's status): the dispatcher then skips its read of the outbox row before the job (one statement less on
   * a hot path). Handlers without such a check leave it unset and are guarded by the row's completed_at.
   */
  readonly guardsItself?: boolean;
  /**
   * Called once when the job has failed for good (its last attempt, or a `MissingRecordError`), so that whoever waits
   * on the handler's record (a download, a page polling a status) learns it instead of waiting for ever.
   */
  failed?(payload: JobPayloads[N], ctx: JobContext, error: unknown): Promise<void>;
}

/**
 * Thrown by a handler whose job names a record that does not exist (deleted since, or a job from another database):
 * the dispatcher logs it at error level and fails the job at once, without retries (the record will not appear).
 */
export class MissingRecordError extends UnrecoverableError {
  constructor(what: string) {
    super(`${what} does not exist`);
    this.name = 'MissingRecordError';
  }
}

/**
 * The dispatcher's "done" write as a statement a handler can put into its own (a data-modifying CTE, or a
 * statement inside its transaction): completed_at becomes true exactly when the effect commits. Null outside the
 * dispatcher (a handler run directly by a test): the caller then has nothing to record.
 */
export function outboxCompletion(ctx: JobContext, at: Date): { sql: string; params: unknown[] } | null {
  if (!ctx.outboxId) return null;
  // Only the row's current delivery records completion: a superseded job (the sweeper relayed the row again) must
  // not mark the new one done.
  if (!ctx.deliveryId)
    return { sql: 'update outbox_messages set completed_at = ?, attempts = ?, last_error = null where id = ?', params: [at, ctx.attempt, ctx.outboxId] };
  return {
    sql: 'update outbox_messages set completed_at = ?, attempts = ?, last_error = null where id = ? and delivery_id = ?',
    params: [at, ctx.attempt, ctx.outboxId, ctx.deliveryId],
  };
}

/** What the outbox relay puts on a BullMQ job. */
export interface OutboxJobData {
  outboxId: string;
  payload: Record<string, unknown>;
  /**
   * The row's relayed_at when this job was added (ISO). A finished job whose mark differs from its row's was added by
   * an earlier life of the database (before a restore): the sweeper relays the row again instead of trusting it.
   */
  relayedAt?: string;
}
