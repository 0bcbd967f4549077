import { MikroORM } from '@mikro-orm/postgresql';
import { getQueueToken } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { JobsOptions, Queue } from 'bullmq';
import { Client } from 'pg';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import type { OutboxJobData } from './job-handler';
import { QueueName } from './jobs';

export const JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 24 * 3600 },
  removeOnFail: { age: 7 * 24 * 3600 },
} as const;

const ADD_TIMEOUT_MS = 5000;
function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms)));
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

/** An outbox row as the relay's update returns it. */
interface RelayRow {
  id: string;
  queue: QueueName;
  job_name: string;
  delivery_id: string;
  payload: Record<string, unknown>;
  run_at: Date | string | null;
  relayed_at: Date;
}

/** The channel the outbox table's insert trigger notifies on commit (created by migration Migration20261123205708). */
export const OUTBOX_CHANNEL = 'parley_outbox';
const LISTEN_RETRY_MS = 2000;

/**
 * Moves committed outbox rows to BullMQ. Rows are locked with SKIP LOCKED so several workers can relay at once;
 * a row is marked relayed in the same transaction that added its job, and BullMQ ignores a second add with the
 * same job id (the row's random delivery id, fixed before the add), so a crash between the two cannot produce a
 * duplicate.
 *
 * Wake-up: a statement trigger on outbox_messages runs pg_notify, which PostgreSQL delivers only when the writing
 * transaction commits; the relay LISTENs and relays at once instead of waiting for its next poll. Polling stays as
 * the safety net (a lost connection, a missed notification), so the notification only ever shortens the wait.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;
  private stopped = false;
  private busy = false;
  private again = false;
  private listener?: Client;

  constructor(
    private readonly orm: MikroORM,
    private readonly moduleRef: ModuleRef,
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setTimeout(() => this.wake(), 10);
    void this.listen();
  }

  /** Relays everything pending now; a wake-up during a run makes the run go round once more. */
  private async wake(): Promise<void> {
    if (this.stopped) return;
    if (this.busy) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.busy = true;
    try {
      do {
        this.again = false;
        while ((await this.relayOnce()) > 0 && !this.stopped);
      } while (this.again && !this.stopped);
    } catch (err) {
      this.logger.warn(`outbox relay failed, will retry: ${String(err)}`);
    } finally {
      this.busy = false;
    }
    if (!this.stopped) this.timer = setTimeout(() => this.wake(), this.cfg.OUTBOX_POLL_MS);
  }

  /** LISTEN on its own connection (not the pool's); reconnects after a failure while polling carries on. */
  private async listen(): Promise<void> {
    if (this.stopped) return;
    const client = new Client({ connectionString: this.cfg.DATABASE_URL });
    const retry = () => {
      if (this.listener !== client) return;
      this.listener = undefined;
      client.end().catch(() => undefined);
      if (!this.stopped) setTimeout(() => void this.listen(), LISTEN_RETRY_MS).unref();
    };
    this.listener = client;
    client.on('notification', () => void this.wake());
    client.on('error', (err) => {
      this.logger.warn(`outbox notifications lost, polling meanwhile: ${String(err)}`);
      retry();
    });
    client.on('end', retry);
    try {
      await client.connect();
      await client.query(`listen ${OUTBOX_CHANNEL}`);
      // Rows committed while no one listened are picked up now rather than at the next poll.
      void this.wake();
    } catch (err) {
      this.logger.warn(`outbox notifications unavailable, polling meanwhile: ${String(err)}`);
      retry();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
    await withTimeout(this.running ?? Promise.resolve(0), ADD_TIMEOUT_MS).catch(() => undefined);
  }

  /**
   * Relays up to one batch; answers how many rows were relayed. Three statements a batch whatever its size: begin,
   * one update that locks the pending rows (SKIP LOCKED) and marks them relayed, commit after the jobs are added.
   * If adding fails the transaction rolls back and the rows are pending again.
   */
  relayOnce(batch = 100): Promise<number> {
    this.running = this.orm.em.fork().transactional(async (tx) => {
      const rows: RelayRow[] = await tx.execute(
        `update outbox_messages o set relayed_at = clock_timestamp()
           from (select id from outbox_messages where relayed_at is null order by id limit ? for update skip locked) p
          where o.id = p.id
          returning o.id, o.queue, o.job_name, o.delivery_id, o.payload, o.run_at, o.relayed_at`,
        [batch],
      );
      // In the order they were written (RETURNING has none); one round trip per queue (addBulk), not one per row.
      rows.sort((a, b) => Number(a.id) - Number(b.id));
      const byQueue = new Map<QueueName, Array<{ name: string; data: OutboxJobData; opts: JobsOptions }>>();
      for (const row of rows) {
        const data: OutboxJobData = { outboxId: String(row.id), payload: row.payload, relayedAt: new Date(row.relayed_at).toISOString() };
        const delay = row.run_at ? Math.max(0, new Date(row.run_at).getTime() - Date.now()) : 0;
        const jobs = byQueue.get(row.queue) ?? [];
        jobs.push({ name: row.job_name, data, opts: { ...JOB_OPTIONS, jobId: row.delivery_id, ...(delay > 0 ? { delay } : {}) } });
        byQueue.set(row.queue, jobs);
      }
      // Redis away: give up within seconds so the transaction (and its row locks) ends; the rows stay pending.
      for (const [queue, jobs] of byQueue) await withTimeout(this.queue(queue).addBulk(jobs), ADD_TIMEOUT_MS);
      return rows.length;
    });
    return this.running;
  }

  private queue(name: QueueName): Queue {
    return this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
  }
}
