import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { collectorSession } from '../../test/sessions';
import { theme } from '../../shared/theme';
import { createAuthProvider } from '../authProvider';
import { dataProvider } from '../dataProvider';
import { USERS_ADMIN_ONLY, UsersList } from './UsersList';

/** The Users page behind the portal's own authProvider, as the router mounts it. */
function renderUsers() {
  const authProvider = createAuthProvider(() => ({ pathname: '/collectors/users', search: '' }));
  return render(
    <MemoryRouter initialEntries={['/collectors/users']}>
      <AdminContext authProvider={authProvider} dataProvider={dataProvider} store={memoryStore()} theme={theme}>
        <UsersList />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('users resource permissions', () => {
  it('a non-admin gets the explanation and a way back, never the table, the add-user form or a users request', async () => {
    const { calls } = mockFetch({
      'GET /collectors/api/check_auth': () => json(collectorSession({ email: 'agent@demolaw.test' }, 'user')),
      'GET /collectors/api/basic_stats': () => json({ is_on_call_admin: false }),
      'GET /collectors/api/users': () => json({ error: 'Forbidden' }, 403),
    });
    renderUsers();
    expect(await screen.findByText(USERS_ADMIN_ONLY)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accounts' })).toHaveAttribute('href', '/collectors/accounts');
    expect(screen.queryByRole('form', { name: 'Add user' })).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch users')).not.toBeInTheDocument();
    expect(calls.filter(c => c.url.startsWith('/collectors/api/users'))).toHaveLength(0);
  });

  it('an admin gets the page', async () => {
    mockFetch({
      'GET /collectors/api/check_auth': () => json(collectorSession({}, 'admin')),
      'GET /collectors/api/basic_stats': () => json({ is_on_call_admin: false }),
      'GET /collectors/api/users': () => json({ users: [], auth_token: 'CODE-1' }),
    });
    renderUsers();
    expect(await screen.findByRole('form', { name: 'Add user' })).toBeInTheDocument();
    expect(screen.queryByText(USERS_ADMIN_ONLY)).not.toBeInTheDocument();
  });
});
