import type { Locator, Page, Response } from 'playwright-core';
/** The next answer to a call whose path starts with `prefix`. */
function nextCall(page: Page, method: string, prefix: string): Promise<Response> {
  return page.waitForResponse(
    (r) => r.request().method() === method && new URL(r.url()).pathname.startsWith(prefix),
    { timeout: 20_000 },
  );
}

/** /solosettles/:id and /debt_answers/:id: the walkthrough steps (upload, review, SSN, phone, hardship, bank, offer). */
export class WalkthroughPage {
  constructor(readonly page: Page) {}

  /** /solosettle creates a settlement document and lands on its walkthrough; answers the document id. */
  async startSettlement(): Promise<number> {
    await this.page.goto('/solosettle');
    await this.page.waitForURL(/\/solosettles\/\d+$/, { timeout: 20_000 });
    return Number(/\/solosettles\/(\d+)/.exec(this.page.url())![1]);
  }

  progress(): Locator {
    return this.page.getByText(/Step \d+ of \d+/);
  }

  /** The walkthrough's own view of document `id` (what the page reads), through the page's cookies. */
  async view(id: number): Promise<{ extraction_status: string; lawsuit_exists: boolean; lawsuit_question: string }> {
    const r = await this.page.request.get(`/api_controller/get_extracted_walk_through_step_responses/${id}`);
    if (!r.ok()) throw new Error(`view answered ${r.status()}`);
    return r.json();
  }

  async stepTitle(): Promise<string> {
    return (await this.progress().textContent())?.replace(/.*: /, '').trim() ?? '';
  }

  // ---- upload (the walkthrough's UploadStep) ----
  async upload(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.page.getByTestId('upload-input').setInputFiles(file);
    await this.page.getByRole('button', { name: 'Done' }).click();
  }

  // ---- review ----
  field(label: string | RegExp): Locator {
    return this.page.getByRole('textbox', { name: label });
  }

  /** Types a value and leaves the field (the page saves on blur); answers the save call. */
  async setField(label: string | RegExp, value: string): Promise<Response> {
    const field = this.field(label);
    await field.fill(value);
    const saved = nextCall(this.page, 'POST', '/api_controller/update_walk_through_step_response/');
    await field.blur();
    return saved;
  }

  /** Types a value and leaves the field, when the page is expected to refuse it before saving anything. */
  async leaveField(label: string | RegExp, value: string): Promise<void> {
    const field = this.field(label);
    await field.fill(value);
    await field.blur();
  }

  /**
   * Corrects a field when it does not show `value` yet (the page saves only changes); answers whether it saved.
   * `shown` is how the page formats the value (e.g. the phone as (123) 456-7890).
   */
  async correct(field: Locator, value: string, shown = value): Promise<boolean> {
    if ((await field.inputValue()) === shown) return false;
    await field.fill(value);
    const saved = nextCall(this.page, 'POST', '/api_controller/update_walk_through_step_response/');
    await field.blur();
    const answer = await saved;
    if (!answer.ok()) throw new Error(`saving answered ${answer.status()}`);
    return true;
  }

  toast(text: string | RegExp): Locator {
    return this.page.getByRole('alert').or(this.page.getByRole('status')).filter({ hasText: text });
  }

  async chooseSelect(label: string | RegExp, value: string): Promise<void> {
    await this.page.getByRole('combobox', { name: label }).first().click();
    await this.page.getByRole('option', { name: value, exact: true }).click();
  }

  /** A search input (court, law firm, plaintiff): types, waits for the results, picks one. */
  async pickFromSearch(label: string | RegExp, query: string, option: string | RegExp): Promise<void> {
    const input = this.page.getByRole('combobox', { name: label });
    await input.fill(query);
    const saved = nextCall(this.page, 'POST', '/api_controller/save_');
    await this.page.getByRole('option', { name: option }).first().click();
    const answer = await saved;
    if (!answer.ok()) throw new Error(`saving ${String(label)} answered ${answer.status()}`);
  }

  /** A search input left with a typed name that is not in the list: the name is saved as typed. */
  async typeInSearch(label: string | RegExp, name: string): Promise<void> {
    const input = this.page.getByRole('combobox', { name: label });
    await input.fill(name);
    const saved = nextCall(this.page, 'POST', '/api_controller/save_');
    await input.press('Escape');
    await input.blur();
    const answer = await saved;
    if (!answer.ok()) throw new Error(`saving ${String(label)} answered ${answer.status()}`);
  }

  async saveSsnLastFour(digits: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Last 4 digits' }).click();
    await this.page.getByLabel('Last 4 digits of your SSN').fill(digits);
    await this.page.getByRole('button', { name: 'Save SSN' }).click();
  }

  /**
   * The consumer's own details on the review: mailing address (saved when the ZIP leaves its field), phone,
   * birthdate and the SSN's last four, each saved with its toast. A field that already shows the value is left alone
   * (the papers or the profile may have filled it).
   */
  async reviewOwnDetails(d: {
    home: { street: string; city: string; state: string; zip: string };
    phone: { typed: string; shown: string };
    birthdate: string;
    ssnLastFour: string;
  }): Promise<void> {
    const street = this.field(/^Street/);
    const city = this.field(/^City/);
    const zip = this.field(/^ZIP code/);
    const shown = [await street.inputValue(), await city.inputValue(), (await zip.inputValue()).slice(0, 5)];
    if (shown.join('|') !== [d.home.street, d.home.city, d.home.zip].join('|')) {
      await street.fill(d.home.street);
      await city.fill(d.home.city);
      await this.chooseSelect(/^State/, d.home.state);
      await zip.fill(d.home.zip);
      await zip.blur();
      await this.toast('Mailing address saved successfully').first().waitFor();
    }
    if (await this.correct(this.field(/^Phone number/), d.phone.typed, d.phone.shown))
      await this.toast('Phone number saved successfully').first().waitFor();
    if (await this.correct(this.page.getByLabel(/^Birthdate/), d.birthdate))
      await this.toast('Birthdate saved successfully').first().waitFor();
    await this.saveSsnLastFour(d.ssnLastFour);
    await this.toast('Social security number saved successfully').first().waitFor();
  }

  async confirmAndContinue(): Promise<void> {
    await this.page.getByRole('checkbox', { name: /information is correct and accurate/ }).check();
    await this.continue();
  }

  async continue(): Promise<void> {
    await this.page.getByRole('button', { name: 'Continue', exact: true }).click();
  }

  async waitForStep(title: string): Promise<void> {
    await this.page.getByText(new RegExp(`Step \\d+ of \\d+: ${title}$`)).waitFor({ timeout: 20_000 });
  }

  // ---- offer ----
  async sendOffer(o: { total: string; payments: string; firstPaymentDate: string }): Promise<Response> {
    await this.page.getByLabel('Total amount').fill(o.total);
    await this.page.getByLabel('First payment date').fill(o.firstPaymentDate);
    await this.page.getByLabel('Number of monthly payments').fill(o.payments);
    const sent = nextCall(this.page, 'POST', '/api/customer_documents/');
    await this.page.getByRole('button', { name: 'Send offer' }).click();
    // When the plan asks more a month than the consumer's budget supports, the page asks first: send it anyway.
    const dialog = this.page.getByRole('dialog', { name: 'More than your budget supports' });
    if (await Promise.race([dialog.waitFor().then(() => true, () => false), sent.then(() => false)]))
      await dialog.getByRole('button', { name: 'Send offer' }).click();
    return sent;
  }
}
