/**
 * The vocabulary of a negotiation. Pure types: the backend, the worker, the
 * seed and the pages share them.
 */

export type Party = 'consumer' | 'collector' | 'system';

/** One payment tier: `iterations` monthly payments of `payment_amount_cents`. */
export interface Phase {
  index: number;
  payment_amount_cents: number;
  iterations: number;
}

/** The terms of one offer. Either `payments` equal payments, or two or more `phases` (tiers). */
export interface OfferTerms {
  total_amount_cents: number;
  payments: number;
  /** ISO date, YYYY-MM-DD. */
  first_payment_date: string;
  phases: Phase[];
}

export const CURRENT_ACTION_TYPES = [
  'accept_or_counteroffer',
  'waiting_for_customer',
  'request_payment_details',
  'request_settlement_agreement',
  'waiting_for_signed_settlement_agreement',
  'waiting_for_payment',
  'payment_setup_complete',
  'first_payment_made',
] as const;

export type CurrentActionType = (typeof CURRENT_ACTION_TYPES)[number];

/** States in which the next move is the collector's (the "waiting on collector" metric). */
export const COLLECTOR_TURN: ReadonlySet<CurrentActionType> = new Set([
  'accept_or_counteroffer',
  'request_payment_details',
  'request_settlement_agreement',
]);

/** States in which the next move is the consumer's (the "waiting on consumer" metric). */
export const CONSUMER_TURN: ReadonlySet<CurrentActionType> = new Set([
  'waiting_for_customer',
  'waiting_for_signed_settlement_agreement',
  'waiting_for_payment',
  'payment_setup_complete',
]);

/**
 * Every event action. Party decides the meaning of the shared ones: an `offer` is always the consumer's opening;
 * `counteroffer` and `accept` exist on both sides.
 */
export type NegotiationAction =
  | 'offer'
  | 'counteroffer'
  | 'accept'
  | 'sent_confusing_response_to_offer'
  | 'sent_confusing_response_to_payment_details_request'
  | 'sent_payment_details'
  | 'sent_settlement_agreement'
  | 'signed_settlement_agreement'
  | 'set_up_autopay'
  | 'payment_made'
  /** The consumer disputes the debt (W-VALIDATION): the negotiation pauses. */
  | 'dispute'
  /** The collector sends verification of a disputed debt: the negotiation resumes where it paused. */
  | 'sent_verification';

/** What the state machine needs of an event: who did what, and the terms when the action carries offers. */
export interface NegotiationEventInput {
  party: Party;
  action: NegotiationAction;
  /** Offers carried by the event: one for a consumer offer or counter, 1 to 5 for a collector counteroffer. */
  offers?: OfferTerms[];
  /** For `accept`: which of the other side's offers was accepted (0-based; the consumer's single offer is 0). */
  accepted_offer_index?: number;
  /** For `accept`: whether the firm had payment details on file at that moment (then payment details are skipped). */
  payment_details_on_file?: boolean;
  /** For `payment_made`: how many scheduled payments have been made in all, and how many the plan has. */
  payments_made?: number;
  payments_total?: number;
}
