import { ConsumerSignInPage } from '../pages/ConsumerSignInPage';
import { DashboardPage } from '../pages/DashboardPage';
import { CreditReportCard, ProfileForm, StashCard } from '../pages/ProfileStashPages';
import { useBrowser } from '../support/browser';
import { useJourneyData, type JourneyConsumer } from '../support/journey-data';
import { waitForMail } from '../support/mailbox';
import { nextResponse } from '../support/waits';

/**
 * Profile, credit report and stash: the journey's consumer (the demo consumer's story) asks for their stash back by check (the form asks
 * for a name first, the e-mail arrives), edits the profile (a validation message first, then saved), and gets
 * their credit report from the demo bureau through the worker. Desktop and phone widths.
 */
describe('Consumer profile, credit report and stash', () => {
  const browser = useBrowser();
  const data = useJourneyData();
  let consumer: JourneyConsumer;
  beforeAll(async () => {
    consumer = await data.consumer(await data.firm({ accounts: false }));
  });

  it('requests a refund from the stash, edits the profile, fetches the credit report', async () => {
    const page = await browser.newPage('consumer-profile-stash');
    await page.setViewportSize({ width: 1280, height: 900 });
    const { email, password } = consumer;
    await (await new ConsumerSignInPage(page).open()).signIn(email, password);
    const dashboard = new DashboardPage(page);
    await dashboard.waitUntilLoaded();
    await dashboard.waitForTabs();

    // The stash: history and the scheduled autopay item, and the whole balance back by check.
    await dashboard.openTab('Stash');
    const stash = new StashCard(page);
    await stash.balance.waitFor();
    expect(await stash.balance.innerText()).toBe('$175.00');
    await stash.list('Scheduled autopay').waitFor();
    await stash.list('History').waitFor();
    await browser.snapshot('stash-desktop');
    await stash.requestRefund.click();
    await stash.sendRefund.click();
    await stash.dialog.getByText('Full name is required').waitFor();
    await browser.snapshot('refund-validation');
    await stash.fillAddress({ full_name: 'Jordan Rivera', address1: '2417 Westheimer Rd', city: 'Houston', stateName: 'Texas', zip: '77002' });
    const since = new Date(Date.now() - 1000);
    const answer = nextResponse(page, 'POST', '/my_dashboard/stash/refunds');
    await stash.sendRefund.click();
    expect((await answer).status()).toBe(200);
    await stash.success.filter({ hasText: `The refund check has been sent to your email (${email}).` }).waitFor();
    expect(await stash.balance.innerText()).toBe('$0.00');
    await stash.requestRefund.waitFor({ state: 'detached' });
    const mail = await waitForMail(email, since);
    expect(mail.subject).toBe('Your Parley refund check has been sent');
    expect(mail.text).toContain('$175.00');
    await browser.snapshot('refund-sent');

    // The profile: a ZIP code of four digits is refused on the page first, then the saved profile.
    await dashboard.openTab('Profile');
    const profile = new ProfileForm(page);
    await profile.root.waitFor();
    await profile.zip.fill('7700');
    await profile.currentPassword.fill(password);
    await profile.save.click();
    await profile.message('Please enter a valid ZIP code (e.g. 12345 or 12345-6789)').waitFor();
    await browser.snapshot('profile-validation');
    await profile.zip.fill('770021234');
    expect(await profile.zip.inputValue()).toBe('77002-1234');
    const saved = nextResponse(page, 'PUT', '/users');
    await profile.save.click();
    expect((await saved).status()).toBe(200);
    await profile.saved.waitFor();
    expect(await profile.zip.inputValue()).toBe('77002-1234');
    await browser.snapshot('profile-saved');

    // The credit report: consent, the worker's pull from the demo bureau, the report.
    await dashboard.openTab('Credit Score');
    const credit = new CreditReportCard(page);
    await credit.fetchButton.click();
    await page.waitForURL((url) => url.searchParams.get('activeTab') === 'credit_report');
    await credit.score.waitFor({ timeout: 60_000 });
    const score = Number(await credit.score.innerText());
    expect(score).toBeGreaterThanOrEqual(300);
    expect(score).toBeLessThanOrEqual(850);
    await browser.snapshot('credit-desktop');

    // The phone width: nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await credit.score.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await browser.snapshot('credit-phone');
    await dashboard.openTab('Stash');
    await stash.balance.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await browser.snapshot('stash-phone');
    await dashboard.openTab('Profile');
    await profile.root.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await browser.snapshot('profile-phone');
  });
});
