import 'reflect-metadata';
import { ConfigError, loadConfig } from '../core/config/config';
import { migrate } from './database';
import { ensureDatabase, log } from './infra';

/** The migrate step of each deployment (compose runs it before the api and worker containers). */
async function main(): Promise<void> {
  const cfg = loadConfig();
  await ensureDatabase(cfg.DATABASE_URL);
  const applied = await migrate(cfg.DATABASE_URL);
  log(applied.length ? `migrations applied: ${applied.join(', ')}` : 'database schema is up to date');
}

main().catch((err) => {
  process.stderr.write(`${err instanceof ConfigError ? err.message : String(err)}\n`);
  process.exit(1);
});
