import type { Locator, Page, Response } from 'playwright-core';
import { nextResponse, textOf } from '../support/waits';

/** /customer_documents/{id}: the consumer's settlement process (offers, signing, autopay). */
export class SettlementPage {
  readonly currentStep: Locator;

  constructor(
    readonly page: Page,
    readonly documentId: number,
  ) {
    this.currentStep = page.getByRole('status', { name: 'Current step' });
  }

  get path(): string {
    return `/customer_documents/${this.documentId}`;
  }

  async open(): Promise<this> {
    await this.page.goto(this.path);
    await this.currentStep.waitFor();
    return this;
  }

  async stepText(): Promise<string> {
    return textOf(this.currentStep);
  }

  /** Waits (the page polls while the collector has the move) until the current step reads `text`. */
  async waitForStep(text: string | RegExp, timeout = 30_000): Promise<void> {
    await this.currentStep.filter({ hasText: text }).waitFor({ timeout });
  }

  /** The collector's offer card `n` (1-based). */
  offer(n: number): Locator {
    return this.page.getByRole('article', { name: `Offer ${n}`, exact: true });
  }

  /** Accepts offer `n` through its confirmation and returns the server's answer. */
  async acceptOffer(n: number): Promise<Response> {
    await this.page.getByRole('button', { name: `Accept this offer, offer ${n}`, exact: true }).click();
    const dialog = this.page.getByRole('dialog');
    const answer = nextResponse(this.page, 'POST', `/api/customer_documents/${this.documentId}/accept`);
    await dialog.getByRole('button', { name: 'Yes, accept this offer' }).click();
    await dialog.waitFor({ state: 'hidden' });
    return answer;
  }

  /**
   * Counters back with equal payments; when the page asks first because the plan asks more than the consumer's
   * budget supports, answers `overBudget` ('send' or 'cancel'). Returns the server's answer, or null when cancelled.
   */
  async counterBack(
    offer: { total: string; payments: string; firstPaymentDate: string },
    overBudget: 'send' | 'cancel' = 'send',
    /** Called with the form filled (before sending) and with the budget question open, e.g. for screenshots. */
    hooks: { filled?: () => Promise<void>; asked?: () => Promise<void> } = {},
  ): Promise<Response | null> {
    await this.page.getByRole('button', { name: 'Counter back', exact: true }).click();
    const form = this.page.getByRole('form', { name: 'Counter back' });
    await form.getByRole('textbox', { name: 'Total amount' }).fill(offer.total);
    await form.getByLabel('First payment date').fill(offer.firstPaymentDate);
    await form.getByRole('textbox', { name: 'Number of monthly payments' }).fill(offer.payments);
    await hooks.filled?.();
    const answer = nextResponse(this.page, 'POST', `/api/customer_documents/${this.documentId}/counteroffer`);
    await form.getByRole('button', { name: 'Send counteroffer' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'More than your budget supports' });
    const asked = await Promise.race([dialog.waitFor().then(() => true, () => false), answer.then(() => false)]);
    if (asked) {
      await hooks.asked?.();
      if (overBudget === 'cancel') {
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        return null;
      }
      await dialog.getByRole('button', { name: 'Send counteroffer' }).click();
    }
    return answer;
  }

  /** Types the signature, ticks 'I agree' and signs. */
  async sign(name: string): Promise<Response> {
    await this.page.getByLabel('Type your full name to sign').fill(name);
    await this.page.getByRole('checkbox', { name: /^I agree to the settlement agreement/ }).check();
    const answer = nextResponse(this.page, 'POST', `/api/customer_documents/${this.documentId}/sign`);
    await this.page.getByRole('button', { name: 'Sign settlement agreement' }).click();
    return answer;
  }

  /** "Signed by … on … from IP address …." once signed. */
  signedLine(): Locator {
    return this.page.getByText(/^Signed by /);
  }

  /** The clearly marked demo card form of the offline payment provider. */
  get demoCardForm(): Locator {
    return this.page.getByRole('form', { name: 'Demo card form: no real card is charged' });
  }

  async setUpAutopay(card: { number: string; exp: string; cvc: string; name: string; zip: string }): Promise<Response> {
    const form = this.demoCardForm;
    await form.getByLabel('Card number').fill(card.number);
    await form.getByLabel('Expiry (MM/YY)').fill(card.exp);
    await form.getByLabel('Security code').fill(card.cvc);
    await form.getByLabel('Name on card').fill(card.name);
    await form.getByLabel('ZIP code').fill(card.zip);
    const answer = nextResponse(this.page, 'POST', `/api/customer_documents/${this.documentId}/autopay`);
    await form.getByRole('button', { name: /^Set up autopay/ }).click();
    return answer;
  }

  /** "Another payment method": opens the setup checkout (with the demo provider, the marked demo checkout form). */
  async openSetupCheckout(): Promise<Response> {
    await this.page.getByRole('radio', { name: 'Another payment method' }).check();
    const answer = nextResponse(this.page, 'POST', `/api/customer_documents/${this.documentId}/autopay/checkout`);
    await this.page.getByRole('button', { name: 'Continue to the payment form' }).click();
    return answer;
  }

  /** Confirms the open setup checkout's demo form with `card`; answers the demo confirm step. */
  async confirmSetupCheckout(card: {
    number: string;
    exp: string;
    cvc: string;
    name: string;
    zip: string;
  }): Promise<Response> {
    const form = this.page.getByRole('group', { name: 'Demo checkout — no real money moves' });
    await form.getByLabel('Card number').fill(card.number);
    await form.getByLabel('Expiry (MM/YY)').fill(card.exp);
    await form.getByLabel('Security code').fill(card.cvc);
    await form.getByLabel('Name on card').fill(card.name);
    await form.getByLabel('ZIP code').fill(card.zip);
    const answer = this.page.waitForResponse(
      (r) =>
        r.request().method() === 'POST' &&
        /\/setup_intents\/seti_[A-Za-z0-9_]+\/demo_confirm$/.test(new URL(r.url()).pathname),
    );
    await form.getByRole('button', { name: /^Set up autopay/ }).click();
    return answer;
  }
}
