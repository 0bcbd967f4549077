import { Migration } from '@mikro-orm/migrations';

/**
 * The accounts list's default order (status date, newest first, blanks last, then id) straight from an
 * index over a firm's active accounts, so the first page reads 25 index entries instead of sorting the firm; the
 * list's count reads the same index (index-only) instead of the table. The collector metrics sum a few read-model
 * columns over the whole firm: a covering index lets them read those columns (index-only) instead of the wide rows;
 * their offer statistics read the firm's recent consumer offers and the collector events after them from two partial
 * indexes of negotiation_events.
 */
export class Migration20261123204507 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "customer_documents_metrics_idx" on "customer_documents" ("law_firm_id") include ("rm_collected_cents", "rm_agreed_total_cents", "rm_paid_cents", "rm_offer_total_cents", "rm_current_action", "rm_status", "archived_by_law_firm_on") where "document_name" = 'solosettle';`);
    this.addSql(`create index "negotiation_events_consumer_offers_idx" on "negotiation_events" ("law_firm_id", "created_at") include ("customer_document_id", "sequence") where "party" = 'consumer' and "action" = 'offer';`);
    this.addSql(`create index "negotiation_events_collector_idx" on "negotiation_events" ("customer_document_id", "sequence") where "party" = 'collector';`);
    this.addSql(`create index "customer_documents_list_default_idx" on "customer_documents" ("law_firm_id", "rm_status_date" desc nulls last, "id" desc) where "document_name" = 'solosettle' and "archived_by_law_firm_on" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "customer_documents_list_default_idx";`);
    this.addSql(`drop index if exists "customer_documents_metrics_idx";`);
    this.addSql(`drop index if exists "negotiation_events_consumer_offers_idx";`);
    this.addSql(`drop index if exists "negotiation_events_collector_idx";`);
  }

}
