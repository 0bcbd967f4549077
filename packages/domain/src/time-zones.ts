/**
 * Where a consumer is, in time (W-HOURS: no contact before 8 a.m. or after 9 p.m. at the consumer's
 * location). Pure: no framework, shared with the pages.
 *
 * Each state lists its IANA zones, the primary one (where most of its people live) first. A state that spans
 * two zones (Florida's panhandle, west Texas, Indiana, Kentucky, Tennessee, Michigan's Upper Peninsula, the
 * Dakotas, Nebraska, Kansas, Idaho, Oregon, Alaska's Aleutians) is judged by ALL its zones: a message goes out only
 * when it is between 8 a.m. and 9 p.m. in every one of them. That is what Regulation F's commentary to
 * 1006.6(b)(1)(i) accepts when a collector cannot tell which of two zones the consumer is in. The primary zone is
 * the one shown to people.
 */
export const STATE_TIME_ZONES: Record<string, readonly string[]> = {
  AL: ['America/Chicago'],
  AK: ['America/Anchorage', 'America/Adak'],
  AZ: ['America/Phoenix'],
  AR: ['America/Chicago'],
  CA: ['America/Los_Angeles'],
  CO: ['America/Denver'],
  CT: ['America/New_York'],
  DE: ['America/New_York'],
  DC: ['America/New_York'],
  FL: ['America/New_York', 'America/Chicago'],
  GA: ['America/New_York'],
  HI: ['Pacific/Honolulu'],
  ID: ['America/Boise', 'America/Los_Angeles'],
  IL: ['America/Chicago'],
  IN: ['America/Indiana/Indianapolis', 'America/Chicago'],
  IA: ['America/Chicago'],
  KS: ['America/Chicago', 'America/Denver'],
  KY: ['America/New_York', 'America/Chicago'],
  LA: ['America/Chicago'],
  ME: ['America/New_York'],
  MD: ['America/New_York'],
  MA: ['America/New_York'],
  MI: ['America/Detroit', 'America/Menominee'],
  MN: ['America/Chicago'],
  MS: ['America/Chicago'],
  MO: ['America/Chicago'],
  MT: ['America/Denver'],
  NE: ['America/Chicago', 'America/Denver'],
  NV: ['America/Los_Angeles'],
  NH: ['America/New_York'],
  NJ: ['America/New_York'],
  NM: ['America/Denver'],
  NY: ['America/New_York'],
  NC: ['America/New_York'],
  ND: ['America/Chicago', 'America/Denver'],
  OH: ['America/New_York'],
  OK: ['America/Chicago'],
  OR: ['America/Los_Angeles', 'America/Boise'],
  PA: ['America/New_York'],
  RI: ['America/New_York'],
  SC: ['America/New_York'],
  SD: ['America/Chicago', 'America/Denver'],
  TN: ['America/Chicago', 'America/New_York'],
  TX: ['America/Chicago', 'America/Denver'],
  UT: ['America/Denver'],
  VT: ['America/New_York'],
  VA: ['America/New_York'],
  WA: ['America/Los_Angeles'],
  WV: ['America/New_York'],
  WI: ['America/Chicago'],
  WY: ['America/Denver'],
  PR: ['America/Puerto_Rico'],
  VI: ['America/St_Thomas'],
  GU: ['Pacific/Guam'],
  MP: ['Pacific/Saipan'],
  AS: ['Pacific/Pago_Pago'],
};

/** Used when neither the mailing address nor the lawsuit names a known state: the zone most consumers live in. */
export const DEFAULT_TIME_ZONES: readonly string[] = ['America/New_York'];

/** Contact hours at the consumer's location: from 8:00 (inclusive) to 21:00 (exclusive). */
export const CONTACT_WINDOW = { startHour: 8, endHour: 21 } as const;

/** The zones of the consumer: from the mailing address state, else the lawsuit state, else the default. */
export function consumerTimeZones(addressState?: string | null, lawsuitState?: string | null): readonly string[] {
  for (const s of [addressState, lawsuitState]) {
    const zones = s ? STATE_TIME_ZONES[s.trim().toUpperCase()] : undefined;
    if (zones) return zones;
  }
  return DEFAULT_TIME_ZONES;
}

export interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The wall-clock time in `zone` at instant `at`. */
export function localTime(at: Date, zone: string): LocalTime {
  const parts: Record<string, number> = {};
  for (const p of formatter(zone).formatToParts(at)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second };
}

/** The instant at which `zone` shows the given wall-clock time (for 8:00 the DST gap never applies). */
export function instantOf(local: Omit<LocalTime, 'second'> & { second?: number }, zone: string): Date {
  const wall = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second ?? 0);
  let guess = wall;
  // Two rounds settle the zone's offset, including on a DST change day.
  for (let i = 0; i < 2; i++) {
    const seen = localTime(new Date(guess), zone);
    const seenWall = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second);
    guess += wall - seenWall;
  }
  return new Date(guess);
}

export function withinContactHours(at: Date, zone: string): boolean {
  const { hour } = localTime(at, zone);
  return hour >= CONTACT_WINDOW.startHour && hour < CONTACT_WINDOW.endHour;
}

/** The next 8:00 in `zone` strictly after `at` (the same day before 8 a.m., else the next day). */
export function nextWindowStart(at: Date, zone: string): Date {
  const now = localTime(at, zone);
  const day = new Date(Date.UTC(now.year, now.month - 1, now.day + (now.hour < CONTACT_WINDOW.startHour ? 0 : 1)));
  return instantOf(
    { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), hour: CONTACT_WINDOW.startHour, minute: 0 },
    zone,
  );
}

/**
 * When a message written at `at` may reach the consumer: `at` itself when every zone is inside contact hours,
 * else the first moment (an 8:00 in one of the zones) at which all of them are.
 */
export function nextContactTime(at: Date, zones: readonly string[]): Date {
  let t = at;
  // Each round moves t to some zone's next 8:00; zones of one state are hours apart, so a few rounds suffice.
  for (let round = 0; round < 8; round++) {
    const closed = zones.find((z) => !withinContactHours(t, z));
    if (!closed) return t;
    t = nextWindowStart(t, closed);
  }
  throw new Error(`no common contact hours for ${zones.join(', ')}`);
}
