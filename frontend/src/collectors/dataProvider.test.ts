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

  it('reads payouts with their total at the top, asks for what meta.query names, and reads one payout', async () => {
    const { calls } = mockFetch({
      'GET /collectors/api/payouts': () => json({ payouts: [{ id: 5, amount_cents: 27000 }], total_count: 31 }),
      'GET /collectors/api/payouts/5': () => json({ payout: { id: 5, amount_cents: 27000, payments: [] } }),
      'GET /collectors/api/payouts/monthly': () => json({ months: [{ month: '2026-11', paid_cents: 100, in_transit_cents: 0 }] }),
      'GET /collectors/api/payouts/reconciliation': () => json({ received_cents: 1, balanced: true }),
    });
    const list = await dataProvider.getList('payouts', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'initiated_at', order: 'DESC' },
      filter: { status: 'paid', month: '2026-11' },
      meta: { query: { include_payments: false } },
    });
    expect(list).toEqual({ data: [{ id: 5, amount_cents: 27000 }], total: 31 });
    expect(calls[0]!.url).toBe(
      '/collectors/api/payouts?page=2&per_page=25&sort_by=initiated_at&sort_order=desc&filters%5Bstatus%5D=paid&filters%5Bmonth%5D=2026-11&include_payments=false',
    );
    expect(await dataProvider.getOne('payouts', { id: 5 })).toEqual({ data: { id: 5, amount_cents: 27000, payments: [] } });
    expect(await dataProvider.getPayoutMonths({ law_firm_id: 3 })).toEqual([{ month: '2026-11', paid_cents: 100, in_transit_cents: 0 }]);
    expect(calls[2]!.url).toBe('/collectors/api/payouts/monthly?law_firm_id=3');
    expect(await dataProvider.getReconciliation({ from: '2026-11-01', to: '2026-11-30' })).toEqual({ received_cents: 1, balanced: true });
    expect(calls[3]!.url).toBe('/collectors/api/payouts/reconciliation?from=2026-11-01&to=2026-11-30');
  });
});
