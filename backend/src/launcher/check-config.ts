import { ConfigError, loadConfig } from '../core/config/config';

/**
 * `npm run check-config`: reads the environment exactly as the api, worker, migrate and seed processes do and says
 * whether they would start (exit 0, with the driver of each provider port) or why not (exit 1, one sentence). An
 * operator runs it before a deployment; scripts/check-compose.mjs runs it on what docker-compose.yml passes.
 */
function main(): void {
  try {
    const cfg = loadConfig();
    const drivers = Object.entries(cfg.providers).map(([port, kind]) => `${port} ${kind}`).join(', ');
    process.stdout.write(`configuration accepted (NODE_ENV=${cfg.NODE_ENV}; providers: ${drivers})\n`);
  } catch (err) {
    process.stderr.write(`${err instanceof ConfigError ? err.message : String(err)}\n`);
    process.exit(1);
  }
}

main();
