import type { CorpusMessage } from './corpus';
import { COMPLIANCE_RULES } from './rules';
import { scanCollectorMessage } from './scan';
import { DEFAULT_SCAN_CONTEXT } from './types';

/**
 * How well the scanner agrees with labelled messages (the corpus and the blind holdout): blocked vs clean per message,
 * and each rule's labels. Used by the tests that print and floor precision and recall.
 */
export interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

export const precision = (c: Counts) => (c.tp + c.fp === 0 ? 1 : c.tp / (c.tp + c.fp));
export const recall = (c: Counts) => (c.tp + c.fn === 0 ? 1 : c.tp / (c.tp + c.fn));
const fmt = (n: number) => n.toFixed(3);

/** A precision and recall a set must reach. */
export interface Floor {
  precision: number;
  recall: number;
}

/**
 * Whether `c` reaches `floor`, figure by figure, under `key` (the message, 'all' labels or a rule id): a spec expects
 * `{ key, precision: true, recall: true }`, so a failure names the figure that fell.
 */
export function reachesFloor(key: string, c: Counts, floor: Floor) {
  return { key, precision: precision(c) >= floor.precision, recall: recall(c) >= floor.recall };
}

/** What `reachesFloor` answers when both figures reach the floor. */
export const REACHED = (key: string) => ({ key, precision: true, recall: true });

export interface Evaluation {
  message: Counts;
  perRule: Map<string, Counts>;
  /** Every rule label together (micro average). */
  all: Counts;
  mistakes: string[];
}

export function evaluate(messages: readonly CorpusMessage[]): Evaluation {
  const message: Counts = { tp: 0, fp: 0, fn: 0 };
  const perRule = new Map<string, Counts>(COMPLIANCE_RULES.map((r) => [r.id, { tp: 0, fp: 0, fn: 0 }]));
  const all: Counts = { tp: 0, fp: 0, fn: 0 };
  const mistakes: string[] = [];
  for (const m of messages) {
    // The message rate and the words of R-HARASS are two findings of one rule: a label is the rule.
    const got = [...new Set(scanCollectorMessage(m.body, { ...DEFAULT_SCAN_CONTEXT, ...m.ctx }).map((x) => x.rule_id))];
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
      mistakes.push(
        `${JSON.stringify(m.body)}${m.ctx ? ` ${JSON.stringify(m.ctx)}` : ''} expected [${m.expect}] got [${got}]`,
      );
    }
  }
  return { message, perRule, all, mistakes };
}

/** The printed table: counts, precision and recall per message, for all labels, and per rule; then the disagreements. */
export function evaluationTable(
  name: string,
  messages: readonly CorpusMessage[],
  e: Evaluation = evaluate(messages),
  options: { disagreements?: boolean } = {},
): string {
  const clean = messages.filter((m) => m.expect.length === 0).length;
  const row = (label: string, c: Counts) => [label, c.tp, c.fp, c.fn, fmt(precision(c)), fmt(recall(c))];
  const rows = [
    ['rule', 'tp', 'fp', 'fn', 'precision', 'recall'],
    row('message (blocked vs clean)', e.message),
    row('all rule labels (micro)', e.all),
    ...[...e.perRule].map(([id, c]) => row(id, c)),
  ].map((r) => r.map(String));
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const text = rows.map((r) => r.map((cell, i) => cell.padEnd(widths[i])).join('  ')).join('\n');
  return (
    `${name}: ${messages.length} messages (${clean} clean, ${messages.length - clean} violating)\n${text}` +
    (e.mistakes.length && options.disagreements !== false ? `\nDisagreements:\n${e.mistakes.join('\n')}` : '')
  );
}
