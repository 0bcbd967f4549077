/** Display helpers for the accounts page. Currency is USD with thousands separators. */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** 123456 -> "$1,234.56"; null -> an em dash. */
export function formatCents(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '—';
  return usd.format(cents / 100);
}

/** Metric cards show whole dollars ("$12,346") when the amount is large enough for cents to be noise. */
export function formatCentsCompact(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '—';
  return Math.abs(cents) >= 1_000_000 ? usdWhole.format(cents / 100) : usd.format(cents / 100);
}

const dateOnly = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const localDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "2026-11-23" (a calendar date, no time zone) -> "Nov 23, 2026". */
export function formatDateOnly(value: string | null | undefined): string {
  if (!value) return '—';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  return dateOnly.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

/** An ISO timestamp shown as the collector's local date. */
export function formatTimestampDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : localDate.format(date);
}

export function formatTimestamp(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const date = typeof value === 'number' ? new Date(value * 1000) : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : dateTime.format(date);
}

/** Filters carry dates as epoch seconds; the date inputs speak "YYYY-MM-DD". Days are UTC days. */
export function dateInputToEpoch(value: string, edge: 'start' | 'end'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return '';
  const start = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 1000;
  return String(edge === 'start' ? start : start + 86_399);
}

export function epochToDateInput(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const seconds = Number(value);
  if (!Number.isFinite(seconds)) return '';
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

/** '***-**-1234'; nothing stored -> 'Not on file'. */
export function maskedSsn(lastFour: string | null | undefined): string {
  return lastFour ? `***-**-${lastFour}` : 'Not on file';
}

/** '123456789' -> '123-45-6789'. */
export function formatSsn(full: string): string {
  const digits = full.replace(/\D/g, '');
  return digits.length === 9 ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : full;
}

/** A Stripe payment's amount as the collector sees it: net of the platform's commission. */
export function netOfCommission(amount: number, commission: number | string | null | undefined): number {
  const fee = Number(commission ?? 0);
  return amount - (Number.isFinite(fee) ? fee : 0);
}

/** "net_employment_income" -> "Net employment income". */
export function humanize(key: string): string {
  const words = key.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
