import { evaluate, evaluationTable, precision, REACHED, reachesFloor, recall, type Counts } from './evaluation';
import {
  EVALUATION_SET,
  fnv1a,
  RULE_SETS,
  TUNING_HALF,
  UNTOUCHED_HALF,
  type EvaluationMessage,
} from './evaluation-set';
import { COMPLIANCE_RULES } from './rules';

/**
 * The first evaluation set (evaluation-set/): collector messages written from the statutes and the rule descriptions
 * before the patterns were read, split once into a tuning half and an untouched half. Since the second evaluation set
 * (evaluation-set-2/, evaluation-set-2.spec.ts) took over as the untouched measure, both halves are tuning data (for
 * the rules and the statistical layer alike), and both must stay at precision and recall of at least 0.97 for every
 * rule with at least 20 messages and for the message as a whole. There are no floors below the target.
 */
const TARGET = 0.97;
const MIN_MESSAGES = 20;

/** A rule's messages in a half: those labelled with it, and the clean ones written to probe it. */
const messagesOf = (half: readonly EvaluationMessage[], id: string) =>
  half.filter((m) => m.expect.includes(id) || (m.probes === id && m.expect.length === 0)).length;

describe('the evaluation set', () => {
  it('has at least 600 messages, and at least 20 violating and 20 clean ones written for each rule', () => {
    expect(EVALUATION_SET.length).toBeGreaterThanOrEqual(600);
    const known = new Set(COMPLIANCE_RULES.map((r) => r.id));
    expect(new Set(RULE_SETS.map((s) => s.rule))).toEqual(known);
    for (const set of RULE_SETS) {
      expect(set.violating.length).toBeGreaterThanOrEqual(20);
      expect(set.clean.length).toBeGreaterThanOrEqual(20);
    }
    for (const m of EVALUATION_SET) for (const id of m.expect) expect(known).toContain(id);
    expect(new Set(EVALUATION_SET.map((m) => m.body)).size).toBe(EVALUATION_SET.length);
  });

  it('splits deterministically into two disjoint halves holding half of every rule’s violating and clean messages', () => {
    const tuning = new Set(TUNING_HALF.map((m) => m.body));
    expect(UNTOUCHED_HALF.some((m) => tuning.has(m.body))).toBe(false);
    expect(TUNING_HALF.length + UNTOUCHED_HALF.length).toBe(EVALUATION_SET.length);
    for (const set of RULE_SETS) {
      for (const violating of [true, false]) {
        const group = (half: readonly EvaluationMessage[]) =>
          half.filter((m) => m.probes === set.rule && m.expect.length > 0 === violating).length;
        expect(Math.abs(group(TUNING_HALF) - group(UNTOUCHED_HALF))).toBeLessThanOrEqual(1);
      }
    }
    // The hash that orders each group is fixed: the same text always lands in the same half.
    expect(fnv1a('You better watch your back.')).toBe(fnv1a('You better watch your back.'));
    expect(fnv1a('a')).toBe(0xe40c292c);
  });

  it('has at least 20 messages for every rule in the untouched half', () => {
    for (const r of COMPLIANCE_RULES) expect(messagesOf(UNTOUCHED_HALF, r.id)).toBeGreaterThanOrEqual(MIN_MESSAGES);
  });
});

describe('the tuning half', () => {
  const result = evaluate(TUNING_HALF);
  it('prints precision and recall, overall and per rule, with the disagreements', () => {
    console.log(evaluationTable('Evaluation set, tuning half', TUNING_HALF, result));
  });
  it.each(COMPLIANCE_RULES.map((r) => r.id))(`%s has precision and recall of at least ${TARGET}`, (id) => {
    const c = result.perRule.get(id)!;
    expect(precision(c)).toBeGreaterThanOrEqual(TARGET);
    expect(recall(c)).toBeGreaterThanOrEqual(TARGET);
  });
});

describe('the former untouched half (now tuning data too)', () => {
  const result = evaluate(UNTOUCHED_HALF);
  const check = (key: string, c: Counts) =>
    expect(reachesFloor(key, c, { precision: TARGET, recall: TARGET })).toEqual(REACHED(key));

  it('prints precision and recall, overall and per rule, with the disagreements', () => {
    console.log(evaluationTable('Evaluation set, former untouched half', UNTOUCHED_HALF, result));
  });

  it(`blocks messages with precision and recall of at least ${TARGET}`, () => check('message', result.message));

  it.each(COMPLIANCE_RULES.map((r) => r.id))(`%s: at least ${TARGET} when it has ${MIN_MESSAGES} messages`, (id) => {
    if (messagesOf(UNTOUCHED_HALF, id) < MIN_MESSAGES) return;
    check(id, result.perRule.get(id)!);
  });
});
