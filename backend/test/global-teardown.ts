import Redis from 'ioredis';
import { rmSync } from 'node:fs';
import { Client } from 'pg';
import { redisOptionsFromUrl } from '../src/core/redis/redis-options';
import { readRunEnv, runEnvPath } from './run-env';

/** Drops the run's database and deletes the run's Redis keys. */
export default async function globalTeardown(): Promise<void> {
  const env = readRunEnv();
  const client = new Client({ connectionString: env.ADMIN_DATABASE_URL });
  await client.connect();
  await client.query(`drop database if exists "${new URL(env.DATABASE_URL).pathname.slice(1)}" with (force)`);
  await client.end();
  const redis = new Redis(redisOptionsFromUrl(env.REDIS_URL));
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${env.REDIS_PREFIX}:*`, 'COUNT', 500);
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  await redis.quit();
  rmSync(runEnvPath(), { force: true });
}
