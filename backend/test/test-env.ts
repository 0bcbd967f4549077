import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resetConfigForTests } from '../src/core/config/config';
import { readRunEnv } from './run-env';

const env = readRunEnv();
Object.assign(process.env, {
  NODE_ENV: 'test',
  DATABASE_URL: env.DATABASE_URL,
  REDIS_URL: env.REDIS_URL,
  REDIS_PREFIX: env.REDIS_PREFIX,
  SMTP_URL: `smtp://127.0.0.1:${env.SMTP_PORT}`,
  LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
  OUTBOX_POLL_MS: '100',
  WORKER_HEARTBEAT_TTL: '5',
  // Every test signs in from 127.0.0.1; the per-account limit is what the tests exercise.
  LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '1000',
  // Passwords at argon2id's smallest cost (core/security/passwords.ts): the suite signs in hundreds of times, and at
  // the standard cost each sign-in spent about 240 ms of CPU. The worker processes a test starts inherit it.
  PASSWORD_HASH_COST: 'test',
  // Files written by a test run stay out of the repository.
  STORAGE_DIR: join(tmpdir(), `${env.REDIS_PREFIX}-files`),
});
delete process.env.FRONTEND_DIST;
resetConfigForTests();
