import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { identity, renderInAdmin } from '../../test/admin';
import { json, mockFetch } from '../../test/fetch-mock';
import { dataProvider } from '../dataProvider';
import { UsersPage } from './UsersPage';

const admin = identity({ email: 'admin@demolaw.test', scope: 'admin' });
const users = [
  { id: 1, email: 'admin@demolaw.test', law_firm_scope: 'admin', can_view_full_ssn: true, invite_pending: false },
  { id: 2, email: 'agent@demolaw.test', law_firm_scope: 'user', can_view_full_ssn: false, invite_pending: false },
];

describe('users page', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the code and the table; self-removal is disabled and removal asks first', async () => {
    let list = users;
    const { calls } = mockFetch({
      'GET /collectors/api/users': () => json({ users: list, auth_token: 'FIRM-CODE-123' }),
      'POST /collectors/api/users/remove': () => {
        list = users.slice(0, 1);
        return json({ success: true });
      },
    });
    const user = userEvent.setup();
    renderInAdmin(<UsersPage />, admin, '/collectors/users', dataProvider);
    expect(await screen.findByDisplayValue('FIRM-CODE-123')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Remove admin@demolaw.test' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove agent@demolaw.test' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('agent@demolaw.test will lose access');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() => expect(screen.queryByText('agent@demolaw.test')).not.toBeInTheDocument());
    expect(calls.find(c => c.url.endsWith('/remove'))!.body).toEqual({ user_id: 2 });
  });

  it("asks for the firm's first code with a POST when the firm has none yet", async () => {
    const { calls } = mockFetch({
      'GET /collectors/api/users': () => json({ users, auth_token: null }),
      'POST /collectors/api/users/rotate_auth_token': () => json({ auth_token: 'FIRST-CODE' }),
    });
    renderInAdmin(<UsersPage />, admin, '/collectors/users', dataProvider);
    expect(await screen.findByDisplayValue('FIRST-CODE')).toBeInTheDocument();
    const rotate = calls.filter(c => c.url.endsWith('/rotate_auth_token'));
    expect(rotate).toHaveLength(1);
    expect(rotate[0].headers['X-CSRF-Token']).toBe('test-csrf-token');
  });

  it('adds a user and shows the notice for 5 seconds', async () => {
    const { calls } = mockFetch({
      'GET /collectors/api/users': () => json({ users, auth_token: 'C' }),
      'POST /collectors/api/users/create': () => json({ user: { id: 3, email: 'new@demolaw.test', law_firm_scope: 'user', can_view_full_ssn: true, invite_pending: true } }),
    });
    const user = userEvent.setup();
    renderInAdmin(<UsersPage />, admin, '/collectors/users', dataProvider);
    await screen.findByDisplayValue('C');
    await user.type(screen.getByRole('textbox', { name: /email/i }), 'new@demolaw.test');
    await user.click(screen.getByRole('switch', { name: 'Full SSN' }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    expect(await screen.findByText('User added successfully. An invite has been sent to new@demolaw.test.')).toBeInTheDocument();
    expect(calls.find(c => c.url.endsWith('/create'))!.body).toEqual({ user: { email: 'new@demolaw.test', law_firm_scope: 'user', can_view_full_ssn: true } });
    await act(async () => vi.advanceTimersByTime(5100));
    expect(screen.queryByText(/User added successfully/)).not.toBeInTheDocument();
  });

  it("shows the page's messages when calls fail", async () => {
    mockFetch({
      'GET /collectors/api/users': () => json({ users, auth_token: 'C' }),
      'POST /collectors/api/users/update_ssn_permission': () => json({ error: 'nope' }, 500),
      'POST /collectors/api/users/create': () => json({ error: 'A user with this email already exists.' }, 422),
    });
    const user = userEvent.setup();
    renderInAdmin(<UsersPage />, admin, '/collectors/users', dataProvider);
    await user.click(await screen.findByRole('switch', { name: 'Full SSN for agent@demolaw.test' }, { timeout: 5000 }));
    expect(await screen.findByText(/^Failed to update SSN permission/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /email/i }), 'admin@demolaw.test{Enter}');
    expect(await screen.findByText('Failed to create user: A user with this email already exists.')).toBeInTheDocument();
  });

  it("says 'Failed to fetch users' when the list fails", async () => {
    mockFetch({ 'GET /collectors/api/users': () => json({ error: 'x' }, 500) });
    renderInAdmin(<UsersPage />, admin, '/collectors/users', dataProvider);
    expect(await screen.findByText('Failed to fetch users')).toBeInTheDocument();
  });
});
