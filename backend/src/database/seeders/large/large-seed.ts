import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Client } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { FieldCipher } from '../../../core/security/encryption';
import { DEMO_PASSWORD } from '../demo-data';
import { largeAccountsOf, largePlan, LARGE_MAIN_FIRM, LARGE_OTHER_FIRMS, type LargeFirmPlan } from './large-accounts';
import { copyText, idsNeeded, rowsOf, type BatchRows, type ColumnRows, type IdCursor } from './large-rows';

/**
 * Writes the large data set with bulk SQL: each batch of 5,000 generated accounts becomes one
 * `COPY ... FROM STDIN` per table (chunks of at most CHUNK rows), ids come from blocks reserved on
 * the tables' own sequences, and the whole set commits in one transaction (all or nothing).
 */

const CHUNK = 20_000;

export class LargeDataExists extends Error {
  override name = 'LargeDataExists';
}

export interface LargeSeedOptions {
  accounts: number;
  now?: Date;
  cipher: FieldCipher;
  /** argon2 hash of the demo password, for the other firms' admins. */
  passwordHash: string;
  log?: (line: string) => void;
  /** The firms and their sizes; largePlan(accounts) unless given (tests use their own firms). */
  plan?: LargeFirmPlan[];
}

export interface LargeSeedResult {
  firms: Array<{ name: string; id: number; accounts: number }>;
  rows: Record<string, number>;
  /** Document ids of the first accounts of each firm (what the projection check samples). */
  sampleDocumentIds: number[];
  seconds: number;
}

/** Counts of the large set's firms' accounts: zero when it was never loaded. */
export async function largeAccountsLoaded(client: Client): Promise<number> {
  const { rows } = await client.query<{ n: string }>(
    `select count(*) as n from customer_documents d join law_firms f on f.id = d.law_firm_id
      where d.document_name = 'solosettle' and f.name = any($1)`,
    [[...LARGE_OTHER_FIRMS]],
  );
  return Number(rows[0].n);
}

/** Admin e-mail of one of the other firms: 'admin@hartwell-pryce-llp.test'. */
export function firmAdminEmail(firmName: string): string {
  return `admin@${firmName.toLowerCase().replace(/&/g, ' ').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.test`;
}

/** COPY's text format straight into the table: several times faster than INSERT for bulk rows. */
async function insert(client: Client, rows: ColumnRows): Promise<void> {
  if (rows.length === 0) return;
  const cols = rows.columns.map(([name]) => `"${name}"`).join(', ');
  for (let start = 0; start < rows.length; start += CHUNK) {
    const stream = client.query(copyFrom(`copy "${rows.table}" (${cols}) from stdin`));
    await pipeline(Readable.from([copyText(rows, start, Math.min(rows.length, start + CHUNK))]), stream);
  }
}

/** Reserves `count` ids on a serial column's sequence; answers the first. */
async function reserve(client: Client, table: string, count: number): Promise<number> {
  if (count === 0) return 0;
  const { rows } = await client.query<{ last: string }>(
    `select setval(pg_get_serial_sequence($1, 'id'), nextval(pg_get_serial_sequence($1, 'id')) + $2 - 1) as last`,
    [table, count],
  );
  return Number(rows[0].last) - count + 1;
}

async function reserveAll(client: Client, need: IdCursor): Promise<IdCursor> {
  return {
    users: await reserve(client, 'users', need.users),
    profiles: await reserve(client, 'consumer_profiles', need.profiles),
    cases: await reserve(client, 'cases', need.cases),
    documents: await reserve(client, 'customer_documents', need.documents),
    events: await reserve(client, 'negotiation_events', need.events),
    plans: await reserve(client, 'payment_plans', need.plans),
    conversations: await reserve(client, 'conversations', need.conversations),
  };
}

const BULK_TABLES = [
  'users', 'consumer_profiles', 'cases', 'customer_documents', 'negotiation_events', 'historical_offers', 'negotiation_event_disclosures',
  'payment_plans', 'stripe_payment_intents', 'conversations', 'conversation_participants', 'chat_messages',
];

/** Drops the non-unique indexes of the loaded tables inside the load's transaction; answers their definitions. */
async function dropSecondaryIndexes(client: Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string; def: string }>(
    `select ic.relname as name, pg_get_indexdef(i.indexrelid) as def
       from pg_index i
       join pg_class ic on ic.oid = i.indexrelid
       join pg_class t on t.oid = i.indrelid
      where t.relname = any($1) and t.relnamespace = 'public'::regnamespace and not i.indisunique and not i.indisprimary`,
    [BULK_TABLES],
  );
  for (const r of rows) await client.query(`drop index "${r.name}"`);
  return rows.map((r) => r.def);
}

/** Parents before children, so every foreign key finds its row. */
const ORDER: Array<keyof BatchRows> = [
  'users', 'profiles', 'cases', 'documents', 'events', 'offers', 'disclosures', 'plans', 'intents', 'conversations', 'participants', 'messages',
];

async function firmIds(client: Client, plan: LargeFirmPlan[], passwordHash: string): Promise<Map<string, { id: number; collectorId: number }>> {
  const out = new Map<string, { id: number; collectorId: number }>();
  for (const f of plan) {
    await client.query('insert into law_firms (name) values ($1) on conflict (name) do nothing', [f.name]);
    const { rows } = await client.query<{ id: number }>('select id from law_firms where name = $1', [f.name]);
    const id = rows[0].id;
    if (f.name !== LARGE_MAIN_FIRM) {
      await client.query(
        `insert into users (kind, email, first_name, last_name, password_hash, law_firm_id, law_firm_scope)
         values ('collector', $1, 'Firm', 'Admin', $2, $3, 'admin') on conflict (email) do nothing`,
        [firmAdminEmail(f.name), passwordHash, id],
      );
    }
    // The firm's chat messages are written by its first collector (Demo Law Group: the demo agent).
    const { rows: users } = await client.query<{ id: number }>(
      `select id from users where law_firm_id = $1 and kind = 'collector' order by (email = 'agent@demolaw.test') desc, id limit 1`,
      [id],
    );
    if (!users[0]) throw new Error(`${f.name} has no collector: run the demo seed first`);
    out.set(f.name, { id, collectorId: users[0].id });
  }
  return out;
}

/**
 * Loads the large set into the database at `url` (the demo seed must have run: Demo Law Group and its collectors
 * exist). Refuses with LargeDataExists when the set is already there.
 */
export async function seedLarge(url: string, opts: LargeSeedOptions): Promise<LargeSeedResult> {
  const started = Date.now();
  const log = opts.log ?? (() => undefined);
  const now = opts.now ?? new Date();
  const plan = opts.plan ?? largePlan(opts.accounts);
  const client = new Client({ connectionString: url });
  await client.connect();
  // A bulk load, not a request: the server's statement timeout (if any) does not apply to it.
  await client.query('set statement_timeout = 0');
  const counts: Record<string, number> = {};
  const millis: Record<string, number> = {};
  const sample: number[] = [];
  try {
    const loaded = await largeAccountsLoaded(client);
    if (loaded > 0) {
      throw new LargeDataExists(
        `The large data set is already loaded (${loaded} accounts in its other firms). Run \`npm run seed -- --reset --accounts ${opts.accounts}\` to wipe and reload.`,
      );
    }
    await client.query('begin');
    // One bulk load: a crash leaves nothing behind, and the commit need not wait for each chunk's WAL flush.
    await client.query('set local synchronous_commit = off');
    const firms = await firmIds(client, plan, opts.passwordHash);
    await client.query('set local maintenance_work_mem = \'256MB\'');
    // Foreign keys: every reference points at a row of the same load, so the per-row checks only cost time. Skipping
    // them needs a superuser; without one the load simply checks them.
    await client.query('savepoint fk');
    await client.query('set local session_replication_role = replica').then(
      () => client.query('release savepoint fk'),
      () => client.query('rollback to savepoint fk'),
    );
    // Secondary indexes are rebuilt once at the end instead of updated row by row (several times faster); primary keys
    // and unique constraints stay, so a duplicate still fails the load.
    const indexes = await dropSecondaryIndexes(client);
    for (const f of plan) {
      const refs = firms.get(f.name)!;
      for (const batch of largeAccountsOf(f, now)) {
        const ids = await reserveAll(client, idsNeeded(batch));
        if (sample.length < 40 || batch[0].n === 1) sample.push(ids.documents);
        const rows = rowsOf(batch, { lawFirmId: refs.id, collectorId: refs.collectorId }, ids, now, (ssn) => opts.cipher.encrypt(ssn));
        for (const key of ORDER) {
          const t0 = Date.now();
          await insert(client, rows[key]);
          millis[rows[key].table] = (millis[rows[key].table] ?? 0) + Date.now() - t0;
          counts[rows[key].table] = (counts[rows[key].table] ?? 0) + rows[key].length;
        }
      }
      log(`${f.name}: ${f.accounts} accounts (${Math.round((Date.now() - started) / 1000)} s)`);
    }
    log(`insert time per table (s): ${Object.entries(millis).map(([t, ms]) => `${t} ${(ms / 1000).toFixed(1)}`).join(', ')}`);
    for (const def of indexes) await client.query(def);
    log(`${indexes.length} indexes rebuilt (${Math.round((Date.now() - started) / 1000)} s)`);
    // The kept collector metrics are written by triggers, which replica mode skipped (and, when it could not be set,
    // fired for every chunk): recounted once from the loaded rows, in the same transaction.
    await client.query('select parley_firm_metrics_rebuild($1::int[])', [[...firms.values()].map((f) => f.id)]);
    await client.query('commit');
    // Fresh statistics (the planner knows the new sizes at once) and a visibility map (counts can use index-only scans).
    await client.query(
      'vacuum analyze users, consumer_profiles, cases, customer_documents, negotiation_events, historical_offers, negotiation_event_disclosures, payment_plans, stripe_payment_intents, conversations, conversation_participants, chat_messages, firm_metric_deltas, metric_offers, firm_offer_day_deltas',
    );
    return {
      firms: plan.map((f) => ({ name: f.name, id: firms.get(f.name)!.id, accounts: f.accounts })),
      rows: counts,
      sampleDocumentIds: sample,
      seconds: (Date.now() - started) / 1000,
    };
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    await client.end();
  }
}

export { DEMO_PASSWORD };
