import { addDays, MIN_PAYMENT_CENTS, offerTermErrors, paymentCount } from '../negotiation/schedule';
import type { OfferTerms } from '../negotiation/types';
import { affordablePayments } from './affordability';
import { shareOf, type AutoAccept, type AutoCounter } from './rules';

/**
 * What a firm's settlement rule answers to a consumer's offer, decided without any I/O (the worker applies it, the
 * rules page previews it on the open offers).
 *
 * - An offer meeting `auto_accept` is accepted: a single payment from `lump_sum_min_percentage` of the lawsuit
 *   amount, a plan from `plan_min_percentage` in at most `max_payments` payments (an extra final payment counts), the
 *   first payment at most `max_first_payment_delay_days` after the day the offer arrived.
 * - An offer that meets those terms but starts before valid_first_payment_date cannot be accepted as it is: the firm
 *   counters with the same terms and the first payment moved to valid_first_payment_date.
 * - Otherwise, with `auto_counter`, the firm counters at `percentage` of the lawsuit amount (never below the
 *   consumer's own total), in as many equal payments as the consumer asked for, up to `max_payments`; when the
 *   consumer's disposable income is known, more payments (up to `max_payments`) so that no payment exceeds it, and
 *   no counteroffer at all when even that cannot (a collector decides). The first payment is the consumer's date,
 *   moved to valid_first_payment_date when earlier and, when the rule also accepts, to the latest date it accepts
 *   when later.
 */

export interface AnsweringRule {
  auto_accept: AutoAccept | null;
  auto_counter: AutoCounter | null;
}

export interface OfferContext {
  /** The consumer's open offer. */
  offer: OfferTerms;
  lawsuitAmountCents: number;
  /** The day (YYYY-MM-DD, UTC) the offer arrived. */
  arrivalDate: string;
  validFirstPaymentDate: string;
  /** Income less expenses a month, when the consumer's budget is known. */
  disposableIncomeCents: number | null;
}

export type NoAnswerReason =
  /** The offer is below the rule's acceptance terms and the rule does not counteroffer. */
  | 'not_accepted_no_counter'
  /** The counteroffer would ask more a month than the consumer's disposable income in every plan the rule allows. */
  | 'over_budget'
  /** The counteroffer the rule describes is not a valid offer (e.g. payments under $0.50). */
  | 'invalid_counteroffer';

export type AutoAnswer =
  | { kind: 'accept' }
  | { kind: 'counteroffer'; offer: OfferTerms; reason: 'first_payment_date_moved' | 'auto_counter' }
  | { kind: 'none'; reason: NoAnswerReason };

export const NO_ANSWER_TEXT: Record<NoAnswerReason, string> = {
  not_accepted_no_counter: 'Below the acceptance terms; the rule does not counteroffer.',
  over_budget: "No plan within the rule's payments fits the consumer's disposable income.",
  invalid_counteroffer: 'The counteroffer the rule describes would not be a valid offer.',
};

/** Whether an offer meets the acceptance terms, the first payment date aside (that is checked on its own). */
export function meetsAcceptTerms(accept: AutoAccept, ctx: OfferContext): boolean {
  const { offer } = ctx;
  const count = paymentCount(offer);
  const lump = count === 1;
  const floor = shareOf(lump ? accept.lump_sum_min_percentage : accept.plan_min_percentage, ctx.lawsuitAmountCents);
  if (offer.total_amount_cents < floor) return false;
  if (count > accept.max_payments) return false;
  return offer.first_payment_date <= latestAcceptedDate(accept, ctx);
}

function latestAcceptedDate(accept: AutoAccept, ctx: OfferContext): string {
  return addDays(ctx.arrivalDate, accept.max_first_payment_delay_days);
}

export function decideAutoAnswer(rule: AnsweringRule, ctx: OfferContext): AutoAnswer {
  const { offer } = ctx;
  if (rule.auto_accept && meetsAcceptTerms(rule.auto_accept, ctx)) {
    if (offer.first_payment_date >= ctx.validFirstPaymentDate) return { kind: 'accept' };
    const moved = { ...offer, phases: offer.phases.map((p) => ({ ...p })), first_payment_date: ctx.validFirstPaymentDate };
    return { kind: 'counteroffer', offer: moved, reason: 'first_payment_date_moved' };
  }
  if (!rule.auto_counter) return { kind: 'none', reason: 'not_accepted_no_counter' };
  return counterOf(rule.auto_counter, rule.auto_accept, ctx);
}

function counterOf(counter: AutoCounter, accept: AutoAccept | null, ctx: OfferContext): AutoAnswer {
  const { offer } = ctx;
  const total = Math.max(shareOf(counter.percentage, ctx.lawsuitAmountCents), offer.total_amount_cents);
  // Never a payment under the smallest card charge: at most total / $0.50 payments.
  const most = Math.min(counter.max_payments, Math.floor(total / MIN_PAYMENT_CENTS));
  if (most < 1) return { kind: 'none', reason: 'invalid_counteroffer' };
  const asked = Math.min(Math.max(1, paymentCount(offer)), most);
  let payments = asked;
  if (ctx.disposableIncomeCents !== null) {
    const fits = affordablePayments(total, ctx.disposableIncomeCents, asked, most);
    if (fits === null) return { kind: 'none', reason: 'over_budget' };
    payments = fits;
  }
  let first = offer.first_payment_date < ctx.validFirstPaymentDate ? ctx.validFirstPaymentDate : offer.first_payment_date;
  if (accept) {
    const latest = latestAcceptedDate(accept, ctx);
    if (first > latest) first = latest < ctx.validFirstPaymentDate ? ctx.validFirstPaymentDate : latest;
  }
  const terms: OfferTerms = { total_amount_cents: total, payments, first_payment_date: first, phases: [] };
  if (offerTermErrors(terms, ctx.validFirstPaymentDate).length) return { kind: 'none', reason: 'invalid_counteroffer' };
  return { kind: 'counteroffer', offer: terms, reason: 'auto_counter' };
}
