import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, networkDown } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';
import { InvitePage, navigation } from './InvitePage';

const renderInvite = (url = '/collectors/invite?token=INV1') => renderAt(url, '/collectors/invite', <InvitePage />);

describe('invite page', () => {
  afterEach(() => vi.restoreAllMocks());

  it("says 'Passwords don't match' and sends nothing when the entries differ", async () => {
    const { calls } = mockFetch({});
    const user = userEvent.setup();
    renderInvite();
    await user.type(screen.getByLabelText(/^password/i), 'Welcome-home-1');
    await user.type(screen.getByLabelText(/confirm password/i), 'Welcome-home-2{Enter}');
    expect((await screen.findAllByText("Passwords don't match")).length).toBeGreaterThan(0);
    expect(calls).toHaveLength(0);
  });

  it('sends the token and password, then goes to the accounts landing', async () => {
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    const { calls } = mockFetch({ 'POST /collectors/api/accept_invite': () => json({ success: true, redirect_to: '/collectors/accounts' }) });
    const user = userEvent.setup();
    renderInvite();
    await user.type(screen.getByLabelText(/^password/i), 'Welcome-home-1');
    await user.type(screen.getByLabelText(/confirm password/i), 'Welcome-home-1{Enter}');
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/collectors/accounts'));
    const post = calls.find(c => c.method === 'POST')!;
    expect(post.body).toEqual({ token: 'INV1', password: 'Welcome-home-1', password_confirmation: 'Welcome-home-1' });
    expect(post.headers['X-CSRF-Token']).toBe('test-csrf-token');
  });

  it("shows 'Failed to set password' with the server's reason, and on a network failure", async () => {
    mockFetch({ 'POST /collectors/api/accept_invite': () => json({ error: 'This invitation link is invalid or has already been used.' }, 422) });
    const user = userEvent.setup();
    renderInvite();
    await user.type(screen.getByLabelText(/^password/i), 'Welcome-home-1');
    await user.type(screen.getByLabelText(/confirm password/i), 'Welcome-home-1{Enter}');
    expect(await screen.findByText('Failed to set password')).toBeInTheDocument();
    expect(screen.getByText('This invitation link is invalid or has already been used.')).toBeInTheDocument();

    mockFetch({ 'POST /collectors/api/accept_invite': networkDown });
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Failed to set password')).toBeInTheDocument();
  });

  it('explains a link without a token', () => {
    mockFetch({});
    renderInvite('/collectors/invite');
    expect(screen.getByRole('alert')).toHaveTextContent('This invitation link is incomplete.');
  });
});
