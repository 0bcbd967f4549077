import { MIN_PAYMENT_CENTS, offerErrors, parseDollars, type OfferInput } from '@parley/domain/negotiation';
import type { SuggestedPlan } from '@parley/domain/settlement-rules/affordability';

/**
 * The counteroffer form's drafts: what the collector has typed, as strings, and the pure
 * rules over them. Amounts become cents with the domain's parseDollars, and errors come from the domain's
 * offerErrors, so the page refuses exactly what the server refuses.
 */

/** At most 5 simultaneous counteroffers. */
export const MAX_OFFERS = 5;
/** The server accepts at most 20 tiers per offer (negotiation.dto.ts). */
export const MAX_TIERS = 20;

export interface TierDraft {
  /** Stable React key: numbering is by position and compacts, keys do not. */
  key: string;
  /** Dollars per payment, as typed. */
  amount: string;
  /** Number of payments, as typed. */
  payments: string;
}

export interface OfferDraft {
  key: string;
  /** Dollars, as typed. */
  total: string;
  /** YYYY-MM-DD. */
  firstPaymentDate: string;
  /** Equal payments, used when there are no tiers. */
  payments: string;
  /** Empty, or 2 and more tiers. */
  tiers: TierDraft[];
}

let keys = 0;
const nextKey = (prefix: string) => `${prefix}-${++keys}`;

export function emptyTier(): TierDraft {
  return { key: nextKey('tier'), amount: '', payments: '' };
}

export function emptyOffer(firstPaymentDate = ''): OfferDraft {
  return { key: nextKey('offer'), total: '', firstPaymentDate, payments: '', tiers: [] };
}

/** Money inputs keep only digits and the decimal point: one point, at most two decimals (cents). */
export function filterMoneyInput(value: string): string {
  const kept = value.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  if (point < 0) return kept;
  const decimals = kept.slice(point + 1).replace(/\./g, '').slice(0, 2);
  return `${kept.slice(0, point)}.${decimals}`;
}

/** Payment counts keep only digits (at most 3: no plan runs 1,000 months). */
export function filterCountInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, 3);
}

/** Cents -> the dollars string a money input shows ("1234.5" -> "1234.50"). */
export function centsToInput(cents: number): string {
  return (cents / 100).toFixed(2);
}

function count(value: string): number | null {
  if (!/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

function cents(value: string): number | null {
  const c = value.trim() === '' ? null : parseDollars(value);
  return c !== null && c > 0 ? c : null;
}

/** What a tier pays in all, or null while either figure is missing. */
export function tierTotalCents(tier: TierDraft): number | null {
  const amount = cents(tier.amount);
  const payments = count(tier.payments);
  return amount === null || payments === null ? null : amount * payments;
}

/**
 * Remaining balance = total minus the sum of (tier amount x payments), over the complete tiers.
 * Null while the total is not a valid amount. Negative when the tiers exceed the total.
 */
export function remainingCents(offer: OfferDraft, exceptTier?: number): number | null {
  const total = cents(offer.total);
  if (total === null) return null;
  return offer.tiers.reduce((rest, tier, i) => (i === exceptTier ? rest : rest - (tierTotalCents(tier) ?? 0)), total);
}

/**
 * Auto-fill: when exactly one of a tier's amount or payments is given and a balance remains
 * after the other tiers, the missing amount is remaining / payments (rounded down to the cent, so the tiers
 * never exceed the total; the cents left over are carried by the final payment), or the missing payments is
 * remaining / amount rounded up. Returns the offer unchanged when the rule does not apply.
 */
export function autoFillTier(offer: OfferDraft, tierIndex: number): OfferDraft {
  const tier = offer.tiers[tierIndex];
  if (!tier) return offer;
  const amount = cents(tier.amount);
  const payments = count(tier.payments);
  const hasAmount = tier.amount.trim() !== '';
  const hasPayments = tier.payments.trim() !== '';
  if (hasAmount === hasPayments) return offer;
  const remaining = remainingCents(offer, tierIndex);
  if (remaining === null || remaining <= 0) return offer;
  let filled: TierDraft;
  if (payments !== null) {
    const each = Math.floor(remaining / payments);
    if (each <= 0) return offer;
    filled = { ...tier, amount: centsToInput(each) };
  } else if (amount !== null) {
    filled = { ...tier, payments: String(Math.ceil(remaining / amount)) };
  } else {
    return offer;
  }
  return { ...offer, tiers: offer.tiers.map((t, i) => (i === tierIndex ? filled : t)) };
}

/** Switches an offer to tiers: an offer uses either one payment count or 2 or more tiers. */
export function switchToTiers(offer: OfferDraft): OfferDraft {
  if (offer.tiers.length) return offer;
  return { ...offer, tiers: [emptyTier(), emptyTier()] };
}

export function addTier(offer: OfferDraft): OfferDraft {
  if (offer.tiers.length === 0) return switchToTiers(offer);
  if (offer.tiers.length >= MAX_TIERS) return offer;
  return { ...offer, tiers: [...offer.tiers, emptyTier()] };
}

/** Removing a tier when there are 2 or fewer clears the tiers (a single tier is not a tiered offer). */
export function removeTier(offer: OfferDraft, tierIndex: number): OfferDraft {
  if (tierIndex < 0 || tierIndex >= offer.tiers.length) return offer;
  if (offer.tiers.length <= 2) return { ...offer, tiers: [] };
  return { ...offer, tiers: offer.tiers.filter((_, i) => i !== tierIndex) };
}

export function updateTier(offer: OfferDraft, tierIndex: number, patch: Partial<Omit<TierDraft, 'key'>>): OfferDraft {
  return { ...offer, tiers: offer.tiers.map((t, i) => (i === tierIndex ? { ...t, ...patch } : t)) };
}

/** Up to 5 offers; the new one starts on the same first payment date as the last. */
export function addOffer(offers: readonly OfferDraft[], firstPaymentDate: string): OfferDraft[] {
  if (offers.length >= MAX_OFFERS) return [...offers];
  return [...offers, emptyOffer(offers.at(-1)?.firstPaymentDate || firstPaymentDate)];
}

/** Removes an offer; at least one remains. Numbering is by position, so it compacts by itself. */
export function removeOffer(offers: readonly OfferDraft[], index: number): OfferDraft[] {
  if (offers.length <= 1 || index < 0 || index >= offers.length) return [...offers];
  return offers.filter((_, i) => i !== index);
}

/** The offer as create_counteroffer and determine_offer_last_payment take it. */
export function toOfferInput(offer: OfferDraft): Required<OfferInput> {
  const phases = offer.tiers.map((tier, index) => ({
    index,
    payment_amount_cents: cents(tier.amount) ?? 0,
    iterations: count(tier.payments) ?? 0,
  }));
  return {
    total_amount: offer.total.trim(),
    first_payment_date: offer.firstPaymentDate,
    payments: phases.length ? phases.reduce((n, p) => n + p.iterations, 0) : (count(offer.payments) ?? 0),
    phases,
  };
}

/** The offer's problems in the server's words (empty when it can be sent). */
export function offerDraftErrors(offer: OfferDraft, validFirstPaymentDate: string, debtCents: number | null): string[] {
  return offerErrors(toOfferInput(offer), validFirstPaymentDate, debtCents);
}

/** Whether the terms are complete enough to ask for the last payment (the date rule is the submit's business). */
export function canComputeLastPayment(offer: OfferDraft, debtCents: number | null): boolean {
  return offerDraftErrors(offer, '0000-01-01', debtCents).length === 0;
}

export interface CounterofferPayload {
  customer_document_id: number | string;
  offers: Array<Required<OfferInput> & { customer_document_id: number | string }>;
  disclosures: string[];
}

export function counterofferPayload(
  customerDocumentId: number | string,
  offers: readonly OfferDraft[],
  disclosures: string[],
): CounterofferPayload {
  return {
    customer_document_id: customerDocumentId,
    offers: offers.map(offer => ({ customer_document_id: customerDocumentId, ...toOfferInput(offer) })),
    disclosures,
  };
}

/**
 * The suggested plan the consumer can afford (the row's affordability), filled into an offer with one click: its
 * total and its number of equal monthly payments (floor(total / n), the rest in the last, as the plan was worked
 * out); the first payment date stays as the collector set it, and any tiers are cleared.
 */
export function withSuggestedPlan(offer: OfferDraft, plan: SuggestedPlan): OfferDraft {
  return { ...offer, total: centsToInput(plan.total_amount_cents), payments: String(plan.payments), tiers: [] };
}

/** An offer's fields in the order the card shows them, as paths inside the offer ('tiers.0.amount'). */
export function offerFieldPaths(offer: OfferDraft): string[] {
  if (!offer.tiers.length) return ['total', 'firstPaymentDate', 'payments'];
  return ['total', 'firstPaymentDate', ...offer.tiers.flatMap((_, i) => [`tiers.${i}.amount`, `tiers.${i}.payments`])];
}

/**
 * The field of the offer one of the server's offer sentences is about (a path inside the offer), so it is shown
 * under that field: a tier's own sentences on the tier, the payment rules on the payment count (or, with tiers, on
 * the tier they are about), and what compares the whole offer with its total on the total.
 */
export function offerFieldOfError(offer: OfferDraft, sentence: string): string {
  const tier = /^tier (\d+) needs (an amount|a number)/.exec(sentence);
  if (tier) return `tiers.${Number(tier[1]) - 1}.${tier[2] === 'an amount' ? 'amount' : 'payments'}`;
  if (sentence.startsWith('first payment date')) return 'firstPaymentDate';
  const paymentRule = sentence === 'payments are required' || sentence.startsWith('payments may not exceed') || sentence.startsWith('each payment must be');
  if (paymentRule && !offer.tiers.length) return 'payments';
  if (paymentRule && sentence.startsWith('each payment must be')) {
    const small = offer.tiers.findIndex(t => (cents(t.amount) ?? 0) < MIN_PAYMENT_CENTS);
    return `tiers.${Math.max(small, 0)}.amount`;
  }
  if (paymentRule) return `tiers.${offer.tiers.length - 1}.payments`;
  return 'total';
}

/** The offer's problems by field (a path inside the offer), each field's sentences joined as the server joins them. */
export function offerFieldErrors(offer: OfferDraft, validFirstPaymentDate: string, debtCents: number | null): Record<string, string> {
  return sentencesByField(offer, offerDraftErrors(offer, validFirstPaymentDate, debtCents));
}

export function sentencesByField(offer: OfferDraft, sentences: readonly string[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const sentence of sentences) {
    const path = offerFieldOfError(offer, sentence);
    fields[path] = fields[path] ? `${fields[path]}, ${sentence}` : sentence;
  }
  return fields;
}
