import { MAX_DISCLOSURES, normalizeDisclosures } from '@parley/domain/negotiation';

/**
 * The disclosures editor's lines: the fixed first line is not among them (it is shown read-only);
 * these are the collector's own lines. There is always one empty line at the end to type into, appended once the
 * last one is filled, up to the server's limit of extra lines.
 */

export const INITIAL_LINES: readonly string[] = [''];

/** Keeps exactly one empty line at the end (none once the limit is reached). */
export function withTrailingBlank(lines: readonly string[]): string[] {
  const out = [...lines];
  while (out.length > 1 && out.at(-1)!.trim() === '' && out.at(-2)!.trim() === '') out.pop();
  if (out.length === 0 || (out.at(-1)!.trim() !== '' && out.length < MAX_DISCLOSURES)) out.push('');
  return out;
}

export function setLine(lines: readonly string[], index: number, text: string): string[] {
  if (index < 0 || index >= lines.length) return [...lines];
  return withTrailingBlank(lines.map((line, i) => (i === index ? text : line)));
}

/** What is sent: the fixed line first, then the collector's lines trimmed, blanks and repeats dropped. */
export function disclosuresPayload(fixed: string, lines: readonly string[]): string[] {
  return normalizeDisclosures(fixed, lines);
}
