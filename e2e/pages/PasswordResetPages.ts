import type { Locator, Page, Response } from 'playwright-core';
import { nextResponse, textOf, waitForPath } from '../support/waits';

/** /users/password/new: asks for a reset link by e-mail. */
export class ForgotPasswordPage {
  static readonly path = '/users/password/new';

  readonly email: Locator;
  readonly submit: Locator;
  readonly notice: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByLabel(/^Email/);
    this.submit = page.getByRole('button', { name: 'Send reset link' });
    this.notice = page.getByRole('status');
    this.error = page.getByRole('alert');
  }

  async open(): Promise<this> {
    await this.page.goto(ForgotPasswordPage.path);
    await this.waitUntilShown();
    return this;
  }

  async waitUntilShown(): Promise<void> {
    await waitForPath(this.page, ForgotPasswordPage.path);
    await this.email.waitFor();
  }

  /** Requests the link and returns the server's answer. */
  async requestLink(email: string): Promise<Response> {
    const answer = nextResponse(this.page, 'POST', '/users/password');
    await this.email.fill(email);
    await this.submit.click();
    return answer;
  }

  async noticeText(): Promise<string> {
    return textOf(this.notice);
  }
}

/** /users/password/edit?reset_password_token=...: the page the e-mailed link opens. */
export class ResetPasswordPage {
  static readonly path = '/users/password/edit';

  readonly heading: Locator;
  readonly newPassword: Locator;
  readonly confirmation: Locator;
  readonly submit: Locator;
  readonly notice: Locator;
  readonly error: Locator;
  readonly continueToSignIn: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.newPassword = page.getByLabel(/^New password/);
    this.confirmation = page.getByLabel(/^Confirm new password/);
    this.submit = page.getByRole('button', { name: 'Change password' });
    this.notice = page.getByRole('status');
    this.error = page.getByRole('alert');
    this.continueToSignIn = page.getByRole('link', { name: 'Continue to sign in' });
  }

  async openLink(link: string): Promise<void> {
    await this.page.goto(link);
    await this.newPassword.waitFor();
  }

  async fill(password: string, confirmation: string): Promise<void> {
    await this.newPassword.fill(password);
    await this.confirmation.fill(confirmation);
  }

  /** The text under the confirmation field ("Passwords don't match" when they differ). */
  async confirmationHint(): Promise<string> {
    return textOf(this.page.locator('#password_confirmation-helper-text'));
  }

  /** Submits and returns the server's answer. */
  async change(): Promise<Response> {
    const answer = nextResponse(this.page, 'PUT', '/users/password');
    await this.submit.click();
    return answer;
  }

  async noticeText(): Promise<string> {
    return textOf(this.notice);
  }
}
