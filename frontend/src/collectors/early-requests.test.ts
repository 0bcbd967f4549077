import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../test/fetch-mock';
import { collectorSession } from '../test/sessions';
import { accountsApi } from './accounts/accounts-api';
import { accountsListParams, accountsListQuery } from './accounts/query-state';
import { collectorApi, fetchCheckAuth, forgetSession, handOverSession, type CheckAuthAnswer } from './api';
import { createAuthProvider } from './authProvider';
import { resetEarlyRequestsForTests, startPortalRequests } from './early-requests';

const LIST_URL = '/collectors/api/apply_filters?num_pages=1&sort_by=status_date&sort_order=desc';
const row = { id: 7, customer_name: 'Ada Lovelace' };

function portalFetch() {
  return mockFetch({
    'GET /collectors/api/check_auth': () => json(collectorSession()),
    'GET /collectors/api/basic_stats': () => json({ is_on_call_admin: false }),
    'GET /collectors/api/apply_filters': () => json({ customer_info: [row], total_count: 1, more_pages: false }),
  });
}

/** What the accounts page asks for its first list at this address (the accounts getList's query for its list parameters). */
const firstList = (search: string) => accountsApi.applyFilters(accountsListQuery(accountsListParams(new URLSearchParams(search))));

describe('early requests of a collector portal page', () => {
  beforeEach(() => {
    resetEarlyRequestsForTests();
    forgetSession();
  });
  afterEach(() => vi.useRealTimers());

  it('starts check_auth, basic_stats and the first list on the accounts page, and the page takes them instead of asking again', async () => {
    const { calls } = portalFetch();
    startPortalRequests({ pathname: '/collectors/accounts', search: '' });
    expect(calls.map(call => call.url)).toEqual(['/collectors/api/check_auth', '/collectors/api/basic_stats', LIST_URL]);

    const [session, stats, list] = await Promise.all([fetchCheckAuth(), collectorApi.basicStats(), firstList('')]);
    expect(session.body?.current_user.email).toBe(collectorSession().current_user.email);
    expect(stats).toEqual({ is_on_call_admin: false });
    expect(list.customer_info).toEqual([row]);
    expect(calls).toHaveLength(3);
  });

  it('asks the list the page asks for the address it was opened at (filters, sort, pages)', async () => {
    const search = '?filters[status][]=Paid&filters[amount][min]=100&sort_by=customer_name&sort_order=asc&num_pages=2';
    const { calls } = portalFetch();
    startPortalRequests({ pathname: '/collectors/accounts', search });
    await firstList(search);
    expect(calls.filter(call => call.url.startsWith('/collectors/api/apply_filters'))).toHaveLength(1);
  });

  it('hands each answer out once: a later ask reaches the server', async () => {
    const { calls } = portalFetch();
    startPortalRequests({ pathname: '/collectors/accounts', search: '' });
    await firstList('');
    await firstList('');
    expect(calls.filter(call => call.url === LIST_URL)).toHaveLength(2);
  });

  it('starts nothing on other pages, and only the session calls on other portal pages', () => {
    for (const pathname of ['/collectors', '/collectors/invite', '/users/sign_in', '/my_dashboard']) {
      resetEarlyRequestsForTests();
      const { calls } = portalFetch();
      startPortalRequests({ pathname, search: '' });
      expect(calls).toEqual([]);
    }
    resetEarlyRequestsForTests();
    const { calls } = portalFetch();
    startPortalRequests({ pathname: '/collectors/users', search: '' });
    expect(calls.map(call => call.url)).toEqual(['/collectors/api/check_auth', '/collectors/api/basic_stats']);
  });

  it('runs once per page load', () => {
    const { calls } = portalFetch();
    startPortalRequests({ pathname: '/collectors/accounts', search: '' });
    startPortalRequests({ pathname: '/collectors/accounts', search: '' });
    expect(calls).toHaveLength(3);
  });

  it('drops the early answers when the session is forgotten (no session, sign-in, sign-out)', async () => {
    const { calls } = portalFetch();
    startPortalRequests({ pathname: '/collectors/accounts', search: '' });
    forgetSession();
    await Promise.all([fetchCheckAuth(), firstList('')]);
    expect(calls.filter(call => call.url === '/collectors/api/check_auth')).toHaveLength(2);
    expect(calls.filter(call => call.url === LIST_URL)).toHaveLength(2);
  });

  it('does not use an answer started more than 30 seconds before it is asked for', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { calls } = portalFetch();
    startPortalRequests({ pathname: '/collectors/accounts', search: '' });
    vi.setSystemTime(Date.now() + 31_000);
    await firstList('');
    expect(calls.filter(call => call.url === LIST_URL)).toHaveLength(2);
  });
});

describe('the session RequireCollectorSession hands over', () => {
  beforeEach(() => {
    resetEarlyRequestsForTests();
    forgetSession();
  });

  it('answers the identity and the permissions react-admin asks as the portal mounts, once each', async () => {
    const { calls } = portalFetch();
    const authProvider = createAuthProvider(() => ({ pathname: '/collectors/accounts', search: '' }));
    handOverSession(collectorSession({ email: 'handed@demolaw.test' }) as CheckAuthAnswer);
    const [identity, permissions] = await Promise.all([authProvider.getIdentity!(), authProvider.getPermissions!({})]);
    expect(identity).toMatchObject({ email: 'handed@demolaw.test' });
    expect(permissions).toBe('admin');
    expect(calls.filter(call => call.url === '/collectors/api/check_auth')).toHaveLength(0);

    await authProvider.getIdentity!();
    expect(calls.filter(call => call.url === '/collectors/api/check_auth')).toHaveLength(1);
  });

  it('is forgotten at sign-out', async () => {
    const { calls } = mockFetch({
      'GET /collectors/api/check_auth': () => json(collectorSession()),
      'GET /collectors/api/basic_stats': () => json({ is_on_call_admin: false }),
      'DELETE /collectors/api/logout': () => json({}),
    });
    const authProvider = createAuthProvider(() => ({ pathname: '/collectors/accounts', search: '' }));
    handOverSession(collectorSession({ email: 'handed@demolaw.test' }) as CheckAuthAnswer);
    await authProvider.logout({});
    await authProvider.getIdentity!();
    expect(calls.filter(call => call.url === '/collectors/api/check_auth')).toHaveLength(1);
  });
});
