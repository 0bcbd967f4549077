import type { OfferTerms, Phase } from './types';

/**
 * Offer arithmetic (DECISIONS.md section 2). Payments are monthly from the first payment date. n equal payments
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

/** The number of payments an offer makes in all (tiers plus the extra final payment when they fall short). */
export function paymentCount(terms: OfferTerms): number {
  if (terms.phases.length === 0) return terms.payments;
  const iterations = terms.phases.reduce((n, p) => n + p.iterations, 0);
  return tiersTotal(terms.phases) < terms.total_amount_cents ? iterations + 1 : iterations;
}

/** Problems with an offer's terms, in the words shown to the collector ('Offer {n} is invalid: ...'). */
export function offerTermErrors(terms: OfferTerms, validFirstPaymentDate?: string): string[] {
  const errors: string[] = [];
  if (!Number.isInteger(terms.total_amount_cents) || terms.total_amount_cents <= 0) {
    errors.push('total amount is required');
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
    if (rest > 0) {
      amounts.push(rest);
      hasExtraTier = true;
    }
  }
  const payments = amounts.map((amount_cents, index) => ({
    index,
    due_date: addMonths(terms.first_payment_date, index),
    amount_cents,
  }));
  return { payments, has_extra_tier: hasExtraTier, last_payment_amount_cents: amounts[amounts.length - 1] };
}
