import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@parley/domain/payout/validation';
import type { CurrentActionType } from '@parley/domain/contracts/accounts';
import { json, mockFetch, networkDown } from '../../../test/fetch-mock';
import { accountRow, listAnswer, planAnswer } from '../test-fixtures';
import { FIXED_DISCLOSURES, PANEL_TEXT } from './messages';
import { API, currentActionAnswer, renderPanel } from './test-helpers';
import { CURRENT_ACTION_POLL_MS } from './use-current-action';

const step = (type: CurrentActionType | string, params: Record<string, unknown> = {}) => ({ type: type as CurrentActionType, params });
const pdf = (name: string) => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
});

describe('waiting steps', () => {
  it.each(Object.entries(PANEL_TEXT.waiting))('%s shows %j and no form', async (type, text) => {
    mockFetch({ [`GET ${API}/get_current_action`]: () => json(currentActionAnswer(step(type))) });
    renderPanel(accountRow({ current_action: step(type) }));
    expect(screen.getByTestId('current-action-text')).toHaveTextContent(text!);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});

describe('first payment made', () => {
  const plan = (progress: number) =>
    ({
      status: 'ready',
      answer: planAnswer({
        has_payment_plan: true,
        payment_plan_summary: { progress_percentage: progress, next_payment_amount: 25000, next_payment_date: '2026-12-15' },
      }),
    }) as const;

  it('shows the ring with the next payment', async () => {
    mockFetch({ [`GET ${API}/get_current_action`]: () => json(currentActionAnswer(step('first_payment_made'))) });
    renderPanel(accountRow({ current_action: step('first_payment_made') }), plan(40));
    expect(screen.getByRole('progressbar', { name: 'Payment plan progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByTestId('current-action-text')).toHaveTextContent(PANEL_TEXT.latestPayment);
    expect(screen.getByText('Next payment $250.00 on Dec 15, 2026')).toBeInTheDocument();
  });

  it("says 'Paid' when all payments are done", async () => {
    const paid = step('first_payment_made', { paid: true });
    mockFetch({ [`GET ${API}/get_current_action`]: () => json(currentActionAnswer(paid)) });
    renderPanel(accountRow({ current_action: paid }), plan(100));
    expect(screen.getByTestId('current-action-text')).toHaveTextContent(PANEL_TEXT.paid);
    expect(screen.queryByText(/Next payment/)).not.toBeInTheDocument();
  });
});

describe('payment details', { timeout: 30_000 }, () => {
  const action = step('request_payment_details');
  const fill = (values: Record<string, string>) => {
    const form = screen.getByRole('form', { name: 'Payment details' });
    for (const [label, value] of Object.entries(values)) {
      fireEvent.change(within(form).getByLabelText(new RegExp(`^${label}`)), { target: { value } });
    }
  };

  it('requires every field, refuses PO boxes, confirms and sends', async () => {
    let after = action;
    const { calls } = mockFetch({
      [`GET ${API}/get_current_action`]: () => json(currentActionAnswer(after)),
      [`POST ${API}/update_payment_details`]: () => {
        after = step('request_settlement_agreement');
        return json({ success: true });
      },
      [`GET ${API}/apply_filters`]: () => json(listAnswer([accountRow()])),
    });
    renderPanel(accountRow({ current_action: action, file_number: 'F-1001' }));
    expect(screen.getByText(/Checks are delivered by 2-day courier/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^File number/)).toHaveValue('F-1001');

    await userEvent.click(screen.getByRole('button', { name: 'Submit payment details' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PANEL_TEXT.paymentDetailsRequired);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fill({ Payee: 'Demo Law Group', Recipient: 'Accounts desk', 'Mailing address': 'P.O. Box 1200, Austin, TX 78701' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit payment details' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.poBox);
    expect(calls.some(c => c.url.includes('update_payment_details'))).toBe(false);

    fill({ 'Mailing address': '  500 Congress Ave, Austin, TX 78701 ' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit payment details' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(PANEL_TEXT.confirmSubmit);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent(PANEL_TEXT.submitted);
    expect(calls.find(c => c.url === `${API}/update_payment_details`)?.body).toEqual({
      customer_document_id: 101,
      file_number: 'F-1001',
      payee: 'Demo Law Group',
      recipient: 'Accounts desk',
      mailing_address: '500 Congress Ave, Austin, TX 78701',
    });
    expect(await screen.findByRole('form', { name: 'Settlement agreement upload' })).toBeInTheDocument();
  });

  it("alerts the server's error text", async () => {
    mockFetch({
      [`GET ${API}/get_current_action`]: () => json(currentActionAnswer(action)),
      [`POST ${API}/update_payment_details`]: () => json({ success: false, error: 'The mailing address is too long' }, 422),
    });
    renderPanel(accountRow({ current_action: action }));
    fill({ Payee: 'P', Recipient: 'R', 'Mailing address': '1 Main St' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit payment details' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The mailing address is too long');
  });
});

describe('settlement agreement upload', { timeout: 30_000 }, () => {
  const action = step('request_settlement_agreement');

  it("needs a PDF, sends several with the disclosures, then says 'Agreement Uploaded'", async () => {
    let after = action;
    const { calls } = mockFetch({
      [`GET ${API}/get_current_action`]: () => json(currentActionAnswer(after)),
      [`POST ${API}/upload_settlement_agreement`]: () => {
        after = step('waiting_for_signed_settlement_agreement');
        return json({ success: true, files: [] });
      },
      [`GET ${API}/apply_filters`]: () => json(listAnswer([accountRow()])),
    });
    renderPanel(accountRow({ current_action: action }));
    const form = screen.getByRole('form', { name: 'Settlement agreement upload' });
    expect(within(form).getByLabelText(/^Disclosure 1/)).toHaveValue(FIXED_DISCLOSURES.document);

    await userEvent.click(within(form).getByRole('button', { name: 'Upload settlement agreement' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PANEL_TEXT.pdfRequired);

    const input = within(form).getByLabelText('Choose settlement agreement PDFs');
    await userEvent.upload(input, [pdf('agreement.pdf'), pdf('exhibit-a.pdf')]);
    fireEvent.change(input, { target: { files: [new File(['x'], 'photo.png', { type: 'image/png' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(PANEL_TEXT.pdfOnly('photo.png'));
    const list = within(form).getByRole('list', { name: 'Chosen files' });
    expect(within(list).getAllByRole('listitem').map(li => li.textContent)).toEqual([
      expect.stringContaining('agreement.pdf'),
      expect.stringContaining('exhibit-a.pdf'),
    ]);

    await userEvent.click(within(form).getByRole('button', { name: 'Upload settlement agreement' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(PANEL_TEXT.confirmSubmit);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent(PANEL_TEXT.agreementUploaded);
    expect(await screen.findByText(PANEL_TEXT.waiting.waiting_for_signed_settlement_agreement!)).toBeInTheDocument();

    const sent = calls.find(c => c.url === `${API}/upload_settlement_agreement`)!;
    expect(sent.headers['X-CSRF-Token']).toBe('test-csrf-token');
    const body = sent.body as FormData;
    expect(body.get('customer_document_id')).toBe('101');
    expect(body.getAll('disclosures[]')).toEqual([FIXED_DISCLOSURES.document]);
    expect((body.getAll('files[]') as File[]).map(f => f.name)).toEqual(['agreement.pdf', 'exhibit-a.pdf']);
  });

  it('tells the collector when the upload fails, with the server\'s reason, and keeps the form', async () => {
    mockFetch({
      [`GET ${API}/get_current_action`]: () => json(currentActionAnswer(action)),
      [`POST ${API}/upload_settlement_agreement`]: () => json({ error: 'The file is not a PDF.' }, 422),
    });
    renderPanel(accountRow({ current_action: action }));
    const form = screen.getByRole('form', { name: 'Settlement agreement upload' });
    await userEvent.upload(within(form).getByLabelText('Choose settlement agreement PDFs'), [pdf('a.pdf')]);
    await userEvent.click(within(form).getByRole('button', { name: 'Upload settlement agreement' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The file is not a PDF.')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Upload settlement agreement' })).toBeEnabled());
    expect(within(form).getByText('a.pdf')).toBeInTheDocument();
    expect(screen.queryByText(PANEL_TEXT.agreementUploaded)).not.toBeInTheDocument();
  });
});

describe('disputed account', { timeout: 30_000 }, () => {
  const disputed = step('accept_or_counteroffer', { disputed: true });

  it('says negotiation is paused and uploads verification PDFs', async () => {
    let after = disputed;
    const { calls } = mockFetch({
      [`GET ${API}/get_current_action`]: () => json(currentActionAnswer(after)),
      [`POST ${API}/upload_debt_verification`]: () => {
        after = step('accept_or_counteroffer', { offer: null });
        return json({ success: true, files: [] });
      },
      [`GET ${API}/apply_filters`]: () => json(listAnswer([accountRow()])),
    });
    renderPanel(accountRow({ current_action: disputed }));
    expect(screen.getByTestId('current-action-text')).toHaveTextContent(PANEL_TEXT.disputed);
    expect(screen.queryByRole('tab', { name: 'Accept' })).not.toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Debt verification upload' });
    await userEvent.upload(within(form).getByLabelText('Choose verification PDFs'), [pdf('statement.pdf')]);
    await userEvent.click(within(form).getByRole('button', { name: 'Upload verification' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent(PANEL_TEXT.verificationUploaded);
    const body = calls.find(c => c.url === `${API}/upload_debt_verification`)!.body as FormData;
    expect((body.getAll('files[]') as File[]).map(f => f.name)).toEqual(['statement.pdf']);
    expect(body.getAll('disclosures[]')).toEqual([FIXED_DISCLOSURES.document]);
    expect(await screen.findByRole('tab', { name: 'Counteroffer' })).toBeInTheDocument();
  });

  it("shows why a verification upload was refused", async () => {
    mockFetch({
      [`GET ${API}/get_current_action`]: () => json(currentActionAnswer(disputed)),
      [`POST ${API}/upload_debt_verification`]: networkDown,
    });
    renderPanel(accountRow({ current_action: disputed }));
    const form = screen.getByRole('form', { name: 'Debt verification upload' });
    await userEvent.upload(within(form).getByLabelText('Choose verification PDFs'), [pdf('statement.pdf')]);
    await userEvent.click(within(form).getByRole('button', { name: 'Upload verification' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PANEL_TEXT.networkFailure);
  });
});

describe('polling', { timeout: 30_000 }, () => {
  it("shows the consumer's move without a reload, refreshes the row, and pauses while the page is hidden", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    let current = step('waiting_for_customer');
    const fresh = accountRow({ last_action: 'Consumer Accept' });
    const { calls, fetchMock } = mockFetch({
      [`GET ${API}/get_current_action`]: () => json(currentActionAnswer(current)),
      [`GET ${API}/apply_filters`]: () => json(listAnswer([fresh])),
    });
    const { onChange } = renderPanel(accountRow({ current_action: current }));
    const polls = () => calls.filter(c => c.url.startsWith(`${API}/get_current_action`)).length;
    await act(async () => undefined);
    expect(polls()).toBe(1);
    expect(screen.getByTestId('current-action-text')).toHaveTextContent(PANEL_TEXT.waiting.waiting_for_customer!);

    current = step('request_settlement_agreement');
    await act(async () => vi.advanceTimersByTimeAsync(CURRENT_ACTION_POLL_MS));
    expect(polls()).toBe(2);
    expect(screen.getByRole('form', { name: 'Settlement agreement upload' })).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith(fresh);

    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    await act(async () => vi.advanceTimersByTimeAsync(CURRENT_ACTION_POLL_MS * 3));
    expect(polls()).toBe(2);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(polls()).toBe(3);
    expect(fetchMock).toHaveBeenCalled();
  });

  it('does not poll while a confirmation is open, and polls again once it is closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const action = step('request_payment_details');
    const { calls } = mockFetch({ [`GET ${API}/get_current_action`]: () => json(currentActionAnswer(action)) });
    const polls = () => calls.filter(c => c.url.startsWith(`${API}/get_current_action`)).length;
    renderPanel(accountRow({ current_action: action }));
    for (const [label, value] of [['Payee', 'P'], ['Recipient', 'R'], ['Mailing address', '1 Main St']]) {
      fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Submit payment details' }));
    const dialog = await screen.findByRole('dialog');
    const before = polls();
    await act(async () => vi.advanceTimersByTimeAsync(CURRENT_ACTION_POLL_MS * 3));
    expect(polls()).toBe(before);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await act(async () => vi.advanceTimersByTimeAsync(CURRENT_ACTION_POLL_MS * 2));
    expect(polls()).toBeGreaterThan(before);
  });
});
