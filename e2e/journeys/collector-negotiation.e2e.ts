import type { Page } from 'playwright-core';
import { AccountsPage, type NegotiationPanel } from '../pages/AccountsPage';
import { CollectorSignInPage } from '../pages/CollectorSignInPage';
import { useBrowser } from '../support/browser';
import { useJourneyData, type JourneyFirm } from '../support/journey-data';

interface Row {
  id: number;
  email: string | null;
  customer_document: { id: number };
  current_action: { type: string; params?: Record<string, unknown> | null } | null;
}

interface CurrentActionAnswer {
  current_action: { type: string; params: { offer?: { first_payment_date: string }; disputed?: boolean } } | null;
  valid_first_payment_date: string;
}

/** The smallest file the server accepts as a PDF (it checks the magic bytes), with a real body. */
function pdf(name: string) {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body) };
}

/** The collector's session calls, from inside the signed-in browser context (its cookies, its CSRF token). */
async function api(page: Page) {
  const get = async <T>(path: string): Promise<T> => {
    const response = await page.request.get(path);
    if (!response.ok()) throw new Error(`${path} answered ${response.status()}`);
    return (await response.json()) as T;
  };
  const post = async (path: string, body: object) => {
    const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    return page.request.post(path, { data: body, headers: { 'X-CSRF-Token': decodeURIComponent(token) } });
  };
  return { get, post };
}

describe('Collector negotiation panels', () => {
  const browser = useBrowser();
  const data = useJourneyData();
  let firm: JourneyFirm;
  beforeAll(async () => {
    firm = await data.firm();
  });

  it('counteroffers with tiers, accepts, sends payment details, uploads the agreement and sees a conflict', async () => {
    const page = await browser.newPage('collector-negotiation');
    await page.setViewportSize({ width: 1440, height: 1000 });
    const { email, password } = firm.admin;
    await new CollectorSignInPage(page).open().then((signIn) => signIn.signInWithPassword(email, password));
    const accounts = new AccountsPage(page);
    await accounts.waitUntilLoaded();
    await accounts.waitForList();

    // Pick the firm's accounts by their current step.
    const { get, post } = await api(page);
    const list = await get<{ customer_info: Row[] }>('/collectors/api/apply_filters?num_pages=4');
    const rows = list.customer_info;
    const byType = (type: string) => rows.filter((r) => r.current_action?.type === type).reverse();
    const answers = new Map<number, CurrentActionAnswer>();
    for (const r of byType('accept_or_counteroffer')) {
      answers.set(r.id, await get<CurrentActionAnswer>(`/collectors/api/get_current_action?customer_document_id=${r.id}`));
    }
    const open = [...answers].filter(([, a]) => a.current_action?.params.offer && !a.current_action.params.disputed);
    const tooSoon = open.filter(([, a]) => a.current_action!.params.offer!.first_payment_date < a.valid_first_payment_date);
    const acceptable = open.filter(([, a]) => a.current_action!.params.offer!.first_payment_date >= a.valid_first_payment_date);
    expect(tooSoon.length).toBeGreaterThanOrEqual(1);
    expect(acceptable.length).toBeGreaterThanOrEqual(2);
    const [counterId, answer] = tooSoon[0]!;
    const valid = answer.valid_first_payment_date;
    const [acceptId] = acceptable[0]!;
    const [conflictId] = acceptable[1]!;
    const [detailsRow] = byType('request_payment_details');
    const [uploadRow] = byType('request_settlement_agreement');
    expect(detailsRow && uploadRow).toBeTruthy();

    const openPanel = async (id: number): Promise<NegotiationPanel> => {
      await accounts.goto(`?filters[customer_document_id]=${id}`);
      expect(await accounts.waitForList()).toEqual({ shown: 1, total: 1 });
      const panel = accounts.negotiation(await accounts.expand(String(id)));
      await panel.root.waitFor();
      return panel;
    };

    // 1. An offer whose first payment is too soon: '!' warning, counteroffer by default, two tiers.
    let panel = await openPanel(counterId);
    expect(await panel.step()).toBe('Accept or counteroffer');
    await panel.mustCounterofferWarning.waitFor();
    expect(await panel.mustCounterofferWarning.innerText()).toContain('You must counteroffer with a new date.');
    expect(await panel.tab('Accept').isDisabled()).toBe(true);
    expect(await panel.tab('Counteroffer').getAttribute('aria-selected')).toBe('true');
    expect(await panel.offer(1).getByLabel('First payment date').inputValue()).toBe(valid);

    await panel.fillOffer(1, { total: '$1,000.00' });
    expect(await panel.offer(1).getByLabel('Total amount').inputValue()).toBe('1000.00');
    await panel.useTiers(1);
    await panel.fillTier(1, 1, { amount: '100', payments: '4' });
    await panel.fillTier(1, 2, { amount: '200', payments: '2' });
    expect(await panel.remainingBalance(1)).toEqual({ text: 'Remaining balance: $200.00', red: true });
    // The tiers fall short: an extra final payment carries the rest.
    expect(await panel.lastPayment(1, /extra final payment/)).toContain('Last payment: $200.00');
    // Only the amount left in tier 2: leaving it fills the payments, remaining / amount rounded up.
    await panel.fillTier(1, 2, { payments: '' });
    expect(await panel.tierFigures(1, 2)).toEqual({ amount: '200', payments: '3' });
    expect(await panel.remainingBalance(1)).toEqual({ text: 'Remaining balance: $0.00', red: false });
    expect(await panel.lastPayment(1, /^Last payment: \$200\.00$/)).toBe('Last payment: $200.00');
    // A second offer, removed again: one offer stays and keeps its number.
    await panel.addOffer();
    await panel.removeOffer(2);
    expect(await panel.offer(2).count()).toBe(0);
    await panel.addDisclosure('Calls may be monitored or recorded.');
    expect(await panel.disclosures()).toEqual([
      'This counteroffer is a communication from a debt collector',
      'Calls may be monitored or recorded.',
      '',
    ]);
    await browser.snapshot('counteroffer-tiers');
    const countered = await panel.sendCounteroffer();
    expect(countered.question).toBe('Are you sure you want to send this counteroffer?');
    expect(countered.answer.status()).toBe(200);
    expect(await panel.noticeText()).toBe('Submitted');
    await panel.waitForStep('Waiting on customer response to counteroffer.');
    // The row follows: its Status is the collector's counteroffer.
    await accounts.row(String(counterId)).getByText('Lawyer Counteroffer').waitFor();
    await browser.snapshot('counteroffer-sent');

    // 2. An acceptable offer: Accept is the default, with its own disclosures and confirmation.
    panel = await openPanel(acceptId);
    expect(await panel.tab('Accept').getAttribute('aria-selected')).toBe('true');
    expect(await panel.mustCounterofferWarning.count()).toBe(0);
    await panel.addDisclosure('This firm is a debt collector licensed in Texas.');
    const accepted = await panel.accept();
    expect(accepted.question).toBe('Are you sure you want to accept this offer?');
    expect(accepted.answer.status()).toBe(200);
    expect(await panel.noticeText()).toBe('Submitted');
    await panel.waitForStep(/^(Send payment details|Upload the settlement agreement)$/);
    await accounts.row(String(acceptId)).getByText('Lawyer Accept').waitFor();

    // 3. Payment details: a PO box is refused on the page, a street address goes through.
    panel = await openPanel(detailsRow!.id);
    expect(await panel.step()).toBe('Send payment details');
    expect(await panel.paymentDetailsForm.innerText()).toContain('Checks are delivered by 2-day courier');
    await panel.fillPaymentDetails({
      fileNumber: 'E2E-PD-1',
      payee: firm.name,
      recipient: 'Accounts Receivable',
      mailingAddress: 'PO Box 1200, Austin, TX 78701',
    });
    await panel.root.getByRole('button', { name: 'Submit payment details' }).click();
    expect(await panel.formAlert(panel.paymentDetailsForm).innerText()).toBe(
      'PO Boxes are not allowed. Please enter a street address.',
    );
    await panel.fillPaymentDetails({ mailingAddress: '500 Congress Ave, Suite 300, Austin, TX 78701' });
    const sent = await panel.submitPaymentDetails();
    expect(sent.question).toBe('Are you sure you want to submit?');
    expect(sent.answer.status()).toBe(200);
    expect(await panel.noticeText()).toBe('Submitted');
    await panel.waitForStep('Upload the settlement agreement');
    await panel.settlementUploadForm.waitFor();

    // 4. The settlement agreement: two PDFs, 'Agreement Uploaded', then the consumer's turn.
    panel = await openPanel(uploadRow!.id);
    expect(await panel.step()).toBe('Upload the settlement agreement');
    await panel.chooseFiles([pdf('settlement-agreement.pdf'), pdf('exhibit-a.pdf')]);
    expect(await panel.chosenFiles()).toEqual(['settlement-agreement.pdf', 'exhibit-a.pdf']);
    expect((await panel.disclosures())[0]).toBe('This document is a communication from a debt collector.');
    await browser.snapshot('upload');
    const uploaded = await panel.uploadSettlementAgreement();
    expect(uploaded.question).toBe('Are you sure you want to submit?');
    expect(uploaded.answer.status()).toBe(200);
    expect(((await uploaded.answer.json()) as { files: Array<{ filename: string }> }).files.map((f) => f.filename)).toEqual([
      'settlement-agreement.pdf',
      'exhibit-a.pdf',
    ]);
    expect(await panel.noticeText()).toBe('Agreement Uploaded');
    await panel.waitForStep('Waiting for signed settlement agreement.');

    // 5. Someone else accepts while this collector's confirmation is open: the conflict, then the new step.
    panel = await openPanel(conflictId);
    await panel.tab('Accept').click();
    await panel.pressAndReadConfirmation('Accept offer');
    const meanwhile = await post('/collectors/api/accept_offer', { customer_document_id: conflictId, disclosures: [] });
    expect(meanwhile.status()).toBe(200);
    const late = await panel.confirm('Accept', '/collectors/api/accept_offer');
    expect(late.status()).toBe(409);
    const conflict = ((await late.json()) as { error: string }).error;
    expect(conflict.length).toBeGreaterThan(0);
    expect(await panel.noticeText()).toBe(conflict);
    await panel.waitForStep(/^(Send payment details|Upload the settlement agreement)$/);
    await browser.snapshot('conflict');
  });
});
