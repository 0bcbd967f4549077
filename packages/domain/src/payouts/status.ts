/**
 * A payout's life (the money a firm is owed, paid by one digital or mailed check). Pure: the worker, the webhook
 * handler, the pages and the tests read the same table.
 *
 * on_hold   the firm has no payout configuration yet: its payments accrue here until it adds one
 * pending   assigned its payments and its method; the check is being asked of the provider
 * sent      the provider accepted it (a digital check e-mailed, or a check printed and mailed)
 * paid      the firm deposited or cashed it
 * failed    the provider refused it or could not deliver it
 * returned  the check came back (undeliverable, or the funds were returned)
 * voided    cancelled before it was paid (by the provider, or because none of its payments was left to pay)
 *
 * A failed, returned or voided payout gives its payments back: the next daily run pays them again.
 */
export const PAYOUT_STATUSES = ['on_hold', 'pending', 'sent', 'paid', 'failed', 'returned', 'voided'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export type PayoutMethod = 'ach' | 'check';

const ALLOWED: Record<PayoutStatus, readonly PayoutStatus[]> = {
  on_hold: ['pending', 'voided'],
  // The provider's answer may already say paid (an instant deposit) when it is recorded.
  pending: ['sent', 'paid', 'failed', 'voided'],
  sent: ['paid', 'failed', 'returned', 'voided'],
  // A deposited check can still bounce back (the funds returned).
  paid: ['returned'],
  failed: [],
  returned: [],
  voided: [],
};

/** Whether a payout may move from `from` to `to` (a repeated or stale status report moves nothing). */
export function canMove(from: PayoutStatus, to: PayoutStatus): boolean {
  return ALLOWED[from].includes(to);
}

/** Statuses whose payments go back to the next run. */
export const RELEASING_STATUSES: readonly PayoutStatus[] = ['failed', 'returned', 'voided'];

export function releasesPayments(status: PayoutStatus): boolean {
  return RELEASING_STATUSES.includes(status);
}

/** Statuses in which the payout's money has left (or is leaving) the platform for the firm. */
export const PAYING_STATUSES: readonly PayoutStatus[] = ['pending', 'sent', 'paid'];

export function isPayoutStatus(value: unknown): value is PayoutStatus {
  return typeof value === 'string' && (PAYOUT_STATUSES as readonly string[]).includes(value);
}

/** Labels for the pages and e-mails. */
export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  on_hold: 'On hold',
  pending: 'Pending',
  sent: 'Sent',
  paid: 'Paid',
  failed: 'Failed',
  returned: 'Returned',
  voided: 'Voided',
};

export const PAYOUT_METHOD_LABELS: Record<PayoutMethod, string> = {
  ach: 'ACH (digital check)',
  check: 'Mailed check',
};
