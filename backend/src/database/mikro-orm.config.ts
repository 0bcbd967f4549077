import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { SeedManager } from '@mikro-orm/seeder';
import { join } from 'node:path';
import { ENTITIES } from './entities';

export const DEFAULT_DEV_DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/parley_dev';

/** One ORM configuration for the api, the worker, the migrate step, the seed, the CLI and the tests. */
export function buildOrmConfig(clientUrl: string = process.env.DATABASE_URL ?? DEFAULT_DEV_DATABASE_URL) {
  return defineConfig({
    driver: PostgreSqlDriver,
    clientUrl,
    entities: ENTITIES,
    extensions: [Migrator, SeedManager],
    // Requests and jobs always work in their own forked context; a query on the global one is a bug.
    allowGlobalContext: false,
    forceUtcTimezone: true,
    // Each firm-owned entity carries its own firm column and filter. Joining a relation's filter into a query
    // (MikroORM's default) would drop a firm's document because its consumer belongs to no firm.
    autoJoinRefsForFilters: false,
    ensureDatabase: false,
    pool: { min: 0, max: 10 },
    migrations: {
      path: join(__dirname, 'migrations'),
      glob: '!(*.d).{js,ts}',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      emit: 'ts',
    },
    seeder: { path: join(__dirname, 'seeders'), glob: '!(*.d).{js,ts}', emit: 'ts' },
  });
}

export default buildOrmConfig();
