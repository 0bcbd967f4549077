import { csvField } from './activity-log';
import { exportFileName } from './accounts-export';
import { projectAccount, searchText } from './account-projection';
import { summarizePlan } from './payment-plan-summary';
import { formatUsd, percentage } from '@parley/domain/money';

const facts = {
  customerName: 'Ana Ruiz',
  email: 'Ana@Example.test',
  birthdate: '1980-01-01',
  fileNumber: 'F-1',
  civilNumber: 'CV-9',
  lawsuitState: 'TX',
  plaintiffName: 'Discover Bank',
  lawsuitAmountCents: 400000,
  lawsuitExists: true,
  hasDebtAnswer: false,
  hasDetailedData: true,
  events: [
    {
      id: 1,
      party: 'consumer' as const,
      action: 'offer' as const,
      params: {},
      createdAt: new Date('2026-11-01T10:00:00Z'),
      offers: [{ total_amount_cents: 100000, payments: 2, first_payment_date: '2026-12-01', phases: [] }],
    },
    {
      id: 2,
      party: 'collector' as const,
      action: 'counteroffer' as const,
      params: {},
      createdAt: new Date('2026-11-02T10:00:00Z'),
      offers: [
        {
          total_amount_cents: 150000,
          payments: 0,
          first_payment_date: '2026-12-05',
          phases: [
            { index: 0, payment_amount_cents: 50000, iterations: 1 },
            { index: 1, payment_amount_cents: 25000, iterations: 2 },
          ],
        },
      ],
    },
  ],
  succeededPayments: [],
};

describe('accounts read model and exports', () => {
  it('projects the list columns from the events', () => {
    const rm = projectAccount(facts);
    expect(rm).toMatchObject({
      rmStatus: 'Lawyer Counteroffer',
      rmStatusRank: 3,
      rmStatusDate: new Date('2026-11-02T10:00:00Z'),
      rmCurrentAction: 'waiting_for_customer',
      rmOfferTotalCents: 150000,
      rmOfferPayments: 4,
      rmOfferTiers: 2,
      rmFirstPaymentDate: '2026-12-05',
      rmOfferPercentage: '37.5',
      rmSearch: 'ana ruiz | cv-9 | f-1 | ana@example.test',
    });
  });

  it('shows Disputed while a dispute is open (sorted after every known status), then the verification', () => {
    const event = (id: number, party: 'consumer' | 'collector', action: 'dispute' | 'sent_verification') => ({
      id,
      party,
      action,
      params: {},
      createdAt: new Date(`2026-11-0${id}T10:00:00Z`),
      offers: [],
    });
    const disputed = projectAccount({ ...facts, events: [...facts.events, event(3, 'consumer', 'dispute')] });
    expect(disputed).toMatchObject({
      rmStatus: 'Disputed',
      rmStatusRank: 13,
      rmLastAction: 'Consumer Disputed Debt',
      rmCurrentAction: 'waiting_for_customer',
      rmCurrentActionParams: { disputed: true },
    });
    const resumed = projectAccount({
      ...facts,
      events: [...facts.events, event(3, 'consumer', 'dispute'), event(4, 'collector', 'sent_verification')],
    });
    expect(resumed).toMatchObject({ rmStatus: 'Lawyer Sent Verification', rmStatusRank: 14 });
    expect(resumed.rmCurrentActionParams).not.toHaveProperty('disputed');
  });

  it('shows Paid only when every payment was made, Making Payments before', () => {
    const paying = (made: number) =>
      projectAccount({
        ...facts,
        events: [
          facts.events[0],
          {
            id: 2,
            party: 'collector',
            action: 'accept',
            params: { payment_details_on_file: true },
            createdAt: new Date(),
            offers: [],
          },
          {
            id: 3,
            party: 'collector',
            action: 'sent_settlement_agreement',
            params: {},
            createdAt: new Date(),
            offers: [],
          },
          {
            id: 4,
            party: 'consumer',
            action: 'signed_settlement_agreement',
            params: {},
            createdAt: new Date(),
            offers: [],
          },
          {
            id: 5,
            party: 'system',
            action: 'payment_made',
            params: { payments_made: made, payments_total: 2 },
            createdAt: new Date(),
            offers: [],
          },
        ],
        succeededPayments: Array.from({ length: made }, () => ({ amount: 50000, commission: 5000 })),
      });
    expect(paying(1)).toMatchObject({
      rmStatus: 'Making Payments',
      rmPaidCents: 50000,
      rmCollectedCents: 45000,
      rmAgreedTotalCents: 100000,
    });
    expect(paying(2)).toMatchObject({ rmStatus: 'Paid', rmPaymentsMade: 2 });
  });

  it('summarizes plan progress and the next payment', () => {
    const schedule = [
      { index: 0, due_date: '2026-10-01', amount_cents: 30000 },
      { index: 1, due_date: '2026-11-01', amount_cents: 30000 },
      { index: 2, due_date: '2026-12-01', amount_cents: 40000 },
    ];
    expect(summarizePlan(schedule, 100000, 30000)).toEqual({
      progress_percentage: 30,
      next_payment_amount: 30000,
      next_payment_date: '2026-11-01',
    });
    expect(summarizePlan(schedule, 100000, 45000)).toEqual({
      progress_percentage: 45,
      next_payment_amount: 15000,
      next_payment_date: '2026-11-01',
    });
    expect(summarizePlan(schedule, 100000, 100000)).toEqual({
      progress_percentage: 100,
      next_payment_amount: null,
      next_payment_date: null,
    });
    expect(summarizePlan(schedule, 100000, 99999).progress_percentage).toBe(99);
  });

  it('formats money, percentages, file names and CSV fields', () => {
    expect(formatUsd(123456789)).toBe('$1,234,567.89');
    expect(percentage(1, 3)).toBe(33.3);
    expect(percentage(1, 0)).toBeNull();
    expect(exportFileName(new Date('2026-03-07T12:00:00Z'))).toBe('parley_accounts_03_07_2026.xlsx');
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,"b"')).toBe('"a,""b"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField(null)).toBe('');
    expect(searchText({ customerName: null, civilNumber: null, fileNumber: 'X', email: null })).toBe('x');
  });
});
