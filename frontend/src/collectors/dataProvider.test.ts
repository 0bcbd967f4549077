import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, networkDown } from '../test/fetch-mock';
import { failureMessage, isConflict } from './accounts/panels/negotiation-api';
import { accountsListParams, apiParams } from './accounts/query-state';
import { accountRow, FILTERS, listAnswer, METRICS, planAnswer, rows } from './accounts/test-fixtures';
import { dataProvider, listQuery, PermissionRefusedError } from './dataProvider';
import { firstListUrl, resetEarlyRequestsForTests, startPortalRequests } from './early-requests';

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

  it('negotiation: reads the current action, the last payment and the row, and sends the commands', async () => {
    const current = { current_action: { type: 'accept_or_counteroffer', params: {} }, valid_first_payment_date: '2026-11-26' };
    const row = accountRow();
    const { calls } = mockFetch({
      'GET /collectors/api/get_current_action': () => json(current),
      'POST /collectors/api/determine_offer_last_payment': () => json({ success: true, has_extra_tier: false, last_payment_amount_cents: 5000 }),
      'GET /collectors/api/apply_filters': () => json(listAnswer([row])),
      'POST /collectors/api/accept_offer': () => json({ success: true }),
      'POST /collectors/api/create_counteroffer': () => json({ success: true, offer_index: 0, errors: [] }),
      'POST /collectors/api/update_payment_details': () => json({ success: true }),
      'POST /collectors/api/upload_settlement_agreement': () => json({ success: true }),
      'POST /collectors/api/upload_debt_verification': () => json({ success: true }),
    });
    const bodyOf = (path: string) => calls.find(c => c.url.split('?')[0] === `/collectors/api/${path}`)!.body;

    expect(await dataProvider.getCurrentAction({ customer_document_id: 101 })).toEqual(current);
    expect(calls[0]!.url).toBe('/collectors/api/get_current_action?customer_document_id=101');

    const offer = { total_amount: '2000.00', first_payment_date: '2026-12-01', payments: 4 };
    expect((await dataProvider.getOfferLastPayment({ customer_document_id: 101, offer })).last_payment_amount_cents).toBe(5000);
    expect(bodyOf('determine_offer_last_payment')).toEqual({ customer_document_id: 101, ...offer });

    expect(await dataProvider.getAccountRow({ customer_document_id: 101 })).toEqual(row);
    expect(calls.find(c => c.url.startsWith('/collectors/api/apply_filters'))!.url).toBe(
      '/collectors/api/apply_filters?filters%5Bcustomer_document_id%5D=101&filters%5Barchived%5D%5B%5D=Active&filters%5Barchived%5D%5B%5D=Archived',
    );

    const shown = { total_amount_cents: 200000, payments: 4, first_payment_date: '2026-12-01', phases: [] };
    expect(await dataProvider.acceptOffer({ customer_document_id: 101, disclosures: ['A line'], offer: shown })).toEqual({ success: true });
    expect(bodyOf('accept_offer')).toEqual({ customer_document_id: 101, disclosures: ['A line'], offer: shown });

    const payload = {
      customer_document_id: 101,
      offers: [{ customer_document_id: 101, total_amount: '1500.00', first_payment_date: '2026-12-01', payments: 3, phases: [] }],
      disclosures: ['A line'],
    };
    expect((await dataProvider.createCounteroffer(payload)).offer_index).toBe(0);
    expect(bodyOf('create_counteroffer')).toEqual(payload);

    const details = { file_number: 'F-1', payee: 'Demo Law Group', recipient: 'Jane Clerk', mailing_address: '1 Main St, Austin TX' };
    expect(await dataProvider.updatePaymentDetails({ customer_document_id: 101, ...details })).toEqual({ success: true });
    expect(bodyOf('update_payment_details')).toEqual({ customer_document_id: 101, ...details });

    const pdf = new File(['%PDF-1.4'], 'agreement.pdf', { type: 'application/pdf' });
    await dataProvider.uploadSettlementAgreement({ customer_document_id: 101, files: [pdf], disclosures: ['A line'] });
    const form = bodyOf('upload_settlement_agreement') as FormData;
    expect(form.get('customer_document_id')).toBe('101');
    expect(form.getAll('disclosures[]')).toEqual(['A line']);
    expect((form.getAll('files[]') as File[]).map(f => f.name)).toEqual(['agreement.pdf']);
    await dataProvider.uploadDebtVerification({ customer_document_id: 101, files: [pdf], disclosures: [] });
    expect((bodyOf('upload_debt_verification') as FormData).get('customer_document_id')).toBe('101');
  });

  it('negotiation: a refused command surfaces the API\'s message and status, and a 409 reads as a conflict', async () => {
    const conflict = { success: false, error: 'This account was just updated by someone else. Reload it to see its current state.' };
    mockFetch({
      'POST /collectors/api/accept_offer': () => json(conflict, 409),
      'POST /collectors/api/create_counteroffer': () => json({ success: false, errors: ['Offer 1 is invalid: the first payment date is too soon'] }, 422),
      'POST /collectors/api/update_payment_details': networkDown,
    });
    const accepted = dataProvider.acceptOffer({ customer_document_id: 101, disclosures: [] });
    await expect(accepted).rejects.toMatchObject({ status: 409, message: conflict.error, body: conflict });
    const error = await accepted.catch((e: unknown) => e);
    expect(isConflict(error)).toBe(true);
    expect(failureMessage(error, 'Error processing request')).toBe(conflict.error);

    const countered = await dataProvider.createCounteroffer({ customer_document_id: 101, offers: [], disclosures: [] }).catch((e: unknown) => e);
    expect(countered).toMatchObject({ status: 422, message: 'Offer 1 is invalid: the first payment date is too soon' });
    expect(isConflict(countered)).toBe(false);

    const details = { file_number: 'F-1', payee: 'P', recipient: 'R', mailing_address: 'A' };
    const down = await dataProvider.updatePaymentDetails({ customer_document_id: 101, ...details }).catch((e: unknown) => e);
    expect(down).toMatchObject({ status: 0 });
    expect(failureMessage(down, 'Error processing request')).toBe('An error occurred while processing your request');
  });
});

describe('collector dataProvider: the accounts page', () => {
  const API = '/collectors/api';
  /** The apply_filters query a call asked, as [key, value] pairs in order. */
  const queryOf = (url: string) => [...new URL(url, 'http://x').searchParams];

  beforeEach(() => resetEarlyRequestsForTests());

  it('accounts getList: react-admin parameters as an apply_filters query, the page window served from num_pages', async () => {
    const { calls } = mockFetch({ [`GET ${API}/apply_filters`]: () => json(listAnswer(rows(30), 42, true)) });
    const result = await dataProvider.getList('accounts', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'amount', order: 'ASC' },
      filter: { q: ' maria ', status: ['Paid', 'Making Payments'], amount: { min: '100', max: '' }, file_number: 'F-1', empty: '' },
    });
    expect(queryOf(calls[0]!.url)).toEqual([
      ['num_pages', '1'],
      ['filters[search]', 'maria'],
      ['filters[status][]', 'Paid'],
      ['filters[status][]', 'Making Payments'],
      ['filters[amount][min]', '100'],
      ['filters[file_number]', 'F-1'],
      ['sort_by', 'amount'],
      ['sort_order', 'asc'],
    ]);
    expect(result.data.map(row => row.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(result.total).toBe(42);
    expect(result.meta).toEqual({ more_pages: true, has_payment_details: true, valid_first_payment_date: '2026-11-26' });

    // Rows past the first page of 25 ask for as many pages as they need.
    await dataProvider.getList('accounts', { pagination: { page: 3, perPage: 20 }, sort: { field: 'status_date', order: 'DESC' }, filter: {} });
    expect(new URL(calls[1]!.url, 'http://x').searchParams.get('num_pages')).toBe('3');
  });

  it('accounts getList: the default list is the very query the page asks for its bare address', async () => {
    const { calls } = mockFetch({ [`GET ${API}/apply_filters`]: () => json(listAnswer(rows(3))) });
    await dataProvider.getList('accounts', { pagination: { page: 1, perPage: 25 }, sort: { field: 'status_date', order: 'DESC' }, filter: {} });
    expect(calls[0]!.url).toBe(firstListUrl(''));
  });

  it("accounts getList with the page's list parameters asks apply_filters with every loaded page at once and passes the abort signal on", async () => {
    const search = '?filters[status][]=Paid&num_pages=2&sort_by=amount&sort_order=asc&filters[search]=gonz&filters[amount][min]=100';
    const { calls } = mockFetch({
      [`GET ${API}/apply_filters`]: ({ signal }) =>
        new Promise<Response>((resolve, reject) => {
          if (!signal) return resolve(json(listAnswer(rows(2))));
          signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        }),
    });
    const params = accountsListParams(new URLSearchParams(search));
    expect((await dataProvider.getList('accounts', params)).data).toHaveLength(2);
    expect(calls[0]!.url).toBe(firstListUrl(search));
    // The same parameters the address holds: 'Load More' is num_pages, the first N pages at once.
    expect([...new URL(calls[0]!.url, 'http://x').searchParams].sort()).toEqual(
      [...apiParams(new URLSearchParams(search), { includePages: true })].sort(),
    );

    const controller = new AbortController();
    const superseded = dataProvider.getList('accounts', { ...params, signal: controller.signal });
    controller.abort();
    await expect(superseded).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('accounts getList takes the answer the early request started, once; the next ask reaches the server', async () => {
    const search = '?filters[status][]=Paid&sort_by=customer_name&sort_order=asc';
    let asked = 0;
    const { calls } = mockFetch({
      [`GET ${API}/check_auth`]: () => json({}),
      [`GET ${API}/basic_stats`]: () => json({ is_on_call_admin: false }),
      [`GET ${API}/apply_filters`]: () => json(listAnswer(rows(1), ++asked)),
    });
    startPortalRequests({ pathname: '/collectors/accounts', search });
    const listCalls = () => calls.filter(call => call.url.startsWith(`${API}/apply_filters`));
    expect(listCalls()).toHaveLength(1);

    const params = () => accountsListParams(new URLSearchParams(search));
    expect((await dataProvider.getList('accounts', params())).total).toBe(1);
    expect(listCalls()).toHaveLength(1);
    expect((await dataProvider.getList('accounts', params())).total).toBe(2);
    expect(listCalls()).toHaveLength(2);
  });

  it('an early answer that failed surfaces as the API error, with its message', async () => {
    mockFetch({
      [`GET ${API}/check_auth`]: () => json({}),
      [`GET ${API}/basic_stats`]: () => json({ is_on_call_admin: false }),
      [`GET ${API}/apply_filters`]: () => json({ error: 'Invalid filter: amount' }, 422),
    });
    startPortalRequests({ pathname: '/collectors/accounts', search: '' });
    await expect(dataProvider.getList('accounts', accountsListParams(new URLSearchParams('')))).rejects.toMatchObject({
      status: 422,
      message: 'Invalid filter: amount',
    });
  });

  it("reads the filter values and the metrics, and sends the page's commands", async () => {
    const started = { id: 'e1', kind: 'accounts', status: 'pending' };
    const { calls } = mockFetch({
      [`GET ${API}/filter_values`]: () => json({ filters: FILTERS }),
      [`GET ${API}/calculate_collector_metrics`]: () => json({ metrics: METRICS }),
      [`POST ${API}/reveal_ssn`]: () => json({ social_security_number: '123451234' }),
      [`POST ${API}/archive_document`]: () => json({ customer_document: { id: 101, archived_by_law_firm_on: '2026-11-23T10:00:00.000Z' } }),
      [`POST ${API}/unarchive_document`]: () => json({ customer_document: { id: 101, archived_by_law_firm_on: null } }),
      [`POST ${API}/update_file_number`]: () => json({ file_number: 'F-2002' }),
      [`POST ${API}/export_accounts`]: () => json(started, 202),
      [`GET ${API}/exports/e1`]: () => json({ ...started, status: 'running' }),
      [`POST ${API}/export_activity_log`]: () => json({ ...started, kind: 'activity_log' }, 202),
      [`GET ${API}/activity_log`]: () =>
        new Response('Payment History\n', { headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="activity_log_101.csv"' } }),
      [`POST ${API}/settlement_agreement`]: () =>
        new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="agreement_101.pdf"' } }),
      [`GET ${API}/payment_plan_summary`]: () => json(planAnswer({ pending: true })),
    });
    const bodyOf = (path: string) => calls.find(c => c.url.split('?')[0] === `${API}/${path}`)!.body;

    expect(await dataProvider.getAccountFilterValues()).toEqual({ filters: FILTERS });
    expect(await dataProvider.getAccountMetrics()).toEqual(METRICS);
    expect(await dataProvider.revealAccountSsn({ customer_document_id: 101 })).toEqual({ social_security_number: '123451234' });
    expect(bodyOf('reveal_ssn')).toEqual({ customer_document_id: 101 });
    expect((await dataProvider.archiveAccount({ customer_document_id: 101 })).customer_document?.archived_by_law_firm_on).toBe('2026-11-23T10:00:00.000Z');
    expect(bodyOf('archive_document')).toEqual({ customer_document_id: 101 });
    expect((await dataProvider.unarchiveAccount({ customer_document_id: 101 })).customer_document?.archived_by_law_firm_on).toBeNull();
    expect(await dataProvider.updateAccountFileNumber({ customer_document_id: 101, file_number: 'F-2002' })).toEqual({ file_number: 'F-2002' });
    expect(bodyOf('update_file_number')).toEqual({ customer_document_id: 101, file_number: 'F-2002' });

    const query = apiParams(new URLSearchParams('num_pages=3&filters[status][]=Paid'), { includePages: false });
    expect(await dataProvider.exportAccounts({ query })).toEqual(started);
    expect(queryOf(calls.find(c => c.url.startsWith(`${API}/export_accounts`))!.url)).toEqual([
      ['filters[status][]', 'Paid'],
      ['sort_by', 'status_date'],
      ['sort_order', 'desc'],
    ]);
    expect(await dataProvider.getExportStatus({ id: 'e1' })).toMatchObject({ status: 'running' });
    expect(await dataProvider.exportAccountActivityLog({ customer_document_id: 101 })).toMatchObject({ kind: 'activity_log' });
    expect(bodyOf('export_activity_log')).toEqual({ customer_document_id: 101 });

    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:history'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    expect(await dataProvider.downloadAccountActivityLog({ customer_document_id: 101 })).toBe('activity_log_101.csv');
    expect(click).toHaveBeenCalledOnce();
    expect(await dataProvider.downloadAccountDocument({ customer_document_id: 101, link: 'settlement_agreement' })).toBe('agreement_101.pdf');
    expect(bodyOf('settlement_agreement')).toEqual({ customer_document_id: 101 });
    click.mockRestore();

    expect(await dataProvider.getPaymentPlanSummary({ customer_document_id: 101 })).toEqual(planAnswer({ pending: true }));
    expect(calls.find(c => c.url.startsWith(`${API}/payment_plan_summary`))!.url).toBe(`${API}/payment_plan_summary?customer_document_id=101`);
  });

  it("a refused command surfaces the API's message and status; only the full-SSN refusal leaves the session standing", async () => {
    const ssnRefused = 'You do not have permission to view full Social Security numbers.';
    mockFetch({
      [`POST ${API}/reveal_ssn`]: () => json({ error: ssnRefused }, 403),
      [`POST ${API}/archive_document`]: () => json({ error: 'Forbidden' }, 403),
      [`POST ${API}/export_accounts`]: () => json({ error: 'No data to export' }, 422),
      [`GET ${API}/calculate_collector_metrics`]: networkDown,
      [`GET ${API}/exports/gone`]: () => json({ error: 'Export not found' }, 404),
    });
    const reveal = await dataProvider.revealAccountSsn({ customer_document_id: 101 }).catch((e: unknown) => e);
    expect(reveal).toBeInstanceOf(PermissionRefusedError);
    expect(reveal).toMatchObject({ status: 403, message: ssnRefused, sessionStands: true });

    const archive = await dataProvider.archiveAccount({ customer_document_id: 101 }).catch((e: unknown) => e);
    expect(archive).toMatchObject({ status: 403, message: 'Forbidden' });
    expect(archive).not.toBeInstanceOf(PermissionRefusedError);

    await expect(dataProvider.exportAccounts({ query: new URLSearchParams() })).rejects.toMatchObject({ status: 422, message: 'No data to export' });
    await expect(dataProvider.getExportStatus({ id: 'gone' })).rejects.toMatchObject({ status: 404, message: 'Export not found' });
    await expect(dataProvider.getAccountMetrics()).rejects.toMatchObject({ status: 0 });
  });
});
