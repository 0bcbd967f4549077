import { AUTHORS_SET_2 } from './authors-set-2';
import { AUTHORS_SET_3 } from './authors-set-3';
import { AUTHORS_SET_4 } from './authors-set-4';
import { AUTHORS_5, AUTHORS_SET_5 } from './authors-set-5';
import { AUTHORS_SET } from './authors-set';
import { cleanFor, messagesOf, violating } from './authors-set/types';
import { evaluate, evaluationTable, REACHED, reachesFloor, type Counts } from './evaluation';
import { MODEL_TUNING_MESSAGES } from './model/tuning-messages';
import { COMPLIANCE_RULES } from './rules';

/**
 * The fifth four-author set (authors-set-5/): 1,079 messages by four new authors who never read the scanner or the
 * other sets (docs/COMPLIANCE-SCANNER.md, "The fifth four-author set"). Tuning data for the patterns: its first sight
 * was measured before anything was tuned on it (after the third and fourth sets' rounds), then its disagreements were read and
 * turned into general entries. It is held at what that tuning reached, rounded down to the hundredth.
 */
const MIN_MESSAGES = 20;

/** Precision / recall when the set arrived (after the third and fourth sets' rounds), before anything was tuned on it. */
const FIRST_SIGHT: Record<string, string> = {
  message: '0.878 / 0.708',
  all: '0.815 / 0.673',
  'R-ARREST': '0.700 / 0.525',
  'R-SEIZE': '0.808 / 0.525',
  'R-NOTINTENDED': '0.771 / 0.659',
  'R-CRIME': '0.800 / 0.545',
  'R-GOVT': '0.788 / 0.605',
  'R-ATTORNEY': '0.789 / 0.732',
  'R-AMOUNT': '0.571 / 0.900',
  'R-CREDIT': '0.963 / 0.650',
  'R-ABUSE': '0.912 / 0.738',
  'R-VIOLENCE': '0.852 / 0.590',
  'R-SHAME': '0.774 / 0.571',
  'R-HARASS': '0.833 / 0.625',
  'R-DISPUTE': '0.943 / 0.733',
  'R-THIRDPARTY-LIAB': '0.933 / 0.700',
  'R-SENSITIVE': '1.000 / 1.000',
};

/** What the tuning reached, rounded down to the hundredth. */
const FLOORS: Record<string, { precision: number; recall: number }> = {
  message: { precision: 0.91, recall: 0.85 },
  all: { precision: 0.87, recall: 0.81 },
  'R-ARREST': { precision: 0.76, recall: 0.72 },
  'R-SEIZE': { precision: 0.84, recall: 0.7 },
  'R-NOTINTENDED': { precision: 0.8, recall: 0.78 },
  'R-CRIME': { precision: 0.83, recall: 0.7 },
  'R-GOVT': { precision: 0.82, recall: 0.79 },
  'R-ATTORNEY': { precision: 0.82, recall: 0.9 },
  'R-AMOUNT': { precision: 0.82, recall: 0.97 },
  'R-CREDIT': { precision: 0.97, recall: 0.82 },
  'R-ABUSE': { precision: 0.92, recall: 0.92 },
  'R-VIOLENCE': { precision: 0.89, recall: 0.84 },
  'R-SHAME': { precision: 0.81, recall: 0.71 },
  'R-HARASS': { precision: 0.86, recall: 0.77 },
  'R-DISPUTE': { precision: 0.94, recall: 0.82 },
  'R-THIRDPARTY-LIAB': { precision: 0.94, recall: 0.8 },
  'R-SENSITIVE': { precision: 1, recall: 1 },
};

describe('the fifth four-author set', () => {
  it('has four authors, every label a known rule, no text twice or shared with another set', () => {
    expect(Object.keys(AUTHORS_5)).toHaveLength(4);
    const known = new Set(COMPLIANCE_RULES.map((r) => r.id));
    for (const m of AUTHORS_SET_5) {
      expect(known).toContain(m.probes);
      for (const id of m.expect) expect(known).toContain(id);
    }
    expect(new Set(AUTHORS_SET_5.map((m) => m.body)).size).toBe(AUTHORS_SET_5.length);
    const earlier = new Set(
      [...AUTHORS_SET, ...AUTHORS_SET_2, ...AUTHORS_SET_3, ...AUTHORS_SET_4, ...MODEL_TUNING_MESSAGES].map(
        (m) => m.body,
      ),
    );
    expect(AUTHORS_SET_5.filter((m) => earlier.has(m.body))).toEqual([]);
  });

  it.each(COMPLIANCE_RULES.map((r) => r.id))('%s: at least 20 violating and 20 clean messages', (id) => {
    expect(violating(AUTHORS_SET_5, id).length).toBeGreaterThanOrEqual(MIN_MESSAGES);
    expect(cleanFor(AUTHORS_SET_5, id).length).toBeGreaterThanOrEqual(MIN_MESSAGES);
  });
});

describe('the scanner on the fifth four-author set (tuning data)', () => {
  const result = evaluate(AUTHORS_SET_5);
  const check = (key: string, c: Counts) => expect(reachesFloor(key, c, FLOORS[key])).toEqual(REACHED(key));

  it('prints precision and recall, overall and per rule, the first sight beside, and the disagreements', () => {
    const firstSight = Object.entries(FIRST_SIGHT)
      .map(([key, pr]) => `${key}: ${pr}`)
      .join('\n');
    console.log(
      `${evaluationTable('Fifth four-author set (tuning data)', AUTHORS_SET_5, result)}\nFirst sight (precision / recall):\n${firstSight}`,
    );
  });

  it('blocks messages with the precision and recall the tuning reached', () => check('message', result.message));
  it('labels rules (all together) with the precision and recall the tuning reached', () => check('all', result.all));
  it.each(COMPLIANCE_RULES.map((r) => r.id))('%s: the precision and recall the tuning reached', (id) => {
    if (messagesOf(AUTHORS_SET_5, id) < MIN_MESSAGES) return;
    check(id, result.perRule.get(id)!);
  });
});
