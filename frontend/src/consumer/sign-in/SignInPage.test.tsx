import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, networkDown } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';
import { SignInPage } from './SignInPage';

const consumer = { current_user: { id: 3, email: 'consumer@demo.test', first_name: 'Dana', last_name: 'Reyes', is_consumer: true } };
const signedOut = () => json({ error: 'Not authenticated' }, 401);

function renderSignIn(url = '/users/sign_in') {
  return renderAt(url, '/users/sign_in', <SignInPage />);
}

async function submit() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/email/i), 'consumer@demo.test');
  await user.type(screen.getByLabelText(/password/i), 'Password123!{Enter}');
}

describe('consumer sign-in page', () => {
  it('signs in and goes to /my_dashboard', async () => {
    let signedIn = false;
    const { calls } = mockFetch({
      'GET /api/v1/check_auth': () => (signedIn ? json(consumer) : signedOut()),
      'POST /users/sign_in': () => ((signedIn = true), json({ success: true })),
    });
    renderSignIn();
    expect(await screen.findByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/users/password/new');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/users/sign_up');
    expect(screen.getByRole('link', { name: "Didn't receive confirmation instructions?" })).toHaveAttribute('href', '/users/confirmation/new');
    await submit();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/my_dashboard$/);
    expect(calls.find(call => call.url === '/users/sign_in')!.headers['X-CSRF-Token']).toBe('test-csrf-token');
  });

  it('returns to a same-origin redirect_to but not to the collector portal', async () => {
    mockFetch({ 'GET /api/v1/check_auth': () => json(consumer) });
    renderSignIn('/users/sign_in?redirect_to=%2Fmy_dashboard%3FactiveTab%3Dcases');
    expect(await screen.findByTestId('location')).toHaveTextContent('/my_dashboard?activeTab=cases');
  });

  it('refuses a redirect_to into the collector portal', async () => {
    mockFetch({ 'GET /api/v1/check_auth': () => json(consumer) });
    renderSignIn('/users/sign_in?redirect_to=%2Fcollectors%2Faccounts');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/my_dashboard$/);
  });

  it('shows the server message when sign-in is refused', async () => {
    mockFetch({
      'GET /api/v1/check_auth': signedOut,
      'POST /users/sign_in': () => json({ error: 'Invalid email or password.' }, 401),
    });
    renderSignIn();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
  });

  it('shows the network message when the request cannot be sent', async () => {
    mockFetch({ 'GET /api/v1/check_auth': signedOut, 'POST /users/sign_in': networkDown });
    renderSignIn();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A network error occurred. Please check your connection and try again.',
    );
  });
});
