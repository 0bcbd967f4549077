/**
 * Money is integer cents everywhere. These helpers are the only place where cents become
 * dollars for display, so the pages and the exports format amounts the same way.
 */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 123456 -> "$1,234.56". */
export function formatUsd(cents: number): string {
  return usd.format(cents / 100);
}

/** Dollars as typed or sent in a filter (may be fractional) -> integer cents, rounded half away from zero. */
export function dollarsToCents(dollars: number): number {
  return Math.sign(dollars) * Math.round(Math.abs(dollars) * 100);
}

/** Whole percent with one decimal, e.g. part 1234 of whole 5000 -> 24.7. Null when the whole is zero. */
export function percentage(part: number, whole: number): number | null {
  if (!whole) return null;
  return Math.round((part / whole) * 1000) / 10;
}
