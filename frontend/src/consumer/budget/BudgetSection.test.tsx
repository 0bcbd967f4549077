import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FinancialReportView } from '@parley/domain/dashboard/payload';
import { probedLocation, renderAt } from '../../test/render';
import { fakeRealtime } from '../../test/realtime';
import { BudgetSection, BUDGET_TEXT } from './BudgetSection';

const empty = {
  average_monthly_balance: null,
  average_monthly_income: null,
  average_monthly_expenses: null,
  income_last_year: null,
  spending_by_category: [],
  bank_accounts: [],
  income_sources: [],
};

const available: FinancialReportView = {
  status: 'available',
  average_monthly_balance: 245_067,
  average_monthly_income: 412_500,
  average_monthly_expenses: 301_999,
  income_last_year: 4_950_000,
  spending_by_category: [
    { category: 'RENT_AND_UTILITIES', label: 'Rent and utilities', average_monthly: 180_000 },
    { category: 'FOOD_AND_DRINK', label: 'Food and drink', average_monthly: 71_999 },
    { category: 'TRANSPORTATION', label: 'Transportation', average_monthly: 50_000 },
  ],
  bank_accounts: [
    { name: 'Everyday Checking', institution_name: 'First Platypus Bank', type: 'checking', mask: '0042', total_balance: 153_210, logo: 'data:image/png;base64,AAAA' },
    { name: 'Cash Rewards Card', institution_name: 'First Platypus Bank', type: 'credit card', mask: '9911', total_balance: 42_000, logo: null },
  ],
  income_sources: [
    { employer_name: 'Acme Logistics', type: 'Salary', average_monthly_income: 390_000, pay_frequency: 'BIWEEKLY', next_payment_date: '2026-12-04' },
    { employer_name: 'Metro Transit', type: 'Salary', average_monthly_income: 10_000, pay_frequency: 'SEMI_MONTHLY', next_payment_date: '2026-12-01' },
    { employer_name: 'Corner Shop', type: 'Salary', average_monthly_income: 9_000, pay_frequency: 'WEEKLY', next_payment_date: null },
    { employer_name: 'Landlord Co', type: 'Salary', average_monthly_income: 8_000, pay_frequency: 'MONTHLY', next_payment_date: null },
    { employer_name: 'Rideshare Payouts', type: 'Other income', average_monthly_income: 2_500, pay_frequency: 'UNKNOWN', next_payment_date: null },
  ],
};

const show = (report: FinancialReportView) => renderAt('/my_dashboard', '/my_dashboard', <BudgetSection report={report} />);

describe('BudgetSection', () => {
  it('shows the averages, income last year, accounts and income sources in USD', () => {
    show(available);
    const figures = screen.getByRole('list', { name: 'Budget figures' });
    expect(figures.textContent).toContain('Average monthly balance$2,450.67');
    expect(figures.textContent).toContain('Average monthly income$4,125.00');
    expect(figures.textContent).toContain('Average monthly expenses$3,019.99');
    expect(figures.textContent).toContain('Income last year$49,500.00');

    const accounts = within(screen.getByRole('list', { name: 'Bank accounts' })).getAllByRole('listitem');
    expect(accounts[0]!.textContent).toContain('Everyday Checking');
    expect(accounts[0]!.textContent).toContain('First Platypus Bank · Checking · •••• 0042');
    expect(accounts[0]!.textContent).toContain('$1,532.10');
    expect(within(accounts[0]!).getByRole('img', { name: 'First Platypus Bank logo' }).getAttribute('src')).toBe('data:image/png;base64,AAAA');
    expect(accounts[1]!.textContent).toContain('Credit card · •••• 9911');
  });

  it('labels pay frequencies and shows the next payment date', () => {
    show(available);
    const rows = within(screen.getByRole('list', { name: 'Income sources' })).getAllByRole('listitem');
    const labels = rows.map((r) => r.querySelector('.MuiChip-label')?.textContent);
    expect(labels).toEqual(['Twice a month', 'Twice a month', 'Weekly', 'Monthly', 'Irregular']);
    expect(rows[0]!.textContent).toContain('Next payment Dec 4, 2026');
    expect(rows[0]!.textContent).toContain('$3,900.00 / month');
    expect(rows[4]!.textContent).not.toContain('Next payment');
  });

  it('says so when a report has no accounts or income', () => {
    show({ ...available, bank_accounts: [], income_sources: [] });
    expect(screen.getByText(BUDGET_TEXT.noAccounts)).toBeTruthy();
    expect(screen.getByText(BUDGET_TEXT.noIncome)).toBeTruthy();
  });

  it('consent_required: Connect bank leads to /plaid/link', async () => {
    const { container } = show({ status: 'consent_required', ...empty });
    expect(screen.getByText(BUDGET_TEXT.connectTitle)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('link', { name: BUDGET_TEXT.connect }));
    expect(probedLocation(container.querySelector('[data-testid=location]')!.textContent).pathname).toBe('/plaid/link');
  });

  it('reconnect: a Reconnect bank button', async () => {
    const { container } = show({ status: 'reconnect', ...empty });
    expect(screen.getByText(BUDGET_TEXT.reconnectTitle)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('link', { name: BUDGET_TEXT.reconnect }));
    const at = probedLocation(container.querySelector('[data-testid=location]')!.textContent);
    expect(`${at.pathname}${at.search}`).toBe('/plaid/link');
  });

  it('pending shows progress; failed offers to try again', () => {
    const { unmount } = show({ status: 'pending', ...empty });
    expect(screen.getByRole('status').textContent).toContain(BUDGET_TEXT.pendingTitle);
    unmount();
    show({ status: 'failed', ...empty });
    expect(screen.getByText(BUDGET_TEXT.failedTitle)).toBeTruthy();
    expect(screen.getByRole('link', { name: BUDGET_TEXT.tryAgain }).getAttribute('href')).toBe('/plaid/link');
  });

  it('while pending, tells the dashboard when the report status arrives', () => {
    const realtime = fakeRealtime();
    const onChanged = vi.fn();
    const { unmount } = renderAt(
      '/my_dashboard',
      '/my_dashboard',
      <realtime.Provider>
        <BudgetSection report={{ status: 'pending', ...empty }} onChanged={onChanged} />
      </realtime.Provider>,
    );
    expect(realtime.listeners('PlaidReportStatusChannel')).toBe(1);
    act(() => realtime.emit('PlaidReportStatusChannel', { status: 'report_ready', report_id: 1 }));
    expect(onChanged).toHaveBeenCalledTimes(1);
    unmount();
    expect(realtime.socket.disconnect).toHaveBeenCalled();
  });

  it('draws income against spending by category, with the same figures as a list', () => {
    show(available);
    expect(screen.getByRole('heading', { name: 'Income and spending per month' })).toBeInTheDocument();
    expect(screen.getByTestId('budget-chart').querySelector('svg')).not.toBeNull();
    const rows = within(screen.getByRole('list', { name: 'Income and spending per month' })).getAllByRole('listitem');
    expect(rows.map(r => r.textContent)).toEqual([
      'Income$4,125.00',
      'Rent and utilities$1,800.00',
      'Food and drink$719.99',
      'Transportation$500.00',
      'Total spending$3,019.99',
    ]);
    expect(screen.getByText('On average $1,105.01 is left each month after spending.')).toBeInTheDocument();
  });

  it('says when spending is above income, and shows a report without categories as one spending bar', () => {
    show({ ...available, average_monthly_income: 100_000, spending_by_category: [] });
    const rows = within(screen.getByRole('list', { name: 'Income and spending per month' })).getAllByRole('listitem');
    expect(rows.map(r => r.textContent)).toEqual(['Income$1,000.00', 'All spending$3,019.99', 'Total spending$3,019.99']);
    expect(screen.getByText('On average you spend $2,019.99 more than you earn each month.')).toBeInTheDocument();
  });

  it('has no chart before a report is available', () => {
    show({ status: 'consent_required', ...empty });
    expect(screen.queryByTestId('budget-chart')).toBeNull();
    expect(screen.getByRole('link', { name: BUDGET_TEXT.connect })).toHaveAttribute('href', '/plaid/link');
  });
});
