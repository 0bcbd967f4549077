import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { probedLocation, renderAt } from '../../test/render';
import { ConfirmationPage } from './ConfirmationPage';

configure({ asyncUtilTimeout: 5000 });

const CONFIRMED = 'Your email address has been successfully confirmed.';
const SENT = 'If your email address exists in our database, you will receive an email with instructions for how to confirm your email address in a few minutes.';

describe('e-mail confirmation page', () => {
  it('sends the link token once and lands on the dashboard with the banner', async () => {
    const { calls } = mockFetch({
      'PUT /users/confirmation': () => json({ success: true, message: CONFIRMED, redirect_url: '/my_dashboard' }),
    });
    const { container } = renderAt('/users/confirmation?confirmation_token=T0K', '/users/confirmation', <ConfirmationPage />);
    await waitFor(() => expect(container.querySelector('[data-testid=location]')).not.toBeNull());
    const at = probedLocation(container.querySelector('[data-testid=location]')!.textContent);
    expect(at.pathname).toBe('/my_dashboard');
    expect(at.searchParams.get('success')).toBe('true');
    expect(at.searchParams.get('message')).toBe(CONFIRMED);
    const puts = calls.filter(c => c.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]!.body).toEqual({ confirmation_token: 'T0K' });
    expect(puts[0]!.headers['X-CSRF-Token']).toBe('test-csrf-token');
  });

  it('shows why a link is refused and offers to send a new one', async () => {
    const { calls } = mockFetch({
      'PUT /users/confirmation': () => json({ error: 'Confirmation token has expired, please request a new one.' }, 422),
      'POST /users/confirmation': () => json({ success: true, message: SENT }),
    });
    renderAt('/users/confirmation?confirmation_token=OLD', '/users/confirmation', <ConfirmationPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Confirmation token has expired, please request a new one.');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/email/i), 'ana@example.test{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(calls.find(c => c.method === 'POST')!.body).toEqual({ email: 'ana@example.test' });
  });

  it('without a token it is the resend form, with ways to sign in or sign up', async () => {
    const { calls } = mockFetch({});
    renderAt('/users/confirmation/new', '/users/confirmation/new', <ConfirmationPage />);
    expect(screen.getByRole('heading', { name: 'Resend confirmation instructions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/users/sign_up');
    expect(calls).toHaveLength(0);
  });
});
