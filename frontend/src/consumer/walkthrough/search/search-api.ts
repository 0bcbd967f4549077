import type { CourtResult, NamedResult } from '@parley/domain/contracts/api/search';
import { ApiError, http, serverMessages } from '../../../shared/http';

export type { CourtResult, NamedResult } from '@parley/domain/contracts/api/search';

/** Word for word. */
export const COURT_MESSAGES = {
  search: 'Failed to search courts. Please try again.',
  display: 'Failed to display results',
  select: 'Failed to select court',
  save: 'Failed to save court selection',
};
export const LAW_FIRM_MESSAGES = {
  search: 'Failed to search. Please try again.',
  display: 'Failed to display results. Please try again.',
  // The catalogue names no select or save message for law firms: the plaintiff wording, for a firm.
  select: 'Failed to select law firm. Please try again.',
  save: 'Failed to select law firm. Please try again.',
};
export const PLAINTIFF_MESSAGES = {
  search: 'Failed to search. Please try again.',
  display: 'Failed to display results. Please try again.',
  select: 'Failed to select plaintiff. Please try again.',
  save: 'Failed to select plaintiff. Please try again.',
};

/** Runs a save; a failure becomes an Error carrying the server's own message (validation) or the fallback. */
async function saving<T>(fallback: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    const fromServer = err instanceof ApiError && err.status < 500 ? serverMessages(err.body)[0] : undefined;
    throw new Error(fromServer ?? fallback);
  }
}

export const searchApi = {
  courts: (query: string, state: string | null | undefined, signal: AbortSignal) =>
    http.get<unknown>('/api/courts/search', { query: { query, state: state ?? undefined }, signal }),
  lawFirms: (query: string, signal: AbortSignal) => http.get<unknown>('/api/law_firms/search', { query: { query }, signal }),
  plaintiffs: (query: string, signal: AbortSignal) => http.get<unknown>('/api/plaintiffs/search', { query: { query }, signal }),

  saveCourt: (documentId: number, court: CourtResult | null, name: string) =>
    saving(COURT_MESSAGES.save, () =>
      http.post(`/api_controller/save_court/${documentId}`, {
        customer_document_id: documentId,
        court_name: name,
        selected_court_id: court ? court.id : null,
        court_city: court?.mailing_city ?? '',
        court_state: court?.mailing_state ?? '',
        court_street: court?.mailing_street ?? '',
        court_zip_code: court?.mailing_zip ?? '',
      }),
    ),
  saveLawFirm: (documentId: number, firm: NamedResult | null, name: string) =>
    saving(LAW_FIRM_MESSAGES.save, () =>
      http.post(`/api_controller/save_law_firm/${documentId}`, { law_firm_name: name, selected_law_firm_id: firm ? firm.id : null }),
    ),
  savePlaintiff: (documentId: number, plaintiff: NamedResult | null, name: string) =>
    saving(PLAINTIFF_MESSAGES.save, () =>
      http.post(`/api_controller/save_plaintiff/${documentId}`, { plaintiff_name: name, selected_plaintiff_id: plaintiff ? plaintiff.id : null }),
    ),
};
