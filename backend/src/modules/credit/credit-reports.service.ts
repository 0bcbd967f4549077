import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import type { CreditFactor, CreditReportView } from '@parley/domain/dashboard/payload';
import { FACTOR_IMPACT, factorTier, improvementMessage, scoreTier, type FactorName } from '@parley/domain/profile/credit-score';
import { PROFILE_MESSAGES } from '@parley/domain/profile/validation';
import { OutboxService } from '../../core/queue/outbox.service';
import { JobName } from '../../core/queue/jobs';
import type { BureauReport } from '../../integrations/credit/credit-bureau.port';
import { User } from '../identity/entities';
import { ProfileViews } from '../profile/profile-views.service';
import { CreditReportRecord } from './entities';

/** A pull that has not come back after this long may be asked for again (its job was lost or is stuck). */
export const FETCH_RETRY_AFTER_MS = 2 * 60_000;

const FACTORS: FactorName[] = ['payment_history', 'credit_utilization', 'derogatory_marks', 'credit_age', 'total_accounts', 'hard_inquiries', 'available_credit'];

/** The dashboard's credit report (pure): the stored row, whether the profile is complete, and the report's facts. */
export function creditReportView(row: CreditReportRecord | null, profileComplete: boolean): CreditReportView {
  const report = row?.report ?? null;
  const base: CreditReportView = {
    status: 'consent_required',
    base_report: report !== null,
    credit_score: null,
    improvement_message: null,
    factors: null,
    error: null,
    fetched_at: row?.fetchedAt ? row.fetchedAt.toISOString() : null,
  };
  if (report) {
    base.credit_score = { value: report.score, status_tier: scoreTier(report.score), score_reasons: report.score_reasons };
    base.improvement_message = improvementMessage(report.factors);
    base.factors = Object.fromEntries(
      FACTORS.map((f): [FactorName, CreditFactor] => [f, { value: report.factors[f], status_tier: factorTier(f, report.factors[f]), impact: FACTOR_IMPACT[f] }]),
    ) as CreditReportView['factors'];
  }
  if (!row || (!report && row.status !== 'fetching')) {
    base.status = profileComplete ? (row?.status === 'error' ? 'error' : 'consent_required') : 'missing_metadata';
    if (base.status === 'error') base.error = row!.error ?? null;
    return base;
  }
  base.status = row.status;
  if (row.status === 'error') base.error = row.error ?? null;
  return base;
}

/**
 * The consumer's credit report: consent and request (`POST /my_dashboard/fetch_credit_report`), the pull by the
 * worker's credit-report job, and the dashboard's view.
 */
@Injectable()
export class CreditReports {
  constructor(
    private readonly profiles: ProfileViews,
    private readonly outbox: OutboxService,
  ) {}

  async dashboardView(em: EntityManager, userId: number): Promise<CreditReportView> {
    const row = await em.findOne(CreditReportRecord, { user: userId });
    const { missing } = await this.profiles.creditFacts(em, userId);
    return creditReportView(row, missing.length === 0);
  }

  /**
   * The consumer consents and asks for their report. The row and the job commit together; a request while a pull
   * is under way (and not stale) adds nothing. Refused with the 'Please fill out the basic information' sentence
   * while the profile is incomplete.
   */
  async request(em: EntityManager, userId: number, now: Date = new Date()): Promise<void> {
    await em.transactional(async (tx) => {
      const { missing } = await this.profiles.creditFacts(tx, userId);
      if (missing.length) throw new UnprocessableEntityException({ error: PROFILE_MESSAGES.missingMetadata, errors: [PROFILE_MESSAGES.missingMetadata], status: 'missing_metadata' });
      // Lock the consumer's row (or the user, before it exists) so two clicks make one request.
      await tx.findOneOrFail(User, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      let row = await tx.findOne(CreditReportRecord, { user: userId });
      if (row?.status === 'fetching' && now.getTime() - row.updatedAt.getTime() < FETCH_RETRY_AFTER_MS) return;
      if (!row) {
        row = tx.create(CreditReportRecord, { user: tx.getReference(User, userId), status: 'fetching', consentedAt: now });
        tx.persist(row);
      }
      row.status = 'fetching';
      row.consentedAt = now;
      row.error = null;
      row.requestSeq += 1;
      row.updatedAt = now;
      this.outbox.enqueue(tx, JobName.CreditReport, { userId, requestSeq: row.requestSeq }, `${userId}.${row.requestSeq}`);
    });
  }

  /** The job's result: applied only to the request it served (an older job never overwrites a newer request). */
  async complete(em: EntityManager, userId: number, requestSeq: number, outcome: { report: BureauReport } | { error: string }): Promise<boolean> {
    return em.transactional(async (tx) => {
      const row = await tx.findOne(CreditReportRecord, { user: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!row || row.requestSeq !== requestSeq || row.status !== 'fetching') return false;
      if ('report' in outcome) {
        row.report = outcome.report;
        row.status = 'available';
        row.fetchedAt = new Date(outcome.report.pulled_at);
        row.error = null;
      } else {
        row.status = 'error';
        row.error = outcome.error;
      }
      return true;
    });
  }
}
