import 'reflect-metadata';
import { ConfigError, loadConfig } from '../core/config/config';
import { seed } from './database';
import { log, startEmbeddedPostgres } from './infra';

const USAGE = 'Usage: npm run seed [-- --reset]';

/** `npm run seed [-- --reset]`: loads (or wipes and reloads) the demo data. Uses the embedded PostgreSQL without DATABASE_URL. */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => a !== '--reset');
  if (unknown.length) throw new ConfigError(`Unknown option ${unknown[0]}. ${USAGE}`);
  const embedded = process.env.DATABASE_URL ? null : await startEmbeddedPostgres();
  if (embedded) process.env.DATABASE_URL = embedded.url;
  try {
    const cfg = loadConfig();
    await seed(cfg.DATABASE_URL, { reset: args.includes('--reset') });
    log(args.includes('--reset') ? 'database wiped and demo data loaded' : 'demo data loaded');
  } finally {
    await embedded?.stop();
  }
}

main().catch((err) => {
  process.stderr.write(`${err instanceof ConfigError ? err.message : String(err)}\n`);
  process.exit(1);
});
