import type { ReactElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../test/render';
import { identity, renderInAdmin } from '../../test/admin';
import { json, mockFetch, networkDown } from '../../test/fetch-mock';
import { dataProvider } from '../dataProvider';
import { DocumentLinks, visibleLinks } from './DocumentLinks';
import { accountRow } from './test-fixtures';

const API = '/collectors/api';

const pdf = (name: string) =>
  new Response(new Blob(['%PDF-1.7 test'], { type: 'application/pdf' }), {
    status: 200,
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${name}"` },
  });

/** Inside react-admin's contexts, as on the accounts page: the downloads go through the portal's dataProvider. */
const render = (ui: ReactElement) => renderInAdmin(ui, identity(), undefined, dataProvider);

const signed = { action: 'signed_settlement_agreement', created_at: '2026-11-21T10:00:00.000Z' };

describe('DocumentLinks', () => {
  let clicked: string[];
  beforeEach(() => {
    clicked = [];
    URL.createObjectURL = vi.fn(() => 'blob:document');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the letter always, the agreement only after signing and the answer only when there is one', () => {
    expect(visibleLinks(accountRow({ has_debt_answer: false }))).toEqual(['render_document']);
    expect(visibleLinks(accountRow({ latest_event: signed, has_debt_answer: false }))).toEqual([
      'render_document',
      'settlement_agreement',
    ]);
    // A paying account: events followed the signature, and the agreement link stays.
    const signedEvent = { id: 5, created_at: signed.created_at, party: 'consumer', action: signed.action, disclosures: [] };
    const paying = accountRow({
      latest_event: { action: 'payment_succeeded', created_at: '2026-11-25T10:00:00.000Z' },
      settlement_negotiation_events: [signedEvent, { ...signedEvent, id: 6, party: 'system', action: 'payment_succeeded' }],
      has_debt_answer: false,
    });
    expect(visibleLinks(paying)).toEqual(['render_document', 'settlement_agreement']);
    expect(visibleLinks(accountRow({ latest_event: null, has_debt_answer: true }))).toEqual([
      'render_document',
      'debt_answer_document',
    ]);
    render(<DocumentLinks row={accountRow({ has_debt_answer: false })} />);
    expect(screen.getByRole('button', { name: 'Download authorization letter' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Settlement agreement' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Answer document' })).not.toBeInTheDocument();
  });

  it('posts the document id with the CSRF token, is busy meanwhile and saves the PDF under its name', async () => {
    const answer = deferred<Response>();
    const { calls } = mockFetch({ [`POST ${API}/settlement_agreement`]: () => answer.promise });
    render(<DocumentLinks row={accountRow({ id: 77, latest_event: signed, has_debt_answer: false })} />);
    const button = screen.getByRole('button', { name: 'Settlement agreement' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    answer.resolve(pdf('settlement_agreement_77.pdf'));
    await waitFor(() => expect(button).toBeEnabled());
    expect(clicked).toEqual(['settlement_agreement_77.pdf']);
    const call = calls.find((c) => c.url === `${API}/settlement_agreement`)!;
    expect(call.body).toEqual({ customer_document_id: 77 });
    expect(call.headers['X-CSRF-Token']).toBe('test-csrf-token');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows each link's own failure in red, or the server's sentence", async () => {
    mockFetch({
      [`POST ${API}/render_document`]: () => networkDown(),
      [`POST ${API}/settlement_agreement`]: () => new Response('', { status: 500 }),
      [`POST ${API}/debt_answer_document`]: () =>
        json({ error: 'The document is still being prepared. Please try again in a moment.' }, 503),
    });
    render(<DocumentLinks row={accountRow({ latest_event: signed, has_debt_answer: true })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download authorization letter' }));
    expect(await screen.findByText('Failed to download file')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Settlement agreement' }));
    expect(await screen.findByText('Failed to download settlement agreement')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Answer document' }));
    expect(
      await screen.findByText('The document is still being prepared. Please try again in a moment.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(3);
    expect(clicked).toEqual([]);
  });

  it('clears its error when the next try works', async () => {
    let fail = true;
    mockFetch({
      [`POST ${API}/render_document`]: () =>
        fail ? json({ error: 'Account not found' }, 404) : pdf('authorization_letter_101.pdf'),
    });
    render(<DocumentLinks row={accountRow()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download authorization letter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Account not found');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Download authorization letter' }));
    await waitFor(() => expect(clicked).toEqual(['authorization_letter_101.pdf']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
