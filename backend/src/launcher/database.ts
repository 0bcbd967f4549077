import { MikroORM } from '@mikro-orm/postgresql';
import { UNSCOPED } from '../core/database/firm-scope';
import { buildToolsOrmConfig } from '../database/orm-tools.config';
import { DemoSeeder } from '../database/seeders/DemoSeeder';
import { assertDemoDataAllowed } from '../database/seeders/demo-guard';
import { config } from '../core/config/config';
import { User } from '../modules/identity/entities';

async function withOrm<T>(url: string, fn: (orm: MikroORM) => Promise<T>): Promise<T> {
  const orm = await MikroORM.init({ ...buildToolsOrmConfig(url), allowGlobalContext: true, debug: false });
  try {
    return await fn(orm);
  } finally {
    await orm.close(true);
  }
}

/** Applies every pending migration in one transaction; answers the names applied. */
export function migrate(url: string): Promise<string[]> {
  return withOrm(url, async (orm) => (await orm.getMigrator().up()).map((m) => m.name));
}

/**
 * Loads the demo data; with `reset`, first drops everything and migrates again. Refused in production before the
 * database is touched (a reset would wipe it).
 */
export async function seed(url: string, opts: { reset?: boolean; onlyIfEmpty?: boolean } = {}): Promise<boolean> {
  assertDemoDataAllowed(config());
  return withOrm(url, async (orm) => {
    if (opts.reset) {
      // Everything the migrations made, enums and the migrations table included.
      await orm.em.getConnection().execute('drop schema public cascade; create schema public;');
      await orm.getMigrator().up();
    }
    if (opts.onlyIfEmpty && (await orm.em.fork().count(User, {}, UNSCOPED)) > 0) return false;
    await orm.getSeeder().seed(DemoSeeder);
    return true;
  });
}
