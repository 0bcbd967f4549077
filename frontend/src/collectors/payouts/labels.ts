import { PAYOUT_METHOD_LABELS, PAYOUT_STATUS_LABELS, PAYOUT_STATUSES } from '@parley/domain/payouts/status';
import type { PayoutMethod, PayoutStatus } from './types';

export { PAYOUT_STATUS_LABELS };

export const STATUS_CHOICES = PAYOUT_STATUSES.map((id) => ({ id, name: PAYOUT_STATUS_LABELS[id] }));

export function statusColor(status: PayoutStatus): 'success' | 'info' | 'warning' | 'error' | 'default' {
  if (status === 'paid') return 'success';
  if (status === 'sent' || status === 'pending') return 'info';
  if (status === 'on_hold') return 'warning';
  if (status === 'failed' || status === 'returned') return 'error';
  return 'default';
}

export function methodLabel(method: PayoutMethod | null): string {
  return method ? PAYOUT_METHOD_LABELS[method] : 'Not configured';
}

/** USPS tracking page for a mailed check's tracking number. */
export function trackingUrl(trackingNumber: string): string {
  return `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(trackingNumber)}`;
}

/** "2026-03" -> "Mar 2026". */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}
