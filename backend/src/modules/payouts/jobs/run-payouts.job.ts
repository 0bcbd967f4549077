import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { HandlesJob, JobContext, JobHandler } from '../../../core/queue/job-handler';
import { JobName, type RunPayoutsPayload } from '../../../core/queue/jobs';
import { runInstantAtOrBefore } from '@parley/domain/payouts/schedule';
import { installmentsInFlight } from '../../payments';
import { PayoutRunService } from '../payout-run.service';

/** How long a run of the moved clock waits for the payments that clock charged (then it runs with what settled). */
export const SETTLE_WAIT_MS = 90_000;

/**
 * The payout run. From the job scheduler (02:00 UTC) it pays for the latest 02:00 instant; from the moved
 * development clock it first waits until the payments that clock charged have settled (succeeded or failed), so the
 * run that follows a payment in the same move includes it, as it would a day later in real time.
 */
@Injectable()
@HandlesJob(JobName.RunPayouts)
export class RunPayoutsJob implements JobHandler<JobName.RunPayouts> {
  private readonly logger = new Logger(RunPayoutsJob.name);
  /** Runs are idempotent by themselves (locks and the database's constraints), the scheduler's have no outbox row. */
  readonly guardsItself = true;

  constructor(private readonly runs: PayoutRunService) {}

  async handle(payload: RunPayoutsPayload, { em }: JobContext): Promise<void> {
    const runFor = payload.runFor ? new Date(payload.runFor) : runInstantAtOrBefore(new Date());
    if (payload.trigger === 'clock' && payload.asOf) await this.waitForPayments(em, new Date(payload.asOf), payload.customerDocumentId);
    const run = await this.runs.run(em, runFor, payload.trigger);
    this.logger.log(`payout run ${runFor.toISOString()} (${payload.trigger}): ${run.report.filter((r) => r.payout_id).length} payouts`);
  }

  private async waitForPayments(em: EntityManager, asOf: Date, customerDocumentId?: number): Promise<void> {
    const until = Date.now() + SETTLE_WAIT_MS;
    while (Date.now() < until) {
      if ((await installmentsInFlight(em, asOf, customerDocumentId)) === 0) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    this.logger.warn(`payout run: payments due by ${asOf.toISOString()} still in flight; running with what settled`);
  }
}
