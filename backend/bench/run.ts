/**
 * `npm run bench`: the hot paths measured against the production build with the large data set, written
 * to docs/PERFORMANCE.md. Builds when dist is missing, creates its own database (parley_bench_<stamp>), migrates,
 * seeds `--accounts N` (100,000; `--quick` 10,000), starts the api and the worker from dist, then measures:
 * apply_filters (4 variants) through HTTP with autocannon and the same SQL with pg at the same concurrency (the
 * floor), calculate_collector_metrics and filter_values, the export of every account of the firm, chat send to
 * delivery at 50 messages a second, a consumer's offer to the firm's automatic answer (settlement rules) at 20 offers a
 * second, and the collector accounts page in headless Chromium (once the api, the worker and PostgreSQL are at rest:
 * the automatic answers leave about 3,000 notification e-mails for the worker to send, which took 100 s on 2026-11-29).
 *
 * Options: --quick, --accounts N, --seconds S (per HTTP item), --chat-seconds S, --keep-db, --no-write (print only),
 * --api-heap-mb N (the api's V8 old-space cap, default 200), --worker-heap-mb N (the worker's, instead of the product's WORKER_NODE_FLAGS cap), --api-flags "FLAGS" (more V8 flags for the api), --build (build even when dist exists), --dist DIR and --frontend-dist DIR (another build's output),
 * --only KEYS (comma-separated of export, list, metrics, chat, auto, page, payout: measure only those and print, never write the report),
 * --auto-seconds S (how long consumers send offers for the automatic answers, 20 a second),
 * --reuse-db NAME (a database kept by an earlier run's --keep-db: migrate it, skip the seed, keep it; never writes the report),
 * --save-export FILE (write the downloaded export there).
 * Env: DATABASE_URL (the server; its database part is replaced), REDIS_URL, CHROMIUM_PATH, BENCH_PROFILE_DIR (CPU profiles
 * of the api and the worker, api.cpuprofile and worker.cpuprofile), BENCH_PAGE_TRACE_DIR (Chromium traces and timelines
 * of the accounts page's cold loads, see pageTimeline).
 */
import autocannon from 'autocannon';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { Client, Pool } from 'pg';
import Redis from 'ioredis';
import { io } from 'socket.io-client';
import { knex as makeKnex } from '@mikro-orm/postgresql';
import { detailQuery, listRowsStatement, PAGE_SIZE, pageStatement, type ListRow } from '../src/modules/accounts/accounts-read.service';
import { WORKER_NODE_FLAGS } from '../src/launcher/node-flags';
import { COMPRESSION_OPTIONS } from '../src/core/http/compression';
import { DevMailCatcher } from '../src/modules/dev-mail/dev-mail-catcher';
import { BUDGETS, fixNote, verdict, type Item } from './budgets';
import { percentile, renderReport } from './report';
import { signIn, type Session } from './sign-in';
import { BENCH_API_HEAP_MB, productEnv } from './product-env';
import { measurePayoutRun, PAYOUT_BENCH_PAYMENTS } from './payout-run.bench';
import type { Response as PlaywrightResponse } from 'playwright-core';

const ROOT = join(__dirname, '..', '..');
const BACKEND = join(ROOT, 'backend');
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const QUICK = flag('--quick');
const ACCOUNTS = Number(option('--accounts') ?? (QUICK ? 10_000 : 100_000));
const SECONDS = Number(option('--seconds') ?? (QUICK ? 5 : 15));
const CHAT_SECONDS = Number(option('--chat-seconds') ?? (QUICK ? 10 : 30));
const CHAT_RATE = 50;
const CONNECTIONS = 32;
const API_HEAP_MB = Number(option('--api-heap-mb') ?? BENCH_API_HEAP_MB);
const WORKER_HEAP_MB = Number(option('--worker-heap-mb') ?? 0);
/** More V8 flags for the api process (trying a setting against the default, one run after the other). */
const API_FLAGS = option('--api-flags')?.split(' ').filter(Boolean) ?? [];
/** Another build's output (development of the bench itself); normally backend/dist and frontend/dist. */
const DIST = option('--dist') ?? join(BACKEND, 'dist');
const FRONTEND_DIST = option('--frontend-dist') ?? join(ROOT, 'frontend', 'dist');
/** Measure only some items (while working on one budget); a partial run never overwrites docs/PERFORMANCE.md. */
const ONLY = option('--only')?.split(',');
/** A kept bench database to measure again without seeding (while working on one budget). */
const REUSE_DB = option('--reuse-db');
/** Where to write the downloaded export (comparing two builds' files); not kept otherwise. */
const SAVE_EXPORT = option('--save-export');
const want = (key: 'export' | 'list' | 'metrics' | 'chat' | 'page' | 'payout' | 'auto') => !ONLY || ONLY.includes(key);
/** Consumer offers answered by a settlement rule: offers a second, and for how long. */
const AUTO_RATE = 20;
const AUTO_SECONDS = Number(option('--auto-seconds') ?? (QUICK ? 10 : 30));

const log = (s: string) => process.stdout.write(`[bench] ${s}\n`);

function run(cmd: string, argv: string[], env: NodeJS.ProcessEnv, cwd = ROOT): { ms: number; out: string } {
  const t0 = Date.now();
  const r = spawnSync(cmd, argv, { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`${cmd} ${argv.join(' ')} failed:\n${r.stdout}\n${r.stderr}`);
  return { ms: Date.now() - t0, out: `${r.stdout}${r.stderr}` };
}

/** Samples a process's resident memory and the load average while a measurement runs. */
class Sampler {
  private timer?: NodeJS.Timeout;
  maxRssMb = 0;
  private loads: number[] = [];
  constructor(private readonly pids: number[]) {}
  start(): this {
    const tick = () => {
      let rss = 0;
      for (const pid of this.pids) rss += statusKb(pid, 'VmRSS') / 1024;
      this.maxRssMb = Math.max(this.maxRssMb, rss);
      this.loads.push(loadavg()[0]);
    };
    tick();
    this.timer = setInterval(tick, 100);
    return this;
  }
  stop(): { peakMb: number; load: number } {
    clearInterval(this.timer);
    const load = this.loads.reduce((s, x) => s + x, 0) / Math.max(1, this.loads.length);
    return { peakMb: Math.round(this.maxRssMb), load: Math.round(load * 10) / 10 };
  }
}

/** User + system CPU time a process has used so far (/proc/<pid>/stat, clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** How long a window of CPU readings is, and the most the product may use in one to count as at rest (5% of a core). */
const SETTLE_WINDOW_MS = 1_000;
const SETTLE_BUSY_MS = 50;
/** The longest the bench waits for the product to come to rest before it measures anyway (and says so). */
const SETTLE_MAX_MS = 120_000;

/** Waits until the processes used at most SETTLE_BUSY_MS of CPU in a window of SETTLE_WINDOW_MS, or SETTLE_MAX_MS passed. */
async function untilAtRest(groups: Record<string, () => number[]>): Promise<{ waitedMs: number; busyMs: number; byGroup: Record<string, number> }> {
  const started = Date.now();
  for (;;) {
    const meter = cpuMeter(groups);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_WINDOW_MS));
    const byGroup = meter(1);
    const busyMs = Object.values(byGroup).reduce((sum, ms) => sum + ms, 0);
    const waitedMs = Date.now() - started;
    if (busyMs <= SETTLE_BUSY_MS || waitedMs >= SETTLE_MAX_MS) return { waitedMs, busyMs, byGroup };
  }
}

/** The PostgreSQL server's processes on this machine (its backends do the queries' work). */
function postgresPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** CPU used by groups of processes from now until `per(n)`: milliseconds per unit of work, by group. */
function cpuMeter(groups: Record<string, () => number[]>) {
  // Only processes alive at both ends count: a PostgreSQL backend whose connection closed meanwhile (another pool's
  // idle timeout) takes its CPU time with it.
  const start = Object.fromEntries(Object.entries(groups).map(([k, pids]) => [k, new Map(pids().map((pid) => [pid, cpuMs(pid)]))]));
  return (n: number): Record<string, number> =>
    Object.fromEntries(
      Object.entries(groups).map(([k, pids]) => {
        let used = 0;
        for (const pid of pids()) if (start[k].has(pid)) used += cpuMs(pid) - start[k].get(pid)!;
        return [k, round(used / Math.max(1, n))];
      }),
    );
}

/** CPU seconds a process has used (user + system, all its threads), from /proc; 0 when unreadable. */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

function statusKb(pid: number, key: string): number {
  try {
    const m = new RegExp(`${key}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

async function waitFor(what: string, check: () => Promise<boolean>, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not happen within ${ms / 1000} s`);
}

interface HttpResult {
  medianMs: number;
  p95Ms: number;
  rps: number;
  requests: number;
  errors: number;
  /** Mean bytes of one answer as sent (headers included), compressed as a browser would accept it. */
  wireBytes?: number;
}

/** autocannon at CONNECTIONS connections; latencies of every answer, so the median and p95 are exact. */
async function cannon(url: string, session: Session, seconds = SECONDS, connections = CONNECTIONS): Promise<HttpResult> {
  const latencies: number[] = [];
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    // A slow call should be measured, not dropped at autocannon's default 10 s.
    timeout: 60,
    // What a browser sends: the api compresses what it may.
    headers: { cookie: session.cookie, accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' },
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, time: number) => latencies.push(time));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  // No answer at all (every request timed out): no latency to report, only errors.
  const none = latencies.length === 0;
  return {
    medianMs: none ? undefined! : round(percentile(latencies, 50)),
    p95Ms: none ? undefined! : round(percentile(latencies, 95)),
    rps: round(latencies.length / seconds),
    requests: result.requests.total,
    errors: result.errors + result.non2xx,
    wireBytes: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : undefined,
  };
}

const round = (x: number) => Math.round(x * 10) / 10;

/**
 * What compressing one answer costs the api: the answer fetched once uncompressed, then compressed 30 times by zlib
 * with the api's own settings for the encoding a browser gets (brotli, preferred by the compression middleware when
 * accepted); the median of those. `alternatives` prints other settings beside it, to choose the api's.
 */
async function compressionCost(url: string, session: Session): Promise<{ rawKb: number; ms: number; kb: number; alternatives: string }> {
  const res = await fetch(url, { headers: { cookie: session.cookie, accept: 'application/json', 'accept-encoding': 'identity' } });
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200 || res.headers.get('content-encoding')) throw new Error(`compression cost: ${url} answered ${res.status} ${res.headers.get('content-encoding') ?? ''}`);
  const time = (compress: () => Buffer) => {
    const times: number[] = [];
    let size = 0;
    for (let i = 0; i < 30; i++) {
      const t0 = performance.now();
      size = compress().length;
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    return { ms: Math.round(percentile(times, 50) * 100) / 100, kb: round(size / 1024) };
  };
  const product = time(() => brotliCompressSync(body, { params: COMPRESSION_OPTIONS.brotli.params }));
  const others = [
    ...[1, 2, 3, 4, 5].map((q) => [`brotli ${q}`, () => brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: q } })] as const),
    ...[1, 3, 6].map((level) => [`gzip ${level}`, () => gzipSync(body, { level })] as const),
  ].map(([name, f]) => {
    const t = time(f);
    return `${name} ${t.ms} ms ${t.kb} KB`;
  });
  return { rawKb: round(body.length / 1024), ...product, alternatives: others.join(', ') };
}

/**
 * One request at a time right after its firm's kept answers were dropped: the notification the database sends when
 * a firm's accounts change is sent by hand, then the call is timed (median and slowest of `n`).
 */
async function coldCalls(url: string, session: Session, pool: Pool, lawFirmId: number, n = 5): Promise<HttpResult> {
  const times: number[] = [];
  let errors = 0;
  for (let i = 0; i < n; i++) {
    await pool.query(`select pg_notify('parley_firm_data', $1)`, [String(lawFirmId)]);
    await new Promise((r) => setTimeout(r, 200));
    const t0 = performance.now();
    const res = await fetch(url, { headers: { cookie: session.cookie, accept: 'application/json' } });
    await res.arrayBuffer();
    times.push(performance.now() - t0);
    if (res.status !== 200) errors++;
  }
  times.sort((a, b) => a - b);
  return { medianMs: round(percentile(times, 50)), p95Ms: round(times[times.length - 1]), rps: undefined!, requests: n, errors };
}

/**
 * The floor: exactly the SQL one apply_filters request runs once its firm's count is kept (every request of the run
 * after the first), built by the same functions: the page statement, which reads each account's id and kept row, and
 * for the rows without a current kept row (none once the api has listed the page) their columns and details, from
 * CONNECTIONS concurrent loops over a pool of the api's size (10). The count's own cost is measured by coldCalls.
 */
async function sqlFloor(pool: Pool, lawFirmId: number, query: { filters: Record<string, unknown>; sort_by?: string; sort_order?: 'asc' | 'desc' }): Promise<HttpResult> {
  const knex = makeKnex({ client: 'pg' });
  const scope = { allFirms: false as const, lawFirmId };
  const rowsSql = pageStatement(knex, scope, query as never, false, PAGE_SIZE).toSQL().toNative();
  const latencies: number[] = [];
  const until = Date.now() + SECONDS * 1000;
  let errors = 0;
  const loop = async () => {
    while (Date.now() < until) {
      const t0 = performance.now();
      try {
        const rows = await pool.query(rowsSql.sql, rowsSql.bindings as unknown[]);
        // Only rows without a current kept row are read from their columns and details (none once the api has listed
        // them).
        const missing = rows.rows.filter((r: { kept_row: string | null }) => r.kept_row === null);
        if (missing.length) {
          const l = listRowsStatement(knex, scope, missing.map((r: { id: number }) => r.id)).toSQL().toNative();
          const listed = (await pool.query<ListRow>(l.sql, l.bindings as unknown[])).rows;
          const n = detailQuery(knex, listed).toSQL().toNative();
          await pool.query(n.sql, n.bindings as unknown[]);
        }
        latencies.push(performance.now() - t0);
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  await knex.destroy();
  latencies.sort((a, b) => a - b);
  return { medianMs: round(percentile(latencies, 50)), p95Ms: round(percentile(latencies, 95)), rps: round(latencies.length / SECONDS), requests: latencies.length, errors };
}

async function main(): Promise<void> {
  const started = new Date();
  const stamp = `${Date.now().toString(36)}${process.pid}`;
  const items: Item[] = [];
  const children: ChildProcess[] = [];
  const admin = new URL(process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres');
  admin.pathname = '/postgres';
  const dbName = REUSE_DB ?? `parley_bench_${stamp}`;
  const dbUrl = new URL(admin.toString());
  dbUrl.pathname = `/${dbName}`;
  const port = 43000 + Math.floor(Math.random() * 2000);
  const appUrl = `http://127.0.0.1:${port}`;
  let pool: Pool | undefined;
  let stopCatcher: (() => Promise<void>) | undefined;
  const adminClient = new Client({ connectionString: admin.toString() });

  // 1. Build (only what is missing).
  if (!existsSync(join(DIST, 'main.js')) || (want('page') && !existsSync(join(FRONTEND_DIST, 'index.html'))) || flag('--build')) {
    log('building (npm run build)');
    run('npm', ['run', 'build'], process.env);
  }

  // The chat clock: consumers in New York must be inside contact hours (8 a.m. to 9 p.m.) or collector messages are
  // held for the morning. Outside those hours the processes run with the chat clock moved to noon (a test-only
  // setting; the report says so). The processes run in development mode: the bench measures the demo data with the
  // demo providers, which production mode refuses to load.
  const nyHour = Number(new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', hourCycle: 'h23' }).format(new Date()));
  const chatClockMoved = nyHour < 9 || nyHour >= 20;
  const env: NodeJS.ProcessEnv = {
    ...productEnv({ databaseUrl: dbUrl.toString(), port, redisPrefix: `parley-bench-${stamp}` }),
    FRONTEND_DIST,
    ...(chatClockMoved ? { CHAT_CLOCK_OFFSET_MS: String(noonInNewYorkOffset()) } : {}),
  };

  adminClient.on('error', () => undefined);
  await adminClient.connect();
  try {
    // 2. Database, migrations, large seed.
    if (!REUSE_DB) await adminClient.query(`create database "${dbName}"`);
    log(`database ${dbName}`);
    run(process.execPath, [join(DIST, 'launcher', 'migrate.js')], env);
    const seedLoad0 = loadavg()[0];
    if (!REUSE_DB) {
      log(`seeding ${ACCOUNTS} accounts`);
      const seeded = run(process.execPath, [join(DIST, 'launcher', 'seed.js'), '--accounts', String(ACCOUNTS)], env);
      const seedLoad = round((seedLoad0 + loadavg()[0]) / 2);
      log(`seeded in ${(seeded.ms / 1000).toFixed(1)} s`);
      items.push({
        key: 'seed',
        name: `seed --accounts ${ACCOUNTS} (demo data + large set)`,
        timeS: round(seeded.ms / 1000),
        load: seedLoad,
        ...verdict('seed', { timeS: seeded.ms / 1000 }, ACCOUNTS),
      });
    }

    pool = new Pool({ connectionString: dbUrl.toString(), max: 10 });
    // Idle clients hear the database being dropped at the end; that is not a failure of the run.
    pool.on('error', () => undefined);
    const firm = await pool.query<{ id: number }>(`select id from law_firms where name = 'Demo Law Group'`);
    const lawFirmId = firm.rows[0].id;
    const totalAccounts = Number((await pool.query(`select count(*) as n from customer_documents where law_firm_id = $1 and document_name = 'solosettle'`, [lawFirmId])).rows[0].n);

    // E-mail goes somewhere, as under `npm start` (the launcher's catcher): the firm's notifications of offers and
    // automatic answers are sent once each instead of failing and retrying against a port nobody listens on.
    const smtpPort = 25000 + Math.floor(Math.random() * 10000);
    const catcher = new DevMailCatcher({ port: smtpPort, redisUrl: env.REDIS_URL!, redisPrefix: env.REDIS_PREFIX! });
    await catcher.start();
    stopCatcher = () => catcher.stop();
    env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;

    // 3. The product from dist.
    // The api runs as it should in a container with a memory limit: V8 capped at API_HEAP_MB of old space. Uncapped on
    // a machine with plenty of memory V8 grows its heap lazily (the export then peaks near 550 MB with little live data).
    // BENCH_PROFILE_DIR: CPU profiles of both processes there (<role>.cpuprofile, written when they exit; open them in
    // Chrome's DevTools or read them with a script: samples and the call tree of every function).
    const prof = (role: string) =>
      process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`, `--cpu-prof-name=${role}.cpuprofile`] : [];
    const api = spawn(process.execPath, [...prof('api'), `--max-old-space-size=${API_HEAP_MB}`, ...API_FLAGS, join(DIST, 'main.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    // The worker runs with the product's flags (its heap cap); --worker-heap-mb replaces the old-space cap to try another.
    const workerHeap = WORKER_HEAP_MB > 0 ? [...WORKER_NODE_FLAGS.filter((f) => !f.startsWith('--max-old-space-size=')), `--max-old-space-size=${WORKER_HEAP_MB}`] : [...WORKER_NODE_FLAGS];
    const worker = spawn(process.execPath, [...prof('worker'), ...workerHeap, join(DIST, 'worker.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    children.push(api, worker);
    await waitFor('the api answering /api/health 200', async () => (await fetch(`${appUrl}/api/health`)).status === 200, 90_000);
    const session = await signIn(appUrl, 'admin@demolaw.test');
    log('api and worker up; signed in as admin@demolaw.test');

    // 4. Export of every account of the firm as the worker job (first, so the worker's peak memory is the export's):
    // started through the api, followed until ready, then downloaded. The job's time is the row's started..finished.
    if (want('export')) {
      const apiSampler = new Sampler([api.pid!]).start();
      const workerSampler = new Sampler([worker.pid!]).start();
      const apiBeforeMb = statusKb(api.pid!, 'VmRSS') / 1024;
      const workerBeforeMb = Math.round(statusKb(worker.pid!, 'VmRSS') / 1024);
      // CPU time as well as wall time: on a shared machine the job's wall time moves with everyone else's load.
      const workerCpu0 = cpuSeconds(worker.pid!);
      const t0 = Date.now();
      const started = await fetch(`${appUrl}/collectors/api/export_accounts?filters[archived][]=Active&filters[archived][]=Archived`, {
        method: 'POST',
        headers: { cookie: session.cookie, 'X-CSRF-Token': session.csrf },
      });
      if (started.status !== 202) throw new Error(`export answered ${started.status}: ${await started.text()}`);
      const { id } = (await started.json()) as { id: string };
      let view: { status: string; rows_done: number; download_url: string | null; error: string | null } | undefined;
      const progressSeen = new Set<number>();
      await waitFor('the export job to finish', async () => {
        view = await (await fetch(`${appUrl}/collectors/api/exports/${id}`, { headers: { cookie: session.cookie } })).json();
        if (view!.status === 'running') progressSeen.add(view!.rows_done);
        return view!.status === 'ready' || view!.status === 'failed';
      }, 600_000);
      if (view!.status !== 'ready') throw new Error(`export failed: ${view!.error}`);
      const endToEndMs = Date.now() - t0;
      const file = await fetch(`${appUrl}${view!.download_url}`, { headers: { cookie: session.cookie } });
      const body = Buffer.from(await file.arrayBuffer());
      const bytes = body.byteLength;
      const workerCpuS = round(cpuSeconds(worker.pid!) - workerCpu0);
      // --save-export FILE: keep the spreadsheet, to compare two builds' sheets (unzip and diff the sheet XML).
      if (SAVE_EXPORT) writeFileSync(SAVE_EXPORT, body);
      const a = apiSampler.stop();
      const w = workerSampler.stop();
      const times = (await pool.query<{ ms: number }>(`select extract(epoch from finished_at - started_at) * 1000 as ms from account_exports where id = $1`, [id])).rows[0];
      const jobMs = Number(times.ms);
      const workerPeakMb = Math.max(Math.round(statusKb(worker.pid!, 'VmHWM') / 1024), w.peakMb);
      const apiGrowthMb = Math.max(0, Math.round(a.peakMb - apiBeforeMb));
      items.push({
        key: 'export',
        name: `export_accounts job, ${view!.rows_done} of ${totalAccounts} accounts (${(bytes / 1e6).toFixed(1)} MB .xlsx)`,
        timeS: round(jobMs / 1000),
        peakMb: workerPeakMb,
        load: w.load,
        detail: `export: job ${round(jobMs / 1000)} s (start to downloadable ${round(endToEndMs / 1000)} s), worker peak ${workerPeakMb} MB (${workerBeforeMb} MB before), worker CPU ${workerCpuS} s, api ${Math.round(apiBeforeMb)} MB before and ${a.peakMb} MB at most during it (+${apiGrowthMb} MB), ${progressSeen.size} progress readings while running`,
        ...verdict('export', { timeS: jobMs / 1000, peakMb: workerPeakMb, apiGrowthMb }, ACCOUNTS),
      });
      log(`export: job ${jobMs} ms, end to end ${endToEndMs} ms, ${bytes} bytes, worker peak ${workerPeakMb} MB (${workerBeforeMb} MB before), worker CPU ${workerCpuS} s, api ${Math.round(apiBeforeMb)} -> ${a.peakMb} MB`);
    }

    // 5. apply_filters through HTTP and the SQL floor, then metrics and filter values.
    const variants: Array<{ key: string; name: string; qs: string; query: { filters: Record<string, unknown>; sort_by?: string; sort_order?: 'asc' | 'desc' } }> = [
      { key: 'list', name: 'apply_filters, no filter', qs: 'num_pages=1', query: { filters: {} } },
      { key: 'search', name: "apply_filters, search 'garcia'", qs: 'num_pages=1&filters[search]=garcia', query: { filters: { search: 'garcia' } } },
      {
        key: 'range',
        name: 'apply_filters, amount $1,000 to $5,000',
        qs: 'num_pages=1&filters[amount][min]=1000&filters[amount][max]=5000',
        query: { filters: { amount: { min: '1000', max: '5000' } } },
      },
      { key: 'sort', name: 'apply_filters, sort by name', qs: 'num_pages=1&sort_by=customer_name&sort_order=asc', query: { filters: {}, sort_by: 'customer_name', sort_order: 'asc' } },
    ];
    for (const v of want('list') ? variants : []) {
      const sampler = new Sampler([api.pid!]).start();
      // Backends of connections closed meanwhile are not counted; the api's pool keeps its connections open.
      const cpu = cpuMeter({ api: () => [api.pid!], postgres: postgresPids, generator: () => [process.pid] });
      const url = `${appUrl}/collectors/api/apply_filters?${v.qs}`;
      const http = await cannon(url, session);
      const perAnswer = cpu(http.requests);
      const s = sampler.stop();
      const floorSampler = new Sampler([]).start();
      const floor = await sqlFloor(pool, lawFirmId, v.query);
      const fl = floorSampler.stop();
      const ratio = floor.p95Ms > 0 ? round(http.p95Ms / floor.p95Ms) : null;
      const packed = await compressionCost(url, session);
      items.push({ key: v.key, name: v.name, ...http, peakMb: s.peakMb, load: s.load, floorMedianMs: floor.medianMs, floorP95Ms: floor.p95Ms, floorRps: floor.rps, floorLoad: fl.load, ratio, compressMs: packed.ms, detail: `CPU per answer: api ${perAnswer.api} ms, PostgreSQL ${perAnswer.postgres} ms, load generator ${perAnswer.generator} ms (${http.requests} answers); one answer ${packed.rawKb} KB, compressed by the api's settings to ${packed.kb} KB in ${packed.ms} ms (zlib alone, median of 30)`, ...verdict('apply_filters', { p95Ms: http.p95Ms, rps: http.rps, ratio: ratio ?? undefined, errors: http.errors, wireBytes: http.wireBytes, compressMs: packed.ms }, ACCOUNTS) });
      log(`${v.name}: p95 ${http.p95Ms} ms (${http.rps}/s, ${http.errors} errors, ${http.wireBytes} bytes per answer on the wire), SQL floor p95 ${floor.p95Ms} ms, ratio ${ratio}; CPU per answer api ${perAnswer.api} ms, PostgreSQL ${perAnswer.postgres} ms; ${packed.rawKb} KB compressed to ${packed.kb} KB in ${packed.ms} ms (others: ${packed.alternatives})`);
      if (v.key === 'list') {
        // One collector alone: the latency of a page when nothing else waits for the api.
        const aloneSampler = new Sampler([api.pid!]).start();
        const alone = await cannon(url, session, SECONDS, 1);
        const as = aloneSampler.stop();
        items.push({ key: 'list_alone', name: 'apply_filters, no filter, one connection', ...alone, peakMb: as.peakMb, load: as.load, ...verdict('apply_filters_alone', { p95Ms: alone.p95Ms, errors: alone.errors }, ACCOUNTS) });
        log(`apply_filters alone: median ${alone.medianMs} ms, p95 ${alone.p95Ms} ms (${alone.rps}/s)`);
      }
    }
    for (const [key, path, name] of [
      ['metrics', 'calculate_collector_metrics', 'calculate_collector_metrics'],
      ['filter_values', 'filter_values', 'filter_values'],
    ] as const) {
      if (!want('metrics')) break;
      const sampler = new Sampler([api.pid!]).start();
      const http = await cannon(`${appUrl}/collectors/api/${path}`, session);
      const s = sampler.stop();
      items.push({ key, name, ...http, peakMb: s.peakMb, load: s.load, ...verdict(key, { p95Ms: http.p95Ms, errors: http.errors }, ACCOUNTS) });
      log(`${name}: p95 ${http.p95Ms} ms (${http.rps}/s)`);
    }

    // The same calls when their firm's kept answers were just dropped (what a collector waits for after a change).
    for (const [key, path] of [
      ['list', 'apply_filters?num_pages=1'],
      ['range', 'apply_filters?num_pages=1&filters[amount][min]=1000&filters[amount][max]=5000'],
      ['metrics', 'calculate_collector_metrics'],
      ['filter_values', 'filter_values'],
    ] as const) {
      if (!want(key === 'range' ? 'list' : key === 'filter_values' ? 'metrics' : key)) continue;
      const cold = await coldCalls(`${appUrl}/collectors/api/${path}`, session, pool, lawFirmId);
      items.push({ key: `${key}_cold`, name: `${path.split('?')[0]}${key === 'range' ? ', amount range' : ''}: first call after a change (5 calls)`, ...cold, ...verdict(key === 'metrics' ? 'metrics_cold' : 'cold', { p95Ms: cold.p95Ms, errors: cold.errors }, ACCOUNTS) });
      log(`${path} after a change: median ${cold.medianMs} ms, slowest ${cold.p95Ms} ms`);
    }

    // 6. Chat: send to delivery at 50 messages a second.
    if (want('chat')) items.push(await chatLoad(appUrl, session, pool, lawFirmId, [api.pid!, worker.pid!], chatClockMoved, env.REDIS_PREFIX!));

    // 7. A consumer's offer to the firm's automatic answer, at 20 offers a second.
    if (want('auto')) items.push(await autoAnswerLoad(appUrl, session, pool, lawFirmId, [api.pid!, worker.pid!], env.REDIS_PREFIX!));

    // 8. The accounts page in headless Chromium, once what the load items left behind (queued e-mails, the worker's
    // and PostgreSQL's follow-up work) is done: a cold load is timed on a product at rest, not during another item.
    if (want('page')) {
      const settled = await untilAtRest({ api: () => [api.pid!], worker: () => [worker.pid!], postgres: postgresPids });
      log(`page: the product at rest after ${settled.waitedMs} ms (CPU in its last ${SETTLE_WINDOW_MS} ms: ${JSON.stringify(settled.byGroup)})`);
      items.push(...(await accountsPage(appUrl, session, settled)));
    }

    // 8. The daily payout run for a firm whose consumers paid 10,000 times in a day.
    if (want('payout')) {
      const sampler = new Sampler([]).start();
      const m = await measurePayoutRun(pool, dbUrl.toString());
      const s = sampler.stop();
      if (m.payments !== PAYOUT_BENCH_PAYMENTS || m.status !== 'sent') throw new Error(`payout run: ${m.payments} payments, payout ${m.status}`);
      items.push({
        key: 'payout_run',
        name: `payout run, ${m.firm}: ${m.payments} payments of one day, one mailed check of $${(m.amountCents / 100).toFixed(2)}`,
        timeS: m.timeS,
        load: s.load,
        ...verdict('payout_run', { timeS: m.timeS }, ACCOUNTS),
      });
      log(`payout run: ${m.payments} payments in ${m.timeS} s`);
    }

    const report = renderReport({
      started,
      finished: new Date(),
      accounts: ACCOUNTS,
      quick: QUICK,
      seconds: SECONDS,
      connections: CONNECTIONS,
      chatSeconds: CHAT_SECONDS,
      chatRate: CHAT_RATE,
      cores: cpus().length,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      memoryGb: Math.round(totalmem() / 1e9),
      nodeVersion: process.version,
      postgres: (await pool.query<{ v: string }>(`select current_setting('server_version') as v`)).rows[0].v.split(' ')[0],
      mode: env.NODE_ENV!,
      apiHeapMb: API_HEAP_MB,
      chatClockMoved,
      items,
      budgets: BUDGETS,
      fixNote,
    });
    if (!flag('--no-write') && !ONLY && !REUSE_DB) {
      writeFileSync(join(ROOT, 'docs', 'PERFORMANCE.md'), report);
      log('wrote docs/PERFORMANCE.md');
    } else process.stdout.write(report);
  } finally {
    for (const c of children) c.kill('SIGTERM');
    await stopCatcher?.().catch(() => undefined);
    await new Promise((r) => setTimeout(r, 1500));
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    await pool?.end().catch(() => undefined);
    // The run's queues and socket keys go with it (its own Redis prefix).
    const redis = new Redis(env.REDIS_URL!);
    for await (const keys of redis.scanStream({ match: `${env.REDIS_PREFIX}:*`, count: 500 })) if ((keys as string[]).length) await redis.del(...(keys as string[]));
    redis.disconnect();
    if (!flag('--keep-db') && !REUSE_DB) await adminClient.query(`drop database if exists "${dbName}" with (force)`).catch(() => undefined);
    else log(`kept database ${dbName}`);
    await adminClient.end();
  }
}

/** Milliseconds to add to now so the clock reads 12:00 in New York. */
function noonInNewYorkOffset(): number {
  const now = new Date();
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' }).formatToParts(now);
  const h = Number(parts.find((p) => p.type === 'hour')!.value);
  const m = Number(parts.find((p) => p.type === 'minute')!.value);
  return ((12 - h) * 60 - m) * 60_000;
}

/**
 * chat-load.bench.ts's measurement against the bench's own api and worker: CHAT_RATE collector messages a second for
 * CHAT_SECONDS, open loop, spread over fresh conversations with New York consumers (six messages each, under the
 * scanner's per-conversation rate); latency from just before the POST until the collector's socket hears new_message.
 */
async function chatLoad(appUrl: string, session: Session, pool: Pool, lawFirmId: number, pids: number[], clockMoved: boolean, chatPrefix: string): Promise<Item> {
  const total = CHAT_RATE * CHAT_SECONDS;
  const perConversation = 6;
  const needed = Math.ceil(total / perConversation);
  const { rows: accounts } = await pool.query<{ id: number; user_id: number }>(
    `select d.id, d.user_id from customer_documents d
       join consumer_profiles p on p.user_id = d.user_id
      where d.law_firm_id = $1 and d.document_name = 'solosettle' and p.state = 'NY' and d.archived_by_law_firm_on is null
        and d.rm_status is distinct from 'Disputed'
        and not exists (select 1 from conversations c where c.customer_document_id = d.id)
      order by d.id limit $2`,
    [lawFirmId, needed],
  );
  const headers = { Cookie: session.cookie, 'X-CSRF-Token': session.csrf, 'Content-Type': 'application/json', Accept: 'application/json' };
  const ids: number[] = [];
  for (const a of accounts) {
    const res = await fetch(`${appUrl}/api/v1/conversations`, { method: 'POST', headers, body: JSON.stringify({ document_id: a.id, recipient_id: a.user_id }) });
    if (res.status >= 300) throw new Error(`creating a conversation answered ${res.status}: ${await res.text()}`);
    ids.push(((await res.json()) as { data: { id: number } }).data.id);
  }
  const socket = io(appUrl, { transports: ['websocket'], extraHeaders: { Cookie: session.cookie }, reconnection: false, forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  for (const id of ids) await socket.timeout(5000).emitWithAck('chat:subscribe', { conversation_id: id });
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let blocked = 0;
  let failed = 0;
  socket.on('new_message', (e: { message: { attributes: { body: string } } }) => {
    const t0 = sentAt.get(e.message.attributes.body);
    if (t0 !== undefined) latencies.push(Date.now() - t0);
  });
  socket.on('message_blocked', () => blocked++);
  log(`chat: sending ${total} messages to ${ids.length} conversations`);
  const sampler = new Sampler(pids).start();
  const cpu0 = [...pids, process.pid].map(cpuMs);
  // The load generator shares the machine: if its own event loop lags, every latency it measures grows with it.
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const failures = new Map<string, number>();
  const answered: number[] = [];
  const fail = (why: string) => {
    failed++;
    failures.set(why, (failures.get(why) ?? 0) + 1);
  };
  const started = Date.now();
  const inFlight: Promise<void>[] = [];
  for (let n = 0; n < total; n++) {
    const wait = started + (n * 1000) / CHAT_RATE - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const body = `Update ${n}: we received your documents and will reply soon.`;
    const t0 = Date.now();
    sentAt.set(body, t0);
    inFlight.push(
      fetch(`${appUrl}/api/v1/conversations/${ids[n % ids.length]}/messages`, { method: 'POST', headers, body: JSON.stringify({ message: { body } }) })
        .then(async (res) => {
          answered.push(Date.now() - t0);
          if (res.status !== 201) fail(`HTTP ${res.status}`);
          await res.arrayBuffer();
        })
        .catch((err: Error) => fail(err.message)),
    );
  }
  await Promise.all(inFlight);
  await waitFor('every message delivered', async () => latencies.length + blocked + failed >= total, 120_000).catch(() => undefined);
  const s = sampler.stop();
  // CPU time per message of the api and the worker: unlike latency, it hardly depends on how busy the machine is.
  const cpuPerMessage = [...pids, process.pid].map((pid, i) => round((cpuMs(pid) - cpu0[i]) / total));
  lag.disable();
  socket.close();
  latencies.sort((a, b) => a - b);
  const lost = total - latencies.length - blocked - failed;
  // Where the time went: commit to relay (outbox), relay to a worker taking the job (queue), the job itself (scan).
  const stages = await pool.query<{ relay_ms: number[]; }>(
    `select array_agg(extract(epoch from (relayed_at - created_at)) * 1000 order by 1) as relay_ms
       from outbox_messages where job_name = 'compliance-scan' and relayed_at is not null and created_at >= $1`,
    [new Date(started)],
  );
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const waits: number[] = [];
  const runs: number[] = [];
  try {
    // The queues' prefix holds the database's identity (core/queue/queue.module.ts): any identity under this run's prefix.
    const keys = (await redis.keys(`${chatPrefix}:bull:*:compliance-scan:*`)).filter((k) => /:[^:]+$/.test(k) && !/:(id|meta|events|completed|wait|active|delayed|failed|paused|prioritized|stalled-check|marker|pc)$/.test(k));
    for (const k of keys) {
      const [ts, processedOn, finishedOn] = await redis.hmget(k, 'timestamp', 'processedOn', 'finishedOn');
      if (ts && processedOn && finishedOn && Number(ts) >= started) {
        waits.push(Number(processedOn) - Number(ts));
        runs.push(Number(finishedOn) - Number(processedOn));
      }
    }
  } finally {
    redis.disconnect();
  }
  waits.sort((a, b) => a - b);
  runs.sort((a, b) => a - b);
  const relay = (stages.rows[0]?.relay_ms ?? []).map(Number).sort((a, b) => a - b);
  answered.sort((a, b) => a - b);
  const breakdown =
    `POST answered median ${round(percentile(answered, 50))} ms, p95 ${round(percentile(answered, 95))} ms; ` +
    `commit to relay median ${round(percentile(relay, 50))} ms, p95 ${round(percentile(relay, 95))} ms; ` +
    `queue wait median ${round(percentile(waits, 50))} ms, p95 ${round(percentile(waits, 95))} ms; ` +
    `scan job median ${round(percentile(runs, 50))} ms, p95 ${round(percentile(runs, 95))} ms; ` +
    `CPU per message: api ${cpuPerMessage[0]} ms, worker ${cpuPerMessage[1]} ms, load generator ${cpuPerMessage[2]} ms ` +
    `(its event loop lag p99 ${round(lag.percentile(99) / 1e6)} ms)` +
    (failures.size ? `; failures: ${JSON.stringify(Object.fromEntries(failures))}` : '');
  log(`chat stages: ${breakdown}`);
  const p95 = round(percentile(latencies, 95));
  log(`chat: ${latencies.length}/${total} delivered, p95 ${p95} ms, lost ${lost}, failed ${failed}, blocked ${blocked}`);
  return {
    key: 'chat',
    name: `chat send to delivery, ${CHAT_RATE} msg/s for ${CHAT_SECONDS} s${clockMoved ? ' (chat clock moved to noon in New York)' : ''}`,
    medianMs: round(percentile(latencies, 50)),
    p95Ms: p95,
    rps: round(latencies.length / CHAT_SECONDS),
    requests: total,
    errors: failed + blocked + lost,
    peakMb: s.peakMb,
    load: s.load,
    ...verdict('chat', { p95Ms: p95, errors: failed + blocked + lost }, ACCOUNTS),
    detail: breakdown,
  };
}

/** Signs a consumer in (the bench's own consumers: their password was set to the demo one). */
async function consumerSignIn(url: string, email: string): Promise<string> {
  return (await signIn(url, email, '/users/sign_in')).cookie;
}

/**
 * Settlement rules (docs/api/settlement-rules.md): the time from a consumer's offer until their own page hears the
 * firm's automatic answer. A rule that counteroffers every offer of the firm at 90 % is created through the API; 150
 * consumers whose settlements wait on them (the firm countered) are signed in with a socket each; AUTO_RATE counter
 * backs a second (open loop, each from a consumer whose last offer was answered) for AUTO_SECONDS. Each is answered
 * by the rule with a new counteroffer, so the same consumer can counter back again. Latency runs from the offer on
 * record (its POST answered) until the consumer's socket hears `settlement:updated` from the system; the consumer's
 * whole wait (from just before the POST) and the api's part are in the breakdown.
 */
async function autoAnswerLoad(appUrl: string, session: Session, pool: Pool, lawFirmId: number, pids: number[], prefix: string): Promise<Item> {
  const { decideAutoAnswer } = await import('@parley/domain/settlement-rules/auto-answer');
  const { budgetOf } = await import('@parley/domain/settlement-rules/affordability');
  const headers = { Cookie: session.cookie, 'X-CSRF-Token': session.csrf, 'Content-Type': 'application/json', Accept: 'application/json' };
  const counter = { percentage: 90, max_payments: 36 };
  const created = await fetch(`${appUrl}/collectors/api/settlement_rules`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: `Bench counteroffer ${Date.now()}`, auto_counter: counter }),
  });
  if (created.status !== 201) throw new Error(`creating the bench rule answered ${created.status}: ${await created.text()}`);
  const valid = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
  const wanted = 150;
  const { rows: candidates } = await pool.query<{ id: number; user_id: number; email: string; amount: number; details: Record<string, number | null> | null }>(
    `select d.id, d.user_id, u.email, d.rm_lawsuit_amount_cents as amount, p.financial_details as details
       from customer_documents d
       join users u on u.id = d.user_id
       left join consumer_profiles p on p.user_id = d.user_id
      where d.law_firm_id = $1 and d.document_name = 'solosettle' and d.archived_by_law_firm_on is null
        and d.rm_current_action = 'waiting_for_customer' and d.rm_status is distinct from 'Disputed'
        and d.rm_lawsuit_amount_cents >= 20000
        and not exists (select 1 from financial_reports r where r.user_id = d.user_id)
        and not exists (select 1 from account_contact_preferences a where a.customer_document_id = d.id and a.represented_by_attorney)
        and (select count(*) from customer_documents o where o.user_id = d.user_id) = 1
      order by d.id limit 2000`,
    [lawFirmId],
  );
  // The offer each consumer makes, kept only where the rule answers it (a budget too small for any plan is left to
  // a collector, which would be no answer to time).
  const offerOf = (amount: number) => ({ total_amount_cents: Math.floor(amount / 5 / 100) * 100, payments: 6, first_payment_date: valid, phases: [] });
  const chosen = candidates
    .filter((c) => {
      const answer = decideAutoAnswer(
        { auto_accept: null, auto_counter: counter },
        { offer: offerOf(c.amount), lawsuitAmountCents: c.amount, arrivalDate: valid, validFirstPaymentDate: valid, disposableIncomeCents: budgetOf(null, c.details).disposable_income_cents },
      );
      return answer.kind === 'counteroffer' && offerOf(c.amount).total_amount_cents >= 600;
    })
    .slice(0, wanted);
  if (chosen.length < AUTO_RATE * 3) throw new Error(`only ${chosen.length} settlements waiting on their consumer can take part`);
  // The bench's own database: these consumers get the demo password so they can sign in.
  await pool.query(`update users set password_hash = (select password_hash from users where email = 'admin@demolaw.test') where id = any($1::int[])`, [chosen.map((c) => c.user_id)]);
  log(`auto answers: signing in ${chosen.length} consumers`);
  interface Consumer { docId: number; body: string; cookie: string; busySince: number | null; recordedAt: number | null; heardAt: number | null }
  const consumers: Consumer[] = [];
  for (let i = 0; i < chosen.length; i += 8) {
    const batch = chosen.slice(i, i + 8);
    const cookies = await Promise.all(batch.map((c) => consumerSignIn(appUrl, c.email)));
    batch.forEach((c, j) => {
      const o = offerOf(c.amount);
      consumers.push({
        docId: c.id,
        cookie: cookies[j],
        busySince: null,
        recordedAt: null,
        heardAt: null,
        body: JSON.stringify({ total_amount: (o.total_amount_cents / 100).toFixed(2), first_payment_date: valid, payments: o.payments }),
      });
    });
  }
  /** From the offer on record (its POST answered) until the consumer's socket hears the answer: the rule's own time. */
  const latencies: number[] = [];
  /** From just before the POST until the answer is heard: what the consumer waits in all, the api's part included. */
  const endToEnd: number[] = [];
  /** How long the consumer's POST took to answer (the api's part; the answer follows the commit). */
  const posted: number[] = [];
  // Both the POST's answer and the socket's message must be in (either may come first) before the offer is settled.
  const settle = (c: { busySince: number | null; recordedAt: number | null; heardAt: number | null }) => {
    if (c.busySince === null || c.recordedAt === null || c.heardAt === null) return;
    latencies.push(Math.max(0, c.heardAt - c.recordedAt));
    endToEnd.push(c.heardAt - c.busySince);
    c.busySince = c.recordedAt = c.heardAt = null;
  };
  const failures = new Map<string, number>();
  const fail = (why: string) => failures.set(why, (failures.get(why) ?? 0) + 1);
  const byDoc = new Map(consumers.map((c) => [c.docId, c]));
  /** When each account's consumer heard a system answer (the push's part of the breakdown is read against the jobs). */
  const heardLog = new Map<number, number[]>();
  const sockets = await Promise.all(
    consumers.map(
      (c) =>
        new Promise<ReturnType<typeof io>>((resolve, reject) => {
          const socket = io(appUrl, { transports: ['websocket'], extraHeaders: { Cookie: c.cookie }, reconnection: false, forceNew: true });
          socket.on('settlement:updated', (m: { customer_document_id: number; party: string }) => {
            const who = byDoc.get(m.customer_document_id);
            if (m.party !== 'system' || !who || who.busySince === null) return;
            who.heardAt = Date.now();
            heardLog.set(who.docId, [...(heardLog.get(who.docId) ?? []), who.heardAt]);
            settle(who);
          });
          socket.once('connect', () => resolve(socket));
          socket.once('connect_error', reject);
        }),
    ),
  );
  const csrfOf = (cookie: string) => decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '');
  const total = AUTO_RATE * AUTO_SECONDS;
  log(`auto answers: ${total} counter backs from ${consumers.length} consumers`);
  const sampler = new Sampler(pids).start();
  const cpu0 = pids.map(cpuMs);
  const started = Date.now();
  const inFlight: Promise<void>[] = [];
  let sent = 0;
  for (let n = 0; n < total; n++) {
    const wait = started + (n * 1000) / AUTO_RATE - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const idle = consumers.find((c) => c.busySince === null);
    if (!idle) {
      fail('no consumer free (answers slower than the consumers turn over)');
      continue;
    }
    idle.busySince = Date.now();
    const t0 = idle.busySince;
    sent++;
    inFlight.push(
      fetch(`${appUrl}/api/customer_documents/${idle.docId}/counteroffer`, {
        method: 'POST',
        headers: { Cookie: idle.cookie, 'X-CSRF-Token': csrfOf(idle.cookie), 'Content-Type': 'application/json', Accept: 'application/json' },
        body: idle.body,
      })
        .then(async (res) => {
          posted.push(Date.now() - t0);
          if (res.status !== 200) {
            fail(`HTTP ${res.status} ${(await res.text()).slice(0, 120)}`);
            idle.busySince = idle.recordedAt = idle.heardAt = null;
            return;
          }
          await res.arrayBuffer();
          idle.recordedAt = Date.now();
          settle(idle);
        })
        .catch((err: Error) => {
          fail(err.message);
          idle.busySince = idle.recordedAt = idle.heardAt = null;
        }),
    );
  }
  await Promise.all(inFlight);
  await waitFor('every offer answered', async () => consumers.every((c) => c.busySince === null), 60_000).catch(() => undefined);
  const s = sampler.stop();
  const cpuPerOffer = pids.map((pid, i) => round((cpuMs(pid) - cpu0[i]) / Math.max(1, sent)));
  const lost = consumers.filter((c) => c.busySince !== null).length;
  sockets.forEach((socket) => socket.close());
  latencies.sort((a, b) => a - b);
  endToEnd.sort((a, b) => a - b);
  const stages = await pool.query<{ relay_ms: number[] }>(
    `select array_agg(extract(epoch from (relayed_at - created_at)) * 1000 order by 1) as relay_ms
       from outbox_messages where job_name = 'answer-offer' and relayed_at is not null and created_at >= $1`,
    [new Date(started)],
  );
  const relay = (stages.rows[0]?.relay_ms ?? []).map(Number).sort((a, b) => a - b);
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const waits: number[] = [];
  const runs: number[] = [];
  const pushes: number[] = [];
  try {
    // The queues' prefix carries the database's identity after `bull` (core/queue/queue.module.ts).
    const keys = (await redis.keys(`${prefix}:bull:*:auto-answer:*`)).filter((k) => /:[^:]+$/.test(k) && !/:(id|meta|events|completed|wait|active|delayed|failed|paused|prioritized|stalled-check|marker|pc)$/.test(k));
    for (const k of keys) {
      const [ts, processedOn, finishedOn, data] = await redis.hmget(k, 'timestamp', 'processedOn', 'finishedOn', 'data');
      if (ts && processedOn && finishedOn && Number(ts) >= started) {
        waits.push(Number(processedOn) - Number(ts));
        runs.push(Number(finishedOn) - Number(processedOn));
        // The push: from the job's end until the consumer's socket heard the answer (the first hearing after it).
        const docId = Number((JSON.parse(data ?? '{}') as { payload?: { customerDocumentId?: number } }).payload?.customerDocumentId);
        const heard = (heardLog.get(docId) ?? []).filter((t) => t >= Number(finishedOn));
        if (heard.length) pushes.push(Math.min(...heard) - Number(finishedOn));
      }
    }
  } finally {
    redis.disconnect();
  }
  waits.sort((a, b) => a - b);
  runs.sort((a, b) => a - b);
  pushes.sort((a, b) => a - b);
  const errors = [...failures.values()].reduce((a, b) => a + b, 0) + lost;
  const p95 = round(percentile(latencies, 95));
  posted.sort((a, b) => a - b);
  const breakdown =
    `the consumer's whole wait (POST sent to answer heard) median ${round(percentile(endToEnd, 50))} ms, p95 ${round(percentile(endToEnd, 95))} ms; ` +
    `counter back answered by the api median ${round(percentile(posted, 50))} ms, p95 ${round(percentile(posted, 95))} ms; ` +
    `commit to relay median ${round(percentile(relay, 50))} ms, p95 ${round(percentile(relay, 95))} ms; ` +
    `queue wait median ${round(percentile(waits, 50))} ms, p95 ${round(percentile(waits, 95))} ms; ` +
    `answer-offer job median ${round(percentile(runs, 50))} ms, p95 ${round(percentile(runs, 95))} ms; ` +
    `job end to answer heard median ${round(percentile(pushes, 50))} ms, p95 ${round(percentile(pushes, 95))} ms; ` +
    `CPU per offer: api ${cpuPerOffer[0]} ms, worker ${cpuPerOffer[1]} ms` +
    (failures.size || lost ? `; failures: ${JSON.stringify({ ...Object.fromEntries(failures), ...(lost ? { unanswered: lost } : {}) })}` : '');
  log(`auto answers: ${latencies.length}/${sent} answered, p95 ${p95} ms; ${breakdown}`);
  return {
    key: 'auto_answer',
    name: `consumer offer on record to automatic answer heard (settlement rule), ${AUTO_RATE} offers/s for ${AUTO_SECONDS} s`,
    medianMs: round(percentile(latencies, 50)),
    p95Ms: p95,
    rps: round(latencies.length / AUTO_SECONDS),
    requests: sent,
    errors,
    peakMb: s.peakMb,
    load: s.load,
    ...verdict('auto_answer', { p95Ms: p95, errors }, ACCOUNTS),
    detail: breakdown,
  };
}

/** The collector accounts page: gzip size of the JavaScript it loads and the time until the table shows rows (median of 3 cold loads). */
const ROW_SELECTOR = 'tbody tr[data-testid^="account-row-"]';

/**
 * BENCH_PAGE_TRACE_DIR: for each cold load of the accounts page, Chromium's trace (page-load-<n>.trace.json: open it in
 * DevTools' Performance panel; TimerInstall events show, for instance, a commit React held back) and the page's own
 * timeline of the document and every file and call (page-load-<n>.timeline.txt). Tracing costs the renderer CPU: the
 * loads it records are slower: trace with `--only page`, which never writes the report.
 */
const TRACE_DIR = process.env.BENCH_PAGE_TRACE_DIR;
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'];

/** Runs in the page: navigation and paint times, then each resource as `start-first byte-end ms, kind, path, bytes`. */
function pageTimeline(): string {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
  const ms = (t: number) => Math.round(t);
  return [
    `document: asked ${ms(nav.requestStart)}, first byte ${ms(nav.responseStart)}, received ${ms(nav.responseEnd)}, interactive ${ms(nav.domInteractive)}, DOMContentLoaded ${ms(nav.domContentLoadedEventEnd)}`,
    ...performance.getEntriesByType('paint').map((p) => `${p.name} ${ms(p.startTime)}`),
    ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
      (r) => `${ms(r.startTime)}-${ms(r.responseStart)}-${ms(r.responseEnd)} ${r.initiatorType} ${new URL(r.name).pathname}${new URL(r.name).search} ${r.transferSize}`,
    ),
  ].join('\n');
}

async function accountsPage(appUrl: string, session: Session, settled: { waitedMs: number; busyMs: number }): Promise<Item[]> {
  // playwright-core is the e2e workspace's browser driver; the bench borrows it (and the e2e journeys' Chromium flags).
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const times: number[] = [];
  /** The same loads timed from the driver (goto to the rows found), as the bench measured them before 2026-11-28. */
  const polled: number[] = [];
  /** When the rows were first in the document (React's commit), before the frame that painted them. */
  const inDom: number[] = [];
  /** The renderer's main-thread work from navigation to the painted rows, by Chromium's own counters (ms). */
  const work: Array<Record<'task' | 'script' | 'style' | 'layout', number>> = [];
  /** A second visit in the same browser context (its cache and compiled code kept), rows painted. */
  const repeat: number[] = [];
  let jsGzip = 0;
  let jsFiles = 0;
  const load0 = loadavg()[0];
  try {
    for (let i = 0; i < 3; i++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addCookies([...session.cookies, { name: 'disclosures_popover_views', value: '2' }].map((c) => ({ ...c, url: appUrl })));
      // The page's own clock (from its navigation start) at the first frame after the rows were added: polling from
      // the driver (waitForSelector) looks at growing intervals and waits for a busy main thread to answer, which
      // added 1.2-2.5 s after the rows were already there on a loaded machine.
      await context.addInitScript((selector: string) => {
        const w = window as unknown as { __rowsShownAt?: number };
        const observer = new MutationObserver(() => {
          if (!document.querySelector(selector)) return;
          observer.disconnect();
          (w as { __rowsInDomAt?: number }).__rowsInDomAt = performance.now();
          // After the next frame: the rows are laid out and painted, not only in the DOM.
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => (w.__rowsShownAt = performance.now());
            channel.port2.postMessage(null);
          });
        });
        observer.observe(document, { childList: true, subtree: true });
      }, ROW_SELECTOR);
      const page = await context.newPage();
      // The scripts are read and weighed after the rows are painted (the first load only): reading their bodies from
      // the browser and compressing them while the page loaded took CPU from the page being timed.
      const scripts: PlaywrightResponse[] = [];
      page.on('response', (res) => {
        if (res.request().resourceType() === 'script') scripts.push(res);
      });
      // Chromium's cumulative main-thread counters (seconds), read before the visit and once the rows are painted.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      const counters = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
      const before = await counters();
      if (TRACE_DIR) await browser.startTracing(page, { path: join(TRACE_DIR, `page-load-${i}.trace.json`), categories: TRACE_CATEGORIES });
      const t0 = Date.now();
      await page.goto(`${appUrl}/collectors/accounts`);
      const rowsPainted = () =>
        page.waitForFunction(() => (window as unknown as { __rowsShownAt?: number }).__rowsShownAt !== undefined, undefined, { timeout: 30_000 }).catch(async (err: Error) => {
          await page.screenshot({ path: join(tmpdir(), 'parley-bench-accounts-failed.png') }).catch(() => undefined);
          throw new Error(`the accounts page showed no rows (screenshot ${join(tmpdir(), 'parley-bench-accounts-failed.png')}): ${err.message}`);
        });
      await rowsPainted();
      polled.push(Date.now() - t0);
      if (TRACE_DIR) await browser.stopTracing();
      const after = await counters();
      const spent = (name: string) => Math.round(((after[name] ?? 0) - (before[name] ?? 0)) * 1000);
      work.push({ task: spent('TaskDuration'), script: spent('ScriptDuration'), style: spent('RecalcStyleDuration'), layout: spent('LayoutDuration') });
      const shown = await page.evaluate(() => {
        const w = window as unknown as { __rowsShownAt: number; __rowsInDomAt: number };
        return { __rowsShownAt: w.__rowsShownAt, __rowsInDomAt: w.__rowsInDomAt };
      });
      if (TRACE_DIR) writeFileSync(join(TRACE_DIR, `page-load-${i}.timeline.txt`), await page.evaluate(pageTimeline));
      times.push(Math.round(shown.__rowsShownAt));
      inDom.push(Math.round(shown.__rowsInDomAt));
      if (i === 0) {
        const sizes = await Promise.all(scripts.map((res) => res.body().then((b) => gzipSync(b, { level: 9 }).length, () => 0)));
        jsGzip = sizes.reduce((s, x) => s + x, 0);
        jsFiles = sizes.length;
        await page.screenshot({ path: join(tmpdir(), 'parley-bench-accounts.png') });
      }
      // The same page again in this context: what a collector coming back sees (not budgeted; the budget is cold).
      await page.goto(`${appUrl}/collectors/accounts`);
      await rowsPainted();
      repeat.push(Math.round(await page.evaluate(() => (window as unknown as { __rowsShownAt: number }).__rowsShownAt)));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  // Each load's time in the document stays beside its painted time.
  const byPaint = times.map((painted, i) => ({ painted, inDom: inDom[i] })).sort((a, b) => a.painted - b.painted);
  times.sort((a, b) => a - b);
  const load = round((load0 + loadavg()[0]) / 2);
  const kb = round(jsGzip / 1024);
  polled.sort((a, b) => a - b);
  repeat.sort((a, b) => a - b);
  const median = (key: keyof (typeof work)[number]) => work.map((w) => w[key]).sort((a, b) => a - b)[1];
  const detail =
    `accounts page: rows painted ${times.join(', ')} ms after navigation start by the page's own clock, first in the document at ${byPaint.map((l) => l.inDom).join(', ')} ms; ` +
    `the renderer's main thread worked ${median('task')} ms until then (median; scripts ${median('script')} ms, style ${median('style')} ms, layout ${median('layout')} ms, by Chromium's counters); ` +
    `the driver found the rows ${polled.join(', ')} ms after it asked for the page; a second visit in the same browser (cached and compiled scripts) painted them at ${repeat.join(', ')} ms` +
    (settled.busyMs <= SETTLE_BUSY_MS
      ? `; the loads began once the api, the worker and PostgreSQL had come to rest after the items before (${round(settled.waitedMs / 1000)} s, at most ${SETTLE_BUSY_MS} ms of CPU a second)`
      : `; the api, the worker and PostgreSQL had not come to rest after ${round(settled.waitedMs / 1000)} s (${settled.busyMs} ms of CPU in the last second): the loads were timed anyway`);
  log(`accounts page: ${kb} KB gzip JS in ${jsFiles} files; ${detail}`);
  return [
    { key: 'page_js', name: `accounts page JavaScript (gzip, ${jsFiles} files)`, sizeKb: kb, load, ...verdict('page_js', { sizeKb: kb }, ACCOUNTS) },
    { key: 'page_rows', name: 'accounts page: rows visible (median of 3 cold loads)', medianMs: times[1], p95Ms: times[2], load, detail, ...verdict('page_rows', { medianMs: times[1] }, ACCOUNTS) },
  ];
}

main().catch((err) => {
  process.stderr.write(`[bench] failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
