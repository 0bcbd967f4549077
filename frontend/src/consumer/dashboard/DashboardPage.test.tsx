import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { deferred, renderAt } from '../../test/render';
import { DashboardPage } from './DashboardPage';

const consumer = { current_user: { id: 3, email: 'consumer@demo.test', first_name: 'Dana', last_name: 'Reyes', is_consumer: true } };

describe('consumer dashboard', () => {
  it('shows a loading state, then the name and Account Actions; Sign Out ends the session', async () => {
    const answer = deferred<Response>();
    const { calls } = mockFetch({
      'GET /api/v1/check_auth': () => answer.promise,
      'DELETE /users/sign_out': () => json({}),
      'GET /api/my_settlements': () =>
        json({
          settlements: [
            {
              id: 7,
              firm_name: 'Demo Law Group',
              plaintiff_name: 'Midland Credit Management, Inc.',
              debt_amount_cents: 500000,
              step: 'choose_offer',
              status: 'Offers to review',
              needs_action: true,
              updated_at: '2026-11-20T10:00:00Z',
              url: '/customer_documents/7',
            },
          ],
        }),
    });
    renderAt('/my_dashboard', '/my_dashboard', <DashboardPage />);
    expect(screen.getByLabelText('Loading your dashboard')).toBeInTheDocument();

    answer.resolve(json(consumer));
    expect(await screen.findByRole('heading', { name: 'Welcome, Dana Reyes' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Account Actions' })).toBeInTheDocument();
    const settlement = await screen.findByRole('listitem', { name: 'Settlement with Demo Law Group' });
    expect(settlement).toHaveTextContent('Offers to review');
    expect(within(settlement).getByRole('link', { name: /Continue settlement process/ })).toHaveAttribute(
      'href',
      '/customer_documents/7',
    );

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/users\/sign_in$/);
    expect(calls.some(call => call.method === 'DELETE' && call.url === '/users/sign_out')).toBe(true);
  });

  it('sends a visitor without a consumer session to sign in, keeping the origin', async () => {
    mockFetch({ 'GET /api/v1/check_auth': () => json({ error: 'Not authenticated' }, 401) });
    renderAt('/my_dashboard?activeTab=cases', '/my_dashboard', <DashboardPage />);
    const location = new URL((await screen.findByTestId('location')).textContent!, 'http://localhost');
    expect(location.pathname).toBe('/users/sign_in');
    expect(location.searchParams.get('redirect_to')).toBe('/my_dashboard?activeTab=cases');
  });
});
