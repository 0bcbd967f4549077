import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { UnrecoverableError, type Job } from 'bullmq';
import { applyFirmScope } from '../database/firm-scope';
import { JOB_HANDLER, JobContext, JobHandler, OutboxJobData } from './job-handler';
import { JobName } from './jobs';
import { OutboxMessage } from './outbox-message.entity';

/** Finds handlers for job names; fails loudly when a name has none or more than one (checked at worker boot). */
export function indexHandlers(found: Array<{ name: JobName; handler: unknown }>): Map<JobName, unknown> {
  const byName = new Map<JobName, unknown[]>();
  for (const f of found) byName.set(f.name, [...(byName.get(f.name) ?? []), f.handler]);
  const problems: string[] = [];
  for (const name of Object.values(JobName)) {
    const count = byName.get(name)?.length ?? 0;
    if (count === 0) problems.push(`job "${name}" has no handler`);
    if (count > 1) problems.push(`job "${name}" has ${count} handlers`);
  }
  for (const name of byName.keys())
    if (!Object.values(JobName).includes(name)) problems.push(`handler for unknown job "${name}"`);
  if (problems.length) throw new Error(`The worker cannot start: ${problems.join('; ')}.`);
  return new Map([...byName].map(([k, v]) => [k, v[0]]));
}

@Injectable()
export class JobDispatcher implements OnModuleInit {
  private readonly logger = new Logger(JobDispatcher.name);
  private handlers = new Map<JobName, unknown>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly orm: MikroORM,
  ) {}

  onModuleInit(): void {
    const found = this.discovery
      .getProviders()
      .filter((w) => w.metatype && w.instance && Reflect.getMetadata(JOB_HANDLER, w.metatype))
      .map((w) => ({ name: Reflect.getMetadata(JOB_HANDLER, w.metatype as object) as JobName, handler: w.instance }));
    this.handlers = indexHandlers(found);
  }

  /**
   * Runs one job in its own MikroORM context. A job whose outbox row is already completed is skipped, so a
   * redelivered job (stalled worker, retry after a late failure) does not repeat its effect; a handler that
   * `guardsItself` is trusted with that check and its row is not read first. A job that is not its row's current
   * delivery (the sweeper relayed the row again, or the job belongs to another database) and a job whose row does not
   * exist fail at once without running. A job that fails for good is marked failed on its row, logged at error level,
   * and its handler's `failed` hook tells whoever waits on its record.
   */
  async dispatch(job: Job<OutboxJobData>): Promise<void> {
    const handler = this.handlers.get(job.name as JobName) as JobHandler<JobName> | undefined;
    if (!handler) throw new UnrecoverableError(`No handler for job "${job.name}"`);
    const em = this.orm.em.fork();
    applyFirmScope(em, { allFirms: true });
    // A job made by a BullMQ job scheduler (the daily payout run) has no outbox row: its handler guards itself.
    if (!job.data.outboxId) {
      if (!handler.guardsItself) throw new UnrecoverableError(`Job "${job.name}" has no outbox row and its handler does not guard itself`);
      await handler.handle(job.data.payload as never, { jobId: String(job.id), attempt: job.attemptsMade + 1, em });
      return;
    }
    const deliveryId = String(job.id);
    const outboxId = job.data.outboxId;
    const label = `${job.name} job ${deliveryId} (outbox row ${outboxId})`;
    if (!handler.guardsItself) {
      const row = await em.findOne(OutboxMessage, { id: outboxId }, { fields: ['deliveryId', 'completedAt', 'failedAt'] });
      if (!row) {
        this.logger.error(`${label}: the outbox row does not exist (a job of another database?); failed without running`);
        throw new UnrecoverableError(`outbox row ${outboxId} does not exist`);
      }
      if (row.deliveryId !== deliveryId) {
        this.logger.warn(`${label} is not the row's current delivery (${row.deliveryId}); failed without running`);
        throw new UnrecoverableError(`superseded by delivery ${row.deliveryId} of outbox row ${outboxId}`);
      }
      if (row.completedAt || row.failedAt) {
        this.logger.log(`${label} already ${row.completedAt ? 'completed' : 'failed'}; skipped`);
        return;
      }
    }
    let recorded = false;
    const ctx: JobContext = {
      jobId: deliveryId,
      attempt: job.attemptsMade + 1,
      em,
      outboxId,
      deliveryId,
      completionRecorded: () => (recorded = true),
    };
    try {
      await handler.handle(job.data.payload as never, ctx);
    } catch (err) {
      await this.recordFailure(job, handler, ctx, err);
      throw err;
    }
    if (recorded) return;
    // The effect happened: failing to record that must not make BullMQ run it again.
    await em
      .nativeUpdate(OutboxMessage, { id: outboxId, deliveryId }, { completedAt: new Date(), attempts: ctx.attempt, lastError: null })
      .catch((err: unknown) => this.logger.error(`${label} ran but could not be marked completed: ${String(err)}`));
  }

  /** Runs a job's failure hook outside a delivery (the sweeper found the job failed in BullMQ only). */
  async failedForGood(name: JobName, payload: Record<string, unknown>, error: unknown): Promise<void> {
    const handler = this.handlers.get(name) as JobHandler<JobName> | undefined;
    if (!handler?.failed) return;
    const em = this.orm.em.fork();
    applyFirmScope(em, { allFirms: true });
    await handler
      .failed(payload as never, { jobId: 'sweeper', attempt: 0, em }, error)
      .catch((e: unknown) => this.logger.error(`the failure hook of a ${name} job failed: ${String(e)}`));
  }

  /** Writes the failure on the row (and, when no retry follows, marks it failed and calls the handler's hook). */
  private async recordFailure(job: Job<OutboxJobData>, handler: JobHandler<JobName>, ctx: JobContext, err: unknown): Promise<void> {
    const label = `${job.name} job ${ctx.deliveryId} (outbox row ${ctx.outboxId})`;
    const final = err instanceof UnrecoverableError || ctx.attempt >= (job.opts.attempts ?? 1);
    if (final) this.logger.error(`${label} failed for good (attempt ${ctx.attempt}): ${String(err)}`);
    else this.logger.warn(`${label} failed (attempt ${ctx.attempt}), will retry: ${String(err)}`);
    const em = this.orm.em.fork();
    applyFirmScope(em, { allFirms: true });
    await em
      .nativeUpdate(
        OutboxMessage,
        { id: ctx.outboxId, deliveryId: ctx.deliveryId },
        { attempts: ctx.attempt, lastError: String(err).slice(0, 2000), ...(final ? { failedAt: new Date() } : {}) },
      )
      .catch((e: unknown) => this.logger.error(`${label}: the failure could not be recorded: ${String(e)}`));
    if (final && handler.failed)
      await handler
        .failed(job.data.payload as never, { ...ctx, em }, err)
        .catch((e: unknown) => this.logger.error(`${label}: its failure hook failed: ${String(e)}`));
  }
}
