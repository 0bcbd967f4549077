import { defineConfig, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { ENTITIES } from './entities';

export const DEFAULT_DEV_DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/parley_dev';

/**
 * One ORM configuration for the api, the worker, the migrate step, the seed, the CLI and the tests; the migrate and
 * seed steps and the CLI add the migrator and the seeder to it (orm-tools.config.ts).
 */
export function buildOrmConfig(clientUrl: string = process.env.DATABASE_URL ?? DEFAULT_DEV_DATABASE_URL) {
  return defineConfig({
    driver: PostgreSqlDriver,
    clientUrl,
    entities: ENTITIES,
    // Requests and jobs always work in their own forked context; a query on the global one is a bug.
    allowGlobalContext: false,
    forceUtcTimezone: true,
    // Each firm-owned entity carries its own firm column and filter. Joining a relation's filter into a query
    // (MikroORM's default) would drop a firm's document because its consumer belongs to no firm.
    autoJoinRefsForFilters: false,
    ensureDatabase: false,
    pool: { min: 0, max: 10 },
  });
}

