import { Migration } from '@mikro-orm/migrations';

/**
 * The per-firm read cache (after review): two more ways a firm's kept answers can go stale.
 * - A renamed law firm: the on-call admins' Law Firm filter and its values read `law_firms.name`. An update trigger
 *   notifies the ids whose name changed (transition tables cannot be combined with a column list).
 * - TRUNCATE fires no row or insert/update/delete trigger: a truncate of customer_documents or negotiation_events
 *   notifies '*' (every firm).
 */
export class Migration20261124004000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create or replace function "parley_firm_name_notify"() returns trigger language plpgsql as $$
declare firms text;
begin
  select string_agg(n.id::text, ',') into firms
    from new_rows n join old_rows o on o.id = n.id where n.name is distinct from o.name;
  if firms is not null then perform pg_notify('parley_firm_data', firms); end if;
  return null;
end $$;`);
    this.addSql(`create trigger "law_firms_firm_data_upd" after update on "law_firms" referencing old table as old_rows new table as new_rows for each statement execute function "parley_firm_name_notify"();`);
    this.addSql(`create or replace function "parley_firm_data_truncate_notify"() returns trigger language plpgsql as $$ begin perform pg_notify('parley_firm_data', '*'); return null; end $$;`);
    for (const table of ['customer_documents', 'negotiation_events'])
      this.addSql(`create trigger "${table}_firm_data_trunc" after truncate on "${table}" for each statement execute function "parley_firm_data_truncate_notify"();`);
  }

  override async down(): Promise<void> {
    for (const table of ['customer_documents', 'negotiation_events']) this.addSql(`drop trigger if exists "${table}_firm_data_trunc" on "${table}";`);
    this.addSql(`drop function if exists "parley_firm_data_truncate_notify"();`);
    this.addSql(`drop trigger if exists "law_firms_firm_data_upd" on "law_firms";`);
    this.addSql(`drop function if exists "parley_firm_name_notify"();`);
  }

}
