import { AUTHOR_Q } from './author-q';
import { AUTHOR_R } from './author-r';
import { AUTHOR_S } from './author-s';
import { AUTHOR_T } from './author-t';
import type { AuthoredMessage } from './types';

/**
 * The fifth four-author set: collector messages written by four new authors at once, each in a voice and a trade of
 * their own (a theatrical skip-tracer at a Las Vegas debt buyer, a salesperson-style agent for a solar and
 * home-improvement lender in Arizona, a politely understated collector for a rural electric co-op and propane dealer in
 * Minnesota and Wisconsin, a paralegal-turned-collector in Brooklyn collecting legal, immigration-consultant and
 * bail-bond fees), from the rule list, the statutes and a one-page brief alone (BRIEF.md), without reading the scanner,
 * the other labelled sets or each other. Each wrote 10 violating and 8 clean messages per rule.
 *
 * Tuning data: its first sight was measured, then the patterns were tuned on it, while the second four-author set
 * stays the untouched gate.
 */
export const AUTHORS_5: Readonly<Record<string, readonly AuthoredMessage[]>> = {
  Q: AUTHOR_Q,
  R: AUTHOR_R,
  S: AUTHOR_S,
  T: AUTHOR_T,
};

export const AUTHORS_SET_5: readonly AuthoredMessage[] = Object.values(AUTHORS_5).flat();
