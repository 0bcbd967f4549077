import { buildFinancialReport } from '@parley/domain/financial/report';
import { generateHistory, payDates } from './history';

const day = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);
const iso = (d: number) => new Date(d * 86_400_000).toISOString().slice(0, 10);

describe('demo bank history', () => {
  it('is the same for the same item and differs between items', () => {
    expect(generateHistory('item-a', '2026-11-23')).toEqual(generateHistory('item-a', '2026-11-23'));
    expect(generateHistory('item-a', '2026-11-23')).not.toEqual(generateHistory('item-b', '2026-11-23'));
  });

  it('covers two years up to the connection day and keeps balances plausible', () => {
    for (const id of ['item-1', 'item-2', 'item-3', 'item-4', 'item-5', 'item-6', 'item-7', 'item-8']) {
      const h = generateHistory(id, '2026-11-23');
      const dates = h.transactions.map((t) => t.date);
      expect(dates.every((d) => d >= '2024-11-23' && d <= '2026-11-23')).toBe(true);
      expect(h.accounts.map((a) => a.key)).toEqual(['checking', 'savings', 'credit']);
      for (const a of h.accounts) {
        expect(Number.isInteger(a.currentBalanceCents)).toBe(true);
        expect(a.currentBalanceCents).toBeGreaterThanOrEqual(0);
        expect(a.mask).toMatch(/^\d{4}$/);
      }
      expect(h.streams[0]!.key).toBe('salary');
      expect(h.transactions.filter((t) => t.stream === 'salary').length).toBeGreaterThan(20);
    }
  });

  it('builds a report whose income matches the salary it generated', () => {
    const h = generateHistory('item-report', '2026-11-23');
    const accountId = (k: string) => `acc-${k}`;
    const transactions = h.transactions.map((t, i) => ({ transactionId: `t${i}`, accountId: accountId(t.account), date: t.date, amountCents: t.amountCents, category: t.category, pending: false }));
    const report = buildFinancialReport({
      asOf: '2026-11-23',
      accounts: h.accounts.map((a) => ({ accountId: accountId(a.key), name: a.name, institutionName: 'Demo', type: a.type, subtype: a.subtype, mask: a.mask, currentBalanceCents: a.currentBalanceCents, logo: null })),
      transactions,
      incomeStreams: [],
    });
    expect(report.window_months).toBe(12);
    expect(report.average_monthly_income).toBeGreaterThan(200_000);
    expect(report.average_monthly_expenses).toBeGreaterThan(0);
    expect(report.average_monthly_expenses).toBeLessThan(report.average_monthly_income);
    expect(report.income_last_year).toBeGreaterThan(report.average_monthly_income * 10);
  });

  describe('payDates', () => {
    const from = day('2026-01-01');
    const until = day('2026-03-31');
    it('weekly and every two weeks fall on the anchor Friday', () => {
      const fri = day('2026-03-27');
      const weekly = payDates('WEEKLY', from, until, fri);
      expect(weekly.dates.map(iso).slice(0, 2)).toEqual(['2026-01-02', '2026-01-09']);
      expect(iso(weekly.next)).toBe('2026-04-03');
      const biweekly = payDates('BIWEEKLY', from, until, fri);
      expect(biweekly.dates.map(iso).at(-1)).toBe('2026-03-27');
      expect(biweekly.dates).toHaveLength(7);
    });
    it('twice a month on the 1st and 15th; monthly on the 1st', () => {
      expect(payDates('SEMI_MONTHLY', from, until, 0).dates.map(iso)).toEqual(['2026-01-01', '2026-01-15', '2026-02-01', '2026-02-15', '2026-03-01', '2026-03-15']);
      expect(iso(payDates('MONTHLY', from, until, 0).next)).toBe('2026-04-01');
    });
  });
});
