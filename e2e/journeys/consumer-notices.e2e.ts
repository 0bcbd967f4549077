import type { Page } from 'playwright-core';
import { AccountsPage } from '../pages/AccountsPage';
import { CollectorSignInPage } from '../pages/CollectorSignInPage';
import { ConsumerSignInPage } from '../pages/ConsumerSignInPage';
import { DashboardPage } from '../pages/DashboardPage';
import { SettlementPage } from '../pages/SettlementPage';
import { checker, report, type Finding } from '../support/axe';
import { useBrowser } from '../support/browser';
import { useJourneyData, type JourneyConsumer, type JourneyFirm } from '../support/journey-data';
import { baseUrl } from '../support/env';
import { linkIn, waitForMail } from '../support/mailbox';
import { nextResponse } from '../support/waits';

/** The consumer's page polls every 5 s; notices go through the outbox and the worker. */
const LIVE = 45_000;

/** The collector's counteroffer from the account's expanded panel, on the first payment date the server allows. */
async function counteroffer(collector: Page, accounts: AccountsPage, documentId: number, total: string): Promise<void> {
  const answer = await collector.request.get(`/collectors/api/get_current_action?customer_document_id=${documentId}`);
  const { valid_first_payment_date: valid } = (await answer.json()) as { valid_first_payment_date: string };
  await accounts.goto(`?filters[customer_document_id]=${documentId}`);
  expect(await accounts.waitForList()).toEqual({ shown: 1, total: 1 });
  const panel = accounts.negotiation(await accounts.expand(String(documentId)));
  await panel.root.waitFor();
  await panel.tab('Counteroffer').click();
  await panel.fillOffer(1, { total, firstPaymentDate: valid, payments: '4' });
  const sent = await panel.sendCounteroffer();
  expect(sent.answer.status()).toBe(200);
  await panel.waitForStep('Waiting on customer response to counteroffer.');
}

describe('Consumer notices by e-mail', () => {
  const browser = useBrowser();
  const data = useJourneyData();
  let firm: JourneyFirm;
  let consumer: JourneyConsumer;
  beforeAll(async () => {
    firm = await data.firm({ accounts: false });
    consumer = await data.consumerAwaitingAnswer(firm);
  });

  it("the firm counteroffers, the consumer follows the e-mail to the offer, opts out from it, and the next notice is not sent", async () => {
    const collector = await browser.newPage('notices-collector');
    await collector.setViewportSize({ width: 1440, height: 1000 });
    await (await new CollectorSignInPage(collector).open()).signInWithPassword(firm.admin.email, firm.admin.password);
    const accounts = new AccountsPage(collector);
    await accounts.waitUntilLoaded();
    const id = consumer.customerDocumentId;

    // 1. The firm counteroffers; the consumer is e-mailed (the product's chat and notice clock stands inside contact hours).
    const since = new Date();
    await counteroffer(collector, accounts, id, '1200');
    await browser.snapshot('counteroffer-sent');
    const mail = await waitForMail(consumer.email, since, LIVE);
    expect(mail.subject).toBe(`${firm.name} sent you a counteroffer`);
    expect(mail.text).toContain('This is a communication from a debt collector.');

    // 2. The e-mail's link, opened by the consumer, leads (through sign-in) to the offer.
    const link = linkIn(mail, `${baseUrl()}/customer_documents/${id}`);
    expect(new URL(link).pathname).toBe(`/customer_documents/${id}`);
    // The consumer's pages are checked by axe as they come (the test adds axe's script, hence bypassCsp).
    const page = await browser.otherPage('notices-consumer', { bypassCsp: true });
    const findings: Finding[] = [];
    const check = checker(page, findings);
    const signIn = await new ConsumerSignInPage(page).open();
    expect((await signIn.signInAnswer(consumer.email, consumer.password)).status()).toBe(200);
    await page.goto(link);
    const settlement = new SettlementPage(page, id);
    await settlement.waitForStep('The collector answered. Accept one of their offers, or counter back.', LIVE);
    expect(await settlement.offer(1).innerText()).toContain('$1,200.00');
    await browser.snapshotOf(page, 'offer-from-email');

    // 3. The opt-out link of the same e-mail works without signing in: a page, then one button.
    const optOut = linkIn(mail, `${baseUrl()}/notifications/opt_out/`);
    const visitor = await browser.otherPage('notices-opt-out');
    await visitor.goto(optOut);
    await visitor.getByRole('heading', { name: `Stop e-mails from ${firm.name}?` }).waitFor();
    await browser.snapshotOf(visitor, 'opt-out-page');
    const recorded = nextResponse(visitor, 'POST', new URL(optOut).pathname);
    await visitor.getByRole('button', { name: 'Opt out' }).click();
    expect((await recorded).status()).toBe(200);
    await visitor.getByRole('heading', { name: 'You have opted out' }).waitFor();
    await browser.snapshotOf(visitor, 'opted-out');

    // The consumer's profile shows the opt-out in force, with the way to undo it.
    const dashboard = new DashboardPage(page);
    await check('dashboard, Profile tab, Notifications section with an opt-out in force', async () => {
      await dashboard.goto();
      await dashboard.waitForTabs();
      await dashboard.openTab('Profile');
      await page.getByRole('button', { name: `Turn back on: e-mails from ${firm.name}` }).waitFor();
    });
    await browser.snapshotOf(page, 'opt-out-in-profile');
    await settlement.open();
    await settlement.waitForStep('The collector answered. Accept one of their offers, or counter back.', LIVE);

    // 4. The consumer counters back and the firm counteroffers again: the consumer sees it in the app, but the
    //    notice is decided as opted out and no second e-mail comes.
    const today = new Date().toISOString().slice(0, 10);
    const answer = await collector.request.get(`/collectors/api/get_current_action?customer_document_id=${id}`);
    const firstPayment = ((await answer.json()) as { valid_first_payment_date?: string }).valid_first_payment_date ?? today;
    const countered = await settlement.counterBack({ total: '900', payments: '4', firstPaymentDate: firstPayment });
    expect(countered?.status()).toBe(200);
    await counteroffer(collector, accounts, id, '1100');
    await settlement.waitForStep('The collector answered. Accept one of their offers, or counter back.', LIVE);
    expect(await settlement.offer(1).innerText()).toContain('$1,100.00');
    await browser.snapshotOf(page, 'second-counteroffer-in-app');
    const deadline = Date.now() + LIVE;
    let notices = await data.noticesOf(consumer.email);
    while (notices.filter((n) => n.kind === 'counteroffer').length < 2 && Date.now() < deadline) {
      await new Promise((done) => setTimeout(done, 250));
      notices = await data.noticesOf(consumer.email);
    }
    expect(notices.filter((n) => n.kind === 'counteroffer' && n.channel === 'email')).toEqual([
      { kind: 'counteroffer', channel: 'email', status: 'sent', skip_reason: null },
      { kind: 'counteroffer', channel: 'email', status: 'skipped', skip_reason: 'opted_out' },
    ]);
    const latest = await fetch(`${baseUrl()}/dev/mail/messages.json`).then((r) => r.json() as Promise<{ messages: Array<{ to: string[]; subject: string }> }>);
    expect(latest.messages.filter((m) => m.to.includes(consumer.email) && m.subject === `${firm.name} sent you a counteroffer`)).toHaveLength(1);
    report(findings);
  });
});
