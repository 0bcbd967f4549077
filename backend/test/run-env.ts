import { readFileSync } from 'node:fs';

/** The environment of one integration run, written by global setup and read by every test file. */
export interface RunEnv {
  DATABASE_URL: string;
  ADMIN_DATABASE_URL: string;
  REDIS_URL: string;
  REDIS_PREFIX: string;
  SMTP_PORT: string;
}

export function runEnvPath(): string {
  const file = process.env.PARLEY_RUN_ENV_FILE;
  if (!file) throw new Error('PARLEY_RUN_ENV_FILE is not set: run integration tests through jest.int.config.js');
  return file;
}

export function readRunEnv(): RunEnv {
  return JSON.parse(readFileSync(runEnvPath(), 'utf8')) as RunEnv;
}
