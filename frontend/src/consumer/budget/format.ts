import { formatUsd } from '@parley/domain/money';

/** USD from cents; a dash when the figure is unknown. */
export function usd(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? '—' : formatUsd(cents);
}

const calendar = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A calendar date `YYYY-MM-DD` as MMM d, yyyy, never shifted by the time zone. */
export function calendarDate(iso: string | null | undefined): string {
  if (!iso || !/^\d{4}-\d{2}-\d{2}$/.test(iso)) return '';
  return calendar.format(new Date(`${iso}T00:00:00Z`));
}

/** "checking" -> "Checking", "credit card" -> "Credit card". */
export function accountTypeLabel(type: string): string {
  const t = type.replace(/_/g, ' ').trim();
  return t ? t[0]!.toUpperCase() + t.slice(1) : 'Account';
}
