import { formatUsd } from '../money';

/**
 * An additional payment on a plan: the whole remaining balance ("full"), or the next N
 * ("front") or the last N ("back") unpaid payments ("custom"). The chosen payments are marked paid, the rest stay
 * upcoming. Pure: the API decides with it and the form shows the same numbers.
 */

export type AdditionalPaymentType = 'full' | 'custom';
export type ApplicationMode = 'front' | 'back';

export const ADDITIONAL_PAYMENT_MESSAGES = {
  amountRequired: 'Please enter a payment amount.',
  exceedsBalance: 'Total cannot exceed your remaining balance.',
  cycleCount: (n: number) => `Please choose a number of payments between 1 and ${n}.`,
  nothingDue: 'There are no upcoming payments left to pay.',
  mismatch: (cents: number) =>
    `The total for the payments you chose is ${formatUsd(cents)}. Please refresh the page and try again.`,
} as const;

export interface UnpaidPayment {
  id: number;
  index: number;
  amount_cents: number;
}

export interface AdditionalPaymentRequest {
  payment_type: AdditionalPaymentType;
  application_mode?: ApplicationMode;
  cycle_count?: number | null;
  total_amount_cents?: number | null;
}

export type AdditionalPaymentPlan =
  | { ok: true; mode: ApplicationMode; chosen: UnpaidPayment[]; total_cents: number }
  | { ok: false; error: string };

/** The payments N cycles cover: the next N (front) or the last N (back), in payment order. */
export function chosenPayments(upcoming: readonly UnpaidPayment[], mode: ApplicationMode, count: number): UnpaidPayment[] {
  const ordered = [...upcoming].sort((a, b) => a.index - b.index);
  return mode === 'front' ? ordered.slice(0, count) : ordered.slice(Math.max(0, ordered.length - count));
}

/** The form's data: per-cycle amounts for each mode and the maximum total (the remaining balance). */
export function additionalPaymentFormData(upcoming: readonly UnpaidPayment[]) {
  const ordered = [...upcoming].sort((a, b) => a.index - b.index);
  return {
    front_amounts_cents: ordered.map((p) => p.amount_cents),
    back_amounts_cents: [...ordered].reverse().map((p) => p.amount_cents),
    max_total_cents: ordered.reduce((s, p) => s + p.amount_cents, 0),
  };
}

/** The total of N cycles in a mode. */
export function cyclesTotal(upcoming: readonly UnpaidPayment[], mode: ApplicationMode, count: number): number {
  return chosenPayments(upcoming, mode, count).reduce((s, p) => s + p.amount_cents, 0);
}

/** Whether the form's cycle count is usable: an integer from 1 to the number of upcoming payments. */
export function isValidCycleCount(count: unknown, upcomingCount: number): count is number {
  return typeof count === 'number' && Number.isInteger(count) && count >= 1 && count <= upcomingCount;
}

/** Decides what a request pays, or the first rule it breaks. */
export function planAdditionalPayment(
  upcoming: readonly UnpaidPayment[],
  req: AdditionalPaymentRequest,
): AdditionalPaymentPlan {
  const n = upcoming.length;
  if (!n) return { ok: false, error: ADDITIONAL_PAYMENT_MESSAGES.nothingDue };
  const balance = upcoming.reduce((s, p) => s + p.amount_cents, 0);
  const total = req.total_amount_cents;
  if (req.payment_type === 'full') {
    // Full: every remaining payment, applied from the back.
    if (total != null && total > balance) return { ok: false, error: ADDITIONAL_PAYMENT_MESSAGES.exceedsBalance };
    if (total != null && total !== balance) return { ok: false, error: ADDITIONAL_PAYMENT_MESSAGES.mismatch(balance) };
    return { ok: true, mode: 'back', chosen: chosenPayments(upcoming, 'back', n), total_cents: balance };
  }
  if (total == null || total <= 0) return { ok: false, error: ADDITIONAL_PAYMENT_MESSAGES.amountRequired };
  if (total > balance) return { ok: false, error: ADDITIONAL_PAYMENT_MESSAGES.exceedsBalance };
  if (!isValidCycleCount(req.cycle_count, n)) return { ok: false, error: ADDITIONAL_PAYMENT_MESSAGES.cycleCount(n) };
  const mode = req.application_mode ?? 'front';
  const chosen = chosenPayments(upcoming, mode, req.cycle_count);
  const sum = chosen.reduce((s, p) => s + p.amount_cents, 0);
  if (sum !== total) return { ok: false, error: ADDITIONAL_PAYMENT_MESSAGES.mismatch(sum) };
  return { ok: true, mode, chosen, total_cents: sum };
}
