import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StashData } from '@parley/domain/dashboard/payload';
import { json, mockFetch, networkDown } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';
import { STASH_TEXT, StashCard } from './StashCard';

configure({ asyncUtilTimeout: 5000 });

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const withHistory: StashData = {
  available_balance: 17_500,
  all_transactions: [
    { id: 3, amount_cents: 12_500, created_at: at(12), kind: 'settlement_payment', status: 'scheduled' },
    { id: 2, amount_cents: 12_500, created_at: at(-27), kind: 'settlement_payment', status: 'completed' },
    { id: 1, amount_cents: 5_000, created_at: at(-41), kind: 'deposit', status: 'completed' },
  ],
};
const onlyScheduled: StashData = { available_balance: 0, all_transactions: [{ id: 9, amount_cents: 12_500, created_at: at(5), kind: 'settlement_payment', status: 'scheduled' }] };

const render = () => renderAt('/my_dashboard?activeTab=stash', '/my_dashboard', <StashCard />);

describe('StashCard', () => {
  it('shows the balance, scheduled autopay apart from history, Request Refund but not Cancel Autopay', async () => {
    mockFetch({ 'GET /my_dashboard/stash/data': () => json({ stash_data: withHistory }) });
    render();
    expect(await screen.findByTestId('stash-balance')).toHaveTextContent('$175.00');
    const scheduled = screen.getByRole('list', { name: STASH_TEXT.scheduled });
    expect(within(scheduled).getAllByRole('listitem')).toHaveLength(1);
    expect(scheduled).toHaveTextContent('+$125.00');
    expect(within(screen.getByRole('list', { name: STASH_TEXT.history })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: STASH_TEXT.requestRefund })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: STASH_TEXT.cancelAutopay })).toBeNull();
  });

  it('the refund form needs a full name, then sends the address and shows the success message', async () => {
    const after: StashData = { available_balance: 0, all_transactions: [{ id: 4, amount_cents: -17_500, created_at: at(0), kind: 'refund', status: 'pending' }, ...withHistory.all_transactions] };
    const { calls } = mockFetch({
      'GET /my_dashboard/stash/data': () => json({ stash_data: withHistory }),
      'POST /my_dashboard/stash/refunds': () => json({ success: true, message: 'Your refund request was received. The refund check has been sent to your email (consumer@demo.test).', stash_data: after }),
    });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: STASH_TEXT.requestRefund }));
    const dialog = screen.getByRole('dialog', { name: STASH_TEXT.refundTitle });
    await user.click(within(dialog).getByRole('button', { name: STASH_TEXT.submitRefund }));
    expect(within(dialog).getByText('Full name is required')).toBeInTheDocument();
    expect(calls.some(c => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText(/Full name/), 'Jordan Rivera');
    await user.type(within(dialog).getByLabelText(/^Address/), '2417 Westheimer Rd');
    await user.type(within(dialog).getByLabelText(/City/), 'Houston');
    await user.click(within(dialog).getByRole('combobox', { name: /State/ }));
    await user.click(await screen.findByRole('option', { name: 'Texas' }));
    await user.type(within(dialog).getByLabelText(/ZIP code/), '77002');
    await user.click(within(dialog).getByRole('button', { name: STASH_TEXT.submitRefund }));
    expect(await screen.findByRole('status')).toHaveTextContent('The refund check has been sent to your email (consumer@demo.test).');
    expect(calls.find(c => c.method === 'POST')!.body).toEqual({
      address: { full_name: 'Jordan Rivera', address1: '2417 Westheimer Rd', address2: '', city: 'Houston', state: 'TX', zip: '77002' },
    });
    expect(screen.getByTestId('stash-balance')).toHaveTextContent('$0.00');
    expect(screen.queryByRole('button', { name: STASH_TEXT.requestRefund })).toBeNull();
  });

  it("a refused refund shows the server's sentence, else the fallback", async () => {
    let answer = () => json({ error: 'There is no balance to refund.' }, 422);
    mockFetch({ 'GET /my_dashboard/stash/data': () => json({ stash_data: withHistory }), 'POST /my_dashboard/stash/refunds': () => answer() });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: STASH_TEXT.requestRefund }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Full name/), 'Jo');
    await user.type(within(dialog).getByLabelText(/^Address/), '1 Main St');
    await user.type(within(dialog).getByLabelText(/City/), 'Austin');
    await user.click(within(dialog).getByRole('combobox', { name: /State/ }));
    await user.click(await screen.findByRole('option', { name: 'Texas' }));
    await user.type(within(dialog).getByLabelText(/ZIP code/), '78701');
    await user.click(within(dialog).getByRole('button', { name: STASH_TEXT.submitRefund }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('There is no balance to refund.');
    answer = () => json({}, 500);
    await user.click(within(dialog).getByRole('button', { name: STASH_TEXT.submitRefund }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to create refund request'));
  });

  it('Cancel Autopay with no history and an upcoming item; its failure says so', async () => {
    let answer = () => json({ error: 'Failed to cancel autopay' }, 500);
    mockFetch({ 'GET /my_dashboard/stash/data': () => json({ stash_data: onlyScheduled }), 'POST /my_dashboard/stash/cancel': () => answer() });
    render();
    const user = userEvent.setup();
    expect(await screen.findByTestId('stash-balance')).toHaveTextContent('$0.00');
    expect(screen.queryByRole('button', { name: STASH_TEXT.requestRefund })).toBeNull();
    await user.click(screen.getByRole('button', { name: STASH_TEXT.cancelAutopay }));
    await user.click(screen.getByRole('button', { name: STASH_TEXT.confirmCancel }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to cancel autopay');
    answer = () => json({ success: true, message: 'Your autopay has been canceled.', stash_data: { available_balance: 0, all_transactions: [] } });
    await user.click(screen.getByRole('button', { name: STASH_TEXT.confirmCancel }));
    expect(await screen.findByText('Your autopay has been canceled.')).toBeInTheDocument();
    expect(screen.getByText('No stash activity yet.')).toBeInTheDocument();
  });

  it('load failure: the server sentence or the fallback, with retry', async () => {
    let answer: () => Response = networkDown;
    mockFetch({ 'GET /my_dashboard/stash/data': () => answer() });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load stash data');
    answer = () => json({ stash_data: withHistory });
    await userEvent.setup().click(screen.getByRole('button', { name: STASH_TEXT.retry }));
    expect(await screen.findByTestId('stash-balance')).toHaveTextContent('$175.00');
  });
});
