import { fnv1a } from '../model/train';
import { AUTHOR_A } from './author-a';
import { AUTHOR_B } from './author-b';
import { AUTHOR_C } from './author-c';
import { AUTHOR_D } from './author-d';
import type { AuthoredMessage } from './types';

export type { AuthoredMessage } from './types';

/**
 * The four-author set: 1,850 collector messages written by four authors at once, each in a voice and a trade of
 * their own (a formal paralegal on hospital and auto debts, a texting collector at a fintech debt buyer, a curt
 * agency collector on rent and utilities, a polished negotiator on payday loans and store cards), from the rule table
 * and the statutes alone, without reading the scanner, the other labelled sets or each other. About 18 violating and
 * 13 clean messages per rule per author.
 *
 * Two authors wrote 'Do you want your boss to hear about this?' word for word; author A's copy, the last of its group
 * in the split's order (so no other message changed half), was removed: it was the untouched half's duplicate of a
 * tuning message.
 *
 * It is split once, deterministically, into a tuning half and an untouched half: within each author's violating and
 * clean messages for each rule, ordered by the FNV-1a hash of the text, dealt alternately. The untouched half is only
 * measured; its disagreements are never printed.
 */
export const AUTHORS: Readonly<Record<string, readonly AuthoredMessage[]>> = {
  A: AUTHOR_A,
  B: AUTHOR_B,
  C: AUTHOR_C,
  D: AUTHOR_D,
};

function split(): { tuning: AuthoredMessage[]; untouched: AuthoredMessage[] } {
  const tuning: AuthoredMessage[] = [];
  const untouched: AuthoredMessage[] = [];
  const groups = new Map<string, AuthoredMessage[]>();
  for (const [author, messages] of Object.entries(AUTHORS))
    for (const m of messages) {
      const key = `${author}|${m.probes}|${m.expect.length > 0}`;
      groups.set(key, [...(groups.get(key) ?? []), m]);
    }
  for (const group of groups.values()) {
    group.sort((a, b) => fnv1a(a.body) - fnv1a(b.body) || (a.body < b.body ? -1 : 1));
    group.forEach((m, i) => (i % 2 === 0 ? tuning : untouched).push(m));
  }
  return { tuning, untouched };
}

const halves = split();
export const AUTHORS_SET: readonly AuthoredMessage[] = Object.values(AUTHORS).flat();
/** The half the rules and the statistical layer may be tuned on. */
export const AUTHORS_TUNING_HALF: readonly AuthoredMessage[] = halves.tuning;
/** The half that is only measured. Never read its disagreements. */
export const AUTHORS_UNTOUCHED_HALF: readonly AuthoredMessage[] = halves.untouched;
