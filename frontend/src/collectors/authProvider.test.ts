import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../test/fetch-mock';
import { collectorSession } from '../test/sessions';
import { createAuthProvider } from './authProvider';
import { PermissionRefusedError } from './dataProvider';

const checkAuthAnswer = (overrides: object = {}) => collectorSession(overrides);

let page = { pathname: '/collectors/accounts', search: '' };
const authProvider = createAuthProvider(() => page);
const visit = (pathname: string, search = '') => {
  page = { pathname, search };
};

describe('collector authProvider', () => {
  it('rejects checkAuth on 401 with a redirect to /collectors that keeps the origin, without a toast', async () => {
    visit('/collectors/accounts', '?num_pages=2');
    mockFetch({ 'GET /collectors/api/check_auth': () => json({ error: 'Not authenticated' }, 401) });

    const error = await authProvider.checkAuth({}).catch((caught: unknown) => caught);
    expect(error).toEqual({
      redirectTo: `/collectors?redirect_to=${encodeURIComponent('/collectors/accounts?num_pages=2')}`,
      message: false,
    });
  });

  it('rejects checkAuth for a consumer session (check_auth answering 403)', async () => {
    visit('/collectors/accounts');
    mockFetch({ 'GET /collectors/api/check_auth': () => json({ error: 'Forbidden' }, 403) });
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: expect.stringMatching(/^\/collectors\?/) });
  });

  it('accepts a collector session', async () => {
    mockFetch({ 'GET /collectors/api/check_auth': () => json(checkAuthAnswer()) });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('builds the identity from check_auth and basic_stats, sharing one check_auth request', async () => {
    const { calls } = mockFetch({
      'GET /collectors/api/check_auth': () => json(checkAuthAnswer({ email: 'oncall@parley.test', law_firm: null })),
      'GET /collectors/api/basic_stats': () => json({ is_on_call_admin: true }),
    });
    const [identity, permissions] = await Promise.all([authProvider.getIdentity!(), authProvider.getPermissions!({})]);
    expect(identity).toMatchObject({
      email: 'oncall@parley.test',
      scope: 'admin',
      lawFirm: null,
      isOnCallAdmin: true,
      canViewFullSsn: true,
    });
    expect(permissions).toBe('admin');
    expect(calls.filter(call => call.url === '/collectors/api/check_auth')).toHaveLength(1);
  });

  it('treats 401 and 403 from API calls as signed out, other errors as page errors', async () => {
    visit('/collectors/accounts');
    await expect(authProvider.checkError({ status: 401 })).rejects.toMatchObject({ message: false });
    await expect(authProvider.checkError({ status: 403 })).rejects.toMatchObject({ message: false });
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
  });

  it('keeps the session when a 403 refuses one permission (the full SSN), not the session', async () => {
    visit('/collectors/accounts');
    const refusal = new PermissionRefusedError('You do not have permission to view full Social Security numbers.', null);
    await expect(authProvider.checkError(refusal)).resolves.toBeUndefined();
  });

  it('signs out on the server and still redirects when that call fails', async () => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
    const { calls } = mockFetch({ 'DELETE /collectors/api/logout': () => json({ error: 'boom' }, 500) });
    visit('/collectors/accounts');
    await expect(authProvider.logout({})).resolves.toBe(
      `/collectors?redirect_to=${encodeURIComponent('/collectors/accounts')}`,
    );
    expect(calls.map(call => `${call.method} ${call.url}`)).toEqual(['DELETE /collectors/api/logout']);
  });
});
