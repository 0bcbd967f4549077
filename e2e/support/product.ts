import { ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, WriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import Redis from 'ioredis';
import { Client } from 'pg';

export const REPO_ROOT = resolve(__dirname, '..', '..');
export const E2E_ROOT = resolve(__dirname, '..');
export const SCREENSHOTS_DIR = join(E2E_ROOT, 'screenshots');
/** The n-th product's whole launcher output for the last run (git-ignored by `*.log`). */
export const productLog = (n: number): string => join(E2E_ROOT, `product-${n}.log`);

const LAUNCHER = join(REPO_ROOT, 'backend', 'dist', 'launcher', 'start.js');
const FRONTEND_INDEX = join(REPO_ROOT, 'frontend', 'dist', 'index.html');
const DEFAULT_ADMIN_URL = 'postgresql://postgres@127.0.0.1:5432/postgres';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
const READY_LINE = 'Parley is running on';
const READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 30_000;
const KEPT_OUTPUT_CHARS = 200_000;

/**
 * Chat holds collector messages outside 8 am to 9 pm at the consumer (W-HOURS). The product's chat clock is set to
 * 18:30 UTC today (8:30 am in Hawaii, 1:30 pm in New York), so the chat journey delivers at once whenever it runs.
 */
function chatClockOffsetMs(now = new Date()): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 18, 30) - now.getTime();
}

/** What globalSetup hands to the tests (through the environment) and to globalTeardown. */
export interface RunningProduct {
  baseUrl: string;
  /** The product's own database (the journeys' seed helper writes there). */
  databaseUrl: string;
  databaseName: string;
  redisPrefix: string;
  output(): string;
  stop(): Promise<void>;
}

declare global {
  /** Set by globalSetup, read by globalTeardown (both run in jest's parent process). */
  var __PARLEY_E2E__: RunningProduct[] | undefined;
}

/** A port nobody listens on right now (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.unref();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

function lastLines(text: string, count = 60): string {
  return text.trimEnd().split('\n').slice(-count).join('\n');
}

function assertBuilt(): void {
  for (const [file, what] of [
    [LAUNCHER, 'backend/dist/launcher/start.js'],
    [FRONTEND_INDEX, 'frontend/dist/index.html'],
  ] as const) {
    if (!existsSync(file)) {
      throw new Error(
        `The browser journeys run against the built product, but ${what} is missing. ` +
          'Run `npm run build` at the repository root first (the root `npm test` does it for you).',
      );
    }
  }
}

/**
 * Starts the whole product the way `npm start` does (launcher: migrate, demo seed, api + worker, mail catcher)
 * against a database and a Redis key prefix of its own, and resolves once the launcher says it is running.
 * On any failure everything created so far is removed before the error is thrown.
 */
export async function startProduct({ n = 1 }: { n?: number } = {}): Promise<RunningProduct> {
  assertBuilt();

  const logFile = productLog(n);
  const stamp = `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}_${process.pid}_${n}`;
  const databaseName = `parley_e2e_${stamp}`;
  const redisPrefix = `parley-e2e-${stamp.replace(/_/g, '-')}`;
  const redisUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL;

  const adminUrl = new URL(process.env.DATABASE_URL || DEFAULT_ADMIN_URL);
  adminUrl.pathname = '/postgres';
  const databaseUrl = new URL(adminUrl.toString());
  databaseUrl.pathname = `/${databaseName}`;

  const admin = new Client({ connectionString: adminUrl.toString() });
  try {
    await admin.connect();
  } catch (err) {
    throw new Error(
      `The browser journeys need PostgreSQL at ${adminUrl.host} (set DATABASE_URL to use another server): ${String(err)}`,
    );
  }
  try {
    const { createTestDatabase } = await import('../../scripts/test-services.mjs');
    await createTestDatabase(admin, databaseName);
  } finally {
    await admin.end();
  }

  const [port, smtpPort] = await distinctFreePorts();
  const baseUrl = `http://127.0.0.1:${port}`;

  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const log: WriteStream = createWriteStream(logFile, { flags: 'w' });
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [LAUNCHER], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl.toString(),
      PORT: String(port),
      // The links in e-mails (password reset) must point at the address the browser uses.
      APP_URL: baseUrl,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      NODE_ENV: 'development',
      // Every request and job is logged, so scripts/check-logs.mjs can prove the logs of a full run hold no secrets.
      LOG_LEVEL: 'info',
      CHAT_CLOCK_OFFSET_MS: String(chatClockOffsetMs()),
      // The demo users and the journeys' sign-ins at argon2id's smallest cost (see support/global-setup.ts).
      PASSWORD_HASH_COST: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((done) => {
    child.once('exit', () => done());
    child.once('error', () => done()); // could not be spawned: there is nothing to wait for
  });
  // Should jest end without running globalTeardown, the product must not outlive it.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);

  const stop = async (): Promise<void> => {
    process.removeListener('exit', killOnExit);
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    await new Promise<void>((done) => log.end(() => done()));
    await cleanUp(adminUrl, databaseName, redisUrl, redisPrefix);
  };

  try {
    await new Promise<void>((ready, fail) => {
      const timer = setTimeout(
        () => fail(new Error(`Parley did not say "${READY_LINE}" within ${READY_TIMEOUT_MS / 1000} s.`)),
        READY_TIMEOUT_MS,
      );
      const onData = (chunk: Buffer) => {
        const text = chunk.toString('utf8');
        if (!log.writableEnded) log.write(text);
        output = (output + text).slice(-KEPT_OUTPUT_CHARS);
        if (process.env.PARLEY_E2E_VERBOSE) process.stderr.write(text);
        if (output.includes(READY_LINE)) {
          clearTimeout(timer);
          ready();
        }
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('error', (err) => {
        clearTimeout(timer);
        fail(err);
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        fail(new Error(`The launcher exited (${signal ?? `code ${code}`}) before Parley was running.`));
      });
    });
  } catch (err) {
    await stop().catch(() => undefined);
    throw new Error(
      `${(err as Error).message}\nCommand: node backend/dist/launcher/start.js (PORT=${port}, DATABASE_URL=${databaseUrl}, ` +
        `REDIS_PREFIX=${redisPrefix}). Full output in ${logFile}; last lines:\n${lastLines(output)}`,
    );
  }

  return { baseUrl, databaseUrl: databaseUrl.toString(), databaseName, redisPrefix, output: () => output, stop };
}

async function distinctFreePorts(): Promise<[number, number]> {
  const first = await freePort();
  let second = await freePort();
  while (second === first) second = await freePort();
  return [first, second];
}

/** Drops the run's database and deletes the run's Redis keys; reports problems without throwing. */
async function cleanUp(adminUrl: URL, databaseName: string, redisUrl: string, redisPrefix: string): Promise<void> {
  const admin = new Client({ connectionString: adminUrl.toString() });
  try {
    await admin.connect();
    await admin.query(`drop database if exists "${databaseName}" with (force)`);
  } catch (err) {
    process.stderr.write(`[e2e] could not drop database ${databaseName}: ${String(err)}\n`);
  } finally {
    await admin.end().catch(() => undefined);
  }

  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}:*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } catch (err) {
    process.stderr.write(`[e2e] could not delete the Redis keys ${redisPrefix}:*: ${String(err)}\n`);
  } finally {
    redis.disconnect();
  }
}
