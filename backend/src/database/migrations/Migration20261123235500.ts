import { Migration } from '@mikro-orm/migrations';

/**
 * Tell the api processes which firms' accounts changed, at commit. Statement triggers on the tables the
 * accounts list, its count, the metrics and the filter values read (customer_documents, negotiation_events) send
 * the changed firms' ids on `parley_firm_data`; PostgreSQL delivers a notification only when the writing
 * transaction commits and never for one that rolls back. The api's per-firm read cache (core/database/firm-changes.ts)
 * drops a firm's answers when it hears the firm. A statement naming more than 200 firms sends '*' (everything).
 */
export class Migration20261123235500 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create or replace function "parley_firm_data_notify"() returns trigger language plpgsql as $$
declare firms text;
declare n int;
begin
  if tg_op = 'INSERT' then
    select string_agg(distinct law_firm_id::text, ','), count(distinct law_firm_id) into firms, n from new_rows;
  elsif tg_op = 'DELETE' then
    select string_agg(distinct law_firm_id::text, ','), count(distinct law_firm_id) into firms, n from old_rows;
  else
    select string_agg(distinct f::text, ','), count(distinct f) into firms, n
      from (select law_firm_id as f from new_rows union select law_firm_id from old_rows) changed;
  end if;
  if n > 200 then firms := '*'; end if;
  if firms is not null then perform pg_notify('parley_firm_data', firms); end if;
  return null;
end $$;`);
    for (const table of ['customer_documents', 'negotiation_events']) {
      this.addSql(`create trigger "${table}_firm_data_ins" after insert on "${table}" referencing new table as new_rows for each statement execute function "parley_firm_data_notify"();`);
      this.addSql(`create trigger "${table}_firm_data_upd" after update on "${table}" referencing old table as old_rows new table as new_rows for each statement execute function "parley_firm_data_notify"();`);
      this.addSql(`create trigger "${table}_firm_data_del" after delete on "${table}" referencing old table as old_rows for each statement execute function "parley_firm_data_notify"();`);
    }
  }

  override async down(): Promise<void> {
    for (const table of ['customer_documents', 'negotiation_events'])
      for (const op of ['ins', 'upd', 'del']) this.addSql(`drop trigger if exists "${table}_firm_data_${op}" on "${table}";`);
    this.addSql(`drop function if exists "parley_firm_data_notify"();`);
  }

}
