import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from 'playwright-core';
import { pdfText } from '../support/pdf';
import { AccountsPage } from '../pages/AccountsPage';
import { CollectorSignInPage } from '../pages/CollectorSignInPage';
import { useBrowser } from '../support/browser';
import { useJourneyData, type JourneyFirm } from '../support/journey-data';

/** Presses one of the expanded row's document links and waits for the browser's download. */
async function downloadFrom(page: Page, details: Locator, label: string): Promise<Download> {
  const download = page.waitForEvent('download', { timeout: 30_000 });
  await details.getByRole('button', { name: label, exact: true }).click();
  return download;
}

async function textOf(download: Download): Promise<string> {
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return (await pdfText(bytes)).replace(/\s+/g, ' ');
}

describe('Collector documents', () => {
  const browser = useBrowser();
  const data = useJourneyData();
  let journeyFirm: JourneyFirm;
  beforeAll(async () => {
    journeyFirm = await data.firm();
  });

  it('downloads the authorization letter and the signed settlement agreement as real PDFs', async () => {
    const page = await browser.newPage('collector-documents');
    await page.setViewportSize({ width: 1440, height: 900 });
    const { email, password } = journeyFirm.admin;
    const firm = journeyFirm.name;
    await new CollectorSignInPage(page).open().then((signIn) => signIn.signInWithPassword(email, password));
    const accounts = new AccountsPage(page);
    await accounts.waitUntilLoaded();

    // An account still negotiating: only the letter.
    await accounts.selectEnum('Status', ['Consumer Offer']);
    const [offered] = await accounts.rowIds();
    const offerDetails = await accounts.expand(offered);
    await offerDetails.getByRole('button', { name: 'Download authorization letter' }).waitFor();
    expect(await offerDetails.getByRole('button', { name: 'Settlement agreement', exact: true }).count()).toBe(0);
    const letter = await downloadFrom(page, offerDetails, 'Download authorization letter');
    expect(letter.suggestedFilename()).toBe(`authorization_letter_${offered}.pdf`);
    const letterText = await textOf(letter);
    expect(letterText).toContain('Authorization to Communicate and Negotiate');
    expect(letterText).toContain(`authorize ${firm}`);
    expect(letterText).toContain('This is a communication from a debt collector.');

    // A signed account: the agreement link too, with the consumer's signature inside.
    await accounts.clearAllFilters();
    await accounts.selectEnum('Status', ['Consumer Signed Settlement Agreement']);
    const [signed] = await accounts.rowIds();
    const [name] = await accounts.columnValues('Name');
    const details = await accounts.expand(signed);
    const agreement = await downloadFrom(page, details, 'Settlement agreement');
    expect(agreement.suggestedFilename()).toBe(`settlement_agreement_${signed}.pdf`);
    const text = await textOf(agreement);
    expect(text).toContain('Debt Settlement Agreement');
    expect(text).toContain(name);
    expect(text).toContain(firm);
    expect(text).toContain(`Signed by ${name}`);
    expect(text).toContain('This is a communication from a debt collector.');
    expect(await details.getByRole('alert').count()).toBe(0);
    await details.getByRole('button', { name: 'Settlement agreement', exact: true }).scrollIntoViewIfNeeded();
    await browser.snapshot('signed-account');
  });
});
