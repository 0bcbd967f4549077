import { AUTHORS_2, AUTHORS_SET_2 } from './authors-set-2';
import { cleanFor, messagesOf, violating } from './authors-set/types';
import { AUTHORS_SET } from './authors-set';
import { evaluate, evaluationTable, REACHED, reachesFloor, type Counts } from './evaluation';
import { COMPLIANCE_RULES } from './rules';

/**
 * The second four-author set (authors-set-2/): 779 messages by four new authors who never read the scanner or the
 * other sets; untouched as a whole (docs/COMPLIANCE-SCANNER.md, "The second four-author set"). It is the gate: its
 * disagreements are never printed, and each figure is held at its measured value (rounded down to the hundredth;
 * the 0.97 target where it is met), so a change can raise a floor (raise it here with the change) but never lower one.
 */
const TARGET = 0.97;
const MIN_MESSAGES = 20;

/**
 * Measured after the rounds that tuned the patterns on the third, fourth and fifth four-author sets (idioms, quotations);
 * 0.866 / 0.757 (message) after the third set's alone, 0.872 / 0.764 after the fourth's; before them, after the round that tuned the rules and the statistical layer on the former gates, 0.851 / 0.733 (message); at first
 * sight the set scored 0.804 / 0.702.
 */
const FLOORS: Record<string, { precision: number; recall: number }> = {
  message: { precision: 0.87, recall: 0.76 },
  all: { precision: 0.84, recall: 0.75 },
  'R-ARREST': { precision: 0.75, recall: 0.78 },
  'R-SEIZE': { precision: 0.7, recall: 0.73 },
  'R-NOTINTENDED': { precision: 0.75, recall: 0.53 },
  'R-CRIME': { precision: 0.76, recall: 0.59 },
  'R-GOVT': { precision: 0.86, recall: 0.86 },
  'R-ATTORNEY': { precision: 0.9, recall: 0.71 },
  'R-AMOUNT': { precision: 0.74, recall: 0.86 },
  'R-CREDIT': { precision: TARGET, recall: 0.67 },
  'R-ABUSE': { precision: 0.93, recall: 0.9 },
  'R-VIOLENCE': { precision: 0.95, recall: 0.67 },
  'R-SHAME': { precision: 0.74, recall: 0.66 },
  'R-HARASS': { precision: 0.81, recall: 0.78 },
  'R-DISPUTE': { precision: 0.92, recall: 0.71 },
  'R-THIRDPARTY-LIAB': { precision: 0.95, recall: 0.75 },
  'R-SENSITIVE': { precision: TARGET, recall: TARGET },
};

describe('the second four-author set', () => {
  it('has four authors, every label a known rule, no text twice or shared with another set', () => {
    expect(Object.keys(AUTHORS_2)).toHaveLength(4);
    const known = new Set(COMPLIANCE_RULES.map((r) => r.id));
    for (const m of AUTHORS_SET_2) {
      expect(known).toContain(m.probes);
      for (const id of m.expect) expect(known).toContain(id);
    }
    expect(new Set(AUTHORS_SET_2.map((m) => m.body)).size).toBe(AUTHORS_SET_2.length);
    const earlier = new Set(AUTHORS_SET.map((m) => m.body));
    expect(AUTHORS_SET_2.filter((m) => earlier.has(m.body))).toEqual([]);
  });

  it.each(COMPLIANCE_RULES.map((r) => r.id))('%s: at least 20 violating and 20 clean messages', (id) => {
    expect(violating(AUTHORS_SET_2, id).length).toBeGreaterThanOrEqual(MIN_MESSAGES);
    expect(cleanFor(AUTHORS_SET_2, id).length).toBeGreaterThanOrEqual(MIN_MESSAGES);
  });
});

describe('the scanner on the second four-author set (untouched)', () => {
  const result = evaluate(AUTHORS_SET_2);
  const check = (key: string, c: Counts) =>
    expect(reachesFloor(key, c, FLOORS[key] ?? { precision: TARGET, recall: TARGET })).toEqual(REACHED(key));

  it('prints precision and recall, overall and per rule (numbers only: never tune on its disagreements)', () => {
    console.log(evaluationTable('Second four-author set (untouched)', AUTHORS_SET_2, result, { disagreements: false }));
  });

  it('blocks messages with at least the measured precision and recall', () => check('message', result.message));
  it('labels rules (all together) with at least the measured precision and recall', () => check('all', result.all));
  it.each(COMPLIANCE_RULES.map((r) => r.id))(
    '%s: at least the measured precision and recall (the target where met)',
    (id) => {
      if (messagesOf(AUTHORS_SET_2, id) < MIN_MESSAGES) return;
      check(id, result.perRule.get(id)!);
    },
  );
});
