/**
 * `npm run bench:scanner -w backend`: how long one compliance scan takes (the chat's budget: under 10 ms for a
 * 1,000-character message), for clean prose (every pattern scans to the end), violating prose, adversarial input,
 * and the rewrite suggestion of a blocked message. Pure CPU, no database; prints a table and exits non-zero over
 * the budget. Run it on a quiet machine: the numbers are medians and 99th percentiles of many runs (on a loaded machine
 * the 99th percentiles measure the scheduler). `--runs N` (default 300), `--tier-up` (V8's default regexp tiering).
 */
import { cpus, loadavg } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { performance } from 'node:perf_hooks';
import { suggestRewrite } from '@parley/domain/compliance/rewrite';
import { scanCollectorMessage } from '@parley/domain/compliance/scan';
import { DEFAULT_SCAN_CONTEXT, type ScanContext } from '@parley/domain/compliance/types';
import { EVALUATION_SET } from '@parley/domain/compliance/evaluation-set/index';

// As the worker runs it (src/worker.ts): regular expressions compiled at once; --tier-up measures V8's default.
const TIER_UP = process.argv.includes('--tier-up');
if (!TIER_UP) setFlagsFromString('--no-regexp-tier-up');

const BUDGET_MS = 10;
const RUNS = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 300;

/** Messages of the evaluation set strung together until the text is `length` characters long. */
function prose(kind: 'clean' | 'violating', length: number, offset: number): string {
  const pool = EVALUATION_SET.filter((m) => (kind === 'clean' ? m.expect.length === 0 : m.expect.length > 0) && !m.ctx);
  let out = '';
  for (let i = offset; out.length < length; i++) out += `${pool[i % pool.length].body} `;
  return out.slice(0, length);
}

const CASES: Array<{ name: string; body: (i: number) => string; ctx?: Partial<ScanContext> }> = [
  { name: 'clean prose, 1,000 chars', body: (i) => prose('clean', 1000, i * 7) },
  { name: 'violating prose, 1,000 chars', body: (i) => prose('violating', 1000, i * 7) },
  {
    name: 'clean prose, all account facts',
    body: (i) => prose('clean', 1000, i * 7),
    ctx: { accountTimeBarred: true, accountDisputed: true, accountHasJudgment: true, accountBalanceCents: 120_000 },
  },
  { name: '500 single letters', body: () => 'a '.repeat(500) },
  { name: "'your ' 200 times", body: () => 'your '.repeat(200) },
  { name: '1,000 characters without a space', body: () => 'x'.repeat(1000) },
  {
    name: 'numbers and dollar amounts',
    body: () => '$1,250.00 4111 1111 1111 1111 123-45-6789 '.repeat(24).slice(0, 1000),
  },
  {
    name: 'comma-separated third parties',
    body: () => 'your boss, your mother, your neighbour, your church, '.repeat(20).slice(0, 1000),
  },
];

function measure(fn: () => void): { median: number; p99: number } {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], p99: times[Math.floor(times.length * 0.99)] };
}

// Warm up, as a running worker is: every expression compiled, mixed traffic seen.
for (let i = 0; i < 50; i++) scanCollectorMessage(prose('violating', 1000, i), DEFAULT_SCAN_CONTEXT);

const rows: string[][] = [['case', 'median ms', 'p99 ms']];
let over = false;
for (const c of CASES) {
  let i = 0;
  const ctx = { ...DEFAULT_SCAN_CONTEXT, ...c.ctx };
  const m = measure(() => scanCollectorMessage(c.body(i++ % 20), ctx));
  if (m.p99 > BUDGET_MS) over = true;
  rows.push([c.name, m.median.toFixed(2), m.p99.toFixed(2)]);
}
{
  let i = 0;
  const m = measure(() => {
    const body = prose('violating', 1000, (i++ % 20) * 7);
    suggestRewrite(body, scanCollectorMessage(body, DEFAULT_SCAN_CONTEXT), DEFAULT_SCAN_CONTEXT);
  });
  if (m.p99 > BUDGET_MS * 3) over = true;
  rows.push(['scan + rewrite + scan of the rewrite, 1,000 chars', m.median.toFixed(2), m.p99.toFixed(2)]);
}
const widths = rows[0].map((_, k) => Math.max(...rows.map((r) => r[k].length)));
process.stdout.write(
  `Compliance scan (${RUNS} runs each; ${cpus().length} cores, load ${loadavg()[0].toFixed(1)}; budget ${BUDGET_MS} ms per scan; ` +
    `${TIER_UP ? "V8's default regexp tier-up" : 'regexps compiled at once, as the worker'})\n` +
    rows.map((r) => r.map((cell, k) => cell.padEnd(widths[k])).join('  ')).join('\n') +
    '\n',
);
process.exit(over ? 1 : 0);
