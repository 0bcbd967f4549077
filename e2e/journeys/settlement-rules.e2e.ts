import type { Page } from 'playwright-core';
import { AccountsPage } from '../pages/AccountsPage';
import { CollectorSignInPage } from '../pages/CollectorSignInPage';
import { ConsumerSignInPage } from '../pages/ConsumerSignInPage';
import { DashboardPage } from '../pages/DashboardPage';
import { ForgotPasswordPage, ResetPasswordPage } from '../pages/PasswordResetPages';
import { SettlementPage } from '../pages/SettlementPage';
import { SettlementRulesPage } from '../pages/SettlementRulesPage';
import { useBrowser } from '../support/browser';
import { useJourneyData, type JourneyFirm } from '../support/journey-data';
import { baseUrl } from '../support/env';
import { linkIn, waitForMail } from '../support/mailbox';

interface Row {
  id: number;
  email: string | null;
  customer_name: string;
  plaintiff_name: string | null;
  lawsuit_amount_cents: number | null;
  status: string | null;
  current_action: { type: string; params?: { disputed?: boolean } | null } | null;
  affordability: { source: string | null; disposable_income_cents: number | null; suggested_plan: unknown };
}

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}`);
  return (await response.json()) as T;
}

const RULE = 'E2E quick acceptance';

/**
 * A firm admin writes a settlement rule on the rules page; a consumer counters back on their settlement page and
 * watches the firm accept it within seconds, without a reload; the collector finds the rule's answer in the account's
 * history, sees what a consumer can pay on another account's counteroffer form, then deletes the rule.
 */
describe('Settlement rules answer offers while the consumer watches', () => {
  const browser = useBrowser();
  const data = useJourneyData();
  let firm: JourneyFirm;
  beforeAll(async () => {
    firm = await data.firm();
  });

  it('accepts a counter back by rule, in seconds, and the consumer sees it at once', async () => {
    const collector = await browser.newPage('settlement-rules-collector');
    await collector.setViewportSize({ width: 1440, height: 1000 });
    const { email, password } = firm.admin;
    await (await new CollectorSignInPage(collector).open()).signInWithPassword(email, password);
    const accounts = new AccountsPage(collector);
    await accounts.waitUntilLoaded();
    await accounts.waitForList();

    // A settlement of the journey's own firm waiting on its consumer (the firm countered); one whose consumer stated a
    // budget first, so their page shows what it supports.
    const list = await apiGet<{ customer_info: Row[]; valid_first_payment_date: string }>(collector, '/collectors/api/apply_filters?num_pages=4');
    const row = list.customer_info
      .filter(
        (r) =>
          r.current_action?.type === 'waiting_for_customer' &&
          !r.current_action.params?.disputed &&
          r.status !== 'Disputed' &&
          r.email &&
          r.plaintiff_name &&
          r.lawsuit_amount_cents,
      )
      .sort((a, b) => Number(b.affordability.source !== null) - Number(a.affordability.source !== null) || a.id - b.id)[0];
    expect(row).toBeDefined();
    const amount = row!.lawsuit_amount_cents!;
    const dollars = (amount / 100).toFixed(2);

    // 1. The rules page, from the navigation: a rule for this plaintiff and exactly this lawsuit amount (no other
    // journey's account is touched), accepting plans from 40 %.
    await collector.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settlement Rules' }).click();
    const rules = new SettlementRulesPage(collector);
    await collector.waitForURL((url) => url.pathname === SettlementRulesPage.path);
    await collector.getByText('No settlement rules yet').or(collector.getByRole('link', { name: 'New rule' })).first().waitFor();
    await browser.snapshot('rules-empty');
    const created = await rules.create({
      name: RULE,
      plaintiffs: [row!.plaintiff_name!],
      amountFrom: dollars,
      amountTo: dollars,
      lumpSumFromPercent: '40',
      planFromPercent: '40',
    });
    expect(created.status()).toBe(201);
    await rules.notice(`Rule '${RULE}' created.`).waitFor();
    await collector.waitForURL((url) => url.pathname === SettlementRulesPage.path);
    expect(await rules.previewOf(RULE)).toMatch(/^\d+ open accounts?$/);
    await browser.snapshot('rule-created');

    // 2. The consumer gets into their account through a password reset link, and opens the settlement.
    const consumer = await browser.otherPage('settlement-rules-consumer');
    const consumerPassword = `Rules-${Date.now()}-Aa1!`;
    const requestedAt = new Date();
    expect((await (await new ForgotPasswordPage(consumer).open()).requestLink(row!.email!)).status()).toBe(200);
    const mail = await waitForMail(row!.email!, requestedAt);
    const reset = new ResetPasswordPage(consumer);
    await reset.openLink(linkIn(mail, `${baseUrl()}${ResetPasswordPage.path}?reset_password_token=`));
    await reset.fill(consumerPassword, consumerPassword);
    expect((await reset.change()).status()).toBe(200);
    expect((await (await new ConsumerSignInPage(consumer).open()).signInAnswer(row!.email!, consumerPassword)).status()).toBe(200);
    await new DashboardPage(consumer).waitUntilLoaded();
    const settlement = await new SettlementPage(consumer, row!.id).open();
    await settlement.waitForStep('The collector answered. Accept one of their offers, or counter back.');

    // 3. The consumer counters back at half the debt in 6 payments (the page asks first if their budget is short)...
    const offered = await settlement.counterBack(
      { total: (Math.ceil(amount / 2) / 100).toFixed(2), payments: '6', firstPaymentDate: list.valid_first_payment_date },
      'send',
      {
        // The form shows the monthly payment the consumer's own budget supports, when it is known.
        filled: async () => {
          if (row!.affordability.source !== null) await consumer.getByTestId('budget-line').waitFor();
          await browser.snapshotOf(consumer, 'counter-back-with-budget');
        },
        asked: () => browser.snapshotOf(consumer, 'over-budget-question'),
      },
    );
    expect(offered?.status()).toBe(200);
    const sentAt = Date.now();
    // ...and watches: the firm's acceptance arrives by itself, within seconds (no reload, well before the 5 s poll).
    await settlement.waitForStep(/^You have an agreement on the terms/, 15_000);
    const took = Date.now() - sentAt;
    expect(took).toBeLessThan(10_000);
    expect(await consumer.getByRole('list', { name: 'Settlement history' }).innerText()).toContain('The collector accepted your offer.');
    await browser.snapshotOf(consumer, 'accepted-by-rule');

    // 4. The collector finds who answered in the account's history, and can carry on (payment details or the upload).
    await accounts.goto(`?filters[customer_document_id]=${row!.id}`);
    expect(await accounts.waitForList()).toEqual({ shown: 1, total: 1 });
    const details = await accounts.expand(String(row!.id));
    await details.getByText(`Accepted automatically by rule '${RULE}'`).waitFor();
    await details.getByText(/^(Send payment details|Upload the settlement agreement)$/).first().waitFor();
    await browser.snapshot('history-shows-rule');

    // 5. Another account waiting on the firm: the counteroffer form shows what its consumer can pay.
    const waiting = list.customer_info.find(
      (r) => r.current_action?.type === 'accept_or_counteroffer' && r.id !== row!.id && r.affordability.suggested_plan && !r.current_action.params?.disputed,
    );
    if (waiting) {
      await accounts.goto(`?filters[customer_document_id]=${waiting.id}`);
      await accounts.waitForList();
      const panel = accounts.negotiation(await accounts.expand(String(waiting.id)));
      await panel.root.waitFor();
      await panel.tab('Counteroffer').click();
      const card = collector.getByRole('region', { name: 'What the consumer can pay' });
      await card.waitFor();
      await card.getByRole('button', { name: 'Use suggested plan' }).click();
      expect(await collector.getByRole('group', { name: 'Offer 1' }).getByLabel(/^Total amount/).inputValue()).not.toBe('');
      await browser.snapshot('counteroffer-affordability');
    }

    // 6. Back on the rules page: the rule is paused, then deleted.
    await rules.open();
    expect((await rules.pause(RULE)).status()).toBe(200);
    await rules.notice(`Rule '${RULE}' paused.`).waitFor();
    await rules.row(RULE).getByText('Paused', { exact: true }).waitFor();
    await browser.snapshot('rule-paused');
    expect((await rules.delete(RULE)).status()).toBe(200);
    await collector.getByText('No settlement rules yet').waitFor();
  }, 240_000);
});
