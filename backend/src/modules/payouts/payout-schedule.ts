import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { JOB_OPTIONS } from '../../core/queue/outbox-relay';
import { JobName, QueueName, type RunPayoutsPayload } from '../../core/queue/jobs';
import { PAYOUT_RUN_CRON } from '@parley/domain/payouts/schedule';

export const PAYOUT_SCHEDULER_ID = 'payouts-daily-0200-utc';

/**
 * Registers the daily run with BullMQ's job scheduler (02:00 UTC). Every worker upserts the same scheduler id at
 * boot, which is idempotent: Redis holds one schedule, and each 02:00 makes one job whichever worker takes it.
 */
@Injectable()
export class PayoutSchedule implements OnApplicationBootstrap {
  private readonly logger = new Logger(PayoutSchedule.name);

  constructor(@InjectQueue(QueueName.Payouts) private readonly queue: Queue) {}

  async onApplicationBootstrap(): Promise<void> {
    const payload: RunPayoutsPayload = { trigger: 'schedule' };
    try {
      await this.queue.upsertJobScheduler(
        PAYOUT_SCHEDULER_ID,
        { pattern: PAYOUT_RUN_CRON, tz: 'UTC' },
        // No outbox row: the dispatcher runs it as is (the run guards itself).
        { name: JobName.RunPayouts, data: { payload }, opts: { attempts: JOB_OPTIONS.attempts, backoff: JOB_OPTIONS.backoff, removeOnComplete: JOB_OPTIONS.removeOnComplete, removeOnFail: JOB_OPTIONS.removeOnFail } },
      );
    } catch (err) {
      // Redis away at boot: the next worker start (or this one's restart) registers it; runs are caught up by the clock.
      this.logger.error(`the daily payout run could not be scheduled: ${String(err)}`);
    }
  }
}
