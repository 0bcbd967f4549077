import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AccountsPage } from '../pages/AccountsPage';
import { CollectorSignInPage } from '../pages/CollectorSignInPage';
import { ConsumerSignInPage } from '../pages/ConsumerSignInPage';
import { WalkthroughPage } from '../pages/WalkthroughPage';
import { checker, report, type Finding } from '../support/axe';
import { useBrowser } from '../support/browser';
import { useJourneyData, type JourneyConsumer } from '../support/journey-data';

/** A summons of the extraction corpus, with the values its reading must find beside it (.expected.json). */
const CORPUS = join(__dirname, '..', '..', 'backend', 'test', 'fixtures', 'papers', 'corpus', '01-il-cook-midland-summons.pdf');

async function summons() {
  const buffer = readFileSync(CORPUS);
  return { name: 'summons.pdf', mimeType: 'application/pdf', buffer };
}

const plusDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);


describe('Consumer walkthrough: papers to offer', () => {
  const browser = useBrowser();
  const data = useJourneyData();
  let consumer: JourneyConsumer;
  beforeAll(async () => {
    consumer = await data.consumer(await data.firm({ accounts: false }));
  });

  it('uploads a summons, reviews and corrects the facts, picks court, firm and plaintiff, sends an offer; the firm sees it', async () => {
    const page = await browser.newPage('consumer-walkthrough', { bypassCsp: true });
    const findings: Finding[] = [];
    const check = checker(page, findings);
    await page.setViewportSize({ width: 1280, height: 900 });
    const { email, password, name, firm } = consumer;
    await (await new ConsumerSignInPage(page).open()).signIn(email, password);
    await page.waitForURL(/\/my_dashboard/);

    const w = new WalkthroughPage(page);
    const id = await w.startSettlement();
    await w.waitForStep('Upload your papers');
    await check('settlement walkthrough, upload');
    await w.upload(await summons());
    // The lawsuit question waits for the reading; a summons answers it, so the walkthrough goes on to the review.
    await page.getByText(/Step \d+ of \d+: Review$/).waitFor({ timeout: 60_000 });
    expect(await page.getByRole('heading', { name: /lawsuit been filed/ }).count()).toBe(0);
    // The papers are read by the worker: wait for it, then show what it found.
    for (let i = 0; i < 120 && (await w.view(id)).extraction_status === 'processing'; i++)
      await page.waitForTimeout(500);
    expect((await w.view(id)).extraction_status).toBe('done');
    await page.reload();
    await w.waitForStep('Review');
    await check('settlement walkthrough, review with what the papers say');
    // What the worker read from the papers is on the page before anyone types.
    const read = JSON.parse(readFileSync(CORPUS.replace(/\.pdf$/, '.expected.json'), 'utf8')).expected;
    expect(await w.field(/^Civil number/).inputValue()).toBe(read.civil_number);
    expect((await w.field(/^Lawsuit amount/).inputValue()).replace(/[$,]/g, '')).toBe((read.lawsuit_amount / 100).toFixed(2));
    await browser.snapshot('review-extracted-1280');

    // Review and correct: a wrong amount is refused with the rule's sentence (the API's own rule, checked on the page
    // before anything is sent), then corrected.
    await w.setField(/^Your full name/, name);
    const amountSaves: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/update_walk_through_step_response/') && (r.postData() ?? '').includes('"lawsuit_amount"')) amountSaves.push(r.url());
    });
    await w.leaveField(/^Lawsuit amount/, '99');
    await w.toast('Please enter a lawsuit amount of at least $100').first().waitFor();
    expect(await w.field(/^Lawsuit amount/).getAttribute('data-state')).toBe('invalid');
    expect(await w.field(/^Lawsuit amount/).getAttribute('aria-invalid')).toBe('true');
    expect(amountSaves).toEqual([]);
    expect((await w.setField(/^Lawsuit amount/, '2450.00')).status()).toBe(200);
    await w.toast('Lawsuit amount saved successfully').first().waitFor();
    expect(await w.field(/^Lawsuit amount/).getAttribute('data-state')).toBe('valid');
    await w.setField(/^Civil number/, `2026-M1-${id}`);
    // The papers named the state: choosing another one saves it at once.
    await w.chooseSelect(/^Lawsuit state/, 'IN');
    await w.toast('Lawsuit state saved successfully').first().waitFor();
    await w.chooseSelect(/^Lawsuit state/, 'IL');

    await w.pickFromSearch(/^Plaintiff/, 'Midland', /Midland/);
    await w.pickFromSearch(/^Law firm/, firm.name, firm.name);
    await w.pickFromSearch(/^Court/, 'Cook', /Cook/);
    await w.setField(/^Lawyer email/, 'counsel@demolaw.test');

    // The consumer's own address, phone and birthdate (the papers may show an old address): the demo profile's.
    await w.reviewOwnDetails({
      home: { street: '2417 Westheimer Rd', city: 'Houston', state: 'TX', zip: '77002' },
      phone: { typed: '3055550197', shown: '(305) 555-0197' },
      birthdate: '1964-09-27',
      ssnLastFour: '7044',
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await browser.snapshot('review-corrected-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    await w.confirmAndContinue();
    await w.waitForStep('SSN');
    await check('settlement walkthrough, SSN');
    await w.continue();
    await w.waitForStep('Phone');
    await check('settlement walkthrough, phone');
    await page.getByRole('checkbox', { name: /Text me updates/ }).check();
    await w.continue();
    await w.waitForStep('Hardship');
    await check('settlement walkthrough, hardship');
    await page.getByRole('checkbox', { name: 'Job loss or reduced income' }).check();
    await page.getByLabel('Details: Job loss or reduced income').fill('Laid off in August; new job since October.');
    await w.continue();
    await w.waitForStep('Bank connection');
    await check('settlement walkthrough, bank connection');
    await page.getByRole('button', { name: 'Skip this step' }).click();
    await w.waitForStep('Your offer');
    await check('settlement walkthrough, offer');
    await page.setViewportSize({ width: 390, height: 844 });
    await browser.snapshot('offer-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    const sent = await w.sendOffer({ total: '1225.00', payments: '5', firstPaymentDate: plusDays(10) });
    expect(sent.status()).toBe(200);
    await page.waitForURL(new RegExp(`/customer_documents/${id}$`), { timeout: 20_000 });

    // The firm's admin sees the new account, waiting on them.
    const collector = await browser.otherPage('consumer-walkthrough-collector');
    await collector.setViewportSize({ width: 1280, height: 900 });
    const admin = firm.admin;
    await (await new CollectorSignInPage(collector).open()).signInWithPassword(admin.email, admin.password);
    const accounts = new AccountsPage(collector);
    await accounts.waitUntilLoaded();
    await accounts.waitForList();
    await accounts.searchFor(`2026-M1-${id}`);
    expect(await accounts.rowIds()).toEqual([String(id)]);
    const answer = await collector.request.get(`/collectors/api/apply_filters?filters[customer_document_id]=${id}`);
    const row = (await answer.json()).customer_info[0];
    expect(row.current_action.type).toBe('accept_or_counteroffer');
    expect(row.customer_name).toBe(name);
    await browser.snapshotOf(collector, 'firm-sees-account');
    report(findings);
  }, 240_000);

  it('answers a summons: review, court, defenses, then downloads the answer for the state', async () => {
    const page = await browser.newPage('consumer-walkthrough-answer', { bypassCsp: true });
    const findings: Finding[] = [];
    const check = checker(page, findings);
    await page.setViewportSize({ width: 390, height: 844 });
    const { email, password, name } = consumer;
    await (await new ConsumerSignInPage(page).open()).signIn(email, password);
    await page.waitForURL(/\/my_dashboard/);

    const w = new WalkthroughPage(page);
    await page.goto('/debt_answer');
    await page.waitForURL(/\/debt_answers\/\d+$/, { timeout: 20_000 });
    const id = Number(/\/debt_answers\/(\d+)/.exec(page.url())![1]);
    await w.waitForStep('Upload your papers');
    await check('answer walkthrough, upload');
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.waitForURL(new RegExp(`/debt_answers/${id}/review$`));
    await w.waitForStep('Review');
    await check('answer walkthrough, review');

    // The name comes from the profile: nothing to change there.
    expect(await w.field(/^Your full name/).inputValue()).toBe(name);
    await w.chooseSelect(/^Lawsuit state/, 'OH');
    await w.toast('Lawsuit state saved successfully').first().waitFor();
    expect((await w.setField(/^Lawsuit amount/, '1875.40')).status()).toBe(200);
    await w.setField(/^Civil number/, `CV-2026-${id}`);
    await w.pickFromSearch(/^Plaintiff/, 'LVNV', /LVNV/);
    await w.typeInSearch(/^Law firm/, 'Weltman, Weinberg & Reis');
    await w.setField(/^Lawyer email/, 'filings@weltman.test');
    await w.pickFromSearch(/^Court/, 'Franklin', /Franklin/);
    await browser.snapshot('answer-review-390');
    await w.confirmAndContinue();

    await w.waitForStep('Court');
    await check('answer walkthrough, court');
    await w.continue();
    await w.waitForStep('Your answer');
    await check('answer walkthrough, defenses');
    await page.getByRole('checkbox', { name: /time to sue has run out/ }).check();
    await page.getByRole('button', { name: 'Prepare my answer' }).click();
    await w.waitForStep('Done');
    await check('answer walkthrough, done');
    await page.setViewportSize({ width: 1280, height: 900 });
    await browser.snapshot('answer-done-1280');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: /Download answer to summons/ }).click();
    expect((await download).suggestedFilename()).toBe(`answer_to_summons_${id}.pdf`);
    const pdf = await page.request.get(`/api/debt_answers/${id}/answer_to_summons.pdf`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    report(findings);
  }, 180_000);
});

