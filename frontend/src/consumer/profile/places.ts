/**
 * The bundled US places (built by frontend/scripts/build-us-places.mjs from the `zipcodes` package): every ZIP code
 * of the 50 states, DC and the five inhabited territories, grouped by city. Loaded on demand, never fetched from a
 * service, so the address autocomplete is limited to the US and its territories by construction.
 */
export interface Place {
  city: string;
  state: string;
  zips: string[];
  /** Lower-cased city, for matching. */
  key: string;
}

let loading: Promise<Place[]> | undefined;

export function loadPlaces(): Promise<Place[]> {
  loading ??= import('./us-places.json').then(m => parsePlaces(m.default as string[]));
  return loading;
}

export function parsePlaces(rows: string[]): Place[] {
  return rows.map(row => {
    const [city, state, zips] = row.split('|');
    return { city, state, zips: zips ? zips.split(' ') : [], key: city.toLowerCase() };
  });
}

/** Cities starting with what was typed (then containing it), in the chosen state first; at most `limit`. */
export function searchPlaces(places: Place[], query: string, state = '', limit = 8): Place[] {
  const q = query.trim().toLowerCase();
  if (q.length < 2) return [];
  const starts: Place[] = [];
  const contains: Place[] = [];
  for (const p of places) {
    if (p.key.startsWith(q)) starts.push(p);
    else if (contains.length < limit && p.key.includes(q)) contains.push(p);
  }
  const inState = (p: Place) => (state && p.state === state ? 0 : 1);
  return [...starts.sort((a, b) => inState(a) - inState(b)), ...contains].slice(0, limit);
}

/** The place a 5-digit ZIP belongs to. */
export function placeOfZip(places: Place[], zip: string): Place | undefined {
  const five = zip.replace(/\D/g, '').slice(0, 5);
  if (five.length !== 5) return undefined;
  return places.find(p => p.zips.includes(five));
}
