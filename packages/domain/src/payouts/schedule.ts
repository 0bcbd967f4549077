/** The daily payout run happens at 02:00 UTC. */
export const PAYOUT_RUN_HOUR_UTC = 2;
/** Its BullMQ job scheduler pattern (cron, evaluated in UTC). */
export const PAYOUT_RUN_CRON = `0 ${PAYOUT_RUN_HOUR_UTC} * * *`;

/** The latest run instant (02:00 UTC of a day) at or before `at`. */
export function runInstantAtOrBefore(at: Date): Date {
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), PAYOUT_RUN_HOUR_UTC);
  return new Date(day <= at.getTime() ? day : day - 24 * 3600 * 1000);
}

/** Every run instant after `after` (exclusive) up to `until` (inclusive), oldest first. */
export function runInstantsBetween(after: Date, until: Date): Date[] {
  const out: Date[] = [];
  for (let t = runInstantAtOrBefore(until).getTime(); t > after.getTime(); t -= 24 * 3600 * 1000) out.push(new Date(t));
  return out.reverse();
}

/** `YYYY-MM` of an instant (UTC), the month a payout is counted in. */
export function monthOf(at: Date): string {
  return at.toISOString().slice(0, 7);
}

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The first instant of a `YYYY-MM` month and of the month after it (UTC). */
export function monthRange(month: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number);
  return { from: new Date(Date.UTC(y, m - 1, 1)), to: new Date(Date.UTC(y, m, 1)) };
}
