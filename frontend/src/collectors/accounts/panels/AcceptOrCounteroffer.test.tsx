import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, mockFetch, networkDown } from '../../../test/fetch-mock';
import { deferred } from '../../../test/render';
import { accountRow, listAnswer } from '../test-fixtures';
import { FIXED_DISCLOSURES, PANEL_TEXT } from './messages';
import { API, consumerOffer, currentActionAnswer, renderPanel, VALID } from './test-helpers';

const acceptable = { type: 'accept_or_counteroffer' as const, params: { offer: consumerOffer('2026-12-01') } };
const tooSoon = { type: 'accept_or_counteroffer' as const, params: { offer: consumerOffer('2026-11-24') } };
const waiting = { type: 'waiting_for_customer', params: {} };

/** get_current_action answers `first` until a command succeeded, then `after`. */
function steps(first: object, after: object) {
  let current = first;
  return {
    get: () => json(currentActionAnswer(current as never)),
    advance: () => {
      current = after;
    },
  };
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

// MUI forms render slowly on a busy machine; the default 5 s is too tight for a whole flow.
describe('accept', { timeout: 30_000 }, () => {
  it('is the default when the offer can be accepted; sends the disclosures after the confirmation', async () => {
    const step = steps(acceptable, waiting);
    const fresh = accountRow({ last_action: 'Lawyer Accept', current_action: { type: 'request_settlement_agreement', params: {} } });
    const { calls } = mockFetch({
      [`GET ${API}/get_current_action`]: step.get,
      [`POST ${API}/accept_offer`]: () => {
        step.advance();
        return json({ success: true });
      },
      [`GET ${API}/apply_filters`]: () => json(listAnswer([fresh])),
    });
    const { onChange } = renderPanel(accountRow({ current_action: acceptable }));

    const tab = await screen.findByRole('tab', { name: 'Accept' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByTestId('must-counteroffer')).not.toBeInTheDocument();
    expect(screen.getByTestId('offer-to-answer')).toHaveTextContent('$2,000.00 in 4 payments, first on Dec 1, 2026');

    // The fixed first line is read-only; filling the last line appends a new empty one.
    const fixed = screen.getByLabelText(/^Disclosure 1/);
    expect(fixed).toHaveValue(FIXED_DISCLOSURES.accept);
    expect(fixed).toHaveAttribute('readonly');
    fireEvent.change(screen.getByLabelText('Disclosure 2'), { target: { value: 'Texas law requires this notice.' } });
    expect(screen.getByLabelText('Disclosure 3')).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: 'Accept offer' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(PANEL_TEXT.confirmAccept);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));

    expect(await screen.findByRole('status')).toHaveTextContent(PANEL_TEXT.submitted);
    expect(await screen.findByText(PANEL_TEXT.waiting.waiting_for_customer!)).toBeInTheDocument();
    expect(calls.find(c => c.url === `${API}/accept_offer`)?.body).toEqual({
      customer_document_id: 101,
      disclosures: [FIXED_DISCLOSURES.accept, 'Texas law requires this notice.'],
      // The offer on screen goes with the accept, so a replaced offer is refused rather than accepted unseen.
      offer: consumerOffer('2026-12-01'),
    });
    // The current action is fetched again and the row reloaded.
    expect(calls.filter(c => c.url.startsWith(`${API}/get_current_action`)).length).toBeGreaterThanOrEqual(2);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(fresh));
    const refresh = calls.find(c => c.url.startsWith(`${API}/apply_filters`))!;
    const query = new URL(refresh.url, 'http://x').searchParams;
    expect(query.get('filters[customer_document_id]')).toBe('101');
    expect(query.getAll('filters[archived][]')).toEqual(['Active', 'Archived']);
  });

  it("reads 'Submitting...' while the answer is on its way, then 'Submitted'", async () => {
    const answer = deferred<Response>();
    mockFetch({
      [`GET ${API}/get_current_action`]: () => json(currentActionAnswer(acceptable)),
      [`POST ${API}/accept_offer`]: () => answer.promise,
      [`GET ${API}/apply_filters`]: () => json(listAnswer([accountRow()])),
    });
    renderPanel(accountRow({ current_action: acceptable }));
    await userEvent.click(await screen.findByRole('button', { name: 'Accept offer' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept' }));
    const button = await screen.findByRole('button', { name: PANEL_TEXT.submitting });
    expect(button).toBeDisabled();
    answer.resolve(json({ success: true }));
    expect(await screen.findByRole('status')).toHaveTextContent(PANEL_TEXT.submitted);
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const { calls } = mockFetch({ [`GET ${API}/get_current_action`]: () => json(currentActionAnswer(acceptable)) });
    renderPanel(accountRow({ current_action: acceptable }));
    await userEvent.click(await screen.findByRole('button', { name: 'Accept offer' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some(c => c.url.includes('accept_offer'))).toBe(false);
  });

  it.each([
    ['without a message', () => json({}, 500), PANEL_TEXT.acceptFailed],
    ['with the server message', () => json({ success: false, error: 'This offer has expired.' }, 422), 'This offer has expired.'],
    ['with success false', () => json({ success: false }), PANEL_TEXT.acceptFailed],
    ['when the network is down', networkDown, PANEL_TEXT.networkFailure],
  ])('alerts a failure %s', async (_, answer, message) => {
    mockFetch({
      [`GET ${API}/get_current_action`]: () => json(currentActionAnswer(acceptable)),
      [`POST ${API}/accept_offer`]: answer,
    });
    renderPanel(accountRow({ current_action: acceptable }));
    await userEvent.click(await screen.findByRole('button', { name: 'Accept offer' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Accept offer' })).toBeEnabled();
  });

  it('shows the conflict and the new step when someone acted meanwhile', async () => {
    const step = steps(acceptable, waiting);
    const conflict = 'This account was just updated by someone else. Reload it to see its current state.';
    mockFetch({
      [`GET ${API}/get_current_action`]: step.get,
      [`POST ${API}/accept_offer`]: () => {
        step.advance();
        return json({ success: false, error: conflict }, 409);
      },
      [`GET ${API}/apply_filters`]: () => json(listAnswer([accountRow()])),
    });
    renderPanel(accountRow({ current_action: acceptable }));
    await userEvent.click(await screen.findByRole('button', { name: 'Accept offer' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(conflict);
    expect(await screen.findByText(PANEL_TEXT.waiting.waiting_for_customer!)).toBeInTheDocument();
  });
});

describe('accept not allowed', { timeout: 30_000 }, () => {
  it("warns with '!' and makes counteroffer the default", async () => {
    mockFetch({ [`GET ${API}/get_current_action`]: () => json(currentActionAnswer(tooSoon)) });
    renderPanel(accountRow({ current_action: tooSoon }));
    const warning = await screen.findByTestId('must-counteroffer');
    expect(warning).toHaveTextContent(PANEL_TEXT.mustCounteroffer('Nov 24, 2026', 'Nov 26, 2026'));
    expect(screen.getByRole('tab', { name: 'Accept' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'Counteroffer' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('form', { name: 'Counteroffer' })).toBeInTheDocument();
    // The first offer starts on the earliest valid date, and the date input refuses earlier ones.
    const date = within(screen.getByRole('group', { name: 'Offer 1' })).getByLabelText(/^First payment date/);
    expect(date).toHaveValue(VALID);
    expect(date).toHaveAttribute('min', VALID);
  });
});
