import type { BureauReport } from '../../integrations/credit/credit-bureau.port';
import { creditReportView } from './credit-reports.service';
import type { CreditReportRecord } from './entities';

const report: BureauReport = {
  reference: 'pull_demo_1',
  score: 655,
  score_reasons: ['Proportion of balances to credit limits is too high on revolving accounts'],
  factors: { payment_history: 98, credit_utilization: 62, derogatory_marks: 1, credit_age: 70, total_accounts: 8, hard_inquiries: 3, available_credit: 400_000 },
  accounts: [],
  pulled_at: '2026-11-20T10:00:00.000Z',
};
const row = (over: Partial<CreditReportRecord>) => ({ status: 'fetching', report: null, error: null, fetchedAt: null, ...over }) as CreditReportRecord;

describe('credit report status', () => {
  it('no row: missing_metadata while the profile is incomplete, else consent_required', () => {
    expect(creditReportView(null, false).status).toBe('missing_metadata');
    expect(creditReportView(null, true)).toMatchObject({ status: 'consent_required', base_report: false, credit_score: null, factors: null });
  });

  it('fetching, with or without a base report', () => {
    expect(creditReportView(row({}), true)).toMatchObject({ status: 'fetching', base_report: false });
    const v = creditReportView(row({ report, fetchedAt: new Date(report.pulled_at) }), true);
    expect(v).toMatchObject({ status: 'fetching', base_report: true, credit_score: { value: 655, status_tier: 4 } });
  });

  it('available: score tier, factors with tier and impact, improvement message', () => {
    const v = creditReportView(row({ status: 'available', report, fetchedAt: new Date(report.pulled_at) }), true);
    expect(v.status).toBe('available');
    expect(v.fetched_at).toBe(report.pulled_at);
    expect(v.factors!.credit_utilization).toEqual({ value: 62, status_tier: 4, impact: 'high' });
    expect(v.factors!.hard_inquiries).toEqual({ value: 3, status_tier: 3, impact: 'low' });
    expect(v.improvement_message).toMatch(/under 30%/);
  });

  it('error keeps its sentence; without a report an incomplete profile asks for the profile first', () => {
    expect(creditReportView(row({ status: 'error', error: 'No file' }), true)).toMatchObject({ status: 'error', error: 'No file' });
    expect(creditReportView(row({ status: 'error', error: 'No file' }), false).status).toBe('missing_metadata');
    expect(creditReportView(row({ status: 'error', error: 'No file', report }), false)).toMatchObject({ status: 'error', base_report: true });
  });
});
