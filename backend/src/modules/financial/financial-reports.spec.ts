import type { FinancialReportData } from '@parley/domain/financial/report';
import { financialReportView } from './financial-reports.service';

const data: FinancialReportData = {
  as_of: '2026-11-23',
  window_months: 12,
  average_monthly_balance: 123_45,
  average_monthly_income: 400_000,
  average_monthly_expenses: 300_000,
  income_last_year: 4_800_000,
  bank_accounts: [{ name: 'Checking', institution_name: 'Bank', type: 'checking', mask: '1234', total_balance: 5000, logo: null }],
  income_sources: [{ employer_name: 'Acme', type: 'Salary', average_monthly_income: 400_000, pay_frequency: 'BIWEEKLY', next_payment_date: '2026-11-27' }],
};

describe('financialReportView (the budget status)', () => {
  const active = { status: 'active' as const };
  it('consent_required without any connection', () => {
    expect(financialReportView([], null).status).toBe('consent_required');
    expect(financialReportView([], { status: 'ready', data }).status).toBe('consent_required');
  });
  it('pending while the newest build runs, even over an expired connection', () => {
    expect(financialReportView([active], { status: 'pending', data: null }).status).toBe('pending');
    expect(financialReportView([{ status: 'login_required' }], { status: 'pending', data: null }).status).toBe('pending');
  });
  it('reconnect when a connection needs a new sign-in', () => {
    expect(financialReportView([active, { status: 'login_required' }], { status: 'ready', data })).toMatchObject({ status: 'reconnect', bank_accounts: [] });
  });
  it('failed when the newest build failed or none exists', () => {
    expect(financialReportView([active], { status: 'failed', data: null }).status).toBe('failed');
    expect(financialReportView([active], null).status).toBe('failed');
  });
  it('available with the figures of the newest report', () => {
    expect(financialReportView([active], { status: 'ready', data })).toEqual({
      status: 'available',
      average_monthly_balance: 123_45,
      average_monthly_income: 400_000,
      average_monthly_expenses: 300_000,
      income_last_year: 4_800_000,
      spending_by_category: [],
      bank_accounts: data.bank_accounts,
      income_sources: data.income_sources,
    });
  });
  it('labels the spending categories of a report that keeps them', () => {
    const withCategories = { ...data, expenses_by_category: [{ category: 'FOOD_AND_DRINK', average_monthly: 42_000 }, { category: 'NEW_THING', average_monthly: 1_000 }] };
    expect(financialReportView([active], { status: 'ready', data: withCategories }).spending_by_category).toEqual([
      { category: 'FOOD_AND_DRINK', label: 'Food and drink', average_monthly: 42_000 },
      { category: 'NEW_THING', label: 'New thing', average_monthly: 1_000 },
    ]);
  });
});
