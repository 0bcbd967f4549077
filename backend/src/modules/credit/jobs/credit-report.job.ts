import { Injectable } from '@nestjs/common';
import { HandlesJob, JobContext, JobHandler, MissingRecordError } from '../../../core/queue/job-handler';
import { JobName, type CreditReportPayload } from '../../../core/queue/jobs';
import { JOB_OPTIONS } from '../../../core/queue/outbox-relay';
import { PROFILE_MESSAGES } from '@parley/domain/profile/validation';
import { BureauRefusal, CreditBureau, type BureauReport } from '../../../integrations/credit/credit-bureau.port';
import { ProfileViews } from '../../profile/profile-views.service';
import { CreditEvents } from '../credit-events';
import { CreditReports } from '../credit-reports.service';
import { CreditReportRecord } from '../entities';

/** The queue runs a job this many times; the last failure is shown to the consumer. */
export const CREDIT_JOB_ATTEMPTS = JOB_OPTIONS.attempts;
export const BUREAU_UNREACHABLE = "We couldn't reach the credit bureau. Please try again in a few minutes.";

/**
 * Pulls one requested credit report. Idempotent: a job whose request is no longer the pending one (answered,
 * replaced by a newer request) does nothing. A bureau refusal is the answer (error card); an unreachable bureau
 * is retried, and the last attempt records the error.
 */
@Injectable()
@HandlesJob(JobName.CreditReport)
export class CreditReportJob implements JobHandler<JobName.CreditReport> {
  constructor(
    private readonly bureau: CreditBureau,
    private readonly profiles: ProfileViews,
    private readonly reports: CreditReports,
    private readonly events: CreditEvents,
  ) {}

  async handle({ userId, requestSeq }: CreditReportPayload, ctx: JobContext): Promise<void> {
    const row = await ctx.em.findOne(CreditReportRecord, { user: userId });
    if (!row) throw new MissingRecordError(`credit report of user ${userId}`);
    if (row.requestSeq !== requestSeq || row.status !== 'fetching') return;
    const subject = await this.profiles.bureauSubject(ctx.em, userId);
    let outcome: { report: BureauReport } | { error: string };
    if (!subject) outcome = { error: PROFILE_MESSAGES.missingMetadata };
    else {
      try {
        outcome = { report: await this.bureau.pull(subject) };
      } catch (err) {
        if (err instanceof BureauRefusal) outcome = { error: err.message };
        else if (ctx.attempt >= CREDIT_JOB_ATTEMPTS) outcome = { error: BUREAU_UNREACHABLE };
        else throw err;
      }
    }
    if (await this.reports.complete(ctx.em, userId, requestSeq, outcome)) this.events.updated(userId, 'report' in outcome ? 'available' : 'error');
  }
}
