import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Sees whether any committed statement wrote to a table, for the tests that prove a request changed nothing.
 *
 * Each table of the public schema (but the ignored ones) gets a row trigger, for insert, update and delete, and a
 * statement trigger for truncate, that add one to the table's counter in `write_watch.writes`. The counter is
 * written inside the writing transaction, so a write that rolls back leaves no trace, as it leaves none in the
 * table. Two transactions writing the same table at once take turns on its counter row, which these tests, sending
 * one request at a time, never notice. Reading the counters is one small read; reading every table's row count and
 * newest tuple version instead cost about 20 ms a call (88 tables: planning the union and opening each table), a
 * minute of a suite that checks before and after each of a few thousand requests.
 *
 * The watch lives in its own schema, so nothing that lists the public tables sees it, and `stop()` removes it with
 * its triggers (the database is shared by the test files that run after this one on the same jest worker).
 */
export interface WriteWatch {
  /** Each watched table's write count so far (tables never written are absent). */
  counts(): Promise<Map<string, number>>;
  /** The watched tables whose count differs between two readings. */
  changed(before: Map<string, number>, after: Map<string, number>): string[];
  stop(): Promise<void>;
}

const SCHEMA = 'write_watch';
const TRIGGER = 'write_watch_note';

export async function watchWrites(em: EntityManager, ignored: ReadonlySet<string>): Promise<WriteWatch> {
  const knex = em.getKnex();
  const tables = (await knex.raw(`select tablename from pg_tables where schemaname = 'public' order by tablename`)).rows
    .map((r: { tablename: string }) => r.tablename)
    .filter((t: string) => !ignored.has(t)) as string[];
  // One transaction: a test never sees some tables watched and others not. A watch left by a file that died before
  // its stop() goes first, with its triggers (they depend on its function).
  await knex.transaction(async (trx) => {
    await trx.raw(`drop schema if exists ${SCHEMA} cascade`);
    await trx.raw(`create schema ${SCHEMA}`);
    await trx.raw(`create unlogged table ${SCHEMA}.writes (table_name text primary key, n bigint not null)`);
    await trx.raw(`
      create function ${SCHEMA}.note() returns trigger language plpgsql as $$
      begin
        insert into ${SCHEMA}.writes as w (table_name, n) values (tg_table_name, 1)
          on conflict (table_name) do update set n = w.n + 1;
        return null;
      end $$`);
    for (const t of tables) {
      await trx.raw(
        `create trigger ${TRIGGER} after insert or update or delete on "${t}" for each row execute function ${SCHEMA}.note()`,
      );
      await trx.raw(
        `create trigger ${TRIGGER}_truncate after truncate on "${t}" for each statement execute function ${SCHEMA}.note()`,
      );
    }
  });
  return {
    async counts() {
      const rows = (await knex.raw(`select table_name, n from ${SCHEMA}.writes`)).rows as Array<{
        table_name: string;
        n: string;
      }>;
      return new Map(rows.map((r) => [r.table_name, Number(r.n)]));
    },
    changed(before, after) {
      return tables.filter((t) => (before.get(t) ?? 0) !== (after.get(t) ?? 0));
    },
    async stop() {
      // The triggers depend on the schema's function, so they go with it.
      await knex.raw(`drop schema ${SCHEMA} cascade`);
    },
  };
}
