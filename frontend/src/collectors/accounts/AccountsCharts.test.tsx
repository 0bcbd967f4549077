import { render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { theme } from '../../shared/theme';
import { dataProvider } from '../dataProvider';
import AccountsCharts, { currentActionLabel, daysText, monthTick } from './AccountsCharts';

const months = Array.from({ length: 12 }, (_, i) => ({ month: `2026-${String(i + 1).padStart(2, '0')}`, collected_cents: i === 10 ? 123_456 : 0 }));

function renderCharts() {
  return render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} store={memoryStore()} theme={theme}>
        <AccountsCharts />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('accounts charts', () => {
  it('labels months, steps and days for a phone-sized axis', () => {
    expect(monthTick('2025-12', 0)).toBe('Dec 25');
    expect(monthTick('2026-01', 1)).toBe('Jan 26');
    expect(monthTick('2026-02', 2)).toBe('Feb');
    expect(currentActionLabel('accept_or_counteroffer')).toBe('Accept or counteroffer');
    expect(daysText(1)).toBe('1 day');
    expect(daysText(2.5)).toBe('2.5 days');
  });

  it('draws the three figures from one call', async () => {
    const { calls } = mockFetch({
      'GET /collectors/api/accounts_charts': () =>
        json({
          charts: {
            collected_by_month: months,
            accounts_by_current_action: [{ current_action: 'accept_or_counteroffer', count: 12 }, { current_action: 'first_payment_made', count: 3 }],
            median_days_to_answer: 1.5,
            answered_offers: 20,
          },
        }),
    });
    renderCharts();
    expect(await screen.findByTestId('median-days')).toHaveTextContent('1.5 days');
    expect(screen.getByTestId('median-days')).toHaveTextContent('over 20 answered offers');
    expect(within(screen.getByRole('figure', { name: 'Collected per month' })).getByText('$1,234.56 over the last 12 months')).toBeInTheDocument();
    expect(within(screen.getByRole('figure', { name: 'Open accounts by current step' })).getByText('15 open accounts')).toBeInTheDocument();
    expect(calls.filter(c => c.url.includes('accounts_charts'))).toHaveLength(1);
  });

  it('says so when the charts cannot be loaded', async () => {
    mockFetch({ 'GET /collectors/api/accounts_charts': () => json({ error: 'boom' }, 500) });
    renderCharts();
    expect(await screen.findByText('The charts could not be loaded.', {}, { timeout: 8000 })).toBeInTheDocument();
  });
});
