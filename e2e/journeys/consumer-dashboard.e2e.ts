import { ConsumerSignInPage } from '../pages/ConsumerSignInPage';
import { DashboardPage } from '../pages/DashboardPage';
import { useBrowser } from '../support/browser';
import { useJourneyData, type JourneyConsumer } from '../support/journey-data';
import { waitForPath } from '../support/waits';

/**
 * The consumer dashboard: the journey's consumer (the demo consumer's story): the case with
 * the settlement and the answer, the tabs their data brings, archiving a document and reactivating it (each reloads
 * with success and message), the polling download of the signed settlement agreement, and the deals.
 */
describe('Consumer dashboard', () => {
  const browser = useBrowser();
  const data = useJourneyData();
  let consumer: JourneyConsumer;
  beforeAll(async () => {
    consumer = await data.consumer(await data.firm({ accounts: false }));
  });

  it('archives and reactivates a document, downloads the agreement, at desktop and phone widths', async () => {
    const page = await browser.newPage('consumer-dashboard');
    const { email, password } = consumer;
    await (await new ConsumerSignInPage(page).open()).signIn(email, password);
    const dashboard = new DashboardPage(page);
    await dashboard.waitUntilLoaded();
    await dashboard.waitForTabs();

    // The case (plaintiff and amount), its settlement and its answer; the tabs their data brings.
    const kase = dashboard.caseRegion(/^Midland Credit Management, Inc\. \$[\d,]+\.\d\d$/);
    await kase.waitFor();
    const settlement = kase.getByRole('listitem', { name: `Settlement with ${consumer.firm.name}` });
    await settlement.getByRole('link', { name: 'Continue settlement process' }).waitFor();
    for (const tab of ['Cases', 'Profile', 'Credit Score', 'Unassigned', 'Archived', 'Deals']) await dashboard.tab(tab).waitFor();
    await browser.snapshot('desktop-all');

    // The signed agreement downloads through the polling contract (the worker renders it).
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await settlement.getByRole('button', { name: 'Settlement agreement' }).click();
    expect((await download).url()).toContain('/my_dashboard/download/file?id=settlement_agreement.');

    // Archive the answer to the summons: it leaves the case for the Archived tab, with the banner.
    const answerTitle = 'Answer to summons (2026-CV-04417)';
    const answer = kase.getByRole('listitem', { name: answerTitle });
    expect((await dashboard.confirm(answer, 'Archive')).status()).toBe(200);
    await dashboard.banner.filter({ hasText: 'Document archived.' }).waitFor();
    await waitForPath(page, DashboardPage.path, { success: 'true', message: 'Document archived.' });
    await answer.waitFor({ state: 'detached' });
    await browser.snapshot('archived-banner');

    await dashboard.openTab('Archived');
    expect(new URL(page.url()).searchParams.get('activeTab')).toBe('archived');
    const archived = dashboard.documentCard(answerTitle);
    await archived.getByText('Archived', { exact: true }).waitFor();
    await browser.snapshot('archived-tab');

    // Reactivate it: back in its case.
    expect((await dashboard.confirm(archived, 'Reactivate')).status()).toBe(200);
    await dashboard.banner.filter({ hasText: 'Document reactivated.' }).waitFor();
    await dashboard.openTab('All');
    await kase.getByRole('listitem', { name: answerTitle }).waitFor();

    // The profile, credit, stash and budget sections mount in their tabs.
    for (const [tab, step] of [['Profile', 'desktop-profile'], ['Credit Score', 'desktop-credit'], ['Stash', 'desktop-stash']]) {
      await dashboard.openTab(tab);
      await page.getByRole('tabpanel').getByRole('heading').first().waitFor();
      await browser.snapshot(step);
    }

    // Clicking the active tab returns to all.
    await dashboard.openTab('Deals');
    await page.getByRole('listitem', { name: 'Experian Boost' }).waitFor();
    await browser.snapshot('desktop-deals');
    await dashboard.tab('Deals').click();
    await page.waitForURL((url) => !url.searchParams.has('activeTab'));

    // The phone width: everything still reachable, nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await kase.waitFor();
    // Nothing is wider than the screen (the page never scrolls sideways).
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await browser.snapshot('phone-all');
    await dashboard.openTab('Archived');
    await browser.snapshot('phone-archived');
  });
});
