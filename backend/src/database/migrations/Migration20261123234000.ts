import { Migration } from '@mikro-orm/migrations';

/**
 * The payment-element checkout: an additional payment may be paid on-session through a checkout intent
 * (`payment_additional_payments.checkout`); the demo provider's intents may exist before they have a payment method,
 * and keep the SHA-256 of their client secret and the receipt e-mail.
 */
export class Migration20261123234000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "payment_additional_payments" add column "checkout" varchar(20) null;`);
    this.addSql(`alter table "demo_payment_intents" add column "client_secret_hash" varchar(64) null, add column "receipt_email" varchar(254) null;`);
    this.addSql(`alter table "demo_payment_intents" alter column "payment_method_id" drop not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "demo_payment_intents" where "payment_method_id" is null;`);
    this.addSql(`alter table "demo_payment_intents" alter column "payment_method_id" set not null;`);
    this.addSql(`alter table "demo_payment_intents" drop column "client_secret_hash", drop column "receipt_email";`);
    this.addSql(`alter table "payment_additional_payments" drop column "checkout";`);
  }

}
