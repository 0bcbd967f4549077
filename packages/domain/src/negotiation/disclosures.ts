/**
 * Disclosures on a collector's communication (W-DISCLOSE): the first line is fixed and
 * always present; the collector's extra lines follow, trimmed, with blanks and repeats dropped.
 */
export const FIXED_DISCLOSURE = {
  accept: 'This acceptance is a communication from a debt collector',
  counteroffer: 'This counteroffer is a communication from a debt collector',
  document: 'This document is a communication from a debt collector.',
} as const;

export const MAX_DISCLOSURES = 10;
export const MAX_DISCLOSURE_LENGTH = 1000;

export function normalizeDisclosures(fixed: string, lines: readonly string[]): string[] {
  const out = [fixed];
  for (const raw of lines) {
    const line = raw.trim();
    if (line && !out.includes(line)) out.push(line);
  }
  return out;
}
