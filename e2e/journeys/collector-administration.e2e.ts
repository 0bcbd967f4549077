import type { Page } from 'playwright-core';
import { AccountsPage } from '../pages/AccountsPage';
import { DisclosuresAdminPage, InviteAcceptPage, NotificationsAdminPage, PaymentOptionsPage, UsersAdminPage, waitForAccounts } from '../pages/AdministrationPages';
import { CollectorSignInPage } from '../pages/CollectorSignInPage';
import { useBrowser, type PageOptions } from '../support/browser';
import { useJourneyData, type JourneyFirm } from '../support/journey-data';
import { baseUrl } from '../support/env';
import { linkIn, waitForMail } from '../support/mailbox';

/** Collector administration, as the admin of a firm of the journey's own. */
describe('Collector administration', () => {
  const browser = useBrowser();
  const data = useJourneyData();
  let journeyFirm: JourneyFirm;
  let firm: string;
  beforeAll(async () => {
    // With the demo firm's accounts: the disclosures page lists what the firm's negotiations used.
    journeyFirm = await data.firm();
    firm = journeyFirm.name;
  });

  async function signedInAdmin(name: string, options?: PageOptions, of: JourneyFirm = journeyFirm): Promise<Page> {
    const { email, password } = of.admin;
    const page = await browser.newPage(name, options);
    await new CollectorSignInPage(page).open();
    await new CollectorSignInPage(page).signInWithPassword(email, password);
    await new AccountsPage(page).waitUntilLoaded();
    return page;
  }

  it('invites a user, who accepts the invite from the e-mail and lands on the accounts page', async () => {
    const page = await signedInAdmin('admin-invite');
    const users = await new UsersAdminPage(page).open();
    expect((await users.authCode.inputValue()).length).toBeGreaterThan(20);
    const invited = `invited-${Date.now()}@example.test`;
    const sentAt = new Date();
    const created = await users.add(invited);
    expect(created.status()).toBe(200);
    expect(await users.notice.innerText()).toBe(`User added successfully. An invite has been sent to ${invited}.`);
    await users.row(invited).waitFor();
    await browser.snapshot('added');

    const mail = await waitForMail(invited, sentAt);
    const link = linkIn(mail, `${baseUrl()}${InviteAcceptPage.path}?token=`);
    // The invited person opens the link in their own browser (no admin session).
    await page.context().clearCookies();
    const accept = new InviteAcceptPage(page);
    await accept.openLink(link);
    await accept.setPassword('Welcome-home-1', 'Welcome-home-2');
    await page.getByText("Passwords don't match").first().waitFor();
    await browser.snapshot('mismatch');
    await accept.setPassword('Welcome-home-1');
    await waitForAccounts(page);
    expect(await new AccountsPage(page).greetingText()).toBe(`Welcome back, ${firm}`);
    expect(await new AccountsPage(page).signedInAsText()).toBe(`Signed in as ${invited}`);
  });

  it('connects an ACH bank account and removes it again', async () => {
    const page = await signedInAdmin('admin-bank-account');
    const options = await new PaymentOptionsPage(page).open();
    const connected = await options.connect({ email: 'payments@demolaw.test', payee: firm, routing: '021000021', account: '0001 2345 6789', holder: `${firm} IOLTA`, type: 'IOLTA' });
    expect(connected.status()).toBe(200);
    expect(await options.messageText()).toBe('Bank account and email set up successfully!');
    await page.getByText(/IOLTA account ••••6789/).waitFor();
    expect(await page.content()).not.toContain('000123456789');
    await browser.snapshot('connected');

    const removed = await options.remove();
    expect(removed.status()).toBe(200);
    expect(await options.messageText()).toBe('Bank account removed successfully. Future payments will be sent as mailed checks.');
    await page.getByRole('form', { name: 'Mailed check' }).waitFor();
  });

  it('searches the disclosures and copies one with a click', async () => {
    const page = await signedInAdmin('admin-disclosures');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    const disclosures = await new DisclosuresAdminPage(page).open();
    expect(await disclosures.rows().count()).toBeGreaterThan(0);
    const answer = await disclosures.searchFor('counteroffer');
    const body = (await answer.json()) as { disclosures: Array<{ text: string }> };
    expect(body.disclosures.length).toBeGreaterThan(0);
    expect(body.disclosures.every((d) => /counteroffer/i.test(d.text))).toBe(true);
    const first = disclosures.rows().first();
    await first.getByText(body.disclosures[0].text).waitFor();
    await first.click();
    await first.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(body.disclosures[0].text);
    await browser.snapshot('copied');
    await first.getByRole('button', { name: /^Copy disclosure/ }).waitFor({ timeout: 4000 });

    await disclosures.searchFor('zzzz-no-such-text');
    await page.getByText('No results for "zzzz-no-such-text"').waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await disclosures.showing.waitFor();
  });

  it('adds a notification policy and deletes it', async () => {
    const page = await signedInAdmin('admin-notifications');
    const notifications = await new NotificationsAdminPage(page).open();
    expect(await notifications.recipientRows().count()).toBe(2);
    await notifications.chooseEvent('Consumer makes an offer');
    await notifications.chooseState('TX');
    const lead = `offers-${Date.now()}@demolaw.test`;
    await notifications.recipientRows().nth(0).fill(lead);
    await notifications.recipientRows().nth(1).fill('backup@demolaw.test');
    expect(await notifications.recipientRows().count()).toBe(3);
    const added = await notifications.add();
    expect(added.status()).toBe(200);
    const row = notifications.row(lead);
    await row.waitFor();
    expect(await row.innerText()).toContain('Consumer makes an offer');
    expect(await row.innerText()).toContain('TX');
    await browser.snapshot('added');
    await row.getByRole('button', { name: /Delete policy/ }).click();
    await row.waitFor({ state: 'detached' });
  });

  it('shows the Disclosures popover on two visits, then no more', async () => {
    const page = await signedInAdmin('admin-popover', { firstVisit: true });
    const popover = page.getByRole('dialog', { name: /Disclosure Management/ });
    for (const visit of [1, 2]) {
      if (visit > 1) await page.reload();
      await popover.waitFor({ timeout: 10_000 });
      expect(await popover.innerText()).toContain('View and manage all your legal disclosures used in settlement communications');
      if (visit === 1) await browser.snapshot('popover');
      await popover.getByRole('button', { name: 'Got it' }).click();
      await popover.waitFor({ state: 'hidden' });
    }
    const cookie = (await page.context().cookies()).find((c) => c.name === 'disclosures_popover_views');
    expect(cookie?.value).toBe('2');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);
    await page.reload();
    await new AccountsPage(page).waitUntilLoaded();
    await page.waitForTimeout(2000);
    expect(await popover.count()).toBe(0);
  });

  it("shows the Disclosures popover on a 390 px phone, inside the screen, with 'Got it' reachable", async () => {
    const page = await signedInAdmin('admin-popover-phone', { firstVisit: true, viewport: { width: 390, height: 844 } });
    const popover = page.getByRole('dialog', { name: /Disclosure Management/ });
    await popover.waitFor({ timeout: 10_000 });
    const box = await popover.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    await browser.snapshot('popover');
    // A real click (no force): it fails when the button is off screen or covered.
    await popover.getByRole('button', { name: 'Got it' }).click({ timeout: 5000 });
    await popover.waitFor({ state: 'hidden' });
  });

  it('switches payments to mailed checks and back to ACH direct deposit', async () => {
    // A firm of its own: it ends with a bank account connected, which the other payout test (in any order) must not find.
    const own = await data.firm();
    const page = await signedInAdmin('admin-payout-mode', undefined, own);
    const options = await new PaymentOptionsPage(page).open();
    const connected = await options.connect({ email: 'payments@demolaw.test', payee: own.name, routing: '021000021', account: '0001 2345 6789', holder: `${own.name} IOLTA`, type: 'IOLTA' });
    expect(connected.status()).toBe(200);
    await page.getByText(/Payments are sent by ACH direct deposit/).waitFor();

    await page.getByRole('button', { name: /Mailed Check/ }).click();
    const form = page.getByRole('form', { name: 'Mailed check' });
    await form.getByRole('textbox', { name: 'Street' }).fill('100 Congress Ave');
    await form.getByRole('textbox', { name: 'City' }).fill('Austin');
    await form.getByRole('combobox', { name: /State/ }).click();
    await page.getByRole('option', { name: 'TX', exact: true }).click();
    await form.getByRole('textbox', { name: 'Zip' }).fill('78701');
    const saved = page.waitForResponse((r) => r.url().endsWith('/collectors/api/update_firm_payment_details'));
    await form.getByRole('button', { name: 'Save mailing address' }).click();
    expect((await saved).status()).toBe(200);
    expect(await options.messageText()).toBe('Payment details updated successfully!');

    await page.getByRole('button', { name: /ACH Direct Deposit/ }).click();
    await page.getByText(/Payments are currently sent as mailed checks/).waitFor();
    expect(await page.getByText(/Payments are sent by ACH direct deposit/).count()).toBe(0);
    await browser.snapshot('checks');
    const back = page.waitForResponse((r) => r.url().endsWith('/collectors/api/digital_check_email'));
    await page.getByRole('button', { name: 'Switch payments to ACH direct deposit' }).click();
    expect((await back).status()).toBe(200);
    await page.getByText(/Payments are sent by ACH direct deposit/).waitFor();
    // The choice is the server's: a reload shows ACH again.
    await page.reload();
    await page.getByText(/Payments are sent by ACH direct deposit/).waitFor();
  });

  it("a firm member who is not an admin has no Users item, and /collectors/users says why instead of failing", async () => {
    const { email, password } = journeyFirm.agent;
    const page = await browser.newPage('agent-portal');
    await new CollectorSignInPage(page).open();
    await new CollectorSignInPage(page).signInWithPassword(email, password);
    await new AccountsPage(page).waitUntilLoaded();
    expect(await page.getByRole('link', { name: 'Users' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Disclosures' }).first().waitFor();
    const usersCalls: string[] = [];
    page.on('request', (r) => r.url().includes('/collectors/api/users') && usersCalls.push(r.url()));
    await page.goto(`${baseUrl()}/collectors/users`);
    await page.getByText('Only a firm administrator can manage users.').waitFor();
    expect(await page.getByRole('form', { name: 'Add user' }).count()).toBe(0);
    expect(await page.getByText('Failed to fetch users').count()).toBe(0);
    expect(usersCalls).toEqual([]);
    await browser.snapshot('users');
    await page.getByRole('link', { name: 'Accounts' }).first().click();
    await new AccountsPage(page).waitUntilLoaded();
  });

  it('every portal page at 1440 and 390 px (screenshots to look at), with the charts on the accounts landing', async () => {
    const page = await signedInAdmin('admin-pages');
    const signedOut = await browser.otherPage('signed-out-pages');
    for (const width of [1440, 390]) {
      const viewport = { width, height: width === 390 ? 844 : 900 };
      await page.setViewportSize(viewport);
      await page.goto(`${baseUrl()}/collectors/accounts`);
      await new AccountsPage(page).waitUntilLoaded();
      const charts = page.getByRole('figure', { name: 'Collected per month' });
      await charts.waitFor();
      await page.getByTestId('median-days').waitFor();
      // The charts stay inside the screen.
      const box = await page.getByRole('figure', { name: 'Open accounts by current step' }).boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      await browser.snapshot(`accounts-${width}`, { fullPage: true });
      for (const [path, ready] of [
        ['/collectors/direct_deposit', 'Payment Options'],
        ['/collectors/users', 'Users'],
        ['/collectors/notifications', 'Manage Notifications'],
        ['/collectors/settlement_rules', 'Settlement rules'],
        ['/collectors/settlement_rules/create', 'New settlement rule'],
        ['/collectors/payouts', 'Payouts'],
        ['/collectors/disclosures?page=999', 'Disclosures'],
      ] as const) {
        await page.goto(`${baseUrl()}${path}`);
        await page.getByRole('heading', { name: ready, level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        // Nothing runs off the side of the screen (a page wider than the window scrolls sideways).
        const overflow = await page.evaluate((w) => {
          if (document.documentElement.scrollWidth <= w) return null;
          // The outermost elements sticking out past the right edge, to say what to fix.
          const out = Array.from(document.querySelectorAll('body *')).filter((e) => {
            const parent = e.parentElement;
            return e.getBoundingClientRect().right > w + 1 && !!parent && parent.getBoundingClientRect().right <= w + 1;
          });
          return { scrollWidth: document.documentElement.scrollWidth, out: out.slice(0, 8).map((e) => `${e.tagName.toLowerCase()}.${Array.from(e.classList).slice(0, 3).join('.')} right ${Math.round(e.getBoundingClientRect().right)}`) };
        }, width);
        expect({ path, overflow }).toEqual({ path, overflow: null });
        await browser.snapshot(`${path.split('?')[0].split('/').slice(2).join('-')}-${width}`, { fullPage: true });
      }
      // The stale page number was replaced (the list went back to its first page).
      expect(new URL(page.url()).searchParams.get('page')).toBe('1');
      await new DisclosuresAdminPage(page).showing.waitFor();

      // The public pages: sign-in and invite acceptance.
      await signedOut.setViewportSize(viewport);
      const signIn = new CollectorSignInPage(signedOut);
      await signIn.open();
      await signIn.submit.waitFor();
      await browser.snapshotOf(signedOut, `sign-in-${width}`, { fullPage: true });
      await new InviteAcceptPage(signedOut).openLink(`${baseUrl()}${InviteAcceptPage.path}?token=not-a-real-token`);
      await browser.snapshotOf(signedOut, `invite-${width}`, { fullPage: true });
    }
  });
});
