import {
  offerErrors,
  parseDollars,
  scheduleOf,
  toOfferTerms,
  type OfferInput,
  type Schedule,
} from '@parley/domain/negotiation';
import { largestPayment, type Budget } from '@parley/domain/settlement-rules/affordability';
import type { OfferBody } from './api';

/**
 * The consumer's offer form as typed (strings), and the pure rules over it. Errors come from the domain's
 * offerErrors, so the page refuses exactly what the server refuses, in the same words.
 */

export interface TierDraft {
  key: number;
  /** Dollars per payment, as typed. */
  amount: string;
  payments: string;
}

export interface OfferDraft {
  total: string;
  firstPaymentDate: string;
  mode: 'payments' | 'tiers';
  payments: string;
  tiers: TierDraft[];
}

let tierKeys = 0;
export const emptyTier = (): TierDraft => ({ key: ++tierKeys, amount: '', payments: '' });

export function emptyDraft(firstPaymentDate: string): OfferDraft {
  return { total: '', firstPaymentDate, mode: 'payments', payments: '', tiers: [emptyTier(), emptyTier()] };
}

/** Money inputs keep only digits and one decimal point with at most two decimals. */
export function keepMoney(value: string): string {
  const kept = value.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  if (point < 0) return kept.slice(0, 9);
  return `${kept.slice(0, point).slice(0, 9)}.${kept.slice(point + 1).replace(/\./g, '').slice(0, 2)}`;
}

export const keepCount = (value: string): string => value.replace(/\D/g, '').slice(0, 3);

/** The draft as the API's offer input (tier amounts in cents; an unreadable amount becomes 0 and is reported). */
export function toOfferBody(d: OfferDraft): OfferBody {
  if (d.mode === 'tiers') {
    return {
      total_amount: d.total,
      first_payment_date: d.firstPaymentDate,
      phases: d.tiers.map((t, index) => ({
        index,
        payment_amount_cents: parseDollars(t.amount || '0') ?? 0,
        iterations: Number(t.payments || 0),
      })),
    };
  }
  return { total_amount: d.total, first_payment_date: d.firstPaymentDate, payments: Number(d.payments || 0) };
}

export function draftErrors(d: OfferDraft, validFirstPaymentDate: string, debtCents: number | null): string[] {
  return offerErrors(toOfferBody(d) as OfferInput, validFirstPaymentDate, debtCents);
}

/** The schedule the draft makes, once it is valid (the preview under the form). */
export function draftSchedule(d: OfferDraft, validFirstPaymentDate: string, debtCents: number | null): Schedule | null {
  if (draftErrors(d, validFirstPaymentDate, debtCents).length) return null;
  return scheduleOf(toOfferTerms(toOfferBody(d) as OfferInput));
}

/**
 * What the consumer's own budget says about a draft: the monthly payment it supports (their disposable income) and
 * the largest payment the draft asks, and whether that is more. Null while the budget is unknown or the draft is not
 * a valid offer yet.
 */
export function budgetCheck(
  d: OfferDraft,
  validFirstPaymentDate: string,
  debtCents: number | null,
  budget: Budget | null | undefined,
): { supportedCents: number; askedCents: number; over: boolean } | null {
  if (!budget || budget.disposable_income_cents === null) return null;
  if (draftErrors(d, validFirstPaymentDate, debtCents).length) return null;
  const asked = largestPayment(toOfferTerms(toOfferBody(d) as OfferInput));
  return { supportedCents: budget.disposable_income_cents, askedCents: asked, over: asked > budget.disposable_income_cents };
}
