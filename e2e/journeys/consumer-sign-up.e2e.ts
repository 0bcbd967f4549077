import { DashboardPage } from '../pages/DashboardPage';
import { ConsumerSignInPage } from '../pages/ConsumerSignInPage';
import { PlaidLinkPage } from '../pages/PlaidLinkPage';
import { SignUpPage } from '../pages/SignUpPage';
import { useBrowser } from '../support/browser';
import { baseUrl } from '../support/env';
import { useJourneyData, type JourneyConsumer } from '../support/journey-data';
import { linkIn, waitForMail } from '../support/mailbox';
import { waitForPath } from '../support/waits';

/**
 * A new person signs up from the sign-in page, cannot sign in before confirming, confirms from the e-mail in the
 * development inbox, lands signed in on an empty dashboard that offers both walkthroughs and the budget, connects the
 * demo bank from the Budget tab and sees income against spending; a walkthrough starts from the dashboard. Signing up
 * with an address that has an account answers the same, and its owner is e-mailed instead.
 */
describe('Consumer sign-up', () => {
  const browser = useBrowser();
  const data = useJourneyData();
  let existing: JourneyConsumer;
  beforeAll(async () => {
    existing = await data.consumer(await data.firm({ accounts: false }));
  });

  it('signs up, confirms by e-mail, lands on the empty dashboard and starts the budget from it', async () => {
    const page = await browser.newPage('consumer-sign-up');
    const email = `sign-up-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
    const password = 'Sunny-days-42';

    // From the sign-in page's link.
    const signIn = await new ConsumerSignInPage(page).open();
    await page.getByRole('link', { name: 'Create an account' }).click();
    const signUp = new SignUpPage(page);
    await signUp.waitUntilShown();
    await browser.snapshot('desktop-sign-up');

    // Every rule's sentence before anything is sent.
    await signUp.fill({ firstName: ' ', lastName: '', email: 'ana@', password: 'short', confirmation: 'other' });
    await signUp.submit.click();
    expect(await signUp.fieldErrors()).toEqual([
      "First name can't be blank",
      "Last name can't be blank",
      'Email is invalid',
      'Password is too short (minimum is 8 characters)',
      "Password confirmation doesn't match Password",
      'Please agree to the Terms of Service and Privacy Policy',
    ]);
    await browser.snapshot('desktop-sign-up-errors');

    await signUp.fill({ firstName: 'Ana', lastName: 'Lopez', email, password });
    const sentAt = new Date();
    const created = await signUp.create();
    expect(created.status()).toBe(201);
    expect(await created.json()).toEqual({ success: true });
    expect(await signUp.noticeText()).toContain(`We sent a confirmation link to ${email}.`);
    await browser.snapshot('desktop-check-inbox');

    // Not before the address is confirmed.
    await signIn.open();
    const refused = await signIn.signInAnswer(email, password);
    expect(refused.status()).toBe(401);
    expect(await signIn.errorText()).toBe('You have to confirm your email address before continuing.');

    // The link from the development inbox confirms, signs in and lands on the dashboard.
    const mail = await waitForMail(email, sentAt);
    expect(mail.subject).toBe('Confirm your Parley account');
    await page.goto(linkIn(mail, `${baseUrl()}/users/confirmation?confirmation_token=`));
    const dashboard = new DashboardPage(page);
    await dashboard.waitUntilLoaded();
    expect(await dashboard.welcomeText()).toBe('Welcome, Ana Lopez');
    await dashboard.banner.getByText('Your email address has been successfully confirmed.').waitFor();
    const start = page.getByRole('region', { name: 'Get started' });
    await start.getByRole('button', { name: 'Start a settlement' }).waitFor();
    expect(await start.getByRole('button', { name: 'Start your answer' }).isEnabled()).toBe(true);
    expect(await page.getByRole('region', { name: 'Your cases' }).count()).toBe(0);
    await browser.snapshot('desktop-empty-dashboard');

    // The budget from the dashboard: Connect bank, the demo bank, back to the Budget tab with the chart.
    await start.getByRole('link', { name: 'See your budget' }).click();
    await waitForPath(page, DashboardPage.path, { activeTab: 'financial_report' });
    const budget = page.getByRole('region', { name: 'Budget' });
    await budget.getByRole('link', { name: 'Connect bank' }).click();
    await waitForPath(page, PlaidLinkPage.path);
    const link = new PlaidLinkPage(page);
    await link.demoForm.getByRole('radio').first().waitFor();
    await link.connect('First Platypus Bank', 'user_good');
    await link.outcome(PlaidLinkPage.ready);
    await link.continueButton.click();
    await waitForPath(page, DashboardPage.path, { activeTab: 'financial_report' });
    const chart = budget.getByRole('figure', { name: 'Income and spending per month' });
    await chart.getByTestId('budget-chart').locator('svg').first().waitFor();
    const figures = await chart.getByRole('list', { name: 'Income and spending per month' }).innerText();
    expect(figures).toMatch(/Income\s+\$[\d,]+\.\d\d/);
    expect(figures).toMatch(/Rent and utilities\s+\$[\d,]+\.\d\d/);
    expect(figures).toMatch(/Total spending\s+\$[\d,]+\.\d\d/);
    await chart.scrollIntoViewIfNeeded();
    await browser.snapshot('desktop-budget-chart');

    await page.setViewportSize({ width: 390, height: 844 });
    await chart.scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await browser.snapshot('phone-budget-chart');

    // A walkthrough starts from the dashboard.
    await dashboard.goto();
    await page.getByRole('region', { name: 'Get started' }).getByRole('button', { name: 'Start your answer' }).click();
    await page.waitForURL(/\/debt_answers\/\d+/);
    await dashboard.goto();
    await dashboard.waitUntilLoaded();
    await dashboard.waitForTabs();
    // With a document begun the home tab is the usual one again.
    await page.getByRole('region', { name: 'Your cases' }).waitFor();
    expect(await page.getByRole('region', { name: 'Get started' }).count()).toBe(0);
    await browser.snapshot('phone-dashboard-after-start');

    // Signing up with an address that has an account: the same answer; its owner gets an e-mail instead.
    await signUp.open();
    await browser.snapshot('phone-sign-up');
    await signUp.fill({ firstName: 'Someone', lastName: 'Else', email: existing.email, password: 'Another-pass-7' });
    const askedAt = new Date();
    const same = await signUp.create();
    expect(same.status()).toBe(201);
    expect(await same.json()).toEqual({ success: true });
    expect(await signUp.noticeText()).toContain(`We sent a confirmation link to ${existing.email.toLowerCase()}.`);
    await browser.snapshot('phone-check-inbox');
    const notice = await waitForMail(existing.email, askedAt);
    expect(notice.subject).toBe('You already have a Parley account');
    expect(notice.text).not.toContain('confirmation_token');
  });
});
