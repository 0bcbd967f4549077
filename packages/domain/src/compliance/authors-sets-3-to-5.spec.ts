import { AUTHORS_SET_2 } from './authors-set-2';
import { AUTHORS_3, AUTHORS_SET_3 } from './authors-set-3';
import { AUTHORS_4, AUTHORS_SET_4 } from './authors-set-4';
import { AUTHORS_5, AUTHORS_SET_5 } from './authors-set-5';
import { AUTHORS_SET } from './authors-set';
import { cleanFor, messagesOf, violating, type AuthoredMessage } from './authors-set/types';
import { evaluate, evaluationTable, REACHED, reachesFloor, type Floor } from './evaluation';
import { MODEL_TUNING_MESSAGES } from './model/tuning-messages';
import { COMPLIANCE_RULES } from './rules';

/**
 * The third, fourth and fifth four-author sets (authors-set-3/, -4/, -5/): about 1,080 messages each by four new
 * authors who never read the scanner or the other sets (docs/COMPLIANCE-SCANNER.md, "The third four-author set" and
 * after). Tuning data for the patterns, one set after another: each one's first sight was measured before anything was
 * tuned on it, then its disagreements were read and turned into general entries (idioms.ts, the quotation rules of
 * voice.ts, exceptions in rules.ts), and a reviewer's neutral messages then narrowed the idioms that blocked them. Each is
 * held at what that reached, rounded down to the hundredth.
 */
const MIN_MESSAGES = 20;

interface TuningSet {
  name: string;
  authors: Readonly<Record<string, readonly AuthoredMessage[]>>;
  messages: readonly AuthoredMessage[];
  /** Sets written before it, which it must not repeat. */
  earlier: ReadonlyArray<{ body: string }>;
  /** Precision / recall when the set arrived, before anything was tuned on it. */
  firstSight: Record<string, string>;
  /** What the tuning reached, rounded down to the hundredth. */
  floors: Record<string, Floor>;
}

const BEFORE = [...AUTHORS_SET, ...AUTHORS_SET_2, ...MODEL_TUNING_MESSAGES];

const SETS: TuningSet[] = [
  {
    name: 'third four-author set',
    authors: AUTHORS_3,
    messages: AUTHORS_SET_3,
    earlier: BEFORE,
    firstSight: {
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
    },
    floors: {
      message: { precision: 0.96, recall: 0.94 },
      all: { precision: 0.95, recall: 0.94 },
      'R-ARREST': { precision: 0.9, recall: 1 },
      'R-SEIZE': { precision: 0.92, recall: 0.92 },
      'R-NOTINTENDED': { precision: 0.97, recall: 0.97 },
      'R-CRIME': { precision: 0.95, recall: 0.86 },
      'R-GOVT': { precision: 0.9, recall: 0.95 },
      'R-ATTORNEY': { precision: 0.97, recall: 0.92 },
      'R-AMOUNT': { precision: 0.95, recall: 0.95 },
      'R-CREDIT': { precision: 1, recall: 0.77 },
      'R-ABUSE': { precision: 1, recall: 0.97 },
      'R-VIOLENCE': { precision: 0.92, recall: 0.97 },
      'R-SHAME': { precision: 0.86, recall: 0.9 },
      'R-HARASS': { precision: 1, recall: 0.95 },
      'R-DISPUTE': { precision: 0.97, recall: 0.95 },
      'R-THIRDPARTY-LIAB': { precision: 1, recall: 0.97 },
      'R-SENSITIVE': { precision: 1, recall: 1 },
    },
  },
  {
    // First sight after the third set's round.
    name: 'fourth four-author set',
    authors: AUTHORS_4,
    messages: AUTHORS_SET_4,
    earlier: [...BEFORE, ...AUTHORS_SET_3],
    firstSight: {
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
    },
    floors: {
      message: { precision: 0.94, recall: 0.89 },
      all: { precision: 0.9, recall: 0.87 },
      'R-ARREST': { precision: 0.85, recall: 1 },
      'R-SEIZE': { precision: 0.75, recall: 0.78 },
      'R-NOTINTENDED': { precision: 0.97, recall: 0.95 },
      'R-CRIME': { precision: 0.95, recall: 0.84 },
      'R-GOVT': { precision: 0.89, recall: 0.78 },
      'R-ATTORNEY': { precision: 1, recall: 0.85 },
      'R-AMOUNT': { precision: 0.88, recall: 0.9 },
      'R-CREDIT': { precision: 1, recall: 0.95 },
      'R-ABUSE': { precision: 0.97, recall: 0.78 },
      'R-VIOLENCE': { precision: 0.88, recall: 0.95 },
      'R-SHAME': { precision: 0.74, recall: 0.86 },
      'R-HARASS': { precision: 0.92, recall: 0.94 },
      'R-DISPUTE': { precision: 1, recall: 0.88 },
      'R-THIRDPARTY-LIAB': { precision: 0.93, recall: 0.7 },
      'R-SENSITIVE': { precision: 1, recall: 1 },
    },
  },
  {
    // First sight after the third and fourth sets' rounds.
    name: 'fifth four-author set',
    authors: AUTHORS_5,
    messages: AUTHORS_SET_5,
    earlier: [...BEFORE, ...AUTHORS_SET_3, ...AUTHORS_SET_4],
    firstSight: {
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
    },
    floors: {
      message: { precision: 0.91, recall: 0.84 },
      all: { precision: 0.87, recall: 0.81 },
      'R-ARREST': { precision: 0.76, recall: 0.72 },
      'R-SEIZE': { precision: 0.84, recall: 0.7 },
      'R-NOTINTENDED': { precision: 0.8, recall: 0.78 },
      'R-CRIME': { precision: 0.83, recall: 0.68 },
      'R-GOVT': { precision: 0.82, recall: 0.79 },
      'R-ATTORNEY': { precision: 0.81, recall: 0.87 },
      'R-AMOUNT': { precision: 0.82, recall: 0.97 },
      'R-CREDIT': { precision: 0.96, recall: 0.8 },
      'R-ABUSE': { precision: 0.92, recall: 0.92 },
      'R-VIOLENCE': { precision: 0.89, recall: 0.87 },
      'R-SHAME': { precision: 0.81, recall: 0.71 },
      'R-HARASS': { precision: 0.85, recall: 0.75 },
      'R-DISPUTE': { precision: 0.94, recall: 0.82 },
      'R-THIRDPARTY-LIAB': { precision: 0.94, recall: 0.8 },
      'R-SENSITIVE': { precision: 1, recall: 1 },
    },
  },
];

describe.each(SETS)('the $name', (set) => {
  it('has four authors, every label a known rule, no text twice or shared with an earlier set', () => {
    expect(Object.keys(set.authors)).toHaveLength(4);
    const known = new Set(COMPLIANCE_RULES.map((r) => r.id));
    for (const m of set.messages) {
      expect(known).toContain(m.probes);
      for (const id of m.expect) expect(known).toContain(id);
    }
    expect(new Set(set.messages.map((m) => m.body)).size).toBe(set.messages.length);
    const earlier = new Set(set.earlier.map((m) => m.body));
    expect(set.messages.filter((m) => earlier.has(m.body))).toEqual([]);
  });

  it.each(COMPLIANCE_RULES.map((r) => r.id))('%s: at least 20 violating and 20 clean messages', (id) => {
    expect(violating(set.messages, id).length).toBeGreaterThanOrEqual(MIN_MESSAGES);
    expect(cleanFor(set.messages, id).length).toBeGreaterThanOrEqual(MIN_MESSAGES);
  });

  describe('the scanner on it (tuning data)', () => {
    const result = evaluate(set.messages);
    const check = (key: string) => {
      const c = key === 'message' ? result.message : key === 'all' ? result.all : result.perRule.get(key)!;
      expect(reachesFloor(key, c, set.floors[key])).toEqual(REACHED(key));
    };

    it('prints precision and recall, overall and per rule, the first sight beside, and the disagreements', () => {
      const firstSight = Object.entries(set.firstSight)
        .map(([key, pr]) => `${key}: ${pr}`)
        .join('\n');
      console.log(
        `${evaluationTable(`The ${set.name} (tuning data)`, set.messages, result)}\nFirst sight (precision / recall):\n${firstSight}`,
      );
    });

    it('blocks messages with the precision and recall the tuning reached', () => check('message'));
    it('labels rules (all together) with the precision and recall the tuning reached', () => check('all'));
    it.each(COMPLIANCE_RULES.map((r) => r.id))('%s: the precision and recall the tuning reached', (id) => {
      if (messagesOf(set.messages, id) < MIN_MESSAGES) return;
      check(id);
    });
  });
});
