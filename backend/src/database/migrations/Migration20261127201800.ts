import { Migration } from '@mikro-orm/migrations';

/** Tables whose rows name the account they belong to (customer_document_id): a change moves that account's row. */
const BY_DOCUMENT = [
  'negotiation_events',
  'historical_offers',
  'negotiation_event_disclosures',
  'stripe_payment_intents',
  'payment_plans',
  'payout_items',
];
/** Tables of the consumer (user_id): a change moves every account of the consumer. */
const BY_USER = ['consumer_profiles', 'financial_reports'];

function statementTriggers(table: string, fn: string, ops: Array<'ins' | 'upd' | 'del'>): string[] {
  const clause = {
    ins: 'after insert on "T" referencing new table as new_rows',
    upd: 'after update on "T" referencing old table as old_rows new table as new_rows',
    del: 'after delete on "T" referencing old table as old_rows',
  };
  return ops.map(
    (op) => `create trigger "${table}_account_rows_${op}" ${clause[op].replace('T', table)} for each statement execute function "${fn}"();`,
  );
}

/**
 * The kept rows of the collector's accounts list (account_rows): one row of JSON per account, built by the api the
 * first time it is listed and read from then on. PostgreSQL keeps them honest: statement triggers on every table a
 * row is built from move the account's generation and clear its row in the writing transaction, and a change of the
 * firm's settlement rules or name moves the firm's row_generation (every row of the firm is built again). The api
 * stores a row it built only while the generation is the one it read (see AccountRowDocument).
 */
export class Migration20261127201800 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "account_rows" ("customer_document_id" int not null, "generation" bigint not null default 1, "firm_generation" bigint null, "format" int null, "row" text null, constraint "account_rows_pkey" primary key ("customer_document_id"));`);
    this.addSql(`alter table "account_rows" add constraint "account_rows_customer_document_id_foreign" foreign key ("customer_document_id") references "customer_documents" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "law_firms" add column "row_generation" bigint not null default 1;`);

    // The accounts (settlement documents) whose rows are out of date: a new generation, no row. In id order, so two
    // transactions marking overlapping accounts lock them in the same order.
    this.addSql(`create or replace function "parley_account_rows_stale"(ids int[]) returns void language sql as $$
  insert into account_rows (customer_document_id)
  select d.id from customer_documents d where d.id = any(ids) and d.document_name = 'solosettle' order by d.id
  on conflict (customer_document_id) do update set generation = account_rows.generation + 1, row = null
$$;`);
    this.addSql(`create or replace function "parley_account_rows_by_document"() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform parley_account_rows_stale(array(select distinct customer_document_id from new_rows));
  elsif tg_op = 'DELETE' then
    perform parley_account_rows_stale(array(select distinct customer_document_id from old_rows));
  else
    perform parley_account_rows_stale(array(select customer_document_id from new_rows union select customer_document_id from old_rows));
  end if;
  return null;
end $$;`);
    // The document itself (its read model, file number, archive mark): only updates matter, a new document has no
    // kept row and a deleted one takes its row with it.
    this.addSql(`create or replace function "parley_account_rows_by_document_id"() returns trigger language plpgsql as $$
begin
  perform parley_account_rows_stale(array(select id from new_rows));
  return null;
end $$;`);
    this.addSql(`create or replace function "parley_account_rows_by_user"() returns trigger language plpgsql as $$
declare users int[];
begin
  if tg_op = 'INSERT' then
    users := array(select distinct user_id from new_rows);
  elsif tg_op = 'DELETE' then
    users := array(select distinct user_id from old_rows);
  else
    users := array(select user_id from new_rows union select user_id from old_rows);
  end if;
  perform parley_account_rows_stale(array(select id from customer_documents where user_id = any(users)));
  return null;
end $$;`);
    // A payout's status, check number or dates: every account it carried payments of.
    this.addSql(`create or replace function "parley_account_rows_by_payout"() returns trigger language plpgsql as $$
begin
  perform parley_account_rows_stale(array(select distinct i.customer_document_id from payout_items i where i.payout_id in (select id from new_rows)));
  return null;
end $$;`);
    this.addSql(`create or replace function "parley_account_rows_by_firm"() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    update law_firms set row_generation = row_generation + 1 where id in (select law_firm_id from new_rows);
  elsif tg_op = 'DELETE' then
    update law_firms set row_generation = row_generation + 1 where id in (select law_firm_id from old_rows);
  else
    update law_firms set row_generation = row_generation + 1
      where id in (select law_firm_id from new_rows union select law_firm_id from old_rows);
  end if;
  return null;
end $$;`);
    this.addSql(`create or replace function "parley_law_firm_row_generation"() returns trigger language plpgsql as $$
begin
  if new.name is distinct from old.name then new.row_generation := old.row_generation + 1; end if;
  return new;
end $$;`);

    for (const table of BY_DOCUMENT) for (const sql of statementTriggers(table, 'parley_account_rows_by_document', ['ins', 'upd', 'del'])) this.addSql(sql);
    for (const table of BY_USER) for (const sql of statementTriggers(table, 'parley_account_rows_by_user', ['ins', 'upd', 'del'])) this.addSql(sql);
    for (const sql of statementTriggers('customer_documents', 'parley_account_rows_by_document_id', ['upd'])) this.addSql(sql);
    for (const sql of statementTriggers('payouts', 'parley_account_rows_by_payout', ['upd'])) this.addSql(sql);
    for (const sql of statementTriggers('settlement_rules', 'parley_account_rows_by_firm', ['ins', 'upd', 'del'])) this.addSql(sql);
    this.addSql(`create trigger "law_firms_row_generation" before update on "law_firms" for each row execute function "parley_law_firm_row_generation"();`);
  }

  override async down(): Promise<void> {
    const drop = (table: string, ops: string[]) => ops.forEach((op) => this.addSql(`drop trigger if exists "${table}_account_rows_${op}" on "${table}";`));
    for (const table of [...BY_DOCUMENT, ...BY_USER, 'settlement_rules']) drop(table, ['ins', 'upd', 'del']);
    drop('customer_documents', ['upd']);
    drop('payouts', ['upd']);
    this.addSql(`drop trigger if exists "law_firms_row_generation" on "law_firms";`);
    for (const fn of ['by_document', 'by_document_id', 'by_user', 'by_payout', 'by_firm']) this.addSql(`drop function if exists "parley_account_rows_${fn}"();`);
    this.addSql(`drop function if exists "parley_law_firm_row_generation"();`);
    this.addSql(`drop function if exists "parley_account_rows_stale"(int[]);`);
    this.addSql(`drop table if exists "account_rows" cascade;`);
    this.addSql(`alter table "law_firms" drop column "row_generation";`);
  }

}
