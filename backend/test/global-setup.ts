import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEFAULT_ADMIN_URL = 'postgresql://postgres@127.0.0.1:5432/postgres';

/**
 * One fresh database and one Redis key prefix per run. DATABASE_URL, when set, names the server to use (its
 * database part is replaced); REDIS_URL likewise.
 */
export default async function globalSetup(): Promise<void> {
  const stamp = `${Date.now().toString(36)}${process.pid}`;
  const admin = new URL(process.env.DATABASE_URL ?? DEFAULT_ADMIN_URL);
  admin.pathname = '/postgres';
  const dbName = `parley_test_${stamp}`;
  const client = new Client({ connectionString: admin.toString() });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(`Integration tests need PostgreSQL at ${admin.host} (set DATABASE_URL to another server): ${String(err)}`);
  }
  await client.query(`create database "${dbName}"`);
  await client.end();
  const url = new URL(admin.toString());
  url.pathname = `/${dbName}`;
  // The migrate step runs as its own process, exactly as in production (and MikroORM must not be loaded in
  // jest's parent realm, whose globals differ from the tests').
  const entry = join(__dirname, '..', 'dist', 'launcher', 'migrate.js');
  if (!existsSync(entry)) throw new Error('backend/dist is missing: run `npm run build -w backend` before the integration tests');
  const run = spawnSync(process.execPath, [entry], { env: { ...process.env, DATABASE_URL: url.toString() }, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`migrate failed: ${run.stderr || run.stdout}`);

  const file = join(tmpdir(), `parley-int-env-${stamp}.json`);
  process.env.PARLEY_RUN_ENV_FILE = file;
  writeFileSync(
    file,
    JSON.stringify({
      DATABASE_URL: url.toString(),
      ADMIN_DATABASE_URL: admin.toString(),
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `parley-test-${stamp}`,
      SMTP_PORT: String(20000 + Math.floor(Math.random() * 20000)),
    }),
  );
}
