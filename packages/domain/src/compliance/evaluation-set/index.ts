import { ABUSE } from './abuse';
import { AMOUNT } from './amount';
import { ARREST } from './arrest';
import { ATTORNEY } from './attorney';
import { CREDIT } from './credit';
import { CRIME } from './crime';
import { DISPUTE } from './dispute';
import { GOVT } from './govt';
import { HARASS } from './harass';
import { NOTINTENDED } from './not-intended';
import { SEIZE } from './seize';
import { SENSITIVE } from './sensitive';
import { SHAME } from './shame';
import { THIRDPARTY } from './third-party';
import { VIOLENCE } from './violence';
import type { EvaluationMessage, Line, RuleSet } from './types';

export type { EvaluationMessage, RuleSet } from './types';

/**
 * The labelled evaluation set: collector messages written from the statutes and the rule descriptions alone, before
 * the scanner's patterns were read, one file per rule. It is split once, deterministically, into a tuning half (the
 * rules may be changed to pass it) and an untouched half (only measured; the unit tests fail below the floors).
 */
export const RULE_SETS: readonly RuleSet[] = [
  ARREST,
  SEIZE,
  NOTINTENDED,
  CRIME,
  GOVT,
  ATTORNEY,
  AMOUNT,
  CREDIT,
  ABUSE,
  VIOLENCE,
  SHAME,
  HARASS,
  DISPUTE,
  THIRDPARTY,
  SENSITIVE,
];

function message(line: Line, set: RuleSet, violating: boolean): EvaluationMessage {
  const { body, ctx, also = [] } = typeof line === 'string' ? { body: line } : line;
  return { body, expect: violating ? [set.rule, ...also] : [], ...(ctx ? { ctx } : {}), probes: set.rule };
}

/** FNV-1a over the message text: which half a message falls in depends on nothing the author chose on purpose. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * Stratified split: within each rule's violating messages and each rule's clean messages, order by the hash of the
 * text and deal alternately, so both halves hold half of every group (a rule's violating and clean messages alike).
 */
function split(): { tuning: EvaluationMessage[]; untouched: EvaluationMessage[] } {
  const tuning: EvaluationMessage[] = [];
  const untouched: EvaluationMessage[] = [];
  for (const set of RULE_SETS) {
    for (const violating of [true, false]) {
      const group = (violating ? set.violating : set.clean).map((l) => message(l, set, violating));
      group.sort((a, b) => fnv1a(a.body) - fnv1a(b.body) || (a.body < b.body ? -1 : 1));
      group.forEach((m, i) => (i % 2 === 0 ? tuning : untouched).push(m));
    }
  }
  return { tuning, untouched };
}

const halves = split();
export const EVALUATION_SET: readonly EvaluationMessage[] = [...halves.tuning, ...halves.untouched];
/** The half the rules may be tuned on. */
export const TUNING_HALF: readonly EvaluationMessage[] = halves.tuning;
/** The half that is only measured. Never read its disagreements to change a rule. */
export const UNTOUCHED_HALF: readonly EvaluationMessage[] = halves.untouched;
