import { normalizeText } from './data/court-rules';

/** Search queries: trimmed, at least 2 characters; longer than 100 is refused too. */
export const MIN_QUERY = 2;
export const MAX_QUERY = 100;
export const MAX_RESULTS = 20;

export const QUERY_TOO_SHORT = 'Please enter at least 2 characters.';
export const QUERY_TOO_LONG = 'Please enter at most 100 characters.';
export const UNKNOWN_STATE = 'Please choose a state from the list.';

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/** A query string from the URL: exactly one value, trimmed and with inner whitespace collapsed. */
export function parseQuery(raw: unknown): Parsed<string> {
  if (typeof raw !== 'string') return { ok: false, error: QUERY_TOO_SHORT };
  const q = raw.replace(/\s+/g, ' ').trim();
  if (q.length < MIN_QUERY) return { ok: false, error: QUERY_TOO_SHORT };
  if (q.length > MAX_QUERY) return { ok: false, error: QUERY_TOO_LONG };
  return { ok: true, value: q };
}

/** Court query words: accent-free, lower case, letters and digits only (so 'cook co.' finds 'Cook County'). */
export function courtWords(q: string): string[] {
  return [...new Set(normalizeText(q).split(' ').filter(Boolean))].slice(0, 8);
}

/** Name query words (law firms, plaintiffs): lower case, punctuation kept ('n.a.', '(usa)'). */
export function nameWords(q: string): string[] {
  return [...new Set(q.toLowerCase().split(' ').filter(Boolean))].slice(0, 8);
}

/** A LIKE pattern that matches `word` anywhere, with LIKE's own wildcards (% and _) and the escape taken literally. */
export function containsPattern(word: string): string {
  return `%${escapeLike(word)}%`;
}

/** A LIKE pattern that matches values starting with `word`. */
export function startsPattern(word: string): string {
  return `${escapeLike(word)}%`;
}

function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** An optional state filter: '' or absent is none; else a code of the court list (case-insensitive). */
export function parseState(raw: unknown, known: ReadonlySet<string>): Parsed<string | null> {
  if (raw === undefined || raw === null || raw === '') return { ok: true, value: null };
  if (typeof raw !== 'string') return { ok: false, error: UNKNOWN_STATE };
  const code = raw.trim().toUpperCase();
  if (code === '') return { ok: true, value: null };
  return known.has(code) ? { ok: true, value: code } : { ok: false, error: UNKNOWN_STATE };
}
