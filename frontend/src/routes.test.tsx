import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from './test/fetch-mock';
import { collectorSession } from './test/sessions';
import { routes } from './routes';

const collector = collectorSession({ can_view_full_ssn: true });

/** jsdom has no matchMedia; the portal mounts the navigation for the window's width (side bar from 900 px). */
function desktopWidth(width = 1280) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width >= Number(/min-width:\s*([\d.]+)px/.exec(query)?.[1] ?? 0),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    onchange: null,
    dispatchEvent: () => false,
  }));
}

afterEach(() => vi.unstubAllGlobals());

function renderApp(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('routes', () => {
  it('sends / to the consumer sign-in page', async () => {
    mockFetch({ 'GET /api/v1/check_auth': () => json({ error: 'Not authenticated' }, 401) });
    const router = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/sign_in'));
  });

  it('sends an unauthenticated visitor of a collector page to /collectors with the origin kept', async () => {
    const { calls } = mockFetch({ 'GET /collectors/api/check_auth': () => json({ error: 'Not authenticated' }, 401) });
    const router = renderApp('/collectors/accounts?num_pages=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/collectors'), { timeout: 15_000 });
    expect(new URLSearchParams(router.state.location.search).get('redirect_to')).toBe('/collectors/accounts?num_pages=2');
    expect(await screen.findByRole('button', { name: 'Have a login token?' })).toBeInTheDocument();
    // one check by the portal gate, one by the sign-in page; no sign-out loop
    expect(calls.map(call => `${call.method} ${call.url}`)).toEqual([
      'GET /collectors/api/check_auth',
      'GET /collectors/api/check_auth',
    ]);
  });

  it('renders the portal frame with navigation and greeting for a signed-in collector', async () => {
    desktopWidth();
    mockFetch({
      'GET /collectors/api/check_auth': () => json(collector),
      'GET /collectors/api/basic_stats': () => json({ is_on_call_admin: false }),
    });
    renderApp('/collectors/accounts');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Demo Law Group' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: 'Main navigation' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /admin@demolaw\.test/ })).toBeInTheDocument();
  });

  it('shows a not-found page for unknown paths', () => {
    renderApp('/nowhere');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
