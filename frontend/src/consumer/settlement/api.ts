import { http } from '../../shared/http';

/**
 * The consumer's settlement calls (docs/api/consumer-negotiation.md). Every command carries the `version` the page
 * showed, so acting on a page that is out of date gets 409 instead of accepting terms the consumer never saw.
 */

export type {
  CounterofferView,
  NegotiationView,
  OfferWithSchedule,
  UploadView,
} from '@parley/domain/contracts/api/consumer-negotiation';
import type { NegotiationView } from '@parley/domain/contracts/api/consumer-negotiation';

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
