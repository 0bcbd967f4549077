import { LockMode } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { getQueueToken } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import type { OutboxJobData } from './job-handler';
import { QueueName } from './jobs';
import { OutboxMessage } from './outbox-message.entity';

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

/**
 * Moves committed outbox rows to BullMQ. Rows are locked with SKIP LOCKED so several workers can relay at once;
 * a row is marked relayed in the same transaction that added its job, and BullMQ ignores a second add with the
 * same job id, so a crash between the two cannot produce a duplicate.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;
  private stopped = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly moduleRef: ModuleRef,
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const tick = async () => {
      if (this.stopped) return;
      try {
        while ((await this.relayOnce()) > 0 && !this.stopped);
      } catch (err) {
        this.logger.warn(`outbox relay failed, will retry: ${String(err)}`);
      }
      if (!this.stopped) this.timer = setTimeout(tick, this.cfg.OUTBOX_POLL_MS);
    };
    this.timer = setTimeout(tick, 10);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await withTimeout(this.running ?? Promise.resolve(0), ADD_TIMEOUT_MS).catch(() => undefined);
  }

  /** Relays up to one batch; answers how many rows were relayed. */
  relayOnce(batch = 100): Promise<number> {
    this.running = this.orm.em.fork().transactional(async (tx) => {
      const rows = await tx.find(
        OutboxMessage,
        { relayedAt: null },
        { orderBy: { id: 'asc' }, limit: batch, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
      );
      for (const row of rows) {
        const data: OutboxJobData = { outboxId: row.id, payload: row.payload };
        // Redis away: give up within seconds so the transaction (and its row locks) ends; the rows stay pending.
        const delay = row.runAt ? Math.max(0, row.runAt.getTime() - Date.now()) : 0;
        await withTimeout(
          this.queue(row.queue).add(row.jobName, data, { ...JOB_OPTIONS, jobId: row.jobId, ...(delay > 0 ? { delay } : {}) }),
          ADD_TIMEOUT_MS,
        );
        row.relayedAt = new Date();
      }
      return rows.length;
    });
    return this.running;
  }

  private queue(name: QueueName): Queue {
    return this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
  }
}
