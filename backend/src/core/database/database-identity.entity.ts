import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * One random id per database, written by the migration that creates the table (so a database wiped and migrated
 * again, e.g. `npm run seed -- --reset`, gets a new one). It is part of the queues' Redis prefix: two databases
 * (two deployments, or one database before and after a reset) never share a queue, so a job id one of them reuses
 * is never mistaken for the other's job.
 */
@Entity({ tableName: 'database_identity' })
export class DatabaseIdentity {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

/** The database's identity; refuses to go on without one (the migrate step writes it). */
export async function readDatabaseIdentity(em: EntityManager): Promise<string> {
  const rows = await em
    .getConnection()
    .execute<Array<{ id: string }>>('select id from database_identity order by created_at, id limit 1')
    .catch(() => []);
  if (!rows[0]) throw new Error('The database has no identity (table database_identity): run the migrate step first.');
  return rows[0].id;
}
