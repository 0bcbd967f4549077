import Redis from 'ioredis';
import { rmSync } from 'node:fs';
import { Client } from 'pg';
import { redisOptionsFromUrl } from '../src/core/redis/redis-options';
import { readRunEnvFile, runEnvPath } from './run-env';

/** Drops the run's databases, deletes the run's Redis keys, and stops the servers global setup started. */
export default async function globalTeardown(): Promise<void> {
  try {
    const env = readRunEnvFile();
    const client = new Client({ connectionString: env.ADMIN_DATABASE_URL });
    await client.connect();
    for (const w of env.workers) await client.query(`drop database if exists "${new URL(w.DATABASE_URL).pathname.slice(1)}" with (force)`);
    await client.end();
    const redis = new Redis(redisOptionsFromUrl(env.REDIS_URL));
    // A worker's own prefix and the prefixes its tests derive from it (`<prefix>-production` for the production start).
    for (const pattern of env.workers.flatMap((w) => [`${w.REDIS_PREFIX}:*`, `${w.REDIS_PREFIX}-*:*`])) {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
        if (keys.length) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    }
    await redis.quit();
    rmSync(runEnvPath(), { force: true });
  } finally {
    await globalThis.__PARLEY_INT_STOP_SERVICES__?.();
  }
}
