/**
 * Time words of the chat: the conversation list says 'Just now' under a minute, then minutes,
 * hours and days up to a week, then a date; the thread separates days with 'Today', 'Yesterday' or a date.
 * Calendar days are the viewer's local days. Every function takes `now` so tests and renders agree.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

function toDate(value: string | number | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/** 'MMM d, yyyy' (dates display as MMM d, yyyy). */
export function formatDate(value: string | number | Date): string {
  return dateFormat.format(toDate(value));
}

/** The clock time of a message, 'h:mm AM'. */
export function formatTime(value: string | number | Date): string {
  return timeFormat.format(toDate(value));
}

/**
 * The list's label for a last message. A time slightly in the future (a clock a little ahead of ours) reads as
 * 'Just now' rather than a negative age; an unreadable time gives ''.
 */
export function conversationTimeLabel(value: string | number | Date, now: Date = new Date()): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const age = now.getTime() - date.getTime();
  if (age < MINUTE) return 'Just now';
  if (age < HOUR) return plural(Math.floor(age / MINUTE), 'minute');
  if (age < DAY) return plural(Math.floor(age / HOUR), 'hour');
  if (age < WEEK) return plural(Math.floor(age / DAY), 'day');
  return formatDate(date);
}

/** Midnight of the local calendar day that contains `date`. */
function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** Whole local calendar days from `date`'s day to `now`'s day (daylight-saving days count as one). */
function calendarDaysBetween(date: Date, now: Date): number {
  return Math.round((startOfDay(now).getTime() - startOfDay(date).getTime()) / DAY);
}

/** The divider above the first message of a day: 'Today', 'Yesterday' or the date. */
export function dayDividerLabel(value: string | number | Date, now: Date = new Date()): string {
  const date = toDate(value);
  const days = calendarDaysBetween(date, now);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return formatDate(date);
}

export type ThreadItem<M> =
  { kind: 'divider'; key: string; label: string } | { kind: 'message'; key: string; message: M };

/**
 * Interleaves day dividers with messages (already in display order): a divider before the first message of each
 * local calendar day.
 */
export function withDayDividers<M extends { id: string; created_at: string }>(
  messages: readonly M[],
  now: Date = new Date(),
): ThreadItem<M>[] {
  const items: ThreadItem<M>[] = [];
  let currentDay: number | undefined;
  for (const message of messages) {
    const day = startOfDay(toDate(message.created_at)).getTime();
    if (day !== currentDay) {
      currentDay = day;
      items.push({ kind: 'divider', key: `day-${day}`, label: dayDividerLabel(message.created_at, now) });
    }
    items.push({ kind: 'message', key: message.id, message });
  }
  return items;
}

/**
 * The mark on a message held by the time-of-day rule (W-HOURS): the delivery time in the consumer's zone, e.g.
 * 'Scheduled for 8:00 AM consumer time, Nov 24'. An unknown zone falls back to the viewer's own clock.
 */
export function scheduledLabel(scheduledFor: string, timeZone: string | null | undefined): string {
  const date = new Date(scheduledFor);
  if (Number.isNaN(date.getTime())) return 'Scheduled';
  const format = (zone: string | undefined) => {
    const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: zone }).format(date);
    const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: zone }).format(date);
    return `Scheduled for ${time} ${zone ? 'consumer time' : 'your time'}, ${day}`;
  };
  try {
    return format(timeZone ?? undefined);
  } catch {
    return format(undefined);
  }
}
