import type { GlobalConfig } from 'jest';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import type { RunEnvFile } from './run-env';

declare global {
  /** Stops the servers global setup started itself (none under `npm test`, which starts them once). */
  var __PARLEY_INT_STOP_SERVICES__: (() => Promise<void>) | undefined;
}

/**
 * The run's servers (found or started as scripts/test-services.mjs says), then one database, Redis key prefix and
 * SMTP port per jest worker: the first database is migrated by the migrate step, the others are copies of it
 * (PostgreSQL's template copy is much faster than migrating again).
 */
export default async function globalSetup(globalConfig: GlobalConfig): Promise<void> {
  const entry = join(__dirname, '..', 'dist', 'launcher', 'migrate.js');
  if (!existsSync(entry)) throw new Error('backend/dist is missing: run `npm run build -w backend` before the integration tests');
  const { ensureTestServices } = await import('../../scripts/test-services.mjs');
  globalThis.__PARLEY_INT_STOP_SERVICES__ = await ensureTestServices({ label: 'integration' });
  try {
    await prepare(entry, Math.max(1, globalConfig.maxWorkers ?? 1));
  } catch (err) {
    await globalThis.__PARLEY_INT_STOP_SERVICES__();
    throw err;
  }
}

async function prepare(migrateEntry: string, workers: number): Promise<void> {
  const { createTestDatabase } = await import('../../scripts/test-services.mjs');
  const stamp = `${Date.now().toString(36)}${process.pid}`;
  const admin = new URL(process.env.DATABASE_URL!);
  admin.pathname = '/postgres';
  const names = Array.from({ length: workers }, (_, i) => `parley_test_${stamp}${i ? `_w${i + 1}` : ''}`);
  const urlOf = (name: string) => Object.assign(new URL(admin.toString()), { pathname: `/${name}` }).toString();
  const client = new Client({ connectionString: admin.toString() });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(`Integration tests need PostgreSQL at ${admin.host} (set DATABASE_URL to another server): ${String(err)}`);
  }
  try {
    await createTestDatabase(client, names[0]);
    // The migrate step runs as its own process, exactly as in production (and MikroORM must not be loaded in
    // jest's parent realm, whose globals differ from the tests').
    const run = spawnSync(process.execPath, [migrateEntry], { env: { ...process.env, DATABASE_URL: urlOf(names[0]) }, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`migrate failed: ${run.stderr || run.stdout}`);
    for (const name of names.slice(1)) await createTestDatabase(client, name, { template: names[0] });
  } finally {
    await client.end();
  }

  const smtpPorts = await smtpPortsFor(workers);
  const file = join(tmpdir(), `parley-int-env-${stamp}.json`);
  process.env.PARLEY_RUN_ENV_FILE = file;
  const env: RunEnvFile = {
    ADMIN_DATABASE_URL: admin.toString(),
    REDIS_URL: process.env.REDIS_URL!,
    workers: names.map((name, i) => ({
      DATABASE_URL: urlOf(name),
      REDIS_PREFIX: `parley-test-${stamp}${i ? `-w${i + 1}` : ''}`,
      SMTP_PORT: String(smtpPorts[i]),
    })),
  };
  writeFileSync(file, JSON.stringify(env));
}

/**
 * One SMTP port per jest worker, each held for the whole run and bound again by every file that catches mail.
 * They are taken below the kernel's ephemeral range: a port inside it can be handed meanwhile to any `listen(0)`
 * (another worker's api) or outgoing connection, and the next file's catcher then fails with EADDRINUSE.
 */
async function smtpPortsFor(workers: number): Promise<number[]> {
  const ephemeralStart = firstEphemeralPort();
  const low = Math.min(20_000, ephemeralStart - 1_000);
  const ports: number[] = [];
  for (let tries = 0; ports.length < workers && tries < 200; tries++) {
    const port = low + Math.floor(Math.random() * (ephemeralStart - low));
    if (!ports.includes(port) && (await isFree(port))) ports.push(port);
  }
  if (ports.length < workers) throw new Error(`no free SMTP port below ${ephemeralStart} for the integration tests`);
  return ports;
}

function firstEphemeralPort(): number {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || 32_768;
  } catch {
    return 32_768; // Linux's default where the setting cannot be read
  }
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
