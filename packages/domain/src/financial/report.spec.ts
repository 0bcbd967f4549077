import {
  averageDailyBalance,
  buildFinancialReport,
  monthlyIncomeOf,
  nextPaymentDate,
  payFrequencyLabel,
  reportWindow,
  spendingCategoryLabel,
  type ReportAccount,
  type ReportIncomeStream,
  type ReportTransaction,
} from './report';

const checking: ReportAccount = {
  accountId: 'chk',
  name: 'Checking',
  institutionName: 'First Platypus Bank',
  type: 'depository',
  subtype: 'checking',
  mask: '1234',
  currentBalanceCents: 100_000,
  logo: null,
};
const card: ReportAccount = { ...checking, accountId: 'cc', name: 'Card', type: 'credit', subtype: 'credit card', mask: '9876', currentBalanceCents: 25_000 };

let seq = 0;
const tx = (accountId: string, date: string, amountCents: number, category: string | null, pending = false): ReportTransaction => ({
  transactionId: `t${++seq}`,
  accountId,
  date,
  amountCents,
  category,
  pending,
});
const stream = (frequency: string, averageAmountCents: number, extra: Partial<ReportIncomeStream> = {}): ReportIncomeStream => ({
  description: 'ACME PAYROLL',
  payerName: 'Acme',
  category: 'INCOME',
  frequency,
  averageAmountCents,
  lastDate: '2026-11-13',
  predictedNextDate: null,
  transactionIds: [],
  ...extra,
});

describe('pay frequency labels', () => {
  it.each([
    ['BIWEEKLY', 'Twice a month'],
    ['SEMI_MONTHLY', 'Twice a month'],
    ['WEEKLY', 'Weekly'],
    ['MONTHLY', 'Monthly'],
    ['UNKNOWN', 'Irregular'],
    ['ANNUALLY', 'Irregular'],
    [null, 'Irregular'],
    ['weekly', 'Weekly'],
  ])('%s -> %s', (frequency, label) => expect(payFrequencyLabel(frequency)).toBe(label));
});

describe('reportWindow', () => {
  it('is the 12 whole months before the build month when history is long enough', () => {
    expect(reportWindow('2026-11-23', '2024-11-23')).toEqual({ start: '2025-11-01', end: '2026-11-01', months: 12 });
  });
  it('is shortened to the months the history covers (a partial first month counts)', () => {
    expect(reportWindow('2026-11-23', '2026-08-20')).toEqual({ start: '2026-08-01', end: '2026-11-01', months: 3 });
  });
  it('is empty without history before this month', () => {
    expect(reportWindow('2026-11-23', '2026-11-02').months).toBe(0);
    expect(reportWindow('2026-11-23', null).months).toBe(0);
  });
  it('crosses the year boundary', () => {
    expect(reportWindow('2026-01-05', '2025-10-31')).toEqual({ start: '2025-10-01', end: '2026-01-01', months: 3 });
  });
});

describe('monthlyIncomeOf', () => {
  const w = { start: '2026-08-01', end: '2026-11-01', months: 3 };
  it('scales the average payment by payments a month', () => {
    expect(monthlyIncomeOf(stream('WEEKLY', 60_000), w, new Map())).toBe(260_000);
    expect(monthlyIncomeOf(stream('BIWEEKLY', 120_000), w, new Map())).toBe(260_000);
    expect(monthlyIncomeOf(stream('SEMI_MONTHLY', 130_000), w, new Map())).toBe(260_000);
    expect(monthlyIncomeOf(stream('MONTHLY', 260_000), w, new Map())).toBe(260_000);
    // 1001 * 52 / 12 = 4337.67 -> rounded to the cent
    expect(monthlyIncomeOf(stream('WEEKLY', 1001), w, new Map())).toBe(4338);
  });
  it('averages irregular income over the window from its own payments inside it', () => {
    const inside = [tx('chk', '2026-08-03', -10_000, 'INCOME'), tx('chk', '2026-10-31', -20_000, 'INCOME')];
    const outside = [tx('chk', '2026-07-31', -99_999, 'INCOME'), tx('chk', '2026-11-01', -99_999, 'INCOME')];
    const all = new Map([...inside, ...outside].map((t) => [t.transactionId, t]));
    const s = stream('UNKNOWN', 0, { transactionIds: [...inside, ...outside].map((t) => t.transactionId) });
    expect(monthlyIncomeOf(s, w, all)).toBe(10_000);
    expect(monthlyIncomeOf(s, { ...w, months: 0 }, all)).toBe(0);
  });
});

describe('nextPaymentDate', () => {
  it("prefers the provider's prediction", () => {
    expect(nextPaymentDate(stream('WEEKLY', 1, { predictedNextDate: '2026-12-01' }))).toBe('2026-12-01');
  });
  it('adds one period to the last payment', () => {
    expect(nextPaymentDate(stream('WEEKLY', 1, { lastDate: '2026-11-27' }))).toBe('2026-12-04');
    expect(nextPaymentDate(stream('BIWEEKLY', 1, { lastDate: '2026-12-25' }))).toBe('2027-01-08');
    expect(nextPaymentDate(stream('SEMI_MONTHLY', 1, { lastDate: '2026-11-01' }))).toBe('2026-11-15');
    expect(nextPaymentDate(stream('SEMI_MONTHLY', 1, { lastDate: '2026-11-15' }))).toBe('2026-12-01');
    expect(nextPaymentDate(stream('MONTHLY', 1, { lastDate: '2026-01-31' }))).toBe('2026-02-28');
    expect(nextPaymentDate(stream('MONTHLY', 1, { lastDate: '2026-12-10' }))).toBe('2027-01-10');
    expect(nextPaymentDate(stream('UNKNOWN', 1))).toBeNull();
  });
});

describe('averageDailyBalance', () => {
  it('rebuilds end-of-day balances backwards from today and averages the window days', () => {
    // Window: October 2026 (31 days). Today Nov 3 balance 1000.00; +500.00 came in on Nov 2, so Oct 31..Nov 1 = 500.00.
    // 200.00 left on Oct 16: Oct 16..31 end at 500.00, Oct 1..15 end at 700.00.
    const txs = [tx('chk', '2026-11-02', -50_000, 'INCOME'), tx('chk', '2026-10-16', 20_000, 'RENT_AND_UTILITIES')];
    const window = { start: '2026-10-01', end: '2026-11-01', months: 1 };
    const expected = Math.round((15 * 70_000 + 16 * 50_000) / 31);
    expect(averageDailyBalance([checking, card], txs, window, '2026-11-03')).toBe(expected);
  });
  it('ignores credit accounts and pending transactions', () => {
    const txs = [tx('cc', '2026-10-16', 99_999, 'FOOD_AND_DRINK'), tx('chk', '2026-10-20', 99_999, null, true)];
    const window = { start: '2026-10-01', end: '2026-11-01', months: 1 };
    expect(averageDailyBalance([checking, card], txs, window, '2026-11-03')).toBe(100_000);
  });
});

describe('buildFinancialReport', () => {
  const txs = [
    // Three months of history: Aug, Sep, Oct 2026 (plus this month, which is outside the window).
    tx('chk', '2026-08-05', -300_000, 'INCOME'),
    tx('chk', '2026-09-05', -300_000, 'INCOME'),
    tx('chk', '2026-10-05', -300_000, 'INCOME'),
    tx('chk', '2026-11-05', -300_000, 'INCOME'),
    tx('chk', '2026-08-01', 120_000, 'RENT_AND_UTILITIES'),
    tx('chk', '2026-09-01', 120_000, 'RENT_AND_UTILITIES'),
    tx('chk', '2026-10-01', 120_000, 'RENT_AND_UTILITIES'),
    tx('cc', '2026-09-10', 30_000, 'FOOD_AND_DRINK'),
    tx('cc', '2026-09-12', -3_000, 'FOOD_AND_DRINK'), // a refund lowers expenses
    // Transfers are neither income nor expenses.
    tx('chk', '2026-09-20', 27_000, 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT'),
    tx('cc', '2026-09-20', -27_000, 'TRANSFER_IN'),
    tx('chk', '2026-10-02', 50_000, 'TRANSFER_OUT'),
    // Pending: ignored.
    tx('chk', '2026-10-30', 999_999, 'GENERAL_MERCHANDISE', true),
  ];
  const report = buildFinancialReport({
    asOf: '2026-11-23',
    accounts: [checking, card],
    transactions: txs,
    incomeStreams: [stream('MONTHLY', 300_000, { lastDate: '2026-11-05' }), stream('ANNUALLY', 1, { payerName: null, description: 'TAX REFUND', category: 'INCOME' }), stream('MONTHLY', 5, { category: 'TRANSFER_IN' })],
  });

  it('averages income and expenses over the window months', () => {
    expect(report.window_months).toBe(3);
    expect(report.average_monthly_income).toBe(300_000);
    expect(report.average_monthly_expenses).toBe(Math.round((3 * 120_000 + 30_000 - 3_000) / 3));
  });
  it('averages spending per category over the window, refunds netted, transfers and pending left out, largest first', () => {
    expect(report.expenses_by_category).toEqual([
      { category: 'RENT_AND_UTILITIES', average_monthly: 120_000 },
      { category: 'FOOD_AND_DRINK', average_monthly: 9_000 },
    ]);
    expect(report.expenses_by_category!.reduce((s, c) => s + c.average_monthly, 0)).toBe(report.average_monthly_expenses);
    const unknown = buildFinancialReport({ asOf: '2026-11-23', accounts: [checking], transactions: [tx('chk', '2026-10-03', 4_500, null)], incomeStreams: [] });
    expect(unknown.expenses_by_category).toEqual([{ category: 'OTHER', average_monthly: 4_500 }]);
  });
  it('rounds the categories so they add up to the monthly expenses to the cent', () => {
    // Three months; each category alone rounds down by a third of a cent, together they make a whole cent more.
    const thirds = buildFinancialReport({
      asOf: '2026-11-23',
      accounts: [checking],
      transactions: [tx('chk', '2026-08-03', 1_001, 'FOOD_AND_DRINK'), tx('chk', '2026-09-03', 1_001, 'TRANSPORTATION'), tx('chk', '2026-10-03', 1_001, 'MEDICAL')],
      incomeStreams: [],
    });
    expect(thirds.average_monthly_expenses).toBe(1_001);
    const shares = thirds.expenses_by_category!;
    expect(shares.reduce((s, c) => s + c.average_monthly, 0)).toBe(1_001);
    expect(shares.map((c) => c.average_monthly).sort()).toEqual([333, 334, 334]);
  });
  it('labels spending categories for people', () => {
    expect(spendingCategoryLabel('FOOD_AND_DRINK')).toBe('Food and drink');
    expect(spendingCategoryLabel('GENERAL_MERCHANDISE')).toBe('Shopping');
    expect(spendingCategoryLabel('SOMETHING_NEW')).toBe('Something new');
    expect(spendingCategoryLabel('')).toBe('Other');
  });
  it('sums income of the previous calendar year', () => {
    expect(report.income_last_year).toBe(0);
    const next = buildFinancialReport({ asOf: '2027-02-01', accounts: [checking], transactions: txs, incomeStreams: [] });
    expect(next.income_last_year).toBe(1_200_000);
  });
  it('lists accounts with institution, type, mask and balance in cents', () => {
    expect(report.bank_accounts).toEqual([
      { name: 'Checking', institution_name: 'First Platypus Bank', type: 'checking', mask: '1234', total_balance: 100_000, logo: null },
      { name: 'Card', institution_name: 'First Platypus Bank', type: 'credit card', mask: '9876', total_balance: 25_000, logo: null },
    ]);
  });
  it('lists income sources (not transfers) with their frequency, largest first', () => {
    expect(report.income_sources).toEqual([
      { employer_name: 'Acme', type: 'Salary', average_monthly_income: 300_000, pay_frequency: 'MONTHLY', next_payment_date: '2026-12-05' },
      { employer_name: 'TAX REFUND', type: 'Other income', average_monthly_income: 0, pay_frequency: 'UNKNOWN', next_payment_date: null },
    ]);
  });
  it('gives zeros, not NaN, without history', () => {
    const empty = buildFinancialReport({ asOf: '2026-11-23', accounts: [checking], transactions: [], incomeStreams: [] });
    expect(empty).toMatchObject({ window_months: 0, average_monthly_balance: 0, average_monthly_income: 0, average_monthly_expenses: 0, income_last_year: 0 });
  });
});
