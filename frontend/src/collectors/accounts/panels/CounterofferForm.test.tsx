// @vitest-environment jsdom
// jsdom: these tests read computed colours, which jsdom reports as rgb() the way browsers do (happy-dom keeps the
// theme's hex).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, mockFetch, networkDown, type Handler } from '../../../test/fetch-mock';
import { accountRow, listAnswer } from '../test-fixtures';
import { FIXED_DISCLOSURES, PANEL_TEXT, SKIP_COUNTEROFFER_CONFIRM_KEY } from './messages';
import { API, consumerOffer, currentActionAnswer, renderPanel, VALID } from './test-helpers';
import { keepStyles } from '../../../test/styles';

const tooSoon = { type: 'accept_or_counteroffer' as const, params: { offer: consumerOffer('2026-11-24') } };

function mock(extra: Record<string, Handler> = {}) {
  return mockFetch({
    [`GET ${API}/get_current_action`]: () => json(currentActionAnswer(tooSoon)),
    [`POST ${API}/determine_offer_last_payment`]: () =>
      json({ success: true, has_extra_tier: false, last_payment_amount_cents: 25000 }),
    [`GET ${API}/apply_filters`]: () => json(listAnswer([accountRow()])),
    ...extra,
  });
}

async function openForm() {
  renderPanel(accountRow({ current_action: tooSoon }));
  return screen.findByRole('form', { name: 'Counteroffer' });
}

const offerBox = (n: number) => screen.getByRole('group', { name: `Offer ${n}` });
const tierBox = (offer: HTMLElement, n: number) => within(offer).getByRole('group', { name: `Tier ${n}` });
const set = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('counteroffer', { timeout: 30_000 }, () => {
  it('keeps only digits and the point in money inputs', async () => {
    mock();
    await openForm();
    const total = within(offerBox(1)).getByLabelText(/^Total amount/);
    set(total, '$1,2a00.505');
    expect(total).toHaveValue('1200.50');
    const payments = within(offerBox(1)).getByLabelText(/^Number of payments/);
    set(payments, '6x');
    expect(payments).toHaveValue('6');
  });

  it('tiers: remaining balance in red until it is zero, auto-fill, last payment, clearing', async () => {
    keepStyles();
    const { calls } = mock({
      [`POST ${API}/determine_offer_last_payment`]: () =>
        json({ success: true, has_extra_tier: true, last_payment_amount_cents: 1 }),
    });
    await openForm();
    const offer = offerBox(1);
    set(within(offer).getByLabelText(/^Total amount/), '1000');
    await userEvent.click(within(offer).getByRole('button', { name: 'Use payment tiers' }));
    expect(within(offer).queryByLabelText(/^Number of payments \*/)).not.toBeInTheDocument();

    const tier1 = tierBox(offer, 1);
    set(within(tier1).getByLabelText('Amount per payment'), '100');
    set(within(tier1).getByLabelText('Number of payments'), '4');
    const remaining = screen.getByTestId('remaining-balance-1');
    expect(remaining).toHaveTextContent('Remaining balance: $600.00');
    expect(getComputedStyle(remaining).color).toBe('rgb(211, 47, 47)');

    // Only the number of payments given: leaving the tier fills the amount (remaining / payments, to the cent).
    const tier2 = tierBox(offer, 2);
    const payments2 = within(tier2).getByLabelText('Number of payments');
    await userEvent.click(payments2);
    set(payments2, '7');
    await userEvent.click(within(offer).getByLabelText(/^Total amount/));
    expect(within(tier2).getByLabelText('Amount per payment')).toHaveValue('85.71');
    expect(remaining).toHaveTextContent('Remaining balance: $0.03');

    // The extra final payment carries the rest: the figure from determine_offer_last_payment (debounced).
    expect(await screen.findByText(/an extra final payment carries the rest/, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByTestId('last-payment-1')).toHaveTextContent('Last payment: $0.01');
    const asked = calls.filter(c => c.url === `${API}/determine_offer_last_payment`).at(-1)!;
    expect(asked.body).toEqual({
      customer_document_id: 101,
      total_amount: '1000',
      first_payment_date: VALID,
      payments: 11,
      phases: [
        { index: 0, payment_amount_cents: 10000, iterations: 4 },
        { index: 1, payment_amount_cents: 8571, iterations: 7 },
      ],
    });

    set(within(tier2).getByLabelText('Amount per payment'), '100');
    expect(remaining).toHaveTextContent('Remaining balance: -$100.00');

    // A third tier, then removals: below 3 tiers removing one clears the tiers.
    await userEvent.click(within(offer).getByRole('button', { name: 'Add tier' }));
    expect(within(offer).getAllByRole('group', { name: /^Tier / })).toHaveLength(3);
    await userEvent.click(within(offer).getByRole('button', { name: 'Remove tier 3' }));
    expect(within(offer).getAllByRole('group', { name: /^Tier / })).toHaveLength(2);
    await userEvent.click(within(offer).getByRole('button', { name: 'Remove tier 1' }));
    expect(within(offer).queryAllByRole('group', { name: /^Tier / })).toHaveLength(0);
    expect(within(offer).getByRole('button', { name: 'Use payment tiers' })).toBeInTheDocument();
  });

  it('auto-fills the number of payments, rounded up', async () => {
    mock();
    await openForm();
    const offer = offerBox(1);
    set(within(offer).getByLabelText(/^Total amount/), '1000');
    await userEvent.click(within(offer).getByRole('button', { name: 'Use payment tiers' }));
    const tier1 = tierBox(offer, 1);
    await userEvent.click(within(tier1).getByLabelText('Amount per payment'));
    set(within(tier1).getByLabelText('Amount per payment'), '300');
    // Leaving the tier (not moving inside it) fills the other figure.
    await userEvent.tab();
    expect(within(tier1).getByLabelText('Number of payments')).toHaveValue('');
    await userEvent.click(within(offer).getByLabelText(/^Total amount/));
    expect(within(tier1).getByLabelText('Number of payments')).toHaveValue('4');
  });

  it('up to 5 offers; removal compacts the numbering and one always remains', async () => {
    mock();
    await openForm();
    const add = screen.getByRole('button', { name: 'Add offer' });
    for (let i = 0; i < 4; i++) await userEvent.click(add);
    expect(screen.getAllByRole('group', { name: /^Offer \d$/ })).toHaveLength(5);
    expect(add).toBeDisabled();
    set(within(offerBox(3)).getByLabelText(/^Total amount/), '333');
    set(within(offerBox(4)).getByLabelText(/^Total amount/), '444');
    await userEvent.click(within(offerBox(3)).getByRole('button', { name: 'Remove offer 3' }));
    expect(screen.getAllByRole('group', { name: /^Offer \d$/ })).toHaveLength(4);
    expect(within(offerBox(3)).getByLabelText(/^Total amount/)).toHaveValue('444');
    expect(screen.queryByRole('group', { name: 'Offer 5' })).not.toBeInTheDocument();
    expect(add).toBeEnabled();
    for (let n = 4; n > 1; n--) await userEvent.click(within(offerBox(n)).getByRole('button', { name: `Remove offer ${n}` }));
    expect(within(offerBox(1)).queryByRole('button', { name: /Remove offer/ })).not.toBeInTheDocument();
  });

  it("refuses an incomplete offer on the page with 'Offer n is invalid: ...'", async () => {
    const { calls } = mock();
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add offer' }));
    set(within(offerBox(1)).getByLabelText(/^Total amount/), '900');
    set(within(offerBox(1)).getByLabelText(/^Number of payments/), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Send counteroffer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Offer 2 is invalid: total amount is required, payments are required',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some(c => c.url.includes('create_counteroffer'))).toBe(false);
  });

  it('puts each sentence under its field, marks it invalid and focuses the first; the sentences follow the edits', async () => {
    mock();
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add offer' }));
    set(within(offerBox(1)).getByLabelText(/^Total amount/), '900');
    set(within(offerBox(1)).getByLabelText(/^Number of payments/), '3');
    const second = offerBox(2);
    set(within(second).getByLabelText(/^Total amount/), '100');
    await userEvent.click(within(second).getByRole('button', { name: 'Use payment tiers' }));
    set(within(tierBox(second, 1)).getByLabelText('Amount per payment'), '80');
    set(within(tierBox(second, 1)).getByLabelText('Number of payments'), '1');
    set(within(tierBox(second, 2)).getByLabelText('Number of payments'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Send counteroffer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Offer 2 is invalid: tier 2 needs an amount per payment');
    const amount2 = within(tierBox(second, 2)).getByLabelText('Amount per payment');
    await waitFor(() => expect(amount2).toHaveFocus());
    expect(amount2).toHaveAttribute('aria-invalid', 'true');
    expect(amount2).toHaveAccessibleDescription('tier 2 needs an amount per payment');
    expect(within(offerBox(1)).getByLabelText(/^Total amount/)).toHaveAttribute('aria-invalid', 'false');
    // The tiers now pay more than the total: the sentence moves to the total, where the comparison is made.
    set(amount2, '20');
    await waitFor(() => expect(amount2).toHaveAttribute('aria-invalid', 'false'));
    await waitFor(() => expect(within(second).getByLabelText(/^Total amount/)).toHaveAccessibleDescription('tiers exceed the total amount'));
  });

  it("puts the server's refusal of an offer under its field and focuses it", async () => {
    localStorage.setItem(SKIP_COUNTEROFFER_CONFIRM_KEY, '1');
    mock({
      [`POST ${API}/create_counteroffer`]: () =>
        json({ success: false, error: 'Offer 1 is invalid: total amount may not exceed the amount owed', offer_index: 0 }, 422),
    });
    await openForm();
    const total = within(offerBox(1)).getByLabelText(/^Total amount/);
    set(total, '100');
    set(within(offerBox(1)).getByLabelText(/^Number of payments/), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Send counteroffer' }));
    await waitFor(() => expect(total).toHaveFocus());
    expect(total).toHaveAttribute('aria-invalid', 'true');
    expect(total).toHaveAccessibleDescription('total amount may not exceed the amount owed');
  });

  it("confirms, remembers 'Don't ask this again', sends the offers and shows 'Submitted'", async () => {
    const { calls } = mock({
      [`POST ${API}/create_counteroffer`]: () => json({ success: true, offer_index: null, errors: [] }),
    });
    await openForm();
    set(within(offerBox(1)).getByLabelText(/^Total amount/), '1500.50');
    set(within(offerBox(1)).getByLabelText(/^Number of payments/), '6');
    set(screen.getByLabelText('Disclosure 2'), 'Calls may be recorded.');
    await userEvent.click(screen.getByRole('button', { name: 'Send counteroffer' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(PANEL_TEXT.confirmCounteroffer);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: PANEL_TEXT.dontAskAgain }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send counteroffer' }));
    expect(await screen.findByRole('status')).toHaveTextContent(PANEL_TEXT.submitted);
    expect(localStorage.getItem(SKIP_COUNTEROFFER_CONFIRM_KEY)).toBe('1');
    expect(calls.find(c => c.url === `${API}/create_counteroffer`)?.body).toEqual({
      customer_document_id: 101,
      offers: [
        { customer_document_id: 101, total_amount: '1500.50', first_payment_date: VALID, payments: 6, phases: [] },
      ],
      disclosures: [FIXED_DISCLOSURES.counteroffer, 'Calls may be recorded.'],
    });
  });

  it("does not ask again once 'Don't ask this again' was chosen", async () => {
    localStorage.setItem(SKIP_COUNTEROFFER_CONFIRM_KEY, '1');
    const { calls } = mock({
      [`POST ${API}/create_counteroffer`]: () => json({ success: true, offer_index: null, errors: [] }),
    });
    await openForm();
    set(within(offerBox(1)).getByLabelText(/^Total amount/), '100');
    set(within(offerBox(1)).getByLabelText(/^Number of payments/), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Send counteroffer' }));
    expect(await screen.findByRole('status')).toHaveTextContent(PANEL_TEXT.submitted);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter(c => c.url === `${API}/create_counteroffer`)).toHaveLength(1);
  });

  it("shows what the consumer can pay and fills the first offer with the suggested plan in one click", async () => {
    localStorage.setItem(SKIP_COUNTEROFFER_CONFIRM_KEY, '1');
    const { calls } = mock({
      [`POST ${API}/create_counteroffer`]: () => json({ success: true, offer_index: null, errors: [] }),
    });
    await openForm();
    const card = screen.getByRole('region', { name: 'What the consumer can pay' });
    expect(card).toHaveTextContent('$270.00 a month to spare: income $3,250.00, expenses $2,980.00 (from what they stated).');
    expect(card).toHaveTextContent('Suggested plan: $4,812.50 in 18 monthly payments of $267.36 (the last $267.38).');
    await userEvent.click(within(offerBox(1)).getByRole('button', { name: 'Use payment tiers' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Use suggested plan' }));
    expect(within(offerBox(1)).getByLabelText(/^Total amount/)).toHaveValue('4812.50');
    expect(within(offerBox(1)).getByLabelText(/^Number of payments/)).toHaveValue('18');
    await userEvent.click(screen.getByRole('button', { name: 'Send counteroffer' }));
    expect(await screen.findByRole('status')).toHaveTextContent(PANEL_TEXT.submitted);
    expect(calls.find(c => c.url === `${API}/create_counteroffer`)?.body).toMatchObject({
      offers: [{ total_amount: '4812.50', first_payment_date: VALID, payments: 18, phases: [] }],
    });
  });

  it('says so when the budget is not known', async () => {
    mock();
    renderPanel(
      accountRow({
        current_action: tooSoon,
        affordability: { monthly_income_cents: null, monthly_expenses_cents: null, disposable_income_cents: null, source: null, suggested_plan: null },
      }),
    );
    await screen.findByRole('form', { name: 'Counteroffer' });
    expect(screen.getByTestId('affordability')).toHaveTextContent("The consumer's budget is not known");
    expect(screen.queryByRole('button', { name: 'Use suggested plan' })).not.toBeInTheDocument();
  });

  it.each([
    [
      "the server's 'Offer n is invalid'",
      () => json({ success: false, error: 'Offer 1 is invalid: total amount may not exceed the amount owed', offer_index: 0 }, 422),
      'Offer 1 is invalid: total amount may not exceed the amount owed',
    ],
    ['a network failure', networkDown, PANEL_TEXT.networkFailure],
  ])('alerts %s and keeps the draft', async (_, answer, message) => {
    localStorage.setItem(SKIP_COUNTEROFFER_CONFIRM_KEY, '1');
    mock({ [`POST ${API}/create_counteroffer`]: answer });
    await openForm();
    set(within(offerBox(1)).getByLabelText(/^Total amount/), '100');
    set(within(offerBox(1)).getByLabelText(/^Number of payments/), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Send counteroffer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send counteroffer' })).toBeEnabled());
    expect(within(offerBox(1)).getByLabelText(/^Total amount/)).toHaveValue('100');
  });
});
