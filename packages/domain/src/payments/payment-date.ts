import { dueAt } from './billing';

/**
 * Moving the autopay date. Pure and shared: the API decides with it, the
 * form checks the same rules before it asks. Dates are `YYYY-MM-DD`; autopay charges at 23:59:59 UTC of a date.
 */

export const PAYMENT_DATE_MESSAGES = {
  required: 'Please select a date',
  invalid: 'Please select a valid future date',
  notFuture: 'Please select a future date',
  beforeNext: (next: string) => `Please select a date before your next payment date (${formatLongDate(next)})`,
  dayBefore: (next: string) =>
    `Please select a date that is at least 1 day before your next payment on ${formatLongDate(next)}`,
  within24h: (next: string) =>
    `Please select a date that is at least 24 hours before your next payment date on ${formatLongDate(next)}`,
} as const;

const DAY_MS = 24 * 3600 * 1000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Dec 1, 2026' (MMM d, yyyy) for a calendar date. */
export function formatLongDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}

import { isCalendarDate } from '../contracts/rules';

export { isCalendarDate };

export function addDays(iso: string, days: number): string {
  return new Date(new Date(`${iso}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The date `months` months after `iso` on `day` (or the month's last day when it has fewer days). */
export function monthlyDate(iso: string, months: number, day: number): string {
  const [y, m] = iso.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(day, last))).toISOString().slice(0, 10);
}

/** The form's bounds: minimum tomorrow; maximum the day before the next payment when that is at least tomorrow. */
export function paymentDateBounds(today: string, nextPaymentDate: string): { min: string; max: string | null } {
  const min = addDays(today, 1);
  const max = addDays(nextPaymentDate, -1);
  return { min, max: max >= min ? max : null };
}

/**
 * The first rule a requested date breaks, in the order of section 5, or null when it may be used. `now` is the
 * instant of the request: a next payment charged within 24 hours cannot be moved any more.
 */
export function paymentDateError(
  value: string | null | undefined,
  ctx: { today: string; nextPaymentDate: string; now: Date },
): string | null {
  const raw = (value ?? '').trim();
  if (!raw) return PAYMENT_DATE_MESSAGES.required;
  if (!isCalendarDate(raw)) return PAYMENT_DATE_MESSAGES.invalid;
  const { min } = paymentDateBounds(ctx.today, ctx.nextPaymentDate);
  if (raw < min) return PAYMENT_DATE_MESSAGES.notFuture;
  if (dueAt(ctx.nextPaymentDate).getTime() - ctx.now.getTime() < DAY_MS)
    return PAYMENT_DATE_MESSAGES.within24h(ctx.nextPaymentDate);
  if (raw > ctx.nextPaymentDate) return PAYMENT_DATE_MESSAGES.beforeNext(ctx.nextPaymentDate);
  if (raw === ctx.nextPaymentDate) return PAYMENT_DATE_MESSAGES.dayBefore(ctx.nextPaymentDate);
  // Both charge at 23:59:59 UTC, so any date before the next one is charged at least 24 hours ahead of it.
  return null;
}

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 22nd, 23rd, 31st. */
export function ordinal(day: number): string {
  const rem100 = day % 100;
  if (rem100 >= 11 && rem100 <= 13) return `${day}th`;
  return `${day}${{ 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th'}`;
}

/** The form's confirmation question for a chosen date. */
export function confirmationText(date: string): string {
  return `Are you sure you want to change your autopay date to the ${ordinal(Number(date.slice(8, 10)))} of each month?`;
}

/**
 * The new due dates of the unpaid scheduled payments after a change: the next one moves to `newDate`, each later
 * one to the same day of the following months (the month's last day when it is shorter).
 */
export function movedDueDates(newDate: string, count: number): string[] {
  const day = Number(newDate.slice(8, 10));
  return Array.from({ length: count }, (_, k) => monthlyDate(newDate, k, day));
}
