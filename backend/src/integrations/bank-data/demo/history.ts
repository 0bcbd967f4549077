import { createHash } from 'node:crypto';

/**
 * The demo bank's generated history for one connection: accounts, two years of transactions and the recurring
 * income streams, derived from the item id alone (the same item always gets the same history). The shapes follow
 * Plaid's: positive amounts leave the account; categories are Plaid personal finance categories.
 */

export interface GeneratedAccount {
  key: 'checking' | 'savings' | 'credit';
  name: string;
  type: 'depository' | 'credit';
  subtype: string;
  mask: string;
  currentBalanceCents: number;
}

export interface GeneratedTransaction {
  account: GeneratedAccount['key'];
  date: string;
  amountCents: number;
  name: string;
  category: string;
  stream: 'salary' | 'side' | null;
}

export interface GeneratedStream {
  key: 'salary' | 'side';
  description: string;
  payerName: string;
  frequency: 'WEEKLY' | 'BIWEEKLY' | 'SEMI_MONTHLY' | 'MONTHLY' | 'UNKNOWN';
  predictedNextDate: string | null;
}

export interface GeneratedHistory {
  accounts: GeneratedAccount[];
  transactions: GeneratedTransaction[];
  streams: GeneratedStream[];
}

const EMPLOYERS = ['Acme Logistics', 'Riverside Medical Center', 'Sunrise Grocers', 'Metro Transit Authority', 'Bluebird Staffing'];
const FREQUENCIES = ['BIWEEKLY', 'SEMI_MONTHLY', 'WEEKLY', 'MONTHLY'] as const;
const SIDE_PAYERS = ['Rideshare Payouts', 'Freelance Market', 'Weekend Catering Co'];
const DAY_MS = 86_400_000;

/** mulberry32 seeded from the item id's digest. */
function rng(seed: string): () => number {
  let a = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const day = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
const iso = (d: number) => new Date(d * DAY_MS).toISOString().slice(0, 10);

/** Pay dates of a schedule from `from` through `until` (inclusive), and the next one after `until`. */
export function payDates(frequency: GeneratedStream['frequency'], from: number, until: number, anchor: number): { dates: number[]; next: number } {
  const dates: number[] = [];
  let d: number;
  const step = (x: number): number => {
    const date = new Date(x * DAY_MS);
    if (frequency === 'WEEKLY') return x + 7;
    if (frequency === 'BIWEEKLY') return x + 14;
    if (frequency === 'SEMI_MONTHLY')
      return date.getUTCDate() < 15
        ? day(`${iso(x).slice(0, 8)}15`)
        : Math.floor(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / DAY_MS);
    return Math.floor(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / DAY_MS);
  };
  if (frequency === 'WEEKLY' || frequency === 'BIWEEKLY') {
    const period = frequency === 'WEEKLY' ? 7 : 14;
    d = anchor - Math.ceil((anchor - from) / period) * period;
  } else {
    const f = new Date(from * DAY_MS);
    d = Math.floor(Date.UTC(f.getUTCFullYear(), f.getUTCMonth(), 1) / DAY_MS);
    if (d < from) d = step(d);
  }
  for (; d <= until; d = step(d)) if (d >= from) dates.push(d);
  return { dates, next: d };
}

/** `months` months of history ending on `until` (the connection day). */
export function generateHistory(itemId: string, until: string, months = 24): GeneratedHistory {
  const r = rng(itemId);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const between = (lo: number, hi: number) => Math.round(lo + r() * (hi - lo));
  const mask = () => String(between(0, 9999)).padStart(4, '0');

  const end = day(until);
  const startDate = new Date(end * DAY_MS);
  const start = Math.floor(Date.UTC(startDate.getUTCFullYear(), startDate.getUTCMonth() - months, startDate.getUTCDate()) / DAY_MS);
  const tx: GeneratedTransaction[] = [];
  const add = (account: GeneratedAccount['key'], d: number, amountCents: number, name: string, category: string, stream: GeneratedTransaction['stream'] = null) => {
    if (d >= start && d <= end) tx.push({ account, date: iso(d), amountCents, name, category, stream });
  };

  // Salary: a monthly net pay between $2,400 and $5,200, paid on the schedule.
  const employer = pick(EMPLOYERS);
  const frequency = pick(FREQUENCIES);
  const monthlyNet = between(2400, 5200) * 100;
  const perPay = { WEEKLY: (monthlyNet * 12) / 52, BIWEEKLY: (monthlyNet * 12) / 26, SEMI_MONTHLY: monthlyNet / 2, MONTHLY: monthlyNet }[frequency];
  // Fridays: 1970-01-02 (day 1) was a Friday.
  const anchor = end - ((((end - 1) % 7) + 7) % 7);
  const salary = payDates(frequency, start, end, anchor);
  for (const d of salary.dates) add('checking', d, -Math.round(perPay), `${employer.toUpperCase()} PAYROLL`, 'INCOME', 'salary');
  const streams: GeneratedStream[] = [
    { key: 'salary', description: `${employer.toUpperCase()} PAYROLL`, payerName: employer, frequency, predictedNextDate: iso(salary.next) },
  ];

  // Irregular side income for about half of the connections.
  if (r() < 0.5) {
    const payer = pick(SIDE_PAYERS);
    for (let d = start; d <= end; d += between(8, 24)) add('checking', d, -between(40, 220) * 100, `${payer.toUpperCase()}`, 'INCOME', 'side');
    streams.push({ key: 'side', description: payer.toUpperCase(), payerName: payer, frequency: 'UNKNOWN', predictedNextDate: null });
  }

  // Monthly bills from checking, card spending, the card's payment and a savings transfer.
  const rent = Math.round(monthlyNet * (0.3 + r() * 0.08));
  const utilities = between(90, 180) * 100;
  const phone = between(45, 95) * 100;
  const savings = between(50, 250) * 100;
  // Day-to-day spending grows with pay, so the checking account stays above water.
  const scale = monthlyNet / 400_000;
  // A household in debt spends most of what comes in: 93% to 99% of the salary (after the savings transfer).
  const spendShare = 0.93 + r() * 0.06;
  let cardOwed = between(200, 1500) * 100;
  const openingCardOwed = cardOwed;
  for (let m = 0; m <= months; m++) {
    const first = new Date(start * DAY_MS);
    const monthStart = Math.floor(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + m, 1) / DAY_MS);
    add('checking', monthStart + 0, rent, 'Oakwood Apartments Rent', 'RENT_AND_UTILITIES');
    add('checking', monthStart + 9, utilities + between(-20, 20) * 100, 'City Power & Water', 'RENT_AND_UTILITIES');
    add('checking', monthStart + 11, phone, 'Mobile Wireless', 'RENT_AND_UTILITIES');
    add('checking', monthStart + 3, savings, 'Transfer to Savings', 'TRANSFER_OUT');
    add('savings', monthStart + 3, -savings, 'Transfer from Checking', 'TRANSFER_IN');
    let spent = 0;
    let fixed = rent + utilities + phone;
    for (let w = 0; w < 4; w++) {
      const groceries = Math.round(between(60, 140) * 100 * scale) + between(0, 99);
      const dining = Math.round(between(12, 50) * 100 * scale) + between(0, 99);
      const gas = Math.round(between(25, 50) * 100 * scale) + between(0, 99);
      add('credit', monthStart + 2 + w * 7, groceries, 'Fresh Market', 'FOOD_AND_DRINK');
      add('credit', monthStart + 5 + w * 7, dining, 'Corner Diner', 'FOOD_AND_DRINK');
      add('checking', monthStart + 4 + w * 7, gas, 'Quick Fuel', 'TRANSPORTATION');
      if (monthStart + 5 + w * 7 >= start && monthStart + 5 + w * 7 <= end) spent += groceries + dining;
      fixed += groceries + dining + gas;
    }
    const shopping = Math.max(0, Math.round((monthlyNet - savings) * (spendShare + (r() - 0.5) * 0.04)) - fixed);
    for (const [offset, share] of [[6, 0.5], [16, 0.3], [25, 0.2]] as const) {
      const amount = Math.round(shopping * share);
      add('credit', monthStart + offset, amount, 'Everyday Shopping', 'GENERAL_MERCHANDISE');
      if (monthStart + offset >= start && monthStart + offset <= end) spent += amount;
    }
    // The card is paid in full each month from checking (a transfer, not an expense, on both sides).
    const payment = cardOwed;
    add('checking', monthStart + 20, payment, 'Card Payment', 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT');
    add('credit', monthStart + 20, -payment, 'Payment Thank You', 'TRANSFER_IN');
    if (monthStart + 20 >= start && monthStart + 20 <= end) cardOwed = spent;
    else cardOwed += spent;
  }
  tx.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

  const sum = (key: GeneratedAccount['key']) => tx.filter((t) => t.account === key).reduce((s, t) => s + t.amountCents, 0);
  const openingChecking = between(800, 2500) * 100;
  const openingSavings = between(500, 5000) * 100;
  const accounts: GeneratedAccount[] = [
    { key: 'checking', name: 'Everyday Checking', type: 'depository', subtype: 'checking', mask: mask(), currentBalanceCents: openingChecking - sum('checking') },
    { key: 'savings', name: 'Rainy Day Savings', type: 'depository', subtype: 'savings', mask: mask(), currentBalanceCents: openingSavings - sum('savings') },
    { key: 'credit', name: 'Cash Rewards Card', type: 'credit', subtype: 'credit card', mask: mask(), currentBalanceCents: openingCardOwed + sum('credit') },
  ];
  return { accounts, transactions: tx, streams };
}
