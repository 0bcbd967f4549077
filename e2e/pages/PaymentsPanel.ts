import type { Locator, Page, Response } from 'playwright-core';
import { nextResponse, textOf } from '../support/waits';

export type PaymentTab = 'change_date' | 'additional_payment' | 'pay_early';

/**
 * /customer_documents/{id}/payment_actions?active_tab=...: the consumer's payment plan panel and its three actions
 * (change the autopay date, an additional payment, pay early), and the payment success page they lead to.
 */
export class PaymentsPanel {
  readonly plan: Locator;
  readonly dateInput: Locator;
  readonly changeDate: Locator;
  readonly confirmation: Locator;
  readonly dateForm: Locator;

  constructor(
    readonly page: Page,
    readonly documentId: number,
  ) {
    this.plan = page.getByRole('region', { name: 'Payment plan' });
    this.dateInput = page.getByLabel('New autopay date');
    this.changeDate = page.getByRole('button', { name: 'Change autopay date' });
    this.confirmation = page.getByRole('alertdialog', { name: 'Confirm the new autopay date' });
    this.dateForm = page.getByRole('form', { name: 'Change autopay date' });
  }

  path(tab: PaymentTab): string {
    return `/customer_documents/${this.documentId}/payment_actions?active_tab=${tab}`;
  }

  async open(tab: PaymentTab): Promise<this> {
    await this.page.goto(this.path(tab));
    await this.plan.waitFor();
    await this.page.getByRole('tab', { selected: true }).waitFor();
    return this;
  }

  async tab(tab: 'Change autopay date' | 'Additional payment' | 'Pay early'): Promise<void> {
    await this.page.getByRole('tab', { name: tab }).click();
  }

  /** The figure under `label` in the plan summary (e.g. 'Next payment'). */
  async figure(label: string): Promise<string> {
    return textOf(this.plan.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]'));
  }

  /** Asks for a date and answers the message the form shows (validation error or confirmation question). */
  async askForDate(value: string): Promise<string> {
    await this.dateInput.fill(value);
    await this.changeDate.click();
    const shown = this.dateForm.getByRole('alert').or(this.confirmation);
    return textOf(shown);
  }

  /** The form's error, once shown. */
  async dateError(): Promise<string> {
    return textOf(this.dateForm.getByRole('alert'));
  }

  async confirmDate(): Promise<Response> {
    const answer = nextResponse(this.page, 'PUT', `/api/subscription_payment_dates/${this.documentId}`);
    await this.confirmation.getByRole('button', { name: 'Yes, change it' }).click();
    return answer;
  }

  /** The rows of the additional payment list: [date, amount, Paid|Upcoming|Missed]. */
  async paymentMarks(): Promise<string[]> {
    const items = this.page.getByRole('list', { name: 'Your payments' }).getByRole('listitem');
    const out: string[] = [];
    for (const text of await items.allInnerTexts()) out.push(/Paid|Upcoming|Missed/.exec(text)?.[0] ?? '?');
    return out;
  }

  async chooseCustom(count: number, mode: 'next' | 'last'): Promise<void> {
    await this.page.getByLabel('Custom amount').check();
    const field = this.page.getByLabel('Number of payments');
    await field.fill(String(count));
    await this.page.getByLabel(mode === 'next' ? 'My next payments' : 'My last payments').check();
  }

  payButton(): Locator {
    return this.page.getByRole('button', { name: /^Pay \$/ });
  }

  async pay(): Promise<Response> {
    const answer = nextResponse(this.page, 'POST', `/api/customer_documents/${this.documentId}/additional_payment`);
    await this.payButton().click();
    return answer;
  }

  /** "Another payment method": opens the payment-element checkout for the chosen amount (the POST's answer). */
  async openCheckout(): Promise<Response> {
    const answer = nextResponse(this.page, 'POST', `/api/customer_documents/${this.documentId}/additional_payment`);
    await this.page.getByRole('button', { name: /^Continue to payment/ }).click();
    return answer;
  }

  /** The clearly marked demo checkout (no Stripe keys): the group holding its e-mail field and demo card form. */
  demoCheckout(): Locator {
    return this.page.getByRole('group', { name: 'Demo checkout — no real money moves' });
  }

  async fillDemoCard(number: string): Promise<void> {
    const form = this.demoCheckout();
    await form.getByLabel('Card number').fill(number);
    await form.getByLabel('Expiry (MM/YY)').fill('12/34');
    await form.getByLabel('Security code').fill('123');
    await form.getByLabel('Name on card').fill('Jordan Rivera');
    await form.getByLabel('ZIP code').fill('77002');
  }

  /** Pays through the demo checkout (its confirm call's answer; the page then goes to the payment success page). */
  async confirmCheckout(paymentIntentId: string): Promise<Response> {
    const answer = nextResponse(
      this.page,
      'POST',
      `/api/customer_documents/${this.documentId}/payment_intents/${paymentIntentId}/demo_confirm`,
    );
    await this.demoCheckout().getByRole('button', { name: /^Pay \$/ }).click();
    return answer;
  }

  /** On the payment success page: waits for the provider's outcome ('Payment successful' or 'Payment failed'). */
  async outcome(timeout = 60_000): Promise<string> {
    const heading = this.page.getByRole('heading', { name: /^Payment (successful|failed)$/ });
    await heading.waitFor({ timeout });
    return (await heading.innerText()).trim();
  }
}
