import { ConsumerSignInPage } from '../pages/ConsumerSignInPage';
import { DashboardPage } from '../pages/DashboardPage';
import { PlaidLinkPage } from '../pages/PlaidLinkPage';
import { useBrowser } from '../support/browser';
import { useJourneyData, type JourneyConsumer } from '../support/journey-data';
import { waitForPath } from '../support/waits';

/**
 * The budget: from the dashboard's Budget tab ('Connect bank' before any report) the consumer
 * connects the demo bank on /plaid/link, waits on the Plaid
 * waiting screen (the worker builds the report and pushes PlaidReportStatusChannel), sees a failed report first
 * (the demo bank's user_bad) and can continue anyway, then reconnects with a working login and sees the budget:
 * averages, income last year, income against spending by category, bank accounts and income sources with their pay
 * frequency.
 */
describe('Consumer budget', () => {
  const browser = useBrowser();
  const data = useJourneyData();
  let consumer: JourneyConsumer;
  beforeAll(async () => {
    consumer = await data.consumer(await data.firm({ accounts: false }));
  });

  it('connects the demo bank, waits for the report and sees the budget, at desktop and phone widths', async () => {
    const page = await browser.newPage('consumer-budget');
    const { email, password } = consumer;
    await (await new ConsumerSignInPage(page).open()).signIn(email, password);
    const dashboard = new DashboardPage(page);
    await dashboard.waitUntilLoaded();

    // The Budget tab shows before any bank is connected, and leads to /plaid/link.
    await dashboard.waitForTabs();
    await dashboard.openTab('Budget');
    await page.getByText('See your budget in one place').waitFor();
    await browser.snapshot('desktop-connect-bank');
    await page.getByRole('region', { name: 'Budget' }).getByRole('link', { name: 'Connect bank' }).click();
    await waitForPath(page, PlaidLinkPage.path);
    const link = new PlaidLinkPage(page);
    await link.demoForm.getByRole('radio').first().waitFor();
    await browser.snapshot('desktop-demo-form');

    // A login whose report fails: the waiting screen says so and Continue still works.
    await link.connect('First Platypus Bank', 'user_bad');
    await link.outcome(PlaidLinkPage.failed);
    expect(await link.continueButton.isEnabled()).toBe(true);
    await browser.snapshot('desktop-report-failed');

    // Again with the working login (it replaces the failed connection to the same bank).
    await link.open();
    await page.getByText('Connect your bank account').waitFor();
    await link.connect('First Platypus Bank', 'user_good');
    await link.outcome(PlaidLinkPage.ready);
    await browser.snapshot('desktop-report-ready');
    await link.continueButton.click();
    await waitForPath(page, DashboardPage.path, { activeTab: 'financial_report' });

    // The Budget tab with the figures, the chart, accounts and income sources.
    const budget = page.getByRole('region', { name: 'Budget' });
    await budget.getByText('Average monthly income').waitFor();
    const figures = await budget.getByRole('list', { name: 'Budget figures' }).textContent();
    expect(figures).toMatch(/Average monthly balance\$[\d,]+\.\d\d/);
    expect(figures).toMatch(/Income last year\$[\d,]+\.\d\d/);
    await budget.getByTestId('budget-chart').locator('svg').first().waitFor();
    expect(await budget.getByRole('list', { name: 'Income and spending per month' }).innerText()).toMatch(/Total spending\s+\$[\d,]+\.\d\d/);
    const accounts = budget.getByRole('list', { name: 'Bank accounts' }).getByRole('listitem');
    expect(await accounts.count()).toBe(3);
    expect(await accounts.first().textContent()).toMatch(/Everyday Checking.*First Platypus Bank · Checking · •••• \d{4}.*\$[\d,]+\.\d\d/);
    const income = await budget.getByRole('list', { name: 'Income sources' }).textContent();
    expect(income).toMatch(/Twice a month|Weekly|Monthly/);
    await browser.snapshot('desktop-budget');

    await page.setViewportSize({ width: 390, height: 844 });
    await budget.getByText('Income sources').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await browser.snapshot('phone-budget');

    await link.open();
    await browser.snapshot('phone-demo-form');
  });
});
