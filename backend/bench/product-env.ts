import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The V8 old-space cap the bench gives the api, as in a container with a memory limit. */
export const BENCH_API_HEAP_MB = 200;

/**
 * The environment the bench starts the product's processes with: development mode (the bench measures the demo data
 * with the demo providers, which production mode refuses to load), fresh secrets, its own Redis prefix and files, and
 * room for the few sign-ins it makes from one address.
 */
export function productEnv(o: { databaseUrl: string; port: number; redisPrefix: string }): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: o.databaseUrl,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: o.redisPrefix,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    APP_URL: `http://127.0.0.1:${o.port}`,
    PORT: String(o.port),
    LOG_LEVEL: 'warn',
    STORAGE_DIR: mkdtempSync(join(tmpdir(), 'parley-bench-files-')),
    LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '1000',
  };
}
