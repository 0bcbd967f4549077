import { readFileSync } from 'node:fs';

/** The environment of one integration run as a test file sees it: its jest worker's share of the run. */
export interface RunEnv {
  DATABASE_URL: string;
  ADMIN_DATABASE_URL: string;
  REDIS_URL: string;
  REDIS_PREFIX: string;
  SMTP_PORT: string;
}

/** What one jest worker owns: a database, a Redis key prefix and an SMTP port no other worker uses. */
export type WorkerShare = Pick<RunEnv, 'DATABASE_URL' | 'REDIS_PREFIX' | 'SMTP_PORT'>;

/** The file global setup writes: the servers, and one share per jest worker. */
export interface RunEnvFile {
  ADMIN_DATABASE_URL: string;
  REDIS_URL: string;
  workers: WorkerShare[];
}

export function runEnvPath(): string {
  const file = process.env.PARLEY_RUN_ENV_FILE;
  if (!file) throw new Error('PARLEY_RUN_ENV_FILE is not set: run integration tests through jest.int.config.js');
  return file;
}

export function readRunEnvFile(): RunEnvFile {
  return JSON.parse(readFileSync(runEnvPath(), 'utf8')) as RunEnvFile;
}

/**
 * This test file's environment: the share of the jest worker running it (JEST_WORKER_ID counts from 1; a run in
 * band is worker 1), so test files running at the same time never share a database, queue or mailbox.
 */
export function readRunEnv(): RunEnv {
  const file = readRunEnvFile();
  const worker = Math.max(1, Number(process.env.JEST_WORKER_ID ?? 1));
  const share = file.workers[(worker - 1) % file.workers.length];
  return { ADMIN_DATABASE_URL: file.ADMIN_DATABASE_URL, REDIS_URL: file.REDIS_URL, ...share };
}
