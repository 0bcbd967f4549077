import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../test/fetch-mock';
import { dataProvider, listQuery } from './dataProvider';

describe('collector dataProvider', () => {
  it('maps react-admin list parameters to the API list query', () => {
    expect(
      listQuery({
        pagination: { page: 2, perPage: 10 },
        sort: { field: 'usage_count', order: 'DESC' },
        filter: { q: ' medical ', state: 'TX', status: { from: '2026-01-01' }, empty: '' },
      }),
    ).toEqual({
      page: 2,
      per_page: 10,
      sort_by: 'usage_count',
      sort_order: 'desc',
      search: 'medical',
      'filters[state]': 'TX',
      'filters[status][from]': '2026-01-01',
    });
  });

  it('reads the list and its total from the answer', async () => {
    const { calls } = mockFetch({
      'GET /collectors/api/disclosures': () =>
        json({ success: true, disclosures: [{ id: 1, text: 'This is a communication from a debt collector.' }], pagination: { total_pages: 3, total_count: 21 } }),
    });
    const result = await dataProvider.getList('disclosures', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(result).toEqual({ data: [{ id: 1, text: 'This is a communication from a debt collector.' }], total: 21 });
    expect(calls[0]!.url).toBe('/collectors/api/disclosures?page=1&per_page=10&sort_by=id&sort_order=asc');
  });

  it('gives react-admin the status of a failed call', async () => {
    mockFetch({ 'GET /collectors/api/users': () => json({ error: 'Not authenticated' }, 401) });
    await expect(
      dataProvider.getList('users', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} }),
    ).rejects.toMatchObject({ status: 401, message: 'Not authenticated' });
  });

  it('refuses methods no resource has opted into', async () => {
    await expect(dataProvider.getOne('users', { id: 1 })).rejects.toMatchObject({ status: 405 });
  });
});
