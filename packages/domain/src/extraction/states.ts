import { STATES_AND_DC, US_STATES as PLACES } from '../profile/us-states';

/** The 50 states and DC, code to name, for reading "COUNTY, ILLINOIS" or "Springfield, IL 62701". */
export const US_STATES: Record<string, string> = Object.fromEntries(STATES_AND_DC.map((code) => [code, PLACES[code]]));

const BY_NAME = new Map(Object.entries(US_STATES).map(([code, name]) => [name.toUpperCase(), code]));

/** Longest names first, so "WEST VIRGINIA" wins over "VIRGINIA" and "NEW YORK" is not read as "YORK". */
export const STATE_NAMES_LONGEST_FIRST = [...BY_NAME.keys()].sort((a, b) => b.length - a.length);

export function stateCodeOf(nameOrCode: string): string | null {
  const t = nameOrCode.trim().toUpperCase().replace(/\s+/g, ' ');
  if (t.length === 2 && US_STATES[t]) return t;
  return BY_NAME.get(t) ?? null;
}
