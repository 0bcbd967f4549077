/**
 * The consumer's financial report: pure arithmetic over what the bank-data provider
 * returns, shared by the worker that builds the report and the budget page that labels it. Amounts are integer
 * cents; dates ISO `YYYY-MM-DD` (UTC). Transactions follow Plaid's sign: a positive amount is money leaving the
 * account, a negative one money coming in.
 *
 * Decisions of this code (docs/api/financial.md):
 * - The averaging window is the last 12 whole calendar months before the build date, shortened to the months the
 *   transaction history actually covers (a connection with 3 months of history averages over 3 months).
 * - Income and expenses leave out transfers between accounts (category TRANSFER_IN / TRANSFER_OUT) and pending
 *   transactions; money in to a credit card (a payment to it) is not income.
 * - Average monthly balance: the depository accounts' (checking, savings...) total end-of-day balance, rebuilt
 *   backwards from today's balance with the transactions, averaged over every day of the window.
 * - Income last year: income received in the previous calendar year.
 * - An income source's monthly income: its average payment times payments a month (weekly 52/12, every two weeks
 *   26/12, twice a month 2, monthly 1); for irregular income, what it paid within the window divided by its months.
 */

export type PayFrequency = 'WEEKLY' | 'BIWEEKLY' | 'SEMI_MONTHLY' | 'MONTHLY' | 'UNKNOWN';

export const PAY_FREQUENCY_LABELS: Record<PayFrequency, string> = {
  BIWEEKLY: 'Twice a month',
  SEMI_MONTHLY: 'Twice a month',
  WEEKLY: 'Weekly',
  MONTHLY: 'Monthly',
  UNKNOWN: 'Irregular',
};

/** The page's label for a frequency; anything unknown (Plaid's ANNUALLY, a new value) reads as irregular. */
export function payFrequencyLabel(frequency: string | null | undefined): string {
  return PAY_FREQUENCY_LABELS[normalizePayFrequency(frequency)];
}

export function normalizePayFrequency(frequency: string | null | undefined): PayFrequency {
  const f = (frequency ?? '').toUpperCase();
  return f === 'WEEKLY' || f === 'BIWEEKLY' || f === 'SEMI_MONTHLY' || f === 'MONTHLY' ? f : 'UNKNOWN';
}

export type AccountType = 'depository' | 'credit' | 'loan' | 'investment' | 'other';

export interface ReportAccount {
  accountId: string;
  name: string;
  institutionName: string;
  type: AccountType;
  subtype: string | null;
  mask: string | null;
  /** Current balance in cents (for credit accounts, what is owed). */
  currentBalanceCents: number;
  logo: string | null;
}

export interface ReportTransaction {
  transactionId: string;
  accountId: string;
  date: string;
  /** Positive: money out; negative: money in (Plaid's convention). */
  amountCents: number;
  /** Plaid's personal finance category (primary), e.g. INCOME, TRANSFER_IN, FOOD_AND_DRINK; null when unknown. */
  category: string | null;
  pending: boolean;
}

/** A recurring inflow the provider recognised (Plaid's recurring inflow stream). */
export interface ReportIncomeStream {
  description: string;
  /** Employer or payer as the provider names it; falls back to the description. */
  payerName: string | null;
  category: string | null;
  frequency: string;
  /** Average payment in cents, positive. */
  averageAmountCents: number;
  lastDate: string;
  predictedNextDate: string | null;
  /** The stream's transactions (ReportTransaction.transactionId). */
  transactionIds: string[];
}

export interface FinancialReportData {
  /** The build date the window ends before (YYYY-MM-DD). */
  as_of: string;
  window_months: number;
  average_monthly_balance: number;
  average_monthly_income: number;
  average_monthly_expenses: number;
  income_last_year: number;
  /**
   * Average monthly spending per category (Plaid's primary category; 'OTHER' when unknown), largest first; the sum is
   * the expenses before refunds are netted across categories. Absent from reports built before it was kept.
   */
  expenses_by_category?: { category: string; average_monthly: number }[];
  bank_accounts: {
    name: string;
    institution_name: string;
    type: string;
    mask: string;
    total_balance: number;
    logo: string | null;
  }[];
  income_sources: {
    employer_name: string;
    type: string;
    average_monthly_income: number;
    pay_frequency: PayFrequency;
    next_payment_date: string | null;
  }[];
}

const DAY_MS = 86_400_000;

function toDay(date: string): number {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(ms)) throw new Error(`Not a date: ${date}`);
  return Math.floor(ms / DAY_MS);
}

function fromDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

function addMonths(date: string, months: number): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const total = y * 12 + (m - 1) + months;
  return `${String(Math.floor(total / 12)).padStart(4, '0')}-${String((total % 12) + 1).padStart(2, '0')}-01`;
}

/**
 * The averaging window: whole calendar months before `asOf`'s month, at most `maxMonths`, starting no earlier than
 * the month of the oldest transaction (a month only partly covered by history still counts as a month: the provider
 * returns whole history from its first day). Zero months when there is no history before this month.
 */
export function reportWindow(
  asOf: string,
  oldestTransactionDate: string | null,
  maxMonths = 12,
): { start: string; end: string; months: number } {
  const end = addMonths(asOf, 0); // first day of asOf's month, exclusive end
  if (!oldestTransactionDate || oldestTransactionDate >= end) return { start: end, end, months: 0 };
  const oldestMonth = addMonths(oldestTransactionDate, 0);
  let months = maxMonths;
  while (months > 1 && addMonths(end, -months) < oldestMonth) months--;
  return { start: addMonths(end, -months), end, months };
}

function isTransfer(t: ReportTransaction): boolean {
  return t.category === 'TRANSFER_IN' || t.category === 'TRANSFER_OUT' || t.category === 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT';
}

/** Income: money in to a depository account that is not a transfer. */
export function isIncome(t: ReportTransaction, accounts: Map<string, ReportAccount>): boolean {
  return !t.pending && t.amountCents < 0 && !isTransfer(t) && accounts.get(t.accountId)?.type === 'depository';
}

/** Expense: money out of any account that is not a transfer (refunds to a card reduce expenses). */
export function isExpense(t: ReportTransaction): boolean {
  return !t.pending && !isTransfer(t) && !(t.amountCents < 0 && t.category === 'INCOME');
}

/** Monthly income of one recurring stream (cents, rounded to the cent). */
export function monthlyIncomeOf(
  stream: ReportIncomeStream,
  window: { start: string; end: string; months: number },
  transactions: Map<string, ReportTransaction>,
): number {
  switch (normalizePayFrequency(stream.frequency)) {
    case 'WEEKLY':
      return Math.round((stream.averageAmountCents * 52) / 12);
    case 'BIWEEKLY':
      return Math.round((stream.averageAmountCents * 26) / 12);
    case 'SEMI_MONTHLY':
      return stream.averageAmountCents * 2;
    case 'MONTHLY':
      return stream.averageAmountCents;
    case 'UNKNOWN': {
      if (window.months === 0) return 0;
      const paid = stream.transactionIds
        .map((id) => transactions.get(id))
        .filter((t): t is ReportTransaction => !!t && !t.pending && t.date >= window.start && t.date < window.end)
        .reduce((sum, t) => sum - t.amountCents, 0);
      return Math.round(paid / window.months);
    }
  }
}

/** The next expected payment: the provider's prediction, else the last one plus one period (none when irregular). */
export function nextPaymentDate(stream: ReportIncomeStream): string | null {
  if (stream.predictedNextDate) return stream.predictedNextDate;
  const last = toDay(stream.lastDate);
  switch (normalizePayFrequency(stream.frequency)) {
    case 'WEEKLY':
      return fromDay(last + 7);
    case 'BIWEEKLY':
      return fromDay(last + 14);
    case 'SEMI_MONTHLY': {
      // The 1st and 15th pattern: the next of those two days after the last payment.
      const [y, m, d] = stream.lastDate.split('-').map(Number) as [number, number, number];
      return d < 15 ? `${y}-${String(m).padStart(2, '0')}-15` : addMonths(stream.lastDate, 1);
    }
    case 'MONTHLY': {
      const [, , d] = stream.lastDate.split('-').map(Number) as [number, number, number];
      const next = addMonths(stream.lastDate, 1);
      const [ny, nm] = next.split('-').map(Number) as [number, number];
      const lastDayOfNext = new Date(Date.UTC(ny, nm, 0)).getUTCDate();
      return `${next.slice(0, 8)}${String(Math.min(d, lastDayOfNext)).padStart(2, '0')}`;
    }
    case 'UNKNOWN':
      return null;
  }
}

/**
 * Total end-of-day balance of the depository accounts for each day of [start, end), rebuilt backwards from
 * today's balance (`asOf`): the balance at the end of day d-1 is the end of day d plus what left on day d.
 * Averaged over the days of the window, rounded to the cent.
 */
export function averageDailyBalance(
  accounts: ReportAccount[],
  transactions: ReportTransaction[],
  window: { start: string; end: string; months: number },
  asOf: string,
): number {
  if (window.months === 0) return 0;
  const depository = new Set(accounts.filter((a) => a.type === 'depository').map((a) => a.accountId));
  const perDay = new Map<number, number>();
  for (const t of transactions) {
    if (t.pending || !depository.has(t.accountId)) continue;
    const day = toDay(t.date);
    perDay.set(day, (perDay.get(day) ?? 0) + t.amountCents);
  }
  const startDay = toDay(window.start);
  const endDay = toDay(window.end);
  let balance = accounts.filter((a) => depository.has(a.accountId)).reduce((s, a) => s + a.currentBalanceCents, 0);
  let sum = 0;
  for (let day = toDay(asOf); day >= startDay; day--) {
    if (day < endDay) sum += balance;
    balance += perDay.get(day) ?? 0;
  }
  return Math.round(sum / (endDay - startDay));
}

/** Builds the whole report. `asOf` is today's date (UTC) at build time. */
export function buildFinancialReport(input: {
  asOf: string;
  accounts: ReportAccount[];
  transactions: ReportTransaction[];
  incomeStreams: ReportIncomeStream[];
}): FinancialReportData {
  const { asOf, accounts, transactions } = input;
  const byId = new Map(accounts.map((a) => [a.accountId, a]));
  const settled = transactions.filter((t) => !t.pending && byId.has(t.accountId));
  const oldest = settled.reduce<string | null>((min, t) => (min === null || t.date < min ? t.date : min), null);
  const window = reportWindow(asOf, oldest);
  const inWindow = settled.filter((t) => t.date >= window.start && t.date < window.end);

  const income = inWindow.filter((t) => isIncome(t, byId)).reduce((s, t) => s - t.amountCents, 0);
  const expenses = inWindow
    .filter((t) => isExpense(t) && !isIncome(t, byId))
    .reduce((s, t) => s + t.amountCents, 0);
  const lastYear = String(Number(asOf.slice(0, 4)) - 1);
  const incomeLastYear = settled
    .filter((t) => t.date.startsWith(`${lastYear}-`) && isIncome(t, byId))
    .reduce((s, t) => s - t.amountCents, 0);

  const byTransactionId = new Map(settled.map((t) => [t.transactionId, t]));
  const byCategory = new Map<string, number>();
  for (const t of inWindow) {
    if (!isExpense(t) || isIncome(t, byId)) continue;
    const category = t.category || 'OTHER';
    byCategory.set(category, (byCategory.get(category) ?? 0) + t.amountCents);
  }
  const perMonth = (cents: number) => (window.months === 0 ? 0 : Math.round(cents / window.months));
  return {
    as_of: asOf,
    window_months: window.months,
    average_monthly_balance: averageDailyBalance(accounts, settled, window, asOf),
    average_monthly_income: perMonth(income),
    average_monthly_expenses: Math.max(0, perMonth(expenses)),
    income_last_year: incomeLastYear,
    expenses_by_category: monthlyByCategory(byCategory, window.months),
    bank_accounts: accounts.map((a) => ({
      name: a.name,
      institution_name: a.institutionName,
      type: a.subtype ?? a.type,
      mask: a.mask ?? '',
      total_balance: a.currentBalanceCents,
      logo: a.logo,
    })),
    income_sources: input.incomeStreams
      .filter((s) => s.category === null || s.category === 'INCOME')
      .map((s) => ({
        employer_name: s.payerName || s.description,
        type: incomeTypeOf(s),
        average_monthly_income: monthlyIncomeOf(s, window, byTransactionId),
        pay_frequency: normalizePayFrequency(s.frequency),
        next_payment_date: nextPaymentDate(s),
      }))
      .sort((a, b) => b.average_monthly_income - a.average_monthly_income),
  };
}

/**
 * Each category's spending per month, largest first, rounded so that together they make the rounded monthly total
 * (largest remainders get the spare cents): the chart's total matches the report's expenses to the cent.
 */
function monthlyByCategory(byCategory: Map<string, number>, months: number): { category: string; average_monthly: number }[] {
  const spent = [...byCategory].filter(([, cents]) => cents > 0);
  if (months === 0 || spent.length === 0) return [];
  const total = Math.round(spent.reduce((s, [, cents]) => s + cents, 0) / months);
  const shares = spent.map(([category, cents]) => ({ category, exact: cents / months, average_monthly: Math.floor(cents / months) }));
  let spare = total - shares.reduce((s, c) => s + c.average_monthly, 0);
  for (const share of [...shares].sort((a, b) => (b.exact % 1) - (a.exact % 1) || a.category.localeCompare(b.category))) {
    if (spare <= 0) break;
    share.average_monthly += 1;
    spare -= 1;
  }
  return shares
    .map(({ category, average_monthly }) => ({ category, average_monthly }))
    .filter((c) => c.average_monthly > 0)
    .sort((a, b) => b.average_monthly - a.average_monthly || a.category.localeCompare(b.category));
}

/** 'Salary' for a regular paycheck, 'Other income' otherwise (Plaid's detailed category is not kept). */
function incomeTypeOf(stream: ReportIncomeStream): string {
  return normalizePayFrequency(stream.frequency) === 'UNKNOWN' ? 'Other income' : 'Salary';
}

const CATEGORY_LABELS: Record<string, string> = {
  FOOD_AND_DRINK: 'Food and drink',
  RENT_AND_UTILITIES: 'Rent and utilities',
  GENERAL_MERCHANDISE: 'Shopping',
  TRANSPORTATION: 'Transportation',
  LOAN_PAYMENTS: 'Loan payments',
  BANK_FEES: 'Bank fees',
  ENTERTAINMENT: 'Entertainment',
  GENERAL_SERVICES: 'Services',
  GOVERNMENT_AND_NON_PROFIT: 'Government and non-profit',
  HOME_IMPROVEMENT: 'Home improvement',
  MEDICAL: 'Medical',
  PERSONAL_CARE: 'Personal care',
  TRAVEL: 'Travel',
  OTHER: 'Other',
};

/** A spending category as the budget shows it: 'Food and drink' for FOOD_AND_DRINK; an unknown code in the same style. */
export function spendingCategoryLabel(category: string): string {
  const known = CATEGORY_LABELS[category.toUpperCase()];
  if (known) return known;
  const words = category.toLowerCase().split(/[_\s]+/).filter(Boolean).join(' ');
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Other';
}
