import 'reflect-metadata';
import { ConfigError, loadConfig } from '../core/config/config';
import { loadLargeDataSet } from '../database/seeders/large/load-large';
import { assertDemoDataAllowed } from '../database/seeders/demo-guard';
import { seed } from './database';
import { log, startEmbeddedPostgres } from './infra';

const USAGE = 'Usage: npm run seed [-- --reset] [-- --accounts N]';

/** `--reset` and `--accounts N` (the large data set for benchmarks, docs/PERFORMANCE.md). */
export function parseSeedArgs(args: string[]): { reset: boolean; accounts: number | null } {
  let reset = false;
  let accounts: number | null = null;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--reset') reset = true;
    else if (a === '--accounts' || a.startsWith('--accounts=')) {
      const raw = a.includes('=') ? a.slice('--accounts='.length) : args[++i];
      const n = Number(raw);
      if (!Number.isInteger(n) || n < 1 || n > 2_000_000) throw new ConfigError(`--accounts needs a whole number from 1 to 2000000. ${USAGE}`);
      accounts = n;
    } else throw new ConfigError(`Unknown option ${a}. ${USAGE}`);
  }
  return { reset, accounts };
}

/**
 * `npm run seed [-- --reset] [-- --accounts N]`: loads (or wipes and reloads) the demo data; with `--accounts N`
 * also the large data set (N accounts for Demo Law Group, ten more firms with N/20 each). Uses the embedded
 * PostgreSQL without DATABASE_URL.
 */
async function main(): Promise<void> {
  const { reset, accounts } = parseSeedArgs(process.argv.slice(2));
  // Production: the configuration's own refusals first, then the demo data's, before any database is started.
  if (process.env.NODE_ENV === 'production') assertDemoDataAllowed(loadConfig());
  const embedded = process.env.DATABASE_URL ? null : await startEmbeddedPostgres();
  if (embedded) process.env.DATABASE_URL = embedded.url;
  try {
    const cfg = loadConfig();
    await seed(cfg.DATABASE_URL, { reset });
    log(reset ? 'database wiped and demo data loaded' : 'demo data loaded');
    if (accounts !== null) {
      await loadLargeDataSet(cfg.DATABASE_URL, accounts, cfg.dataEncryptionKey);
    }
  } finally {
    await embedded?.stop();
  }
}

if (require.main === module) {
  main().catch((err) => {
    const known = err instanceof ConfigError || err?.name === 'LargeDataExists';
    process.stderr.write(`${known ? err.message : String(err?.stack ?? err)}\n`);
    process.exit(1);
  });
}
