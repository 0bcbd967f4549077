import type { Locator, Page, Response } from 'playwright-core';
import { nextResponse, textOf, waitForPath } from '../support/waits';

/** /collectors: e-mail + password sign-in, or a login token ('Have a login token?'). */
export class CollectorSignInPage {
  static readonly path = '/collectors';

  readonly email: Locator;
  readonly password: Locator;
  readonly loginToken: Locator;
  readonly submit: Locator;
  readonly error: Locator;
  readonly haveLoginToken: Locator;
  readonly backToEmailLogin: Locator;
  readonly forgotPassword: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByLabel(/^Email/);
    this.password = page.getByLabel(/^Password/);
    this.loginToken = page.getByLabel(/^Login token/);
    this.submit = page.getByRole('button', { name: 'Sign in' });
    this.error = page.getByRole('alert');
    this.haveLoginToken = page.getByRole('button', { name: 'Have a login token?' });
    this.backToEmailLogin = page.getByRole('button', { name: 'Back to email login' });
    this.forgotPassword = page.getByRole('link', { name: 'Forgot your password?' });
  }

  /** Opens the sign-in page and waits for the e-mail form (after the page's own session check). */
  async open(): Promise<this> {
    await this.page.goto(CollectorSignInPage.path);
    await this.email.waitFor();
    return this;
  }

  /** Opens /collectors with a query (e.g. `auth_token`, which signs in by itself). */
  async openWithQuery(query: Record<string, string>): Promise<void> {
    await this.page.goto(`${CollectorSignInPage.path}?${new URLSearchParams(query).toString()}`);
  }

  /** Waits until the page is the sign-in form; returns the current URL (to check the kept origin). */
  async waitUntilShown(): Promise<URL> {
    const url = await waitForPath(this.page, CollectorSignInPage.path);
    await this.submit.waitFor();
    return url;
  }

  async signInWithPassword(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }

  /** Signs in with a password and returns the server's answer to the login call. */
  async signInWithPasswordAnswer(email: string, password: string): Promise<Response> {
    const answer = nextResponse(this.page, 'POST', '/collectors/api/login');
    await this.signInWithPassword(email, password);
    return answer;
  }

  async switchToLoginToken(): Promise<void> {
    await this.haveLoginToken.click();
    await this.loginToken.waitFor();
  }

  async signInWithToken(token: string): Promise<void> {
    await this.loginToken.fill(token);
    await this.submit.click();
  }

  async errorText(): Promise<string> {
    return textOf(this.error);
  }
}
