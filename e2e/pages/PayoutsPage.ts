import type { Locator, Page } from 'playwright-core';
import { waitForPath } from '../support/waits';

/** /collectors/payouts: the firm's payouts (on-call admins: every firm's, the payout ledger) and their details. */
export class PayoutsPage {
  static readonly path = '/collectors/payouts';

  readonly heading: Locator;
  readonly chart: Locator;
  readonly status: Locator;
  readonly month: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.chart = page.getByRole('figure', { name: 'Money paid per month' });
    this.status = page.getByRole('combobox', { name: 'Status' });
    this.month = page.getByLabel('Month');
  }

  async open(): Promise<this> {
    await this.page.goto(PayoutsPage.path);
    await waitForPath(this.page, PayoutsPage.path);
    await this.heading.waitFor();
    return this;
  }

  /** The list's row (wide screens) showing this check number. */
  rowWithCheck(checkNumber: string): Locator {
    return this.page.locator('tbody tr').filter({ has: this.page.getByRole('cell', { name: checkNumber, exact: true }) });
  }

  /** Expands a row (a click on the row, as a collector would); answers the table of the payments it covers. */
  async expand(row: Locator, payoutId: number): Promise<Locator> {
    await row.getByRole('cell').nth(2).click();
    const table = this.page.getByRole('table', { name: `Payments in payout ${payoutId}` });
    await table.waitFor();
    return table;
  }

  async filterByStatus(label: string): Promise<void> {
    await this.status.click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
  }
}
