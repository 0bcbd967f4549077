/**
 * Two or more api builds (or V8 settings) against each other on one kept bench database: short bursts of one GET at
 * 32 connections alternate between the variants, so that what the shared machine does meanwhile falls on each of them
 * alike. A difference of a few percent of the api's CPU per answer, lost in the noise between two full bench runs an
 * hour apart, shows here.
 *
 *   npm run bench:ab -w backend -- --db parley_bench_<stamp> before=/abs/dist-old after=/abs/dist
 *   npm run bench:ab -w backend -- --db NAME a=/abs/dist "b=/abs/dist:--max-semi-space-size=32"
 *
 * A variant is NAME=DIST[:V8 FLAGS] (DIST a backend build's output inside backend/, so that it finds node_modules).
 * Options: --db NAME (a database kept by `npm run bench -- --keep-db`), --rounds N (default 8), --seconds S (per burst,
 * default 4), --path P (default the unfiltered first page of apply_filters). Variants run from the second round in
 * reverse order. Each process's CPU is read from /proc around its bursts; only the api runs (no worker), signed in as
 * the demo firm's admin. Prints CPU per answer, answers a second, median and p95 latency and bytes per answer.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Redis from 'ioredis';
import { percentile } from './report';
import { signIn } from './sign-in';
import { BENCH_API_HEAP_MB, productEnv } from './product-env';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
};
const DB = option('--db');
const ROUNDS = Number(option('--rounds') ?? 8);
const SECONDS = Number(option('--seconds') ?? 4);
const PATH = option('--path') ?? '/collectors/api/apply_filters?num_pages=1';
const CONNECTIONS = 32;
const server = new URL(process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432');

interface Variant {
  name: string;
  dist: string;
  flags: string[];
  port: number;
  process?: ChildProcess;
  cookie: string;
  cpuSeconds: number;
  answers: number;
  bytes: number;
  latencies: number[];
}

function variantOf(spec: string, i: number): Variant {
  const eq = spec.indexOf('=');
  if (eq <= 0) throw new Error(`a variant is NAME=DIST[:FLAGS], not ${spec}`);
  const [dist, ...flags] = spec.slice(eq + 1).split(':');
  return {
    name: spec.slice(0, eq),
    dist,
    flags: flags.join(':').split(' ').filter(Boolean),
    port: 41000 + i,
    cookie: '',
    cpuSeconds: 0,
    answers: 0,
    bytes: 0,
    latencies: [],
  };
}

/** User plus system CPU of a process so far, from /proc/PID/stat (clock ticks of 10 ms). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const prefixOf = (v: Variant) => `parley-ab-${process.pid}-${v.port}`;

function start(v: Variant): void {
  const db = new URL(server.toString());
  db.pathname = `/${DB}`;
  const env = productEnv({ databaseUrl: db.toString(), port: v.port, redisPrefix: prefixOf(v) });
  v.process = spawn(
    process.execPath,
    [`--max-old-space-size=${BENCH_API_HEAP_MB}`, ...v.flags, join(v.dist, 'main.js')],
    {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

async function up(v: Variant): Promise<void> {
  const deadline = Date.now() + 90_000;
  // Any answer will do: without a worker the health check answers 503.
  while (
    !(await fetch(`http://127.0.0.1:${v.port}/api/health`).then(
      () => true,
      () => false,
    ))
  ) {
    if (Date.now() > deadline || v.process?.exitCode !== null) throw new Error(`${v.name} did not start`);
    await new Promise((r) => setTimeout(r, 500));
  }
  v.cookie = (await signIn(`http://127.0.0.1:${v.port}`, 'admin@demolaw.test')).cookie;
}

function burst(v: Variant, seconds: number, record: boolean) {
  const instance = autocannon({
    url: `http://127.0.0.1:${v.port}${PATH}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { cookie: v.cookie, accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' },
  });
  if (record) instance.on('response', (_c: unknown, _s: number, _b: number, ms: number) => v.latencies.push(ms));
  return instance;
}

async function main(): Promise<void> {
  const variants = args.map(variantOf);
  if (!DB || variants.length < 2) throw new Error('usage: --db NAME NAME=DIST[:FLAGS] NAME=DIST[:FLAGS] ...');
  try {
    variants.forEach(start);
    for (const v of variants) await up(v);
    for (const v of variants) await burst(v, 3, false);
    for (let round = 0; round < ROUNDS; round++) {
      for (const v of round % 2 ? [...variants].reverse() : variants) {
        const cpu0 = cpuSeconds(v.process!.pid!);
        const result = await burst(v, SECONDS, true);
        v.cpuSeconds += cpuSeconds(v.process!.pid!) - cpu0;
        v.answers += result.requests.total;
        v.bytes += result.throughput.total;
        if (result.errors + result.non2xx > 0)
          process.stdout.write(`${v.name}: ${result.errors} errors, ${result.non2xx} non-2xx answers\n`);
      }
    }
    for (const v of variants) {
      v.latencies.sort((a, b) => a - b);
      const perSecond = v.answers / (ROUNDS * SECONDS);
      process.stdout.write(
        `${v.name}: api CPU ${((1000 * v.cpuSeconds) / v.answers).toFixed(3)} ms per answer, ${perSecond.toFixed(0)} answers/s, ` +
          `median ${percentile(v.latencies, 50).toFixed(1)} ms, p95 ${percentile(v.latencies, 95).toFixed(1)} ms, ` +
          `${Math.round(v.bytes / v.answers)} bytes per answer (${v.answers} answers)\n`,
      );
    }
  } finally {
    for (const v of variants) v.process?.kill();
    // The api's queues left their keys under each variant's prefix.
    const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    for (const v of variants)
      for await (const keys of redis.scanStream({ match: `${prefixOf(v)}:*`, count: 500 }))
        if ((keys as string[]).length) await redis.del(...(keys as string[]));
    redis.disconnect();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
