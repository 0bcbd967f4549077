import { MikroORM } from '@mikro-orm/postgresql';
import type Redis from 'ioredis';
import { Inject, Injectable, Logger, OnApplicationBootstrap, BeforeApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { applyFirmScope } from '../database/firm-scope';
import { REDIS } from '../redis/redis.module';
import { JobDispatcher } from './job-dispatcher';
import { JobLiveness, UNFINISHED_COLUMNS, type UnfinishedRow } from './job-liveness';
import { JobName, QueueName } from './jobs';

/** A row relayed this recently is not checked yet: its job was just added and is surely there. */
const SETTLE_MS = 1000;
/** Rows checked per sweep, oldest relay first. */
const BATCH = 500;

/**
 * Finds jobs that were relayed but will never run, and mends them (JobLiveness): every OUTBOX_SWEEP_MS it checks
 * the relayed rows that have neither completed nor failed against BullMQ. A lost job (Redis flushed or restored, a
 * job removed, a restored database whose job id BullMQ already finished) is relayed again under a new delivery id;
 * a job BullMQ failed for good is marked failed (and its handler's failure hook runs). Any number of workers may
 * sweep: a Redis lock (per database, in the queues' prefix) lets one sweep per interval, and every change is
 * conditional on the row's delivery id anyway.
 */
@Injectable()
export class OutboxSweeper implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(OutboxSweeper.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;
  private stopped = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly liveness: JobLiveness,
    private readonly dispatcher: JobDispatcher,
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule();
  }

  /** Before the database closes (MikroORM closes on application shutdown): a running pass finishes with it open. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.sweepIfFirst()
        .catch((err: unknown) => this.logger.warn(`outbox sweep failed, will retry: ${String(err)}`))
        .finally(() => this.schedule());
    }, this.cfg.OUTBOX_SWEEP_MS);
  }

  /** Sweeps unless another worker of this database did within the interval. */
  private async sweepIfFirst(): Promise<void> {
    const queue = this.liveness.queue(QueueName.NotificationEmail);
    const won = await this.redis.set(`${queue.opts.prefix}:outbox-sweeper`, String(process.pid), 'PX', Math.max(100, this.cfg.OUTBOX_SWEEP_MS - 50), 'NX');
    if (won) await this.sweep();
  }

  /** One pass; answers how many rows of each verdict it found (tests read it). */
  async sweep(): Promise<Record<string, number>> {
    const em = this.orm.em.fork();
    applyFirmScope(em, { allFirms: true });
    const rows: UnfinishedRow[] = await em.getConnection().execute(
      `select ${UNFINISHED_COLUMNS} from outbox_messages
        where relayed_at is not null and completed_at is null and failed_at is null
          and relayed_at < clock_timestamp() - make_interval(secs => ?)
        order by relayed_at limit ?`,
      [SETTLE_MS / 1000, BATCH],
    );
    const found: Record<string, number> = {};
    for (const row of rows) {
      if (this.stopped) break;
      const verdict = await this.liveness.mend(em, row);
      found[verdict] = (found[verdict] ?? 0) + 1;
      if (verdict === 'failed')
        await this.dispatcher.failedForGood(row.job_name as JobName, row.payload, new Error(row.last_error ?? 'the job failed'));
    }
    return found;
  }
}
