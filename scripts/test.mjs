#!/usr/bin/env node
// `npm test`: every suite in order (build, lint, domain unit, backend unit, frontend unit, backend integration against real
// PostgreSQL and Redis, fault tests, browser journeys, the secrets check of the journeys' product log, compose check). Each runner's own summary is printed as it runs; the
// last line adds them up as "N passed, N failed". Exits non-zero when any suite fails.
import { spawn } from 'node:child_process';

const steps = [
  { name: 'build', cmd: 'npm', args: ['run', 'build'], counts: false },
  { name: 'lint', cmd: 'npm', args: ['run', 'lint'], counts: false },
  { name: 'domain unit', cmd: 'npm', args: ['test', '-w', 'packages/domain'] },
  { name: 'backend unit', cmd: 'npm', args: ['test', '-w', 'backend'] },
  { name: 'frontend unit', cmd: 'npm', args: ['test', '-w', 'frontend'] },
  { name: 'backend integration', cmd: 'npm', args: ['run', 'test:int', '-w', 'backend'] },
  { name: 'faults', cmd: 'npm', args: ['run', 'test:faults', '-w', 'backend'] },
  { name: 'browser journeys', cmd: 'npm', args: ['test', '-w', 'e2e'] },
  { name: 'logs', cmd: 'node', args: ['scripts/check-logs.mjs'] },
  { name: 'compose', cmd: 'node', args: ['scripts/check-compose.mjs'] },
];

const strip = (s) => s.replace(/\u001b\[[0-9;]*m/g, '');

/** Reads passed/failed/skipped from a jest, vitest or plain summary line. */
function countsOf(output) {
  const text = strip(output);
  const jest = [...text.matchAll(/^Tests:\s+(.*)$/gm)].pop();
  const vitest = [...text.matchAll(/^\s*Tests\s+(.*\(\d+\))\s*$/gm)].pop();
  const plain = [...text.matchAll(/^\w*:?\s*(\d+ passed, \d+ failed.*)$/gm)].pop();
  const line = jest?.[1] ?? vitest?.[1] ?? plain?.[1];
  if (!line) return null;
  const n = (word) => Number(new RegExp(`(\\d+) ${word}`).exec(line)?.[1] ?? 0);
  return { passed: n('passed'), failed: n('failed'), skipped: n('skipped') };
}

function run(step) {
  return new Promise((resolve) => {
    let out = '';
    const child = spawn(step.cmd, step.args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    child.stdout.on('data', (d) => { out += d; process.stdout.write(d); });
    child.stderr.on('data', (d) => { out += d; process.stderr.write(d); });
    child.on('close', (code) => resolve({ code, out }));
  });
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];
let failedSteps = 0;
const started = Date.now();
for (const step of steps) {
  process.stdout.write(`\n=== ${step.name} ===\n`);
  const t = Date.now();
  const { code, out } = await run(step);
  const secs = ((Date.now() - t) / 1000).toFixed(1);
  const c = step.counts === false ? null : countsOf(out);
  if (c) { totals.passed += c.passed; totals.failed += c.failed; totals.skipped += c.skipped; }
  if (code !== 0) failedSteps += 1;
  summary.push(`${code === 0 ? 'ok  ' : 'FAIL'} ${step.name.padEnd(20)} ${c ? `${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}` : code === 0 ? 'done' : `exit ${code}`} (${secs}s)`);
  if (code !== 0 && step.name === 'build') break;
}
process.stdout.write(`\n=== summary (${((Date.now() - started) / 1000).toFixed(0)}s) ===\n${summary.join('\n')}\n`);
if (failedSteps > 0 && totals.failed === 0) totals.failed = failedSteps;
process.stdout.write(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}\n`);
process.exit(failedSteps > 0 ? 1 : 0);
