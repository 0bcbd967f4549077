import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { AccountsPage } from '../pages/AccountsPage';
import { CollectorSignInPage } from '../pages/CollectorSignInPage';
import { useBrowser } from '../support/browser';
import { useJourneyData, type JourneyFirm } from '../support/journey-data';
import { waitForPath } from '../support/waits';

/** '$1,234.56' -> 123456 (cents); '—' -> null. */
function cents(text: string): number | null {
  const digits = text.replace(/[$,]/g, '');
  return digits === '—' || digits === '' ? null : Math.round(Number(digits) * 100);
}

describe('Collector accounts', () => {
  const browser = useBrowser();
  const data = useJourneyData();
  let journeyFirm: JourneyFirm;
  beforeAll(async () => {
    journeyFirm = await data.firm();
  });

  it('filters, sorts, loads more, edits a file number, archives, unarchives and exports the accounts', async () => {
    const page = await browser.newPage('collector-accounts');
    await page.setViewportSize({ width: 1440, height: 900 });
    const { email, password } = journeyFirm.admin;
    const firm = journeyFirm.name;
    await new CollectorSignInPage(page).open().then((signIn) => signIn.signInWithPassword(email, password));

    const accounts = new AccountsPage(page);
    await accounts.waitUntilLoaded();
    expect(await accounts.greetingText()).toBe(`Welcome back, ${firm}`);
    const all = await accounts.waitForList();
    // The firm has the demo firm's 60-odd accounts; the list shows 25 a page.
    expect(all.total).toBeGreaterThanOrEqual(60);
    expect(all.shown).toBe(25);
    expect(await accounts.headers()).toEqual([
      'Name',
      'Reference',
      'File Number',
      'Amount',
      'Status',
      'Status Date',
      'Offer Amount',
      '# Pays',
      'First Payment',
    ]);
    expect(await accounts.metric('Collected')).toMatch(/^\$[\d,]+(\.\d{2})?$/);
    expect(await accounts.metric('Response rate')).toMatch(/^(\d+\.\d%|—)$/);
    await browser.snapshot('desktop');

    // Filter by status: every row shows it, the address mirrors it, a reload keeps it.
    const statuses = await accounts.enumValues('Status');
    expect(statuses).toContain('Making Payments');
    const making = await accounts.selectEnum('Status', ['Making Payments']);
    expect(accounts.query().getAll('filters[status][]')).toEqual(['Making Payments']);
    expect(making.total).toBeGreaterThan(0);
    expect(making.total).toBeLessThan(all.total);
    expect(new Set(await accounts.columnValues('Status'))).toEqual(new Set(['Making Payments']));
    await page.reload();
    expect(await accounts.waitForList()).toEqual(making);

    // Search by a name shown in the list (debounced); 'Clear all' goes back to /collectors/accounts.
    const [someone] = await accounts.columnValues('Name');
    const surname = someone!.split(' ').at(-1)!;
    const found = await accounts.searchFor(surname);
    expect(accounts.query().get('filters[search]')).toBe(surname);
    expect(accounts.query().getAll('filters[status][]')).toEqual(['Making Payments']);
    expect(found.total).toBeGreaterThan(0);
    for (const name of await accounts.columnValues('Name')) expect(name.toLowerCase()).toContain(surname.toLowerCase());
    expect(await accounts.clearAllFilters()).toEqual(all);
    await waitForPath(page, AccountsPage.path);
    expect(page.url()).toMatch(/\/collectors\/accounts$/);
    expect(await accounts.search.inputValue()).toBe('');

    // Sort by amount both ways over all accounts (server-side).
    await accounts.sortBy('Amount');
    expect([accounts.query().get('sort_by'), accounts.query().get('sort_order')]).toEqual(['amount', 'asc']);
    const ascending = (await accounts.columnValues('Amount')).map(cents).filter((c): c is number => c !== null);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await accounts.sortBy('Amount');
    expect(accounts.query().get('sort_order')).toBe('desc');
    const descending = (await accounts.columnValues('Amount')).map(cents).filter((c): c is number => c !== null);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThanOrEqual(ascending.at(-1)!);

    // Load More adds a page and survives a reload; back returns to one page.
    const more = await accounts.loadMoreAccounts();
    expect(more).toEqual({ shown: 50, total: all.total });
    expect(accounts.query().get('num_pages')).toBe('2');
    await page.reload();
    expect(await accounts.waitForList()).toEqual(more);
    await page.goBack();
    expect(await accounts.waitForList()).toEqual({ shown: 25, total: all.total });
    await page.goForward();
    expect(await accounts.waitForList()).toEqual(more);
    await browser.snapshot('sorted-more');

    // Expand the first row: the account details.
    const [first] = await accounts.rowIds();
    const details = await accounts.expand(first!);
    await details.getByRole('region', { name: 'Consumer' }).waitFor();
    expect(await details.getByTestId('ssn-value').innerText()).toMatch(/^(\*\*\*-\*\*-\d{4}|Not on file)$/);
    await details.getByRole('region', { name: 'Financial details' }).waitFor();
    await details.getByRole('region', { name: 'Negotiation history' }).waitFor();
    await browser.snapshot('expanded');

    // Inline file number: Enter saves, the saved value survives a reload.
    const fileNumber = `E2E-${Date.now() % 100000}`;
    const saved = await accounts.editFileNumber(first!, fileNumber);
    expect(saved.status()).toBe(200);
    expect(await saved.json()).toEqual({ file_number: fileNumber });
    expect(await accounts.fileNumberOf(first!)).toBe(fileNumber);
    await page.reload();
    await accounts.waitForList();
    expect(await accounts.fileNumberOf(first!)).toBe(fileNumber);

    // Archive and unarchive, each after its confirmation.
    const again = await accounts.expand(first!);
    const archived = await accounts.toggleArchive(again, 'Archive');
    expect(archived.question).toBe('Are you sure you want to archive this account?');
    expect(archived.answer.status()).toBe(200);
    const archivedOn = ((await archived.answer.json()) as { customer_document: { archived_by_law_firm_on: string | null } })
      .customer_document.archived_by_law_firm_on;
    expect(archivedOn).not.toBeNull();
    await accounts.row(first!).getByText('Archived', { exact: true }).waitFor();
    const unarchived = await accounts.toggleArchive(again, 'Unarchive');
    expect(unarchived.question).toBe('Are you sure you want to unarchive this account?');
    expect(unarchived.answer.status()).toBe(200);
    await again.getByRole('button', { name: 'Archive', exact: true }).waitFor();

    // The account's history as CSV.
    const history = page.waitForEvent('download');
    await again.getByRole('button', { name: 'Download history (CSV)' }).click();
    const csv = await history;
    expect(csv.suggestedFilename()).toBe(`activity_log_${first}.csv`);
    const csvText = await readFile((await csv.path())!, 'utf8');
    expect(csvText).toContain('Payment History');
    expect(csvText).toContain('Activity Log');

    // Export the current view (sorted by amount, descending): the worker writes it, the page shows the link; read it.
    const { download, seen } = await accounts.exportSpreadsheet();
    expect(seen.ready).toMatch(new RegExp(`^parley_accounts_\\d{2}_\\d{2}_\\d{4}\\.xlsx is ready \\(${all.total} rows\\)`));
    await browser.snapshot('export-ready');
    expect(download.suggestedFilename()).toMatch(/^parley_accounts_\d{2}_\d{2}_\d{4}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const sheet = workbook.getWorksheet('Accounts');
    expect(sheet).toBeDefined();
    const header = (sheet!.getRow(1).values as unknown[]).filter(Boolean).map(String);
    const nameColumn = header.findIndex((h) => /name/i.test(h)) + 1;
    expect(nameColumn).toBeGreaterThan(0);
    expect(sheet!.actualRowCount).toBe(all.total + 1);
    const exportedNames: string[] = [];
    sheet!.eachRow((row, index) => {
      if (index > 1) exportedNames.push(String(row.getCell(nameColumn).value ?? ''));
    });
    const shownNames = await accounts.columnValues('Name');
    // Same rows, same order (the export follows the sort) for the loaded pages.
    expect(exportedNames.slice(0, shownNames.length)).toEqual(shownNames);
    for (const column of sheet!.columns) expect(column.width ?? 0).toBeLessThanOrEqual(50);

    // Narrow screens: the same page with the tab bar; the table scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await accounts.goto('?num_pages=1');
    await accounts.waitForList();
    await browser.snapshot('narrow');
    const overflow = await page.evaluate(() => document.querySelector('main')!.scrollWidth - document.querySelector('main')!.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('shows the single-account banner for a customer_document_id and links back to all accounts', async () => {
    const page = await browser.newPage('collector-accounts-single');
    await page.setViewportSize({ width: 1440, height: 900 });
    const { email, password } = journeyFirm.agent;
    await new CollectorSignInPage(page).open().then((signIn) => signIn.signInWithPassword(email, password));
    const accounts = new AccountsPage(page);
    await accounts.waitUntilLoaded();
    await accounts.waitForList();
    const id = (await accounts.rows().first().getAttribute('data-testid'))!.replace('account-row-', '');

    await accounts.goto(`?filters[customer_document_id]=${id}`);
    expect(await accounts.waitForList()).toEqual({ shown: 1, total: 1 });
    expect((await accounts.singleAccountBanner.innerText()).replace(/\s+/g, ' ').trim()).toBe(AccountsPage.singleAccountBannerText);
    // An agent without the SSN permission cannot reveal.
    const details = await accounts.expand(id);
    const reveal = details.getByRole('button', { name: 'Reveal' });
    // Every account shows its last four, so the button is there: disabled, for want of the permission.
    expect(await reveal.count()).toBe(1);
    expect(await reveal.isDisabled()).toBe(true);
    expect(await details.getByLabel('You do not have permission to view full SSNs. Ask a firm admin to grant it.').count()).toBe(1);
    await browser.snapshot('single');

    await accounts.singleAccountBanner.getByRole('link', { name: 'Click here' }).click();
    await waitForPath(page, AccountsPage.path);
    // The single account's footer stays until the full list has loaded: wait for it to change, not just settle.
    await accounts.waitForTotalOtherThan(1);
    expect((await accounts.waitForList()).total).toBeGreaterThan(1);
    expect(await accounts.singleAccountBanner.count()).toBe(0);
  });
});
