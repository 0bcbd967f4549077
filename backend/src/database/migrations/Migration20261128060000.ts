import { Migration } from '@mikro-orm/migrations';

/**
 * A firm's payment details and bank account are part of what its kept answers say: the accounts list answers whether
 * the firm has payment details on file. Changes to either table notify the firm on `parley_firm_data` at commit, as
 * changes to its accounts do, so the api keeps that answer only until it changes (same trigger function; a TRUNCATE
 * notifies every firm).
 */
const TABLES = ['firm_payout_details', 'firm_bank_accounts'];

export class Migration20261128060000 extends Migration {

  override async up(): Promise<void> {
    for (const table of TABLES) {
      this.addSql(`create trigger "${table}_firm_data_ins" after insert on "${table}" referencing new table as new_rows for each statement execute function "parley_firm_data_notify"();`);
      this.addSql(`create trigger "${table}_firm_data_upd" after update on "${table}" referencing old table as old_rows new table as new_rows for each statement execute function "parley_firm_data_notify"();`);
      this.addSql(`create trigger "${table}_firm_data_del" after delete on "${table}" referencing old table as old_rows for each statement execute function "parley_firm_data_notify"();`);
      this.addSql(`create trigger "${table}_firm_data_trunc" after truncate on "${table}" for each statement execute function "parley_firm_data_truncate_notify"();`);
    }
  }

  override async down(): Promise<void> {
    for (const table of TABLES)
      for (const op of ['ins', 'upd', 'del', 'trunc']) this.addSql(`drop trigger if exists "${table}_firm_data_${op}" on "${table}";`);
  }

}
