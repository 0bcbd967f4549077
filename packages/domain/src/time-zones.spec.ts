import { consumerTimeZones, instantOf, localTime, nextContactTime, STATE_TIME_ZONES, withinContactHours } from './time-zones';

const at = (iso: string) => new Date(iso);

describe('consumer time zones', () => {
  it('covers every state and DC with zones the runtime knows', () => {
    expect(Object.keys(STATE_TIME_ZONES).length).toBeGreaterThanOrEqual(51);
    for (const zones of Object.values(STATE_TIME_ZONES))
      for (const z of zones) expect(() => new Intl.DateTimeFormat('en-US', { timeZone: z })).not.toThrow();
  });

  it('takes the address state, then the lawsuit state, then New York', () => {
    expect(consumerTimeZones('ca', 'NY')).toEqual(['America/Los_Angeles']);
    expect(consumerTimeZones(null, 'HI')).toEqual(['Pacific/Honolulu']);
    expect(consumerTimeZones('ZZ', undefined)).toEqual(['America/New_York']);
  });

  it('converts wall-clock times both ways, across a DST change', () => {
    // 2026-03-08 is the spring-forward day in the US.
    const eight = instantOf({ year: 2026, month: 3, day: 8, hour: 8, minute: 0 }, 'America/New_York');
    expect(eight.toISOString()).toBe('2026-03-08T12:00:00.000Z');
    expect(localTime(eight, 'America/New_York')).toMatchObject({ hour: 8, minute: 0, day: 8 });
    const winter = instantOf({ year: 2026, month: 1, day: 5, hour: 8, minute: 0 }, 'America/New_York');
    expect(winter.toISOString()).toBe('2026-01-05T13:00:00.000Z');
  });
});

describe('contact hours (W-HOURS)', () => {
  it('is open from 8:00 up to but not including 21:00', () => {
    expect(withinContactHours(at('2026-11-23T12:59:59Z'), 'America/New_York')).toBe(false); // 7:59:59
    expect(withinContactHours(at('2026-11-23T13:00:00Z'), 'America/New_York')).toBe(true); // 8:00
    expect(withinContactHours(at('2026-11-24T01:59:59Z'), 'America/New_York')).toBe(true); // 20:59:59
    expect(withinContactHours(at('2026-11-24T02:00:00Z'), 'America/New_York')).toBe(false); // 21:00
  });

  it('sends at once inside the window', () => {
    const t = at('2026-11-23T15:00:00Z');
    expect(nextContactTime(t, ['America/Chicago'])).toEqual(t);
  });

  it('holds an early message until 8 a.m. the same day and a late one until 8 a.m. the next day', () => {
    expect(nextContactTime(at('2026-11-23T10:00:00Z'), ['America/Chicago']).toISOString()).toBe('2026-11-23T14:00:00.000Z');
    expect(nextContactTime(at('2026-11-24T04:30:00Z'), ['America/Chicago']).toISOString()).toBe('2026-11-24T14:00:00.000Z');
    expect(nextContactTime(at('2026-11-24T05:30:00Z'), ['America/Los_Angeles']).toISOString()).toBe('2026-11-24T16:00:00.000Z');
  });

  it('judges a two-zone state by both zones', () => {
    // 8:30 in Chicago is 7:30 in Denver: west Texas is still asleep, so the message waits for 8:00 Denver time.
    const t = at('2026-11-23T14:30:00Z');
    expect(nextContactTime(t, STATE_TIME_ZONES.TX).toISOString()).toBe('2026-11-23T15:00:00.000Z');
    // 20:30 in Denver is 21:30 in Chicago: too late for east Texas, so the next morning in Denver.
    expect(nextContactTime(at('2026-11-24T03:30:00Z'), STATE_TIME_ZONES.TX).toISOString()).toBe('2026-11-24T15:00:00.000Z');
  });
});
