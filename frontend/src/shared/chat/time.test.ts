import { describe, expect, it } from 'vitest';
import {
  conversationTimeLabel,
  dayDividerLabel,
  formatDate,
  formatTime,
  scheduledLabel,
  withDayDividers,
} from './time';

// A fixed local "now": Tuesday Nov 10 2026, 14:30 local time.
const now = new Date(2026, 10, 10, 14, 30, 0);
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('conversationTimeLabel', () => {
  it.each([
    [0, 'Just now'],
    [59_999, 'Just now'],
    [MIN, '1 minute ago'],
    [2 * MIN + 30_000, '2 minutes ago'],
    [59 * MIN + 59_000, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [23 * HOUR + 59 * MIN, '23 hours ago'],
    [DAY, '1 day ago'],
    [6 * DAY + 23 * HOUR, '6 days ago'],
  ])('%i ms ago reads %s', (age, label) => {
    expect(conversationTimeLabel(ago(age), now)).toBe(label);
  });

  it('shows a date from a week on', () => {
    expect(conversationTimeLabel(ago(7 * DAY), now)).toBe('Nov 3, 2026');
    expect(conversationTimeLabel(new Date(2025, 0, 2, 9, 0), now)).toBe('Jan 2, 2025');
  });

  it('reads a time slightly ahead of our clock as just now, and accepts ISO strings and epoch ms', () => {
    expect(conversationTimeLabel(new Date(now.getTime() + 5_000), now)).toBe('Just now');
    expect(conversationTimeLabel(ago(3 * HOUR).toISOString(), now)).toBe('3 hours ago');
    expect(conversationTimeLabel(ago(5 * MIN).getTime(), now)).toBe('5 minutes ago');
  });

  it('gives nothing for an unreadable time', () => {
    expect(conversationTimeLabel('not a date', now)).toBe('');
  });
});

describe('dayDividerLabel', () => {
  it('says Today for any time of the current local day, midnight included', () => {
    expect(dayDividerLabel(new Date(2026, 10, 10, 0, 0, 0), now)).toBe('Today');
    expect(dayDividerLabel(new Date(2026, 10, 10, 23, 59), now)).toBe('Today');
  });

  it('says Yesterday for the previous calendar day, even when less than 24 hours ago', () => {
    expect(dayDividerLabel(new Date(2026, 10, 9, 23, 59), now)).toBe('Yesterday');
    expect(dayDividerLabel(new Date(2026, 10, 9, 0, 0), now)).toBe('Yesterday');
  });

  it('gives the date before that', () => {
    expect(dayDividerLabel(new Date(2026, 10, 8, 23, 59), now)).toBe('Nov 8, 2026');
    expect(dayDividerLabel(new Date(2025, 11, 31, 12, 0), now)).toBe('Dec 31, 2025');
  });
});

describe('withDayDividers', () => {
  const message = (id: string, at: Date) => ({ id, created_at: at.toISOString() });

  it('puts one divider before the first message of each day', () => {
    const items = withDayDividers(
      [
        message('a', new Date(2026, 10, 8, 9, 0)),
        message('b', new Date(2026, 10, 9, 22, 0)),
        message('c', new Date(2026, 10, 9, 23, 0)),
        message('d', new Date(2026, 10, 10, 8, 0)),
      ],
      now,
    );
    expect(items.map((item) => (item.kind === 'divider' ? `[${item.label}]` : item.message.id))).toEqual([
      '[Nov 8, 2026]',
      'a',
      '[Yesterday]',
      'b',
      'c',
      '[Today]',
      'd',
    ]);
  });

  it('gives nothing for no messages', () => {
    expect(withDayDividers([], now)).toEqual([]);
  });
});

describe('formatDate and formatTime', () => {
  it('formats as MMM d, yyyy and h:mm AM', () => {
    expect(formatDate(new Date(2026, 2, 5, 20, 7))).toBe('Mar 5, 2026');
    expect(formatTime(new Date(2026, 2, 5, 20, 7))).toMatch(/^8:07\sPM$/);
  });
});

describe('scheduledLabel (W-HOURS)', () => {
  it('gives the delivery time in the consumer’s zone', () => {
    // 14:00 UTC on Nov 24 is 8:00 AM in Chicago (CST, UTC-6).
    expect(scheduledLabel('2026-11-24T14:00:00.000Z', 'America/Chicago')).toMatch(
      /^Scheduled for 8:00\sAM consumer time, Nov 24$/,
    );
    expect(scheduledLabel('2026-07-01T12:00:00.000Z', 'America/New_York')).toMatch(
      /^Scheduled for 8:00\sAM consumer time, Jul 1$/,
    );
  });

  it('falls back to the viewer’s clock for an unknown zone, and says only Scheduled for an unreadable time', () => {
    expect(scheduledLabel('2026-11-24T14:00:00.000Z', 'Mars/Olympus')).toMatch(/your time/);
    expect(scheduledLabel('2026-11-24T14:00:00.000Z', null)).toMatch(/your time/);
    expect(scheduledLabel('soon', 'America/Chicago')).toBe('Scheduled');
  });
});
