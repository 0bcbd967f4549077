import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AccountsPage } from '../pages/AccountsPage';
import { CollectorSignInPage } from '../pages/CollectorSignInPage';
import { DashboardPage } from '../pages/DashboardPage';
import { SignUpPage } from '../pages/SignUpPage';
import { WalkthroughPage } from '../pages/WalkthroughPage';
import { checker, report, type Finding } from '../support/axe';
import { useBrowser } from '../support/browser';
import { baseUrl } from '../support/env';
import { useJourneyData, type JourneyFirm } from '../support/journey-data';
import { linkIn, waitForMail } from '../support/mailbox';

/** The extraction corpus's collections agency letter: an account number, a creditor, a balance, no court. */
const LETTER = join(__dirname, '..', '..', 'backend', 'test', 'fixtures', 'papers', 'corpus', '17-tn-letter-collections-agency.pdf');
const ACCOUNT_NUMBER = 'CRS-4471902';
const QUESTION = 'Has a lawsuit been filed against you for this debt?';

const plusDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A new person signs up, confirms from the development inbox, and settles a debt that was never sued on: they upload
 * a collection letter, answer that no lawsuit was filed, fill the walkthrough in the debt wording and send an offer;
 * the firm receives the account as pre-litigation (the Litigation filter both ways) with the hardship statement.
 */
describe('Pre-suit settlement: a collection letter, no lawsuit', () => {
  const browser = useBrowser();
  const data = useJourneyData();
  let firm: JourneyFirm;
  beforeAll(async () => {
    firm = await data.firm({ accounts: false });
  });

  it('asks about the lawsuit, switches to the debt wording on No, and the firm sees a pre-litigation account', async () => {
    const page = await browser.newPage('pre-suit-settlement', { bypassCsp: true });
    const findings: Finding[] = [];
    const check = checker(page, findings);
    await page.setViewportSize({ width: 1280, height: 900 });
    // A new person: signs up, confirms from the development inbox and lands on their dashboard.
    const email = `pre-suit-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
    const name = 'Rosa Whitfield';
    const signUp = await new SignUpPage(page).open();
    await signUp.fill({ firstName: 'Rosa', lastName: 'Whitfield', email, password: 'Letters-only-42' });
    const sentAt = new Date();
    expect((await signUp.create()).status()).toBe(201);
    await page.goto(linkIn(await waitForMail(email, sentAt), `${baseUrl()}/users/confirmation?confirmation_token=`));
    await new DashboardPage(page).waitUntilLoaded();

    const w = new WalkthroughPage(page);
    const id = await w.startSettlement();
    await w.waitForStep('Upload your papers');
    await w.upload({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: readFileSync(LETTER) });

    // A letter is not court papers: once it is read the question stays, with the hint that it reads as a letter.
    await w.waitForStep('Lawsuit');
    await page.getByRole('heading', { name: QUESTION }).waitFor();
    await page.getByText(/look like a letter from a debt collector/).waitFor({ timeout: 60_000 });
    expect((await w.view(id)).lawsuit_question).toBe('ask');
    await check('pre-suit walkthrough, lawsuit question');
    await browser.snapshot('lawsuit-question-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await browser.snapshot('lawsuit-question-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    const answered = page.waitForResponse((r) => r.url().includes('/update_walk_through_step_response/') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'No, no lawsuit yet' }).click();
    expect((await answered).status()).toBe(200);
    await w.waitForStep('Review');

    // The debt wording: the letter's account number is the file number, the amount a debt amount, no court.
    expect(await w.field(/^File number/).inputValue()).toBe(ACCOUNT_NUMBER);
    expect(await w.field(/^Debt amount/).inputValue()).toBe('2317.64');
    await page.getByRole('combobox', { name: /^Creditor name/ }).waitFor();
    expect(await page.getByRole('combobox', { name: /^Court/ }).count()).toBe(0);
    expect(await page.getByText('Civil number').count()).toBe(0);
    // The API's own rule, checked on the page before anything is sent: its sentence, the field invalid, no save.
    const amountSaves: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/update_walk_through_step_response/') && (r.postData() ?? '').includes('"lawsuit_amount"')) amountSaves.push(r.url());
    });
    await w.leaveField(/^Debt amount/, '99');
    await w.toast('Please enter a debt amount of at least $100').first().waitFor();
    expect(await w.field(/^Debt amount/).getAttribute('aria-invalid')).toBe('true');
    expect(amountSaves).toEqual([]);
    expect((await w.setField(/^Debt amount/, '2317.64')).status()).toBe(200);
    await w.toast('Debt amount saved successfully').first().waitFor();
    await check('pre-suit walkthrough, review in the debt wording');

    await w.setField(/^Your full name/, name);
    // The collections agency is the firm on Parley.
    await w.pickFromSearch(/^Collections agency/, firm.name, firm.name);
    await w.reviewOwnDetails({
      home: { street: '2417 Westheimer Rd', city: 'Houston', state: 'TX', zip: '77002' },
      phone: { typed: '3055550197', shown: '(305) 555-0197' },
      birthdate: '1964-09-27',
      ssnLastFour: '7044',
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await browser.snapshot('pre-suit-review-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    await w.confirmAndContinue();
    await w.waitForStep('SSN');
    await w.continue();
    await w.waitForStep('Phone');
    await w.continue();
    await w.waitForStep('Hardship');
    await page.getByRole('checkbox', { name: 'Medical bills or illness' }).check();
    await page.getByLabel('Details: Medical bills or illness').fill('Surgery in March, still paying the hospital.');
    await w.continue();
    await w.waitForStep('Bank connection');
    await page.getByRole('button', { name: 'Skip this step' }).click();
    await w.waitForStep('Your offer');
    const sent = await w.sendOffer({ total: '1150.00', payments: '3', firstPaymentDate: plusDays(10) });
    expect(sent.status()).toBe(200);
    await page.waitForURL(new RegExp(`/customer_documents/${id}$`), { timeout: 20_000 });

    // The firm: the account is pre-litigation, and the Litigation filter puts it where it belongs.
    const collector = await browser.otherPage('pre-suit-settlement-collector');
    await collector.setViewportSize({ width: 1280, height: 900 });
    await (await new CollectorSignInPage(collector).open()).signInWithPassword(firm.admin.email, firm.admin.password);
    const accounts = new AccountsPage(collector);
    await accounts.waitUntilLoaded();
    await accounts.waitForList();
    await accounts.searchFor(ACCOUNT_NUMBER);
    expect(await accounts.rowIds()).toContain(String(id));
    await accounts.selectEnum('Litigation', ['Litigation']);
    expect(await accounts.rowIds()).not.toContain(String(id));
    await accounts.clearAllFilters();
    await accounts.searchFor(ACCOUNT_NUMBER);
    await accounts.selectEnum('Litigation', ['Pre-litigation']);
    expect(await accounts.rowIds()).toContain(String(id));
    const details = await accounts.expand(String(id));
    await details.getByText('Pre-litigation').first().waitFor();
    await details.getByText('Creditor', { exact: true }).waitFor();
    // The hardship statement, written without a language model, says what it is.
    await details.getByText("Hardship statement (Summary of the consumer's answers)").waitFor();
    await details.getByText(/Surgery in March, still paying the hospital/).first().waitFor();
    expect(await details.getByText(/AI-written/).count()).toBe(0);
    const row = (await (await collector.request.get(`/collectors/api/apply_filters?filters[customer_document_id]=${id}`)).json())
      .customer_info[0];
    expect([row.lawsuit_exists, row.civil_number, row.hardship_statement_source]).toEqual([false, ACCOUNT_NUMBER, 'answers']);
    await browser.snapshotOf(collector, 'pre-suit-firm-sees-pre-litigation');
    report(findings);
  }, 240_000);
});
