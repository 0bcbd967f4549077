import { http } from '../../shared/http';
import type {
  ConsumerStep,
  CurrentActionType,
  NegotiationAction,
  OfferTerms,
  Party,
  Schedule,
} from '@parley/domain/negotiation';
import type { Budget } from '@parley/domain/settlement-rules/affordability';

/**
 * The consumer's settlement calls (docs/api/consumer-negotiation.md). Every command carries the `version` the page
 * showed, so acting on a page that is out of date gets 409 instead of accepting terms the consumer never saw.
 */

export interface OfferWithSchedule {
  terms: OfferTerms;
  schedule: Schedule | null;
}

export interface CounterofferView extends OfferWithSchedule {
  index: number;
  first_payment_date_passed: boolean;
}

export interface UploadView {
  id: string;
  filename: string;
  size: number;
  url: string;
}

export interface NegotiationView {
  customer_document: {
    id: number;
    version: number;
    firm_name: string;
    /** For 'Message collector' (the chat starts with the firm). */
    law_firm_id?: number | null;
    plaintiff_name: string | null;
    debt_amount_cents: number | null;
    civil_number: string | null;
    lawsuit_state: string | null;
    lawsuit_exists: boolean;
    consumer_name: string;
  };
  version: number;
  step: ConsumerStep;
  step_text: string;
  stages: string[];
  completed_stages: number;
  current_action: { type: CurrentActionType; params: Record<string, unknown> } | null;
  valid_first_payment_date: string;
  /** The consumer's own monthly budget (their bank report, else what they stated); null when not known. */
  budget?: Budget | null;
  counteroffers: {
    event_id: number;
    created_at: string;
    open: boolean;
    disclosures: string[];
    offers: CounterofferView[];
  } | null;
  my_offer: OfferWithSchedule | null;
  agreed_offer: OfferWithSchedule | null;
  agreement_uploads: UploadView[];
  verification_uploads: UploadView[];
  signature: { signature_name: string | null; signed_at: string | null; ip: string | null } | null;
  settlement_agreement_available: boolean;
  settlement_agreement_url: string | null;
  dispute: {
    disputed: boolean;
    can_dispute: boolean;
    reason: string | null;
    disputed_at: string | null;
    verified_at: string | null;
  };
  payment_plan: {
    status: string;
    total_cents: number;
    payments_total: number;
    payments_made: number;
    progress_percentage: number;
    next_payment_amount_cents: number | null;
    next_payment_date: string | null;
    paid: boolean;
  } | null;
  history: Array<{
    id: number;
    created_at: string;
    party: Party;
    action: NegotiationAction;
    text: string;
    disclosures: string[];
  }>;
}

/** An offer as the form sends it: total in dollars as typed; tier amounts in cents. */
export interface OfferBody {
  total_amount: string;
  first_payment_date: string;
  payments?: number;
  phases?: Array<{ index: number; payment_amount_cents: number; iterations: number }>;
}

const base = (id: number | string) => `/api/customer_documents/${id}`;

export const settlementApi = {
  view: (id: number | string) => http.get<NegotiationView>(`${base(id)}/negotiation`),
  offer: (id: number, version: number, offer: OfferBody) =>
    http.post<{ success: true }>(`${base(id)}/offer`, { ...offer, version }),
  counteroffer: (id: number, version: number, offer: OfferBody) =>
    http.post<{ success: true }>(`${base(id)}/counteroffer`, { ...offer, version }),
  accept: (id: number, version: number, offerIndex: number) =>
    http.post<{ success: true }>(`${base(id)}/accept`, { offer_index: offerIndex, version }),
  sign: (id: number, version: number, signatureName: string) =>
    http.post<{ success: true }>(`${base(id)}/sign`, { signature_name: signatureName, agree: true, version }),
  dispute: (id: number, version: number, reason: string) =>
    http.post<{ success: true }>(`${base(id)}/dispute`, { reason, version }),
};

/** Dates display as MMM d, yyyy; calendar dates are not shifted by the time zone. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso;
  const d = new Date(day);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    ...(day === iso ? {} : { timeZone: 'UTC' }),
  }).format(d);
}

/** A moment in the consumer's own time zone, with the time ("Nov 23, 2026, 5:41 PM"). */
export function formatMoment(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}
