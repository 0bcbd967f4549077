import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentPlanView } from '@parley/domain/dashboard/payload';
import { PAYMENT_DATE_MESSAGES } from '@parley/domain/payments/payment-date';
import { json, mockFetch } from '../../test/fetch-mock';
import { deferred, renderAt } from '../../test/render';
import { AdditionalPaymentForm } from './AdditionalPaymentForm';
import { PaymentActionsPage } from './PaymentActionsPage';
import { PaymentDateForm } from './PaymentDateForm';
import { AUTOPAY_FAILED, PaymentPlanPanel } from './PaymentPlanPanel';
import { OUTCOME_MAX_POLLS, OUTCOME_NOT_FOUND, OUTCOME_PENDING, OUTCOME_POLL_MS, PaymentSuccessPage } from './PaymentSuccessPage';
import { classifyPaymentDateError, DATE_ERRORS, paymentDateFailure, type PlanDetails, type UpcomingPayment } from './plan-api';

const DATE_URL = '/api/subscription_payment_dates/7';

function planOf(patch: Partial<PaymentPlanView> = {}): PaymentPlanView {
  return {
    document_id: 7,
    total_amount_customer_pays: 90000,
    balance_remaining: 90000,
    total_savings: 210000,
    previous_payment_date: null,
    next_payment_amount: 30000,
    next_payment_date: '2099-01-10',
    next_payment_at: Date.parse('2099-01-10T23:59:59Z') / 1000,
    payment_history: [],
    checkbook_payments: [],
    progress_percentage: 0,
    last_payment_date: '2099-03-10',
    total_payments_count: 3,
    payments_remaining: 3,
    is_subscription_active: false,
    is_subscription_upcoming: true,
    subscription_needs_attention: false,
    subscription_latest_invoice_url: null,
    upcoming_payments: [],
    ...patch,
  };
}

const upcoming: UpcomingPayment[] = [
  { index: 0, amount_cents: 30000, due_date: '2099-01-10', status: 'scheduled' },
  { index: 1, amount_cents: 20000, due_date: '2099-02-10', status: 'scheduled' },
  { index: 2, amount_cents: 40000, due_date: '2099-03-10', status: 'scheduled' },
];

function detailsOf(patch: Partial<PlanDetails> = {}): PlanDetails {
  return {
    plan: planOf(),
    card: { brand: 'visa', last4: '4242' },
    provider: { mode: 'demo', publishable_key: null },
    last_payment_error: null,
    today: '2099-01-01',
    payment_date: { changeable: true, next_payment_date: '2099-01-10', next_payment_amount: 30000 },
    additional_payment: {
      available: true,
      upcoming,
      front_amounts_cents: [30000, 20000, 40000],
      back_amounts_cents: [40000, 20000, 30000],
      max_total_cents: 90000,
    },
    ...patch,
  };
}

describe('payment date failure priority', () => {
  it.each([
    [422, { errors: ['A', 'B'], message: 'm', error: 'e' }, 'A, B'],
    [422, { message: 'From the server' }, 'From the server'],
    [422, undefined, DATE_ERRORS[422]],
    [403, undefined, DATE_ERRORS[403]],
    [404, undefined, DATE_ERRORS[404]],
    [429, undefined, DATE_ERRORS[429]],
    [500, undefined, DATE_ERRORS[500]],
    [503, 'not json', DATE_ERRORS[500]],
    [418, undefined, DATE_ERRORS.default],
    [null, undefined, DATE_ERRORS.default],
  ])('%s %j -> %s', (status, body, expected) => {
    expect(paymentDateFailure(status, body)).toBe(expected);
  });
});

describe("payment date failures on the dashboard: sorted by keyword, each with a title and a suggestion", () => {
  it.each([
    [DATE_ERRORS[403], 'permission'],
    [DATE_ERRORS[404], 'not_found'],
    [DATE_ERRORS[429], 'rate_limit'],
    [DATE_ERRORS[500], 'service'],
    [DATE_ERRORS[422], 'validation'],
    ['Please select a future date, Payment date must be before the next payment', 'validation'],
    [DATE_ERRORS.default, 'general'],
    ['Something odd happened', 'general'],
    // The first kind whose keyword appears wins: a refusal that names the date is still about permission.
    ['You are not allowed to choose this date', 'permission'],
  ])('%s -> %s', (message, kind) => {
    const e = classifyPaymentDateError(message);
    expect(e.kind).toBe(kind);
    expect(e.message).toBe(message);
    expect(e.title.length).toBeGreaterThan(0);
    expect(e.suggestion.length).toBeGreaterThan(0);
  });

  it('gives each kind its own title and suggestion', () => {
    const kinds = [DATE_ERRORS[403], DATE_ERRORS[404], DATE_ERRORS[429], DATE_ERRORS[500], DATE_ERRORS[422], DATE_ERRORS.default].map(classifyPaymentDateError);
    expect(new Set(kinds.map(k => k.title)).size).toBe(6);
    expect(new Set(kinds.map(k => k.suggestion)).size).toBe(6);
  });
});

describe('PaymentDateForm', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());
  const form = (onChanged = vi.fn()) =>
    render(
      <PaymentDateForm
        documentId={7}
        today="2099-01-01"
        nextPaymentDate="2099-01-10"
        nextPaymentAmount={30000}
        onChanged={onChanged}
      />,
    );
  const input = () => screen.getByLabelText('New autopay date') as HTMLInputElement;

  it('bounds the date from tomorrow to the day before the next payment and checks the rules first', async () => {
    const { calls } = mockFetch({});
    form();
    expect(input().min).toBe('2099-01-02');
    expect(input().max).toBe('2099-01-09');
    fireEvent.click(screen.getByRole('button', { name: 'Change autopay date' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_DATE_MESSAGES.required);
    fireEvent.change(input(), { target: { value: '2099-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change autopay date' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_DATE_MESSAGES.notFuture);
    fireEvent.change(input(), { target: { value: '2099-01-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change autopay date' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_DATE_MESSAGES.dayBefore('2099-01-10'));
    expect(calls).toEqual([]);
  });

  it('marks a refused date invalid, described by its sentence, and focuses it', async () => {
    mockFetch({});
    form();
    fireEvent.click(screen.getByRole('button', { name: 'Change autopay date' }));
    await waitFor(() => expect(input()).toHaveFocus());
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription(PAYMENT_DATE_MESSAGES.required);
    fireEvent.change(input(), { target: { value: '2099-01-05' } });
    expect(input()).toHaveAttribute('aria-invalid', 'false');
    expect(input()).not.toHaveAccessibleDescription(PAYMENT_DATE_MESSAGES.required);
  });

  it("puts the server's refusal (422) on the field and focuses it; a failure of the request leaves the field valid", async () => {
    let answer = () => json({ error: 'x', errors: ['Please select a future date'] }, 422);
    mockFetch({ [`PUT ${DATE_URL}`]: () => answer() });
    form();
    fireEvent.change(input(), { target: { value: '2099-01-05' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change autopay date' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, change it' }));
    await waitFor(() => expect(input()).toHaveFocus());
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('Please select a future date');
    answer = () => new Response('', { status: 429 });
    fireEvent.change(input(), { target: { value: '2099-01-05' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change autopay date' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, change it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DATE_ERRORS[429]);
    expect(input()).toHaveAttribute('aria-invalid', 'false');
  });

  it('confirms, shows Updating..., then the message, and resets', async () => {
    const answer = deferred<Response>();
    const { calls } = mockFetch({ [`PUT ${DATE_URL}`]: () => answer.promise });
    const onChanged = vi.fn();
    form(onChanged);
    fireEvent.change(input(), { target: { value: '2099-01-05' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change autopay date' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to change your autopay date to the 5th of each month?');
    expect(dialog).toHaveTextContent('Your next payment of $300.00 will be charged on Jan 5, 2099.');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, change it' }));
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    expect(input().value).toBe('');
    await act(async () => answer.resolve(json({ message: 'Changed to the 5th.', payment_plan: planOf() })));
    expect(await screen.findByText('Changed to the 5th.')).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ payment_date: '2099-01-05' });
    expect(screen.getByRole('button', { name: 'Change autopay date' })).toBeEnabled();
  });

  it('says when the next payment is too close to move', () => {
    mockFetch({});
    render(
      <PaymentDateForm
        documentId={7}
        today="2099-01-01"
        nextPaymentDate="2099-01-02"
        nextPaymentAmount={30000}
        onChanged={vi.fn()}
      />,
    );
    expect(screen.getByText(/It is too close to move/)).toBeInTheDocument();
    expect(input().max).toBe('2099-01-02');
  });

  it.each([
    [json({ error: 'x', errors: ['Please select a future date'] }, 422), 'Please select a future date'],
    [new Response('', { status: 429 }), DATE_ERRORS[429]],
    [new Response('', { status: 502 }), DATE_ERRORS[500]],
  ])('shows the server failure %#', async (response, expected) => {
    mockFetch({ [`PUT ${DATE_URL}`]: () => response });
    form();
    fireEvent.change(input(), { target: { value: '2099-01-05' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change autopay date' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, change it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(expected);
  });
});

describe('AdditionalPaymentForm', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());
  const URL = '/api/customer_documents/7/additional_payment';
  const renderForm = (onSubmitted = vi.fn()) =>
    render(
      <AdditionalPaymentForm
        documentId={7}
        upcoming={upcoming}
        maxTotalCents={90000}
        card={{ brand: 'visa', last4: '4242' }}
        onSubmitted={onSubmitted}
      />,
    );
  const marks = () => screen.getAllByRole('listitem').map((li) => li.textContent?.match(/Paid|Upcoming/)?.[0]);

  it('full pays everything; custom focuses the count and marks the next or last N as paid', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderForm();
    expect(marks()).toEqual(['Paid', 'Paid', 'Paid']);
    expect(screen.getByRole('button', { name: 'Pay $900.00' })).toBeEnabled();
    await user.click(screen.getByLabelText('Custom amount'));
    const count = screen.getByLabelText('Number of payments');
    await waitFor(() => expect(count).toHaveFocus());
    await user.clear(count);
    expect(screen.getByText('Please enter a payment amount.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Pay/ })).toBeDisabled();
    await user.type(count, '1');
    await user.click(screen.getByLabelText('My next payments'));
    expect(marks()).toEqual(['Paid', 'Upcoming', 'Upcoming']);
    expect(screen.getByRole('button', { name: 'Pay $300.00' })).toBeEnabled();
    await user.click(screen.getByLabelText('My last payments'));
    expect(marks()).toEqual(['Upcoming', 'Upcoming', 'Paid']);
    await user.clear(count);
    await user.type(count, '4');
    expect(screen.getByText('Please choose a number of payments between 1 and 3.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Pay/ })).toBeDisabled();
    // Back to full: back application with every payment.
    await user.click(screen.getByLabelText('Full balance ($900.00)'));
    expect(marks()).toEqual(['Paid', 'Paid', 'Paid']);
  });

  it('sends the custom payment and shows the provider sentence when refused', async () => {
    const { calls } = mockFetch({
      [`POST ${URL}`]: () => json({ error: 'Your card was declined.', errors: ['Your card was declined.'] }, 422),
    });
    const user = userEvent.setup();
    const onSubmitted = vi.fn();
    renderForm(onSubmitted);
    await user.click(screen.getByLabelText('Custom amount'));
    const count = screen.getByLabelText('Number of payments');
    await user.clear(count);
    await user.type(count, '2');
    await user.click(screen.getByLabelText('My next payments'));
    await user.click(screen.getByRole('button', { name: 'Pay $500.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      payment_type: 'custom',
      application_mode: 'front',
      cycle_count: 2,
      total_amount_cents: 50000,
    });
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pay $500.00' })).toBeEnabled();
  });
});

describe('AdditionalPaymentForm with a different card', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the marked demo card form and sends the card with the payment', async () => {
    const { calls } = mockFetch({
      'POST /api/customer_documents/7/additional_payment': () =>
        json({ error: 'Your card was declined.', errors: ['Your card was declined.'] }, 422),
    });
    const user = userEvent.setup();
    render(
      <AdditionalPaymentForm
        documentId={7}
        upcoming={upcoming}
        maxTotalCents={90000}
        card={{ brand: 'visa', last4: '4242' }}
        provider={{ mode: 'demo', publishable_key: null }}
        payEarly
        onSubmitted={vi.fn()}
      />,
    );
    await user.click(screen.getByLabelText(/Pay this with a different card/));
    await user.type(screen.getByLabelText('Card number'), '4000000000000002');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1234');
    await user.type(screen.getByLabelText('Security code'), '123');
    await user.type(screen.getByLabelText('Name on card'), 'Jordan Rivera');
    await user.type(screen.getByLabelText('ZIP code'), '77002');
    await user.click(screen.getByRole('button', { name: 'Pay $300.00' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      payment_type: 'custom',
      cycle_count: 1,
      total_amount_cents: 30000,
      card: { number: '4000 0000 0000 0002', cvc: '123', zip: '77002' },
    });
  });
});

describe('AdditionalPaymentForm with another payment method (the checkout)', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  const PAY = '/api/customer_documents/7/additional_payment';
  const checkoutOf = (pi: string) => ({
    additional_payment: { id: 3, status: 'pending', amount_cents: 30000, payments: [0] },
    checkout: {
      intent_type: 'payment',
      client_secret: `${pi}_secret_abc`,
      payment_intent_id: pi,
      return_url: `http://localhost/customer_documents/7/payment_widget/payment_success?payment_intent=${pi}`,
      customer_email: 'jordan@example.test',
    },
  });

  it('offers the saved card first, opens the checkout for the chosen amount, and starts again after a decline', async () => {
    let opened = 0;
    const { calls } = mockFetch({
      [`POST ${PAY}`]: () => json(checkoutOf(++opened === 1 ? 'pi_demo_one' : 'pi_demo_two'), 201),
      'POST /api/customer_documents/7/payment_intents/pi_demo_one/demo_confirm': () =>
        json({ error: 'Your card was declined.', errors: ['Your card was declined.'], checkout_closed: true }, 422),
    });
    const user = userEvent.setup();
    const onCheckoutDone = vi.fn();
    render(
      <AdditionalPaymentForm
        documentId={7}
        upcoming={upcoming}
        maxTotalCents={90000}
        card={{ brand: 'visa', last4: '4242' }}
        provider={{ mode: 'demo', publishable_key: null }}
        payEarly
        onSubmitted={vi.fn()}
        onCheckoutDone={onCheckoutDone}
      />,
    );
    expect(screen.getByLabelText('Saved visa card ending in 4242')).toBeChecked();
    await user.click(screen.getByLabelText('Another payment method'));
    await user.click(screen.getByRole('button', { name: 'Continue to payment ($300.00)' }));
    expect(await screen.findByText('Demo checkout — no real money moves')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      payment_type: 'custom',
      application_mode: 'front',
      cycle_count: 1,
      total_amount_cents: 30000,
      checkout: 'payment_element',
    });
    expect(screen.getByLabelText('Email for the receipt (optional)')).toHaveValue('jordan@example.test');
    await user.type(screen.getByLabelText('Card number'), '4000000000000002');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1234');
    await user.type(screen.getByLabelText('Security code'), '123');
    await user.type(screen.getByLabelText('Name on card'), 'Jordan Rivera');
    await user.type(screen.getByLabelText('ZIP code'), '77002');
    await user.click(screen.getByRole('button', { name: 'Pay $300.00' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    // A new checkout for the same amount, with an empty card form.
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST' && c.url === PAY)).toHaveLength(2));
    expect(await screen.findByLabelText('Card number')).toHaveValue('');
    expect(screen.queryByText('Your card was declined.')).toBeNull();
    // Back to the choices: the amount form again.
    await user.click(screen.getByRole('button', { name: 'Change the amount or how you pay' }));
    expect(screen.getByLabelText('Another payment method')).toBeChecked();
    expect(onCheckoutDone).not.toHaveBeenCalled();
  });
});

describe('PaymentPlanPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says when autopay charges next, in local time', () => {
    render(
      <MemoryRouter>
        <PaymentPlanPanel plan={planOf()} onChanged={() => undefined} />
      </MemoryRouter>,
    );
    const text = screen.getByTestId('autopay-scheduled').textContent ?? '';
    expect(text).toContain('Autopay scheduled: $300.00 will be charged on');
    const local = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(
      new Date('2099-01-10T23:59:59Z'),
    );
    expect(text).toContain(local);
    expect(screen.getByText('$2,100.00')).toBeInTheDocument();
  });

  it('warns about a failed autopay payment with the link to pay it', () => {
    render(
      <MemoryRouter>
        <PaymentPlanPanel
          plan={planOf({
            subscription_needs_attention: true,
            subscription_latest_invoice_url: '/customer_documents/7/payment_actions?active_tab=pay_early',
          })}
          onChanged={() => undefined}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(AUTOPAY_FAILED);
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      '/customer_documents/7/payment_actions?active_tab=pay_early',
    );
    expect(screen.queryByTestId('autopay-scheduled')).toBeNull();
  });

  it('opens the date form in place and reports the change', async () => {
    mockFetch({
      'GET /api/customer_documents/7/payment_plan': () => json(detailsOf()),
      [`PUT ${DATE_URL}`]: () => json({ message: 'Done.', payment_plan: planOf() }),
    });
    const onChanged = vi.fn();
    render(
      <MemoryRouter>
        <PaymentPlanPanel plan={planOf()} onChanged={onChanged} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Change autopay date' }));
    const input = (await screen.findByLabelText('New autopay date')) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '2099-01-03' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Change autopay date' })[1]);
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, change it' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
  });

  it("shows a refused date change in the dashboard variant: the kind's title, the sentence and a suggestion", async () => {
    mockFetch({
      'GET /api/customer_documents/7/payment_plan': () => json(detailsOf()),
      [`PUT ${DATE_URL}`]: () => new Response('', { status: 429 }),
    });
    render(
      <MemoryRouter>
        <PaymentPlanPanel plan={planOf()} onChanged={vi.fn()} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Change autopay date' }));
    const input = (await screen.findByLabelText('New autopay date')) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '2099-01-03' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Change autopay date' })[1]);
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, change it' }));
    const alert = await screen.findByRole('alert');
    const expected = classifyPaymentDateError(DATE_ERRORS[429]);
    expect(alert).toHaveAttribute('data-kind', 'rate_limit');
    expect(alert).toHaveTextContent(expected.title);
    expect(alert).toHaveTextContent(DATE_ERRORS[429]);
    expect(alert).toHaveTextContent(expected.suggestion);
  });
});

describe('PaymentActionsPage and PaymentSuccessPage', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens the requested tab', async () => {
    mockFetch({ 'GET /api/customer_documents/7/payment_plan': () => json(detailsOf()) });
    renderAt(
      '/customer_documents/7/payment_actions?active_tab=pay_early',
      '/customer_documents/:id/payment_actions',
      <PaymentActionsPage />,
    );
    expect(await screen.findByRole('tab', { name: 'Pay early', selected: true })).toBeInTheDocument();
    expect(screen.getByText(/Pay your next payment of \$300.00/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $300.00' })).toBeEnabled();
  });

  it('says when the plan is not found', async () => {
    mockFetch({ 'GET /api/customer_documents/7/payment_plan': () => json({ error: 'nope' }, 404) });
    renderAt(
      '/customer_documents/7/payment_actions',
      '/customer_documents/:id/payment_actions',
      <PaymentActionsPage />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(DATE_ERRORS[404]);
  });

  it('waits for the provider, then shows the result', async () => {
    let n = 0;
    mockFetch({
      'GET /api/customer_documents/7/payment_intents/pi_1': () =>
        json({
          id: 'pi_1',
          customer_document_id: 7,
          status: ++n < 2 ? 'processing' : 'succeeded',
          amount_cents: 30000,
          error: null,
          recorded: n >= 2,
          kind: 'additional_payment',
        }),
    });
    renderAt(
      '/customer_documents/7/payment_widget/payment_success?payment_intent=pi_1',
      '/customer_documents/:id/payment_widget/payment_success',
      <PaymentSuccessPage />,
    );
    expect(await screen.findByText(/Processing your payment/)).toBeInTheDocument();
    expect(await screen.findByText('Payment successful', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my dashboard' }).getAttribute('href')).toContain(
      '/my_dashboard?success=true',
    );
  });

  it('shows the provider sentence for a refused payment', async () => {
    mockFetch({
      'GET /api/customer_documents/7/payment_intents/pi_2': () =>
        json({
          id: 'pi_2',
          customer_document_id: 7,
          status: 'failed',
          amount_cents: 30000,
          error: 'Your card has insufficient funds.',
          recorded: true,
          kind: 'additional_payment',
        }),
    });
    renderAt(
      '/customer_documents/7/payment_widget/payment_success?payment_intent=pi_2',
      '/customer_documents/:id/payment_widget/payment_success',
      <PaymentSuccessPage />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card has insufficient funds.');
  });

  it('says the payment is still processing once the polls have run out (the same answer each time)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let asked = 0;
      mockFetch({
        'GET /api/customer_documents/7/payment_intents/pi_4': () => {
          asked++;
          return json({
            id: 'pi_4',
            customer_document_id: 7,
            status: 'processing',
            amount_cents: 30000,
            error: null,
            recorded: false,
            kind: 'additional_payment',
          });
        },
      });
      renderAt(
        '/customer_documents/7/payment_widget/payment_success?payment_intent=pi_4',
        '/customer_documents/:id/payment_widget/payment_success',
        <PaymentSuccessPage />,
      );
      expect(await screen.findByRole('heading', { level: 1, name: 'Processing your payment of $300.00...' })).toBeInTheDocument();
      for (let i = 0; i < OUTCOME_MAX_POLLS + 5; i++) await act(() => vi.advanceTimersByTimeAsync(OUTCOME_POLL_MS));
      expect(await screen.findByRole('heading', { level: 1, name: 'Payment processing' })).toBeInTheDocument();
      expect(screen.getByText(OUTCOME_PENDING)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to my dashboard' })).toBeInTheDocument();
      expect(asked).toBe(OUTCOME_MAX_POLLS);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a payment the server does not find is the page's first-level heading, with the sentence", async () => {
    mockFetch({
      'GET /api/customer_documents/7/payment_intents/pi_3': () => json({ error: 'Not found' }, 404),
    });
    renderAt(
      '/customer_documents/7/payment_widget/payment_success?payment_intent=pi_3',
      '/customer_documents/:id/payment_widget/payment_success',
      <PaymentSuccessPage />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment not found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(OUTCOME_NOT_FOUND);
  });
});
