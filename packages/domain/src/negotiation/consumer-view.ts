import { formatUsd } from '../money';
import type { NegotiationState } from './state-machine';
import type { NegotiationAction, OfferTerms, Party } from './types';

/**
 * The consumer's side of a negotiation in plain words. Pure: the API answers with it and the settlement page shows it.
 */

/** What the consumer must do now (or is waiting for). */
export type ConsumerStep =
  | 'make_offer'
  | 'waiting_for_collector'
  | 'choose_offer'
  | 'waiting_for_agreement'
  | 'sign_agreement'
  | 'set_up_autopay'
  | 'paying'
  | 'paid'
  | 'disputed';

/** The progress stepper's stages, in order. */
export const CONSUMER_STAGES = [
  'Offer sent',
  'Collector answered',
  'Offer accepted',
  'Agreement prepared',
  'Agreement signed',
  'Autopay set up',
  'Paying',
  'Paid',
] as const;

export function consumerStepOf(state: NegotiationState): ConsumerStep {
  if (state.disputed) return 'disputed';
  switch (state.current) {
    case null:
      return 'make_offer';
    case 'accept_or_counteroffer':
      return 'waiting_for_collector';
    case 'waiting_for_customer':
      return 'choose_offer';
    case 'request_payment_details':
    case 'request_settlement_agreement':
      return 'waiting_for_agreement';
    case 'waiting_for_signed_settlement_agreement':
      return 'sign_agreement';
    case 'waiting_for_payment':
      return 'set_up_autopay';
    case 'payment_setup_complete':
      return 'paying';
    case 'first_payment_made':
      return state.paymentsTotal > 0 && state.paymentsMade >= state.paymentsTotal ? 'paid' : 'paying';
  }
}

/**
 * How many stages of CONSUMER_STAGES are done. A paused (disputed) negotiation stays where it was; the first stage
 * is done once any offer is on the table.
 */
export function completedStages(state: NegotiationState): number {
  switch (state.current) {
    case null:
      return 0;
    case 'accept_or_counteroffer':
      return 1;
    case 'waiting_for_customer':
      return 2;
    case 'request_payment_details':
    case 'request_settlement_agreement':
      return 3;
    case 'waiting_for_signed_settlement_agreement':
      return 4;
    case 'waiting_for_payment':
      return 5;
    case 'payment_setup_complete':
      return 6;
    case 'first_payment_made':
      return consumerStepOf(state) === 'paid' ? 8 : 7;
  }
}

/** The headline of each step, addressed to the consumer. */
export const CONSUMER_STEP_TEXT: Record<ConsumerStep, string> = {
  make_offer: 'Make your settlement offer to start the negotiation.',
  waiting_for_collector: 'Your offer was sent. Waiting for the collector to answer.',
  choose_offer: 'The collector answered. Accept one of their offers, or counter back.',
  waiting_for_agreement: 'You have an agreement on the terms. The collector is preparing the settlement agreement.',
  sign_agreement: 'Your settlement agreement is ready. Read it, then sign it.',
  set_up_autopay: 'You signed the settlement agreement. Set up autopay to start your payment plan.',
  paying: 'Your payment plan is active.',
  paid: 'Paid. You have made every payment of your settlement.',
  disputed: 'You disputed this debt. The negotiation is paused until the collector sends verification of the debt.',
};

/** A short status for lists (the dashboard's 'Your settlements'). */
export const CONSUMER_STEP_LABEL: Record<ConsumerStep, string> = {
  make_offer: 'Make an offer',
  waiting_for_collector: 'Waiting for the collector',
  choose_offer: 'Offers to review',
  waiting_for_agreement: 'Agreement being prepared',
  sign_agreement: 'Ready to sign',
  set_up_autopay: 'Set up autopay',
  paying: 'Making payments',
  paid: 'Paid',
  disputed: 'Disputed',
};

/** The consumer must act (the dashboard highlights these). */
export const CONSUMER_MUST_ACT: ReadonlySet<ConsumerStep> = new Set([
  'make_offer',
  'choose_offer',
  'sign_agreement',
  'set_up_autopay',
]);

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar date as the consumer reads it (MMM d, yyyy): "2026-12-01" -> "Dec 1, 2026". */
export function formatDay(isoDate: string): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? isoDate : dayFormat.format(d);
}

/** One offer's terms in a sentence: "$1,500.00 in 3 monthly payments from Dec 1, 2026". */
export function describeTerms(o: OfferTerms): string {
  const first = formatDay(o.first_payment_date);
  if (o.phases.length) return `${formatUsd(o.total_amount_cents)} in ${o.phases.length} tiers from ${first}`;
  if (o.payments === 1) return `${formatUsd(o.total_amount_cents)} in one payment on ${first}`;
  return `${formatUsd(o.total_amount_cents)} in ${o.payments} monthly payments from ${first}`;
}

/** An event of the history as the consumer reads it ("You", "The collector"). */
export function consumerEventText(
  party: Party,
  action: NegotiationAction,
  offers: readonly OfferTerms[],
  params: Record<string, unknown> = {},
): string {
  const first = offers[0] ? describeTerms(offers[0]) : '';
  switch (action) {
    case 'offer':
      return `You offered ${first}.`;
    case 'counteroffer':
      if (party === 'consumer') return `You countered with ${first}.`;
      return offers.length === 1
        ? `The collector countered with ${first}.`
        : `The collector countered with ${offers.length} offers to choose from.`;
    case 'accept': {
      if (party !== 'consumer') return 'The collector accepted your offer.';
      const n = typeof params.accepted_offer_index === 'number' ? params.accepted_offer_index + 1 : 1;
      return `You accepted offer ${n}.`;
    }
    case 'sent_confusing_response_to_offer':
      return 'The collector sent a response to your offer that needs clarifying.';
    case 'sent_confusing_response_to_payment_details_request':
      return 'The collector sent a response about payment details that needs clarifying.';
    case 'sent_payment_details':
      return 'The collector sent where payments go.';
    case 'sent_settlement_agreement':
      return 'The collector sent the settlement agreement.';
    case 'signed_settlement_agreement':
      return typeof params.signature_name === 'string'
        ? `You signed the settlement agreement as ${params.signature_name}.`
        : 'You signed the settlement agreement.';
    case 'set_up_autopay':
      return 'You set up autopay.';
    case 'payment_made':
      return typeof params.payments_made === 'number' && typeof params.payments_total === 'number'
        ? `Payment ${params.payments_made} of ${params.payments_total} was made.`
        : 'A payment was made.';
    case 'dispute':
      return 'You disputed this debt.';
    case 'sent_verification':
      return 'The collector sent verification of the debt.';
  }
}

/** Whitespace and case do not matter, nor dots and commas ("j. rivera" is not "Jordan Rivera", "JORDAN  rivera" is). */
export function normalizeSignature(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/[.,]/g, ' ').replace(/\s+/g, ' ').trim();
}

/** The typed signature matches the consumer's name on the account. */
export function signatureMatches(typed: string, fullName: string): boolean {
  const want = normalizeSignature(fullName);
  return want.length > 0 && normalizeSignature(typed) === want;
}
