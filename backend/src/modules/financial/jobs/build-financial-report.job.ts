import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { HandlesJob, MissingRecordError, type JobContext, type JobHandler } from '../../../core/queue/job-handler';
import { JobName, type BuildFinancialReportPayload } from '../../../core/queue/jobs';
import { OutboxService } from '../../../core/queue/outbox.service';
import { FieldCipher } from '../../../core/security/encryption';
import {
  buildFinancialReport,
  type ReportAccount,
  type ReportIncomeStream,
  type ReportTransaction,
} from '@parley/domain/financial/report';
import { BankData, BankDataError } from '../../../integrations/bank-data/bank-data.port';
import { FinancialReport, PlaidItem } from '../entities';
import { FinancialEvents } from '../financial-events';
import { JOB_OPTIONS } from '../../../core/queue/outbox-relay';

/** The queue's attempts: the last one records the failure instead of throwing. */
export const LAST_ATTEMPT = JOB_OPTIONS.attempts;
/** Two years of transactions: the averages use the last 12 months, income last year needs the calendar year before. */
const HISTORY_DAYS = 730;
/** Plaid asks to try again later for these (a rate limit, a passing outage). */
const RETRYABLE = new Set(['RATE_LIMIT_EXCEEDED', 'INTERNAL_SERVER_ERROR', 'PLANNED_MAINTENANCE']);
/**
 * Right after a connection Plaid may still be pulling the bank's history (PRODUCT_NOT_READY, for minutes): the
 * job comes back every 30 s through the outbox, for up to 10 minutes, before the report fails.
 */
export const NOT_READY_DELAY_MS = 30_000;
export const NOT_READY_ROUNDS = 20;

const iso = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Builds one financial report from every live bank connection of the consumer, then tells their browser on
 * PlaidReportStatusChannel: report_ready, or report_failed when any connection cannot be read (a connection that
 * needs a new sign-in is marked login_required, so the budget offers Reconnect). Idempotent: a finished report is
 * not rebuilt, its status is only sent again.
 */
@Injectable()
@HandlesJob(JobName.BuildFinancialReport)
export class BuildFinancialReportJob implements JobHandler<JobName.BuildFinancialReport> {
  private readonly logger = new Logger(BuildFinancialReportJob.name);
  constructor(
    private readonly bank: BankData,
    private readonly cipher: FieldCipher,
    private readonly events: FinancialEvents,
    private readonly outbox: OutboxService,
  ) {}

  private now(): Date {
    return new Date();
  }

  async handle(payload: BuildFinancialReportPayload, ctx: JobContext): Promise<void> {
    const em = ctx.em;
    const report = await em.findOne(FinancialReport, { id: payload.reportId });
    if (!report) throw new MissingRecordError(`financial report ${payload.reportId}`);
    const userId = report.user.id;
    if (report.status !== 'pending') return this.announce(userId, report);

    const items = await em.find(PlaidItem, { user: userId, status: { $ne: 'replaced' } }, { orderBy: { id: 'asc' } });
    const today = this.now();
    const range = { startDate: iso(new Date(today.getTime() - HISTORY_DAYS * 86_400_000)), endDate: iso(today) };
    const accounts: ReportAccount[] = [];
    const transactions: ReportTransaction[] = [];
    const streams: ReportIncomeStream[] = [];
    try {
      if (items.length === 0) throw new BankDataError('NO_CONNECTIONS', 'The consumer has no live bank connection.', 'INVALID_REQUEST');
      for (const item of items) {
        if (item.status === 'login_required') throw new BankDataError('ITEM_LOGIN_REQUIRED', `${item.institutionName} needs a new sign-in.`);
        const token = this.cipher.decrypt(item.accessTokenSealed);
        try {
          const [a, t, s] = await Promise.all([this.bank.accounts(token), this.bank.transactions(token, range), this.bank.income(token)]);
          accounts.push(...a);
          transactions.push(...t);
          streams.push(...s);
        } catch (e) {
          if (e instanceof BankDataError && e.loginRequired)
            await em.nativeUpdate(PlaidItem, { id: item.id }, { status: 'login_required', errorCode: e.code });
          throw e;
        }
      }
    } catch (e) {
      const round = payload.round ?? 0;
      if (e instanceof BankDataError && e.code === 'PRODUCT_NOT_READY' && round < NOT_READY_ROUNDS) {
        this.outbox.enqueue(em, JobName.BuildFinancialReport, { reportId: report.id, round: round + 1 }, `report-${report.id}-round-${round + 1}`, {
          runAt: new Date(Date.now() + NOT_READY_DELAY_MS),
        });
        await em.flush();
        return;
      }
      const retry = !(e instanceof BankDataError) || RETRYABLE.has(e.code);
      if (retry && ctx.attempt < LAST_ATTEMPT) throw e;
      const reason = e instanceof BankDataError ? `${e.code}: ${e.message}` : String(e);
      this.logger.warn(`financial report ${report.id} failed: ${reason}`);
      return this.finish(em, report, { status: 'failed', error: reason.slice(0, 2000) });
    }
    const data = buildFinancialReport({ asOf: iso(today), accounts, transactions, incomeStreams: streams });
    return this.finish(em, report, { status: 'ready', data });
  }

  /** Only a still-pending report is finished (a concurrent delivery loses), then its status goes out. */
  private async finish(em: EntityManager, report: FinancialReport, change: Partial<FinancialReport>): Promise<void> {
    await em.nativeUpdate(FinancialReport, { id: report.id, status: 'pending' }, { ...change, completedAt: this.now() });
    const fresh = await em.fork().findOneOrFail(FinancialReport, { id: report.id });
    this.announce(report.user.id, fresh);
  }

  private announce(userId: number, report: Pick<FinancialReport, 'id' | 'status'>): void {
    if (report.status === 'pending') return;
    this.events.reportStatus(userId, { status: report.status === 'ready' ? 'report_ready' : 'report_failed', report_id: report.id });
  }
}
