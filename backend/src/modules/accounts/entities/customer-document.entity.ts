import { Entity, Filter, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Ref } from '@mikro-orm/core';
import { firmFilter } from '../../../core/database/firm-scope';
import type { CurrentActionType } from '@parley/domain/negotiation';
import { LawFirm, User } from '../../identity/entities';
import { Case } from './case.entity';

/** Kinds of consumer document. A settlement document addressed to a firm is an "account" on the collector side. */
export enum DocumentName {
  Solosettle = 'solosettle',
  DebtAnswer = 'debt_answer',
}

/**
 * A consumer's document. A `solosettle` addressed to a firm is one account.
 *
 * The `rm_*` columns are the accounts read model: derived by AccountProjection from the events, offers and payments
 * of this document, and rewritten in the same transaction as every change to them. They exist so that the
 * collector's list filters and sorts over tens of thousands of accounts in SQL, on indexes, without loading rows.
 */
@Entity({ tableName: 'customer_documents' })
@Filter(firmFilter<CustomerDocument>((lawFirmId) => ({ lawFirm: lawFirmId })))
@Index({ properties: ['lawFirm', 'rmStatusDate'] })
@Index({ properties: ['lawFirm', 'rmStatusRank'] })
@Index({ properties: ['lawFirm', 'rmOfferTotalCents'] })
@Index({ properties: ['lawFirm', 'rmOfferPercentage'] })
@Index({ properties: ['lawFirm', 'rmFirstPaymentDate'] })
@Index({ properties: ['lawFirm', 'rmLawsuitAmountCents'] })
@Index({ properties: ['lawFirm', 'rmCustomerName'] })
@Index({ properties: ['lawFirm', 'rmCurrentAction'] })
// The search box is a substring match; a trigram index keeps it fast over a large firm (pg_trgm, see the migration).
@Index({
  name: 'customer_documents_rm_search_trgm',
  expression:
    'create index "customer_documents_rm_search_trgm" on "customer_documents" using gin ("rm_search" gin_trgm_ops)',
})
// The list's default order over a firm's active accounts: the first page is 25 index entries, the count an
// index-only scan.
@Index({
  name: 'customer_documents_list_default_idx',
  expression:
    'create index "customer_documents_list_default_idx" on "customer_documents" ("law_firm_id", "rm_status_date" desc nulls last, "id" desc) where "document_name" = \'solosettle\' and "archived_by_law_firm_on" is null',
})
// calculate_collector_metrics sums these columns over the whole firm: read from the index, not the wide rows.
@Index({
  name: 'customer_documents_metrics_idx',
  expression:
    'create index "customer_documents_metrics_idx" on "customer_documents" ("law_firm_id") include ("rm_collected_cents", "rm_agreed_total_cents", "rm_paid_cents", "rm_offer_total_cents", "rm_current_action", "rm_status", "archived_by_law_firm_on") where "document_name" = \'solosettle\'',
})
export class CustomerDocument {
  [OptionalProps]?:
    | 'createdAt'
    | 'updatedAt'
    | 'version'
    | 'rmLawsuitExists'
    | 'rmPaymentsMade'
    | 'rmCollectedCents'
    | 'rmPaidCents'
    | 'rmSearch'
    | 'rmHasDebtAnswer'
    | 'rmHasDetailedData';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'restrict' })
  @Index()
  user!: Ref<User>;

  @ManyToOne(() => Case, { ref: true, nullable: true, deleteRule: 'restrict' })
  @Index()
  case?: Ref<Case> | null;

  /** The firm the document is addressed to; null for documents that go to no firm (an answer to a summons). */
  @ManyToOne(() => LawFirm, { ref: true, nullable: true, deleteRule: 'restrict' })
  lawFirm?: Ref<LawFirm> | null;

  @Property({ type: 'string', length: 40 })
  documentName!: DocumentName;

  /** The firm's own file number for the account; edited inline by collectors. */
  @Property({ type: 'string', length: 100, nullable: true })
  fileNumber?: string | null;

  @Property({ type: 'date', nullable: true })
  archivedByLawFirmOn?: string | null;

  /** Optimistic concurrency: every negotiation transition bumps it (a second concurrent action conflicts). */
  @Property({ type: 'integer', default: 0 })
  version: number = 0;

  // ---- read model (AccountProjection) ----
  @Property({ type: 'string', length: 200, nullable: true })
  rmCustomerName?: string | null;

  @Property({ type: 'string', length: 254, nullable: true })
  rmEmail?: string | null;

  @Property({ type: 'date', nullable: true })
  rmBirthdate?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  rmCivilNumber?: string | null;

  @Property({ type: 'string', length: 2, nullable: true })
  rmLawsuitState?: string | null;

  @Property({ type: 'string', length: 200, nullable: true })
  rmPlaintiffName?: string | null;

  @Property({ type: 'integer', nullable: true })
  rmLawsuitAmountCents?: number | null;

  @Property({ type: 'boolean', default: false })
  rmLawsuitExists: boolean = false;

  @Property({ type: 'string', length: 80, nullable: true })
  rmLastAction?: string | null;

  /** The Status column's label ('Making Payments', 'Paid' or the last action). */
  @Property({ type: 'string', length: 80, nullable: true })
  rmStatus?: string | null;

  /** Position of rmStatus in the known order (labels.ts), so Status sorts by an index. */
  @Property({ type: 'smallint', nullable: true })
  rmStatusRank?: number | null;

  /** When the latest event happened. */
  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  rmStatusDate?: Date | null;

  @Property({ type: 'string', length: 60, nullable: true })
  rmCurrentAction?: CurrentActionType | null;

  @Property({ type: 'json', nullable: true })
  rmCurrentActionParams?: Record<string, unknown> | null;

  /** The latest historical offer (either side): its total, number of payments, tiers and first payment date. */
  @Property({ type: 'integer', nullable: true })
  rmOfferTotalCents?: number | null;

  @Property({ type: 'integer', nullable: true })
  rmOfferPayments?: number | null;

  @Property({ type: 'smallint', nullable: true })
  rmOfferTiers?: number | null;

  @Property({ type: 'date', nullable: true })
  rmFirstPaymentDate?: string | null;

  /** Offer total / debt amount, in percent with one decimal. */
  @Property({ type: 'decimal', precision: 7, scale: 1, nullable: true })
  rmOfferPercentage?: string | null;

  @Property({ type: 'integer', default: 0 })
  rmPaymentsMade: number = 0;

  /** Succeeded payments, gross (what the consumer paid). */
  @Property({ type: 'integer', default: 0 })
  rmPaidCents: number = 0;

  /** Succeeded payments net of the platform's commission (what the firm collected). */
  @Property({ type: 'integer', default: 0 })
  rmCollectedCents: number = 0;

  /** The agreed settlement total, once accepted. */
  @Property({ type: 'integer', nullable: true })
  rmAgreedTotalCents?: number | null;

  /** Lower-cased name, civil number, file number and e-mail: the search box matches it with a trigram index. */
  @Property({ type: 'text', default: '' })
  rmSearch: string = '';

  @Property({ type: 'boolean', default: false })
  rmHasDebtAnswer: boolean = false;

  @Property({ type: 'boolean', default: false })
  rmHasDetailedData: boolean = false;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
