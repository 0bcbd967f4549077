import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { Job } from 'bullmq';
import { applyFirmScope } from '../database/firm-scope';
import { JOB_HANDLER, JobHandler, OutboxJobData } from './job-handler';
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
   * `guardsItself` is trusted with that check and its row is not read first.
   */
  async dispatch(job: Job<OutboxJobData>): Promise<void> {
    const handler = this.handlers.get(job.name as JobName) as JobHandler<JobName> | undefined;
    if (!handler) throw new Error(`No handler for job "${job.name}"`);
    const em = this.orm.em.fork();
    applyFirmScope(em, { allFirms: true });
    // A job made by a BullMQ job scheduler (the daily payout run) has no outbox row: its handler guards itself.
    if (!job.data.outboxId) {
      if (!handler.guardsItself) throw new Error(`Job "${job.name}" has no outbox row and its handler does not guard itself`);
      await handler.handle(job.data.payload as never, { jobId: String(job.id), attempt: job.attemptsMade + 1, em });
      return;
    }
    if (!handler.guardsItself) {
      const row = await em.findOne(OutboxMessage, { id: job.data.outboxId });
      if (row?.completedAt) {
        this.logger.log(`job ${job.id} already completed; skipped`);
        return;
      }
    }
    let recorded = false;
    try {
      await handler.handle(job.data.payload as never, {
        jobId: String(job.id),
        attempt: job.attemptsMade + 1,
        em,
        outboxId: job.data.outboxId,
        completionRecorded: () => (recorded = true),
      });
    } catch (err) {
      await em
        .nativeUpdate(OutboxMessage, { id: job.data.outboxId }, { attempts: job.attemptsMade + 1, lastError: String(err).slice(0, 2000) })
        .catch(() => undefined);
      throw err;
    }
    if (recorded) return;
    // The effect happened: failing to record that must not make BullMQ run it again.
    await em
      .nativeUpdate(OutboxMessage, { id: job.data.outboxId }, { completedAt: new Date(), attempts: job.attemptsMade + 1, lastError: null })
      .catch((err: unknown) => this.logger.error(`job ${job.id} ran but could not be marked completed: ${String(err)}`));
  }
}
