import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../test/fetch-mock';
import { SIGN_IN_MESSAGES } from '../shared/messages';
import { dataProvider } from './dataProvider';

// The users resource's methods are a module of their own, loaded with the first call; here that module never
// arrives (as when the network drops between the page's load and the call).
vi.mock('./users/users-data', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('collector dataProvider: methods that load with their first call', () => {
  const params = { pagination: { page: 1, perPage: 25 }, sort: { field: 'email', order: 'ASC' as const }, filter: {} };

  it("answers a module that failed to load as the network error react-admin shows, not the loader's own error", async () => {
    await expect(dataProvider.getList('users', params)).rejects.toMatchObject({
      status: 0,
      message: SIGN_IN_MESSAGES.network,
    });
    await expect(dataProvider.rotateUsersAuthToken()).rejects.toMatchObject({
      status: 0,
      message: SIGN_IN_MESSAGES.network,
    });
  });

  it('still reaches the resources whose modules load', async () => {
    const { calls } = mockFetch({
      'GET /collectors/api/get_notification_policies': () => json({ policies: [] }),
    });
    await expect(
      dataProvider.getList('notification_policies', { ...params, sort: { field: 'id', order: 'ASC' } }),
    ).resolves.toMatchObject({ data: [] });
    expect(calls).toHaveLength(1);
  });
});
