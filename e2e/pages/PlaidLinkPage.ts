import type { Locator, Page } from 'playwright-core';

/** /plaid/link: connect a bank through the clearly marked demo bank form (no Plaid keys) and wait for the report. */
export class PlaidLinkPage {
  static readonly path = '/plaid/link';
  static readonly ready = 'Account Connection Successful!';
  static readonly failed = "We couldn't generate your report, but you can continue.";

  readonly demoForm: Locator;
  readonly continueButton: Locator;

  constructor(readonly page: Page) {
    this.demoForm = page.getByRole('form', { name: 'Demo bank connection: no real bank is contacted' });
    this.continueButton = page.getByRole('button', { name: 'Continue', exact: true });
  }

  async open(): Promise<this> {
    await this.page.goto(PlaidLinkPage.path);
    await this.demoForm.getByRole('radio').first().waitFor();
    return this;
  }

  /** Chooses the bank and signs in to it with the demo credentials, as Plaid Link's screens would. */
  async connect(bank: string, username: string, password = 'pass_good'): Promise<void> {
    await this.demoForm.getByRole('radio', { name: new RegExp(`^${bank}`) }).check();
    await this.demoForm.getByLabel('Bank username').fill(username);
    await this.demoForm.getByLabel('Bank password').fill(password);
    await this.demoForm.getByRole('button', { name: 'Connect bank' }).click();
  }

  /** The waiting screen's outcome (the worker builds the report; the socket or the poll brings the status). */
  async outcome(text: string): Promise<void> {
    await this.page.getByText(text, { exact: true }).waitFor({ timeout: 45_000 });
  }
}
