import type { ReactNode } from 'react';
import { formatCents, formatDateOnly, formatTimestampDate } from './format';
import type { AccountRow, HistoricalOffer } from '@parley/domain/contracts/accounts';
import { paymentCount } from '@parley/domain/negotiation';

/**
 * '# Pays' of an offer: the same count the server sorts and filters by and the plan charges (tier iterations plus
 * the extra final payment when the tiers fall short of the total).
 */
export function offerPaymentCount(offer: HistoricalOffer | null | undefined): number | null {
  if (!offer) return null;
  return paymentCount({ ...offer, first_payment_date: offer.first_payment_date ?? '' });
}

export type ColumnKey =
  | 'id'
  | 'customer_name'
  | 'law_firm'
  | 'civil_number'
  | 'file_number'
  | 'birthdate'
  | 'lawsuit_state'
  | 'plaintiff'
  | 'amount'
  | 'status'
  | 'status_date'
  | 'offer_amount'
  | 'payments'
  | 'tiers'
  | 'first_payment_date'
  | 'percentage';

export interface Column {
  key: ColumnKey;
  label: string;
  /** The API's sort_by key. */
  sortKey: string;
  /** Default columns are always shown; optional ones only when chosen in the column chooser. */
  optional: boolean;
  align?: 'right';
  minWidth?: number;
  /** Lets the cell wrap (the table otherwise keeps every cell on one line). */
  wrap?: boolean;
  /** Cell content; file number and name are rendered by the table itself (editing, expanding). */
  render?: (row: AccountRow) => ReactNode;
}

/** The tier count of the latest offer, as the server sorts it: a single-payment-count offer has no tiers (0). */
export function tierCount(row: AccountRow): number | null {
  const offer = row.latest_historical_offer;
  return offer ? offer.phases.length : null;
}

export function statusColor(status: string | null): 'success' | 'secondary' | 'warning' | 'default' {
  if (status === 'Paid') return 'success';
  if (status === 'Making Payments') return 'secondary';
  // The consumer moved last: the collector has to answer.
  if (status === 'Consumer Offer' || status === 'Consumer Counteroffer') return 'warning';
  return 'default';
}

const dash = (value: ReactNode) => (value === null || value === undefined || value === '' ? '—' : value);

/** In display order. */
export const COLUMNS: readonly Column[] = [
  { key: 'customer_name', label: 'Name', sortKey: 'customer_name', optional: false, minWidth: 160 },
  { key: 'id', label: 'ID', sortKey: 'id', optional: true, render: row => row.id },
  { key: 'law_firm', label: 'Law Firm', sortKey: 'law_firm', optional: true, minWidth: 150, render: row => dash(row.law_firm_name) },
  { key: 'civil_number', label: 'Reference', sortKey: 'civil_number', optional: false, minWidth: 110, render: row => dash(row.civil_number) },
  { key: 'file_number', label: 'File Number', sortKey: 'file_number', optional: false, minWidth: 115 },
  { key: 'birthdate', label: 'Birthdate', sortKey: 'birthdate', optional: true, render: row => formatDateOnly(row.birthdate) },
  { key: 'lawsuit_state', label: 'Lawsuit State', sortKey: 'lawsuit_state', optional: true, render: row => dash(row.lawsuit_state) },
  { key: 'plaintiff', label: 'Plaintiff', sortKey: 'plaintiff', optional: true, minWidth: 160, render: row => dash(row.plaintiff_name) },
  {
    key: 'amount',
    label: 'Amount',
    sortKey: 'amount',
    optional: false,
    align: 'right',
    render: row => (row.lawsuit_amount_cents !== undefined && row.lawsuit_amount_cents !== null ? formatCents(row.lawsuit_amount_cents) : dash(row.lawsuit_amount)),
  },
  {
    key: 'status',
    label: 'Status',
    sortKey: 'status',
    optional: false,
    minWidth: 150,
    wrap: true,
    // A plain label styled by the table (AccountsTable's tableSx) as a small Chip: one element per row instead of a
    // Chip component. Long labels ('Lawyer Sent Confusing Response To Payment Details Request') wrap.
    render: row => (row.status ? <span className={`account-status account-status-${statusColor(row.status)}`}>{row.status}</span> : '—'),
  },
  { key: 'status_date', label: 'Status Date', sortKey: 'status_date', optional: false, minWidth: 110, render: row => formatTimestampDate(row.status_date) },
  {
    key: 'offer_amount',
    label: 'Offer Amount',
    sortKey: 'offer_amount',
    optional: false,
    align: 'right',
    render: row => formatCents(row.latest_historical_offer?.total_amount_cents),
  },
  { key: 'payments', label: '# Pays', sortKey: 'payments', optional: false, align: 'right', render: row => dash(offerPaymentCount(row.latest_historical_offer)) },
  { key: 'tiers', label: '# Tiers', sortKey: 'tiers', optional: true, align: 'right', render: row => dash(tierCount(row)) },
  {
    key: 'first_payment_date',
    label: 'First Payment',
    sortKey: 'first_payment_date',
    optional: false,
    minWidth: 110,
    render: row => formatDateOnly(row.latest_historical_offer?.first_payment_date),
  },
  {
    key: 'percentage',
    label: '%',
    sortKey: 'percentage',
    optional: true,
    align: 'right',
    render: row => (row.percentage === null || row.percentage === undefined ? '—' : `${row.percentage.toFixed(1)}%`),
  },
];

export const OPTIONAL_COLUMNS = COLUMNS.filter(column => column.optional);

export interface ColumnViewer {
  /** The viewer's own firm; null for on-call admins (platform staff see every firm). */
  hasLawFirm: boolean;
}

/** The optional columns a viewer starts with: staff viewing every firm need to tell accounts and firms apart. */
export function defaultOptionalColumns(viewer: ColumnViewer): ColumnKey[] {
  return viewer.hasLawFirm ? [] : ['id', 'law_firm'];
}

/** Where react-admin's store keeps a user's optional columns (its store lasts across visits, in local storage). */
export function columnsStoreKey(userId: string | number): string {
  return `preferences.accounts.columns.${userId}`;
}

/** The optional columns of a stored choice that still exist; the viewer's defaults when none (or nothing readable) is stored. */
export function chosenColumns(stored: unknown, viewer: ColumnViewer): ColumnKey[] {
  if (!Array.isArray(stored)) return defaultOptionalColumns(viewer);
  const known = new Set<string>(OPTIONAL_COLUMNS.map(c => c.key));
  return stored.filter((key): key is ColumnKey => typeof key === 'string' && known.has(key));
}

/**
 * The columns to show: the defaults plus the chosen optional ones, except that Law Firm is dropped while a
 * law-firm filter narrows the list to named firms.
 */
export function visibleColumns(chosen: readonly ColumnKey[], lawFirmFiltered: boolean): Column[] {
  return COLUMNS.filter(column => {
    if (column.key === 'law_firm' && lawFirmFiltered) return false;
    return !column.optional || chosen.includes(column.key);
  });
}
