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

  it('disclosures: the API pagination (page, per_page, sort, search) and the total from pagination.total_count', async () => {
    const { calls } = mockFetch({
      'GET /collectors/api/disclosures': () => json({ success: true, disclosures: [{ id: 'd1', text: 'A', usage_count: 3, client: null, state: 'TX' }], pagination: { total_pages: 5, total_count: 41 } }),
    });
    const result = await dataProvider.getList('disclosures', { pagination: { page: 5, perPage: 10 }, sort: { field: 'usage_count', order: 'DESC' }, filter: { q: 'debt collector' } });
    expect(result.total).toBe(41);
    expect(calls[0]!.url).toBe('/collectors/api/disclosures?page=5&per_page=10&sort_by=usage_count&sort_order=desc&search=debt+collector');
    await expect(dataProvider.create('disclosures', { data: { text: 'x' } })).rejects.toMatchObject({ status: 405 });
  });

  it('notification_policies: list, create and delete over the policy calls, and the form options', async () => {
    const policy = { id: 4, email_type: 'make_offer', email_type_label: 'Consumer makes an offer', state: 'TX', states: ['TX'], states_label: 'TX', addresses: 'a@f.test', emails: ['a@f.test'] };
    const { calls } = mockFetch({
      'GET /collectors/api/get_notification_policies': () => json({ policies: [policy] }),
      'POST /collectors/api/add_notification_policy': () => json({ policy }),
      'DELETE /collectors/api/notification_policies/4': () => json({ success: true }),
      'GET /collectors/api/get_notification_policy_actions': () => json({ actions: [{ value: '*', label: 'All events' }] }),
      'GET /collectors/api/get_notification_policy_states': () => json({ states: [{ value: 'TX', label: 'TX' }] }),
    });
    const list = await dataProvider.getList('notification_policies', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(list).toEqual({ data: [policy], total: 1 });
    const data = { email_type: 'make_offer', state: ['TX'], emails: ['a@f.test'] };
    expect(await dataProvider.create('notification_policies', { data })).toEqual({ data: policy });
    expect(calls.find(c => c.method === 'POST')!.body).toEqual(data);
    expect(await dataProvider.delete('notification_policies', { id: 4, previousData: policy })).toEqual({ data: policy });
    expect(calls.filter(c => c.method === 'DELETE').map(c => c.url)).toEqual(['/collectors/api/notification_policies/4']);
    expect(await dataProvider.getNotificationPolicyOptions()).toEqual({ actions: [{ value: '*', label: 'All events' }], states: [{ value: 'TX', label: 'TX' }] });
    await expect(dataProvider.update('notification_policies', { id: 4, data: {}, previousData: policy })).rejects.toMatchObject({ status: 405 });
  });

  it('notification_policies: a refused delete reaches react-admin with its status', async () => {
    mockFetch({ 'DELETE /collectors/api/notification_policies/9': () => json({ error: 'Policy not found' }, 404) });
    await expect(dataProvider.delete('notification_policies', { id: 9 })).rejects.toMatchObject({ status: 404, message: 'Policy not found' });
  });

  it('payout: reads the firm\'s configuration, saves the mailed-check address as an update, and sends its commands', async () => {
    const firm = { id: 1, name: 'Demo Law Group', payee: null, digital_check_approved: true, bank_account: null };
    const { calls } = mockFetch({
      'GET /collectors/api/get_law_firm': () => json({ law_firm: firm }),
      'POST /collectors/api/update_firm_payment_details': () => json({ message: 'Payment details updated successfully!' }),
      'POST /collectors/api/remove_firm_payment_details': () => json({ message: 'Payment details removed' }),
      'POST /collectors/api/digital_check_email': () => json({ message: 'Payee, email and payment preferences updated successfully!' }),
      'POST /collectors/api/bank_account': () => json({ success: true, message: 'Bank account and email set up successfully!' }),
      'POST /collectors/api/remove_bank_account': () => json({ message: 'Bank account removed successfully. Future payments will be sent as mailed checks.' }),
    });
    expect(await dataProvider.getOne('payout', { id: 'current' })).toEqual({ data: firm });

    const check = { payee: 'Demo Law Group', mailing_name: '', mailing_street: '1 Main St', mailing_city: 'Austin', mailing_state: 'TX', mailing_zip: '78701' };
    const updated = await dataProvider.update('payout', { id: 1, data: { ...check, digital_check_approved: false, name: 'not sent' }, previousData: firm });
    expect(updated).toEqual({ data: { ...firm, ...check, digital_check_approved: false }, meta: { message: 'Payment details updated successfully!' } });
    expect(calls.find(c => c.url.endsWith('/update_firm_payment_details'))!.body).toEqual({ law_firm: { ...check, digital_check_approved: false } });

    expect(await dataProvider.removePayoutCheckDetails()).toEqual({ message: 'Payment details removed' });
    expect(await dataProvider.updatePayoutDigitalCheckEmail({ email: 'pay@demolaw.test', digital_check_approved: true, payee: 'Demo Law Group' })).toEqual({
      message: 'Payee, email and payment preferences updated successfully!',
    });
    expect(calls.find(c => c.url.endsWith('/digital_check_email'))!.body).toEqual({ email: 'pay@demolaw.test', digital_check_approved: true, payee: 'Demo Law Group' });
    const bank = { email: 'pay@demolaw.test', payee: 'Demo Law Group', routing_number: '021000021', account_number: '000123456789', account_type: 'CHECKING' as const, account_name: 'Demo' };
    expect((await dataProvider.connectPayoutBank(bank)).message).toBe('Bank account and email set up successfully!');
    expect(calls.find(c => c.url.endsWith('/bank_account'))!.body).toEqual(bank);
    expect((await dataProvider.removePayoutBank()).message).toBe('Bank account removed successfully. Future payments will be sent as mailed checks.');
    await expect(dataProvider.delete('payout', { id: 1, previousData: firm })).rejects.toMatchObject({ status: 405 });
  });

  it('payout: a refused command reaches the page with the API\'s status, message and body', async () => {
    const body = { errors: ['Please enter a valid routing number'] };
    mockFetch({ 'POST /collectors/api/bank_account': () => json(body, 422) });
    const bank = { email: 'a@b.test', payee: 'P', routing_number: '123456789', account_number: '12345678', account_type: 'CHECKING' as const, account_name: 'N' };
    await expect(dataProvider.connectPayoutBank(bank)).rejects.toMatchObject({ status: 422, message: 'Please enter a valid routing number', body });
  });
});
