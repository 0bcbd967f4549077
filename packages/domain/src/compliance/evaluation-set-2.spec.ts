import { evaluate, evaluationTable, REACHED, reachesFloor, type Counts } from './evaluation';
import { EVALUATION_SET_2, type LabelledMessage } from './evaluation-set-2';
import { COMPLIANCE_RULES } from './rules';

/**
 * The second evaluation set (evaluation-set-2/): written from the rule descriptions and the statutes before the
 * scanner's code or the first evaluation set was read. It was the gate no one tuned on until the round that made it
 * tuning data (docs/COMPLIANCE-SCANNER.md, "The second evaluation set and the untouched half as tuning data"): its
 * disagreements were read and turned into general mechanisms, and the statistical layer is trained on it. It measures
 * nothing unseen any more; it is held at what the tuning reached, so a change that loses what was won fails.
 *
 * Each figure (the message, all rule labels together, every rule with at least 20 messages) is held at its value
 * after that round, rounded down to the hundredth. FIRST_SIGHT keeps the values before the round, printed beside.
 */
const MIN_MESSAGES = 20;

/** Precision and recall when the set became tuning data (the rules and the layer of that moment). */
const FIRST_SIGHT: Record<string, string> = {
  message: '0.924 / 0.805',
  all: '0.893 / 0.789',
  'R-ARREST': '0.824 / 0.875',
  'R-SEIZE': '0.794 / 0.771',
  'R-NOTINTENDED': '0.826 / 0.613',
  'R-CRIME': '0.871 / 0.900',
  'R-GOVT': '0.786 / 0.733',
  'R-ATTORNEY': '0.960 / 0.800',
  'R-AMOUNT': '0.967 / 0.935',
  'R-CREDIT': '1.000 / 0.719',
  'R-ABUSE': '0.893 / 0.806',
  'R-VIOLENCE': '0.952 / 0.690',
  'R-SHAME': '0.744 / 0.853',
  'R-HARASS': '0.957 / 0.733',
  'R-DISPUTE': '1.000 / 0.667',
  'R-THIRDPARTY-LIAB': '1.000 / 0.767',
  'R-SENSITIVE': '1.000 / 1.000',
};

/** What the tuning reached, rounded down to the hundredth. */
const FLOORS: Record<string, { precision: number; recall: number }> = {
  message: { precision: 0.98, recall: 0.97 },
  all: { precision: 0.97, recall: 0.96 },
  'R-ARREST': { precision: 1, recall: 1 },
  'R-SEIZE': { precision: 0.97, recall: 1 },
  'R-NOTINTENDED': { precision: 1, recall: 1 },
  'R-CRIME': { precision: 0.87, recall: 0.9 },
  'R-GOVT': { precision: 0.96, recall: 1 },
  'R-ATTORNEY': { precision: 0.96, recall: 0.93 },
  'R-AMOUNT': { precision: 0.96, recall: 0.96 },
  'R-CREDIT': { precision: 1, recall: 0.96 },
  'R-ABUSE': { precision: 1, recall: 0.93 },
  'R-VIOLENCE': { precision: 1, recall: 0.93 },
  'R-SHAME': { precision: 0.94, recall: 1 },
  'R-HARASS': { precision: 1, recall: 0.96 },
  'R-DISPUTE': { precision: 1, recall: 0.96 },
  'R-THIRDPARTY-LIAB': { precision: 1, recall: 0.96 },
  'R-SENSITIVE': { precision: 1, recall: 1 },
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

describe('the scanner on the second evaluation set (tuning data)', () => {
  const result = evaluate(MESSAGES);
  const check = (key: string, c: Counts) => expect(reachesFloor(key, c, FLOORS[key])).toEqual(REACHED(key));

  it('prints precision and recall, overall and per rule, the first sight beside, and the disagreements', () => {
    const firstSight = Object.entries(FIRST_SIGHT)
      .map(([key, pr]) => `${key}: ${pr}`)
      .join('\n');
    console.log(
      `${evaluationTable('Second evaluation set (tuning data)', MESSAGES, result)}\nFirst sight (precision / recall):\n${firstSight}`,
    );
  });

  it('blocks messages with the precision and recall the tuning reached', () => check('message', result.message));
  it('labels rules (all together) with the precision and recall the tuning reached', () => check('all', result.all));
  it.each(COMPLIANCE_RULES.map((r) => r.id))('%s: the precision and recall the tuning reached', (id) => {
    if (messagesOf(id) < MIN_MESSAGES) return;
    check(id, result.perRule.get(id)!);
  });
});
