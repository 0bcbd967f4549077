import type { Locator, Page, Response } from 'playwright-core';
import { nextResponse, textOf, waitForPath } from '../support/waits';

/** /users/sign_in: the consumer's e-mail + password sign-in. */
export class ConsumerSignInPage {
  static readonly path = '/users/sign_in';

  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly error: Locator;
  readonly forgotPassword: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByLabel(/^Email/);
    this.password = page.getByLabel(/^Password/);
    this.submit = page.getByRole('button', { name: 'Sign in' });
    this.error = page.getByRole('alert');
    this.forgotPassword = page.getByRole('link', { name: 'Forgot your password?' });
  }

  async open(): Promise<this> {
    await this.page.goto(ConsumerSignInPage.path);
    await this.email.waitFor();
    return this;
  }

  /** Waits until the page is the sign-in form; returns the current URL (to check the kept origin). */
  async waitUntilShown(): Promise<URL> {
    const url = await waitForPath(this.page, ConsumerSignInPage.path);
    await this.submit.waitFor();
    return url;
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }

  /** Signs in and returns the server's answer to the sign-in call. */
  async signInAnswer(email: string, password: string): Promise<Response> {
    const answer = nextResponse(this.page, 'POST', '/users/sign_in');
    await this.signIn(email, password);
    return answer;
  }

  async errorText(): Promise<string> {
    return textOf(this.error);
  }
}
