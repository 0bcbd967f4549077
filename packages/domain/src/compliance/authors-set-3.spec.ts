import { AUTHORS_SET_2 } from './authors-set-2';
import { AUTHORS_3, AUTHORS_SET_3 } from './authors-set-3';
import { AUTHORS_SET } from './authors-set';
import { cleanFor, messagesOf, violating } from './authors-set/types';
import { evaluate, evaluationTable, REACHED, reachesFloor, type Counts } from './evaluation';
import { MODEL_TUNING_MESSAGES } from './model/tuning-messages';
import { COMPLIANCE_RULES } from './rules';

/**
 * The third four-author set (authors-set-3/): 1,079 messages by four new authors who never read the scanner or the
 * other sets (docs/COMPLIANCE-SCANNER.md, "The third four-author set"). Tuning data for the patterns: its first sight
 * was measured before anything was tuned on it, then its disagreements were read and turned into general entries
 * (idioms.ts, the quotation rules of voice.ts). It is held at what the tuning (its own round and the fourth set's) reached,
 * rounded down to the hundredth.
 */
const MIN_MESSAGES = 20;

/** Precision / recall when the set arrived, before anything was tuned on it. */
const FIRST_SIGHT: Record<string, string> = {
  message: '0.903 / 0.760',
  all: '0.889 / 0.750',
  'R-ARREST': '0.744 / 0.725',
  'R-SEIZE': '0.853 / 0.690',
  'R-NOTINTENDED': '0.813 / 0.650',
  'R-CRIME': '0.744 / 0.727',
  'R-GOVT': '0.889 / 0.780',
  'R-ATTORNEY': '0.935 / 0.725',
  'R-AMOUNT': '0.864 / 0.884',
  'R-CREDIT': '1.000 / 0.775',
  'R-ABUSE': '0.970 / 0.780',
  'R-VIOLENCE': '0.912 / 0.775',
  'R-SHAME': '0.795 / 0.705',
  'R-HARASS': '1.000 / 0.700',
  'R-DISPUTE': '0.964 / 0.614',
  'R-THIRDPARTY-LIAB': '0.967 / 0.725',
  'R-SENSITIVE': '1.000 / 1.000',
};

/** What the tuning reached, rounded down to the hundredth. */
const FLOORS: Record<string, { precision: number; recall: number }> = {
  message: { precision: 0.96, recall: 0.95 },
  all: { precision: 0.95, recall: 0.94 },
  'R-ARREST': { precision: 0.9, recall: 1 },
  'R-SEIZE': { precision: 0.92, recall: 0.92 },
  'R-NOTINTENDED': { precision: 0.97, recall: 0.97 },
  'R-CRIME': { precision: 0.95, recall: 0.88 },
  'R-GOVT': { precision: 0.9, recall: 0.95 },
  'R-ATTORNEY': { precision: 0.97, recall: 0.95 },
  'R-AMOUNT': { precision: 0.95, recall: 0.95 },
  'R-CREDIT': { precision: 1, recall: 0.77 },
  'R-ABUSE': { precision: 1, recall: 0.97 },
  'R-VIOLENCE': { precision: 0.92, recall: 0.97 },
  'R-SHAME': { precision: 0.86, recall: 0.9 },
  'R-HARASS': { precision: 1, recall: 0.95 },
  'R-DISPUTE': { precision: 0.97, recall: 0.95 },
  'R-THIRDPARTY-LIAB': { precision: 1, recall: 0.97 },
  'R-SENSITIVE': { precision: 1, recall: 1 },
};

describe('the third four-author set', () => {
  it('has four authors, every label a known rule, no text twice or shared with another set', () => {
    expect(Object.keys(AUTHORS_3)).toHaveLength(4);
    const known = new Set(COMPLIANCE_RULES.map((r) => r.id));
    for (const m of AUTHORS_SET_3) {
      expect(known).toContain(m.probes);
      for (const id of m.expect) expect(known).toContain(id);
    }
    expect(new Set(AUTHORS_SET_3.map((m) => m.body)).size).toBe(AUTHORS_SET_3.length);
    const earlier = new Set([...AUTHORS_SET, ...AUTHORS_SET_2, ...MODEL_TUNING_MESSAGES].map((m) => m.body));
    expect(AUTHORS_SET_3.filter((m) => earlier.has(m.body))).toEqual([]);
  });

  it.each(COMPLIANCE_RULES.map((r) => r.id))('%s: at least 20 violating and 20 clean messages', (id) => {
    expect(violating(AUTHORS_SET_3, id).length).toBeGreaterThanOrEqual(MIN_MESSAGES);
    expect(cleanFor(AUTHORS_SET_3, id).length).toBeGreaterThanOrEqual(MIN_MESSAGES);
  });
});

describe('the scanner on the third four-author set (tuning data)', () => {
  const result = evaluate(AUTHORS_SET_3);
  const check = (key: string, c: Counts) => expect(reachesFloor(key, c, FLOORS[key])).toEqual(REACHED(key));

  it('prints precision and recall, overall and per rule, the first sight beside, and the disagreements', () => {
    const firstSight = Object.entries(FIRST_SIGHT)
      .map(([key, pr]) => `${key}: ${pr}`)
      .join('\n');
    console.log(
      `${evaluationTable('Third four-author set (tuning data)', AUTHORS_SET_3, result)}\nFirst sight (precision / recall):\n${firstSight}`,
    );
  });

  it('blocks messages with the precision and recall the tuning reached', () => check('message', result.message));
  it('labels rules (all together) with the precision and recall the tuning reached', () => check('all', result.all));
  it.each(COMPLIANCE_RULES.map((r) => r.id))('%s: the precision and recall the tuning reached', (id) => {
    if (messagesOf(AUTHORS_SET_3, id) < MIN_MESSAGES) return;
    check(id, result.perRule.get(id)!);
  });
});
