import { Migration } from '@mikro-orm/migrations';

export class Migration20261126155814 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "demo_payout_checks" alter column "amount_cents" type bigint using ("amount_cents"::bigint);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "demo_payout_checks" alter column "amount_cents" type int4 using ("amount_cents"::int4);`);
  }

}
