import { AUTHORS, AUTHORS_SET, AUTHORS_TUNING_HALF, AUTHORS_UNTOUCHED_HALF } from './authors-set';
import { cleanFor, messagesOf, violating } from './authors-set/types';
import { evaluate, evaluationTable, precision, REACHED, reachesFloor, recall, type Counts } from './evaluation';
import { COMPLIANCE_RULES } from './rules';

/**
 * The four-author set (authors-set/): 1,850 messages written by four authors at once, each in a voice and a trade of
 * their own, from the rule table and the statutes, without reading the scanner or the other sets; split by the hash
 * of the text into a tuning half and an untouched half (docs/COMPLIANCE-SCANNER.md, "The four-author set").
 *
 * Both halves are tuning data now. The tuning half's misses were turned into general patterns first; the untouched
 * half was a gate, never read, until the round that made it and the second evaluation set tuning data
 * (docs/COMPLIANCE-SCANNER.md, "The second evaluation set and the untouched half as tuning data"). Each half is held at
 * what its tuning reached: the untouched half per figure (rounded down to the hundredth), the tuning half as below.
 */
const MIN_MESSAGES = 20;

/** The untouched half's precision and recall when it became tuning data (the rules and the layer of that moment). */
const UNTOUCHED_FIRST_SIGHT: Record<string, string> = {
  message: '0.908 / 0.795',
  all: '0.888 / 0.777',
  'R-ARREST': '0.872 / 0.850',
  'R-SEIZE': '0.771 / 0.711',
  'R-NOTINTENDED': '0.861 / 0.738',
  'R-CRIME': '0.854 / 0.897',
  'R-GOVT': '0.818 / 0.750',
  'R-ATTORNEY': '1.000 / 0.892',
  'R-AMOUNT': '0.933 / 0.913',
  'R-CREDIT': '0.964 / 0.711',
  'R-ABUSE': '1.000 / 0.857',
  'R-VIOLENCE': '0.773 / 0.459',
  'R-SHAME': '0.727 / 0.762',
  'R-HARASS': '0.929 / 0.722',
  'R-DISPUTE': '0.931 / 0.711',
  'R-THIRDPARTY-LIAB': '0.920 / 0.639',
  'R-SENSITIVE': '1.000 / 1.000',
};

/** The untouched half: what the tuning reached, rounded down to the hundredth. */
const UNTOUCHED_FLOORS: Record<string, { precision: number; recall: number }> = {
  message: { precision: 0.98, recall: 0.96 },
  all: { precision: 0.98, recall: 0.96 },
  'R-ARREST': { precision: 1, recall: 0.9 },
  'R-SEIZE': { precision: 0.94, recall: 0.94 },
  'R-NOTINTENDED': { precision: 1, recall: 1 },
  'R-CRIME': { precision: 0.94, recall: 0.89 },
  'R-GOVT': { precision: 0.92, recall: 0.97 },
  'R-ATTORNEY': { precision: 1, recall: 0.94 },
  'R-AMOUNT': { precision: 1, recall: 0.97 },
  'R-CREDIT': { precision: 1, recall: 0.97 },
  'R-ABUSE': { precision: 1, recall: 0.97 },
  'R-VIOLENCE': { precision: 0.97, recall: 0.94 },
  'R-SHAME': { precision: 0.97, recall: 1 },
  'R-HARASS': { precision: 1, recall: 0.97 },
  'R-DISPUTE': { precision: 1, recall: 1 },
  'R-THIRDPARTY-LIAB': { precision: 0.97, recall: 0.97 },
  'R-SENSITIVE': { precision: 1, recall: 1 },
};

/** The tuning half: the message and the labels, and every rule, at what the tuning reached (rounded down). */
const TUNING_FLOOR = { message: 0.97, labels: 0.97, rule: 0.9 };

describe('the four-author set', () => {
  it('has four authors, every label a known rule, no text twice, and two halves that share nothing', () => {
    expect(Object.keys(AUTHORS)).toHaveLength(4);
    for (const messages of Object.values(AUTHORS)) expect(messages.length).toBeGreaterThan(0);
    const known = new Set(COMPLIANCE_RULES.map((r) => r.id));
    for (const m of AUTHORS_SET) {
      expect(known).toContain(m.probes);
      for (const id of m.expect) expect(known).toContain(id);
    }
    expect(new Set(AUTHORS_SET.map((m) => m.body)).size).toBe(AUTHORS_SET.length);
    expect(AUTHORS_TUNING_HALF.length + AUTHORS_UNTOUCHED_HALF.length).toBe(AUTHORS_SET.length);
    const tuning = new Set(AUTHORS_TUNING_HALF.map((m) => m.body));
    expect(AUTHORS_UNTOUCHED_HALF.filter((m) => tuning.has(m.body))).toEqual([]);
  });

  it.each(COMPLIANCE_RULES.map((r) => r.id))('%s: at least 20 violating and 20 clean messages in each half', (id) => {
    for (const half of [AUTHORS_TUNING_HALF, AUTHORS_UNTOUCHED_HALF]) {
      expect(violating(half, id).length).toBeGreaterThanOrEqual(20);
      expect(cleanFor(half, id).length).toBeGreaterThanOrEqual(20);
    }
  });
});

describe('the scanner on the four-author set, untouched half (tuning data)', () => {
  const result = evaluate(AUTHORS_UNTOUCHED_HALF);
  const check = (key: string, c: Counts) => expect(reachesFloor(key, c, UNTOUCHED_FLOORS[key])).toEqual(REACHED(key));

  it('prints precision and recall, overall and per rule, the first sight beside, and the disagreements', () => {
    const firstSight = Object.entries(UNTOUCHED_FIRST_SIGHT)
      .map(([key, pr]) => `${key}: ${pr}`)
      .join('\n');
    console.log(
      `${evaluationTable('Four-author set, untouched half (tuning data)', AUTHORS_UNTOUCHED_HALF, result)}\nFirst sight (precision / recall):\n${firstSight}`,
    );
  });

  it('blocks messages with the precision and recall the tuning reached', () => check('message', result.message));
  it('labels rules (all together) with the precision and recall the tuning reached', () => check('all', result.all));
  it.each(COMPLIANCE_RULES.map((r) => r.id))('%s: the precision and recall the tuning reached', (id) => {
    if (messagesOf(AUTHORS_UNTOUCHED_HALF, id) < MIN_MESSAGES) return;
    check(id, result.perRule.get(id)!);
  });
});

describe('the scanner on the four-author set, tuning half', () => {
  const result = evaluate(AUTHORS_TUNING_HALF);

  it('prints precision and recall, overall and per rule, with the disagreements', () => {
    console.log(evaluationTable('Four-author set, tuning half', AUTHORS_TUNING_HALF, result));
  });

  it('blocks messages and labels rules with the precision and recall the tuning reached', () => {
    expect(precision(result.message)).toBeGreaterThanOrEqual(TUNING_FLOOR.message);
    expect(recall(result.message)).toBeGreaterThanOrEqual(TUNING_FLOOR.message);
    expect(precision(result.all)).toBeGreaterThanOrEqual(TUNING_FLOOR.labels);
    expect(recall(result.all)).toBeGreaterThanOrEqual(TUNING_FLOOR.labels);
  });

  it.each(COMPLIANCE_RULES.map((r) => r.id))('%s: precision and recall of at least 0.9', (id) => {
    const c = result.perRule.get(id)!;
    expect({ id, precision: precision(c) >= TUNING_FLOOR.rule, recall: recall(c) >= TUNING_FLOOR.rule }).toEqual({
      id,
      precision: true,
      recall: true,
    });
  });
});
