import { CLEAN_MESSAGES, CORPUS, VIOLATING_MESSAGES, type CorpusMessage } from './corpus';
import { COMPLIANCE_RULES } from './rules';
import { scanCollectorMessage } from './scan';
import { DEFAULT_SCAN_CONTEXT } from './types';

interface Counts {
  tp: number;
  fp: number;
  fn: number;
}
const precision = (c: Counts) => (c.tp + c.fp === 0 ? 1 : c.tp / (c.tp + c.fp));
const recall = (c: Counts) => (c.tp + c.fn === 0 ? 1 : c.tp / (c.tp + c.fn));
const fmt = (n: number) => n.toFixed(3);

const scan = (m: CorpusMessage) =>
  scanCollectorMessage(m.body, { ...DEFAULT_SCAN_CONTEXT, ...m.ctx }).map((v) => v.rule_id);

describe('the labelled corpus', () => {
  const results = CORPUS.map((m) => ({ m, got: scan(m) }));
  const message: Counts = { tp: 0, fp: 0, fn: 0 };
  const perRule = new Map<string, Counts>(COMPLIANCE_RULES.map((r) => [r.id, { tp: 0, fp: 0, fn: 0 }]));
  const mistakes: string[] = [];
  for (const { m, got } of results) {
    const blocked = got.length > 0;
    const violating = m.expect.length > 0;
    if (blocked && violating) message.tp++;
    else if (blocked) message.fp++;
    else if (violating) message.fn++;
    for (const [id, c] of perRule) {
      const predicted = got.includes(id);
      const expected = m.expect.includes(id);
      if (predicted && expected) c.tp++;
      else if (predicted) c.fp++;
      else if (expected) c.fn++;
    }
    if ([...got].sort().join() !== [...m.expect].sort().join()) {
      mistakes.push(`${JSON.stringify(m.body)} expected [${m.expect}] got [${got}]`);
    }
  }

  it('prints precision and recall, overall and per rule', () => {
    const rows = [
      ['rule', 'tp', 'fp', 'fn', 'precision', 'recall'],
      ['message (blocked vs clean)', message.tp, message.fp, message.fn, fmt(precision(message)), fmt(recall(message))],
      ...[...perRule].map(([id, c]) => [id, c.tp, c.fp, c.fn, fmt(precision(c)), fmt(recall(c))]),
    ].map((r) => r.map(String));
    const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
    const table = rows.map((r) => r.map((cell, i) => cell.padEnd(widths[i])).join('  ')).join('\n');
    console.log(
      `Compliance corpus: ${CORPUS.length} messages (${CLEAN_MESSAGES.length} clean, ${VIOLATING_MESSAGES.length} violating)\n${table}` +
        (mistakes.length ? `\nDisagreements:\n${mistakes.join('\n')}` : ''),
    );
  });

  it('has at least 60 clean and 60 violating messages, and every rule is exercised', () => {
    expect(CLEAN_MESSAGES.length).toBeGreaterThanOrEqual(60);
    expect(VIOLATING_MESSAGES.length).toBeGreaterThanOrEqual(60);
    expect(CLEAN_MESSAGES.every((m) => m.expect.length === 0)).toBe(true);
    expect(VIOLATING_MESSAGES.every((m) => m.expect.length > 0)).toBe(true);
    const known = new Set(COMPLIANCE_RULES.map((r) => r.id));
    for (const m of VIOLATING_MESSAGES) for (const id of m.expect) expect(known).toContain(id);
    for (const id of known) {
      expect(VIOLATING_MESSAGES.filter((m) => m.expect.includes(id)).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('blocks messages with precision and recall of at least 0.95', () => {
    expect(precision(message)).toBeGreaterThanOrEqual(0.95);
    expect(recall(message)).toBeGreaterThanOrEqual(0.95);
  });

  it.each(COMPLIANCE_RULES.map((r) => r.id))('%s has precision and recall of at least 0.95', (id) => {
    const c = perRule.get(id)!;
    expect(precision(c)).toBeGreaterThanOrEqual(0.95);
    expect(recall(c)).toBeGreaterThanOrEqual(0.95);
  });
});
