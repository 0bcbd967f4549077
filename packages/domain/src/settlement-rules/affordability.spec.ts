import { scheduleOf } from '../negotiation/schedule';
import {
  affordabilityOf,
  affordablePayments,
  budgetOf,
  DEFAULT_SUGGESTION_MAX_PAYMENTS,
  largestEqualPayment,
  largestPayment,
  planTarget,
  suggestPlan,
  UNKNOWN_BUDGET,
  type Budget,
} from './affordability';

const bank = (income: number, expenses: number, window_months = 6) => ({
  average_monthly_income: income,
  average_monthly_expenses: expenses,
  window_months,
});
const budget = (disposable: number | null): Budget => ({
  monthly_income_cents: disposable,
  monthly_expenses_cents: disposable === null ? null : 0,
  disposable_income_cents: disposable,
  source: disposable === null ? null : 'stated',
});

describe('the budget: bank report first, else what the consumer stated', () => {
  it('takes the bank report when it covers at least a month', () => {
    expect(budgetOf(bank(420_000, 310_000), { net_employment_income: 999_999 })).toEqual({
      monthly_income_cents: 420_000,
      monthly_expenses_cents: 310_000,
      disposable_income_cents: 110_000,
      source: 'bank',
    });
  });

  it('passes over a bank report built from no history', () => {
    expect(budgetOf(bank(0, 0, 0), { net_employment_income: 300_000, rent: 100_000 })).toMatchObject({
      source: 'stated',
      disposable_income_cents: 200_000,
    });
    expect(budgetOf(bank(0, 0, 0), {})).toEqual(UNKNOWN_BUDGET);
  });

  it('sums the stated items, blanks as nothing, negatives and garbage as nothing, cents rounded', () => {
    expect(
      budgetOf(null, {
        net_employment_income: 250_000,
        other_income: 10_000.4,
        unemployment_income: null,
        retirement_income: -50_000,
        rent: 120_000,
        food: 40_000,
        utilities: Number.NaN,
      }),
    ).toEqual({ monthly_income_cents: 260_000, monthly_expenses_cents: 160_000, disposable_income_cents: 100_000, source: 'stated' });
  });

  it('knows a budget from expenses alone (no income: nothing disposable)', () => {
    expect(budgetOf(undefined, { rent: 90_000 })).toEqual({
      monthly_income_cents: 0,
      monthly_expenses_cents: 90_000,
      disposable_income_cents: 0,
      source: 'stated',
    });
  });

  it('never lets disposable income fall below zero', () => {
    expect(budgetOf(bank(200_000, 260_000), null).disposable_income_cents).toBe(0);
    expect(budgetOf(null, { net_employment_income: 100_000, rent: 100_000 }).disposable_income_cents).toBe(0);
  });

  it('is unknown when nothing was stated and there is no report', () => {
    expect(budgetOf(null, null)).toEqual(UNKNOWN_BUDGET);
    expect(budgetOf(null, { rent: null, net_employment_income: null })).toEqual(UNKNOWN_BUDGET);
  });
});

describe('equal payments and their largest payment', () => {
  it('matches the schedule: floor(total / n) n - 1 times, the rest last', () => {
    for (const [total, n] of [
      [1000, 7],
      [100_000, 3],
      [99_999, 12],
      [5_000, 1],
    ] as const) {
      const schedule = scheduleOf({ total_amount_cents: total, payments: n, first_payment_date: '2027-01-01', phases: [] });
      expect(largestEqualPayment(total, n)).toBe(Math.max(...schedule.payments.map((p) => p.amount_cents)));
    }
    expect(largestEqualPayment(1000, 7)).toBe(148);
  });

  it('counts tiers and the extra final payment in the largest payment', () => {
    const tiers = { index: 0, payment_amount_cents: 20_000, iterations: 2 };
    const later = { index: 1, payment_amount_cents: 50_000, iterations: 2 };
    // 2 x 200 + 2 x 500 = 1,400 of 2,000: an extra final payment of 600 is the largest.
    expect(largestPayment({ total_amount_cents: 200_000, payments: 4, first_payment_date: '2027-01-01', phases: [tiers, later] })).toBe(60_000);
    // Exactly the tiers: the largest tier payment.
    expect(largestPayment({ total_amount_cents: 140_000, payments: 4, first_payment_date: '2027-01-01', phases: [tiers, later] })).toBe(50_000);
    // Short by less than $0.50: added to the last tier payment, no extra payment.
    expect(largestPayment({ total_amount_cents: 140_030, payments: 4, first_payment_date: '2027-01-01', phases: [tiers, later] })).toBe(50_030);
  });

  it('finds the fewest affordable payments from a starting count', () => {
    expect(affordablePayments(120_000, 25_000, 1, 12)).toBe(5);
    expect(affordablePayments(120_000, 25_000, 8, 12)).toBe(8);
    expect(affordablePayments(120_000, 9_000, 1, 12)).toBeNull();
    expect(affordablePayments(1000, 143, 1, 7)).toBeNull(); // 7 payments make a last one of 148
    expect(affordablePayments(1000, 148, 1, 7)).toBe(7);
    // Never payments under $0.50.
    expect(affordablePayments(100, 10, 1, 360)).toBeNull();
  });
});

describe('the suggested plan', () => {
  it('is the target in the fewest payments the budget carries', () => {
    expect(suggestPlan(budget(40_000), { totalCents: 300_000, maxPayments: 12 })).toEqual({
      payment_amount_cents: 37_500,
      payments: 8,
      total_amount_cents: 300_000,
    });
    expect(suggestPlan(budget(1_000_000), { totalCents: 300_000, maxPayments: 12 })).toEqual({
      payment_amount_cents: 300_000,
      payments: 1,
      total_amount_cents: 300_000,
    });
  });

  it('when the budget cannot carry the target, is what it carries in the most payments allowed', () => {
    expect(suggestPlan(budget(10_000), { totalCents: 300_000, maxPayments: 12 })).toEqual({
      payment_amount_cents: 10_000,
      payments: 12,
      total_amount_cents: 120_000,
    });
    // Within cents of the target but the uneven last payment would exceed the budget: equal payments, a few cents less.
    expect(suggestPlan(budget(143), { totalCents: 1000, maxPayments: 7 })).toEqual({
      payment_amount_cents: 142,
      payments: 7,
      total_amount_cents: 994,
    });
  });

  it('is null for an unknown budget and for zero or almost zero disposable income', () => {
    expect(suggestPlan(budget(null), { totalCents: 300_000, maxPayments: 12 })).toBeNull();
    expect(suggestPlan(budget(0), { totalCents: 300_000, maxPayments: 12 })).toBeNull();
    expect(suggestPlan(budget(49), { totalCents: 300_000, maxPayments: 12 })).toBeNull();
    expect(suggestPlan(budget(50), { totalCents: 300_000, maxPayments: 12 })).toEqual({
      payment_amount_cents: 50,
      payments: 12,
      total_amount_cents: 600,
    });
  });

  it("aims at the rule's counteroffer, else its smallest accepted plan, else the lawsuit amount", () => {
    const accept = { lump_sum_min_percentage: 40, plan_min_percentage: 60, max_payments: 10, max_first_payment_delay_days: 30 };
    const counter = { percentage: 70, max_payments: 18 };
    expect(planTarget(500_000, { auto_accept: accept, auto_counter: counter })).toEqual({ totalCents: 350_000, maxPayments: 18 });
    expect(planTarget(500_000, { auto_accept: accept, auto_counter: null })).toEqual({ totalCents: 300_000, maxPayments: 10 });
    expect(planTarget(500_000, null)).toEqual({ totalCents: 500_000, maxPayments: DEFAULT_SUGGESTION_MAX_PAYMENTS });
  });

  it('puts budget and suggestion together on a row', () => {
    expect(affordabilityOf(bank(500_000, 450_000), null, 500_000, null)).toEqual({
      monthly_income_cents: 500_000,
      monthly_expenses_cents: 450_000,
      disposable_income_cents: 50_000,
      source: 'bank',
      suggested_plan: { payment_amount_cents: 50_000, payments: 10, total_amount_cents: 500_000 },
    });
    expect(affordabilityOf(null, null, 500_000, null)).toEqual({ ...UNKNOWN_BUDGET, suggested_plan: null });
    expect(affordabilityOf(bank(500_000, 0), null, null, null).suggested_plan).toBeNull();
  });
});
