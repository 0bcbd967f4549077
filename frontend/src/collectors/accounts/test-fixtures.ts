import type { AccountRow, ApplyFiltersAnswer, CollectorMetrics, FilterDefinition, PaymentPlanSummaryAnswer } from '@parley/domain/contracts/accounts';

/** An account row as apply_filters answers it (the Account row plus the contract's additions). */
export function accountRow(overrides: Partial<AccountRow> = {}): AccountRow {
  const id = overrides.id ?? 101;
  return {
    id,
    customer_name: 'Maria Gonzalez',
    law_firm_name: 'Demo Law Group',
    law_firm_id: 1,
    birthdate: '1984-03-12',
    civil_number: '2026-CV-01234',
    file_number: 'F-1001',
    lawsuit_state: 'TX',
    plaintiff_name: 'Midland Credit Management',
    lawsuit_amount: '$4,812.50',
    lawsuit_amount_cents: 481250,
    lawsuit_exists: true,
    last_action: 'Consumer Offer',
    status: 'Consumer Offer',
    status_date: '2026-11-20T15:30:00.000Z',
    percentage: 41.6,
    latest_event: { action: 'offer', created_at: '2026-11-20T15:30:00.000Z' },
    current_action: { type: 'accept_or_counteroffer', params: {} },
    customer_document: { id, user_id: 501, archived_by_law_firm_on: null },
    latest_historical_offer: { total_amount_cents: 200000, payments: 4, phases: [], first_payment_date: '2026-12-01' },
    stripe_payment_intents: [],
    checkbook_payments: [],
    settlement_negotiation_events: [
      { id: 9001, created_at: '2026-11-20T15:30:00.000Z', party: 'consumer', action: 'offer', disclosures: [{ text: 'This offer is not an admission of the debt.' }] },
    ],
    event_id_to_english_text: { '9001': 'Consumer Offer' },
    payment_plan_summary: null,
    social_security_number: { social_security_number: null, social_security_number_last_four: '1234', full_ssn_available: true },
    customer_mailing_address: { customer_street: '418 Oak Street', customer_city: 'Austin', customer_state: 'TX', customer_zip_code: '78701' },
    email: 'maria.gonzalez@example.com',
    hardship_statement: 'Lost overtime hours after a plant closure and is supporting two children.',
    hardship_statement_source: 'model',
    hardship: { job_loss: { label: 'Job loss', job_loss_details: 'Plant closed in August.' }, medical: { label: 'Medical bills', medical_details: null } },
    monthly_income_total: '$3,250.00',
    monthly_expenses_total: '$2,980.00',
    plaid_verified: true,
    has_detailed_data: true,
    has_debt_answer: false,
    financial_details: { net_employment_income: 325000, rent: 140000, food: 60000 },
    payments_made: 0,
    expected_payments: null,
    has_payment_plan: false,
    collected_cents: 0,
    affordability: {
      monthly_income_cents: 325000,
      monthly_expenses_cents: 298000,
      disposable_income_cents: 27000,
      source: 'stated',
      suggested_plan: { payment_amount_cents: 26736, payments: 18, total_amount_cents: 481250 },
    },
    ...overrides,
  };
}

export function rows(count: number, start = 1): AccountRow[] {
  return Array.from({ length: count }, (_, i) => accountRow({ id: start + i, customer_name: `Consumer ${start + i}`, file_number: `F-${start + i}` }));
}

export function listAnswer(customerInfo: AccountRow[], total = customerInfo.length, morePages = false): ApplyFiltersAnswer {
  return { customer_info: customerInfo, total_count: total, more_pages: morePages, has_payment_details: true, valid_first_payment_date: '2026-11-26' };
}

export const FILTERS: FilterDefinition[] = [
  { key: 'status', name: 'Status', type: 'enum', values: ['Consumer Offer', 'Lawyer Counteroffer', 'Making Payments', 'Paid'], unit: null, visible_in_ui: true },
  { key: 'amount', name: 'Amount', type: 'range', values: { min: 500, max: 25000 }, unit: { value: '$', location: 'before' }, visible_in_ui: true },
  { key: 'status_date', name: 'Status Date', type: 'range', values: { min: 1767225600, max: 1795000000 }, unit: { value: 'DATE', location: 'after' }, visible_in_ui: true },
  { key: 'file_number', name: 'File Number', type: 'text', values: null, unit: null, visible_in_ui: true },
  { key: 'archived', name: 'Archived', type: 'enum', values: ['Active', 'Archived'], unit: null, visible_in_ui: true },
];

export const METRICS: CollectorMetrics = {
  collected_amount: 1234567,
  uncollected_amount: 9876500,
  waiting_on_consumer_amount: 450000,
  waiting_on_collector_amount: 1200000,
  response_rate: 92.5,
  offers_count: 37,
};

export function planAnswer(overrides: Partial<PaymentPlanSummaryAnswer> = {}): PaymentPlanSummaryAnswer {
  return { pending: false, has_payment_plan: false, payment_plan_summary: null, ...overrides };
}
