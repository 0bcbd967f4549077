import type { Locator, Page } from 'playwright-core';
import { textOf, waitForPath } from '../support/waits';

/** /collectors/accounts: the collector portal's landing page inside the app frame (app bar, navigation). */
export class AccountsPage {
  static readonly path = '/collectors/accounts';
  static readonly onCallBannerText = 'Viewing user accounts as administrator.';

  readonly greeting: Locator;
  readonly signedInAs: Locator;
  readonly onCallBanner: Locator;
  /** Only the navigation shown at this viewport (the side bar and the tab bar switch by CSS breakpoint). */
  readonly navigation: Locator;

  constructor(readonly page: Page) {
    this.greeting = page.getByRole('heading', { level: 1 });
    this.signedInAs = page.locator('main').getByText(/^Signed in as /);
    this.onCallBanner = page.getByText(AccountsPage.onCallBannerText, { exact: true });
    this.navigation = page.getByRole('navigation', { name: 'Main navigation' });
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`${AccountsPage.path}${query}`);
  }

  /** Waits for the accounts page with the signed-in user's greeting; returns the URL. */
  async waitUntilLoaded(): Promise<URL> {
    const url = await waitForPath(this.page, AccountsPage.path);
    await this.greeting.waitFor();
    return url;
  }

  async greetingText(): Promise<string> {
    return textOf(this.greeting);
  }

  async signedInAsText(): Promise<string> {
    return textOf(this.signedInAs);
  }

  /** The labels of the visible navigation links (none when the navigation is hidden). */
  async navigationItems(): Promise<string[]> {
    if ((await this.navigation.count()) === 0) return [];
    const links = this.navigation.getByRole('link');
    return (await links.allInnerTexts()).map((text) => text.trim());
  }

  /** Sign out from the user menu in the app bar (the button shows the user's e-mail). */
  async signOut(email: string): Promise<void> {
    await this.page.getByRole('banner').getByRole('button', { name: email }).click();
    await this.page.getByRole('menuitem', { name: 'Sign out' }).click();
  }
}
