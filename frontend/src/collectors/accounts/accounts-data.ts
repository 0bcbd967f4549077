import type { GetListParams, GetListResult } from 'react-admin';
import type { AccountRow, ApplyFiltersAnswer } from '@parley/domain/contracts/accounts';
import { accountsApi } from './accounts-api';

export const ACCOUNTS = 'accounts';

/** apply_filters answers the first `num_pages` pages of this many rows. */
export const ACCOUNTS_PAGE_SIZE = 25;

/**
 * react-admin's list parameters as an apply_filters query, in the order query-state's `apiParams` writes them:
 * num_pages, the filters, sort_by, sort_order. `q` is the search; an array is an enum filter (filters[name][]), an
 * object a range (filters[name][min|max]), anything else a text filter (filters[name]).
 */
export function accountsListQuery(params: Partial<GetListParams>): URLSearchParams {
  const out = new URLSearchParams();
  const { page, perPage } = params.pagination ?? { page: 1, perPage: ACCOUNTS_PAGE_SIZE };
  out.set('num_pages', String(Math.max(1, Math.ceil((page * perPage) / ACCOUNTS_PAGE_SIZE))));
  const { q, ...filters } = (params.filter ?? {}) as Record<string, unknown>;
  if (typeof q === 'string' && q.trim()) out.append('filters[search]', q.trim());
  for (const [name, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
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

/**
 * The accounts resource. The API has no page/per_page: apply_filters answers the first `num_pages` pages at once,
 * which is what the page's 'Load More' asks for (the page calls `page` with its own address query, see
 * AccountsLanding). getList serves react-admin's page/perPage window out of those rows, and puts the rest of the
 * answer (more_pages, the earliest first payment date) in `meta`.
 */
export const accountsData = {
  /** The page's list, as its address asks for it (query-state's apiParams), so the early request can answer it. */
  page: (query: URLSearchParams, signal?: AbortSignal): Promise<ApplyFiltersAnswer> => accountsApi.applyFilters(query, signal),

  async getList(params: GetListParams): Promise<GetListResult<AccountRow>> {
    const answer = await accountsApi.applyFilters(accountsListQuery(params), params.signal);
    const { page, perPage } = params.pagination ?? { page: 1, perPage: ACCOUNTS_PAGE_SIZE };
    const start = (page - 1) * perPage;
    return {
      data: answer.customer_info.slice(start, start + perPage),
      total: answer.total_count,
      meta: {
        more_pages: answer.more_pages,
        has_payment_details: answer.has_payment_details,
        valid_first_payment_date: answer.valid_first_payment_date,
      },
    };
  },
};
