import type { ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { deferred, renderWithData } from '../../test/render';
import { ANOTHER_METHOD, AutopaySetup, CONTINUE_TO_FORM } from './AutopaySetup';
import { DEMO_CHECKOUT_LABEL } from './PaymentElementCheckout';
import type { AutopayView } from './payments-api';
import type { SetupCheckout } from './plan-api';

// Stripe.js is never loaded in tests: the Elements provider, the elements and the hooks are stand-ins that record
// what the components ask of them.
const stripe = vi.hoisted(() => ({
  confirmSetup: vi.fn(),
  confirmPayment: vi.fn(),
  elements: { kind: 'elements' },
  elementsOptions: [] as unknown[],
  loadStripe: vi.fn(() => Promise.resolve({})),
}));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: (props: { children: ReactNode; options?: unknown }) => {
    stripe.elementsOptions.push(props.options);
    return <>{props.children}</>;
  },
  CardElement: () => <div data-testid="card-element" />,
  PaymentElement: (props: { onReady?: () => void }) => (
    <div data-testid="payment-element" ref={() => props.onReady?.()} />
  ),
  useStripe: () => ({ confirmSetup: stripe.confirmSetup, confirmPayment: stripe.confirmPayment }),
  useElements: () => stripe.elements,
}));

const AUTOPAY = '/api/customer_documents/7/autopay';
const OPEN = '/api/customer_documents/7/autopay/checkout';
const CONFIRM = '/api/customer_documents/7/setup_intents/seti_demo_abc/demo_confirm';
const checkout: SetupCheckout = {
  intent_type: 'setup',
  client_secret: 'seti_demo_abc_secret_xyz',
  setup_intent_id: 'seti_demo_abc',
  return_url: 'http://localhost:3000/customer_documents/7/payment_widget/payment_success',
  customer_email: 'jordan@example.test',
};

function viewOf(patch: Partial<AutopayView> = {}): AutopayView {
  return {
    customer_document_id: 7,
    current_action: 'waiting_for_payment',
    provider: { mode: 'demo', publishable_key: null },
    total_amount_cents: 90000,
    schedule: [
      { index: 0, due_date: '2099-02-01', amount_cents: 30000, status: 'upcoming' },
      { index: 1, due_date: '2099-03-01', amount_cents: 30000, status: 'upcoming' },
      { index: 2, due_date: '2099-04-01', amount_cents: 30000, status: 'upcoming' },
    ],
    payment_plan: null,
    ...patch,
  };
}

async function typeCard(user: ReturnType<typeof userEvent.setup>, number = '4242424242424242') {
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1234');
  await user.type(screen.getByLabelText('Security code'), '123');
  await user.type(screen.getByLabelText('Name on card'), 'Jordan Rivera');
  await user.type(screen.getByLabelText('ZIP code'), '77002');
}

async function chooseAnotherMethod(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('table', { name: 'Payment schedule' });
  await user.click(screen.getByRole('radio', { name: ANOTHER_METHOD }));
  await user.click(screen.getByRole('button', { name: CONTINUE_TO_FORM }));
}

// Typing a whole card takes a few seconds on a busy machine.
describe('AutopaySetup: "Another payment method" (setup checkout) without keys', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the card form as the first choice; the other choice opens the marked demo checkout and confirms it', async () => {
    const answer = deferred<Response>();
    const { calls } = mockFetch({
      [`GET ${AUTOPAY}`]: () => json(viewOf()),
      [`POST ${OPEN}`]: () => json({ checkout }, 201),
      [`POST ${CONFIRM}`]: () => answer.promise,
    });
    const onCheckoutDone = vi.fn();
    const onComplete = vi.fn();
    const user = userEvent.setup();
    renderWithData(<AutopaySetup documentId={7} onComplete={onComplete} onCheckoutDone={onCheckoutDone} />);
    await screen.findByRole('table', { name: 'Payment schedule' });
    // As before: the card form is offered first.
    expect(screen.getByRole('radio', { name: 'Card' })).toBeChecked();
    expect(screen.getByText('Demo card form: no real card is charged')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await chooseAnotherMethod(user);
    expect(await screen.findByText(DEMO_CHECKOUT_LABEL)).toBeInTheDocument();
    expect(calls.find((c) => c.url === OPEN)?.body).toEqual({});
    // The demo provider keeps no billing details for a saved card: no e-mail field.
    expect(screen.queryByLabelText('Billing email (optional)')).toBeNull();
    await typeCard(user);
    await user.click(screen.getByRole('button', { name: 'Set up autopay (first payment $300.00)' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(calls.find((c) => c.url === CONFIRM)?.body).toEqual({
      client_secret: 'seti_demo_abc_secret_xyz',
      card: { number: '4242 4242 4242 4242', exp: '12/34', cvc: '123', name: 'Jordan Rivera', zip: '77002' },
    });
    const outcome =
      '/customer_documents/7/payment_widget/payment_success?setup_intent=seti_demo_abc&redirect_status=succeeded';
    answer.resolve(json({ status: 'succeeded', redirect_url: outcome }));
    await waitFor(() => expect(onCheckoutDone).toHaveBeenCalledWith(outcome));
    // Autopay itself is completed by the success page, not here.
    expect(calls.filter((c) => c.url === AUTOPAY && c.method === 'POST')).toHaveLength(0);
    expect(onComplete).not.toHaveBeenCalled();
    expect(stripe.loadStripe).not.toHaveBeenCalled();
  });

  it('shows a declined card with the provider sentence and keeps the form for another card', async () => {
    mockFetch({
      [`GET ${AUTOPAY}`]: () => json(viewOf()),
      [`POST ${OPEN}`]: () => json({ checkout }, 201),
      [`POST ${CONFIRM}`]: () => json({ error: 'Your card was declined.', errors: ['Your card was declined.'] }, 422),
    });
    const user = userEvent.setup();
    renderWithData(<AutopaySetup documentId={7} onComplete={() => undefined} onCheckoutDone={() => undefined} />);
    await chooseAnotherMethod(user);
    await typeCard(user, '4000000000000002');
    await user.click(await screen.findByRole('button', { name: /Set up autopay/ }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start again' })).toBeNull();
    expect(screen.getByRole('button', { name: /Set up autopay/ })).toBeEnabled();
  });

  it('shows the refusal when the checkout cannot be opened, and goes back to the card form', async () => {
    mockFetch({
      [`GET ${AUTOPAY}`]: () => json(viewOf()),
      [`POST ${OPEN}`]: () => json({ error: 'Autopay is already set up for this settlement.' }, 409),
    });
    const user = userEvent.setup();
    renderWithData(<AutopaySetup documentId={7} onComplete={() => undefined} />);
    await chooseAnotherMethod(user);
    expect(await screen.findByText('Autopay is already set up for this settlement.')).toBeInTheDocument();
    expect(screen.queryByText(DEMO_CHECKOUT_LABEL)).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    expect(screen.getByText('Demo card form: no real card is charged')).toBeInTheDocument();
  });
});

describe('AutopaySetup: "Another payment method" with keys (Stripe Payment Element, confirmSetup)', () => {
  beforeEach(() => {
    stripe.confirmSetup.mockReset();
    stripe.confirmPayment.mockReset();
    stripe.elementsOptions.length = 0;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('mounts the Payment Element with the setup client secret and confirms with the return url and e-mail', async () => {
    stripe.confirmSetup.mockResolvedValue({
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
    const { calls } = mockFetch({
      [`GET ${AUTOPAY}`]: () => json(viewOf({ provider: { mode: 'stripe', publishable_key: 'pk_test_123' } })),
      [`POST ${OPEN}`]: () =>
        json({ checkout: { ...checkout, client_secret: 'seti_1_secret_2', setup_intent_id: 'seti_1' } }, 201),
    });
    const user = userEvent.setup();
    renderWithData(<AutopaySetup documentId={7} onComplete={() => undefined} />);
    await screen.findByRole('table', { name: 'Payment schedule' });
    expect(screen.getByTestId('card-element')).toBeInTheDocument();
    await chooseAnotherMethod(user);
    expect(await screen.findByTestId('payment-element')).toBeInTheDocument();
    expect(stripe.elementsOptions).toContainEqual({ clientSecret: 'seti_1_secret_2' });
    expect(screen.getByLabelText('Billing email (optional)')).toHaveValue('jordan@example.test');
    await user.click(await screen.findByRole('button', { name: 'Set up autopay (first payment $300.00)' }));
    expect(stripe.confirmSetup).toHaveBeenCalledWith({
      elements: stripe.elements,
      confirmParams: {
        return_url: checkout.return_url,
        payment_method_data: { billing_details: { email: 'jordan@example.test' } },
      },
    });
    expect(stripe.confirmPayment).not.toHaveBeenCalled();
    // A refused method: the provider's sentence; the same setup takes another method.
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.queryByRole('button', { name: 'Start again' })).toBeNull();
    expect(calls.filter((c) => c.url === OPEN)).toHaveLength(1);
  });

  it('a setup that can no longer be confirmed offers to start again, which opens a new one', async () => {
    stripe.confirmSetup.mockResolvedValue({
      error: {
        type: 'invalid_request_error',
        code: 'setup_intent_unexpected_state',
        message: 'This SetupIntent has already succeeded.',
      },
    });
    const { calls } = mockFetch({
      [`GET ${AUTOPAY}`]: () => json(viewOf({ provider: { mode: 'stripe', publishable_key: 'pk_test_123' } })),
      [`POST ${OPEN}`]: () => json({ checkout }, 201),
    });
    const user = userEvent.setup();
    renderWithData(<AutopaySetup documentId={7} onComplete={() => undefined} />);
    await chooseAnotherMethod(user);
    await user.clear(await screen.findByLabelText('Billing email (optional)'));
    await user.click(await screen.findByRole('button', { name: /Set up autopay/ }));
    expect(stripe.confirmSetup).toHaveBeenCalledWith({
      elements: stripe.elements,
      confirmParams: { return_url: checkout.return_url },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This SetupIntent has already succeeded.');
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    await waitFor(() => expect(calls.filter((c) => c.url === OPEN)).toHaveLength(2));
  });
});
