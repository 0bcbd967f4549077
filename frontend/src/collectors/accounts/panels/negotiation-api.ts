import { HttpError } from 'react-admin';
import { ApiError, CSRF_HEADER, ensureCsrfToken, http, NetworkError, serverMessages } from '../../../shared/http';
import { COLLECTOR_API } from '../../api';
import type { AccountRow, ApplyFiltersAnswer, CurrentAction } from '@parley/domain/contracts/accounts';
import type { CounterofferPayload } from './offer-draft';
import type { OfferInput, ShownTerms } from '@parley/domain/negotiation';

export type ShownOffer = ShownTerms;

type Id = number | string;

export interface CurrentActionAnswer {
  current_action: CurrentAction | null;
  valid_first_payment_date: string;
}

export interface LastPaymentAnswer {
  success: boolean;
  has_extra_tier: boolean;
  last_payment_amount_cents: number;
}

export interface PaymentDetails {
  file_number: string;
  payee: string;
  recipient: string;
  mailing_address: string;
}

/**
 * The negotiation calls of the expanded row. The panels reach them through the dataProvider's negotiation methods
 * (which give react-admin the status and the server's message); the page sends commands, it never sets a state.
 */
export const negotiationApi = {
  currentAction: (customerDocumentId: Id, signal?: AbortSignal) =>
    http.get<CurrentActionAnswer>(`${COLLECTOR_API}/get_current_action`, {
      query: { customer_document_id: customerDocumentId },
      signal,
    }),

  /** `offer` is the offer the panel showed: the server refuses (409) when the consumer replaced it meanwhile. */
  accept: (customerDocumentId: Id, disclosures: string[], offer?: ShownOffer | null) =>
    http.post<{ success: boolean; error?: string }>(`${COLLECTOR_API}/accept_offer`, {
      customer_document_id: customerDocumentId,
      disclosures,
      ...(offer ? { offer } : {}),
    }),

  counteroffer: (payload: CounterofferPayload) =>
    http.post<{ success: boolean; offer_index: number | null; errors: string[] }>(
      `${COLLECTOR_API}/create_counteroffer`,
      payload,
    ),

  lastPayment: (customerDocumentId: Id, offer: OfferInput, signal?: AbortSignal) =>
    http.post<LastPaymentAnswer>(
      `${COLLECTOR_API}/determine_offer_last_payment`,
      { customer_document_id: customerDocumentId, ...offer },
      { signal },
    ),

  paymentDetails: (customerDocumentId: Id, details: PaymentDetails) =>
    http.post<{ success: boolean }>(`${COLLECTOR_API}/update_payment_details`, {
      customer_document_id: customerDocumentId,
      ...details,
    }),

  uploadSettlementAgreement: (customerDocumentId: Id, files: File[], disclosures: string[]) =>
    upload('upload_settlement_agreement', customerDocumentId, files, disclosures),

  uploadDebtVerification: (customerDocumentId: Id, files: File[], disclosures: string[]) =>
    upload('upload_debt_verification', customerDocumentId, files, disclosures),

  /** The account's row as the list shows it (archived or not), to refresh the row after a change. */
  async accountRow(customerDocumentId: Id, signal?: AbortSignal): Promise<AccountRow | null> {
    const params = new URLSearchParams();
    params.set('filters[customer_document_id]', String(customerDocumentId));
    params.append('filters[archived][]', 'Active');
    params.append('filters[archived][]', 'Archived');
    const answer = await http.get<ApplyFiltersAnswer>(`${COLLECTOR_API}/apply_filters?${params.toString()}`, { signal });
    return answer.customer_info?.[0] ?? null;
  },
};

/** Multipart `files[]`, `customer_document_id`, `disclosures[]` (shared/http speaks JSON only). */
async function upload(path: string, customerDocumentId: Id, files: File[], disclosures: string[]): Promise<unknown> {
  const form = new FormData();
  form.append('customer_document_id', String(customerDocumentId));
  for (const line of disclosures) form.append('disclosures[]', line);
  for (const file of files) form.append('files[]', file, file.name);
  const token = await ensureCsrfToken();
  let response: Response;
  try {
    response = await fetch(`${COLLECTOR_API}/${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(token ? { [CSRF_HEADER]: token } : {}) },
      body: form,
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  const isJson = (response.headers.get('Content-Type') ?? '').includes('json');
  const body: unknown = isJson ? await response.json().catch(() => undefined) : undefined;
  if (!response.ok) throw new ApiError(response.status, body);
  return body;
}

/**
 * The alert for a failed command: the server's own words when it gave any, `withoutMessage`
 * when it answered without one, and the network sentence when nothing came back. Reads both the dataProvider's
 * HttpError (status 0 when nothing came back) and this module's own errors.
 */
export function failureMessage(error: unknown, withoutMessage: string): string {
  if (error instanceof NetworkError || (error instanceof HttpError && error.status === 0)) {
    return 'An error occurred while processing your request';
  }
  if (error instanceof ApiError || error instanceof HttpError) return serverMessages(error.body)[0] ?? withoutMessage;
  return withoutMessage;
}

/** A 409: someone changed the account meanwhile (the state machine refused, or the version moved). */
export function isConflict(error: unknown): boolean {
  return (error instanceof ApiError || error instanceof HttpError) && error.status === 409;
}
