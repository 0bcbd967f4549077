import { AUTHOR_E } from './author-e';
import { AUTHOR_F } from './author-f';
import { AUTHOR_G } from './author-g';
import { AUTHOR_H } from './author-h';
import type { AuthoredMessage } from './types';

/**
 * The second four-author set: 780 collector messages written by four new authors at once, each in a voice and a
 * trade of their own (an associate collecting condominium and timeshare assessments in Florida, a student-loan
 * servicer's chat agent writing from templates, the owner of a rural buy-here-pay-here car lot texting from a phone,
 * an offshore agent for a debt buyer writing English as a second language), from the rule list, the statutes and a
 * one-page brief alone, without reading the scanner, the other labelled sets or each other. Each wrote 7 violating
 * and 6 clean messages per rule.
 *
 * It is untouched as a whole: the rules and the statistical layer are tuned on the other sets, and this set is only
 * measured, through its numbers. Never print or read its disagreements.
 */
export const AUTHORS_2: Readonly<Record<string, readonly AuthoredMessage[]>> = {
  E: AUTHOR_E,
  F: AUTHOR_F,
  G: AUTHOR_G,
  H: AUTHOR_H,
};

export const AUTHORS_SET_2: readonly AuthoredMessage[] = Object.values(AUTHORS_2).flat();
