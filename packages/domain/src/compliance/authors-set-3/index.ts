import { AUTHOR_I } from './author-i';
import { AUTHOR_J } from './author-j';
import { AUTHOR_K } from './author-k';
import { AUTHOR_L } from './author-l';
import type { AuthoredMessage } from './types';

/**
 * The third four-author set: 1,080 collector messages written by four new authors at once, each in a voice and a
 * trade of their own (a warm billing coordinator for dental and veterinary clinics in Pennsylvania, a terse former
 * Marine supervising an Arizona agency on phone contracts and gym memberships, a folksy credit-union collector in
 * Louisiana, a young agent at a buy-now-pay-later app lender writing in internet slang), from the rule list, the
 * statutes and a one-page brief alone (BRIEF.md), without reading the scanner, the other labelled sets or each
 * other. Each wrote 10 violating and 8 clean messages per rule.
 *
 * Tuning data: its first sight was measured, then the rules and the statistical layer were tuned on it, while the
 * second four-author set stays the untouched gate.
 */
export const AUTHORS_3: Readonly<Record<string, readonly AuthoredMessage[]>> = {
  I: AUTHOR_I,
  J: AUTHOR_J,
  K: AUTHOR_K,
  L: AUTHOR_L,
};

export const AUTHORS_SET_3: readonly AuthoredMessage[] = Object.values(AUTHORS_3).flat();
