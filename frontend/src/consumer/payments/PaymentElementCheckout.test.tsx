import type { ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { deferred } from '../../test/render';
import { DEMO_CHECKOUT_LABEL, PaymentElementCheckout } from './PaymentElementCheckout';
import type { CheckoutPayload } from './plan-api';

// Stripe.js is never loaded in tests: the Elements provider, the Payment Element and the hooks are stand-ins that
// record what the component asks of them.
const stripe = vi.hoisted(() => ({
  confirmPayment: vi.fn(),
  elements: { kind: 'elements' },
  elementsOptions: [] as unknown[],
  loadStripe: vi.fn(() => Promise.resolve({})),
}));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: (props: { children: ReactNode; options: unknown }) => {
    stripe.elementsOptions.push(props.options);
    return <>{props.children}</>;
  },
  // Ready once mounted (a ref callback runs at commit, as Stripe's ready event comes after mounting).
  PaymentElement: (props: { onReady?: () => void }) => <div data-testid="payment-element" ref={() => props.onReady?.()} />,
  useStripe: () => ({ confirmPayment: stripe.confirmPayment }),
  useElements: () => stripe.elements,
}));

const CONFIRM = '/api/customer_documents/7/payment_intents/pi_demo_abc/demo_confirm';
const checkout: CheckoutPayload = {
  intent_type: 'payment',
  client_secret: 'pi_demo_abc_secret_xyz',
  payment_intent_id: 'pi_demo_abc',
  return_url: 'http://localhost:3000/customer_documents/7/payment_widget/payment_success?payment_intent=pi_demo_abc',
  customer_email: 'jordan@example.test',
};

function show(publishableKey: string | null, extra: { iframe?: boolean } = {}) {
  const onDone = vi.fn();
  const onRestart = vi.fn();
  render(
    <PaymentElementCheckout
      documentId={7}
      checkout={checkout}
      publishableKey={publishableKey}
      submitLabel="Pay $300.00"
      onDone={onDone}
      onRestart={onRestart}
      {...extra}
    />,
  );
  return { onDone, onRestart };
}

async function typeCard(user: ReturnType<typeof userEvent.setup>, number = '4242424242424242') {
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1234');
  await user.type(screen.getByLabelText('Security code'), '123');
  await user.type(screen.getByLabelText('Name on card'), 'Jordan Rivera');
  await user.type(screen.getByLabelText('ZIP code'), '77002');
}

// Typing a whole card takes a few seconds on a busy machine.
describe('PaymentElementCheckout without keys: the demo checkout form', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is clearly marked, confirms with the client secret, card and e-mail, shows Processing..., then goes on', async () => {
    const answer = deferred<Response>();
    const { calls } = mockFetch({ [`POST ${CONFIRM}`]: () => answer.promise });
    const user = userEvent.setup();
    const { onDone } = show(null, { iframe: true });
    expect(screen.getByText(DEMO_CHECKOUT_LABEL)).toBeInTheDocument();
    expect(screen.queryByTestId('payment-element')).toBeNull();
    const email = screen.getByLabelText('Email for the receipt (optional)');
    expect(email).toHaveValue('jordan@example.test');
    await user.clear(email);
    await user.type(email, 'payer@example.test');
    await typeCard(user);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      client_secret: 'pi_demo_abc_secret_xyz',
      card: { number: '4242 4242 4242 4242', exp: '12/34', cvc: '123', name: 'Jordan Rivera', zip: '77002' },
      billing_email: 'payer@example.test',
      iframe_context: true,
    });
    answer.resolve(json({ status: 'processing', redirect_url: '/customer_documents/7/payment_widget/payment_success?payment_intent=pi_demo_abc' }));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith('/customer_documents/7/payment_widget/payment_success?payment_intent=pi_demo_abc'),
    );
    expect(stripe.loadStripe).not.toHaveBeenCalled();
  });

  it('shows a declined card with the provider sentence and offers to start again', async () => {
    const { calls } = mockFetch({
      [`POST ${CONFIRM}`]: () =>
        json({ error: 'Your card was declined.', errors: ['Your card was declined.'], checkout_closed: true }, 422),
    });
    const user = userEvent.setup();
    const { onDone, onRestart } = show(null);
    await user.clear(screen.getByLabelText('Email for the receipt (optional)'));
    await typeCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Pay $300.00' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    // No e-mail typed: none is sent.
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ billing_email: null });
    // This checkout is over: its form goes, and starting again asks for a new one.
    expect(screen.queryByRole('button', { name: 'Pay $300.00' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(onRestart).toHaveBeenCalledTimes(1);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('keeps the checkout for a mistyped card and for an incomplete form sends nothing', async () => {
    const { calls } = mockFetch({
      [`POST ${CONFIRM}`]: () => json({ error: 'Your card number is incorrect.', errors: ['Your card number is incorrect.'] }, 422),
    });
    const user = userEvent.setup();
    show(null);
    await user.click(screen.getByRole('button', { name: 'Pay $300.00' }));
    expect(screen.getByText('Your card details are incomplete.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await typeCard(user, '4242424242424241');
    await user.click(screen.getByRole('button', { name: 'Pay $300.00' }));
    expect(await screen.findByText('Your card number is incorrect.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start again' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay $300.00' })).toBeEnabled();
  });
});

describe('PaymentElementCheckout with keys: Stripe Payment Element', () => {
  beforeEach(() => {
    stripe.confirmPayment.mockReset();
    stripe.elementsOptions.length = 0;
  });

  it('mounts Elements with the client secret and confirms with the return url and the billing e-mail', async () => {
    stripe.confirmPayment.mockResolvedValue({ error: { type: 'card_error', message: 'Your card has insufficient funds.' } });
    const user = userEvent.setup();
    const { onRestart } = show('pk_test_123');
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(stripe.elementsOptions[0]).toEqual({ clientSecret: 'pi_demo_abc_secret_xyz' });
    expect(screen.getByTestId('payment-element')).toBeInTheDocument();
    expect(screen.queryByText(DEMO_CHECKOUT_LABEL)).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Pay $300.00' }));
    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      elements: stripe.elements,
      confirmParams: {
        return_url: checkout.return_url,
        payment_method_data: { billing_details: { email: 'jordan@example.test' } },
      },
    });
    // The provider's sentence as returned; a refused payment ends this checkout.
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card has insufficient funds.');
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(onRestart).toHaveBeenCalledTimes(1);
  });

  it('shows Processing... while confirming; a fields problem keeps the checkout; no e-mail, no billing details', async () => {
    const pending = deferred<{ error: { type: string; message: string } }>();
    stripe.confirmPayment.mockReturnValue(pending.promise);
    const user = userEvent.setup();
    show('pk_test_123');
    await user.clear(screen.getByLabelText('Email for the receipt (optional)'));
    await user.click(await screen.findByRole('button', { name: 'Pay $300.00' }));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(stripe.confirmPayment).toHaveBeenCalledWith({ elements: stripe.elements, confirmParams: { return_url: checkout.return_url } });
    pending.resolve({ error: { type: 'validation_error', message: 'Your card number is incomplete.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card number is incomplete.');
    expect(screen.queryByRole('button', { name: 'Start again' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay $300.00' })).toBeEnabled();
  });
});
