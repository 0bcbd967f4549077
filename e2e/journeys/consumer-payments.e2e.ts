import type { Page } from 'playwright-core';
import { AccountsPage } from '../pages/AccountsPage';
import { CollectorSignInPage } from '../pages/CollectorSignInPage';
import { ConsumerSignInPage } from '../pages/ConsumerSignInPage';
import { ForgotPasswordPage, ResetPasswordPage } from '../pages/PasswordResetPages';
import { PaymentsPanel } from '../pages/PaymentsPanel';
import { useBrowser } from '../support/browser';
import { useJourneyData, type JourneyFirm } from '../support/journey-data';
import { baseUrl } from '../support/env';
import { linkIn, waitForMail } from '../support/mailbox';

interface Row {
  id: number;
  email: string | null;
  current_action: { type: string } | null;
}
interface Summary {
  has_payment_plan: boolean;
  payment_plan_summary: { next_payment_date: string | null; progress_percentage: number } | null;
}

const DAY = 24 * 3600 * 1000;
const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (date: string, n: number) => iso(new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY));
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const long = (date: string) => `${MONTHS[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8, 10))}, ${date.slice(0, 4)}`;

async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}`);
  return (await response.json()) as T;
}

/** The demo provider settles a charge on the worker's payments clock (a few seconds). */
const SETTLE = 60_000;

describe('Consumer payments: autopay date, an additional payment and the checkout', () => {
  const browser = useBrowser();
  const data = useJourneyData();
  let firm: JourneyFirm;
  beforeAll(async () => {
    firm = await data.firm();
  });

  it('sees the date rules, moves the autopay date, pays the next payment early, then pays one through the checkout', async () => {
    // A settlement of the journey's firm on autopay whose next payment is at least 3 days away, found through the
    // collector's list.
    const collector = await browser.newPage('consumer-payments');
    const admin = firm.admin;
    await (await new CollectorSignInPage(collector).open()).signInWithPassword(admin.email, admin.password);
    const accounts = new AccountsPage(collector);
    await accounts.waitUntilLoaded();
    await accounts.waitForList();
    const list = await getJson<{ customer_info: Row[] }>(collector, '/collectors/api/apply_filters?num_pages=4');
    const today = iso(new Date());
    // Preferably at most half paid, so that several payments are left to choose from.
    let chosen: { row: Row; next: string } | undefined;
    let fallback: typeof chosen;
    for (const row of list.customer_info
      .filter((r) => r.email)
      .filter((r) => ['payment_setup_complete', 'first_payment_made'].includes(r.current_action?.type ?? ''))
      .sort((a, b) => b.id - a.id)) {
      const s = await getJson<Summary>(collector, `/collectors/api/payment_plan_summary?customer_document_id=${row.id}`);
      const next = s.payment_plan_summary?.next_payment_date;
      if (!next || next < addDays(today, 4)) continue;
      fallback ??= { row, next };
      if ((s.payment_plan_summary?.progress_percentage ?? 100) <= 50) {
        chosen = { row, next };
        break;
      }
    }
    chosen ??= fallback;
    expect(chosen).toBeDefined();
    const { row, next } = chosen!;

    // The consumer gets in the way a real one would: a password reset link from the inbox.
    const page = await browser.otherPage('consumer-payments-consumer');
    const email = row.email!;
    const password = `Payments-${Date.now()}-Aa1!`;
    const forgot = await new ForgotPasswordPage(page).open();
    const requestedAt = new Date();
    expect((await forgot.requestLink(email)).status()).toBe(200);
    const reset = new ResetPasswordPage(page);
    await reset.openLink(linkIn(await waitForMail(email, requestedAt), `${baseUrl()}${ResetPasswordPage.path}?reset_password_token=`));
    await reset.fill(password, password);
    expect((await reset.change()).status()).toBe(200);
    expect((await (await new ConsumerSignInPage(page).open()).signInAnswer(email, password)).status()).toBe(200);

    // 1. The autopay date form: the rules first (nothing is sent), at phone width.
    await page.setViewportSize({ width: 390, height: 844 });
    const panel = await new PaymentsPanel(page, row.id).open('change_date');
    expect(await panel.figure('Next payment')).toBe(long(next));
    await page.getByTestId('autopay-scheduled').waitFor();
    await browser.snapshotOf(page, 'date-form-390');
    await panel.changeDate.click();
    expect(await panel.dateError()).toBe('Please select a date');
    expect(await panel.askForDate(today)).toBe('Please select a future date');
    expect(await panel.askForDate(next)).toBe(`Please select a date that is at least 1 day before your next payment on ${long(next)}`);
    await browser.snapshotOf(page, 'date-rule-390');

    // 2. A valid date: the day before the next payment. Confirmation, then the plan moves.
    const chosenDate = addDays(next, -1);
    const day = Number(chosenDate.slice(8, 10));
    const question = await panel.askForDate(chosenDate);
    expect(question).toMatch(new RegExp(`^Are you sure you want to change your autopay date to the ${day}(st|nd|rd|th) of each month\\?`));
    expect(question).toContain(`will be charged on ${long(chosenDate)}`);
    await browser.snapshotOf(page, 'date-confirm-390');
    const changed = await panel.confirmDate();
    expect(changed.status()).toBe(200);
    await page.getByText(/^Your autopay date has been changed to the /).waitFor();
    expect(await panel.dateInput.inputValue()).toBe('');
    await page.reload();
    await panel.plan.waitFor();
    expect(await panel.figure('Next payment')).toBe(long(chosenDate));

    // 3. An additional custom payment of the next payment, at desktop width.
    await page.setViewportSize({ width: 1280, height: 900 });
    await panel.open('additional_payment');
    const marksFull = await panel.paymentMarks();
    expect(marksFull.every((m) => m === 'Paid')).toBe(true);
    await panel.chooseCustom(1, 'next');
    const marks = await panel.paymentMarks();
    expect(marks[0]).toBe('Paid');
    expect(marks.slice(1).every((m) => m === 'Upcoming')).toBe(true);
    await browser.snapshotOf(page, 'additional-1280');
    // Another card for this payment only: the clearly marked demo card form (no Stripe keys here).
    await page.getByLabel(/Pay this with a different card/).check();
    await page.getByRole('form', { name: 'Demo card form: no real card is charged' }).waitFor();
    await browser.snapshotOf(page, 'other-card-1280');
    await page.getByLabel(/^Saved \w+ card ending in \d{4}$/).check();
    const paid = await panel.pay();
    expect(paid.status()).toBe(201);
    await page.waitForURL((url) => url.pathname === `/customer_documents/${row.id}/payment_widget/payment_success`);
    expect(await panel.outcome(SETTLE)).toBe('Payment successful');
    await browser.snapshotOf(page, 'paid-1280');

    // 4. Back on the plan: the paid payment moved the next one on.
    await panel.open('additional_payment');
    expect(await panel.figure('Next payment')).not.toBe(long(chosenDate));
    await page.getByText('Payment history').waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await browser.snapshotOf(page, 'plan-after-390');

    // 5. Another payment method: the payment-element checkout, through the clearly marked demo checkout form (no
    // Stripe keys here), ending on the payment success page with the payment.
    const left = await getJson<{ additional_payment: { upcoming: unknown[] } }>(page, `/api/customer_documents/${row.id}/payment_plan`);
    expect(left.additional_payment.upcoming.length).toBeGreaterThan(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    await panel.open('additional_payment');
    await panel.chooseCustom(1, 'next');
    await page.getByLabel('Another payment method').check();
    const opened = await panel.openCheckout();
    expect(opened.status()).toBe(201);
    const { checkout } = (await opened.json()) as { checkout: { payment_intent_id: string; customer_email: string } };
    expect(checkout.customer_email).toBe(email);
    await panel.demoCheckout().waitFor();
    expect(await page.getByLabel('Email for the receipt (optional)').inputValue()).toBe(email);
    await panel.fillDemoCard('4242 4242 4242 4242');
    await browser.snapshotOf(page, 'checkout-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await browser.snapshotOf(page, 'checkout-390');
    const confirmed = await panel.confirmCheckout(checkout.payment_intent_id);
    expect(confirmed.status()).toBe(200);
    await page.waitForURL(
      (url) =>
        url.pathname === `/customer_documents/${row.id}/payment_widget/payment_success` &&
        url.searchParams.get('payment_intent') === checkout.payment_intent_id,
    );
    expect(await panel.outcome(SETTLE)).toBe('Payment successful');
    await page.getByText(/was paid\. Your payment was successful/).waitFor();
    await browser.snapshotOf(page, 'checkout-paid-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await browser.snapshotOf(page, 'checkout-paid-1280');
  }, 300_000);
});
