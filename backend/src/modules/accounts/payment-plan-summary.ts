import type { ScheduledPayment } from '@parley/domain/negotiation';

export interface PaymentPlanSummary {
  progress_percentage: number;
  /** Cents. */
  next_payment_amount: number | null;
  next_payment_date: string | null;
}

/**
 * Progress of a plan: the share of its total paid so far (whole percent, 100 only when fully paid) and the first
 * scheduled payment not yet covered by what was paid.
 */
export function summarizePlan(
  schedule: readonly ScheduledPayment[],
  totalCents: number,
  paidCents: number,
): PaymentPlanSummary {
  const progress = totalCents > 0 ? Math.min(100, Math.floor((paidCents / totalCents) * 100)) : 0;
  let covered = 0;
  for (const p of schedule) {
    covered += p.amount_cents;
    if (covered > paidCents) {
      return {
        progress_percentage: progress,
        next_payment_amount: covered - paidCents < p.amount_cents ? covered - paidCents : p.amount_cents,
        next_payment_date: p.due_date,
      };
    }
  }
  return {
    progress_percentage: paidCents >= totalCents ? 100 : progress,
    next_payment_amount: null,
    next_payment_date: null,
  };
}
