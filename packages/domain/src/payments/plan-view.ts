import type { CheckbookPaymentItem, PaymentHistoryItem, PaymentPlanView } from '../dashboard/payload';
import { dueAt } from './billing';

/**
 * The consumer's payment plan view, built from the plan's records. Pure: the service
 * in modules/payments loads the rows, this decides every number. Amounts are cents, dates `YYYY-MM-DD`.
 */

export type PlanInstallmentStatus = 'scheduled' | 'processing' | 'succeeded' | 'failed' | 'canceled';

export interface PlanViewInstallment {
  index: number;
  due_date: string;
  amount_cents: number;
  status: PlanInstallmentStatus;
}

export interface PlanViewCharge {
  id: string;
  amount_cents: number;
  /** Epoch seconds the charge was made or attempted. */
  created: number;
  status: PaymentHistoryItem['status'];
}

export interface PlanViewInput {
  document_id: number;
  plan_status: 'pending' | 'active' | 'completed' | 'canceled';
  total_cents: number;
  /** The debt the plan settles (cents); null when unknown (savings are then 0). */
  debt_cents: number | null;
  installments: readonly PlanViewInstallment[];
  /** Succeeded and failed charges (scheduled and additional payments), any order. */
  charges: readonly PlanViewCharge[];
  checkbook_payments: readonly CheckbookPaymentItem[];
  autopay: { status: 'active' | 'canceled'; needs_attention: boolean } | null;
  /** Where the consumer sees and pays a failed charge; used only while attention is needed. */
  invoice_url: string | null;
}

/** Installments still to be paid by autopay or an extra payment: scheduled, or refused and not yet paid. */
export function isUnpaid(status: PlanInstallmentStatus): boolean {
  return status === 'scheduled' || status === 'failed';
}

/** Epoch seconds of the charge instant of a due date (23:59:59 UTC). */
export function dueAtEpoch(dueDate: string): number {
  return Math.floor(dueAt(dueDate).getTime() / 1000);
}

function isoDate(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toISOString().slice(0, 10);
}

export function buildPaymentPlanView(input: PlanViewInput): PaymentPlanView {
  const ordered = [...input.installments].sort((a, b) => a.index - b.index);
  const live = ordered.filter((i) => i.status !== 'canceled');
  const paid = live.filter((i) => i.status === 'succeeded');
  const paidCents = paid.reduce((s, i) => s + i.amount_cents, 0);
  const upcoming = live.filter((i) => isUnpaid(i.status));
  const next = upcoming[0] ?? null;
  const balance = Math.max(0, input.total_cents - paidCents);
  const progress =
    input.total_cents > 0 ? (balance === 0 ? 100 : Math.min(99, Math.floor((paidCents / input.total_cents) * 100))) : 0;
  const history = [...input.charges]
    .filter((c) => c.status === 'succeeded' || c.status === 'failed' || c.status === 'refunded' || c.status === 'processing')
    .sort((a, b) => b.created - a.created || (a.id < b.id ? 1 : -1))
    .map((c) => ({ id: c.id, amount_cents: c.amount_cents, date: isoDate(c.created), status: c.status }));
  const madeDates = history.filter((h) => h.status === 'succeeded').map((h) => h.date);
  const previous = madeDates.length ? madeDates.reduce((a, b) => (a > b ? a : b)) : null;
  const autopayOn = input.autopay?.status === 'active' && input.plan_status === 'active';
  const needsAttention = autopayOn && !!input.autopay?.needs_attention;
  return {
    document_id: input.document_id,
    total_amount_customer_pays: input.total_cents,
    balance_remaining: balance,
    total_savings: input.debt_cents != null ? Math.max(0, input.debt_cents - input.total_cents) : 0,
    previous_payment_date: previous,
    next_payment_amount: next ? next.amount_cents : null,
    next_payment_date: next ? next.due_date : null,
    next_payment_at: next ? dueAtEpoch(next.due_date) : null,
    payment_history: history,
    checkbook_payments: [...input.checkbook_payments],
    progress_percentage: progress,
    last_payment_date: live.length ? live[live.length - 1].due_date : null,
    total_payments_count: live.length,
    payments_remaining: upcoming.length,
    // Active: autopay has charged at least once; upcoming: set up, its first charge still ahead.
    is_subscription_active: autopayOn && paid.length > 0,
    is_subscription_upcoming: autopayOn && paid.length === 0,
    subscription_needs_attention: needsAttention,
    subscription_latest_invoice_url: needsAttention ? input.invoice_url : null,
    upcoming_payments: upcoming.map((i) => ({
      amount_cents: i.amount_cents,
      due_date: i.due_date,
      due_at: dueAtEpoch(i.due_date),
    })),
  };
}
