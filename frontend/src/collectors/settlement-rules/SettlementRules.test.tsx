import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, Notification, ResourceContextProvider, type AuthProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { RulePreview, SettlementRuleAnswer } from '@parley/domain/contracts/settlement-rules';
import { RULE_MESSAGES } from '@parley/domain/settlement-rules/rules';
import { json, mockFetch } from '../../test/fetch-mock';
import { collectorSession } from '../../test/sessions';
import { theme } from '../../shared/theme';
import { createAuthProvider } from '../authProvider';
import { dataProvider } from '../dataProvider';
import { SettlementRuleCreate } from './SettlementRuleCreate';
import { SettlementRuleEdit } from './SettlementRuleEdit';
import { SettlementRuleList } from './SettlementRuleList';

const API = '/collectors/api/settlement_rules';

const rule = (over: Partial<SettlementRuleAnswer> = {}): SettlementRuleAnswer => ({
  id: 3,
  name: 'Midland TX',
  active: true,
  states: ['TX'],
  plaintiffs: ['Midland Credit Management, Inc.'],
  min_lawsuit_amount_cents: null,
  max_lawsuit_amount_cents: null,
  auto_accept: {
    lump_sum_min_percentage: 40,
    plan_min_percentage: 60,
    max_payments: 12,
    max_first_payment_delay_days: 30,
  },
  auto_counter: { percentage: 70, max_payments: 12 },
  disclosures: [],
  created_at: '2026-11-26T10:00:00.000Z',
  updated_at: '2026-11-26T10:00:00.000Z',
  ...over,
});

const preview = (over: Partial<RulePreview> = {}): RulePreview => ({
  rule_id: 3,
  matched_accounts: 14,
  open_offers: 3,
  would_accept: 1,
  would_counteroffer: 1,
  would_leave: 1,
  examples: [
    {
      customer_document_id: 41,
      customer_name: 'Maria Gonzalez',
      lawsuit_amount_cents: 500000,
      offer: { total_amount_cents: 100000, payments: 4, first_payment_date: '2026-12-10', phases: [] },
      answer: 'counteroffer',
      counteroffer: { total_amount_cents: 350000, payments: 9, first_payment_date: '2026-12-10', phases: [] },
      reason: null,
      reason_code: null,
    },
  ],
  ...over,
});

const admin: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => 'admin',
  getIdentity: async () => ({ id: 1, fullName: 'admin@demolaw.test' }),
};

function renderPage(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AdminContext authProvider={admin} dataProvider={dataProvider} store={memoryStore()} theme={theme}>
        <ResourceContextProvider value="settlement_rules">
          <Routes>
            <Route path="/settlement_rules" element={<SettlementRuleList />} />
            <Route path="/settlement_rules/create" element={<SettlementRuleCreate />} />
            <Route path="/settlement_rules/:id" element={<SettlementRuleEdit />} />
          </Routes>
          <Notification />
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('settlement rules page', () => {
  it('lists the rules with what they do and what they would do now, and pauses one', async () => {
    let active = true;
    const { calls } = mockFetch({
      [`GET ${API}`]: () => json({ rules: [rule({ active, updated_at: active ? 'a' : 'b' })] }),
      [`GET ${API}/preview`]: () => json({ previews: [preview()] }),
      [`PATCH ${API}/3`]: () => {
        active = false;
        return json({ rule: rule({ active: false, updated_at: 'b' }) });
      },
    });
    const user = userEvent.setup();
    renderPage('/settlement_rules');
    const row = (await screen.findByText('Midland TX')).closest('tr')!;
    expect(row).toHaveTextContent('Midland Credit Management, Inc.; TX; any lawsuit amount');
    expect(row).toHaveTextContent(
      'Accepts a lump sum from 40%, a plan from 60% in up to 12 payments, first payment within 30 days',
    );
    expect(row).toHaveTextContent('Counteroffers 70% in up to 12 payments');
    expect(await within(row).findByText('14 open accounts')).toBeInTheDocument();
    expect(row).toHaveTextContent('3 offers waiting: 1 accepted, 1 countered, 1 left to a collector');

    // The expanded row shows what the rule would answer to the offers waiting now.
    await user.click(within(row).getByText('Midland TX'));
    const table = await screen.findByRole('table', { name: 'Preview of Midland TX' });
    expect(table).toHaveTextContent('Maria Gonzalez');
    expect(table).toHaveTextContent('Counteroffer: $3,500.00 in 9 monthly payments from Dec 10, 2026');

    await user.click(within(row).getByRole('button', { name: 'Pause rule Midland TX' }));
    expect(await screen.findByText("Rule 'Midland TX' paused.")).toBeInTheDocument();
    // Only the field that changes travels: pausing never rewrites the rest of the rule.
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ active: false });
    expect(await screen.findByText('Paused')).toBeInTheDocument();
  });

  it('creates a rule from the form, checked with the server’s own sentences first', async () => {
    const { calls } = mockFetch({
      [`POST ${API}`]: (init) => json({ rule: rule({ id: 9, ...JSON.parse(String(init.body)) }) }, 201),
      [`GET ${API}`]: () => json({ rules: [] }),
      [`GET ${API}/preview`]: () => json({ previews: [] }),
    });
    const user = userEvent.setup();
    renderPage('/settlement_rules/create');
    const percentage = await screen.findByRole('spinbutton', { name: 'Counteroffer at (%)' });
    await user.clear(percentage);
    await user.type(percentage, '150');
    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText(RULE_MESSAGES.percentage('Counteroffer percentage'))).toBeInTheDocument();
    expect(screen.getByText(RULE_MESSAGES.nameBlank)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Everything');

    await user.clear(percentage);
    await user.type(percentage, '75');
    // Switching the acceptance off sends null: this rule only counteroffers.
    await user.click(screen.getByRole('switch', { name: 'Accept automatically' }));
    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText("Rule 'Everything' created.")).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      name: 'Everything',
      active: true,
      states: ['*'],
      plaintiffs: [],
      min_lawsuit_amount_cents: null,
      max_lawsuit_amount_cents: null,
      auto_accept: null,
      auto_counter: { percentage: 75, max_payments: 12 },
      disclosures: [],
    });
  });

  it("edits a rule, sends the amount range in cents, and shows the server's refusal", async () => {
    let refuse = true;
    const { calls } = mockFetch({
      [`GET ${API}`]: () => json({ rules: [rule()] }),
      [`GET ${API}/preview`]: () => json({ previews: [preview()] }),
      [`PATCH ${API}/3`]: (init) => {
        if (refuse) {
          refuse = false;
          return json(
            { error: RULE_MESSAGES.nameTaken('Midland TX'), errors: [RULE_MESSAGES.nameTaken('Midland TX')] },
            422,
          );
        }
        return json({ rule: rule(JSON.parse(String(init.body))) });
      },
    });
    const user = userEvent.setup();
    renderPage('/settlement_rules/3');
    const from = await screen.findByRole('spinbutton', { name: 'Lawsuit amount from ($)' });
    await user.type(from, '1000.5');
    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText(RULE_MESSAGES.nameTaken('Midland TX'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText("Rule 'Midland TX' saved.")).toBeInTheDocument();
    const patches = calls.filter((c) => c.method === 'PATCH');
    expect(patches.at(-1)!.body).toMatchObject({ min_lawsuit_amount_cents: 100050, max_lawsuit_amount_cents: null });
  });
});

describe('who may see the rules', () => {
  it('lets firm admins in and keeps users out (authProvider.canAccess)', async () => {
    mockFetch({ 'GET /collectors/api/check_auth': () => json(collectorSession({}, 'admin')) });
    const asAdmin = createAuthProvider(() => ({ pathname: '/collectors/settlement_rules', search: '' }));
    expect(await asAdmin.canAccess!({ resource: 'settlement_rules', action: 'list' })).toBe(true);
    mockFetch({ 'GET /collectors/api/check_auth': () => json(collectorSession({}, 'user')) });
    const asUser = createAuthProvider(() => ({ pathname: '/collectors/settlement_rules', search: '' }));
    expect(await asUser.canAccess!({ resource: 'settlement_rules', action: 'list' })).toBe(false);
    expect(await asUser.canAccess!({ resource: 'payouts', action: 'list' })).toBe(true);
  });
});
