import type { SortOrder } from '@parley/domain/contracts/accounts';

/**
 * The accounts page keeps its whole state in the address: num_pages, sort_by, sort_order and
 * filters as filters[name] (search, text filters, customer_document_id), filters[name][] (enum values, repeated)
 * or filters[name][min|max] (ranges). The address is the only source of truth, so reload, back and forward
 * simply re-read it, and the API query is the same parameters passed through.
 */

export const DEFAULT_SORT_BY = 'status_date';
export const DEFAULT_SORT_ORDER: SortOrder = 'desc';

export interface RangeValue {
  min?: string;
  max?: string;
}

export interface AccountsQuery {
  numPages: number;
  search: string;
  customerDocumentId: string | null;
  sortBy: string;
  sortOrder: SortOrder;
  enums: Record<string, string[]>;
  ranges: Record<string, RangeValue>;
  texts: Record<string, string>;
}

const FILTER_KEY = /^filters\[([^\]]+)\](?:\[([^\]]*)\])?$/;

export function parseAccountsQuery(params: URLSearchParams): AccountsQuery {
  const query: AccountsQuery = {
    numPages: 1,
    search: '',
    customerDocumentId: null,
    sortBy: DEFAULT_SORT_BY,
    sortOrder: DEFAULT_SORT_ORDER,
    enums: {},
    ranges: {},
    texts: {},
  };
  const pages = Number.parseInt(params.get('num_pages') ?? '', 10);
  if (Number.isFinite(pages) && pages > 0) query.numPages = pages;
  const sortBy = params.get('sort_by');
  if (sortBy) query.sortBy = sortBy;
  const order = params.get('sort_order');
  if (order === 'asc' || order === 'desc') query.sortOrder = order;

  for (const [key, value] of params) {
    const match = FILTER_KEY.exec(key);
    if (!match) continue;
    const [, name, sub] = match as unknown as [string, string, string | undefined];
    if (sub === undefined) {
      if (name === 'search') query.search = value;
      else if (name === 'customer_document_id') query.customerDocumentId = value || null;
      else if (value !== '') query.texts[name] = value;
    } else if (sub === '') {
      if (value !== '') (query.enums[name] ??= []).push(value);
    } else if (sub === 'min' || sub === 'max') {
      if (value !== '') (query.ranges[name] ??= {})[sub] = value;
    }
  }
  return query;
}

function removeFilter(params: URLSearchParams, name: string): void {
  for (const key of [...params.keys()]) {
    const match = FILTER_KEY.exec(key);
    if (match && match[1] === name) params.delete(key);
  }
}

/** Any filter change shows the first page again. */
function changed(params: URLSearchParams): URLSearchParams {
  params.delete('num_pages');
  return params;
}

export function withText(current: URLSearchParams, name: string, value: string): URLSearchParams {
  const next = new URLSearchParams(current);
  removeFilter(next, name);
  if (value.trim() !== '') next.set(`filters[${name}]`, value);
  return changed(next);
}

export function withEnum(current: URLSearchParams, name: string, values: string[]): URLSearchParams {
  const next = new URLSearchParams(current);
  removeFilter(next, name);
  for (const value of values) next.append(`filters[${name}][]`, value);
  return changed(next);
}

export function withRange(current: URLSearchParams, name: string, range: RangeValue): URLSearchParams {
  const next = new URLSearchParams(current);
  removeFilter(next, name);
  if (range.min !== undefined && range.min !== '') next.set(`filters[${name}][min]`, range.min);
  if (range.max !== undefined && range.max !== '') next.set(`filters[${name}][max]`, range.max);
  return changed(next);
}

/** A new sort (the table's header says which: the sorted column flips, another column starts ascending). */
export function withSort(current: URLSearchParams, sortBy: string, order: SortOrder): URLSearchParams {
  const next = new URLSearchParams(current);
  next.set('sort_by', sortBy);
  next.set('sort_order', order);
  // The loaded pages are kept: the server sorts the same first N*25 rows' worth of results.
  return next;
}

export function withMorePages(current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  next.set('num_pages', String(parseAccountsQuery(current).numPages + 1));
  return next;
}

/** True when any filter (search and single-account included) narrows the list. */
export function hasActiveFilters(query: AccountsQuery): boolean {
  return (
    query.search.trim() !== '' ||
    query.customerDocumentId !== null ||
    Object.keys(query.enums).length > 0 ||
    Object.keys(query.ranges).length > 0 ||
    Object.keys(query.texts).length > 0
  );
}

/** The API's query: the address's own parameters that the API knows, in a stable order. */
export function apiParams(current: URLSearchParams, options: { includePages: boolean }): URLSearchParams {
  const out = new URLSearchParams();
  const query = parseAccountsQuery(current);
  if (options.includePages) out.set('num_pages', String(query.numPages));
  for (const [key, value] of current) {
    if (FILTER_KEY.test(key)) out.append(key, value);
  }
  out.set('sort_by', query.sortBy);
  out.set('sort_order', query.sortOrder);
  return out;
}

/**
 * Query string with readable brackets: `filters[status][]=Paid` instead of `filters%5Bstatus%5D%5B%5D=Paid`.
 * Brackets are legal in a query, and collectors copy these addresses into e-mails.
 */
export function toQueryString(params: URLSearchParams): string {
  const parts: string[] = [];
  for (const [key, value] of params) {
    const encodedKey = encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']');
    parts.push(`${encodedKey}=${encodeURIComponent(value)}`);
  }
  return parts.join('&');
}

/** apply_filters answers the first `num_pages` pages of this many rows. */
export const ACCOUNTS_PAGE_SIZE = 25;

/** react-admin's list parameters, as the `accounts` resource's getList takes them (no react-admin import here). */
export interface AccountsListParams {
  pagination: { page: number; perPage: number };
  sort: { field: string; order: 'ASC' | 'DESC' };
  filter: Record<string, unknown>;
}

/**
 * The address as react-admin list parameters: the loaded pages as one window of num_pages × 25 rows from the
 * first (so a reload or a shared address shows every loaded page with one request), the sort, and the filters as
 * a filter object in the address's order (`q` is the search, an array an enum, an object a range).
 */
export function accountsListParams(current: URLSearchParams): AccountsListParams {
  const query = parseAccountsQuery(current);
  const filter: Record<string, unknown> = {};
  for (const [key, value] of current) {
    const match = FILTER_KEY.exec(key);
    if (!match || value === '') continue;
    const [, name, sub] = match as unknown as [string, string, string | undefined];
    if (sub === undefined) {
      filter[name === 'search' ? 'q' : name] = value;
    } else if (sub === '') {
      filter[name] = [...((filter[name] as string[] | undefined) ?? []), value];
    } else if (sub === 'min' || sub === 'max') {
      filter[name] = { ...((filter[name] as RangeValue | undefined) ?? {}), [sub]: value };
    }
  }
  return {
    pagination: { page: 1, perPage: query.numPages * ACCOUNTS_PAGE_SIZE },
    sort: { field: query.sortBy, order: query.sortOrder === 'asc' ? 'ASC' : 'DESC' },
    filter,
  };
}

/**
 * react-admin's list parameters as an apply_filters query: num_pages (enough pages of 25 to cover the asked
 * window), the filters in the filter object's order, sort_by, sort_order. `q` is the search (filters[search]); an
 * array is an enum filter (filters[name][]), an object a range (filters[name][min|max]), anything else a text
 * filter (filters[name]).
 */
export function accountsListQuery(params: Partial<AccountsListParams>): URLSearchParams {
  const out = new URLSearchParams();
  const { page, perPage } = params.pagination ?? { page: 1, perPage: ACCOUNTS_PAGE_SIZE };
  out.set('num_pages', String(Math.max(1, Math.ceil((page * perPage) / ACCOUNTS_PAGE_SIZE))));
  for (const [name, value] of Object.entries(params.filter ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (name === 'q') {
      if (typeof value === 'string' && value.trim()) out.append('filters[search]', value.trim());
    } else if (Array.isArray(value)) {
      for (const item of value) out.append(`filters[${name}][]`, String(item));
    } else if (typeof value === 'object') {
      for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
        if (inner !== undefined && inner !== null && inner !== '') out.append(`filters[${name}][${key}]`, String(inner));
      }
    } else {
      out.append(`filters[${name}]`, String(value));
    }
  }
  if (params.sort?.field) {
    out.set('sort_by', params.sort.field);
    out.set('sort_order', params.sort.order.toLowerCase());
  }
  return out;
}
