import { Migration } from '@mikro-orm/migrations';

/**
 * The current actions of the two "waiting on" metrics as they are in `@parley/domain/negotiation` (COLLECTOR_TURN,
 * CONSUMER_TURN) and the disputed status (DISPUTED) when this migration was written: the triggers below are
 * SQL, kept in the database, so they cannot import them. `firm-metrics.spec.ts` fails when the domain's sets move
 * away from these (then a new migration replaces the function and calls the rebuild).
 */
export const METRICS_COLLECTOR_TURN = ['accept_or_counteroffer', 'request_payment_details', 'request_settlement_agreement'];
export const METRICS_CONSUMER_TURN = [
  'waiting_for_customer',
  'waiting_for_signed_settlement_agreement',
  'waiting_for_payment',
  'payment_setup_complete',
];
export const METRICS_DISPUTED = 'Disputed';

const list = (xs: string[]) => xs.map((x) => `'${x}'`).join(', ');

/** One account's part of each money metric (docs/api/accounts.md), from its row `d` alone. */
const MONEY = (d: string) => `
  ${d}.rm_collected_cents::bigint as collected_cents,
  case when ${d}.archived_by_law_firm_on is null and ${d}.rm_agreed_total_cents is not null
    then greatest(${d}.rm_agreed_total_cents - ${d}.rm_paid_cents, 0) else 0 end::bigint as uncollected_cents,
  case when ${d}.archived_by_law_firm_on is null and ${d}.rm_current_action in (${list(METRICS_CONSUMER_TURN)})
      and ${d}.rm_status is distinct from '${METRICS_DISPUTED}'
    then coalesce(${d}.rm_offer_total_cents, 0) else 0 end::bigint as waiting_on_consumer_cents,
  case when ${d}.archived_by_law_firm_on is null
      and (${d}.rm_current_action in (${list(METRICS_COLLECTOR_TURN)}) or ${d}.rm_status = '${METRICS_DISPUTED}')
    then coalesce(${d}.rm_offer_total_cents, 0) else 0 end::bigint as waiting_on_collector_cents`;
/** The accounts the metrics are over: settlement documents addressed to a firm. */
const COUNTED = (d: string) => `${d}.document_name = 'solosettle' and ${d}.law_firm_id is not null`;
const SUMS = 'collected_cents, uncollected_cents, waiting_on_consumer_cents, waiting_on_collector_cents';
/** Signed rows (s = 1 or -1) of the money parts summed per firm into one delta row each, none for a net zero. */
const FOLD_SIGNED = (source: string) => `insert into firm_metric_deltas (law_firm_id, ${SUMS})
  select law_firm_id, sum(s * collected_cents), sum(s * uncollected_cents), sum(s * waiting_on_consumer_cents),
    sum(s * waiting_on_collector_cents)
  from (${source}) x group by law_firm_id
  having sum(s * collected_cents) <> 0 or sum(s * uncollected_cents) <> 0 or sum(s * waiting_on_consumer_cents) <> 0
    or sum(s * waiting_on_collector_cents) <> 0`;
const SIGNED = (rows: string, s: 1 | -1) => `select r.law_firm_id, ${s} as s, ${MONEY('r')} from ${rows} r where ${COUNTED('r')}`;

/**
 * The counted offers (consumers' opening offers on settlement documents) and whether the firm answered each (any
 * later event of the document by a collector or by its settlement rule): the definition of the metrics' scan.
 */
const OFFERS = (where: string) => `select o.id, o.customer_document_id, o.law_firm_id, o.created_at,
    exists (select 1 from negotiation_events r where r.customer_document_id = o.customer_document_id
      and r.sequence > o.sequence and r.party in ('collector', 'system'))
  from negotiation_events o join customer_documents d on d.id = o.customer_document_id
  where ${where} and d.document_name = 'solosettle' and o.party = 'consumer' and o.action = 'offer'`;

/** Advisory lock space of the offers' refresh (payouts use 72010). */
const LOCK_SPACE = 72_020;
/** More documents than this in one statement (a bulk writer) take the whole space instead of one lock each. */
const BULK_DOCUMENTS = 64;

/**
 * calculate_collector_metrics kept as the data changes, so the first call after a change reads a handful of rows
 * instead of aggregating the firm's accounts (docs/ARCHITECTURE.md, "Kept collector metrics").
 *
 * Money: `firm_metric_deltas` is append-only. Statement triggers on customer_documents add, per firm a statement
 * touched, the new rows' parts minus the old rows' (from the transition tables, so a COPY of 5,000 accounts adds one
 * row and an update that moves no money adds none); the metric is the sum of the firm's rows, and the api folds them
 * into one row when they pile up. Not one summary row per firm: every account write of a firm would update it and
 * wait for the previous writer's commit. Inserts never wait for each other, and each row is derived from the changed
 * rows alone, so concurrent writers are correct without locks (PostgreSQL serialises updates of one account, so each
 * statement's old rows are the previous writer's new ones).
 *
 * Offers of the last 30 days: whether an offer is answered depends on the document's other events, so each counted
 * offer is kept in `metric_offers` with its answered mark (what was added is what a deletion subtracts), refreshed
 * per document from the events when a relevant event is written, under a per-document advisory lock (two
 * transactions writing an offer and its answer would otherwise each miss the other). `firm_offer_day_deltas` keeps
 * per firm and UTC day the offers and answered offers (append-only as above, written by triggers on metric_offers);
 * the read sums the whole days inside the window and counts the partial first day from metric_offers' index.
 *
 * `parley_firm_metrics_rebuild(firms)` recomputes everything of the firms (null: all) from the data; this migration
 * runs it for every firm, and a writer with triggers off (the large seed's session_replication_role = replica)
 * must run it before commit.
 */
export class Migration20261128100000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "firm_metric_deltas" ("id" bigserial primary key, "law_firm_id" int not null, "collected_cents" bigint not null default 0, "uncollected_cents" bigint not null default 0, "waiting_on_consumer_cents" bigint not null default 0, "waiting_on_collector_cents" bigint not null default 0);`);
    this.addSql(`create index "firm_metric_deltas_law_firm_id_index" on "firm_metric_deltas" ("law_firm_id");`);
    this.addSql(`create table "metric_offers" ("event_id" int primary key, "customer_document_id" int not null, "law_firm_id" int not null, "created_at" timestamptz not null, "answered" boolean not null);`);
    this.addSql(`create index "metric_offers_law_firm_id_created_at_index" on "metric_offers" ("law_firm_id", "created_at") include ("answered");`);
    this.addSql(`create index "metric_offers_created_at_index" on "metric_offers" ("created_at") include ("answered");`);
    this.addSql(`create index "metric_offers_customer_document_id_index" on "metric_offers" ("customer_document_id");`);
    this.addSql(`create table "firm_offer_day_deltas" ("id" bigserial primary key, "law_firm_id" int not null, "day" date not null, "offers" int not null, "answered" int not null);`);
    this.addSql(`create index "firm_offer_day_deltas_law_firm_id_day_index" on "firm_offer_day_deltas" ("law_firm_id", "day");`);
    this.addSql(`create index "firm_offer_day_deltas_day_index" on "firm_offer_day_deltas" ("day");`);

    // Money: every insert, update and delete of accounts, as signed parts per firm.
    this.addSql(`create or replace function "parley_firm_metrics_by_document"() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    ${FOLD_SIGNED(SIGNED('new_rows', 1))};
  elsif tg_op = 'DELETE' then
    ${FOLD_SIGNED(SIGNED('old_rows', -1))};
  else
    ${FOLD_SIGNED(`${SIGNED('new_rows', 1)} union all ${SIGNED('old_rows', -1)}`)};
    -- A document that became or stopped being a settlement document gains or loses its offers.
    perform parley_metric_offers_refresh(array(
      select n.id from new_rows n join old_rows o on o.id = n.id where n.document_name is distinct from o.document_name));
  end if;
  return null;
end $$;`);

    // The counted offers of some documents as the events say now (the definition of computeMetrics's scan).
    this.addSql(`create or replace function "parley_metric_offers_of"(docs int[]) returns table (event_id int, customer_document_id int, law_firm_id int, created_at timestamptz, answered boolean) language sql stable as $$
  ${OFFERS('o.customer_document_id = any(docs)')}
$$;`);
    // Brings metric_offers of the documents in line with their events. The lock first, then fresh statements (read
    // committed: each sees every transaction committed before it): of two transactions writing an offer and its
    // answer, the second waits for the first's commit and sees its event. Only this function takes these locks, always
    // after the account_rows triggers (fired first, by name) have locked the same documents' rows, so they add no
    // lock cycle; ids in order. A bulk statement takes the whole space once instead of thousands of locks.
    this.addSql(`create or replace function "parley_metric_offers_refresh"(docs int[]) returns void language plpgsql as $$
begin
  if docs is null or cardinality(docs) = 0 then return; end if;
  if cardinality(docs) > ${BULK_DOCUMENTS} then
    perform pg_advisory_xact_lock(${LOCK_SPACE}, 0);
  else
    perform pg_advisory_xact_lock_shared(${LOCK_SPACE}, 0);
    perform pg_advisory_xact_lock(${LOCK_SPACE}, id) from (select distinct unnest(docs) as id order by 1) ids;
  end if;
  delete from metric_offers m where m.customer_document_id = any(docs) and not exists (
    select 1 from parley_metric_offers_of(docs) w where w.event_id = m.event_id and w.customer_document_id = m.customer_document_id
      and w.law_firm_id = m.law_firm_id and w.created_at = m.created_at and w.answered = m.answered);
  insert into metric_offers (event_id, customer_document_id, law_firm_id, created_at, answered)
    select * from parley_metric_offers_of(docs) on conflict (event_id) do nothing;
end $$;`);
    // Events: only consumers' offers and the firm's events (a collector's or its rule's) change what is counted.
    const relevant = `(party = 'consumer' and action = 'offer') or party in ('collector', 'system')`;
    this.addSql(`create or replace function "parley_firm_metrics_by_event"() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform parley_metric_offers_refresh(array(select distinct customer_document_id from new_rows where ${relevant}));
  elsif tg_op = 'DELETE' then
    perform parley_metric_offers_refresh(array(select distinct customer_document_id from old_rows where ${relevant}));
  else
    perform parley_metric_offers_refresh(array(
      select customer_document_id from new_rows where ${relevant} union select customer_document_id from old_rows where ${relevant}));
  end if;
  return null;
end $$;`);
    // Offers per firm and UTC day, from the kept offers' changes.
    const daySigned = (rows: string, s: 1 | -1) =>
      `select law_firm_id, (created_at at time zone 'UTC')::date as day, ${s} as s, answered::int as a from ${rows}`;
    const dayFold = (source: string) => `insert into firm_offer_day_deltas (law_firm_id, day, offers, answered)
    select law_firm_id, day, sum(s), sum(s * a) from (${source}) x group by law_firm_id, day
    having sum(s) <> 0 or sum(s * a) <> 0`;
    this.addSql(`create or replace function "parley_firm_offer_days"() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    ${dayFold(daySigned('new_rows', 1))};
  elsif tg_op = 'DELETE' then
    ${dayFold(daySigned('old_rows', -1))};
  else
    ${dayFold(`${daySigned('new_rows', 1)} union all ${daySigned('old_rows', -1)}`)};
  end if;
  return null;
end $$;`);
    // TRUNCATE fires no row trigger: what was kept from the emptied table goes with it.
    this.addSql(`create or replace function "parley_firm_metrics_truncate"() returns trigger language plpgsql as $$
begin
  if tg_table_name = 'customer_documents' then delete from firm_metric_deltas; end if;
  delete from metric_offers;
  delete from firm_offer_day_deltas;
  return null;
end $$;`);

    this.addSql(`create or replace function "parley_firm_metrics_rebuild"(firms int[]) returns void language plpgsql as $$
begin
  -- No writer may change what is being recomputed meanwhile.
  lock table customer_documents, negotiation_events in share mode;
  delete from firm_metric_deltas where firms is null or law_firm_id = any(firms);
  insert into firm_metric_deltas (law_firm_id, ${SUMS})
    select law_firm_id, sum(collected_cents), sum(uncollected_cents), sum(waiting_on_consumer_cents), sum(waiting_on_collector_cents)
    from (select d.law_firm_id, ${MONEY('d')} from customer_documents d where ${COUNTED('d')} and (firms is null or d.law_firm_id = any(firms))) x
    group by law_firm_id;
  delete from metric_offers where firms is null or law_firm_id = any(firms);
  insert into metric_offers (event_id, customer_document_id, law_firm_id, created_at, answered)
    ${OFFERS('(firms is null or o.law_firm_id = any(firms))')}
    -- In time order, as offers arrive: a day's offers (the window's partial first day) share a few pages.
    order by o.created_at;
  -- After metric_offers: the rows its triggers added are replaced by the recount.
  delete from firm_offer_day_deltas where firms is null or law_firm_id = any(firms);
  insert into firm_offer_day_deltas (law_firm_id, day, offers, answered)
    select law_firm_id, (created_at at time zone 'UTC')::date, count(*), count(*) filter (where answered)
    from metric_offers where firms is null or law_firm_id = any(firms) group by 1, 2;
end $$;`);

    for (const [table, fn] of [['customer_documents', 'parley_firm_metrics_by_document'], ['negotiation_events', 'parley_firm_metrics_by_event'], ['metric_offers', 'parley_firm_offer_days']]) {
      this.addSql(`create trigger "${table}_metrics_ins" after insert on "${table}" referencing new table as new_rows for each statement execute function "${fn}"();`);
      this.addSql(`create trigger "${table}_metrics_upd" after update on "${table}" referencing old table as old_rows new table as new_rows for each statement execute function "${fn}"();`);
      this.addSql(`create trigger "${table}_metrics_del" after delete on "${table}" referencing old table as old_rows for each statement execute function "${fn}"();`);
    }
    // The api's firm read cache hears the firms whose offers changed: a document's change can change the offers of
    // the firm its events were made for, which its own notification (the document's firm) does not name.
    this.addSql(`create trigger "metric_offers_firm_data_ins" after insert on "metric_offers" referencing new table as new_rows for each statement execute function "parley_firm_data_notify"();`);
    this.addSql(`create trigger "metric_offers_firm_data_upd" after update on "metric_offers" referencing old table as old_rows new table as new_rows for each statement execute function "parley_firm_data_notify"();`);
    this.addSql(`create trigger "metric_offers_firm_data_del" after delete on "metric_offers" referencing old table as old_rows for each statement execute function "parley_firm_data_notify"();`);
    for (const table of ['customer_documents', 'negotiation_events'])
      this.addSql(`create trigger "${table}_metrics_trunc" after truncate on "${table}" for each statement execute function "parley_firm_metrics_truncate"();`);

    this.addSql(`select parley_firm_metrics_rebuild(null);`);
    // The planner's first reads of the new tables should know their sizes (an index, not a guess of five rows).
    this.addSql(`analyze "firm_metric_deltas", "metric_offers", "firm_offer_day_deltas";`);
  }

  override async down(): Promise<void> {
    for (const table of ['customer_documents', 'negotiation_events', 'metric_offers'])
      for (const op of ['ins', 'upd', 'del', 'trunc']) this.addSql(`drop trigger if exists "${table}_metrics_${op}" on "${table}";`);
    for (const op of ['ins', 'upd', 'del']) this.addSql(`drop trigger if exists "metric_offers_firm_data_${op}" on "metric_offers";`);
    this.addSql(`drop function if exists "parley_firm_metrics_rebuild"(int[]);`);
    this.addSql(`drop function if exists "parley_firm_metrics_truncate"();`);
    this.addSql(`drop function if exists "parley_firm_offer_days"();`);
    this.addSql(`drop function if exists "parley_firm_metrics_by_event"();`);
    this.addSql(`drop function if exists "parley_metric_offers_refresh"(int[]);`);
    this.addSql(`drop function if exists "parley_metric_offers_of"(int[]);`);
    this.addSql(`drop function if exists "parley_firm_metrics_by_document"();`);
    this.addSql(`drop table if exists "firm_offer_day_deltas";`);
    this.addSql(`drop table if exists "metric_offers";`);
    this.addSql(`drop table if exists "firm_metric_deltas";`);
  }

}
