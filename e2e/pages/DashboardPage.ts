import type { Locator, Page } from 'playwright-core';
import { textOf, waitForPath } from '../support/waits';

/** /my_dashboard: the consumer's home. */
export class DashboardPage {
  static readonly path = '/my_dashboard';

  readonly welcome: Locator;
  readonly signedInAs: Locator;
  readonly signOutButton: Locator;

  constructor(readonly page: Page) {
    this.welcome = page.getByRole('heading', { level: 1 });
    this.signedInAs = page.getByText(/^Signed in as /);
    this.signOutButton = page.getByRole('button', { name: 'Sign Out' });
  }

  async goto(): Promise<void> {
    await this.page.goto(DashboardPage.path);
  }

  async waitUntilLoaded(): Promise<URL> {
    const url = await waitForPath(this.page, DashboardPage.path);
    await this.welcome.waitFor();
    return url;
  }

  async welcomeText(): Promise<string> {
    return textOf(this.welcome);
  }

  async signedInAsText(): Promise<string> {
    return textOf(this.signedInAs);
  }

  async signOut(): Promise<void> {
    await this.signOutButton.click();
  }
}
