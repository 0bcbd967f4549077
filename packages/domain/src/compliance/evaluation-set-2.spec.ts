import { evaluate, evaluationTable, precision, recall, type Counts } from './evaluation';
import { EVALUATION_SET_2, type LabelledMessage } from './evaluation-set-2';
import { COMPLIANCE_RULES } from './rules';

/**
 * The second evaluation set (evaluation-set-2/): written from the rule descriptions and the statutes before the
 * scanner's code or the first evaluation set was read, committed on its own, and never tuned on. Its disagreements
 * are never printed: read the numbers, not the messages, or it stops measuring.
 *
 * The target is precision and recall of at least 0.97 for the message, for all rule labels together and for every
 * rule with at least 20 messages. The scanner does not reach it on this set (docs/COMPLIANCE-SCANNER.md, "Known
 * limits": paraphrases by another author defeat word patterns and a bag-of-words model alike). Until it does, the
 * gate holds each figure at its measured value, so a change can raise a floor (raise it here with the change) but
 * never lower one; a figure at or above the target is held at the target.
 */
const TARGET = 0.97;
const MIN_MESSAGES = 20;

/** Measured precision and recall, rounded down to the hundredth; the target where it is met. */
const FLOORS: Record<string, { precision: number; recall: number }> = {
  message: { precision: 0.92, recall: 0.8 },
  all: { precision: 0.89, recall: 0.78 },
  'R-ARREST': { precision: 0.82, recall: 0.87 },
  'R-SEIZE': { precision: 0.79, recall: 0.77 },
  'R-NOTINTENDED': { precision: 0.82, recall: 0.61 },
  'R-CRIME': { precision: 0.87, recall: 0.9 },
  'R-GOVT': { precision: 0.78, recall: 0.73 },
  'R-ATTORNEY': { precision: 0.96, recall: 0.8 },
  'R-AMOUNT': { precision: 0.96, recall: 0.93 },
  'R-CREDIT': { precision: TARGET, recall: 0.71 },
  'R-ABUSE': { precision: 0.89, recall: 0.8 },
  'R-VIOLENCE': { precision: 0.95, recall: 0.68 },
  'R-SHAME': { precision: 0.74, recall: 0.85 },
  'R-HARASS': { precision: 0.95, recall: 0.73 },
  'R-DISPUTE': { precision: TARGET, recall: 0.66 },
  'R-THIRDPARTY-LIAB': { precision: TARGET, recall: 0.76 },
  'R-SENSITIVE': { precision: TARGET, recall: TARGET },
};

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
  const check = (key: string, c: Counts) => {
    const floor = FLOORS[key] ?? { precision: TARGET, recall: TARGET };
    expect({ key, precision: precision(c) >= floor.precision, recall: recall(c) >= floor.recall }).toEqual({
      key,
      precision: true,
      recall: true,
    });
  };

  it('prints precision and recall, overall and per rule (numbers only: never tune on its disagreements)', () => {
    console.log(evaluationTable('Second evaluation set (untouched)', MESSAGES, result, { disagreements: false }));
  });

  it('blocks messages with at least the measured precision and recall', () => check('message', result.message));
  it('labels rules (all together) with at least the measured precision and recall', () => check('all', result.all));
  it.each(COMPLIANCE_RULES.map((r) => r.id))(
    '%s: at least the measured precision and recall (the target where met)',
    (id) => {
      if (messagesOf(id) < MIN_MESSAGES) return;
      check(id, result.perRule.get(id)!);
    },
  );
});
