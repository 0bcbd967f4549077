import type { Locator, Page, Response } from 'playwright-core';
import { nextResponse, textOf, waitForPath } from '../support/waits';

/** /users/sign_up: a consumer opens an account; then the check-your-inbox step. */
export class SignUpPage {
  static readonly path = '/users/sign_up';
  static readonly terms = 'I agree to the Parley Terms of Service and Privacy Policy';

  readonly firstName: Locator;
  readonly lastName: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly confirmation: Locator;
  readonly agree: Locator;
  readonly submit: Locator;
  readonly notice: Locator;

  constructor(readonly page: Page) {
    this.firstName = page.getByLabel(/^First name/);
    this.lastName = page.getByLabel(/^Last name/);
    this.email = page.getByLabel(/^Email/);
    this.password = page.getByLabel(/^Password/);
    this.confirmation = page.getByLabel(/^Confirm password/);
    this.agree = page.getByRole('checkbox', { name: SignUpPage.terms });
    this.submit = page.getByRole('button', { name: 'Create account' });
    this.notice = page.getByRole('status');
  }

  async open(): Promise<this> {
    await this.page.goto(SignUpPage.path);
    await this.waitUntilShown();
    return this;
  }

  async waitUntilShown(): Promise<void> {
    await waitForPath(this.page, SignUpPage.path);
    await this.firstName.waitFor();
  }

  async fill(person: { firstName: string; lastName: string; email: string; password: string; confirmation?: string }): Promise<void> {
    await this.firstName.fill(person.firstName);
    await this.lastName.fill(person.lastName);
    await this.email.fill(person.email);
    await this.password.fill(person.password);
    await this.confirmation.fill(person.confirmation ?? person.password);
  }

  /** Agrees to the terms, sends the form and returns the server's answer. */
  async create(): Promise<Response> {
    if (!(await this.agree.isChecked())) await this.agree.check();
    const answer = nextResponse(this.page, 'POST', SignUpPage.path);
    await this.submit.click();
    return answer;
  }

  /** The sentences shown under the fields (each field's helper text in error). */
  async fieldErrors(): Promise<string[]> {
    return this.page.locator('.MuiFormHelperText-root.Mui-error').allInnerTexts();
  }

  async noticeText(): Promise<string> {
    return textOf(this.notice);
  }
}
