import { normalizeText } from './data/court-rules';

import { MAX_QUERY, MIN_QUERY, QUERY_TOO_LONG, QUERY_TOO_SHORT, searchText, UNKNOWN_STATE } from '@parley/domain/contracts/api/search';

export { MAX_QUERY, MIN_QUERY, QUERY_TOO_LONG, QUERY_TOO_SHORT, UNKNOWN_STATE };
export const MAX_RESULTS = 20;

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/** A query string from the URL: exactly one value, trimmed and with inner whitespace collapsed. */
export function parseQuery(raw: unknown): Parsed<string> {
  const r = searchText.safeParse(raw);
  return r.success ? { ok: true, value: r.data } : { ok: false, error: r.error.issues[0].message };
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
