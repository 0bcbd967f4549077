import { AccountsPage } from '../pages/AccountsPage';
import { ChatWidget } from '../pages/ChatWidget';
import { CollectorSignInPage } from '../pages/CollectorSignInPage';
import { ConsumerSignInPage } from '../pages/ConsumerSignInPage';
import { ForgotPasswordPage } from '../pages/PasswordResetPages';
import { checker, report, type Finding } from '../support/axe';
import { useBrowser } from '../support/browser';
import { useJourneyData, type JourneyConsumer } from '../support/journey-data';
import { nextResponse } from '../support/waits';
import { accountsByStep, focusedName, pdf, pulsingAround, type CurrentActionAnswer, type Row } from '../support/accessibility';

/**
 * The pages anyone reaches signed out, and every page a collector and a firm admin reach with the panels, dialogs
 * and menus they open, checked by axe-core against WCAG 2.1 A and AA at 1280 and 390 px; any serious or critical
 * finding fails the journey. The consumer's pages are in accessibility-consumer.e2e.ts.
 * The two tests that walk a dozen states each get four minutes instead of the journeys' two: each state is one axe
 * run at two widths, and with the journeys two at a time on a busy machine (load 8-9) the second took over two
 * minutes without hanging anywhere.
 */
describe('Accessibility of the public and collector pages (WCAG 2.1 AA as axe-core checks it)', () => {
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
    // Nothing moves on its own for more than five seconds (WCAG 2.2.2): the keyboard's focus ring on the button stays
    // still (MUI pulses it for as long as the focus stays, unless the theme stops it).
    await expect(pulsingAround(page)).resolves.toEqual([]);

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
    // A PDF chosen and the form's submit pressed: the confirmation asks first ('Are you sure you want to submit?');
    // Escape leaves the form as it was, with the focus back on 'Upload settlement agreement'.
    await check('negotiation, settlement agreement upload confirmation', async () => {
      const dialog = page.getByRole('dialog', { name: 'Upload settlement agreement' });
      if (!(await dialog.isVisible())) {
        const panel = await openRow(steps.agreementUpload);
        if ((await panel.chosenFiles()).length === 0) {
          await panel.chooseFiles([pdf('settlement-agreement.pdf')]);
          await panel.settlementUploadForm.getByRole('list', { name: 'Chosen files' }).waitFor();
        }
        await panel.settlementUploadForm.getByRole('button', { name: 'Upload settlement agreement', exact: true }).click();
      }
      await dialog.getByRole('button', { name: 'Submit', exact: true }).waitFor();
    });
    await browser.snapshot('settlement-agreement-upload-confirmation');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await expect(focusedName(page)).resolves.toBe('Upload settlement agreement');

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
  }, 240_000);

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
    // Its submit asks first too; Escape gives the focus back to 'Upload verification'.
    await check('negotiation, debt verification upload confirmation', async () => {
      const dialog = page.getByRole('dialog', { name: 'Upload debt verification' });
      if (!(await dialog.isVisible())) {
        const { panel } = await openRow(disputed!);
        if ((await panel.chosenFiles(panel.verificationUploadForm)).length === 0) {
          await panel.chooseFiles([pdf('debt-verification.pdf')], panel.verificationUploadForm);
          await panel.verificationUploadForm.getByRole('list', { name: 'Chosen files' }).waitFor();
        }
        await panel.verificationUploadForm.getByRole('button', { name: 'Upload verification', exact: true }).click();
      }
      await dialog.getByRole('button', { name: 'Submit', exact: true }).waitFor();
    });
    await browser.snapshot('debt-verification-upload-confirmation');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await expect(focusedName(page)).resolves.toBe('Upload verification');

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

    // The admin writes the reason while the firm's agent answers the offer with a counteroffer: the offer no longer
    // waits on the firm, so the server refuses the record (422) and the dialog says why. The admin's panel does not
    // change while the dialog is open (it would otherwise find the new step at its next poll, within 5 s, and take
    // the dialog away with the reason typed).
    const confusing = oncall.getByRole('dialog', { name: 'Record a confusing response' });
    await record().click();
    await confusing.waitFor();
    await confusing.getByRole('textbox', { name: /^Reason/ }).fill('The firm answered with a payment portal the consumer cannot open.');
    const { panel: agentPanel } = await openRow(steps.acceptable);
    if ((await agentPanel.tab('Counteroffer').getAttribute('aria-selected')) !== 'true') await agentPanel.tab('Counteroffer').click();
    await agentPanel.fillOffer(1, { total: '1000', firstPaymentDate: valid, payments: '4' });
    expect((await agentPanel.sendCounteroffer()).answer.status()).toBe(200);
    await oncall.waitForTimeout(6_000); // longer than the panel's poll
    await checkOnCall('negotiation, confusing response refused', async () => {
      if (!(await confusing.getByRole('alert').isVisible())) {
        const refused = nextResponse(oncall, 'POST', '/collectors/api/record_confusing_response');
        await confusing.getByRole('button', { name: 'Record', exact: true }).click();
        expect((await refused).status()).toBe(422);
      }
      await confusing.getByRole('alert').filter({ hasText: /^A confusing response can be recorded only while the firm owes an answer/ }).waitFor();
    });
    await browser.snapshotOf(oncall, 'confusing-response-refused');
    // Escape gives the focus back to the button that opened the dialog; the panel then shows the new step, without
    // that button, and the focus moves to the panel (not to the page's start).
    await oncall.evaluate(() => {
      const w = window as unknown as { returnedTo?: string };
      w.returnedTo = undefined;
      document.addEventListener('focusin', (e) => (w.returnedTo = (e.target as HTMLElement).textContent?.trim()), { once: true });
    });
    await oncall.keyboard.press('Escape');
    await oncall.getByRole('dialog').waitFor({ state: 'hidden' });
    await expect(oncall.evaluate(() => (window as unknown as { returnedTo?: string }).returnedTo)).resolves.toBe('Record confusing response');
    await record().waitFor({ state: 'detached' });
    await oncall.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Negotiation', undefined, { timeout: 10_000 });
    report(findings);
  }, 240_000);

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
});
