import { ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Client as Pg } from 'pg';
import { DEMO_DATA_REFUSED } from '../../src/database/seeders/demo-guard';
import { Client, waitUntil } from '../harness';
import { productionEnv } from '../production-env';
import { readRunEnv } from '../run-env';

/**
 * The production processes themselves (backend/dist, as the containers run them) against a database of their own:
 * each refuses to start with a public, short or guessable secret or without a provider's live keys, in one
 * sentence naming the variable, before touching the database; the seed never runs in production; with real keys
 * the migrate step, the api and the worker start, and the development routes do not exist.
 */
const DIST = join(__dirname, '..', '..', 'dist');
const run = readRunEnv();
const dbName = `${new URL(run.DATABASE_URL).pathname.slice(1)}_production`;
const dbUrl = (() => {
  const u = new URL(run.ADMIN_DATABASE_URL);
  u.pathname = `/${dbName}`;
  return u.toString();
})();

/** A production deployment's settings on this machine: generated secrets, well-formed live keys. */
const production = (extra: Record<string, string | undefined> = {}): Record<string, string | undefined> => ({
  ...productionEnv(),
  DATABASE_URL: dbUrl,
  REDIS_URL: run.REDIS_URL,
  REDIS_PREFIX: `${run.REDIS_PREFIX}-production`,
  SMTP_URL: `smtp://127.0.0.1:${run.SMTP_PORT}`,
  LOG_LEVEL: 'info',
  ...extra,
});

interface Proc {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/** Starts `node dist/<entry>` with exactly this environment (nothing of the test run's leaks in). */
function start(entry: string, env: Record<string, string | undefined>, args: string[] = []): Proc {
  const file = join(DIST, entry);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build -w backend\` first`);
  let out = '';
  const child = spawn(process.execPath, [file, ...args], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env } as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

/** Runs a process that must refuse: answers its exit code and what it printed. */
async function refused(entry: string, env: Record<string, string | undefined>, args: string[] = []) {
  const p = start(entry, env, args);
  const timer = setTimeout(() => p.child.kill('SIGKILL'), 60_000);
  const code = await p.exited;
  clearTimeout(timer);
  return { code, out: p.output().trim() };
}

async function stop(p: Proc | undefined): Promise<void> {
  if (!p || p.child.exitCode !== null) return;
  p.child.kill('SIGTERM');
  await p.exited;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function query<T>(sql: string): Promise<T[]> {
  const pg = new Pg({ connectionString: dbUrl });
  await pg.connect();
  try {
    return (await pg.query(sql)).rows as T[];
  } finally {
    await pg.end();
  }
}
const tableCount = async () =>
  Number((await query<{ n: string }>("select count(*) as n from information_schema.tables where table_schema = 'public'"))[0].n);

describe('production refuses demo secrets, demo providers and demo data (real processes)', () => {
  beforeAll(async () => {
    const admin = new Pg({ connectionString: run.ADMIN_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists "${dbName}"`);
    await admin.query(`create database "${dbName}"`);
    await admin.end();
  });
  afterAll(async () => {
    const admin = new Pg({ connectionString: run.ADMIN_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists "${dbName}" with (force)`);
    await admin.end();
  });

  describe('refusals, each before the database is touched', () => {
    afterEach(async () => expect(await tableCount()).toBe(0));

    it("api: SESSION_SECRET at docker-compose.yml's former public default", async () => {
      const r = await refused('main.js', production({ SESSION_SECRET: 'parley-compose-development-session-secret-not-for-production' }));
      expect(r).toEqual({
        code: 1,
        out: "Configuration error: SESSION_SECRET is a publicly known value (a default, example or placeholder written in Parley's repository); generate one with `openssl rand -hex 32`.",
      });
    });

    it('api: an all-zero DATA_ENCRYPTION_KEY', async () => {
      const r = await refused('main.js', production({ DATA_ENCRYPTION_KEY: '0'.repeat(64) }));
      expect(r.code).toBe(1);
      expect(r.out).toMatch(/^Configuration error: DATA_ENCRYPTION_KEY is too easy to guess \(.*\); generate one with `openssl rand -hex 32`, .*\.$/);
    });

    it('api: no Stripe keys (the demo payment provider would record payments)', async () => {
      const r = await refused('main.js', production({ STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: '', STRIPE_PUBLISHABLE_KEY: undefined }));
      expect(r).toEqual({
        code: 1,
        out: 'Configuration error: production never uses a demo provider, so it needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PUBLISHABLE_KEY (payments).',
      });
    });

    it('worker: no assistant key, no Plaid keys and no credit bureau decision', async () => {
      const r = await refused('worker.js', production({ OPENAI_API_KEY: undefined, PLAID_CLIENT_ID: undefined, PLAID_SECRET: undefined, CREDIT_BUREAU: undefined }));
      expect(r).toEqual({
        code: 1,
        out:
          'Configuration error: production never uses a demo provider, so it needs PLAID_CLIENT_ID and PLAID_SECRET (bank connections), ' +
          'CREDIT_BUREAU=off (credit reports: no live driver exists yet) and OPENAI_API_KEY (the assistant).',
      });
    });

    it('worker: a SESSION_SECRET shorter than 32 characters', async () => {
      const r = await refused('worker.js', production({ SESSION_SECRET: 'k3J9x2Qp7Lm4Zr8Tb6Wd1Yf5Hs0' }));
      expect(r).toEqual({
        code: 1,
        out: 'Configuration error: SESSION_SECRET is too short (production needs at least 32 characters); generate one with `openssl rand -hex 32`.',
      });
    });

    it('worker: a guessable Stripe webhook secret', async () => {
      const r = await refused('worker.js', production({ STRIPE_WEBHOOK_SECRET: `whsec_${'0'.repeat(32)}` }));
      expect(r.code).toBe(1);
      expect(r.out).toMatch(/^Configuration error: STRIPE_WEBHOOK_SECRET is too easy to guess .*; use the key the provider issued to this deployment\.$/);
    });

    it("migrate: .env.example's placeholders", async () => {
      const r = await refused('launcher/migrate.js', production({ SESSION_SECRET: 'replace-with-the-output-of-openssl-rand-hex-32' }));
      expect(r.code).toBe(1);
      expect(r.out).toMatch(/^Configuration error: SESSION_SECRET is a publicly known value/);
    });

    it('migrate: a public retired encryption key (only the key rotation command accepts one)', async () => {
      const r = await refused('launcher/migrate.js', production({ DATA_ENCRYPTION_KEYS_RETIRED: 'c1a5e55aa7b31d4f70df9281dfdc035dbb4f85f85a8ac65757e18883bb27d20e' }));
      expect(r.code).toBe(1);
      expect(r.out).toMatch(/^Configuration error: DATA_ENCRYPTION_KEYS_RETIRED \(key 1 of 1\) is a publicly known value .*npm run rotate-keys/);
    });

    it('seed: a good production configuration still never loads the demo data, nor wipes with --reset', async () => {
      expect(await refused('launcher/seed.js', production())).toEqual({ code: 1, out: DEMO_DATA_REFUSED });
      expect(await refused('launcher/seed.js', production(), ['--reset'])).toEqual({ code: 1, out: DEMO_DATA_REFUSED });
    });

    it('seed: the configuration refusal comes first (a public DATA_ENCRYPTION_KEY)', async () => {
      const r = await refused('launcher/seed.js', production({ DATA_ENCRYPTION_KEY: '7d1b2f0c9e4a86d35f1c0b7a2e9d4c68b3f5a1e7d2c9b04f6a8e3d1c5b7f9a2e' }));
      expect(r.code).toBe(1);
      expect(r.out).toMatch(/^Configuration error: DATA_ENCRYPTION_KEY is a publicly known value/);
    });
  });

  describe('with real keys', () => {
    let api: Proc | undefined;
    let worker: Proc | undefined;
    afterAll(async () => {
      await stop(api);
      await stop(worker);
    });

    it('migrate, api and worker start; the development routes and the demo checkout do not exist', async () => {
      const migrate = await refused('launcher/migrate.js', production());
      expect(migrate.code).toBe(0);
      expect(await tableCount()).toBeGreaterThan(10);

      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const env = production({ PORT: String(port), APP_URL: url });
      worker = start('worker.js', env);
      api = start('main.js', env);
      await waitUntil(() => worker!.output().includes('worker ready') || worker!.child.exitCode !== null, 60_000, 200);
      expect([worker.child.exitCode, worker.output()]).toEqual([null, expect.stringContaining('worker ready')]);
      // Healthy: PostgreSQL, Redis and the worker's heartbeat.
      await waitUntil(async () => api!.child.exitCode !== null || (await fetch(`${url}/api/health`).then((r) => r.status === 200, () => false)), 60_000, 200);
      expect(api.child.exitCode).toBeNull();

      const c = new Client({ url, output: api.output, stop: () => stop(api), kill: () => stop(api) });
      expect((await c.get('/dev/mail')).status).toBe(404);
      expect((await c.post('/dev/payments/advance_clock', {})).status).toBe(404);
      expect((await c.post('/api/customer_documents/1/payment_intents/pi_demo_x/demo_confirm', {})).status).toBe(404);
      // The demo data was never loaded.
      expect(await query("select id from users where email like '%@demolaw.test' or email = 'oncall@parley.test'")).toEqual([]);
      await stop(api);
      await stop(worker);
    }, 180_000);

    it('the launcher (`npm start`) in production starts without loading the demo data into an empty database', async () => {
      expect(await query('select id from users')).toEqual([]);
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const launcher = start('launcher/start.js', production({ PORT: String(port), APP_URL: url }));
      try {
        await waitUntil(() => launcher.output().includes('Parley is running') || launcher.child.exitCode !== null, 120_000, 200);
        expect(launcher.output()).toContain('production: the demo data is not loaded');
        expect(launcher.output()).toContain('Parley is running');
        expect(launcher.output()).not.toContain('mail catcher');
        expect(await query('select id from users')).toEqual([]);
      } finally {
        await stop(launcher);
      }
    }, 180_000);
  });
});
