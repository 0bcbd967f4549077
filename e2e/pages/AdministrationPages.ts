import type { Locator, Page, Response } from 'playwright-core';
import { nextResponse, textOf, waitForPath } from '../support/waits';

/** /collectors/users: the firm's authentication code, the users table and the add-user row (admins). */
export class UsersAdminPage {
  static readonly path = '/collectors/users';
  readonly authCode: Locator;
  readonly newEmail: Locator;
  readonly addUser: Locator;
  readonly notice: Locator;
  constructor(readonly page: Page) {
    this.authCode = page.getByRole('textbox', { name: 'Authentication code' });
    this.newEmail = page.getByRole('form', { name: 'Add user' }).getByRole('textbox', { name: /Email/ });
    this.addUser = page.getByRole('button', { name: 'Add user' });
    this.notice = page.getByRole('status');
  }
  async open(): Promise<this> {
    await this.page.goto(UsersAdminPage.path);
    await this.authCode.waitFor();
    return this;
  }
  async add(email: string): Promise<Response> {
    await this.newEmail.fill(email);
    const answer = nextResponse(this.page, 'POST', '/collectors/api/users/create');
    await this.addUser.click();
    return answer;
  }
  row(email: string): Locator {
    return this.page.getByRole('row').filter({ hasText: email });
  }
}

/** /collectors/invite?token=T: the invited collector chooses a password. */
export class InviteAcceptPage {
  static readonly path = '/collectors/invite';
  readonly password: Locator;
  readonly confirmation: Locator;
  readonly submit: Locator;
  constructor(readonly page: Page) {
    this.password = page.getByLabel(/^Password/);
    this.confirmation = page.getByLabel(/^Confirm password/);
    this.submit = page.getByRole('button', { name: 'Set password' });
  }
  async openLink(link: string): Promise<void> {
    await this.page.goto(link);
    await this.password.waitFor();
  }
  async setPassword(password: string, confirmation = password): Promise<void> {
    await this.password.fill(password);
    await this.confirmation.fill(confirmation);
    await this.submit.click();
  }
}

/** /collectors/direct_deposit: Payment Options. */
export class PaymentOptionsPage {
  static readonly path = '/collectors/direct_deposit';
  readonly achToggle: Locator;
  readonly achForm: Locator;
  readonly message: Locator;
  readonly removeBank: Locator;
  constructor(readonly page: Page) {
    this.achToggle = page.getByRole('button', { name: /ACH Direct Deposit/ });
    this.achForm = page.getByRole('form', { name: 'ACH direct deposit' });
    this.message = page.locator('main').getByRole('status').or(page.locator('main').getByRole('alert'));
    this.removeBank = page.getByRole('button', { name: 'Remove bank account' });
  }
  async open(): Promise<this> {
    await this.page.goto(PaymentOptionsPage.path);
    await this.achToggle.waitFor();
    return this;
  }
  async connect(fields: { email: string; payee: string; routing: string; account: string; holder: string; type?: string }): Promise<Response> {
    await this.achToggle.click();
    const f = this.achForm;
    await f.getByRole('textbox', { name: 'Email' }).fill(fields.email);
    await f.getByRole('textbox', { name: 'Payee' }).fill(fields.payee);
    await f.getByRole('textbox', { name: 'Routing number' }).fill(fields.routing);
    await f.getByRole('textbox', { name: 'Account number' }).fill(fields.account);
    if (fields.type) {
      await f.getByRole('combobox', { name: /Account type/ }).click();
      await this.page.getByRole('option', { name: fields.type }).click();
    }
    await f.getByRole('textbox', { name: 'Account holder name' }).fill(fields.holder);
    const answer = nextResponse(this.page, 'POST', '/collectors/api/bank_account');
    await f.getByRole('button', { name: 'Connect bank account' }).click();
    return answer;
  }
  async remove(): Promise<Response> {
    await this.removeBank.click();
    const answer = nextResponse(this.page, 'POST', '/collectors/api/remove_bank_account');
    await this.page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    return answer;
  }
  async messageText(): Promise<string> {
    return textOf(this.message);
  }
}

/** /collectors/notifications: Manage Notifications. */
export class NotificationsAdminPage {
  static readonly path = '/collectors/notifications';
  readonly table: Locator;
  readonly form: Locator;
  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Notification policies' });
    this.form = page.getByRole('region', { name: 'Add a policy' });
  }
  async open(): Promise<this> {
    await this.page.goto(NotificationsAdminPage.path);
    await this.page.getByRole('heading', { name: 'Manage Notifications' }).waitFor();
    await this.table.waitFor();
    return this;
  }
  recipientRows(): Locator {
    return this.form.getByLabel(/Recipient email/);
  }
  async chooseEvent(label: string): Promise<void> {
    await this.form.getByRole('combobox', { name: /Event/ }).click();
    await this.page.getByRole('option', { name: label }).click();
  }
  async chooseState(code: string): Promise<void> {
    await this.form.getByRole('combobox', { name: 'States' }).fill(code);
    await this.page.getByRole('option', { name: code, exact: true }).click();
  }
  async add(): Promise<Response> {
    const answer = nextResponse(this.page, 'POST', '/collectors/api/add_notification_policy');
    await this.form.getByRole('button', { name: 'Add policy' }).click();
    return answer;
  }
  row(text: string): Locator {
    return this.table.getByRole('row').filter({ hasText: text });
  }
}

/** /collectors/disclosures. */
export class DisclosuresAdminPage {
  static readonly path = '/collectors/disclosures';
  readonly search: Locator;
  readonly table: Locator;
  readonly showing: Locator;
  constructor(readonly page: Page) {
    this.search = page.getByRole('textbox', { name: 'Search disclosures' });
    this.table = page.getByRole('table', { name: 'Disclosures' });
    this.showing = page.getByText(/^Showing \d+/);
  }
  async open(): Promise<this> {
    await this.page.goto(DisclosuresAdminPage.path);
    await this.showing.waitFor();
    return this;
  }
  async searchFor(text: string): Promise<Response> {
    const answer = this.page.waitForResponse((r) => new URL(r.url()).pathname === '/collectors/api/disclosures' && new URL(r.url()).searchParams.get('search') === text);
    await this.search.fill(text);
    return answer;
  }
  rows(): Locator {
    return this.table.locator('tbody tr');
  }
}

export async function waitForAccounts(page: Page): Promise<void> {
  await waitForPath(page, '/collectors/accounts');
  await page.getByRole('heading', { level: 1 }).waitFor();
}
