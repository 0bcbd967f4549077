import type { Page } from 'playwright-core';
import { AccountsPage } from '../pages/AccountsPage';
import { ChatWidget } from '../pages/ChatWidget';
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

/** The demo provider settles a charge on the worker's payments clock (a few seconds). */
const SETTLE = 60_000;

/** The accessible name of the focused element as a screen reader starts it (its label, else its text). */
function focusedName(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const el = document.activeElement;
    return (el?.getAttribute('aria-label') ?? el?.textContent ?? undefined)?.trim();
  });
}

/** A small but real PDF (the server checks the magic bytes). */
function pdf(name: string) {
  const body = ['%PDF-1.4', '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj', '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj', 'trailer << /Root 1 0 R >>', '%%EOF'].join('\n');
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body) };
}

interface Row {
  id: number;
  current_action: { type: string } | null;
}
interface CurrentActionAnswer {
  current_action: { params: { offer?: { first_payment_date: string }; disputed?: boolean } } | null;
  valid_first_payment_date: string;
}

/** Accounts of the signed-in collector's firm waiting on each step the negotiation panel shows a form for. */
async function accountsByStep(page: Page): Promise<{ acceptable: number; paymentDetails: number; agreementUpload: number }> {
  const get = async <T>(path: string): Promise<T> => {
    const response = await page.request.get(path);
    if (!response.ok()) throw new Error(`${path} answered ${response.status()}`);
    return (await response.json()) as T;
  };
  const rows = (await get<{ customer_info: Row[] }>('/collectors/api/apply_filters?num_pages=4')).customer_info;
  const byType = (type: string) => rows.filter((r) => r.current_action?.type === type).map((r) => r.id);
  let acceptable: number | undefined;
  for (const id of byType('accept_or_counteroffer')) {
    const answer = await get<CurrentActionAnswer>(`/collectors/api/get_current_action?customer_document_id=${id}`);
    const offer = answer.current_action?.params.offer;
    if (offer && !answer.current_action!.params.disputed && offer.first_payment_date >= answer.valid_first_payment_date) {
      acceptable = id;
      break;
    }
  }
  const [paymentDetails] = byType('request_payment_details');
  const [agreementUpload] = byType('request_settlement_agreement');
  if (!acceptable || !paymentDetails || !agreementUpload) throw new Error('the firm has no account at one of the steps');
  return { acceptable, paymentDetails, agreementUpload };
}

/**
 * Every page a firm admin, a collector and a consumer reach, and the panels, dialogs and menus they open, checked by
 * axe-core against WCAG 2.1 A and AA at 1280 and 390 px; any serious or critical finding fails the journey.
 */
describe('Accessibility (WCAG 2.1 AA as axe-core checks it)', () => {
  const browser = useBrowser();
  const data = useJourneyData();
  let consumer: JourneyConsumer;
  beforeAll(async () => {
    consumer = await data.consumer(await data.firm());
  });

  it('the pages anyone reaches without signing in', async () => {
    const page = await browser.newPage('accessibility-public', { bypassCsp: true });
    const findings: Finding[] = [];
    const check = checker(page, findings);
    await check('consumer sign-in', () => new ConsumerSignInPage(page).open());
    await check('consumer sign-in, wrong password', async () => {
      const signIn = new ConsumerSignInPage(page);
      if ((await signIn.error.count()) === 0) await signIn.signIn('nobody@example.com', 'wrong password');
      await signIn.error.waitFor();
    });
    await check('password reset', () => new ForgotPasswordPage(page).open());
    await check('sign-up', async () => {
      await page.goto('/users/sign_up');
      await page.getByRole('button', { name: 'Create account' }).waitFor();
    });
    await check('sign-up, every field refused', async () => {
      const create = page.getByRole('button', { name: 'Create account' });
      await create.click();
      await page.getByText('Email is invalid').first().waitFor();
    });
    // A refused field announces its sentence: a screen reader reads it with the field (its accessible description),
    // and the field says it is invalid.
    const email = page.getByRole('textbox', { name: /^Email/ });
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await email.evaluate((el) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' '))).toContain(
      'Email is invalid',
    );
    await check('resend confirmation', async () => {
      await page.goto('/users/confirmation/new');
      await page.getByRole('heading', { level: 1 }).waitFor();
    });
    await check('collector sign-in', () => new CollectorSignInPage(page).open());
    await check('blog', async () => {
      await page.goto('/blog');
      await page.getByRole('link', { name: /Texas/ }).first().waitFor();
    });
    await check('blog article', async () => {
      await page.goto('/blog/how-to-answer-a-summons-in-texas');
      await page.getByRole('heading', { level: 1 }).waitFor();
    });
    report(findings);
  });

  it("the collector's accounts, column menu, expanded rows with each negotiation panel, and the chat", async () => {
    const page = await browser.newPage('accessibility-collector', { bypassCsp: true });
    const findings: Finding[] = [];
    const check = checker(page, findings);
    const { email, password } = consumer.firm.agent;
    await (await new CollectorSignInPage(page).open()).signInWithPassword(email, password);
    const accounts = new AccountsPage(page);
    await check('accounts, with the landing charts', async () => {
      await accounts.waitUntilLoaded();
      await accounts.waitForList();
      await page.getByTestId('median-days').waitFor();
      await page.getByRole('figure', { name: 'Collected per month' }).locator('svg').first().waitFor();
    });
    const columns = page.getByRole('button', { name: 'Columns', exact: true });
    await check('accounts, column menu', async () => {
      const menu = page.getByRole('menu');
      if (!(await menu.isVisible())) await columns.click();
      await menu.getByRole('menuitemcheckbox').first().waitFor();
    });
    await browser.snapshot('column-menu');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    await expect(focusedName(page)).resolves.toBe('Columns');

    const id = (await accounts.rowIds())[0]!;
    await check('accounts, expanded row with its negotiation panel', async () => {
      const details = page.getByTestId(`account-details-${id}`);
      if (!(await details.isVisible())) await accounts.expand(id);
      await accounts.negotiation(details).root.waitFor();
    });
    await check('accounts, archive confirmation', async () => {
      const dialog = page.getByRole('dialog');
      if (!(await dialog.isVisible())) {
        await page.getByTestId(`account-details-${id}`).getByRole('button', { name: /^(Archive|Unarchive)$/ }).click();
      }
      await dialog.waitFor();
    });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await expect(focusedName(page)).resolves.toMatch(/^(Archive|Unarchive)$/);

    // The negotiation panel of each step the firm's accounts wait on: both tabs of an offer to answer, the
    // acceptance's confirmation, the payment details form and the agreement upload.
    const steps = await accountsByStep(page);
    const openRow = async (rowId: number) => {
      const details = page.getByTestId(`account-details-${rowId}`);
      if (await details.isVisible()) return accounts.negotiation(details);
      await accounts.goto(`?filters[customer_document_id]=${rowId}`);
      await accounts.waitForList();
      const panel = accounts.negotiation(await accounts.expand(String(rowId)));
      await panel.root.waitFor();
      return panel;
    };
    await check('negotiation, Accept tab', async () => {
      const panel = await openRow(steps.acceptable);
      await panel.tab('Accept').click();
      await panel.root.getByRole('button', { name: 'Accept offer', exact: true }).waitFor();
    });
    await check('negotiation, acceptance confirmation', async () => {
      const dialog = page.getByRole('dialog');
      if (!(await dialog.isVisible())) await (await openRow(steps.acceptable)).root.getByRole('button', { name: 'Accept offer', exact: true }).click();
      await dialog.waitFor();
    });
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await expect(focusedName(page)).resolves.toBe('Accept offer');
    await check('negotiation, Counteroffer tab', async () => {
      const panel = await openRow(steps.acceptable);
      await panel.tab('Counteroffer').click();
      await panel.counterofferForm.waitFor();
    });
    // Sent without a total: the refusal ('Offer 1 is invalid: ...') is an alert, read out as it appears.
    await check('negotiation, counteroffer refused', async () => {
      const panel = await openRow(steps.acceptable);
      if ((await panel.tab('Counteroffer').getAttribute('aria-selected')) !== 'true') await panel.tab('Counteroffer').click();
      await panel.fillOffer(1, { total: '' });
      await panel.root.getByRole('button', { name: 'Send counteroffer', exact: true }).click();
      await panel.root.getByRole('alert').filter({ hasText: /^Offer 1 is invalid/ }).waitFor();
    });
    await browser.snapshot('counteroffer-refused');
    await check('negotiation, payment details form', async () => {
      await (await openRow(steps.paymentDetails)).paymentDetailsForm.waitFor();
    });
    await check('negotiation, settlement agreement upload', async () => {
      await (await openRow(steps.agreementUpload)).settlementUploadForm.waitFor();
    });

    const chat = new ChatWidget(page);
    await check('chat', async () => {
      if (!(await chat.panel.isVisible())) await chat.open();
    });
    await check('chat, a conversation', async () => {
      if (!(await chat.panel.isVisible())) await chat.open();
      if (!(await chat.thread.isVisible())) {
        await chat.conversations.first().click();
        await chat.thread.waitFor();
      }
      await chat.input.waitFor();
    });
    await browser.snapshot('chat-conversation');
    await page.keyboard.press('Escape');
    await chat.panel.waitFor({ state: 'hidden' });

    // Users is for firm admins: an agent who opens it reads why, with the way back.
    await check('users, as an agent', async () => {
      await page.goto('/collectors/users');
      await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
      await page.getByText('Only a firm administrator can manage users.').waitFor();
    });
    report(findings);
  });

  it("the collector's disputed account, counteroffer confirmation and unarchive confirmation; the on-call admin's confusing response", async () => {
    const page = await browser.newPage('accessibility-collector-more', { bypassCsp: true });
    const findings: Finding[] = [];
    const check = checker(page, findings);
    const firm = await data.firm();
    await (await new CollectorSignInPage(page).open()).signInWithPassword(firm.agent.email, firm.agent.password);
    const accounts = new AccountsPage(page);
    await accounts.waitUntilLoaded();
    await accounts.waitForList();
    const steps = await accountsByStep(page);
    const list = async (query = '') =>
      ((await (await page.request.get(`/collectors/api/apply_filters?num_pages=4${query}`)).json()) as { customer_info: Row[] }).customer_info;
    // The disputed account (its consumer disputed after the firm's counteroffer), and an archived one (listed only
    // when the list asks for archived accounts).
    let disputed: number | undefined;
    for (const row of await list()) {
      const answer = (await (await page.request.get(`/collectors/api/get_current_action?customer_document_id=${row.id}`)).json()) as CurrentActionAnswer;
      if (answer.current_action?.params.disputed) {
        disputed = row.id;
        break;
      }
    }
    const archived = (await list('&filters[archived][]=Archived'))[0]?.id;
    if (!disputed || !archived) throw new Error('the firm has no disputed or no archived account');
    const openRow = async (rowId: number, query = '') => {
      const details = page.getByTestId(`account-details-${rowId}`);
      if (await details.isVisible()) return { details, panel: accounts.negotiation(details) };
      await accounts.goto(`?filters[customer_document_id]=${rowId}${query}`);
      await accounts.waitForList();
      const opened = await accounts.expand(String(rowId));
      const panel = accounts.negotiation(opened);
      await panel.root.waitFor();
      return { details: opened, panel };
    };

    // A disputed account: the firm answers with the debt verification, a PDF chosen in the upload form.
    await check('negotiation, debt verification upload', async () => {
      const { panel } = await openRow(disputed!);
      await panel.verificationUploadForm.waitFor();
      if ((await panel.chosenFiles(panel.verificationUploadForm)).length === 0) {
        await panel.chooseFiles([pdf('debt-verification.pdf')], panel.verificationUploadForm);
        await panel.verificationUploadForm.getByRole('list', { name: 'Chosen files' }).waitFor();
      }
    });
    await browser.snapshot('debt-verification-upload');

    // A valid counteroffer, sent: the confirmation asks first; Cancel gives the focus back to 'Send counteroffer'.
    const valid = ((await (await page.request.get(`/collectors/api/get_current_action?customer_document_id=${steps.acceptable}`)).json()) as CurrentActionAnswer)
      .valid_first_payment_date;
    await check('negotiation, counteroffer confirmation', async () => {
      const dialog = page.getByRole('dialog', { name: 'Send counteroffer' });
      if (!(await dialog.isVisible())) {
        const { panel } = await openRow(steps.acceptable);
        await panel.tab('Counteroffer').click();
        await panel.fillOffer(1, { total: '1000', firstPaymentDate: valid, payments: '4' });
        await panel.root.getByRole('button', { name: 'Send counteroffer', exact: true }).click();
      }
      await dialog.waitFor();
    });
    await browser.snapshot('counteroffer-confirmation');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await expect(focusedName(page)).resolves.toBe('Send counteroffer');

    // An archived account: the unarchive confirmation; Escape gives the focus back to 'Unarchive'.
    await check('accounts, unarchive confirmation', async () => {
      const dialog = page.getByRole('dialog', { name: 'Unarchive account' });
      if (!(await dialog.isVisible())) {
        const { details } = await openRow(archived, '&filters[archived][]=Archived');
        await details.getByRole('button', { name: 'Unarchive', exact: true }).click();
      }
      await dialog.waitFor();
    });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await expect(focusedName(page)).resolves.toBe('Unarchive');

    // An on-call admin records a confusing response on the offer waiting on the firm.
    const admin = await data.onCallAdmin();
    const oncall = await browser.otherPage('accessibility-on-call', { bypassCsp: true });
    const checkOnCall = checker(oncall, findings);
    await (await new CollectorSignInPage(oncall).open()).signInWithPassword(admin.email, admin.password);
    const adminAccounts = new AccountsPage(oncall);
    await adminAccounts.waitUntilLoaded();
    const record = () => oncall.getByRole('button', { name: 'Record confusing response', exact: true });
    await checkOnCall('negotiation, confusing response action', async () => {
      const dialog = oncall.getByRole('dialog', { name: 'Record a confusing response' });
      if (!(await dialog.isVisible())) {
        if (!(await record().isVisible())) {
          await adminAccounts.goto(`?filters[customer_document_id]=${steps.acceptable}`);
          await adminAccounts.waitForList();
          await adminAccounts.negotiation(await adminAccounts.expand(String(steps.acceptable))).root.waitFor();
        }
        await record().click();
      }
      await dialog.waitFor();
    });
    await browser.snapshotOf(oncall, 'confusing-response');
    await oncall.keyboard.press('Escape');
    await oncall.getByRole('dialog').waitFor({ state: 'hidden' });
    await expect(focusedName(oncall)).resolves.toBe('Record confusing response');
    report(findings);
  });

  it("the firm admin's pages", async () => {
    const page = await browser.newPage('accessibility-admin', { bypassCsp: true });
    const findings: Finding[] = [];
    const check = checker(page, findings);
    const { email, password } = consumer.firm.admin;
    await (await new CollectorSignInPage(page).open()).signInWithPassword(email, password);
    await new AccountsPage(page).waitUntilLoaded();
    // A phone's navigation is a tab bar under the app bar (seven places for an admin), and the user menu opens from
    // the app bar.
    await check(
      'phone navigation',
      async () => {
        await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('tab', { name: 'Accounts' }).waitFor();
        await new AccountsPage(page).waitForList();
      },
      'phone',
    );
    await check(
      'phone user menu',
      async () => {
        const menu = page.getByRole('menu');
        if (!(await menu.isVisible())) await page.getByRole('banner').getByRole('button', { name: email }).click();
        await menu.getByRole('menuitem', { name: 'Sign out' }).waitFor();
      },
      'phone',
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await browser.snapshot('phone-user-menu');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    const pages: [string, string][] = [
      ['users', '/collectors/users'],
      ['notifications', '/collectors/notifications'],
      ['disclosures', '/collectors/disclosures'],
      ['payout configuration', '/collectors/direct_deposit'],
      ['settlement rules', '/collectors/settlement_rules'],
      ['payouts', '/collectors/payouts'],
    ];
    for (const [name, path] of pages) {
      await check(name, async () => {
        await page.goto(path);
        await page.getByRole('heading').first().waitFor();
        await page.waitForLoadState('networkidle');
      });
    }
    // The Users resource's confirmations: removing a user (the agent) and changing the firm's code.
    const agent = consumer.firm.agent.email;
    await check('users, remove confirmation', async () => {
      const dialog = page.getByRole('dialog', { name: 'Remove user?' });
      if (!(await dialog.isVisible())) {
        await page.goto('/collectors/users');
        await page.getByRole('button', { name: `Remove ${agent}` }).click();
      }
      await dialog.waitFor();
    });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await expect(focusedName(page)).resolves.toBe(`Remove ${agent}`);
    await check('users, code change confirmation', async () => {
      const dialog = page.getByRole('dialog', { name: 'Change the authentication code?' });
      if (!(await dialog.isVisible())) await page.getByRole('button', { name: /^Change/ }).click();
      await dialog.waitFor();
    });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    report(findings);
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
    const password = `Access-${Date.now()}-Aa1!`;
    const requestedAt = new Date();
    expect((await (await new ForgotPasswordPage(page).open()).requestLink(row.email!)).status()).toBe(200);
    const reset = new ResetPasswordPage(page);
    await reset.openLink(linkIn(await waitForMail(row.email!, requestedAt), `${baseUrl()}${ResetPasswordPage.path}?reset_password_token=`));
    await reset.fill(password, password);
    expect((await reset.change()).status()).toBe(200);
    expect((await (await new ConsumerSignInPage(page).open()).signInAnswer(row.email!, password)).status()).toBe(200);
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
