import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';
import { AUTOPAY_SET_UP, PaymentSuccessPage, SETUP_NOT_FOUND_MESSAGE } from './PaymentSuccessPage';
import type { AutopayView } from './payments-api';
import { dashboardUrl } from './plan-api';

const AUTOPAY = '/api/customer_documents/7/autopay';
const PATH = '/customer_documents/:id/payment_widget/payment_success';

const setUp: AutopayView = {
  customer_document_id: 7,
  current_action: 'payment_setup_complete',
  provider: { mode: 'stripe', publishable_key: 'pk_test_123' },
  total_amount_cents: 90000,
  schedule: [{ index: 0, due_date: '2099-02-01', amount_cents: 30000, status: 'scheduled' }],
  payment_plan: {
    id: 3,
    status: 'active',
    autopay_day: 1,
    card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
    needs_attention: false,
    last_payment_error: null,
    payments_made: 0,
    payments_total: 3,
    paid_cents: 0,
    progress_percentage: 0,
    next_payment_amount: 30000,
    next_payment_date: '2099-02-01',
  },
};

describe("PaymentSuccessPage: a setup checkout's return (setup_intent, redirect_status)", { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(window, 'parent');
  });

  it("completes autopay through the server once and shows it set up with the card (Stripe's return)", async () => {
    const { calls } = mockFetch({ [`POST ${AUTOPAY}`]: () => json(setUp, 201) });
    renderAt(
      '/customer_documents/7/payment_widget/payment_success?setup_intent=seti_1&setup_intent_client_secret=seti_1_secret_x&redirect_status=succeeded',
      PATH,
      <PaymentSuccessPage />,
    );
    expect(screen.getByText('Setting up autopay...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Autopay is set up' })).toBeInTheDocument();
    expect(
      screen.getByText(/Your visa card ending in 4242 will be charged \$300\.00 on Feb 1, 2099\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my dashboard' })).toHaveAttribute(
      'href',
      dashboardUrl(AUTOPAY_SET_UP),
    );
    const posts = calls.filter((c) => c.method === 'POST' && c.url === AUTOPAY);
    // Only the setup intent's id goes to the server (never its client secret).
    expect(posts.map((c) => c.body)).toEqual([{ setup_intent_id: 'seti_1' }]);
    expect(calls.some((c) => c.url.includes('payment_intents'))).toBe(false);
  });

  it("shows the provider's sentence and a way back to the settlement when the setup was refused", async () => {
    mockFetch({
      [`POST ${AUTOPAY}`]: () => json({ error: 'Your card was declined.', errors: ['Your card was declined.'] }, 422),
    });
    renderAt(
      '/customer_documents/7/payment_widget/payment_success?setup_intent=seti_1&redirect_status=failed',
      PATH,
      <PaymentSuccessPage />,
    );
    expect(await screen.findByRole('heading', { name: 'Autopay was not set up' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByRole('link', { name: 'Back to my settlement' })).toHaveAttribute(
      'href',
      '/customer_documents/7',
    );
    expect(screen.getByRole('link', { name: 'Back to my dashboard' })).toHaveAttribute('href', '/my_dashboard');
  });

  it('coming back to an address already used shows autopay as set up', async () => {
    const { calls } = mockFetch({
      [`POST ${AUTOPAY}`]: () => json({ error: 'Autopay is already set up for this settlement.' }, 409),
      [`GET ${AUTOPAY}`]: () => json(setUp),
    });
    renderAt(
      '/customer_documents/7/payment_widget/payment_success?setup_intent=seti_1&redirect_status=succeeded',
      PATH,
      <PaymentSuccessPage />,
    );
    expect(await screen.findByRole('heading', { name: 'Autopay is set up' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('a 409 for a settlement not set up shows the sentence; not found and malformed ids say so', async () => {
    mockFetch({
      [`POST ${AUTOPAY}`]: () =>
        json({ error: 'Autopay is already being set up for this settlement. Please wait a moment.' }, 409),
      [`GET ${AUTOPAY}`]: () => json({ ...setUp, payment_plan: null }),
    });
    const first = renderAt(
      '/customer_documents/7/payment_widget/payment_success?setup_intent=seti_1',
      PATH,
      <PaymentSuccessPage />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Autopay is already being set up for this settlement.');
    first.unmount();
    vi.unstubAllGlobals();

    mockFetch({ [`POST ${AUTOPAY}`]: () => json({ error: 'Payment method setup not found.' }, 404) });
    const second = renderAt(
      '/customer_documents/7/payment_widget/payment_success?setup_intent=seti_2',
      PATH,
      <PaymentSuccessPage />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(SETUP_NOT_FOUND_MESSAGE);
    expect(screen.getByRole('heading', { level: 1, name: 'Autopay setup not found' })).toBeInTheDocument();
    second.unmount();
    vi.unstubAllGlobals();

    const { calls } = mockFetch({});
    renderAt(
      '/customer_documents/7/payment_widget/payment_success?setup_intent=<script>',
      PATH,
      <PaymentSuccessPage />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(SETUP_NOT_FOUND_MESSAGE);
    expect(calls).toHaveLength(0);
  });

  it('inside the payment widget frame a success asks the parent page to open the dashboard', async () => {
    const postMessage = vi.fn();
    Object.defineProperty(window, 'parent', { value: { postMessage }, configurable: true });
    mockFetch({ [`POST ${AUTOPAY}`]: () => json(setUp, 201) });
    renderAt(
      '/customer_documents/7/payment_widget/payment_success?setup_intent=seti_1&redirect_status=succeeded&iframe_context=true',
      PATH,
      <PaymentSuccessPage />,
    );
    expect(await screen.findByRole('heading', { name: 'Autopay is set up' })).toBeInTheDocument();
    await waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith(
        { type: 'open_url', url: dashboardUrl(AUTOPAY_SET_UP), target: '_top' },
        window.location.origin,
      ),
    );
    expect(postMessage).toHaveBeenCalledTimes(1);
  });
});
