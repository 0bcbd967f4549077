import { Migrator } from '@mikro-orm/migrations';
import { defineConfig } from '@mikro-orm/postgresql';
import { SeedManager } from '@mikro-orm/seeder';
import { join } from 'node:path';
import { buildOrmConfig } from './mikro-orm.config';

/**
 * The ORM configuration with the migrator and the seeder: the migrate and seed steps and the MikroORM CLI. The api
 * and the worker never migrate or seed and leave both out: with umzug's command line and its dependencies they are
 * some 300 modules every process would load for nothing.
 */
export function buildToolsOrmConfig(clientUrl?: string) {
  return defineConfig({
    ...buildOrmConfig(clientUrl),
    extensions: [Migrator, SeedManager],
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

export default buildToolsOrmConfig();
