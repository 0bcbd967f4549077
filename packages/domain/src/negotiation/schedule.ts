import type { OfferTerms, Phase } from './types';

/**
 * Offer arithmetic. Payments are monthly from the first payment date. n equal payments
 * pay floor(total / n) cents n - 1 times and the rest last. With tiers, when the tiers fall short of the total one
 * extra final payment carries the rest (has_extra_tier); tiers that exceed the total are invalid.
 */

export interface ScheduledPayment {
  index: number;
  /** YYYY-MM-DD */
  due_date: string;
  amount_cents: number;
}

export interface Schedule {
  payments: ScheduledPayment[];
  has_extra_tier: boolean;
  last_payment_amount_cents: number;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Monthly payments in one plan at most (30 years). Without a bound one offer of a billion payments makes every
 * schedule of it (the views, the PDFs, the accounts list) allocate a billion rows: one request would stall the api.
 */
export const MAX_PAYMENTS = 360;

/** The smallest charge the payment provider makes (Stripe's minimum in USD): a smaller payment could never be collected. */
export const MIN_PAYMENT_CENTS = 50;

/** Offer totals are stored in integer (int4) columns: a larger total would fail in the database with a 500. */
export const MAX_TOTAL_CENTS = 2_147_483_647;

/** A real calendar date in YYYY-MM-DD form. */
export function isIsoDate(s: unknown): s is string {
  if (typeof s !== 'string' || !ISO_DATE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** Adds calendar months, keeping the day where it exists and clamping to the month's last day (Jan 31 -> Feb 28). */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const monthIndex = m - 1 + months;
  const year = y + Math.floor(monthIndex / 12);
  const month = ((monthIndex % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function tiersTotal(phases: readonly Phase[]): number {
  return phases.reduce((sum, p) => sum + p.payment_amount_cents * p.iterations, 0);
}

/**
 * Whether tiers that fall short of the total get an extra final payment for the rest. A rest
 * under the payment minimum ($0.50) cannot be charged on its own (auto-filled tier amounts are rounded down to the
 * cent, which often leaves 1 to 2 cents), so it is added to the last tier payment instead.
 */
function hasExtraPayment(terms: OfferTerms): boolean {
  return terms.phases.length > 0 && terms.total_amount_cents - tiersTotal(terms.phases) >= MIN_PAYMENT_CENTS;
}

/** The number of payments an offer makes in all (tiers plus the extra final payment when they fall short). */
export function paymentCount(terms: OfferTerms): number {
  if (terms.phases.length === 0) return terms.payments;
  const iterations = terms.phases.reduce((n, p) => n + p.iterations, 0);
  return hasExtraPayment(terms) ? iterations + 1 : iterations;
}

/** Problems with an offer's terms, in the words shown to the collector ('Offer {n} is invalid: ...'). */
export function offerTermErrors(terms: OfferTerms, validFirstPaymentDate?: string): string[] {
  const errors: string[] = [];
  if (!Number.isInteger(terms.total_amount_cents) || terms.total_amount_cents <= 0) {
    errors.push('total amount is required');
  } else if (terms.total_amount_cents > MAX_TOTAL_CENTS) {
    errors.push('total amount may not exceed $21,474,836.47');
  }
  if (!isIsoDate(terms.first_payment_date)) {
    errors.push('first payment date is required');
  } else if (validFirstPaymentDate && terms.first_payment_date < validFirstPaymentDate) {
    errors.push(`first payment date may not be before ${validFirstPaymentDate}`);
  }
  if (terms.phases.length === 0) {
    if (!Number.isInteger(terms.payments) || terms.payments < 1) errors.push('payments are required');
  } else if (terms.phases.length < 2) {
    errors.push('tiers need at least 2 tiers');
  } else {
    for (const p of terms.phases) {
      if (!Number.isInteger(p.payment_amount_cents) || p.payment_amount_cents <= 0) {
        errors.push(`tier ${p.index + 1} needs an amount per payment`);
      }
      if (!Number.isInteger(p.iterations) || p.iterations < 1) {
        errors.push(`tier ${p.index + 1} needs a number of payments`);
      }
    }
    if (errors.length === 0 && tiersTotal(terms.phases) > terms.total_amount_cents) {
      errors.push('tiers exceed the total amount');
    }
  }
  if (errors.length === 0) {
    if (paymentCount(terms) > MAX_PAYMENTS) errors.push(`payments may not exceed ${MAX_PAYMENTS}`);
    // floor(total / n) below the provider's minimum: autopay could never collect these payments.
    else if (terms.phases.length === 0 && terms.payments * MIN_PAYMENT_CENTS > terms.total_amount_cents)
      errors.push('each payment must be at least $0.50');
    else if (terms.phases.some((p) => p.payment_amount_cents < MIN_PAYMENT_CENTS))
      errors.push('each payment must be at least $0.50');
  }
  return errors;
}

/** The payment schedule of valid terms (call offerTermErrors first; throws on invalid terms). */
export function scheduleOf(terms: OfferTerms): Schedule {
  const errors = offerTermErrors(terms);
  if (errors.length) throw new Error(`invalid offer: ${errors.join(', ')}`);
  const amounts: number[] = [];
  let hasExtraTier = false;
  if (terms.phases.length === 0) {
    const each = Math.floor(terms.total_amount_cents / terms.payments);
    for (let i = 0; i < terms.payments - 1; i++) amounts.push(each);
    amounts.push(terms.total_amount_cents - each * (terms.payments - 1));
  } else {
    for (const p of [...terms.phases].sort((a, b) => a.index - b.index)) {
      for (let i = 0; i < p.iterations; i++) amounts.push(p.payment_amount_cents);
    }
    const rest = terms.total_amount_cents - tiersTotal(terms.phases);
    if (hasExtraPayment(terms)) {
      amounts.push(rest);
      hasExtraTier = true;
    } else if (rest > 0) {
      amounts[amounts.length - 1] += rest;
    }
  }
  const payments = amounts.map((amount_cents, index) => ({
    index,
    due_date: addMonths(terms.first_payment_date, index),
    amount_cents,
  }));
  return { payments, has_extra_tier: hasExtraTier, last_payment_amount_cents: amounts[amounts.length - 1] };
}
