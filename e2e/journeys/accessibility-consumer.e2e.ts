import type { Page } from 'playwright-core';
import { AccountsPage } from '../pages/AccountsPage';
import { CollectorSignInPage } from '../pages/CollectorSignInPage';
import { ConsumerSignInPage } from '../pages/ConsumerSignInPage';
import { DashboardPage } from '../pages/DashboardPage';
import { ForgotPasswordPage, ResetPasswordPage } from '../pages/PasswordResetPages';
import { PaymentsPanel } from '../pages/PaymentsPanel';
import { SettlementPage } from '../pages/SettlementPage';
import { StashCard } from '../pages/ProfileStashPages';
import { checker, report, type Finding } from '../support/axe';
import { useBrowser } from '../support/browser';
import { baseUrl } from '../support/env';
import { useJourneyData, type JourneyConsumer } from '../support/journey-data';
import { linkIn, waitForMail } from '../support/mailbox';
import { SETTLE, focusedName } from '../support/accessibility';

/** Signs in as a seeded account's consumer the way a real one gets in first: a password reset link by e-mail. */
async function signInByResetLink(page: Page, email: string): Promise<void> {
  const password = `Access-${Date.now()}-Aa1!`;
  const requestedAt = new Date();
  expect((await (await new ForgotPasswordPage(page).open()).requestLink(email)).status()).toBe(200);
  const reset = new ResetPasswordPage(page);
  await reset.openLink(linkIn(await waitForMail(email, requestedAt), `${baseUrl()}${ResetPasswordPage.path}?reset_password_token=`));
  await reset.fill(password, password);
  expect((await reset.change()).status()).toBe(200);
  expect((await (await new ConsumerSignInPage(page).open()).signInAnswer(email, password)).status()).toBe(200);
}

/**
 * Every page a consumer reaches, and the panels, dialogs and menus they open, checked by axe-core against WCAG 2.1
 * A and AA at 1280 and 390 px; any serious or critical finding fails the journey. The public and collector pages
 * are in accessibility-collector.e2e.ts.
 */
describe("Accessibility of the consumer's pages (WCAG 2.1 AA as axe-core checks it)", () => {
  const browser = useBrowser();
  const data = useJourneyData();
  let consumer: JourneyConsumer;
  beforeAll(async () => {
    consumer = await data.consumer(await data.firm());
  });

  it("the consumer's pages", async () => {
    const page = await browser.newPage('accessibility-consumer', { bypassCsp: true });
    const findings: Finding[] = [];
    const check = checker(page, findings);
    await (await new ConsumerSignInPage(page).open()).signIn(consumer.email, consumer.password);
    const dashboard = new DashboardPage(page);
    await dashboard.waitUntilLoaded();
    await dashboard.waitForTabs();
    await check('dashboard', () => page.waitForLoadState('networkidle'));
    for (const tab of ['Cases', 'Profile', 'Credit Score', 'Stash', 'Archived', 'Deals']) {
      await check(`dashboard, ${tab} tab`, async () => {
        if ((await dashboard.tab(tab).getAttribute('aria-selected')) !== 'true') await dashboard.openTab(tab);
        await page.waitForLoadState('networkidle');
      });
    }
    await check('dashboard, stash refund dialog', async () => {
      const stash = new StashCard(page);
      if (!(await stash.dialog.isVisible())) {
        await dashboard.openTab('Stash');
        await stash.requestRefund.click();
      }
      await stash.dialog.waitFor();
    });
    // Closing the dialog gives the focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await new StashCard(page).dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Request Refund');
    // The profile's Notifications section, loaded: each kind by e-mail and by text, and the opt-outs.
    await check('dashboard, Profile tab, Notifications section', async () => {
      if ((await dashboard.tab('Profile').getAttribute('aria-selected')) !== 'true') await dashboard.openTab('Profile');
      await page.getByRole('table', { name: 'Notifications' }).waitFor();
      await page.getByRole('switch').first().waitFor();
    });
    // A save that did not go through: the phone lost its connection as the consumer pressed Save. The section says
    // so in an alert, the switch moved is kept for another try.
    await check('dashboard, Profile tab, Notifications section, save failed', async () => {
      const section = page.getByRole('region', { name: 'Notifications', exact: true });
      if (!(await section.getByRole('alert').isVisible())) {
        if ((await dashboard.tab('Profile').getAttribute('aria-selected')) !== 'true') await dashboard.openTab('Profile');
        await section.getByRole('switch').first().click();
        await page.context().setOffline(true);
        try {
          await section.getByRole('button', { name: 'Save notification settings' }).click();
          await section.getByRole('alert').filter({ hasText: 'Network request failed' }).waitFor();
        } finally {
          await page.context().setOffline(false);
        }
      }
    });
    await browser.snapshot('notifications-save-failed');
    await check('dashboard, archive confirmation', async () => {
      const dialog = page.getByRole('dialog', { name: 'Archive this document?' });
      if (!(await dialog.isVisible())) {
        await dashboard.openTab('All');
        await page.getByRole('button', { name: 'Archive', exact: true }).first().click();
      }
      await dialog.waitFor();
    });
    await browser.snapshot('archive-confirmation');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await expect(focusedName(page)).resolves.toBe('Archive');
    // The archived draft's reactivate confirmation; Escape gives the focus back to 'Reactivate'.
    await check('dashboard, reactivate confirmation', async () => {
      const dialog = page.getByRole('dialog', { name: 'Reactivate this document?' });
      if (!(await dialog.isVisible())) {
        if ((await dashboard.tab('Archived').getAttribute('aria-selected')) !== 'true') await dashboard.openTab('Archived');
        await page.getByRole('button', { name: 'Reactivate', exact: true }).first().click();
      }
      await dialog.waitFor();
    });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await expect(focusedName(page)).resolves.toBe('Reactivate');
    const documentId = consumer.customerDocumentId;
    await check('settlement page', async () => {
      await page.goto(`/customer_documents/${documentId}`);
      await page.getByRole('status', { name: 'Current step' }).waitFor();
      await page.waitForLoadState('networkidle');
    });
    await check('payment actions', async () => {
      await page.goto(`/customer_documents/${documentId}/payment_actions?active_tab=change_date`);
      await page.getByRole('tab', { selected: true }).waitFor();
      await page.waitForLoadState('networkidle');
    });
    await check('budget (bank link)', async () => {
      await page.goto('/plaid/link');
      await page.getByText('Connect your bank account').first().waitFor();
      // Check the demo bank's form once it has settled: its button is enabled when the banks have loaded (checked
      // while its colour changed, it showed white on the disabled grey).
      await page.locator('button:not([disabled])', { hasText: /^Connect bank$/ }).waitFor();
      await page.waitForLoadState('networkidle');
    });
    await check('assistant', async () => {
      await page.goto('/solo');
      await page.getByRole('heading').first().waitFor();
      await page.waitForLoadState('networkidle');
    });
    await check('editor', async () => {
      await page.goto('/document_generations/new');
      await page.waitForURL(/\/document_generations\/\d+/);
      await page.waitForLoadState('networkidle');
    });
    report(findings);
  });

  it("the consumer's one-off payment: paid, declined at the checkout, failed, and not found", async () => {
    const payer = await data.consumer(consumer.firm);
    const page = await browser.newPage('accessibility-payments', { bypassCsp: true });
    const findings: Finding[] = [];
    const check = checker(page, findings);
    await (await new ConsumerSignInPage(page).open()).signIn(payer.email, payer.password);
    await new DashboardPage(page).waitUntilLoaded();
    const id = payer.customerDocumentId;
    const panel = new PaymentsPanel(page, id);
    const success = `/customer_documents/${id}/payment_widget/payment_success`;

    // The next payment, paid now with the saved card: the success page once the provider settles it.
    await panel.open('additional_payment');
    await panel.chooseCustom(1, 'next');
    await page.getByLabel(/^Saved \w+ card ending in \d{4}$/).check();
    expect((await panel.pay()).status()).toBe(201);
    await page.waitForURL((url) => url.pathname === success);
    expect(await panel.outcome(SETTLE)).toBe('Payment successful');
    await check('payment success page, a one-off payment', () => page.getByRole('heading', { name: 'Payment successful' }).waitFor());

    // Another payment method: a card declined at once keeps the checkout open with its sentence.
    await panel.open('additional_payment');
    await panel.chooseCustom(1, 'next');
    await page.getByLabel('Another payment method').check();
    const opened = await panel.openCheckout();
    expect(opened.status()).toBe(201);
    const { checkout } = (await opened.json()) as { checkout: { payment_intent_id: string } };
    await panel.demoCheckout().waitFor();
    await panel.fillDemoCard('4000 0000 0000 0002');
    expect((await panel.confirmCheckout(checkout.payment_intent_id)).status()).toBe(422);
    await check('payment actions, card declined at the checkout', () => page.getByText('Your card was declined.').first().waitFor());
    await browser.snapshot('checkout-declined');

    // A new checkout, with a card the provider takes but whose charge then fails: the success page says so, with the
    // way to try again.
    await panel.open('additional_payment');
    await panel.chooseCustom(1, 'next');
    await page.getByLabel('Another payment method').check();
    const reopened = await panel.openCheckout();
    expect(reopened.status()).toBe(201);
    const second = ((await reopened.json()) as { checkout: { payment_intent_id: string } }).checkout.payment_intent_id;
    await panel.demoCheckout().waitFor();
    await panel.fillDemoCard('4000 0000 0000 0341');
    expect((await panel.confirmCheckout(second)).status()).toBe(200);
    await page.waitForURL((url) => url.pathname === success && url.searchParams.get('payment_intent') === second);
    expect(await panel.outcome(SETTLE)).toBe('Payment failed');
    await check('payment success page, the payment failed', () => page.getByRole('link', { name: 'Try again' }).waitFor());
    await browser.snapshot('payment-failed');

    // An address whose payment is not this consumer's (or does not exist).
    await check('payment success page, payment not found', async () => {
      await page.goto(`${success}?payment_intent=pi_unknown_${Date.now()}`);
      await page.getByText('We could not find this payment.', { exact: false }).waitFor();
    });

    // A payment the provider has not settled: its checkout open, not yet confirmed, and its success address opened
    // (where the provider's form sends the browser back). The server answers 'processing' for it, as for a bank debit
    // Stripe is still confirming; the demo provider settles a confirmed card within seconds, too soon to see. The
    // page says it is processing, asks every second for a minute, then says the payment is still processing. The
    // page's clock is the test's for that minute (each second moved on at once, its answer awaited), so the minute
    // takes a few seconds; the clock otherwise runs on as usual.
    await panel.open('additional_payment');
    await panel.chooseCustom(1, 'next');
    await page.getByLabel('Another payment method').check();
    const unconfirmed = await panel.openCheckout();
    expect(unconfirmed.status()).toBe(201);
    const pending = ((await unconfirmed.json()) as { checkout: { payment_intent_id: string } }).checkout.payment_intent_id;
    await panel.demoCheckout().waitFor();
    await page.clock.install();
    await check('payment success page, processing', async () => {
      await page.goto(`${success}?payment_intent=${pending}`);
      await page.getByRole('heading', { name: /^Processing your payment of \$[\d,.]+\.\.\.$/ }).waitFor();
    });
    await check('payment success page, still processing after a minute', async () => {
      const stillProcessing = page.getByRole('heading', { name: 'Payment processing' });
      const asked = (r: { url(): string }) => new URL(r.url()).pathname.endsWith(`/payment_intents/${pending}`);
      for (let second = 0; second < 90 && !(await stillProcessing.isVisible()); second++) {
        const answer = page.waitForResponse(asked, { timeout: 5_000 }).catch(() => undefined);
        await page.clock.runFor(1_000);
        await answer;
      }
      await stillProcessing.waitFor();
      await page.getByText('Your payment is still processing.', { exact: false }).waitFor();
    });
    await browser.snapshot('payment-processing');
    report(findings);
  }, 240_000);

  it("the consumer's counter back to the firm's counteroffer, and the question when it is over their budget", async () => {
    // An account of a firm of this test's own whose firm countered, with a budget the consumer stated; the consumer
    // gets in through a password reset link, as a real one would.
    const firm = await data.firm();
    const collector = await browser.newPage('accessibility-counter-back', { bypassCsp: true });
    await (await new CollectorSignInPage(collector).open()).signInWithPassword(firm.agent.email, firm.agent.password);
    await new AccountsPage(collector).waitUntilLoaded();
    const list = (await (await collector.request.get('/collectors/api/apply_filters?num_pages=4')).json()) as {
      customer_info: Array<{
        id: number;
        email: string | null;
        status: string | null;
        lawsuit_amount_cents: number | null;
        current_action: { type: string; params?: { disputed?: boolean } | null } | null;
        affordability: { disposable_income_cents: number | null };
      }>;
      valid_first_payment_date: string;
    };
    const row = list.customer_info.find(
      (r) =>
        r.current_action?.type === 'waiting_for_customer' &&
        !r.current_action.params?.disputed &&
        r.status !== 'Disputed' &&
        r.email &&
        r.lawsuit_amount_cents &&
        (r.affordability.disposable_income_cents ?? 0) > 0 &&
        r.lawsuit_amount_cents > r.affordability.disposable_income_cents!,
    );
    if (!row) throw new Error('the firm has no countered account with a budget');
    const page = await browser.otherPage('accessibility-counter-back-consumer', { bypassCsp: true });
    const findings: Finding[] = [];
    const check = checker(page, findings);
    await signInByResetLink(page, row.email!);
    const settlement = await new SettlementPage(page, row.id).open();
    await settlement.waitForStep('The collector answered. Accept one of their offers, or counter back.');

    // The whole debt in one payment: more a month than the budget supports, so the page asks first. Cancel leaves
    // the form as it was, with the focus back on its 'Send counteroffer'.
    const total = (row.lawsuit_amount_cents! / 100).toFixed(2);
    const answer = await settlement.counterBack({ total, payments: '1', firstPaymentDate: list.valid_first_payment_date }, 'cancel', {
      filled: () => check('settlement page, the counter back form', () => page.getByTestId('over-budget').waitFor()),
      asked: async () => {
        await check('settlement page, the over-budget question', () => page.getByRole('dialog', { name: 'More than your budget supports' }).waitFor());
        await browser.snapshotOf(page, 'over-budget-question');
      },
    });
    expect(answer).toBeNull();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await expect(focusedName(page)).resolves.toBe('Send counteroffer');
    report(findings);
  }, 180_000);

  it("the autopay setup's return page: the setup failed, left unconfirmed, and not found", async () => {
    // An account of a firm of this test's own whose consumer signed the agreement and has autopay to set up.
    const firm = await data.firm();
    const collector = await browser.newPage('accessibility-setup-return', { bypassCsp: true });
    await (await new CollectorSignInPage(collector).open()).signInWithPassword(firm.agent.email, firm.agent.password);
    await new AccountsPage(collector).waitUntilLoaded();
    const rows = (
      (await (await collector.request.get('/collectors/api/apply_filters?num_pages=4')).json()) as {
        customer_info: Array<{ id: number; email: string | null; customer_name: string; current_action: { type: string } | null }>;
      }
    ).customer_info;
    const row = rows.find((r) => r.current_action?.type === 'waiting_for_payment' && r.email);
    if (!row) throw new Error('the firm has no account waiting for its autopay');
    const page = await browser.otherPage('accessibility-setup-return-consumer', { bypassCsp: true });
    const findings: Finding[] = [];
    const check = checker(page, findings);
    await signInByResetLink(page, row.email!);
    const settlement = await new SettlementPage(page, row.id).open();
    await settlement.demoCardForm.waitFor();
    const back = `/customer_documents/${row.id}/payment_widget/payment_success`;
    const card = { number: '4000 0000 0000 0002', exp: '12/34', cvc: '123', name: row.customer_name, zip: '78701' };

    // The setup checkout opened and the card declined by the provider; the browser comes back to the return address
    // as the provider's form sends it after a failed setup. The server refuses the setup with the provider's sentence.
    const opened = await settlement.openSetupCheckout();
    expect(opened.status()).toBe(201);
    const declined = ((await opened.json()) as { checkout: { setup_intent_id: string } }).checkout.setup_intent_id;
    expect((await settlement.confirmSetupCheckout(card)).status()).toBe(422);
    await page.getByText('Your card was declined.').first().waitFor();
    await check('autopay setup return, the setup failed', async () => {
      if (!page.url().includes(declined)) await page.goto(`${back}?setup_intent=${declined}&redirect_status=failed`);
      await page.getByRole('heading', { level: 1, name: 'Autopay was not set up' }).waitFor();
      await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    });
    await browser.snapshotOf(page, 'setup-return-failed');

    // A new setup checkout the consumer left without confirming (came back from the form without completing it).
    await settlement.open();
    await settlement.demoCardForm.waitFor();
    const reopened = await settlement.openSetupCheckout();
    expect(reopened.status()).toBe(201);
    const unconfirmed = ((await reopened.json()) as { checkout: { setup_intent_id: string } }).checkout.setup_intent_id;
    await check('autopay setup return, the setup not confirmed', async () => {
      if (!page.url().includes(unconfirmed)) await page.goto(`${back}?setup_intent=${unconfirmed}&redirect_status=canceled`);
      await page.getByRole('heading', { level: 1, name: 'Autopay was not set up' }).waitFor();
      await page.getByRole('alert').filter({ hasText: 'This payment method has not been confirmed yet.' }).waitFor();
    });

    // A return address whose setup is not this consumer's (or does not exist).
    await check('autopay setup return, not found', async () => {
      await page.goto(`${back}?setup_intent=seti_unknown_${Date.now()}&redirect_status=succeeded`);
      await page.getByRole('heading', { level: 1, name: 'Autopay setup not found' }).waitFor();
    });
    report(findings);
  }, 180_000);

  it('the settlement page by keyboard alone, and at 200% zoom', async () => {
    const page = await browser.newPage('accessibility-keyboard', { bypassCsp: true });
    await (await new ConsumerSignInPage(page).open()).signIn(consumer.email, consumer.password);
    await new DashboardPage(page).waitUntilLoaded();
    await page.goto(`/customer_documents/${consumer.customerDocumentId}`);
    await page.getByRole('status', { name: 'Current step' }).waitFor();
    await page.waitForLoadState('networkidle');

    // Tab through the page: every stop shows where the focus is, and the focus never stays put (no trap).
    const stops: { name: string; visible: boolean }[] = [];
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
        const label = el.getAttribute('aria-label') ?? el.textContent ?? '';
        return { name: `${el.tagName.toLowerCase()} ${label.trim().slice(0, 40)}`, visible: ring || el.classList.contains('Mui-focusVisible') };
      });
      if (!stop) break;
      stops.push(stop);
    }
    console.log(`keyboard stops on the settlement page:\n${stops.map((s) => `  ${s.visible ? 'ring' : 'NO RING'}  ${s.name}`).join('\n')}`);
    expect(stops.length).toBeGreaterThan(3);
    expect(stops.filter((s) => !s.visible).map((s) => s.name)).toEqual([]);

    // 200% zoom of a 1280 px window is a 640 px wide page: nothing wider than the screen.
    await page.setViewportSize({ width: 640, height: 400 });
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await browser.snapshot('zoom-200');
  });
});
