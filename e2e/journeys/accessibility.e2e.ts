import { AccountsPage } from '../pages/AccountsPage';
import { ChatWidget } from '../pages/ChatWidget';
import { CollectorSignInPage } from '../pages/CollectorSignInPage';
import { ConsumerSignInPage } from '../pages/ConsumerSignInPage';
import { DashboardPage } from '../pages/DashboardPage';
import { ForgotPasswordPage } from '../pages/PasswordResetPages';
import { StashCard } from '../pages/ProfileStashPages';
import { checker, report, type Finding } from '../support/axe';
import { useBrowser } from '../support/browser';
import { useJourneyData, type JourneyConsumer } from '../support/journey-data';

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

  it("the collector's accounts, expanded row, negotiation panel and chat", async () => {
    const page = await browser.newPage('accessibility-collector', { bypassCsp: true });
    const findings: Finding[] = [];
    const check = checker(page, findings);
    const { email, password } = consumer.firm.agent;
    await (await new CollectorSignInPage(page).open()).signInWithPassword(email, password);
    const accounts = new AccountsPage(page);
    await check('accounts', async () => {
      await accounts.waitUntilLoaded();
      await accounts.waitForList();
    });
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
    const chat = new ChatWidget(page);
    await check('chat', async () => {
      if (!(await chat.panel.isVisible())) await chat.open();
    });
    report(findings);
  });

  it("the firm admin's pages", async () => {
    const page = await browser.newPage('accessibility-admin', { bypassCsp: true });
    const findings: Finding[] = [];
    const check = checker(page, findings);
    const { email, password } = consumer.firm.admin;
    await (await new CollectorSignInPage(page).open()).signInWithPassword(email, password);
    await new AccountsPage(page).waitUntilLoaded();
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
