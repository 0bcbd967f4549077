import 'reflect-metadata';
import { createApiApp } from './app';
import { config, ConfigError } from './core/config/config';

/** The api process: HTTP + Socket.IO. Migrations must already be applied (the migrate step runs first). */
async function main(): Promise<void> {
  process.env.PARLEY_ROLE ??= 'api';
  const cfg = config();
  const app = await createApiApp();
  await app.listen(cfg.PORT);
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
