import { actionLabel } from './labels';
import type { CurrentActionType, NegotiationEventInput, OfferTerms } from './types';

/**
 * The negotiation state machine: one pure function from a document's events to its
 * current_action and last_action. The API, the worker, the seed and the tests all use it; nothing else decides a
 * document's state.
 */

export interface CurrentAction {
  type: CurrentActionType;
  params: Record<string, unknown>;
}

export interface NegotiationState {
  /** Null before the consumer's first offer. */
  current: CurrentActionType | null;
  lastAction: string | null;
  /** Offers waiting for an answer: the consumer's (accept_or_counteroffer) or the collector's (waiting_for_customer). */
  openOffers: OfferTerms[];
  /** The accepted terms, once either side accepted. */
  agreed: OfferTerms | null;
  paymentsMade: number;
  paymentsTotal: number;
  /** The consumer disputed the debt and the collector has not sent verification yet: the negotiation is paused. */
  disputed: boolean;
  /** The collector answered a dispute with verification (a debt is disputed once; collection then resumes). */
  verified: boolean;
}

export const INITIAL_STATE: NegotiationState = {
  current: null,
  lastAction: null,
  openOffers: [],
  agreed: null,
  paymentsMade: 0,
  paymentsTotal: 0,
  disputed: false,
  verified: false,
};

/** Said to whoever tries to move a disputed negotiation (W-VALIDATION: collection pauses). */
export const DISPUTE_PAUSES =
  'This account is disputed. Negotiation resumes when the collector sends verification of the debt.';
export const DISPUTE_TOO_LATE = 'A debt can be disputed only before the settlement agreement is signed.';
export const DISPUTE_ALREADY_VERIFIED = 'The collector has already sent verification of this debt.';

/**
 * Where a dispute may be opened: before any offer, and every state before the consumer signs. After the signature
 * the consumer has agreed to the debt's settlement; a dispute then is a matter for the agreement, not this workflow.
 */
export const DISPUTABLE: ReadonlyArray<CurrentActionType | null> = [
  null,
  'accept_or_counteroffer',
  'waiting_for_customer',
  'request_payment_details',
  'request_settlement_agreement',
  'waiting_for_signed_settlement_agreement',
];

/** A transition the rules do not allow; `message` is fit to show to the user. */
export class RefusedTransition extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefusedTransition';
  }
}

/**
 * Who answers an offer for the firm: a collector, or the system acting on the firm's own settlement rule (an
 * automatic acceptance or counteroffer). Every other firm step stays a collector's.
 */
function firm(party: NegotiationEventInput['party']): boolean {
  return party === 'collector' || party === 'system';
}

function refuse(state: NegotiationState, e: NegotiationEventInput): never {
  const where = state.current ?? 'no offer yet';
  throw new RefusedTransition(`${actionLabel(e.party, e.action)} is not possible while the account is at ${where}.`);
}

function afterAcceptance(state: NegotiationState, e: NegotiationEventInput, agreed: OfferTerms): NegotiationState {
  return {
    ...state,
    openOffers: [],
    agreed,
    current: e.payment_details_on_file ? 'request_settlement_agreement' : 'request_payment_details',
  };
}

/** Applies one event; throws RefusedTransition when the event is not allowed in the current state. */
export function applyEvent(state: NegotiationState, e: NegotiationEventInput): NegotiationState {
  const next = transition(state, e);
  return { ...next, lastAction: actionLabel(e.party, e.action) };
}

function transition(s: NegotiationState, e: NegotiationEventInput): NegotiationState {
  const who = e.party;
  // While a dispute is open only the collector's verification moves the account (it resumes where it paused).
  if (s.disputed) {
    if (e.action === 'sent_verification' && who === 'collector') return { ...s, disputed: false, verified: true };
    throw new RefusedTransition(DISPUTE_PAUSES);
  }
  switch (e.action) {
    case 'dispute':
      if (who !== 'consumer') return refuse(s, e);
      if (!DISPUTABLE.includes(s.current)) throw new RefusedTransition(DISPUTE_TOO_LATE);
      if (s.verified) throw new RefusedTransition(DISPUTE_ALREADY_VERIFIED);
      return { ...s, disputed: true };
    case 'sent_verification':
      // Verification answers a dispute; there is none open here.
      return refuse(s, e);
    case 'offer':
      // The consumer's opening offer; a new offer is also allowed after the collector went quiet with a confusing reply.
      if (who !== 'consumer' || (s.current !== null && s.current !== 'accept_or_counteroffer')) return refuse(s, e);
      if (e.offers?.length !== 1) throw new RefusedTransition('An offer carries exactly one set of terms.');
      return { ...s, current: 'accept_or_counteroffer', openOffers: [e.offers[0]] };
    case 'counteroffer':
      if (firm(who) && s.current === 'accept_or_counteroffer') {
        const n = e.offers?.length ?? 0;
        if (n < 1 || n > 5) throw new RefusedTransition('A counteroffer carries 1 to 5 offers.');
        return { ...s, current: 'waiting_for_customer', openOffers: e.offers! };
      }
      if (who === 'consumer' && s.current === 'waiting_for_customer') {
        if (e.offers?.length !== 1) throw new RefusedTransition('A consumer counteroffer carries exactly one offer.');
        return { ...s, current: 'accept_or_counteroffer', openOffers: [e.offers[0]] };
      }
      return refuse(s, e);
    case 'accept': {
      const mayAccept =
        (firm(who) && s.current === 'accept_or_counteroffer') ||
        (who === 'consumer' && s.current === 'waiting_for_customer');
      if (!mayAccept) return refuse(s, e);
      const index = e.accepted_offer_index ?? 0;
      const agreed = s.openOffers[index];
      if (!agreed) throw new RefusedTransition(`There is no offer ${index + 1} to accept.`);
      return afterAcceptance(s, e, agreed);
    }
    case 'sent_confusing_response_to_offer':
      if (who !== 'collector' || s.current !== 'accept_or_counteroffer') return refuse(s, e);
      return s;
    case 'sent_confusing_response_to_payment_details_request':
      if (who !== 'collector' || s.current !== 'request_payment_details') return refuse(s, e);
      return s;
    case 'sent_payment_details':
      if (who !== 'collector' || s.current !== 'request_payment_details') return refuse(s, e);
      return { ...s, current: 'request_settlement_agreement' };
    case 'sent_settlement_agreement':
      if (who !== 'collector' || s.current !== 'request_settlement_agreement') return refuse(s, e);
      return { ...s, current: 'waiting_for_signed_settlement_agreement' };
    case 'signed_settlement_agreement':
      if (who !== 'consumer' || s.current !== 'waiting_for_signed_settlement_agreement') return refuse(s, e);
      return { ...s, current: 'waiting_for_payment' };
    case 'set_up_autopay':
      if (who !== 'consumer' || s.current !== 'waiting_for_payment') return refuse(s, e);
      return { ...s, current: 'payment_setup_complete' };
    case 'payment_made': {
      const payable = ['waiting_for_payment', 'payment_setup_complete', 'first_payment_made'];
      if (who !== 'system' || !s.current || !payable.includes(s.current)) return refuse(s, e);
      return {
        ...s,
        current: 'first_payment_made',
        // Events can arrive out of order (a late webhook of an earlier payment): progress never moves backwards.
        paymentsMade: Math.max(s.paymentsMade, e.payments_made ?? s.paymentsMade + 1),
        paymentsTotal: e.payments_total ?? s.paymentsTotal,
      };
    }
  }
}

/** Folds a document's events, oldest first. Throws RefusedTransition if the history itself is impossible. */
export function deriveState(events: readonly NegotiationEventInput[]): NegotiationState {
  return events.reduce(applyEvent, INITIAL_STATE);
}

/** The current_action with the params the collector's panel needs. */
export function currentActionOf(state: NegotiationState): CurrentAction | null {
  const action = baseActionOf(state);
  // A disputed account keeps its place; the flag tells both sides that it is paused.
  if (action && state.disputed) action.params.disputed = true;
  return action;
}

function baseActionOf(state: NegotiationState): CurrentAction | null {
  if (!state.current) return null;
  switch (state.current) {
    case 'accept_or_counteroffer':
      return { type: state.current, params: { offer: state.openOffers[0] } };
    case 'waiting_for_customer':
      return { type: state.current, params: { offers: state.openOffers } };
    case 'first_payment_made':
      return {
        type: state.current,
        params: {
          agreed_offer: state.agreed,
          payments_made: state.paymentsMade,
          payments_total: state.paymentsTotal,
          paid: state.paymentsTotal > 0 && state.paymentsMade >= state.paymentsTotal,
        },
      };
    default:
      return { type: state.current, params: { agreed_offer: state.agreed } };
  }
}
