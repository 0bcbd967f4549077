import type { Locator, Page } from 'playwright-core';

/** The dashboard's Profile tab: the profile form (frontend/src/consumer/profile/ProfileSection.tsx). */
export class ProfileForm {
  readonly root: Locator;
  readonly zip: Locator;
  readonly currentPassword: Locator;
  readonly save: Locator;
  readonly saved: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('region', { name: 'Profile' });
    this.zip = this.root.getByLabel('ZIP code');
    this.currentPassword = this.root.getByLabel(/^Current password/);
    this.save = this.root.getByRole('button', { name: 'Save changes' });
    this.saved = this.root.getByText('Your profile has been updated.');
  }

  field(label: string | RegExp): Locator {
    return this.root.getByLabel(label);
  }

  message(text: string): Locator {
    return this.root.getByText(text, { exact: true });
  }
}

/** The dashboard's Credit Score tab (frontend/src/consumer/credit/CreditReportSection.tsx). */
export class CreditReportCard {
  readonly fetchButton: Locator;
  readonly score: Locator;
  constructor(readonly page: Page) {
    this.fetchButton = page.getByRole('button', { name: 'Get my credit report' });
    this.score = page.getByTestId('credit-score');
  }
}

/** The dashboard's Stash tab (frontend/src/consumer/stash/StashCard.tsx) and its refund dialog. */
export class StashCard {
  readonly root: Locator;
  readonly balance: Locator;
  readonly requestRefund: Locator;
  readonly dialog: Locator;
  readonly sendRefund: Locator;
  readonly success: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('region', { name: 'Stash' });
    this.balance = page.getByTestId('stash-balance');
    this.requestRefund = this.root.getByRole('button', { name: 'Request Refund' });
    this.dialog = page.getByRole('dialog', { name: 'Request a refund' });
    this.sendRefund = this.dialog.getByRole('button', { name: 'Send refund check' });
    this.success = this.root.getByRole('status');
  }

  list(name: 'Scheduled autopay' | 'History'): Locator {
    return this.root.getByRole('list', { name });
  }

  async fillAddress(a: { full_name: string; address1: string; city: string; stateName: string; zip: string }): Promise<void> {
    await this.dialog.getByLabel(/^Full name/).fill(a.full_name);
    await this.dialog.getByLabel(/^Address/).fill(a.address1);
    await this.dialog.getByLabel(/^City/).fill(a.city);
    await this.dialog.getByRole('combobox', { name: /^State/ }).click();
    await this.page.getByRole('option', { name: a.stateName, exact: true }).click();
    await this.dialog.getByLabel(/^ZIP code/).fill(a.zip);
  }
}
