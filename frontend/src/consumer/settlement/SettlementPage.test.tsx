import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { deferred, renderAt } from '../../test/render';
import type { NegotiationView } from './api';
import { fakeRealtime } from '../../test/realtime';
import { POLL_MS, SettlementPage, signedLine } from './SettlementPage';

// The autopay setup component: the page only has to mount it with the document and a completion callback.
vi.mock('../payments/AutopaySetup', () => ({
  AutopaySetup: ({ documentId, onComplete }: { documentId: number; onComplete: () => void }) => (
    <button onClick={onComplete}>Autopay for {documentId}</button>
  ),
}));

const STAGES = [
  'Offer sent',
  'Collector answered',
  'Offer accepted',
  'Agreement prepared',
  'Agreement signed',
  'Autopay set up',
  'Paying',
  'Paid',
];
const terms = (total: number, payments: number) => ({
  total_amount_cents: total,
  payments,
  first_payment_date: '2099-02-01',
  phases: [],
});
const schedule = (amounts: number[]) => ({
  payments: amounts.map((amount_cents, index) => ({ index, due_date: `2099-0${index + 2}-01`, amount_cents })),
  has_extra_tier: false,
  last_payment_amount_cents: amounts[amounts.length - 1],
});

function viewOf(patch: Partial<NegotiationView> = {}): NegotiationView {
  return {
    customer_document: {
      id: 7,
      version: 3,
      firm_name: 'Demo Law Group',
      law_firm_id: 1,
      plaintiff_name: 'Midland Credit Management, Inc.',
      debt_amount_cents: 500000,
      civil_number: '2026-CV-04417',
      lawsuit_state: 'TX',
      lawsuit_exists: true,
      consumer_name: 'Jordan Rivera',
    },
    version: 3,
    step: 'choose_offer',
    step_text: 'The collector answered. Accept one of their offers, or counter back.',
    stages: STAGES,
    completed_stages: 2,
    current_action: { type: 'waiting_for_customer', params: {} },
    valid_first_payment_date: '2099-01-04',
    budget: null,
    counteroffers: {
      event_id: 2,
      created_at: '2026-11-20T10:00:00Z',
      open: true,
      disclosures: ['This counteroffer is a communication from a debt collector', 'Offer good for 30 days.'],
      offers: [
        { index: 0, terms: terms(150000, 3), schedule: schedule([50000, 50000, 50000]), first_payment_date_passed: false },
        { index: 1, terms: terms(160000, 2), schedule: schedule([80000, 80000]), first_payment_date_passed: false },
      ],
    },
    my_offer: null,
    agreed_offer: null,
    agreement_uploads: [],
    verification_uploads: [],
    signature: null,
    settlement_agreement_available: false,
    settlement_agreement_url: null,
    dispute: { disputed: false, can_dispute: true, reason: null, disputed_at: null, verified_at: null },
    payment_plan: null,
    history: [
      {
        id: 1,
        created_at: '2026-11-19T10:00:00Z',
        party: 'consumer',
        action: 'offer',
        text: 'You offered $1,000.00 in 4 monthly payments from 2099-01-04.',
        disclosures: [],
      },
      {
        id: 2,
        created_at: '2026-11-20T10:00:00Z',
        party: 'collector',
        action: 'counteroffer',
        text: 'The collector countered with 2 offers to choose from.',
        disclosures: ['This counteroffer is a communication from a debt collector'],
      },
    ],
    ...patch,
  };
}

/** The tab's realtime connection, faked: `emit` plays a server message to the page. */
function fakeSocket() {
  const realtime = fakeRealtime();
  return { ...realtime, emit: (event: string, payload: unknown) => act(() => realtime.emit(event, payload)) };
}
let sockets = fakeSocket();

const PATH = '/customer_documents/:id';
const render = () => {
  sockets = fakeSocket();
  return renderAt(
    '/customer_documents/7',
    PATH,
    <sockets.Provider>
      <SettlementPage />
    </sockets.Provider>,
  );
};

afterEach(() => {
  vi.useRealTimers();
});

// MUI forms typed key by key are slow on a busy machine; the assertions, not the clock, decide these tests.
describe('settlement page', { timeout: 30_000 }, () => {
  it('shows a loading state, then the facts, the stepper, the offers with schedules and disclosures', async () => {
    const answer = deferred<Response>();
    mockFetch({ 'GET /api/customer_documents/7/negotiation': () => answer.promise });
    render();
    expect(screen.getByLabelText('Loading your settlement')).toBeInTheDocument();
    answer.resolve(json(viewOf()));

    expect(await screen.findByRole('heading', { name: 'Your settlement with Demo Law Group' })).toBeInTheDocument();
    expect(screen.getByText(/Amount owed: \$5,000\.00/)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current step' })).toHaveTextContent('The collector answered.');
    const stepper = screen.getByRole('navigation', { name: 'Settlement progress' });
    expect(within(stepper).getByText('Offer accepted').closest('[aria-current="step"]')).not.toBeNull();

    const offer2 = screen.getByRole('article', { name: 'Offer 2' });
    expect(within(offer2).getByRole('heading', { name: 'Offer 2: $1,600.00' })).toBeInTheDocument();
    const rows = within(within(offer2).getByRole('table', { name: 'Offer 2 payment schedule' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Feb 1, 2099');
    expect(rows[1]).toHaveTextContent('$800.00');
    // The schedule scrolls in its own box: a named region a keyboard can reach.
    expect(within(offer2).getByRole('region', { name: 'Offer 2 payment schedule' })).toHaveAttribute('tabindex', '0');
    expect(within(offer2).getByLabelText('Disclosures')).toHaveTextContent(
      'This counteroffer is a communication from a debt collector',
    );
    expect(screen.getByRole('list', { name: 'Settlement history' })).toHaveTextContent(
      'The collector countered with 2 offers to choose from.',
    );
  });

  it('accepts an offer after a confirmation, sending the version it showed, and reloads', async () => {
    let current = viewOf();
    const { calls } = mockFetch({
      'GET /api/customer_documents/7/negotiation': () => json(current),
      'POST /api/customer_documents/7/accept': () => {
        current = viewOf({
          step: 'waiting_for_agreement',
          step_text: 'You have an agreement on the terms. The collector is preparing the settlement agreement.',
          completed_stages: 3,
          version: 4,
          agreed_offer: { terms: terms(160000, 2), schedule: schedule([80000, 80000]) },
          counteroffers: { ...viewOf().counteroffers!, open: false },
        });
        return json({ success: true });
      },
    });
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'Accept this offer, offer 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept offer 2?' });
    expect(dialog).toHaveTextContent('$1,600.00 in 2 monthly payments from Feb 1, 2099');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, accept this offer' }));

    expect(await screen.findByText('You accepted offer 2.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current step' })).toHaveTextContent('preparing the settlement agreement');
    expect(calls.find(c => c.method === 'POST')?.body).toEqual({ offer_index: 1, version: 3 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a conflict in the dialog and reloads the page behind it', async () => {
    let loads = 0;
    mockFetch({
      'GET /api/customer_documents/7/negotiation': () => {
        loads++;
        return json(viewOf());
      },
      'POST /api/customer_documents/7/accept': () =>
        json({ error: 'This settlement changed since you opened it. Reload the page to see the latest.' }, 409),
    });
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'Accept this offer, offer 1' }));
    await user.click(screen.getByRole('button', { name: 'Yes, accept this offer' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'This settlement changed since you opened it.',
    );
    expect(loads).toBe(2);
  });

  it('checks an opening offer with the domain rules, then sends it', async () => {
    const { calls } = mockFetch({
      'GET /api/customer_documents/7/negotiation': () =>
        json(viewOf({ step: 'make_offer', completed_stages: 0, counteroffers: null, history: [] })),
      'POST /api/customer_documents/7/offer': () => json({ success: true }),
    });
    const user = userEvent.setup({ delay: null });
    render();
    const total = await screen.findByRole('textbox', { name: 'Total amount' });
    await user.type(total, '9000x');
    expect(total).toHaveValue('9000');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your offer is invalid: payments are required, total amount may not exceed the amount owed',
    );
    expect(calls.some(c => c.method === 'POST')).toBe(false);

    await user.clear(total);
    await user.type(total, '1200');
    await user.type(screen.getByRole('textbox', { name: 'Number of monthly payments' }), '3');
    expect(screen.getByRole('table', { name: 'Your payment schedule' })).toHaveTextContent('$400.00');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    await waitFor(() =>
      expect(calls.find(c => c.method === 'POST')?.body).toEqual({
        total_amount: '1200',
        first_payment_date: '2099-01-04',
        payments: 3,
        version: 3,
      }),
    );
  });

  it('counters back with tiers (amounts in cents, extra final payment previewed)', async () => {
    const { calls } = mockFetch({
      'GET /api/customer_documents/7/negotiation': () => json(viewOf()),
      'POST /api/customer_documents/7/counteroffer': () => json({ success: true }),
    });
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'Counter back' }));
    await user.type(screen.getByRole('textbox', { name: 'Total amount' }), '1000');
    await user.click(screen.getByRole('radio', { name: 'Payment tiers' }));
    await user.type(screen.getByRole('textbox', { name: 'Tier 1 amount per payment' }), '100');
    await user.type(screen.getByRole('textbox', { name: 'Tier 1 number of payments' }), '2');
    await user.type(screen.getByRole('textbox', { name: 'Tier 2 amount per payment' }), '200');
    await user.type(screen.getByRole('textbox', { name: 'Tier 2 number of payments' }), '3');
    expect(screen.getByRole('table', { name: 'Your payment schedule' })).toHaveTextContent('extra final payment');
    await user.click(screen.getByRole('button', { name: 'Send counteroffer' }));
    await waitFor(() =>
      expect(calls.find(c => c.method === 'POST')?.body).toEqual({
        total_amount: '1000',
        first_payment_date: '2099-01-04',
        phases: [
          { index: 0, payment_amount_cents: 10000, iterations: 2 },
          { index: 1, payment_amount_cents: 20000, iterations: 3 },
        ],
        version: 3,
      }),
    );
  });

  it('signs with the typed name and "I agree"; the uploaded agreement can be downloaded first', async () => {
    const { calls } = mockFetch({
      'GET /api/customer_documents/7/negotiation': () =>
        json(
          viewOf({
            step: 'sign_agreement',
            completed_stages: 4,
            agreed_offer: { terms: terms(150000, 3), schedule: schedule([50000, 50000, 50000]) },
            agreement_uploads: [
              { id: 'abc', filename: 'agreement.pdf', size: 100, url: '/api/customer_documents/7/settlement_agreement_uploads/abc' },
            ],
          }),
        ),
      'POST /api/customer_documents/7/sign': () => json({ success: true }),
    });
    const user = userEvent.setup({ delay: null });
    render();
    const link = await screen.findByRole('link', { name: 'agreement.pdf' });
    expect(link).toHaveAttribute('href', '/api/customer_documents/7/settlement_agreement_uploads/abc');
    const name = screen.getByRole('textbox', { name: 'Type your full name to sign' });
    await user.type(name, 'Jordan');
    await user.click(screen.getByRole('button', { name: 'Sign settlement agreement' }));
    expect(screen.getByText('Please type your full name as it appears on your account (Jordan Rivera) to sign.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please check "I agree" to sign the settlement agreement.');
    await user.type(name, ' rivera');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the settlement agreement/ }));
    await user.click(screen.getByRole('button', { name: 'Sign settlement agreement' }));
    await waitFor(() =>
      expect(calls.find(c => c.method === 'POST')?.body).toEqual({
        signature_name: 'Jordan rivera',
        agree: true,
        version: 3,
      }),
    );
  });

  it('after signing shows the time stamp and IP and mounts autopay set-up', async () => {
    mockFetch({
      'GET /api/customer_documents/7/negotiation': () =>
        json(
          viewOf({
            step: 'set_up_autopay',
            completed_stages: 5,
            signature: { signature_name: 'Jordan Rivera', signed_at: '2026-11-23T17:00:00Z', ip: '203.0.113.9' },
            settlement_agreement_available: true,
            settlement_agreement_url: '/api/customer_documents/7/settlement_agreement.pdf',
          }),
        ),
    });
    render();
    expect(await screen.findByText(/Signed by Jordan Rivera on .* from IP address 203\.0\.113\.9/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the signed settlement agreement (PDF)' })).toHaveAttribute(
      'href',
      '/api/customer_documents/7/settlement_agreement.pdf',
    );
    expect(screen.getByRole('button', { name: 'Autopay for 7' })).toBeInTheDocument();
  });

  it('shows plan progress, the next payment and Paid', async () => {
    const plan = {
      status: 'active',
      total_cents: 150000,
      payments_total: 3,
      payments_made: 1,
      progress_percentage: 33,
      next_payment_amount_cents: 50000,
      next_payment_date: '2099-03-01',
      paid: false,
    };
    let current = viewOf({ step: 'paying', completed_stages: 7, payment_plan: plan });
    mockFetch({ 'GET /api/customer_documents/7/negotiation': () => json(current) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render();
    expect(await screen.findByText(/33% paid of \$1,500\.00 · 1 of 3 payments made/)).toBeInTheDocument();
    expect(screen.getByText(/Next payment:/)).toHaveTextContent('Next payment: $500.00 on Mar 1, 2099');
    current = viewOf({
      step: 'paid',
      completed_stages: 8,
      step_text: 'Paid. You have made every payment of your settlement.',
      payment_plan: { ...plan, payments_made: 3, progress_percentage: 100, paid: true, next_payment_amount_cents: null },
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_MS);
    });
    expect(await screen.findByText('Paid', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(screen.queryByText(/Next payment:/)).not.toBeInTheDocument();
  });

  it('polls while waiting on the collector and shows their answer without a reload', async () => {
    let current = viewOf({
      step: 'waiting_for_collector',
      completed_stages: 1,
      counteroffers: null,
      my_offer: { terms: terms(100000, 4), schedule: schedule([25000, 25000, 25000, 25000]) },
    });
    mockFetch({ 'GET /api/customer_documents/7/negotiation': () => json(current) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render();
    expect(await screen.findByRole('heading', { name: 'Your offer' })).toBeInTheDocument();
    current = viewOf();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_MS);
    });
    expect(await screen.findByRole('button', { name: 'Accept this offer, offer 1' })).toBeInTheDocument();
  });

  it("shows the firm's answer the moment the server says the settlement moved (no reload, no poll)", async () => {
    let current = viewOf({
      step: 'waiting_for_collector',
      completed_stages: 1,
      counteroffers: null,
      my_offer: { terms: terms(100000, 4), schedule: schedule([25000, 25000, 25000, 25000]) },
    });
    const { calls } = mockFetch({ 'GET /api/customer_documents/7/negotiation': () => json(current) });
    render();
    expect(await screen.findByRole('heading', { name: 'Your offer' })).toBeInTheDocument();
    current = viewOf();
    // Another settlement of the consumer moved: nothing to reload here.
    await sockets.emit('settlement:updated', { customer_document_id: 8, version: 2, party: 'system', action: 'accept' });
    expect(calls).toHaveLength(1);
    await sockets.emit('settlement:updated', { customer_document_id: 7, version: 4, party: 'system', action: 'counteroffer' });
    expect(await screen.findByRole('button', { name: 'Accept this offer, offer 1' })).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it('shows the monthly payment the budget supports and asks before an offer asks more', async () => {
    const budget = { monthly_income_cents: 320000, monthly_expenses_cents: 290000, disposable_income_cents: 30000, source: 'bank' as const };
    const { calls } = mockFetch({
      'GET /api/customer_documents/7/negotiation': () =>
        json(viewOf({ step: 'make_offer', completed_stages: 0, counteroffers: null, history: [], budget })),
      'POST /api/customer_documents/7/offer': () => json({ success: true }),
    });
    const user = userEvent.setup({ delay: null });
    render();
    expect(await screen.findByTestId('budget-line')).toHaveTextContent(
      'Your budget supports about $300.00 a month: income $3,200.00 less expenses $2,900.00 (from your bank connection).',
    );
    const total = screen.getByRole('textbox', { name: 'Total amount' });
    await user.type(total, '1200');
    const payments = screen.getByRole('textbox', { name: 'Number of monthly payments' });
    await user.type(payments, '3');
    expect(screen.getByTestId('over-budget')).toHaveTextContent('This plan asks up to $400.00 in a month, more than the $300.00 your budget supports.');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'More than your budget supports' }, { timeout: 5000 });
    expect(dialog).toHaveTextContent('Your budget supports about $300.00 a month, and this plan asks up to $400.00. Send it anyway?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // The dialog fades out; until it is gone the page behind it is hidden from the accessibility tree.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(calls.some(c => c.method === 'POST')).toBe(false);

    // Four payments of $300 fit: no warning, no question.
    await user.clear(payments);
    await user.type(payments, '4');
    expect(screen.queryByTestId('over-budget')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(calls.find(c => c.method === 'POST')?.body).toMatchObject({ total_amount: '1200', payments: 4 }));
  });

  it('sends an offer over the budget once the consumer confirms it', async () => {
    const budget = { monthly_income_cents: 100000, monthly_expenses_cents: 120000, disposable_income_cents: 0, source: 'stated' as const };
    const { calls } = mockFetch({
      'GET /api/customer_documents/7/negotiation': () =>
        json(viewOf({ step: 'make_offer', completed_stages: 0, counteroffers: null, history: [], budget })),
      'POST /api/customer_documents/7/offer': () => json({ success: true }),
    });
    const user = userEvent.setup({ delay: null });
    render();
    expect(await screen.findByTestId('budget-line')).toHaveTextContent('Your budget shows nothing left after expenses each month (from what you told us).');
    await user.type(screen.getByRole('textbox', { name: 'Total amount' }), '600');
    await user.type(screen.getByRole('textbox', { name: 'Number of monthly payments' }), '6');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'More than your budget supports' }, { timeout: 5000 });
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(calls.find(c => c.method === 'POST')?.body).toMatchObject({ total_amount: '600', payments: 6 }));
  });

  it('explains a dispute before sending it, then shows the pause', async () => {
    let current = viewOf();
    const { calls } = mockFetch({
      'GET /api/customer_documents/7/negotiation': () => json(current),
      'POST /api/customer_documents/7/dispute': () => {
        current = viewOf({
          step: 'disputed',
          step_text:
            'You disputed this debt. The negotiation is paused until the collector sends verification of the debt.',
          counteroffers: { ...viewOf().counteroffers!, open: false },
          dispute: {
            disputed: true,
            can_dispute: false,
            reason: 'Not my card',
            disputed_at: '2026-11-23T10:00:00Z',
            verified_at: null,
          },
        });
        return json({ success: true });
      },
    });
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'Dispute this debt' }));
    const dialog = screen.getByRole('dialog', { name: 'Dispute this debt?' });
    expect(dialog).toHaveTextContent('The negotiation pauses');
    const confirm = within(dialog).getByRole('button', { name: 'Dispute this debt' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Why do you dispute this debt?' }), 'Not my card');
    await user.click(confirm);
    expect(await screen.findByText(/You disputed this debt on Nov 23, 2026: "Not my card"/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status', { name: 'Current step' })).toHaveTextContent('paused');
    expect(screen.queryByRole('button', { name: /Accept offer/ })).not.toBeInTheDocument();
    expect(calls.find(c => c.method === 'POST')?.body).toEqual({ reason: 'Not my card', version: 3 });
  });

  it('says when the settlement cannot be found or loaded, and sends visitors to sign in', async () => {
    mockFetch({ 'GET /api/customer_documents/7/negotiation': () => json({ error: 'Settlement not found' }, 404) });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this settlement.');

    mockFetch({ 'GET /api/customer_documents/7/negotiation': () => json({ error: 'boom' }, 500) });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your settlement.');
  });

  it('sends a visitor without a consumer session to sign in, keeping the origin', async () => {
    mockFetch({ 'GET /api/customer_documents/7/negotiation': () => json({ error: 'Not authenticated' }, 401) });
    render();
    const location = new URL((await screen.findByTestId('location')).textContent!, 'http://localhost');
    expect(location.pathname).toBe('/users/sign_in');
    expect(location.searchParams.get('redirect_to')).toBe('/customer_documents/7');
  });

  it('says only what the signature record holds', () => {
    expect(signedLine({ signature_name: 'Jo Doe', signed_at: null, ip: '203.0.113.9' })).toBe(
      'Signed by Jo Doe from IP address 203.0.113.9.',
    );
    expect(signedLine({ signature_name: 'Jo Doe', signed_at: null, ip: null })).toBe('Signed by Jo Doe.');
  });
});
