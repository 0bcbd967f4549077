import { describe, expect, it } from 'vitest';
import {
  accountsListParams,
  accountsListQuery,
  apiParams,
  hasActiveFilters,
  parseAccountsQuery,
  toQueryString,
  withEnum,
  withMorePages,
  withRange,
  withSort,
  withText,
} from './query-state';

const p = (qs: string) => new URLSearchParams(qs);

describe('accounts query state', () => {
  it('reads num_pages, sort and every filter shape from the address', () => {
    const query = parseAccountsQuery(
      p('num_pages=3&sort_by=amount&sort_order=asc&filters[search]=gonz&filters[customer_document_id]=42&filters[status][]=Paid&filters[status][]=Consumer Offer&filters[amount][min]=100&filters[amount][max]=900&filters[file_number]=F-1'),
    );
    expect(query).toEqual({
      numPages: 3,
      search: 'gonz',
      customerDocumentId: '42',
      sortBy: 'amount',
      sortOrder: 'asc',
      enums: { status: ['Paid', 'Consumer Offer'] },
      ranges: { amount: { min: '100', max: '900' } },
      texts: { file_number: 'F-1' },
    });
  });

  it('defaults to page 1 sorted by status date, newest first, and ignores nonsense', () => {
    expect(parseAccountsQuery(p('num_pages=-2&sort_order=sideways'))).toMatchObject({ numPages: 1, sortBy: 'status_date', sortOrder: 'desc' });
  });

  it('returns to the first page on any filter change', () => {
    const start = p('num_pages=4&sort_by=amount&sort_order=asc');
    expect(withText(start, 'search', 'smith').toString()).toBe(p('sort_by=amount&sort_order=asc&filters[search]=smith').toString());
    expect(withEnum(start, 'status', ['Paid']).get('num_pages')).toBeNull();
    expect(withRange(start, 'amount', { min: '5' }).get('num_pages')).toBeNull();
  });

  it('replaces a filter as a whole and drops it when emptied', () => {
    const start = p('filters[status][]=Paid&filters[amount][min]=1&filters[amount][max]=9');
    expect(withEnum(start, 'status', ['Consumer Offer']).getAll('filters[status][]')).toEqual(['Consumer Offer']);
    expect(withEnum(start, 'status', []).has('filters[status][]')).toBe(false);
    const range = withRange(start, 'amount', { max: '50' });
    expect(range.get('filters[amount][min]')).toBeNull();
    expect(range.get('filters[amount][max]')).toBe('50');
    expect(withText(p('filters[search]=x'), 'search', '  ').has('filters[search]')).toBe(false);
  });

  it('sets the sort and keeps the loaded pages and the filters', () => {
    const sorted = withSort(p('num_pages=2&filters[status][]=Paid&sort_by=amount&sort_order=asc'), 'customer_name', 'desc');
    expect(toQueryString(sorted)).toBe('num_pages=2&filters[status][]=Paid&sort_by=customer_name&sort_order=desc');
  });

  it("'Load More' adds one page", () => {
    expect(withMorePages(p('')).get('num_pages')).toBe('2');
    expect(withMorePages(p('num_pages=2')).get('num_pages')).toBe('3');
  });

  it('passes the filters through to the API with the sort, with or without num_pages', () => {
    const address = p('num_pages=2&filters[status][]=Paid&filters[search]=ann&utm_source=mail');
    expect(apiParams(address, { includePages: true }).toString()).toBe(
      p('num_pages=2&filters[status][]=Paid&filters[search]=ann&sort_by=status_date&sort_order=desc').toString(),
    );
    expect(apiParams(address, { includePages: false }).has('num_pages')).toBe(false);
  });

  it('writes readable brackets into the address', () => {
    expect(toQueryString(p('filters[status][]=Consumer Offer&num_pages=2'))).toBe('filters[status][]=Consumer%20Offer&num_pages=2');
  });

  it('knows when anything narrows the list', () => {
    expect(hasActiveFilters(parseAccountsQuery(p('num_pages=2&sort_by=amount')))).toBe(false);
    expect(hasActiveFilters(parseAccountsQuery(p('filters[customer_document_id]=5')))).toBe(true);
  });
});

describe('the address as react-admin list parameters', () => {
  it('asks every loaded page from the first, with the sort and the filters as a filter object', () => {
    const address = new URLSearchParams(
      'num_pages=3&filters[search]=gonz&filters[status][]=Paid&filters[status][]=Making Payments&filters[amount][min]=100&filters[amount][max]=900&filters[plaintiff]=Acme&sort_by=amount&sort_order=asc',
    );
    expect(accountsListParams(address)).toEqual({
      pagination: { page: 1, perPage: 75 },
      sort: { field: 'amount', order: 'ASC' },
      filter: { q: 'gonz', status: ['Paid', 'Making Payments'], amount: { min: '100', max: '900' }, plaintiff: 'Acme' },
    });
    // Back to the apply_filters query: the address's own parameters, num_pages included.
    expect(accountsListQuery(accountsListParams(address)).toString()).toBe(apiParams(address, { includePages: true }).toString());
  });

  it('defaults to one page sorted by status date, newest first', () => {
    expect(accountsListParams(new URLSearchParams(''))).toEqual({
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'status_date', order: 'DESC' },
      filter: {},
    });
  });
});
