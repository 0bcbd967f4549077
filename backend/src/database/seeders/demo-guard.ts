import { ConfigError, type AppConfig } from '../../core/config/config';

export const DEMO_DATA_REFUSED =
  'Configuration error: NODE_ENV is production, and production never loads the demo data (its users sign in with public passwords and login tokens).';

/**
 * Called before anything of the demo data is written or wiped (the seed command, the launcher, the seeder itself):
 * its firms, users, passwords and login tokens are public, and the on-call token reaches every firm.
 */
export function assertDemoDataAllowed(cfg: Pick<AppConfig, 'isProduction'>): void {
  if (cfg.isProduction) throw new ConfigError(DEMO_DATA_REFUSED);
}
