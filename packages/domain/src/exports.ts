/**
 * Exports written by the worker (the accounts spreadsheet, a large activity log): the status the page shows and the
 * realtime event that moves its progress bar. Both sides compile against these types (the view is also the export
 * routes' answer schema).
 */
import type { ExportStatus, ExportView } from './export-view';

// The schemas live in export-view.ts (the contracts import them from there): this module is plain, so the accounts
// page, which takes only the helpers below, does not carry zod.
export type { ExportStatus, ExportView };

/** How long a written export is kept. */
export const EXPORT_KEPT_MS = 24 * 60 * 60 * 1000;

/** The message shown when an export failed for good. */
export const EXPORT_FAILED = 'Export failed. Please try again.';

/**
 * Seconds left at the pace so far (rows done in `elapsedMs`), rounded up; null before the first rows (no pace yet) or
 * when nothing is left.
 */
export function exportEstimateSeconds(rowsDone: number, rowsTotal: number, elapsedMs: number): number | null {
  if (rowsDone <= 0 || elapsedMs <= 0 || rowsDone >= rowsTotal) return null;
  return Math.ceil(((rowsTotal - rowsDone) * elapsedMs) / rowsDone / 1000);
}

/** The progress bar's value, 0 to 100. */
export function exportPercent(v: Pick<ExportView, 'status' | 'rows_done' | 'rows_total'>): number {
  if (v.status === 'ready') return 100;
  if (v.rows_total <= 0) return 0;
  return Math.min(100, Math.floor((v.rows_done / v.rows_total) * 100));
}

/** "About 2 minutes left" for the page; null when there is no estimate. */
export function describeEstimate(seconds: number | null): string | null {
  if (seconds === null) return null;
  if (seconds < 5) return 'A few seconds left';
  if (seconds < 60) return `About ${Math.ceil(seconds / 5) * 5} seconds left`;
  const minutes = Math.ceil(seconds / 60);
  return `About ${minutes} minute${minutes === 1 ? '' : 's'} left`;
}

/**
 * A history CSV with more lines than this (payments, payouts and negotiation events) is written by the worker as an
 * export; a shorter one is downloaded inside the request.
 */
export const ACTIVITY_LOG_IN_REQUEST_LINES = 2000;

export function activityLogLines(row: { settlement_negotiation_events: unknown[]; stripe_payment_intents: unknown[]; checkbook_payments: unknown[] }): number {
  return row.settlement_negotiation_events.length + row.stripe_payment_intents.length + row.checkbook_payments.length;
}
