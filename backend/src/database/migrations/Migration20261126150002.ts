import { Migration } from '@mikro-orm/migrations';

/**
 * Held invitations: a firm's Users entry for an address that belongs to an account elsewhere, so that adding a user
 * answers the same whoever owns the address (ids come from the users' sequence, set by the service).
 */
export class Migration20261126150002 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "held_invitations" ("id" int not null, "law_firm_id" int not null, "email" varchar(254) not null, "law_firm_scope" "law_firm_scope" not null, "can_view_full_ssn" boolean not null default false, "created_at" timestamptz not null default now(), constraint "held_invitations_pkey" primary key ("id"));`);
    this.addSql(`alter table "held_invitations" add constraint "held_invitations_law_firm_id_email_unique" unique ("law_firm_id", "email");`);

    this.addSql(`alter table "held_invitations" add constraint "held_invitations_law_firm_id_foreign" foreign key ("law_firm_id") references "law_firms" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "held_invitations" cascade;`);
  }

}
