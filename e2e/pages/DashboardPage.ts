import type { Locator, Page } from 'playwright-core';
import { textOf, waitForPath } from '../support/waits';

/** /my_dashboard: the consumer's home. */
export class DashboardPage {
  static readonly path = '/my_dashboard';

  readonly welcome: Locator;
  readonly signedInAs: Locator;
  readonly signOutButton: Locator;

  constructor(readonly page: Page) {
    // The dashboard's own heading: the page it was reached from (sign-in, a confirmation link) keeps showing while the
    // dashboard's code loads, with a first-level heading of its own.
    this.welcome = page.getByRole('heading', { level: 1, name: /^Welcome, / });
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

  // ---- the tabbed dashboard ----

  /** The dashboard's payload answered and the tabs are shown. */
  async waitForTabs(): Promise<void> {
    await this.tab('All').waitFor();
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  async openTab(name: string): Promise<void> {
    await this.tab(name).click();
    await this.page.waitForFunction(
      (label) => document.querySelector(`[role="tab"][aria-selected="true"]`)?.textContent?.trim() === label ||
        (label === 'All' && document.querySelector(`[role="tab"][aria-selected="true"]`)?.getAttribute('aria-label') === 'All'),
      name,
    );
  }

  /** A case accordion, by the start of its title (the title rule: plaintiff and amount, civil number or id). */
  caseRegion(titleStart: string | RegExp): Locator {
    return this.page.getByRole('region', { name: titleStart });
  }

  /** A document card (a list item named by the document's title). */
  documentCard(title: string): Locator {
    return this.page.getByRole('listitem', { name: title, exact: true });
  }

  /** Archives or reactivates a card through its confirmation dialog; resolves with the server's answer. */
  async confirm(card: Locator, action: 'Archive' | 'Reactivate') {
    await card.getByRole('button', { name: action, exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: `${action} this document?` });
    await dialog.waitFor();
    const answer = this.page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && new URL(r.url()).pathname.endsWith(`/${action.toLowerCase()}`),
    );
    await dialog.getByRole('button', { name: action, exact: true }).click();
    return answer;
  }

  /** The success / message banner. */
  get banner(): Locator {
    return this.page.getByRole('status').filter({ hasText: /./ });
  }
}
