import type { ScheduledPayment } from '../negotiation/schedule';

/**
 * Autopay arithmetic (W-NOFEE). Pure: the backend and the pages share it.
 */

/** Autopay bills at the end of the payment's day: 23:59:59 UTC of its due date. */
export function dueAt(dueDate: string): Date {
  return new Date(`${dueDate}T23:59:59Z`);
}

/** Whether a payment due on `dueDate` is to be charged at `asOf`. */
export function isDue(dueDate: string, asOf: Date): boolean {
  return dueAt(dueDate).getTime() <= asOf.getTime();
}

/**
 * The platform's commission on one payment, in cents: `percent` of it, rounded half up, and nothing at all unless
 * the payment is made under a settlement agreement (a debt-relief fee only after the debt is settled, W-NOFEE).
 */
export function commissionCents(amountCents: number, percent: number, underAgreement: boolean): number {
  if (!underAgreement || amountCents <= 0 || percent <= 0) return 0;
  return Math.min(amountCents, Math.floor((amountCents * percent) / 100 + 0.5));
}

export interface Installment {
  index: number;
  due_date: string;
  amount_cents: number;
}

/** The charges of a plan: one per scheduled payment, in order, with the same dates and amounts. */
export function installmentsOf(schedule: readonly ScheduledPayment[]): Installment[] {
  return [...schedule]
    .sort((a, b) => a.index - b.index)
    .map((p, i) => ({ index: i, due_date: p.due_date, amount_cents: p.amount_cents }));
}

/** The day of the month autopay charges on (1 to 28: every month has it). */
export function autopayDayOf(firstPaymentDate: string): number {
  return Math.min(28, Number(firstPaymentDate.slice(8, 10)));
}

/** The charges to run at once when autopay is set up: those whose day has already come (today included). */
export function chargeNow(installments: readonly Installment[], today: string): Installment[] {
  return installments.filter((i) => i.due_date <= today);
}
