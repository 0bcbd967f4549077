import type { CorpusMessage } from './corpus';
import {
  HOLDOUT,
  HOLDOUT_BATCH_1,
  HOLDOUT_BATCH_2,
  HOLDOUT_BATCH_3,
  HOLDOUT_BATCH_4,
  HOLDOUT_BATCH_5,
} from './holdout';
import { COMPLIANCE_RULES } from './rules';
import { scanCollectorMessage } from './scan';
import { DEFAULT_SCAN_CONTEXT } from './types';

/**
 * The blind holdout (holdout.ts): messages written without looking at the rules. Its numbers are what to expect on
 * new phrasings; the floors are the measured values minus a small margin, so a rule change that loses generality
 * fails here even when the tuned corpus still passes.
 */
// Measured on all five batches (423 messages): message precision 0.986, recall 0.990; rule labels (micro) precision
// 0.968, recall 0.986; the weakest rule 0.895 (R-NOTINTENDED precision and recall).
const FLOOR = { messagePrecision: 0.97, messageRecall: 0.97, rulePrecision: 0.95, ruleRecall: 0.96, eachRule: 0.85 };

interface Counts {
  tp: number;
  fp: number;
  fn: number;
}
const precision = (c: Counts) => (c.tp + c.fp === 0 ? 1 : c.tp / (c.tp + c.fp));
const recall = (c: Counts) => (c.tp + c.fn === 0 ? 1 : c.tp / (c.tp + c.fn));
const fmt = (n: number) => n.toFixed(3);

function evaluate(messages: CorpusMessage[]) {
  const message: Counts = { tp: 0, fp: 0, fn: 0 };
  const perRule = new Map<string, Counts>(COMPLIANCE_RULES.map((r) => [r.id, { tp: 0, fp: 0, fn: 0 }]));
  const all: Counts = { tp: 0, fp: 0, fn: 0 };
  const mistakes: string[] = [];
  for (const m of messages) {
    const got = scanCollectorMessage(m.body, { ...DEFAULT_SCAN_CONTEXT, ...m.ctx }).map((x) => x.rule_id);
    const blocked = got.length > 0;
    const violating = m.expect.length > 0;
    if (blocked && violating) message.tp++;
    else if (blocked) message.fp++;
    else if (violating) message.fn++;
    for (const [id, c] of perRule) {
      const predicted = got.includes(id);
      const expected = m.expect.includes(id);
      const k = predicted && expected ? 'tp' : predicted ? 'fp' : expected ? 'fn' : null;
      if (k) {
        c[k]++;
        all[k]++;
      }
    }
    if ([...got].sort().join() !== [...m.expect].sort().join()) {
      mistakes.push(`${JSON.stringify(m.body)} expected [${m.expect}] got [${got}]`);
    }
  }
  return { message, perRule, all, mistakes };
}

function table(name: string, messages: CorpusMessage[]) {
  const { message, perRule, all, mistakes } = evaluate(messages);
  const clean = messages.filter((m) => m.expect.length === 0).length;
  const rows = [
    ['rule', 'tp', 'fp', 'fn', 'precision', 'recall'],
    ['message (blocked vs clean)', message.tp, message.fp, message.fn, fmt(precision(message)), fmt(recall(message))],
    ['all rule labels (micro)', all.tp, all.fp, all.fn, fmt(precision(all)), fmt(recall(all))],
    ...[...perRule].map(([id, c]) => [id, c.tp, c.fp, c.fn, fmt(precision(c)), fmt(recall(c))]),
  ].map((r) => r.map(String));
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const text = rows.map((r) => r.map((cell, i) => cell.padEnd(widths[i])).join('  ')).join('\n');
  return (
    `${name}: ${messages.length} messages (${clean} clean, ${messages.length - clean} violating)\n${text}` +
    (mistakes.length ? `\nDisagreements:\n${mistakes.join('\n')}` : '')
  );
}

describe('the blind holdout', () => {
  it('prints precision and recall, overall and per rule, for each batch and in total', () => {
    console.log(
      [
        table('Holdout batch 1', HOLDOUT_BATCH_1),
        table('Holdout batch 2', HOLDOUT_BATCH_2),
        table('Holdout batch 3', HOLDOUT_BATCH_3),
        table('Holdout batch 4', HOLDOUT_BATCH_4),
        table('Holdout batch 5 (clean probe)', HOLDOUT_BATCH_5),
        table('Holdout (all batches)', HOLDOUT),
      ].join('\n\n'),
    );
  });

  it('labels only known rules and exercises every rule at least 3 times', () => {
    const known = new Set(COMPLIANCE_RULES.map((r) => r.id));
    for (const m of HOLDOUT) for (const id of m.expect) expect(known).toContain(id);
    for (const id of known) expect(HOLDOUT.filter((m) => m.expect.includes(id)).length).toBeGreaterThanOrEqual(3);
    expect(HOLDOUT.length).toBeGreaterThanOrEqual(150);
    expect(HOLDOUT.filter((m) => m.expect.length === 0).length).toBeGreaterThanOrEqual(150);
  });

  const { message, all, perRule } = evaluate(HOLDOUT);
  it(`blocks messages with precision >= ${FLOOR.messagePrecision} and recall >= ${FLOOR.messageRecall}`, () => {
    expect(precision(message)).toBeGreaterThanOrEqual(FLOOR.messagePrecision);
    expect(recall(message)).toBeGreaterThanOrEqual(FLOOR.messageRecall);
  });

  it(`names the right rules: micro precision >= ${FLOOR.rulePrecision}, recall >= ${FLOOR.ruleRecall}`, () => {
    expect(precision(all)).toBeGreaterThanOrEqual(FLOOR.rulePrecision);
    expect(recall(all)).toBeGreaterThanOrEqual(FLOOR.ruleRecall);
  });

  it.each(COMPLIANCE_RULES.map((r) => r.id))(`%s has precision and recall of at least ${FLOOR.eachRule}`, (id) => {
    const c = perRule.get(id)!;
    expect(precision(c)).toBeGreaterThanOrEqual(FLOOR.eachRule);
    expect(recall(c)).toBeGreaterThanOrEqual(FLOOR.eachRule);
  });
});
