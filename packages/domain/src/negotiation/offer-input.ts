import { dollarsToCents } from '../money';
import { offerTermErrors } from './schedule';
import type { OfferTerms, Phase } from './types';

/**
 * An offer as the collector's form sends it: total_amount in dollars as typed (digits and a point),
 * first_payment_date, a payment count, and tiers with amounts in cents. Turned into OfferTerms, or the reasons it
 * cannot be, in the words of 'Offer {n} is invalid: ...'.
 */
export interface OfferInput {
  total_amount: string | number;
  first_payment_date: string;
  payments?: number | string | null;
  phases?: Array<{ index?: number; payment_amount_cents: number; iterations: number }> | null;
}

const MONEY = /^\d{1,9}(\.\d{1,2})?$/;

export function parseDollars(v: string | number): number | null {
  const s = typeof v === 'number' ? String(v) : v.trim();
  if (!MONEY.test(s)) return null;
  return dollarsToCents(Number(s));
}

/** The terms an input describes (amounts that do not parse become 0, which offerTermErrors reports). */
export function toOfferTerms(input: OfferInput): OfferTerms {
  // Tiers are paid in the order of the index they were sent with (listed order when they carry none), numbered 0..n-1.
  const listed = (input.phases ?? []).map((p, i) => ({ p, at: typeof p.index === 'number' && Number.isFinite(p.index) ? p.index : i, i }));
  listed.sort((a, b) => a.at - b.at || a.i - b.i);
  const phases: Phase[] = listed.map(({ p }, i) => ({
    index: i,
    payment_amount_cents: Number(p.payment_amount_cents),
    iterations: Number(p.iterations),
  }));
  const payments = phases.length ? phases.reduce((n, p) => n + p.iterations, 0) : Number(input.payments ?? 0);
  return {
    total_amount_cents: parseDollars(input.total_amount ?? '') ?? 0,
    payments: Number.isFinite(payments) ? payments : 0,
    first_payment_date: input.first_payment_date,
    phases,
  };
}

/** Errors of one offer against the account: its terms, the valid first payment date and the debt. */
export function offerErrors(input: OfferInput, validFirstPaymentDate: string, debtCents: number | null): string[] {
  const terms = toOfferTerms(input);
  const errors = offerTermErrors(terms, validFirstPaymentDate);
  if (debtCents && terms.total_amount_cents > debtCents) errors.push('total amount may not exceed the amount owed');
  return errors;
}

/** 'Offer {n} is invalid: {errors joined by comma}'. */
export function offerInvalidMessage(n: number, errors: readonly string[]): string {
  return `Offer ${n} is invalid: ${errors.join(', ')}`;
}

/** The terms a page showed, as it sends them back (phases optional: none for equal payments). */
export interface ShownTerms {
  total_amount_cents: number;
  payments: number;
  first_payment_date: string | null;
  phases?: ReadonlyArray<{ index: number; payment_amount_cents: number; iterations: number }> | null;
}

/** Whether the terms a page showed are these terms (tiers compared in their order). */
export function sameTerms(shown: ShownTerms, terms: OfferTerms): boolean {
  const tiers = (p: ShownTerms['phases']) =>
    [...(p ?? [])].sort((a, b) => a.index - b.index).map((t) => [t.payment_amount_cents, t.iterations]);
  return (
    shown.total_amount_cents === terms.total_amount_cents &&
    shown.payments === terms.payments &&
    shown.first_payment_date === terms.first_payment_date &&
    JSON.stringify(tiers(shown.phases)) === JSON.stringify(tiers(terms.phases))
  );
}
