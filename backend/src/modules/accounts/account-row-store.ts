import { Logger } from '@nestjs/common';
import type { Knex } from '@mikro-orm/postgresql';
import { ACCOUNT_ROW_FORMAT } from './account-row';

/**
 * The kept rows of the accounts list (table account_rows, see AccountRowDocument): the list's page statement reads
 * each matching account's id and kept row, and only the accounts without a current one have their list columns read
 * and are built from their details and stored.
 */

/** What the page statement reads of an account's kept row. */
export interface KeptRowColumns {
  /** The row's generation when read (null: no kept row yet). */
  kept_generation: string | null;
  /** The firm's row generation when read. */
  firm_generation: string;
  /** The row's JSON when it is current (built at the firm's generation by this version of the code), else null. */
  kept_row: string | null;
}

/** Joins each account's kept row to a page statement over `customer_documents as d` joined to `law_firms as f`. */
export function withKeptRows(q: Knex.QueryBuilder, knex: Knex): Knex.QueryBuilder {
  return q
    .leftJoin('account_rows as r', 'r.customer_document_id', 'd.id')
    .select(
      'r.generation as kept_generation',
      'f.row_generation as firm_generation',
      knex.raw('case when r.format = ? and r.firm_generation = f.row_generation then r.row end as kept_row', [
        ACCOUNT_ROW_FORMAT,
      ]),
    );
}

// Stores a built row only while its account's generation is still the one read with the page: a change committed
// after that read moved it, and the row (built from what the page read) is then not kept. An account that had no
// kept row is stored at generation 0, below any generation a change writes.
const KEEP_SQL = `insert into account_rows (customer_document_id, generation, firm_generation, format, row)
  select * from unnest(cast(? as int[]), cast(? as bigint[]), cast(? as bigint[]), cast(? as int[]), cast(? as text[])) order by 1
  on conflict (customer_document_id) do update
    set firm_generation = excluded.firm_generation, format = excluded.format, row = excluded.row
    where account_rows.generation = excluded.generation`;

const logger = new Logger('AccountRows');
/** How long storing built rows may wait for an account a writer holds (below PostgreSQL's 1 s deadlock check). */
const KEEP_LOCK_WAIT = '100ms';

/**
 * Keeps the rows built for these accounts (`built`: each one's JSON, in the same order). A failure (an account deleted
 * meanwhile, a lock conflict) only means the rows are built again next time: it is logged and never fails the read.
 */
export async function keepRows(
  knex: Knex,
  read: Array<{ id: number } & KeptRowColumns>,
  built: string[],
): Promise<void> {
  if (read.length === 0) return;
  try {
    // A writer holding one of these accounts (a payout run marks thousands) is never kept waiting on a reader, nor
    // chosen to fail in a deadlock with one: the reader gives up after KEEP_LOCK_WAIT and builds the row next time.
    await knex.transaction(async (trx) => {
      await trx.raw(`set local lock_timeout = '${KEEP_LOCK_WAIT}'`);
      await trx.raw(KEEP_SQL, [
        read.map((r) => r.id),
        read.map((r) => r.kept_generation ?? '0'),
        read.map((r) => r.firm_generation),
        read.map(() => ACCOUNT_ROW_FORMAT),
        built,
      ] as unknown as Knex.RawBinding[]);
    });
  } catch (err) {
    logger.warn(`could not keep ${read.length} account rows: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** The page's rows' JSON in order: the kept ones as stored, the others as built (`built`, by account id). */
export function pageRows(read: Array<{ id: number } & KeptRowColumns>, built: Map<number, string>): string[] {
  return read.map((r) => r.kept_row ?? built.get(r.id)!);
}
