import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { deferred, renderWithData } from '../../test/render';
import { AutopaySetup } from './AutopaySetup';
import type { AutopayView } from './payments-api';

const URL = '/api/customer_documents/7/autopay';

function viewOf(patch: Partial<AutopayView> = {}): AutopayView {
  return {
    customer_document_id: 7,
    current_action: 'waiting_for_payment',
    provider: { mode: 'demo', publishable_key: null },
    total_amount_cents: 90001,
    schedule: [
      { index: 0, due_date: '2099-02-01', amount_cents: 30000, status: 'upcoming' },
      { index: 1, due_date: '2099-03-01', amount_cents: 30000, status: 'upcoming' },
      { index: 2, due_date: '2099-04-01', amount_cents: 30001, status: 'upcoming' },
    ],
    payment_plan: null,
    ...patch,
  };
}

const activePlan: AutopayView['payment_plan'] = {
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
};

async function fillCard(user: ReturnType<typeof userEvent.setup>, number = '4242424242424242') {
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1234');
  await user.type(screen.getByLabelText('Security code'), '123');
  await user.type(screen.getByLabelText('Name on card'), 'Jordan Rivera');
  await user.type(screen.getByLabelText('ZIP code'), '77002');
}

// Typing a whole card takes a few seconds on a busy machine.
describe('AutopaySetup', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the schedule with its total and the marked demo card form', async () => {
    mockFetch({ [`GET ${URL}`]: () => json(viewOf()) });
    renderWithData(<AutopaySetup documentId={7} onComplete={() => undefined} />);
    const table = await screen.findByRole('table', { name: 'Payment schedule' });
    expect(table.textContent).toContain('Feb 1, 2099');
    expect(table.textContent).toContain('$300.01');
    expect(table.textContent).toContain('$900.01');
    expect(screen.getByText('Demo card form: no real card is charged')).toBeTruthy();
    expect(table.textContent).not.toContain('Status');
  });

  it('refuses an incomplete card on the page, before any request', async () => {
    const { calls } = mockFetch({ [`GET ${URL}`]: () => json(viewOf()) });
    const user = userEvent.setup();
    renderWithData(<AutopaySetup documentId={7} onComplete={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: /Set up autopay/ }));
    expect(screen.getByText('Your card details are incomplete.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('sends the card, shows Submitting..., then success, and tells the page', async () => {
    const answer = deferred<Response>();
    const { calls } = mockFetch({
      [`GET ${URL}`]: () => json(viewOf()),
      [`POST ${URL}`]: () => answer.promise,
    });
    const onComplete = vi.fn();
    const user = userEvent.setup();
    renderWithData(<AutopaySetup documentId={7} onComplete={onComplete} />);
    await screen.findByRole('table', { name: 'Payment schedule' });
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: /Set up autopay \(first payment \$300\.00\)/ }));
    expect(await screen.findByRole('button', { name: 'Submitting...' }, { timeout: 5000 })).toHaveProperty(
      'disabled',
      true,
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      card: { number: '4242 4242 4242 4242', exp: '12/34', cvc: '123', name: 'Jordan Rivera', zip: '77002' },
    });
    answer.resolve(json(viewOf({ current_action: 'payment_setup_complete', payment_plan: activePlan }), 201));
    expect(
      await screen.findByText(
        /Autopay is set up\. Your visa card ending in 4242 will be charged \$300\.00 on Feb 1, 2099/,
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it("shows the provider's sentence when the card is declined and lets the consumer try again", async () => {
    mockFetch({
      [`GET ${URL}`]: () => json(viewOf()),
      [`POST ${URL}`]: () => json({ error: 'Your card was declined.', errors: ['Your card was declined.'] }, 422),
    });
    const onComplete = vi.fn();
    const user = userEvent.setup();
    renderWithData(<AutopaySetup documentId={7} onComplete={onComplete} />);
    await screen.findByRole('table', { name: 'Payment schedule' });
    await fillCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: /Set up autopay/ }));
    expect(await screen.findByText('Your card was declined.', {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Set up autopay/ })).toHaveProperty('disabled', false),
    );
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('shows each payment status once payments have been charged, and the plan already set up', async () => {
    const schedule = viewOf().schedule.map((p, i) => ({
      ...p,
      status: i === 0 ? ('succeeded' as const) : i === 1 ? ('failed' as const) : ('scheduled' as const),
    }));
    mockFetch({
      [`GET ${URL}`]: () => json(viewOf({ current_action: 'first_payment_made', schedule, payment_plan: activePlan })),
    });
    renderWithData(<AutopaySetup documentId={7} onComplete={() => undefined} />);
    const table = await screen.findByRole('table', { name: 'Payment schedule' });
    expect(table.textContent).toContain('Paid');
    expect(table.textContent).toContain('Failed');
    expect(screen.getByText(/Autopay is already set up/)).toBeTruthy();
    expect(screen.queryByText('Demo card form: no real card is charged')).toBeNull();
  });

  it('says so when the schedule cannot be loaded', async () => {
    mockFetch({ [`GET ${URL}`]: () => json({ error: 'Document not found' }, 404) });
    renderWithData(<AutopaySetup documentId={7} onComplete={() => undefined} />);
    expect(await screen.findByText(/We could not load your payment schedule/)).toBeTruthy();
  });
});
