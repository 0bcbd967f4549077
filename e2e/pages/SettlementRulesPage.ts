import type { Locator, Page, Response } from 'playwright-core';
import { nextResponse, textOf } from '../support/waits';

export interface RuleForm {
  name: string;
  plaintiffs?: string[];
  /** Dollars as typed. */
  amountFrom?: string;
  amountTo?: string;
  planFromPercent?: string;
  lumpSumFromPercent?: string;
  counter?: boolean;
}

/** /collectors/settlement_rules: a firm admin's settlement rules (react-admin list, create and edit). */
export class SettlementRulesPage {
  static readonly path = '/collectors/settlement_rules';
  readonly list: Locator;

  constructor(readonly page: Page) {
    this.list = page.locator('.RaList-main');
  }

  async open(): Promise<this> {
    await this.page.goto(SettlementRulesPage.path);
    await this.page.getByRole('heading', { name: 'Settlement rules' }).waitFor();
    return this;
  }

  /** The rule's row in the list. */
  row(name: string): Locator {
    return this.page.locator('tr', { has: this.page.getByText(name, { exact: true }) }).first();
  }

  /** Opens the create form (from the empty page or the toolbar), fills it and saves; returns the server's answer. */
  async create(rule: RuleForm): Promise<Response> {
    await this.page.getByRole('link', { name: 'New rule' }).first().click();
    await this.page.waitForURL((url) => url.pathname === `${SettlementRulesPage.path}/create`);
    await this.fill(rule);
    const answer = nextResponse(this.page, 'POST', '/collectors/api/settlement_rules');
    await this.page.getByRole('button', { name: 'Save rule' }).click();
    return answer;
  }

  async fill(rule: RuleForm): Promise<void> {
    const page = this.page;
    await page.getByRole('textbox', { name: 'Name' }).fill(rule.name);
    for (const plaintiff of rule.plaintiffs ?? []) {
      const input = page.getByRole('combobox', { name: 'Plaintiffs' });
      await input.fill(plaintiff);
      await input.press('Enter');
    }
    if (rule.amountFrom !== undefined) await page.getByRole('spinbutton', { name: 'Lawsuit amount from ($)' }).fill(rule.amountFrom);
    if (rule.amountTo !== undefined) await page.getByRole('spinbutton', { name: 'Lawsuit amount up to ($)' }).fill(rule.amountTo);
    if (rule.lumpSumFromPercent !== undefined) await page.getByRole('spinbutton', { name: 'Lump sum from (%)' }).fill(rule.lumpSumFromPercent);
    if (rule.planFromPercent !== undefined) await page.getByRole('spinbutton', { name: 'Plan from (%)' }).fill(rule.planFromPercent);
    if (rule.counter === false) await page.getByRole('switch', { name: 'Counteroffer automatically' }).uncheck();
  }

  /** The preview line of the rule's row ("N open accounts"). */
  async previewOf(name: string): Promise<string> {
    return textOf(this.row(name).getByText(/open accounts?/));
  }

  async pause(name: string): Promise<Response> {
    const patched = this.page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/collectors/api/settlement_rules/'));
    await this.row(name).getByRole('button', { name: `Pause rule ${name}` }).click();
    return patched;
  }

  async delete(name: string): Promise<Response> {
    await this.row(name).getByRole('button', { name: 'Delete' }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByText('Delete this rule?').waitFor();
    const deleted = this.page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().includes('/collectors/api/settlement_rules/'));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    return deleted;
  }

  /** The notice react-admin shows after a change. */
  notice(text: string | RegExp): Locator {
    return this.page.getByText(text);
  }
}
