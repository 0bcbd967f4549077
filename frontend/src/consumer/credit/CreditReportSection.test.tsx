import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CreditReportView } from '@parley/domain/dashboard/payload';
import { json, mockFetch } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';
import { fakeRealtime } from '../../test/realtime';
import { CREDIT_TEXT, CreditReportSection } from './CreditReportSection';

configure({ asyncUtilTimeout: 5000 });

let realtime = fakeRealtime();

const base: CreditReportView = { status: 'consent_required', base_report: false, credit_score: null, improvement_message: null, factors: null, error: null, fetched_at: null };
const available: CreditReportView = {
  status: 'available',
  base_report: true,
  credit_score: { value: 652, status_tier: 4, score_reasons: ['Proportion of balances to credit limits is too high on revolving accounts'] },
  improvement_message: 'Try to keep your card balances under 30% of their limits; paying down the highest one first helps most.',
  factors: {
    payment_history: { value: 98, status_tier: 3, impact: 'high' },
    credit_utilization: { value: 62, status_tier: 4, impact: 'high' },
    derogatory_marks: { value: 1, status_tier: 3, impact: 'high' },
    credit_age: { value: 74, status_tier: 3, impact: 'medium' },
    total_accounts: { value: 8, status_tier: 3, impact: 'low' },
    hard_inquiries: { value: 3, status_tier: 3, impact: 'low' },
    available_credit: { value: 420_000, status_tier: 4, impact: 'medium' },
  },
  error: null,
  fetched_at: '2026-11-20T10:00:00.000Z',
};

function renderSection(report: CreditReportView, onChanged = vi.fn()) {
  realtime = fakeRealtime();
  const r = renderAt(
    '/my_dashboard?activeTab=credit_report',
    '/my_dashboard',
    <realtime.Provider>
      <CreditReportSection report={report} onChanged={onChanged} />
    </realtime.Provider>,
  );
  return { onChanged, ...r };
}

describe('CreditReportSection', () => {
  it('available: gauge with band, tier chips, factors with impact, reasons and advice', () => {
    renderSection(available);
    expect(screen.getByRole('img', { name: 'Credit score 652 of 850, Poor' })).toBeInTheDocument();
    expect(screen.getByTestId('credit-score')).toHaveTextContent('652');
    expect(screen.getAllByText('Needs some love').length).toBeGreaterThan(0);
    const util = screen.getByTestId('factor-credit_utilization');
    expect(util).toHaveTextContent('Credit card use');
    expect(util).toHaveTextContent('62%');
    expect(util).toHaveTextContent('High impact');
    expect(screen.getByTestId('factor-credit_age')).toHaveTextContent('6 yrs 2 mos');
    expect(screen.getByTestId('factor-available_credit')).toHaveTextContent('$4,200');
    expect(screen.getByText(/under 30% of their limits/)).toBeInTheDocument();
    expect(screen.getByText(/Proportion of balances/)).toBeInTheDocument();
    expect(screen.getByText('Updated Nov 20, 2026')).toBeInTheDocument();
  });

  it('missing_metadata: the fill-out sentence with a link to the profile tab', () => {
    renderSection({ ...base, status: 'missing_metadata' });
    expect(screen.getByText('Please fill out the basic information below to view your credit report.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to profile' })).toHaveAttribute('href', '/my_dashboard?activeTab=profile');
  });

  it('error: error card with a go-to-profile button', () => {
    renderSection({ ...base, status: 'error', error: 'The credit bureau could not find a credit file for these details.' });
    expect(screen.getByRole('alert')).toHaveTextContent('could not find a credit file');
    expect(screen.getByRole('link', { name: 'Go to profile' })).toBeInTheDocument();
  });

  it('consent_required: fetch, then the credit report tab; a failure shows the error card', async () => {
    let answer = () => json({ success: true });
    const { calls } = mockFetch({ 'POST /my_dashboard/fetch_credit_report': () => answer() });
    const { onChanged, router } = renderSection(base);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: CREDIT_TEXT.fetch }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(router.state.location.search).toBe('?activeTab=credit_report');
    // Consent is a write: a POST carrying the CSRF header (the page may first ask /api/v1/csrf for the cookie).
    const pulls = calls.filter((c) => c.url.startsWith('/my_dashboard/fetch_credit_report'));
    expect(pulls).toHaveLength(1);
    expect(pulls[0].method).toBe('POST');
    expect(pulls[0].headers['X-CSRF-Token']).toBe('test-csrf-token');

    answer = () => json({ error: 'Please fill out the basic information below to view your credit report.' }, 422);
    renderSection(base);
    await user.click(screen.getAllByRole('button', { name: CREDIT_TEXT.fetch }).at(-1)!);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill out the basic information below');
  });

  it('fetching: the check-back card, or the last report; the realtime event reloads', async () => {
    const { onChanged, unmount } = renderSection({ ...base, status: 'fetching' });
    expect(screen.getByText('Your credit report is being fetched. Check back in a few minutes.')).toBeInTheDocument();
    act(() => realtime.emit('credit_report:updated', { status: 'available' }));
    expect(onChanged).toHaveBeenCalledTimes(1);
    unmount();
    expect(realtime.socket.disconnect).toHaveBeenCalled();

    renderSection({ ...available, status: 'fetching' });
    expect(screen.getByText(CREDIT_TEXT.refreshing)).toBeInTheDocument();
    expect(within(screen.getAllByRole('region')[0]).getByTestId('credit-score')).toHaveTextContent('652');
  });
});
