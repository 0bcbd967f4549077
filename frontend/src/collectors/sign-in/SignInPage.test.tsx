import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, probedLocation, renderAt } from '../../test/render';
import { html, json, mockFetch, networkDown } from '../../test/fetch-mock';
import { collectorSession } from '../../test/sessions';
import { SignInPage } from './SignInPage';

const collector = collectorSession({ id: 7, email: 'agent@demolaw.test' }, 'user');

const notSignedIn = () => json({ error: 'Not authenticated' }, 401);

function renderSignIn(url = '/collectors') {
  return renderAt(url, '/collectors', <SignInPage />);
}

async function signInWithPassword(user = userEvent.setup()) {
  await user.type(await screen.findByLabelText(/email/i), 'agent@demolaw.test');
  await user.type(screen.getByLabelText(/password/i), 'Password123!');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('collector sign-in page', () => {
  it('starts in e-mail mode with the first field focused, and switches to token mode and back', async () => {
    mockFetch({ 'GET /collectors/api/check_auth': notSignedIn });
    const user = userEvent.setup();
    renderSignIn();

    const email = await screen.findByLabelText(/email/i);
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText(/password/i)).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/users/password/new');

    await user.click(screen.getByRole('button', { name: 'Have a login token?' }));
    expect(screen.queryByLabelText(/email/i)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/login token/i)).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Back to email login' }));
    expect(screen.getByLabelText(/email/i)).toBeInTheDocument();
    expect(screen.queryByLabelText(/login token/i)).not.toBeInTheDocument();
  });

  it('sends the credentials with the CSRF header on Enter and goes to the accounts page', async () => {
    const { calls } = mockFetch({
      'GET /collectors/api/check_auth': (() => {
        let signedIn = false;
        return () => (signedIn ? json(collector) : ((signedIn = true), notSignedIn()));
      })(),
      'POST /collectors/api/login': () => json({ success: true }),
    });
    const user = userEvent.setup();
    renderSignIn();

    await user.type(await screen.findByLabelText(/email/i), 'agent@demolaw.test');
    await user.type(screen.getByLabelText(/password/i), 'Password123!{Enter}');

    expect(await screen.findByTestId('location')).toHaveTextContent('/collectors/accounts');
    const login = calls.find(call => call.url === '/collectors/api/login')!;
    expect(login.body).toEqual({ email: 'agent@demolaw.test', password: 'Password123!' });
    expect(login.headers['X-CSRF-Token']).toBe('test-csrf-token');
  });

  it('signs in with a query auth_token automatically and keeps the other query parameters', async () => {
    const { calls } = mockFetch({
      'POST /collectors/api/login': () => json({ success: true }),
      'GET /collectors/api/check_auth': () => json(collector),
    });
    renderSignIn('/collectors?auth_token=tok-123&filters%5Bsearch%5D=Smith&num_pages=2');

    const location = probedLocation((await screen.findByTestId('location')).textContent);
    expect(location.pathname).toBe('/collectors/accounts');
    expect(location.searchParams.get('filters[search]')).toBe('Smith');
    expect(location.searchParams.get('num_pages')).toBe('2');
    expect(location.searchParams.has('auth_token')).toBe(false);
    expect(calls.find(call => call.url === '/collectors/api/login')!.body).toEqual({ auth_token: 'tok-123' });
  });

  it('shows the token form with the server error when the query auth_token is refused', async () => {
    mockFetch({ 'POST /collectors/api/login': () => json({ error: 'Invalid login token' }, 401) });
    renderSignIn('/collectors?auth_token=bad');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login token');
    expect(screen.getByLabelText(/login token/i)).toHaveValue('bad');
  });

  it('sends an already signed-in collector to the accounts page, query kept', async () => {
    const { calls } = mockFetch({ 'GET /collectors/api/check_auth': () => json(collector) });
    renderSignIn('/collectors?num_pages=3');

    expect(await screen.findByTestId('location')).toHaveTextContent('/collectors/accounts?num_pages=3');
    expect(calls.map(call => call.url)).toEqual(['/collectors/api/check_auth']);
  });

  it('returns to the kept origin (redirect_to) after signing in, but never to another site', async () => {
    mockFetch({
      'GET /collectors/api/check_auth': (() => {
        let count = 0;
        return () => (count++ === 0 ? notSignedIn() : json(collector));
      })(),
      'POST /collectors/api/login': () => json({ success: true }),
    });
    renderSignIn(`/collectors?redirect_to=${encodeURIComponent('/collectors/accounts?num_pages=4')}`);
    await signInWithPassword();
    expect(await screen.findByTestId('location')).toHaveTextContent('/collectors/accounts?num_pages=4');
  });

  it('ignores a redirect_to that leaves the collector portal', async () => {
    mockFetch({
      'GET /collectors/api/check_auth': () => json(collector),
    });
    renderSignIn(`/collectors?redirect_to=${encodeURIComponent('https://evil.test/collectors/x')}`);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/collectors\/accounts$/);
  });

  it('disables the button and shows progress while submitting', async () => {
    const pending = deferred<Response>();
    mockFetch({
      'GET /collectors/api/check_auth': notSignedIn,
      'POST /collectors/api/login': () => pending.promise,
    });
    renderSignIn();
    await signInWithPassword();

    const button = await screen.findByRole('button', { name: /signing in/i });
    expect(button).toBeDisabled();
    expect(screen.getByLabelText(/email/i)).toBeDisabled();

    pending.resolve(json({ error: 'Invalid email or password' }, 401));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  describe('error catalogue', () => {
    it.each([
      ['the server error text on 401', () => json({ error: 'Invalid email or password' }, 401), 'Invalid email or password'],
      ['the server error text when rate limited', () => json({ error: 'Too many sign-in attempts. Try again in a minute.' }, 429), 'Too many sign-in attempts. Try again in a minute.'],
      ['the server error text on malformed input', () => json({ error: 'email must be an e-mail address' }, 422), 'email must be an e-mail address'],
      ['the network message when fetch throws', networkDown, 'A network error occurred. Please check your connection and try again.'],
      ['the generic message on a 500', () => json({ error: 'Internal server error' }, 500), 'Error during authentication. Please try again.'],
      ['the generic message on a non-JSON answer', () => html(), 'Error during authentication. Please try again.'],
      ['the generic message on a 4xx without a message', () => json({}, 400), 'Error during authentication. Please try again.'],
    ])('shows %s', async (_case, loginAnswer, expected) => {
      mockFetch({ 'GET /collectors/api/check_auth': notSignedIn, 'POST /collectors/api/login': loginAnswer });
      renderSignIn();
      await signInWithPassword();
      expect(await screen.findByRole('alert')).toHaveTextContent(expected);
      expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    });

    it.each([
      ['check_auth answers 401', notSignedIn],
      ['check_auth throws', networkDown],
      ['check_auth names a consumer', () => json({ scope: null, current_user: { ...collector.current_user, is_collector: false, is_consumer: true } })],
    ])('shows the session message when the login worked but %s', async (_case, checkAfterLogin) => {
      let loggedIn = false;
      mockFetch({
        'GET /collectors/api/check_auth': () => (loggedIn ? checkAfterLogin() : notSignedIn()),
        'POST /collectors/api/login': () => ((loggedIn = true), json({ success: true })),
      });
      renderSignIn();
      await signInWithPassword();
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Login succeeded but session initialization failed. Please try again.',
      );
    });
  });

  it('clears the error when switching modes', async () => {
    mockFetch({
      'GET /collectors/api/check_auth': notSignedIn,
      'POST /collectors/api/login': () => json({ error: 'Invalid email or password' }, 401),
    });
    renderSignIn();
    const user = await signInWithPassword();
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Have a login token?' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
