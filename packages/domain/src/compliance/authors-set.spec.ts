import { AUTHORS, AUTHORS_SET, AUTHORS_TUNING_HALF, AUTHORS_UNTOUCHED_HALF, type AuthoredMessage } from './authors-set';
import { evaluate, evaluationTable, precision, recall, type Counts } from './evaluation';
import { COMPLIANCE_RULES } from './rules';

/**
 * The four-author set (authors-set/): 1,850 messages written by four authors at once, each in a voice and a trade of
 * their own, from the rule table and the statutes, without reading the scanner or the other sets; split by the hash
 * of the text into a tuning half and an untouched half (docs/COMPLIANCE-SCANNER.md, "The four-author set").
 *
 * The untouched half is a gate like the second evaluation set: its disagreements are never printed, and each figure
 * is held at its measured value (rounded down to the hundredth; the 0.97 target where it is met), so a change can
 * raise a floor (raise it here with the change) but never lower one. The tuning half's misses were turned into
 * general patterns; it is held at what they reached.
 */
const TARGET = 0.97;
const MIN_MESSAGES = 20;

/** The untouched half, measured after the rules were tuned on the other half and the layer retrained with it. */
const UNTOUCHED_FLOORS: Record<string, { precision: number; recall: number }> = {
  message: { precision: 0.9, recall: 0.79 },
  all: { precision: 0.88, recall: 0.77 },
  'R-ARREST': { precision: 0.87, recall: 0.85 },
  'R-SEIZE': { precision: 0.77, recall: 0.71 },
  'R-NOTINTENDED': { precision: 0.86, recall: 0.73 },
  'R-CRIME': { precision: 0.85, recall: 0.89 },
  'R-GOVT': { precision: 0.81, recall: 0.75 },
  'R-ATTORNEY': { precision: TARGET, recall: 0.89 },
  'R-AMOUNT': { precision: 0.93, recall: 0.91 },
  'R-CREDIT': { precision: 0.96, recall: 0.71 },
  'R-ABUSE': { precision: TARGET, recall: 0.85 },
  'R-VIOLENCE': { precision: 0.77, recall: 0.45 },
  'R-SHAME': { precision: 0.72, recall: 0.76 },
  'R-HARASS': { precision: 0.92, recall: 0.72 },
  'R-DISPUTE': { precision: 0.93, recall: 0.71 },
  'R-THIRDPARTY-LIAB': { precision: 0.92, recall: 0.63 },
  'R-SENSITIVE': { precision: TARGET, recall: TARGET },
};

/** The tuning half: the message and the labels, and every rule, at what the tuning reached (rounded down). */
const TUNING_FLOOR = { message: 0.97, labels: 0.97, rule: 0.9 };

const violating = (set: readonly AuthoredMessage[], id: string) => set.filter((m) => m.expect.includes(id));
const cleanFor = (set: readonly AuthoredMessage[], id: string) =>
  set.filter((m) => m.probes === id && m.expect.length === 0);
/** A rule's messages: those labelled with it, and the clean ones written to probe it. */
const messagesOf = (set: readonly AuthoredMessage[], id: string) =>
  violating(set, id).length + cleanFor(set, id).length;

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

describe('the scanner on the four-author set, untouched half', () => {
  const result = evaluate(AUTHORS_UNTOUCHED_HALF);
  const check = (key: string, c: Counts) => {
    const floor = UNTOUCHED_FLOORS[key] ?? { precision: TARGET, recall: TARGET };
    expect({ key, precision: precision(c) >= floor.precision, recall: recall(c) >= floor.recall }).toEqual({
      key,
      precision: true,
      recall: true,
    });
  };

  it('prints precision and recall, overall and per rule (numbers only: never tune on its disagreements)', () => {
    console.log(
      evaluationTable('Four-author set, untouched half', AUTHORS_UNTOUCHED_HALF, result, { disagreements: false }),
    );
  });

  it('blocks messages with at least the measured precision and recall', () => check('message', result.message));
  it('labels rules (all together) with at least the measured precision and recall', () => check('all', result.all));
  it.each(COMPLIANCE_RULES.map((r) => r.id))(
    '%s: at least the measured precision and recall (the target where met)',
    (id) => {
      if (messagesOf(AUTHORS_UNTOUCHED_HALF, id) < MIN_MESSAGES) return;
      check(id, result.perRule.get(id)!);
    },
  );
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
