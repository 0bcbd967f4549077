import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { probedLocation, renderAt } from '../../test/render';
import { PlaidLinkPage } from './PlaidLinkPage';
import { PLAID_TEXT, POLL_MS } from './PlaidConnectStep';
import userEvent from '@testing-library/user-event';

/** Room for a busy 2-core machine (the default 1 s wait is too short there). */
const SLOW = { timeout: 5000 };

const consumer = { current_user: { id: 1, email: 'c@example.test', first_name: 'C', last_name: 'D', is_consumer: true } };
const view = (status: string) => ({ status, average_monthly_balance: null, average_monthly_income: null, average_monthly_expenses: null, income_last_year: null, bank_accounts: [], income_sources: [] });

describe('/plaid/link', () => {
  it('sends a visitor who is not signed in to the sign-in page and back', async () => {
    mockFetch({ 'GET /api/v1/check_auth': () => json({ error: 'You need to sign in before continuing.' }, 401) });
    const { container } = renderAt('/plaid/link?reconnect=1', '/plaid/link', <PlaidLinkPage />);
    await waitFor(() => expect(container.querySelector('[data-testid=location]')).toBeTruthy());
    const at = probedLocation(container.querySelector('[data-testid=location]')!.textContent);
    expect(at.pathname).toBe('/users/sign_in');
    expect(at.searchParams.get('redirect_to')).toBe('/plaid/link?reconnect=1');
  });

  it('waits for the report, then Continue goes to the Budget tab', async () => {
    let status = 'pending';
    mockFetch({
      'GET /api/v1/check_auth': () => json(consumer),
      'GET /api/plaid/financial_report': () => json(view(status)),
    });
    const { container } = renderAt('/plaid/link', '/plaid/link', <PlaidLinkPage />);
    expect(await screen.findByText(PLAID_TEXT.waiting, undefined, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My dashboard' }).getAttribute('href')).toBe('/my_dashboard');
    status = 'available';
    await waitFor(() => expect(screen.getByText(PLAID_TEXT.ready)).toBeTruthy(), { timeout: POLL_MS + 3000 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue' }));
    const at = probedLocation(container.querySelector('[data-testid=location]')!.textContent);
    expect(`${at.pathname}${at.search}`).toBe('/my_dashboard?activeTab=financial_report');
  });
});
