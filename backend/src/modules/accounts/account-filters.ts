import type { AccountSortKey } from '@parley/domain/contracts/api/accounts';
import { STATUS_ORDER } from '@parley/domain/negotiation';

/**
 * The filters and sort keys of the accounts list, in one table: filter_values describes them to the page,
 * apply_filters and the export turn them into SQL. Columns are the read model's (customer_documents as `d`,
 * law_firms as `f`), so every filter and sort runs on the table's indexes.
 */

export type FilterType = 'enum' | 'range' | 'text';
export type RangeKind = 'money' | 'date' | 'number' | 'percent';

export interface Unit {
  value: string;
  location: 'before' | 'after';
}

interface BaseDef {
  key: string;
  name: string;
  visibleInUi?: boolean;
  /** Only on-call admins (who see every firm) get this filter. */
  onCallOnly?: boolean;
}

export interface EnumDef extends BaseDef {
  type: 'enum';
  /** Fixed values, or null when they come from the data (distinct values of `column`). */
  values: readonly string[] | null;
  column: string;
}

export interface RangeDef extends BaseDef {
  type: 'range';
  kind: RangeKind;
  column: string;
  /** A date-only column: epoch-second bounds compare on their UTC calendar day. */
  day?: boolean;
}

export interface TextDef extends BaseDef {
  type: 'text';
  column: string;
}

export type FilterDef = EnumDef | RangeDef | TextDef;

export const LITIGATION = 'Litigation';
export const PRE_LITIGATION = 'Pre-litigation';
export const ACTIVE = 'Active';
export const ARCHIVED = 'Archived';

export const FILTER_DEFS: readonly FilterDef[] = [
  { key: 'status', name: 'Status', type: 'enum', values: STATUS_ORDER, column: 'd.rm_status' },
  { key: 'lawsuit_state', name: 'Lawsuit State', type: 'enum', values: null, column: 'd.rm_lawsuit_state' },
  { key: 'plaintiff', name: 'Plaintiff', type: 'enum', values: null, column: 'd.rm_plaintiff_name' },
  { key: 'law_firm', name: 'Law Firm', type: 'enum', values: null, column: 'f.name', onCallOnly: true },
  {
    key: 'litigation',
    name: 'Litigation',
    type: 'enum',
    values: [LITIGATION, PRE_LITIGATION],
    column: 'd.rm_lawsuit_exists',
  },
  { key: 'amount', name: 'Amount', type: 'range', kind: 'money', column: 'd.rm_lawsuit_amount_cents' },
  { key: 'offer_amount', name: 'Offer Amount', type: 'range', kind: 'money', column: 'd.rm_offer_total_cents' },
  { key: 'percentage', name: 'Percentage', type: 'range', kind: 'percent', column: 'd.rm_offer_percentage' },
  { key: 'status_date', name: 'Status Date', type: 'range', kind: 'date', column: 'd.rm_status_date' },
  {
    key: 'first_payment_date',
    name: 'First Payment',
    type: 'range',
    kind: 'date',
    column: 'd.rm_first_payment_date',
    day: true,
  },
  { key: 'payments', name: '# Pays', type: 'range', kind: 'number', column: 'd.rm_offer_payments' },
  { key: 'archived', name: 'Archived', type: 'enum', values: [ACTIVE, ARCHIVED], column: 'd.archived_by_law_firm_on' },
  { key: 'file_number', name: 'File Number', type: 'text', column: 'd.file_number' },
];

export const UNITS: Record<RangeKind, Unit | null> = {
  money: { value: '$', location: 'before' },
  percent: { value: '%', location: 'after' },
  date: { value: 'DATE', location: 'after' },
  number: null,
};

/** Sort keys (the column ids of the table) and their SQL. Blank values always sort last (see docs/api/accounts.md). */
export const SORT_COLUMNS: Readonly<Record<AccountSortKey, string>> = {
  id: 'd.id',
  customer_name: 'd.rm_customer_name',
  law_firm: 'f.name',
  birthdate: 'd.rm_birthdate',
  civil_number: 'd.rm_civil_number',
  file_number: 'd.file_number',
  lawsuit_state: 'd.rm_lawsuit_state',
  plaintiff: 'd.rm_plaintiff_name',
  amount: 'd.rm_lawsuit_amount_cents',
  status: 'd.rm_status_rank',
  status_date: 'd.rm_status_date',
  offer_amount: 'd.rm_offer_total_cents',
  payments: 'd.rm_offer_payments',
  tiers: 'd.rm_offer_tiers',
  first_payment_date: 'd.rm_first_payment_date',
  percentage: 'd.rm_offer_percentage',
};

export const DEFAULT_SORT = { sortBy: 'status_date', sortOrder: 'desc' as const };

export function filterDefsFor(isOnCallAdmin: boolean): FilterDef[] {
  return FILTER_DEFS.filter((d) => !d.onCallOnly || isOnCallAdmin);
}
