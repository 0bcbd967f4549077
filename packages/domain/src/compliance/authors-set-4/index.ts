import { AUTHOR_M } from './author-m';
import { AUTHOR_N } from './author-n';
import { AUTHOR_O } from './author-o';
import { AUTHOR_P } from './author-p';
import type { AuthoredMessage } from './types';

/**
 * The fourth four-author set: collector messages written by four new authors at once, each in a voice and a trade of
 * their own (a hospital revenue-cycle specialist in Ohio writing policy language, an account-resolution associate for
 * private schools and daycares in Chicago writing cheerful corporate euphemism, a sarcastic property-management
 * collector in New Jersey chasing former tenants, the collector of a car-title-loan store and its tow yard in rural
 * Georgia texting from a phone), from the rule list, the statutes and a one-page brief alone (BRIEF.md), without
 * reading the scanner, the other labelled sets or each other. Each wrote 10 violating and 8 clean messages per rule.
 *
 * Tuning data: its first sight was measured, then the patterns were tuned on it, while the second four-author set
 * stays the untouched gate.
 */
export const AUTHORS_4: Readonly<Record<string, readonly AuthoredMessage[]>> = {
  M: AUTHOR_M,
  N: AUTHOR_N,
  O: AUTHOR_O,
  P: AUTHOR_P,
};

export const AUTHORS_SET_4: readonly AuthoredMessage[] = Object.values(AUTHORS_4).flat();
