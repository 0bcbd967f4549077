import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { AdminContext, memoryStore, ResourceContextProvider, type AuthProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { identity } from '../../test/admin';
import { json, mockFetch } from '../../test/fetch-mock';
import { theme } from '../../shared/theme';
import type { CollectorIdentity } from '../authProvider';
import { dataProvider } from '../dataProvider';
import { PayoutList } from './PayoutList';
import { ReconciliationPage } from './ReconciliationPage';
import type { Payout } from './types';

beforeAll(() => {
  // The chart measures its box; jsdom has no layout engine.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

const sent: Payout = {
  id: 5,
  law_firm_id: 1,
  law_firm_name: 'Demo Law Group',
  method: 'check',
  amount_cents: 38110,
  status: 'sent',
  check_number: '10007',
  tracking_number: '9400100000000000100076',
  initiated_at: '2026-11-20T02:00:00.000Z',
  sent_at: '2026-11-20T02:00:05.000Z',
  paid_at: null,
  failure_reason: null,
  created_at: '2026-11-20T02:00:00.000Z',
  payments_count: 2,
};
const returned: Payout = { ...sent, id: 4, status: 'returned', check_number: '10003', tracking_number: '9400100000000000100038', failure_reason: 'Returned to sender: the address could not be delivered to.', payments_count: 1, amount_cents: 9000 };
const withPayments = {
  ...sent,
  payments: [
    { stripe_payment_intent_id: 'pi_a', customer_document_id: 11, amount_cents: 27000, commission_cents: 3000, customer_name: 'Rosa Delgado', paid_at: '2026-11-18T23:59:59.000Z' },
    { stripe_payment_intent_id: 'pi_b', customer_document_id: 12, amount_cents: 11110, commission_cents: 1235, customer_name: 'Alma Quintero', paid_at: '2026-11-19T23:59:59.000Z' },
  ],
};

function renderPage(ui: React.ReactElement, who: CollectorIdentity, url = '/collectors/payouts') {
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => who,
    getPermissions: async () => who.scope,
  };
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} store={memoryStore()} theme={theme}>
        <ResourceContextProvider value="payouts">{ui}</ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('Payouts page', () => {
  it('lists payouts with method, status, check and tracking numbers, and expands one into its accounts and payments', async () => {
    const { calls } = mockFetch({
      'GET /collectors/api/payouts': () => json({ payouts: [sent, returned], total_count: 2 }),
      'GET /collectors/api/payouts/monthly': () => json({ months: [{ month: '2026-10', paid_cents: 90000, in_transit_cents: 0 }, { month: '2026-11', paid_cents: 0, in_transit_cents: 38110 }] }),
      'GET /collectors/api/payouts/5': () => json({ payout: withPayments }),
    });
    const user = userEvent.setup();
    renderPage(<PayoutList />, identity({ scope: 'admin' }));
    expect(await screen.findByRole('heading', { name: 'Payouts' })).toBeInTheDocument();
    const row = (await screen.findByText('10007')).closest('tr')!;
    expect(within(row).getByText('Mailed check')).toBeInTheDocument();
    expect(within(row).getByText('Sent')).toBeInTheDocument();
    expect(within(row).getByText('$381.10')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '9400100000000000100076' })).toHaveAttribute('href', expect.stringContaining('tools.usps.com'));
    expect(screen.getByText('Returned')).toBeInTheDocument();
    expect(screen.queryByText('Law firm')).not.toBeInTheDocument();
    const list = calls.find((c) => c.url.startsWith('/collectors/api/payouts?'))!;
    expect(list.url).toContain('include_payments=false');
    expect(list.url).toContain('sort_by=initiated_at&sort_order=desc');
    expect(await screen.findByRole('figure', { name: 'Money paid per month' })).toHaveTextContent('Paid per month: $900.00');

    await user.click(within(row).getByText('$381.10'));
    const payments = await screen.findByRole('table', { name: 'Payments in payout 5' });
    expect(within(payments).getByRole('link', { name: 'Rosa Delgado' })).toHaveAttribute('href', '/collectors/accounts?filters[customer_document_id]=11');
    expect(within(payments).getByText('$300.00')).toBeInTheDocument();
    expect(within(payments).getByText('$270.00')).toBeInTheDocument();
    expect(screen.getByText('2 payments from 2 accounts')).toBeInTheDocument();
  });

  it('filters by status and month through the dataProvider', async () => {
    const { calls } = mockFetch({
      'GET /collectors/api/payouts': () => json({ payouts: [sent], total_count: 1 }),
      'GET /collectors/api/payouts/monthly': () => json({ months: [] }),
    });
    const user = userEvent.setup();
    renderPage(<PayoutList />, identity());
    await screen.findByText('10007');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Paid' }));
    await vi.waitFor(() => expect(calls.at(-1)!.url).toContain('filters%5Bstatus%5D=paid'));
    await user.type(screen.getByLabelText('Month'), '2026-11');
    await vi.waitFor(() => expect(calls.some((c) => c.url.includes('filters%5Bmonth%5D=2026-11'))).toBe(true));
  });

  it('is the ledger of every firm for on-call admins, with the law firm and the reconciliation', async () => {
    mockFetch({
      'GET /collectors/api/payouts': () => json({ payouts: [sent], total_count: 1 }),
      'GET /collectors/api/payouts/monthly': () => json({ months: [] }),
    });
    renderPage(<PayoutList />, identity({ isOnCallAdmin: true, lawFirm: null, scope: 'admin' }));
    expect(await screen.findByRole('heading', { name: 'Payout ledger' })).toBeInTheDocument();
    // The ledger's rows arrive after the page's first paint: a machine at a load average of 16 took over 10 s. Queried
    // again on each try: the row found first can be replaced by the same row rendered again before an assertion on it.
    await waitFor(() => expect(screen.getByText('Demo Law Group')).toBeInTheDocument(), { timeout: 30_000 });
    expect(screen.getByRole('link', { name: 'Reconciliation' })).toHaveAttribute('href', '/collectors/payouts/reconciliation');
    expect(screen.getByLabelText('Law firm ID')).toBeInTheDocument();
  });
});

describe('Reconciliation page', () => {
  it('shows received = paid out + commission + held + refunded, the firms, the differences and the payments left out', async () => {
    const { calls } = mockFetch({
      'GET /collectors/api/payouts/reconciliation': () =>
        json({
          from: '2026-11-01', to: '2026-11-26', law_firm_id: null, payments: 3,
          received_cents: 60000, paid_out_cents: 27000, commission_cents: 3000, held_cents: 20000, refunded_cents: 10000,
          gap_cents: -10000, balanced: false,
          differences: [{ kind: 'refunded_after_payout', law_firm_id: 1, stripe_payment_intent_id: 'pi_a', customer_document_id: 11, payout_id: 5, amount_cents: 10000, gap_cents: -10000, description: '$100.00 was refunded to the consumer after payout 5 paid the firm: to be recovered from the firm.' }],
          left_out: [{ stripe_payment_intent_id: 'pi_c', customer_document_id: 13, law_firm_id: 1, reason: 'disputed', amount_cents: 20000, refunded_cents: 0 }],
          by_firm: [{ law_firm_id: 1, law_firm_name: 'Demo Law Group', payments: 3, received_cents: 60000, paid_out_cents: 27000, commission_cents: 3000, held_cents: 20000, refunded_cents: 10000, gap_cents: -10000, balanced: false }],
        }),
    });
    renderPage(<ReconciliationPage />, identity({ isOnCallAdmin: true, lawFirm: null, scope: 'admin' }), '/collectors/payouts/reconciliation');
    const identityLine = await screen.findByLabelText('Reconciliation identity');
    expect(identityLine).toHaveTextContent('Payments received (3)$600.00=Paid out to firms$270.00+Commission$30.00+Held$200.00+Refunded$100.00');
    expect(screen.getByText('1 difference, -$100.00 unaccounted for by the four totals')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Differences' })).getByText('Refunded after payout')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Payments left out' })).getByText('Disputed by the consumer')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Reconciliation by law firm' })).getByRole('link', { name: 'Demo Law Group' })).toBeInTheDocument();
    expect(calls[0]!.url).toMatch(/^\/collectors\/api\/payouts\/reconciliation\?from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/);
  });

  it('is for on-call admins only', async () => {
    mockFetch({});
    renderPage(<ReconciliationPage />, identity(), '/collectors/payouts/reconciliation');
    expect(await screen.findByText('Only on-call administrators can do this.')).toBeInTheDocument();
  });
});
