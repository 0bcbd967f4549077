import { EXPENSE_ITEMS, INCOME_ITEMS, type FinancialDetails } from '../financial';
import { MIN_PAYMENT_CENTS, scheduleOf } from '../negotiation/schedule';
import type { OfferTerms } from '../negotiation/types';
import { shareOf, type AutoAccept, type AutoCounter } from './rules';

/**
 * What a consumer can really pay each month, and the plan that fits it. Pure integer-cents arithmetic shared by the
 * accounts list (every row's `affordability`), the worker's automatic counteroffer, and the consumer's offer form.
 *
 * Where the figures come from:
 * - the consumer's bank report when there is one that covers at least one month of history (income and expenses
 *   averaged by the report); a report built from no history says nothing about a budget and is passed over;
 * - otherwise what the consumer stated (the income and expense items of their profile), when they stated any item;
 * - otherwise nothing is known (source null, every figure null).
 * Disposable income is income less expenses, never below 0.
 */

export type AffordabilitySource = 'bank' | 'stated';

/** The parts of a financial report the budget needs (cents a month). */
export interface BankBudget {
  average_monthly_income: number;
  average_monthly_expenses: number;
  window_months: number;
}

export interface Budget {
  monthly_income_cents: number | null;
  monthly_expenses_cents: number | null;
  disposable_income_cents: number | null;
  source: AffordabilitySource | null;
}

/** A plan of `payments` monthly payments of `payment_amount_cents` (the rest, a few cents more, in the last). */
export interface SuggestedPlan {
  payment_amount_cents: number;
  payments: number;
  total_amount_cents: number;
}

export interface Affordability extends Budget {
  suggested_plan: SuggestedPlan | null;
}

/** Without a firm rule to bound it, a suggested plan runs at most two years. */
export const DEFAULT_SUGGESTION_MAX_PAYMENTS = 24;

export const UNKNOWN_BUDGET: Budget = {
  monthly_income_cents: null,
  monthly_expenses_cents: null,
  disposable_income_cents: null,
  source: null,
};

/** A stated item as cents: a number, rounded to the cent; negatives and anything else count as nothing. */
function statedCents(v: unknown): number | null {
  if (typeof v !== 'number' || !Number.isFinite(v)) return null;
  return Math.max(0, Math.round(v));
}

function sumStated(details: FinancialDetails, items: readonly string[]): { sum: number; any: boolean } {
  let sum = 0;
  let any = false;
  for (const item of items) {
    const v = statedCents(details[item as keyof FinancialDetails]);
    if (v === null) continue;
    any = true;
    sum += v;
  }
  return { sum, any };
}

function cents(v: unknown): number {
  return typeof v === 'number' && Number.isFinite(v) ? Math.max(0, Math.round(v)) : 0;
}

/** The consumer's monthly budget from their bank report, else from what they stated. */
export function budgetOf(bank: BankBudget | null | undefined, stated: FinancialDetails | null | undefined): Budget {
  if (bank && Number(bank.window_months) > 0) {
    const income = cents(bank.average_monthly_income);
    const expenses = cents(bank.average_monthly_expenses);
    return {
      monthly_income_cents: income,
      monthly_expenses_cents: expenses,
      disposable_income_cents: Math.max(0, income - expenses),
      source: 'bank',
    };
  }
  const income = sumStated(stated ?? {}, INCOME_ITEMS);
  const expenses = sumStated(stated ?? {}, EXPENSE_ITEMS);
  if (!income.any && !expenses.any) return UNKNOWN_BUDGET;
  return {
    monthly_income_cents: income.sum,
    monthly_expenses_cents: expenses.sum,
    disposable_income_cents: Math.max(0, income.sum - expenses.sum),
    source: 'stated',
  };
}

/** The largest payment n equal payments of `total` make: floor(total / n) n - 1 times, the rest last. */
export function largestEqualPayment(totalCents: number, payments: number): number {
  const each = Math.floor(totalCents / payments);
  return totalCents - each * (payments - 1);
}

/** The largest monthly payment of an offer's schedule (tiers and an extra final payment included). */
export function largestPayment(terms: OfferTerms): number {
  return Math.max(...scheduleOf(terms).payments.map((p) => p.amount_cents));
}

/**
 * The fewest equal monthly payments, from `fewest` to `most`, that pay `totalCents` without any payment above
 * `disposableCents` (and none under the smallest charge a card provider makes). Null when none does.
 */
export function affordablePayments(
  totalCents: number,
  disposableCents: number,
  fewest: number,
  most: number,
): number | null {
  for (let n = Math.max(1, fewest); n <= most; n++) {
    if (Math.floor(totalCents / n) < MIN_PAYMENT_CENTS) return null;
    if (largestEqualPayment(totalCents, n) <= disposableCents) return n;
  }
  return null;
}

/** What a firm's rule aims for on an account: the total it asks and the most payments it allows. */
export interface PlanTarget {
  totalCents: number;
  maxPayments: number;
}

/**
 * The target a suggestion comes closest to: the rule's counteroffer (its share, its payment limit), else the
 * smallest plan the rule accepts, else the whole lawsuit amount over DEFAULT_SUGGESTION_MAX_PAYMENTS.
 */
export function planTarget(
  lawsuitAmountCents: number,
  rule: { auto_accept: AutoAccept | null; auto_counter: AutoCounter | null } | null,
): PlanTarget {
  if (rule?.auto_counter)
    return { totalCents: shareOf(rule.auto_counter.percentage, lawsuitAmountCents), maxPayments: rule.auto_counter.max_payments };
  if (rule?.auto_accept)
    return { totalCents: shareOf(rule.auto_accept.plan_min_percentage, lawsuitAmountCents), maxPayments: rule.auto_accept.max_payments };
  return { totalCents: lawsuitAmountCents, maxPayments: DEFAULT_SUGGESTION_MAX_PAYMENTS };
}

/**
 * The plan the consumer can afford that comes closest to the target: the target's total in the fewest payments
 * whose largest is within the disposable income; when even the most payments allowed cannot carry it, as much as
 * the budget carries in that many payments (all payments equal, so none exceeds it). Null when the budget is
 * unknown, or leaves less than the smallest payment a card provider can charge.
 */
export function suggestPlan(budget: Budget, target: PlanTarget): SuggestedPlan | null {
  const disposable = budget.disposable_income_cents;
  if (disposable === null || disposable < MIN_PAYMENT_CENTS) return null;
  const total = target.totalCents;
  const most = Math.max(1, target.maxPayments);
  if (total < MIN_PAYMENT_CENTS) return null;
  const n = affordablePayments(total, disposable, 1, most);
  if (n !== null) return { payment_amount_cents: Math.floor(total / n), payments: n, total_amount_cents: total };
  // The budget cannot carry the target within the payments allowed: the most it carries, in equal payments.
  const each = Math.min(disposable, Math.floor(total / most));
  if (each < MIN_PAYMENT_CENTS) return null;
  return { payment_amount_cents: each, payments: most, total_amount_cents: each * most };
}

/** Every account row's `affordability`: the budget, and the plan that fits it closest to the firm's rule. */
export function affordabilityOf(
  bank: BankBudget | null | undefined,
  stated: FinancialDetails | null | undefined,
  lawsuitAmountCents: number | null,
  rule: { auto_accept: AutoAccept | null; auto_counter: AutoCounter | null } | null,
): Affordability {
  const budget = budgetOf(bank, stated);
  const suggested =
    lawsuitAmountCents !== null && lawsuitAmountCents > 0 ? suggestPlan(budget, planTarget(lawsuitAmountCents, rule)) : null;
  return { ...budget, suggested_plan: suggested };
}
