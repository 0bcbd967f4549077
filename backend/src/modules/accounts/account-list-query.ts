import { UnprocessableEntityException } from '@nestjs/common';
import type { Knex } from '@mikro-orm/postgresql';
import type { FirmScopeParams } from '../../core/database/firm-scope';
import { dollarsToCents } from '@parley/domain/money';
import {
  ACTIVE,
  ARCHIVED,
  DEFAULT_SORT,
  filterDefsFor,
  LITIGATION,
  PRE_LITIGATION,
  SORT_COLUMNS,
  type FilterDef,
} from './account-filters';
import type { ListQuery } from './dto/accounts.dto';

/**
 * Builds the accounts list's SQL from the request: the firm scope first (the one place SQL over accounts is scoped),
 * then each filter from the definitions table, then the sort. Unknown filters and malformed values answer 422.
 */

function invalid(message: string): never {
  throw new UnprocessableEntityException({ error: message, errors: [message] });
}

/** Accounts of the scope: settlement documents addressed to the user's firm (every firm for on-call admins). */
export function scopedAccounts(knex: Knex, scope: FirmScopeParams): Knex.QueryBuilder {
  const q = knex('customer_documents as d')
    .join('law_firms as f', 'f.id', 'd.law_firm_id')
    .where('d.document_name', 'solosettle');
  if (!scope.allFirms) q.where('d.law_firm_id', scope.lawFirmId);
  return q;
}

/** The scope's accounts that match the list's filters (the statement the page, the count and the export start from). */
export function filteredAccounts(
  knex: Knex,
  scope: FirmScopeParams,
  filters: ListQuery['filters'],
  isOnCallAdmin: boolean,
): Knex.QueryBuilder {
  const q = scopedAccounts(knex, scope);
  applyFilters(q, filters, isOnCallAdmin);
  return q;
}

function asList(def: FilterDef, raw: unknown): string[] {
  if (typeof raw === 'string') return [raw];
  if (Array.isArray(raw)) return raw;
  if (raw && typeof raw === 'object') return Object.values(raw as Record<string, string>);
  return invalid(`Filter ${def.name} needs a list of values`);
}

function rangeBound(def: FilterDef & { type: 'range' }, raw: string | undefined): number | Date | string | undefined {
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n) || Math.abs(n) > 1e12) invalid(`Filter ${def.name} needs numbers`);
  switch (def.kind) {
    case 'money':
      return dollarsToCents(n);
    case 'date': {
      // Epoch seconds; date-only columns compare on the UTC calendar day.
      const d = new Date(n * 1000);
      if (Number.isNaN(d.getTime())) invalid(`Filter ${def.name} needs dates in seconds since 1970`);
      return def.day ? d.toISOString().slice(0, 10) : d;
    }
    default:
      return n;
  }
}

export function applyFilters(q: Knex.QueryBuilder, filters: ListQuery['filters'], isOnCallAdmin: boolean): void {
  const defs = new Map(filterDefsFor(isOnCallAdmin).map((d) => [d.key, d]));
  let archived: string[] | null = null;
  for (const [key, raw] of Object.entries(filters)) {
    if (key === 'search') {
      if (typeof raw !== 'string') invalid('Search must be text');
      const term = raw.trim().toLowerCase();
      if (term) q.where('d.rm_search', 'like', `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      continue;
    }
    if (key === 'customer_document_id') {
      const id = Number(raw);
      if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) invalid('customer_document_id must be a number');
      q.where('d.id', id);
      continue;
    }
    const def = defs.get(key);
    if (!def) invalid(`Unknown filter: ${key}`);
    if (def.type === 'text') {
      if (typeof raw !== 'string') invalid(`Filter ${def.name} must be text`);
      const term = raw.trim();
      if (term) q.whereILike(def.column, `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    } else if (def.type === 'range') {
      if (!raw || typeof raw !== 'object' || Array.isArray(raw)) invalid(`Filter ${def.name} needs a min or a max`);
      const r = raw as Record<string, string>;
      const unknown = Object.keys(r).filter((k) => k !== 'min' && k !== 'max');
      if (unknown.length) invalid(`Filter ${def.name} accepts only min and max`);
      const min = rangeBound(def, r.min);
      const max = rangeBound(def, r.max);
      if (min !== undefined) q.where(def.column, '>=', min);
      // Both bounds are inclusive; the page sends the end of the last day for a date range's max.
      if (max !== undefined) q.where(def.column, '<=', max);
    } else {
      const values = asList(def, raw).filter((v) => v !== '');
      if (values.length === 0) continue;
      if (def.values) {
        const bad = values.find((v) => !def.values!.includes(v));
        if (bad !== undefined) invalid(`Filter ${def.name} has no value ${JSON.stringify(bad.slice(0, 60))}`);
      }
      if (def.key === 'archived') archived = values;
      else if (def.key === 'litigation') {
        const wanted = new Set(values);
        if (!(wanted.has(LITIGATION) && wanted.has(PRE_LITIGATION))) q.where(def.column, wanted.has(LITIGATION));
      } else q.whereIn(def.column, values);
    }
  }
  // Archived accounts stay out of the way unless asked for (the archived filter's 'Archived' value).
  const showArchived = archived?.includes(ARCHIVED) ?? false;
  const showActive = archived ? archived.includes(ACTIVE) : true;
  if (showArchived && !showActive) q.whereNotNull('d.archived_by_law_firm_on');
  if (!showArchived) q.whereNull('d.archived_by_law_firm_on');
}

/** Sort with blanks last in either direction, then by id so pages never overlap. */
export function applySort(q: Knex.QueryBuilder, sortBy?: string, sortOrder?: 'asc' | 'desc'): void {
  const key = sortBy ?? DEFAULT_SORT.sortBy;
  const order = sortOrder ?? (sortBy ? 'asc' : DEFAULT_SORT.sortOrder);
  // Checked by the query's schema already; an own-key lookup again here, so no caller can sort by a prototype key.
  if (!Object.hasOwn(SORT_COLUMNS, key)) invalid(`sort_by must be one of: ${Object.keys(SORT_COLUMNS).join(', ')}`);
  const column = SORT_COLUMNS[key as keyof typeof SORT_COLUMNS];
  q.orderByRaw(`${column} ${order} nulls last, d.id ${order}`);
}
