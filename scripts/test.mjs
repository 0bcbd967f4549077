#!/usr/bin/env node
// `npm test`: every suite (build, lint, domain unit, backend unit, frontend unit, backend integration against real PostgreSQL and
// Redis, fault tests, browser journeys in a shuffled order, the secrets check of the journeys' product logs, compose
// check). The first lines say which PostgreSQL, Redis and browser the run uses: found, or started here and stopped
// at the end (scripts/test-services.mjs). The suites run one after another, each on every core; the single-threaded
// tools (build, lint, domain unit, compose check) run side by side, one per core (PARLEY_TEST_JOBS overrides the core
// count). Each step's output is printed in one piece, in the order the steps started.
// The summary gives each step's time; the last line adds the runners' counts up as "N passed, N failed". Exits
// non-zero when any step fails.
import { spawn } from 'node:child_process';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { startTestServices } from './test-services.mjs';

/**
 * `needs`: steps that must have succeeded first (the build makes backend/dist, which the integration, fault and
 * journey suites run). `after`: steps that must have finished first, whatever their result (the log check reads
 * the journeys' product logs). A `whole` step uses every core itself (its runner's own workers: the unit suites and
 * the integration suite run files side by side, the journeys run two products) and runs with nothing beside it;
 * the others are single-threaded tools that run side by side, one per core. Measured on a 2-core machine: the
 * suites side by side took 1,840 s, one after another 1,130 s, because each suite's own workers already fill the
 * cores and more processes than cores only made every one of them slower. The fault tests stop and kill servers
 * and processes and watch what survives, so they run apart from the suites that use the shared servers; they spend
 * their time waiting (for a restart, for a stalled job's lock to expire), so they run `beside` the frontend unit
 * suite, which uses neither servers nor processes of its own.
 */
const CORES = Math.max(1, Number(process.env.PARLEY_TEST_JOBS || availableParallelism()));
const steps = [
  { name: 'build', cmd: 'npm', args: ['run', 'build'], counts: false },
  { name: 'lint', cmd: 'npm', args: ['run', 'lint'], counts: false },
  { name: 'domain unit', cmd: 'npm', args: ['test', '-w', 'packages/domain'] },
  // The compose check runs the built configuration check (backend/dist/launcher/check-config.js) too.
  { name: 'compose', cmd: 'node', args: ['scripts/check-compose.mjs'], needs: ['build'] },
  { name: 'backend unit', cmd: 'npm', args: ['test', '-w', 'backend', '--', `--maxWorkers=${CORES}`], whole: true },
  {
    name: 'frontend unit',
    cmd: 'npm',
    args: ['test', '-w', 'frontend', '--', `--maxWorkers=${CORES}`],
    whole: true,
    beside: ['faults'],
  },
  { name: 'faults', cmd: 'npm', args: ['run', 'test:faults', '-w', 'backend'], needs: ['build'], whole: true },
  { name: 'backend integration', cmd: 'npm', args: ['run', 'test:int', '-w', 'backend'], needs: ['build'], whole: true },
  { name: 'browser journeys', cmd: 'npm', args: ['test', '-w', 'e2e'], needs: ['build'], after: ['faults'], whole: true },
  { name: 'logs', cmd: 'node', args: ['scripts/check-logs.mjs'], needs: ['build'], after: ['browser journeys'] },
];

const strip = (s) => s.replace(/\u001b\[[0-9;]*m/g, '');
const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');

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

const started = Date.now();
const secs = (from, to = Date.now()) => ((to - from) / 1000).toFixed(1);

process.stdout.write(`[test] ${cpus().length} cores, load average ${load()}\n`);
let services;
try {
  services = await startTestServices({ browser: true });
} catch (err) {
  process.stderr.write(`[test] ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
for (const line of services.lines) process.stdout.write(`[test] ${line}\n`);
const env = {
  ...process.env,
  FORCE_COLOR: '0',
  DATABASE_URL: services.databaseUrl,
  REDIS_URL: services.redisUrl,
  // The suites' global setups use the servers above instead of choosing again.
  PARLEY_TEST_SERVICES: '1',
  ...(services.browser?.path ? { CHROMIUM_PATH: services.browser.path } : {}),
};
const children = new Set();
let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await services.stop();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(130));
process.on('SIGTERM', () => void shutdown(143));

// Output: the earliest started step that is still being printed streams live; later ones are held until then.
const printOrder = [];
let printing = 0;
function write(step, text) {
  if (printOrder[printing] === step) process.stdout.write(text);
  else step.held += text;
}
function advance() {
  while (printing < printOrder.length) {
    const step = printOrder[printing];
    if (!step.shown) {
      step.shown = true;
      process.stdout.write(`\n=== ${step.name} (started at ${secs(started, step.start)}s) ===\n${step.held}`);
      step.held = '';
    }
    if (!step.result) return;
    process.stdout.write(`=== ${step.name}: ${step.result.code === 0 ? 'ok' : `exit ${step.result.code}`} in ${secs(step.start, step.end)}s ===\n`);
    printing += 1;
  }
}

function run(step) {
  step.start = Date.now();
  step.held = '';
  step.load = load();
  printOrder.push(step);
  advance();
  return new Promise((resolve) => {
    let out = '';
    const child = spawn(step.cmd, step.args, { stdio: ['ignore', 'pipe', 'pipe'], env });
    children.add(child);
    const take = (d) => {
      out += d;
      write(step, String(d));
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code) => {
      children.delete(child);
      step.end = Date.now();
      step.result = { code: code ?? 1, out };
      advance();
      resolve();
    });
  });
}

// Start whatever may start, in list order: its `needs` succeeded and its `after` finished, a core is free, and no
// `whole` step is in the way (unless the running step names it `beside` itself). A step whose `needs` failed is not
// run.
const pending = [...steps];
const running = new Set();
const done = new Map();
await new Promise((finish) => {
  const schedule = () => {
    for (const step of [...pending]) {
      const needs = step.needs ?? [];
      if (needs.some((d) => done.has(d) && done.get(d) !== 0)) {
        pending.splice(pending.indexOf(step), 1);
        step.skipped = true;
        done.set(step.name, 'skipped');
        continue;
      }
      if (!needs.every((d) => done.get(d) === 0) || !(step.after ?? []).every((d) => done.has(d))) continue;
      const companion = [...running].some((r) => (r.beside ?? []).includes(step.name));
      if (!companion && (running.size >= CORES || [...running].some((r) => r.whole) || (step.whole && running.size > 0))) break;
      pending.splice(pending.indexOf(step), 1);
      running.add(step);
      void run(step).then(() => {
        running.delete(step);
        done.set(step.name, step.result.code);
        schedule();
      });
    }
    if (running.size > 0) return;
    // Nothing runs and nothing could start: what is left waits on a step that failed or never ran.
    for (const s of pending) {
      s.skipped = true;
      done.set(s.name, 'skipped');
    }
    pending.length = 0;
    finish();
  };
  schedule();
});

await services.stop();

const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];
let failedSteps = 0;
for (const step of steps) {
  if (step.skipped) {
    failedSteps += 1;
    summary.push(`SKIP ${step.name.padEnd(20)} not run: a step it needs failed`);
    continue;
  }
  const { code, out } = step.result;
  const c = step.counts === false ? null : countsOf(out);
  if (c) {
    totals.passed += c.passed;
    totals.failed += c.failed;
    totals.skipped += c.skipped;
  }
  if (code !== 0) failedSteps += 1;
  const what = c ? `${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}` : code === 0 ? 'done' : `exit ${code}`;
  summary.push(
    `${code === 0 ? 'ok  ' : 'FAIL'} ${step.name.padEnd(20)} ${what.padEnd(28)} ${secs(step.start, step.end).padStart(6)}s ` +
      `(from ${secs(started, step.start)}s to ${secs(started, step.end)}s; load at start ${step.load})`,
  );
}
process.stdout.write(`\n=== summary (${secs(started)}s, load average now ${load()}) ===\n${summary.join('\n')}\n`);
if (failedSteps > 0 && totals.failed === 0) totals.failed = failedSteps;
process.stdout.write(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}\n`);
process.exit(failedSteps > 0 ? 1 : 0);
