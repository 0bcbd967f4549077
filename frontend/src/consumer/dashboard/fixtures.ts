import type { ConsumerDocumentView, DashboardPayload } from './api';

/** A dashboard payload as the API answers it (docs/api/dashboard.md), for page tests. */
export function documentView(over: Partial<ConsumerDocumentView> = {}): ConsumerDocumentView {
  return {
    id: 12,
    document_name: 'solosettle',
    title: 'Settlement with Demo Law Group',
    created_at: '2026-11-02T15:00:00.000Z',
    is_completed: true,
    resume_url: '/customer_documents/12',
    status: 'Offers to review',
    status_color: 'warning',
    status_definition: 'The collector answered. Accept one of their offers, or counter back.',
    sectioned_steps: [
      {
        name: 'Negotiation',
        steps: [
          { title: 'Offer sent', value: null, url: null, completed: true, current: false, wizard_step_name: 'offer_sent', filing_methods: [] },
          { title: 'Collector answered', value: null, url: '/customer_documents/12', completed: false, current: true, wizard_step_name: 'collector_answered', filing_methods: [] },
        ],
      },
    ],
    downloads: [],
    law_firm: { id: 4, name: 'Demo Law Group', in_database: true },
    payment_plan: null,
    experiments: { show_stash: false },
    archived: false,
    ...over,
  };
}

export function payload(over: Partial<DashboardPayload> = {}): DashboardPayload {
  return {
    cases: [
      {
        id: 3,
        info: { id: 3, plaintiff_name: 'Midland Credit Management, Inc.', lawsuit_amount: 482517, civil_number: '2026-CV-04417' },
        documents: [
          documentView(),
          documentView({
            id: 30,
            document_name: 'debt_answer',
            title: 'Answer to summons (2026-CV-04417)',
            status: 'Ready to file',
            resume_url: '/debt_answers/30',
            law_firm: null,
            downloads: [{ title: 'Answer to summons', url: '/my_dashboard/download?id=debt_answer.30' }],
          }),
        ],
        has_payment_plan: false,
      },
      { id: 9, info: { id: 9, plaintiff_name: null, lawsuit_amount: null, civil_number: null }, documents: [], has_payment_plan: false },
    ],
    credit_report: {
      status: 'consent_required',
      base_report: false,
      credit_score: null,
      improvement_message: null,
      factors: null,
      error: null,
      fetched_at: null,
    },
    financial_report: {
      status: 'consent_required',
      average_monthly_balance: null,
      average_monthly_income: null,
      average_monthly_expenses: null,
      income_last_year: null,
      spending_by_category: [],
      bank_accounts: [],
      income_sources: [],
    },
    unorganizedDocuments: [],
    archivedDocuments: [],
    user_profile: {
      first_name: 'Dana',
      last_name: 'Reyes',
      email: 'consumer@demo.test',
      metadata: { address_line1: null, city: null, state: null, zip_code: null, birthdate: null, ssn_last_four: null, ssn: null },
      is_oauth_user: false,
    },
    credit_report_solosettles: [],
    affiliate_offers: [],
    ...over,
  };
}
