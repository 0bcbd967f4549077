import type { Page } from 'playwright-core';
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

/** The accessible name of the focused element as a screen reader starts it (its label, else its text). */
function focusedName(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const el = document.activeElement;
    return (el?.getAttribute('aria-label') ?? el?.textContent ?? undefined)?.trim();
  });
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
