import type { Page } from 'playwright-core';
import { AccountsPage } from '../pages/AccountsPage';
import { CollectorSignInPage } from '../pages/CollectorSignInPage';
import { PayoutsPage } from '../pages/PayoutsPage';
import { useBrowser } from '../support/browser';
import { demoUsers } from '../support/demo-users';

interface Row {
  id: number;
  email: string | null;
  customer_name: string;
  current_action: { type: string } | null;
  checkbook_payments: Array<{ payout_id: number; check_number: string | null; tracking_number: string | null; status: string }>;
}
interface Summary {
  payment_plan_summary: { next_payment_date: string | null } | null;
}
interface Payout {
  id: number;
  status: string;
  method: string;
  check_number: string | null;
  tracking_number: string | null;
  initiated_at: string;
  payments: Array<{ customer_document_id: number; stripe_payment_intent_id: string }>;
}

const DAY = 24 * 3600 * 1000;
const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
/** The worker charges the payment, then runs the payouts once it settled (seconds, on a loaded machine more). */
const LIVE = 90_000;

function api(page: Page) {
  return {
    async get<T>(path: string): Promise<T> {
      const response = await page.request.get(path);
      if (!response.ok()) throw new Error(`${path} answered ${response.status()}`);
      return (await response.json()) as T;
    },
    async post(path: string, body: object) {
      const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
      return page.request.post(path, { data: body, headers: { 'X-CSRF-Token': decodeURIComponent(token) } });
    },
  };
}

async function signIn(page: Page, user: { email: string; password: string }): Promise<void> {
  await (await new CollectorSignInPage(page).open()).signInWithPassword(user.email, user.password);
  await new AccountsPage(page).waitUntilLoaded();
}

describe('Payouts: money reaches the firm', () => {
  const browser = useBrowser();

  it('moves the demo clock past a payment and the 02:00 run, and sees the payout on the Payouts page and in the Payments panel', async () => {
    const page = await browser.newPage('payouts');
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, demoUsers.demoLawAdmin);
    const collector = api(page);

    // The seeded history, made by the real job: mailed checks with numbers and USPS tracking numbers.
    const payouts = await new PayoutsPage(page).open();
    expect(await payouts.heading.innerText()).toBe('Payouts');
    await payouts.chart.waitFor();
    const before = await collector.get<{ payouts: Payout[]; total_count: number }>('/collectors/api/payouts?per_page=100');
    expect(before.total_count).toBeGreaterThan(0);
    const seeded = before.payouts.find((p) => p.check_number)!;
    await payouts.rowWithCheck(seeded.check_number!).waitFor();
    await browser.snapshot('history-1440');

    // A seeded settlement on autopay with a payment to come (not consumer@demo.test's: other journeys use it).
    const list = await collector.get<{ customer_info: Row[] }>('/collectors/api/apply_filters?num_pages=4');
    let chosen: { row: Row; next: string } | undefined;
    for (const row of list.customer_info
      .filter((r) => r.email && r.email !== demoUsers.consumer.email)
      .filter((r) => ['payment_setup_complete', 'first_payment_made'].includes(r.current_action?.type ?? ''))
      .sort((a, b) => a.id - b.id)) {
      const s = await collector.get<Summary>(`/collectors/api/payment_plan_summary?customer_document_id=${row.id}`);
      const next = s.payment_plan_summary?.next_payment_date;
      if (next && next > new Date().toISOString().slice(0, 10)) {
        chosen = { row, next };
        break;
      }
    }
    expect(chosen).toBeDefined();
    const { row, next } = chosen!;

    // The clock moves past the payment's day and the next 02:00 UTC: the payment is charged, then paid out.
    const runFor = `${addDays(next, 1)}T02:00:00Z`;
    const moved = await collector.post('/dev/payments/advance_clock', { as_of: runFor, customer_document_id: row.id });
    expect(moved.status()).toBe(200);
    expect(((await moved.json()) as { payout_run_for: string }).payout_run_for).toBe(new Date(runFor).toISOString());
    let payout: Payout | undefined;
    const deadline = Date.now() + LIVE;
    while (!payout && Date.now() < deadline) {
      await page.waitForTimeout(1000);
      const now = await collector.get<{ payouts: Payout[] }>('/collectors/api/payouts?status=sent&per_page=100');
      payout = now.payouts.find((p) => p.initiated_at === new Date(runFor).toISOString() && p.payments.some((x) => x.customer_document_id === row.id));
    }
    expect(payout).toBeDefined();
    expect(payout!.method).toBe('check');
    expect(payout!.check_number).toMatch(/^\d{5}$/);
    expect(payout!.tracking_number).toMatch(/^9400\d{18}$/);

    // On the Payouts page: the row with its check and tracking numbers, and the account among its payments.
    await page.reload();
    await payouts.heading.waitFor();
    const newRow = payouts.rowWithCheck(payout!.check_number!);
    await newRow.waitFor();
    expect(await newRow.getByText('Sent').count()).toBe(1);
    expect(await newRow.getByRole('link', { name: payout!.tracking_number! }).count()).toBe(1);
    const covered = await payouts.expand(newRow, payout!.id);
    await covered.getByRole('link', { name: row.customer_name }).first().waitFor();
    await browser.snapshot('payout-1440');

    // Filtered by status: only sent payouts.
    await payouts.filterByStatus('Sent');
    await page.waitForURL(/filter=/);
    const rowsWith = (status: string) => page.locator('tr.RaDatagrid-row').filter({ has: page.getByText(status, { exact: true }) });
    await rowsWith('Returned').first().waitFor({ state: 'detached' });
    await payouts.rowWithCheck(payout!.check_number!).waitFor();
    expect(await rowsWith('Sent').count()).toBeGreaterThan(0);

    // The account's Payments panel lists the payout with its check number.
    const accounts = new AccountsPage(page);
    await accounts.goto(`?filters[customer_document_id]=${row.id}`);
    await accounts.waitForList();
    const details = await accounts.expand(String(row.id));
    const panel = details.getByRole('table', { name: 'Payouts to the firm' });
    await panel.getByRole('cell', { name: payout!.check_number!, exact: true }).waitFor();
    await panel.getByRole('cell', { name: payout!.tracking_number!, exact: true }).waitFor();
    await browser.snapshot('payments-panel');

    // The page on a phone: a list that opens each payout.
    await page.setViewportSize({ width: 390, height: 844 });
    await payouts.open();
    await page.getByText(new RegExp(`Check ${payout!.check_number}`)).first().click();
    const narrowList = page.getByRole('list', { name: `Payments in payout ${payout!.id}` });
    await narrowList.getByRole('link', { name: row.customer_name }).first().waitFor();
    await browser.snapshot('payout-390');
    await payouts.open();
    await payouts.chart.waitFor();
    await browser.snapshot('list-390');
  }, 240_000);

  it("is the on-call admin's ledger of every firm, with the reconciliation", async () => {
    const page = await browser.newPage('payouts-on-call');
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, demoUsers.onCallAdmin);
    await page.getByRole('button', { name: demoUsers.onCallAdmin.email }).click();
    await page.getByRole('menuitem', { name: 'Payout ledger' }).click();
    const payouts = new PayoutsPage(page);
    await payouts.heading.filter({ hasText: 'Payout ledger' }).waitFor();
    await page.getByRole('cell', { name: 'Other Firm LLP' }).first().waitFor();
    await page.getByRole('cell', { name: 'Demo Law Group' }).first().waitFor();
    await browser.snapshot('ledger');
    await page.getByRole('link', { name: 'Reconciliation' }).click();
    await page.getByRole('heading', { name: 'Reconciliation', level: 1 }).waitFor();
    // The seeded payments' year: every cent of them accounted for.
    const from = `${new Date().getUTCFullYear() - 1}-01-01`;
    await page.getByLabel('Payments from').fill(from);
    const identity = page.getByLabel('Reconciliation identity');
    await identity.waitFor();
    await page.getByText(/^(Balanced to the cent|\d+ differences?, )/).waitFor();
    await page.getByRole('table', { name: 'Reconciliation by law firm' }).getByRole('link', { name: 'Demo Law Group' }).waitFor();
  }, 120_000);
});
