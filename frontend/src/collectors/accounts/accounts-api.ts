import { ApiError, expectOk, http, NetworkError, receive } from '../../shared/http';
import { COLLECTOR_API } from '../api';
import { takeEarly } from '../early-requests';
import type {
  ApplyFiltersAnswer,
  ArchiveAnswer,
  CollectorMetrics,
  FilterValuesAnswer,
  PaymentPlanSummaryAnswer,
} from '@parley/domain/contracts/accounts';
import type { ExportView } from '@parley/domain/exports';

/**
 * The accounts page's calls. Queries with repeated keys (filters[status][]) are built by the
 * caller as URLSearchParams, which the generic `query` option of shared/http cannot express.
 */
type Id = number | string;

function withParams(path: string, params: URLSearchParams): string {
  const qs = params.toString();
  return qs ? `${COLLECTOR_API}/${path}?${qs}` : `${COLLECTOR_API}/${path}`;
}

export const accountsApi = {
  /** The page's first list takes the request early-requests.ts started with the page load, when it is this one. */
  applyFilters: (params: URLSearchParams, signal?: AbortSignal) => {
    const url = withParams('apply_filters', params);
    const early = takeEarly(url);
    return early ? receive<ApplyFiltersAnswer>(early).then(expectOk) : http.get<ApplyFiltersAnswer>(url, { signal });
  },

  filterValues: (signal?: AbortSignal) => http.get<FilterValuesAnswer>(`${COLLECTOR_API}/filter_values`, { signal }),

  metrics: (signal?: AbortSignal) =>
    http.get<{ metrics: CollectorMetrics }>(`${COLLECTOR_API}/calculate_collector_metrics`, { signal }),

  updateFileNumber: (customerDocumentId: Id, fileNumber: string) =>
    http.post<{ file_number: string | null }>(`${COLLECTOR_API}/update_file_number`, {
      customer_document_id: customerDocumentId,
      file_number: fileNumber,
    }),

  archive: (customerDocumentId: Id) =>
    http.post<ArchiveAnswer>(`${COLLECTOR_API}/archive_document`, { customer_document_id: customerDocumentId }),

  unarchive: (customerDocumentId: Id) =>
    http.post<ArchiveAnswer>(`${COLLECTOR_API}/unarchive_document`, { customer_document_id: customerDocumentId }),

  paymentPlanSummary: (customerDocumentId: Id, signal?: AbortSignal) =>
    http.get<PaymentPlanSummaryAnswer>(`${COLLECTOR_API}/payment_plan_summary`, {
      query: { customer_document_id: customerDocumentId },
      signal,
    }),

  revealSsn: (customerDocumentId: Id) =>
    http.post<{ social_security_number: string }>(`${COLLECTOR_API}/reveal_ssn`, {
      customer_document_id: customerDocumentId,
    }),

  /** Starts the spreadsheet export of the list's filters and sort; the worker writes it (ExportProgress follows it). */
  exportAccounts: (params: URLSearchParams) => http.post<ExportView>(withParams('export_accounts', params)),

  exportStatus: (id: string) => http.get<ExportView>(`${COLLECTOR_API}/exports/${encodeURIComponent(id)}`),

  /** Starts writing a long history CSV in the worker. */
  exportActivityLog: (customerDocumentId: Id) =>
    http.post<ExportView>(`${COLLECTOR_API}/export_activity_log`, { customer_document_id: customerDocumentId }),

  activityLog: (customerDocumentId: Id) =>
    download(
      withParams('activity_log', new URLSearchParams({ customer_document_id: String(customerDocumentId) })),
      `activity_log_${customerDocumentId}.csv`,
    ),
};

/** The file name of a Content-Disposition header (RFC 6266: filename* wins over filename). */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
  const name = plain?.[2] ?? plain?.[1]?.trim();
  return name || fallback;
}

/**
 * Fetches a file (GET unless `init` says otherwise) and hands it to the browser as a download with the server's file name. Failures throw ApiError
 * (with the server's JSON message when there is one) or NetworkError, so the page can say what went wrong
 * instead of navigating away to an error body.
 */
export async function download(url: string, fallbackName: string, init: RequestInit = { method: 'GET' }): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, credentials: 'same-origin' });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) {
    let body: unknown;
    if ((response.headers.get('Content-Type') ?? '').includes('json')) body = await response.json().catch(() => undefined);
    throw new ApiError(response.status, body);
  }
  const blob = await response.blob();
  const name = fileNameFrom(response.headers.get('Content-Disposition'), fallbackName);
  const href = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = href;
    link.download = name;
    link.rel = 'noopener';
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Revoking at once can cancel the download in some browsers; a tick later is enough.
    setTimeout(() => URL.revokeObjectURL(href), 1000);
  }
  return name;
}
