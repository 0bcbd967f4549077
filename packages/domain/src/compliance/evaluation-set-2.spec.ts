import { evaluate, evaluationTable, precision, recall, type Counts } from './evaluation';
import { EVALUATION_SET_2, type LabelledMessage } from './evaluation-set-2';
import { COMPLIANCE_RULES } from './rules';

/**
 * The second evaluation set (evaluation-set-2/): written from the rule descriptions and the statutes before the
 * scanner's code or the first evaluation set was read, committed on its own, and never tuned on. This is the gate:
 * precision and recall of at least 0.97 for the message as a whole, for all rule labels together, and for every rule
 * with at least 20 messages (those labelled with it plus the clean ones written to probe it). There are no floors
 * below the target. Its disagreements are never printed: read the numbers, not the messages, or it stops measuring.
 */
const TARGET = 0.97;
const MIN_MESSAGES = 20;

const asCorpus = (set: readonly LabelledMessage[]) =>
  set.map((m) => ({ body: m.text, expect: [...m.violates], ctx: m.facts }));
const MESSAGES = asCorpus(EVALUATION_SET_2);

/** A rule's messages: those labelled with it, and the clean ones written to probe it. */
const messagesOf = (id: string) =>
  EVALUATION_SET_2.filter((m) => m.violates.includes(id as never) || (m.topic === id && m.violates.length === 0))
    .length;

describe('the second evaluation set', () => {
  it('has at least 600 messages, at least 20 violating and 20 clean ones written for each rule, all distinct', () => {
    expect(EVALUATION_SET_2.length).toBeGreaterThanOrEqual(600);
    const known = new Set(COMPLIANCE_RULES.map((r) => r.id));
    for (const m of EVALUATION_SET_2) for (const id of m.violates) expect(known).toContain(id);
    for (const id of known) {
      expect(EVALUATION_SET_2.filter((m) => m.violates.includes(id as never)).length).toBeGreaterThanOrEqual(20);
      expect(EVALUATION_SET_2.filter((m) => m.topic === id && m.violates.length === 0).length).toBeGreaterThanOrEqual(
        20,
      );
      expect(messagesOf(id)).toBeGreaterThanOrEqual(MIN_MESSAGES);
    }
    expect(new Set(EVALUATION_SET_2.map((m) => m.text)).size).toBe(EVALUATION_SET_2.length);
  });
});

describe('the scanner on the second evaluation set (untouched)', () => {
  const result = evaluate(MESSAGES);
  const check = (key: string, c: Counts) =>
    expect({ key, precision: precision(c) >= TARGET, recall: recall(c) >= TARGET }).toEqual({
      key,
      precision: true,
      recall: true,
    });

  it('prints precision and recall, overall and per rule (numbers only: never tune on its disagreements)', () => {
    console.log(evaluationTable('Second evaluation set (untouched)', MESSAGES, result, { disagreements: false }));
  });

  it(`blocks messages with precision and recall of at least ${TARGET}`, () => check('message', result.message));
  it(`labels rules (all together) with precision and recall of at least ${TARGET}`, () => check('all', result.all));
  it.each(COMPLIANCE_RULES.map((r) => r.id))(`%s: precision and recall of at least ${TARGET}`, (id) => {
    if (messagesOf(id) < MIN_MESSAGES) return;
    check(id, result.perRule.get(id)!);
  });
});
