import { SetMetadata } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobName, JobPayloads } from './jobs';

export const JOB_HANDLER = Symbol('JOB_HANDLER');

/** Marks a provider as the handler of one job name; the worker discovers handlers by this mark. */
export const HandlesJob = (name: JobName) => SetMetadata(JOB_HANDLER, name);

export interface JobContext {
  jobId: string;
  attempt: number;
  /** The job's own MikroORM context, with the firm filter off (system work). */
  em: EntityManager;
}

export interface JobHandler<N extends JobName> {
  handle(payload: JobPayloads[N], ctx: JobContext): Promise<void>;
}

/** What the outbox relay puts on a BullMQ job. */
export interface OutboxJobData {
  outboxId: string;
  payload: Record<string, unknown>;
}
