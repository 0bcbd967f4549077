import type { Page } from 'playwright-core';
import { AccountsPage, type NegotiationPanel } from '../pages/AccountsPage';
import { CollectorSignInPage } from '../pages/CollectorSignInPage';
import { ConsumerSignInPage } from '../pages/ConsumerSignInPage';
import { DashboardPage } from '../pages/DashboardPage';
import { ForgotPasswordPage, ResetPasswordPage } from '../pages/PasswordResetPages';
import { SettlementPage } from '../pages/SettlementPage';
import { checker, report, type Finding } from '../support/axe';
import { useBrowser } from '../support/browser';
import { useJourneyData, type JourneyFirm } from '../support/journey-data';
import { baseUrl } from '../support/env';
import { linkIn, waitForMail } from '../support/mailbox';
import { nextResponse } from '../support/waits';

interface Row {
  id: number;
  email: string | null;
  customer_name: string;
  last_action: string;
  current_action: { type: string; params?: Record<string, unknown> | null } | null;
}

interface CurrentActionAnswer {
  current_action: { type: string; params: { disputed?: boolean } } | null;
  valid_first_payment_date: string;
}

/** A small but real PDF (the server checks the magic bytes). */
function pdf(name: string) {
  const body = ['%PDF-1.4', '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj', '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj', 'trailer << /Root 1 0 R >>', '%%EOF'].join('\n');
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body) };
}

/** Calls made with a signed-in page's own cookies and CSRF token. */
function api(page: Page) {
  return {
    async get<T>(path: string): Promise<T> {
      const response = await page.request.get(path);
      if (!response.ok()) throw new Error(`${path} answered ${response.status()}`);
      return (await response.json()) as T;
    },
    async post(path: string, body: object) {
      const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
      return page.request.post(path, { data: body, headers: { 'X-CSRF-Token': decodeURIComponent(token) } });
    },
  };
}

/** Slow steps wait on polling (the panel and the page check every 5 s) and on the worker's payment clock. */
const LIVE = 45_000;

describe('Settlement negotiation, both sides', () => {
  const browser = useBrowser();
  const data = useJourneyData();
  let firm: JourneyFirm;
  beforeAll(async () => {
    firm = await data.firm();
  });

  it('counteroffer with two tiers, consumer accepts, agreement, signature, autopay, first payment', async () => {
    const collector = await browser.newPage('settlement-collector');
    await collector.setViewportSize({ width: 1440, height: 1000 });
    const { email, password } = firm.admin;
    await (await new CollectorSignInPage(collector).open()).signInWithPassword(email, password);
    const accounts = new AccountsPage(collector);
    await accounts.waitUntilLoaded();
    await accounts.waitForList();

    // An account of the journey's firm waiting on the collector.
    const collectorApi = api(collector);
    const list = await collectorApi.get<{ customer_info: Row[] }>('/collectors/api/apply_filters?num_pages=4');
    const candidates = list.customer_info
      .filter((r) => r.current_action?.type === 'accept_or_counteroffer' && r.email)
      .sort((a, b) => a.id - b.id);
    let chosen: { row: Row; valid: string } | undefined;
    for (const row of candidates) {
      const answer = await collectorApi.get<CurrentActionAnswer>(`/collectors/api/get_current_action?customer_document_id=${row.id}`);
      if (!answer.current_action?.params.disputed) {
        chosen = { row, valid: answer.valid_first_payment_date };
        break;
      }
    }
    expect(chosen).toBeDefined();
    const { row, valid } = chosen!;

    // The consumer gets into their account the way a real one would: a password reset link from the inbox.
    // The consumer's page is checked by axe at each stage (the test adds axe's script, hence bypassCsp).
    const consumer = await browser.otherPage('settlement-consumer', { bypassCsp: true });
    const findings: Finding[] = [];
    const check = checker(consumer, findings);
    const consumerEmail = row.email!;
    const consumerPassword = `Settle-${Date.now()}-Aa1!`;
    const forgot = await new ForgotPasswordPage(consumer).open();
    const requestedAt = new Date();
    expect((await forgot.requestLink(consumerEmail)).status()).toBe(200);
    const mail = await waitForMail(consumerEmail, requestedAt);
    const reset = new ResetPasswordPage(consumer);
    await reset.openLink(linkIn(mail, `${baseUrl()}${ResetPasswordPage.path}?reset_password_token=`));
    await reset.fill(consumerPassword, consumerPassword);
    expect((await reset.change()).status()).toBe(200);
    const signedIn = await (await new ConsumerSignInPage(consumer).open()).signInAnswer(consumerEmail, consumerPassword);
    expect(signedIn.status()).toBe(200);
    await new DashboardPage(consumer).waitUntilLoaded();
    // The dashboard lists the settlement with the way back into it.
    await consumer.getByRole('link', { name: /Continue settlement process/ }).first().click();
    const settlement = new SettlementPage(consumer, row.id);
    await consumer.waitForURL((url) => url.pathname === settlement.path);
    await settlement.currentStep.waitFor();
    expect(await settlement.stepText()).toBe('Your offer was sent. Waiting for the collector to answer.');

    // 1. The collector counteroffers with two tiers: 4 x $100 then 3 x $200 = $1,000.
    await accounts.goto(`?filters[customer_document_id]=${row.id}`);
    expect(await accounts.waitForList()).toEqual({ shown: 1, total: 1 });
    const panel: NegotiationPanel = accounts.negotiation(await accounts.expand(String(row.id)));
    await panel.root.waitFor();
    await panel.tab('Counteroffer').click();
    await panel.fillOffer(1, { total: '1000', firstPaymentDate: valid });
    await panel.useTiers(1);
    await panel.fillTier(1, 1, { amount: '100', payments: '4' });
    await panel.fillTier(1, 2, { amount: '200', payments: '3' });
    expect(await panel.remainingBalance(1)).toEqual({ text: 'Remaining balance: $0.00', red: false });
    const countered = await panel.sendCounteroffer();
    expect(countered.answer.status()).toBe(200);
    await panel.waitForStep('Waiting on customer response to counteroffer.');
    await browser.snapshot('counteroffer-sent');

    // 2. The consumer's page notices the answer by itself, shows the tiers and the disclosure, and accepts.
    await settlement.waitForStep('The collector answered. Accept one of their offers, or counter back.', LIVE);
    const offer = settlement.offer(1);
    expect(await offer.innerText()).toContain('$1,000.00');
    expect(await offer.innerText()).toContain('This counteroffer is a communication from a debt collector');
    await browser.snapshotOf(consumer, 'counteroffer-received');
    await check('settlement page, the offer stage', () => offer.waitFor());
    expect((await settlement.acceptOffer(1)).status()).toBe(200);
    await settlement.waitForStep(/^You have an agreement on the terms/);

    // 3. The collector's open panel moves on without a reload: payment details when none are on file, then the upload.
    await panel.stepText.filter({ hasText: /^(Send payment details|Upload the settlement agreement)$/ }).waitFor({ timeout: LIVE });
    if ((await panel.step()) === 'Send payment details') {
      await panel.fillPaymentDetails({
        fileNumber: `E2E-SN-${row.id}`,
        payee: firm.name,
        recipient: 'Accounts Receivable',
        mailingAddress: '500 Congress Ave, Suite 300, Austin, TX 78701',
      });
      expect((await panel.submitPaymentDetails()).answer.status()).toBe(200);
      await panel.waitForStep('Upload the settlement agreement');
    }
    await panel.chooseFiles([pdf('settlement-agreement.pdf')]);
    expect((await panel.uploadSettlementAgreement()).answer.status()).toBe(200);
    expect(await panel.noticeText()).toBe('Agreement Uploaded');
    await panel.waitForStep('Waiting for signed settlement agreement.');

    // 4. The consumer signs with their typed name; the time stamp and IP are shown with the signature.
    await settlement.waitForStep('Your settlement agreement is ready. Read it, then sign it.', LIVE);
    await check('settlement page, the signing stage', () => consumer.getByLabel('Type your full name to sign').waitFor());
    expect((await settlement.sign(row.customer_name)).status()).toBe(200);
    await settlement.waitForStep('You signed the settlement agreement. Set up autopay to start your payment plan.');
    expect(await settlement.signedLine().innerText()).toMatch(/^Signed by .+ on .+ from IP address .+\.$/);

    // 5. Autopay through "Another payment method" (the payment form's intent type setup; with the demo provider the
    // marked demo checkout form): a declined card first (its sentence, the setup stays open), then a good one; the
    // payment success page completes autopay with the confirmed setup, then back to the settlement.
    await settlement.demoCardForm.waitFor();
    await browser.snapshotOf(consumer, 'autopay');
    await check('settlement page, the autopay stage', () => settlement.demoCardForm.waitFor());
    expect((await settlement.openSetupCheckout()).status()).toBe(201);
    const card = { number: '4000 0000 0000 0002', exp: '12/34', cvc: '123', name: row.customer_name, zip: '78701' };
    expect((await settlement.confirmSetupCheckout(card)).status()).toBe(422);
    await consumer.getByText('Your card was declined.').waitFor();
    const completed = nextResponse(consumer, 'POST', `/api/customer_documents/${row.id}/autopay`);
    expect((await settlement.confirmSetupCheckout({ ...card, number: '4242 4242 4242 4242' })).status()).toBe(200);
    const autopay = await completed;
    expect(autopay.status()).toBe(201);
    await consumer.getByRole('heading', { name: 'Autopay is set up' }).waitFor();
    await consumer.getByText(/^Your visa card ending in 4242 will be charged \$100\.00 on /).waitFor();
    await browser.snapshotOf(consumer, 'autopay-set-up');
    await check('payment success page', () => consumer.getByRole('heading', { name: 'Autopay is set up' }).waitFor());
    const plan = (await autopay.json()) as { schedule: Array<{ due_date: string; amount_cents: number }> };
    expect(plan.schedule.map((p) => p.amount_cents)).toEqual([10000, 10000, 10000, 10000, 20000, 20000, 20000]);
    await settlement.open();
    await panel.waitForStep("Consumer set up auto-pay but hasn't made a payment yet.");

    // 6. The first payment's day comes (the demo provider's clock): the collector sees 'Making Payments'.
    // Only this settlement's clock: the other plans in this product (other journeys') must not be charged early.
    const advanced = await collectorApi.post('/dev/payments/advance_clock', {
      as_of: `${plan.schedule[0]!.due_date}T23:59:59Z`,
      customer_document_id: row.id,
    });
    expect(advanced.status()).toBe(200);
    await panel.stepText.filter({ hasText: 'Consumer made their latest payment' }).waitFor({ timeout: LIVE });
    await accounts.row(String(row.id)).getByText('Making Payments').waitFor({ timeout: LIVE });
    await browser.snapshot('making-payments');
    // The consumer's page follows: one of seven payments made, the next one due.
    await settlement.waitForStep('Your payment plan is active.', LIVE);
    await consumer.getByText(/1 of 7 payments/).waitFor({ timeout: LIVE });
    expect(await consumer.getByText(/^Next payment: \$100\.00 on /).count()).toBe(1);
    await browser.snapshotOf(consumer, 'paying');
    report(findings);
  }, 240_000);
});
