import { percentage } from '@parley/domain/money';
import {
  currentActionOf,
  deriveState,
  DISPUTED,
  MAKING_PAYMENTS,
  PAID,
  paymentCount,
  statusRank,
  type NegotiationEventInput,
  type OfferTerms,
  type Party,
  type NegotiationAction,
  type CurrentActionType,
  type NegotiationState,
} from '@parley/domain/negotiation';

/** What the read model is computed from: one account's facts, events and payments. */
export interface AccountFacts {
  customerName: string | null;
  email: string | null;
  birthdate: string | null;
  fileNumber: string | null;
  civilNumber: string | null;
  lawsuitState: string | null;
  plaintiffName: string | null;
  lawsuitAmountCents: number | null;
  lawsuitExists: boolean;
  hasDebtAnswer: boolean;
  hasDetailedData: boolean;
  /** Oldest first, each with the offers it carried (by offer index). */
  events: Array<{
    id: number;
    party: Party;
    action: NegotiationAction;
    params: Record<string, unknown>;
    createdAt: Date;
    offers: OfferTerms[];
  }>;
  /** Succeeded payments: gross amount and the platform's commission, in cents. */
  succeededPayments: Array<{ amount: number; commission: number }>;
}

/** The rm_* columns of customer_documents. */
export interface AccountReadModel {
  rmCustomerName: string | null;
  rmEmail: string | null;
  rmBirthdate: string | null;
  rmCivilNumber: string | null;
  rmLawsuitState: string | null;
  rmPlaintiffName: string | null;
  rmLawsuitAmountCents: number | null;
  rmLawsuitExists: boolean;
  rmLastAction: string | null;
  rmStatus: string | null;
  rmStatusRank: number | null;
  rmStatusDate: Date | null;
  rmCurrentAction: CurrentActionType | null;
  rmCurrentActionParams: Record<string, unknown> | null;
  rmOfferTotalCents: number | null;
  rmOfferPayments: number | null;
  rmOfferTiers: number | null;
  rmFirstPaymentDate: string | null;
  rmOfferPercentage: string | null;
  rmPaymentsMade: number;
  rmPaidCents: number;
  rmCollectedCents: number;
  rmAgreedTotalCents: number | null;
  rmSearch: string;
  rmHasDebtAnswer: boolean;
  rmHasDetailedData: boolean;
}

/** Maps a stored event (params + the offers written with it) to the state machine's input. */
export function toMachineEvent(e: AccountFacts['events'][number]): NegotiationEventInput {
  const p = e.params;
  return {
    party: e.party,
    action: e.action,
    offers: e.offers.length ? e.offers : undefined,
    accepted_offer_index: typeof p.accepted_offer_index === 'number' ? p.accepted_offer_index : undefined,
    payment_details_on_file: p.payment_details_on_file === true,
    payments_made: typeof p.payments_made === 'number' ? p.payments_made : undefined,
    payments_total: typeof p.payments_total === 'number' ? p.payments_total : undefined,
  };
}

/** The read model of one account. Pure: the same facts always give the same columns. */
export function projectAccount(f: AccountFacts): AccountReadModel {
  const state = deriveState(f.events.map(toMachineEvent));
  const current = currentActionOf(state);
  const paid = current?.params.paid === true;
  const status = statusOf(state, current?.type === 'first_payment_made', paid);
  const latest = f.events[f.events.length - 1];
  const offer = offerOnRecord(state);
  const pct = offer && f.lawsuitAmountCents ? percentage(offer.total_amount_cents, f.lawsuitAmountCents) : null;
  const paidCents = f.succeededPayments.reduce((s, p) => s + p.amount, 0);
  const collected = f.succeededPayments.reduce((s, p) => s + p.amount - p.commission, 0);
  return {
    rmCustomerName: f.customerName,
    rmEmail: f.email,
    rmBirthdate: f.birthdate,
    rmCivilNumber: f.civilNumber,
    rmLawsuitState: f.lawsuitState,
    rmPlaintiffName: f.plaintiffName,
    rmLawsuitAmountCents: f.lawsuitAmountCents,
    rmLawsuitExists: f.lawsuitExists,
    rmLastAction: state.lastAction,
    rmStatus: status,
    rmStatusRank: status === null ? null : statusRank(status),
    rmStatusDate: latest?.createdAt ?? null,
    rmCurrentAction: current?.type ?? null,
    rmCurrentActionParams: current?.params ?? null,
    rmOfferTotalCents: offer?.total_amount_cents ?? null,
    rmOfferPayments: offer ? paymentCount(offer) : null,
    rmOfferTiers: offer ? offer.phases.length : null,
    rmFirstPaymentDate: offer?.first_payment_date ?? null,
    rmOfferPercentage: pct === null ? null : pct.toFixed(1),
    rmPaymentsMade: f.succeededPayments.length,
    rmPaidCents: paidCents,
    rmCollectedCents: collected,
    rmAgreedTotalCents: state.agreed?.total_amount_cents ?? null,
    rmSearch: searchText(f),
    rmHasDebtAnswer: f.hasDebtAnswer,
    rmHasDetailedData: f.hasDetailedData,
  };
}

/** The Status column: Disputed while a dispute is open, the payment labels, else last_action. */
export function statusOf(state: NegotiationState, paying: boolean, paid: boolean): string | null {
  if (state.disputed) return DISPUTED;
  if (paying) return paid ? PAID : MAKING_PAYMENTS;
  return state.lastAction;
}

/**
 * The offer the list shows (Offer Amount, # Pays, First Payment): the agreed terms once accepted, otherwise the
 * first of the offers waiting for an answer.
 */
export function offerOnRecord(state: NegotiationState): OfferTerms | null {
  return state.agreed ?? state.openOffers[0] ?? null;
}

/** Lower-cased haystack of the fields the search box covers: name, reference, file number, e-mail. */
export function searchText(f: Pick<AccountFacts, 'customerName' | 'civilNumber' | 'fileNumber' | 'email'>): string {
  return [f.customerName, f.civilNumber, f.fileNumber, f.email]
    .filter((v): v is string => !!v)
    .join(' | ')
    .toLowerCase();
}
