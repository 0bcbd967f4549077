import type { QueryResult } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { getQueueToken } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { JobState, Queue } from 'bullmq';
import type { OutboxJobData } from './job-handler';
import { QueueName } from './jobs';
import { JOB_OPTIONS, OUTBOX_CHANNEL } from './outbox-relay';

/** An outbox row that was relayed and has neither completed nor failed, as the liveness check reads it. */
export interface UnfinishedRow {
  id: string;
  queue: QueueName;
  job_name: string;
  delivery_id: string;
  relayed_at: Date | string;
  attempts: number;
  last_error: string | null;
  payload: Record<string, unknown>;
}

export const UNFINISHED_COLUMNS = 'id, queue, job_name, delivery_id, relayed_at, attempts, last_error, payload';

/** What BullMQ says about a row's delivery. */
export interface DeliveryState {
  state: JobState | 'unknown';
  /** The finished job's relay mark (`OutboxJobData.relayedAt`), read only for a completed job. */
  relayedAt?: string;
  failedReason?: string;
}

/**
 * Where a relayed row's job stands:
 * - live: BullMQ holds it (waiting, delayed, running, ...): leave it.
 * - ran: it completed, but its row was not marked (the dispatcher's completion write failed): record it.
 * - failed: it failed for good (or its record of failing is all that is left): mark the row failed.
 * - lost: BullMQ no longer has it (Redis flushed or restored, the job removed, the queues of an earlier prefix), or
 *   the completed job there was added by an earlier life of this database (a restored backup: the row was relayed
 *   again and BullMQ ignored the add): relay the row again under a new delivery id.
 */
export type JobVerdict = 'live' | 'ran' | 'failed' | 'lost';

const relayMark = (at: Date | string) => new Date(at).toISOString();

export function verdictOf(row: Pick<UnfinishedRow, 'relayed_at' | 'attempts' | 'last_error'>, job: DeliveryState): JobVerdict {
  switch (job.state) {
    case 'completed':
      return job.relayedAt === relayMark(row.relayed_at) ? 'ran' : 'lost';
    case 'failed':
      return 'failed';
    case 'unknown':
      // Every attempt failed and BullMQ has since forgotten the job (failed jobs are kept a week): it stays failed.
      return row.attempts >= JOB_OPTIONS.attempts && row.last_error ? 'failed' : 'lost';
    default:
      return 'live';
  }
}

/**
 * Checks outbox rows against BullMQ and mends what it finds; used by the worker's sweeper and by the api where a
 * request would otherwise wait on a job (a document download). Every change is conditional on the row's current
 * delivery id, so two processes doing this at once change a row once.
 */
@Injectable()
export class JobLiveness {
  private readonly logger = new Logger(JobLiveness.name);

  constructor(private readonly moduleRef: ModuleRef) {}

  queue(name: QueueName): Queue {
    return this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
  }

  async stateOf(row: Pick<UnfinishedRow, 'queue' | 'delivery_id'>): Promise<DeliveryState> {
    const queue = this.queue(row.queue);
    const state = await queue.getJobState(row.delivery_id);
    if (state !== 'completed' && state !== 'failed') return { state };
    const job = await queue.getJob(row.delivery_id);
    return { state, relayedAt: (job?.data as OutboxJobData | undefined)?.relayedAt, failedReason: job?.failedReason };
  }

  /** Checks one relayed, unfinished row and mends it; answers the verdict (what was found before mending). */
  async mend(em: EntityManager, row: UnfinishedRow): Promise<JobVerdict> {
    const delivery = await this.stateOf(row);
    const verdict = verdictOf(row, delivery);
    const label = `${row.job_name} job ${row.delivery_id} (outbox row ${row.id})`;
    if (verdict === 'lost') {
      if (await this.relayAgain(em, row)) this.logger.warn(`${label} was lost (BullMQ: ${delivery.state}); relayed again`);
    } else if (verdict === 'ran') {
      const n = await em.getConnection().execute<QueryResult>(
        'update outbox_messages set completed_at = clock_timestamp() where id = ? and delivery_id = ? and completed_at is null and failed_at is null',
        [row.id, row.delivery_id],
        'run',
      );
      if (n.affectedRows) this.logger.warn(`${label} ran but its completion was not recorded; recorded now`);
    } else if (verdict === 'failed') {
      const n = await em.getConnection().execute<QueryResult>(
        `update outbox_messages set failed_at = clock_timestamp(), last_error = coalesce(last_error, ?)
          where id = ? and delivery_id = ? and completed_at is null and failed_at is null`,
        [delivery.failedReason ?? 'failed', row.id, row.delivery_id],
        'run',
      );
      if (n.affectedRows) this.logger.error(`${label} failed for good: ${row.last_error ?? delivery.failedReason ?? 'no reason recorded'}`);
    }
    return verdict;
  }

  /**
   * Gives the row a new delivery id and makes it pending again, so the relay adds a fresh job at once (its
   * notification wakes the relays; their poll is the fallback). False when another process did it first.
   */
  async relayAgain(em: EntityManager, row: Pick<UnfinishedRow, 'id' | 'delivery_id'>): Promise<boolean> {
    const rows: unknown[] = await em.getConnection().execute(
      `with again as (
         update outbox_messages set delivery_id = gen_random_uuid(), relayed_at = null
          where id = ? and delivery_id = ? and completed_at is null and failed_at is null
          returning id
       )
       select pg_notify(?, '') from again`,
      [row.id, row.delivery_id, OUTBOX_CHANNEL],
    );
    return rows.length > 0;
  }

  /**
   * Read only, for a status a page polls: true when the job (found by its outbox key) has finished or failed, or
   * there is no such job, so a record still marked as in progress by it will never move on.
   */
  async hasEnded(em: EntityManager, jobId: string): Promise<boolean> {
    const [row] = await em
      .getConnection()
      .execute<Array<{ ended: boolean }>>('select (completed_at is not null or failed_at is not null) as ended from outbox_messages where job_id = ?', [jobId]);
    return !row || row.ended;
  }

  /**
   * For a caller about to wait on a job (found by its outbox key): 'queued' when the job is pending or in BullMQ
   * (a lost one is relayed again first), 'ended' when it has finished or failed (its record will not change any
   * more), 'missing' when there is no such outbox row.
   */
  async keepAlive(em: EntityManager, jobId: string): Promise<'queued' | 'ended' | 'missing'> {
    const [row]: Array<UnfinishedRow & { completed_at: unknown; failed_at: unknown }> = await em
      .getConnection()
      .execute(`select ${UNFINISHED_COLUMNS}, completed_at, failed_at from outbox_messages where job_id = ?`, [jobId]);
    if (!row) return 'missing';
    if (row.completed_at || row.failed_at) return 'ended';
    if (!row.relayed_at) return 'queued';
    const verdict = await this.mend(em, row);
    return verdict === 'live' || verdict === 'lost' ? 'queued' : 'ended';
  }
}
