import { AUTHORS_SET_2 } from './authors-set-2';
import { AUTHORS_SET_3 } from './authors-set-3';
import { AUTHORS_4, AUTHORS_SET_4 } from './authors-set-4';
import { AUTHORS_SET } from './authors-set';
import { cleanFor, messagesOf, violating } from './authors-set/types';
import { evaluate, evaluationTable, REACHED, reachesFloor, type Counts } from './evaluation';
import { MODEL_TUNING_MESSAGES } from './model/tuning-messages';
import { COMPLIANCE_RULES } from './rules';

/**
 * The fourth four-author set (authors-set-4/): 1,078 messages by four new authors who never read the scanner or the
 * other sets (docs/COMPLIANCE-SCANNER.md, "The fourth four-author set"). Tuning data for the patterns: its first sight
 * was measured before anything was tuned on it (after the third set's round), then its disagreements were read and
 * turned into general entries. It is held at what that tuning reached, rounded down to the hundredth.
 */
const MIN_MESSAGES = 20;

/** Precision / recall when the set arrived (after the third set's round), before anything was tuned on it. */
const FIRST_SIGHT: Record<string, string> = {
  message: '0.882 / 0.699',
  all: '0.845 / 0.680',
  'R-ARREST': '0.744 / 0.800',
  'R-SEIZE': '0.700 / 0.500',
  'R-NOTINTENDED': '0.958 / 0.575',
  'R-CRIME': '0.757 / 0.622',
  'R-GOVT': '0.853 / 0.690',
  'R-ATTORNEY': '1.000 / 0.650',
  'R-AMOUNT': '0.680 / 0.810',
  'R-CREDIT': '1.000 / 0.675',
  'R-ABUSE': '0.968 / 0.714',
  'R-VIOLENCE': '0.821 / 0.575',
  'R-SHAME': '0.689 / 0.721',
  'R-HARASS': '0.893 / 0.641',
  'R-DISPUTE': '1.000 / 0.591',
  'R-THIRDPARTY-LIAB': '0.897 / 0.650',
  'R-SENSITIVE': '1.000 / 1.000',
};

/** What the tuning reached, rounded down to the hundredth. */
const FLOORS: Record<string, { precision: number; recall: number }> = {
  message: { precision: 0.94, recall: 0.9 },
  all: { precision: 0.9, recall: 0.88 },
  'R-ARREST': { precision: 0.85, recall: 1 },
  'R-SEIZE': { precision: 0.75, recall: 0.78 },
  'R-NOTINTENDED': { precision: 0.97, recall: 0.95 },
  'R-CRIME': { precision: 0.95, recall: 0.84 },
  'R-GOVT': { precision: 0.89, recall: 0.78 },
  'R-ATTORNEY': { precision: 1, recall: 0.85 },
  'R-AMOUNT': { precision: 0.88, recall: 0.9 },
  'R-CREDIT': { precision: 1, recall: 0.95 },
  'R-ABUSE': { precision: 0.97, recall: 0.78 },
  'R-VIOLENCE': { precision: 0.86, recall: 0.95 },
  'R-SHAME': { precision: 0.74, recall: 0.88 },
  'R-HARASS': { precision: 0.92, recall: 0.94 },
  'R-DISPUTE': { precision: 1, recall: 0.88 },
  'R-THIRDPARTY-LIAB': { precision: 0.93, recall: 0.7 },
  'R-SENSITIVE': { precision: 1, recall: 1 },
};

describe('the fourth four-author set', () => {
  it('has four authors, every label a known rule, no text twice or shared with another set', () => {
    expect(Object.keys(AUTHORS_4)).toHaveLength(4);
    const known = new Set(COMPLIANCE_RULES.map((r) => r.id));
    for (const m of AUTHORS_SET_4) {
      expect(known).toContain(m.probes);
      for (const id of m.expect) expect(known).toContain(id);
    }
    expect(new Set(AUTHORS_SET_4.map((m) => m.body)).size).toBe(AUTHORS_SET_4.length);
    const earlier = new Set(
      [...AUTHORS_SET, ...AUTHORS_SET_2, ...AUTHORS_SET_3, ...MODEL_TUNING_MESSAGES].map((m) => m.body),
    );
    expect(AUTHORS_SET_4.filter((m) => earlier.has(m.body))).toEqual([]);
  });

  it.each(COMPLIANCE_RULES.map((r) => r.id))('%s: at least 20 violating and 20 clean messages', (id) => {
    expect(violating(AUTHORS_SET_4, id).length).toBeGreaterThanOrEqual(MIN_MESSAGES);
    expect(cleanFor(AUTHORS_SET_4, id).length).toBeGreaterThanOrEqual(MIN_MESSAGES);
  });
});

describe('the scanner on the fourth four-author set (tuning data)', () => {
  const result = evaluate(AUTHORS_SET_4);
  const check = (key: string, c: Counts) => expect(reachesFloor(key, c, FLOORS[key])).toEqual(REACHED(key));

  it('prints precision and recall, overall and per rule, the first sight beside, and the disagreements', () => {
    const firstSight = Object.entries(FIRST_SIGHT)
      .map(([key, pr]) => `${key}: ${pr}`)
      .join('\n');
    console.log(
      `${evaluationTable('Fourth four-author set (tuning data)', AUTHORS_SET_4, result)}\nFirst sight (precision / recall):\n${firstSight}`,
    );
  });

  it('blocks messages with the precision and recall the tuning reached', () => check('message', result.message));
  it('labels rules (all together) with the precision and recall the tuning reached', () => check('all', result.all));
  it.each(COMPLIANCE_RULES.map((r) => r.id))('%s: the precision and recall the tuning reached', (id) => {
    if (messagesOf(AUTHORS_SET_4, id) < MIN_MESSAGES) return;
    check(id, result.perRule.get(id)!);
  });
});
