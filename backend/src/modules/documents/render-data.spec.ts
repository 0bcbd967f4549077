import { pdfText } from '../../core/pdf/pdf-text';
import { renderDocumentPdf } from './layouts';
import {
  fingerprintOf,
  NO_DEBT_ANSWER,
  NOT_SIGNED,
  refusalOf,
  renderDataOf,
  type DocumentFacts,
  type FactsEvent,
} from './render-data';

const at = (iso: string) => new Date(iso);
let nextId = 1;
const event = (e: Partial<FactsEvent> & Pick<FactsEvent, 'party' | 'action'>): FactsEvent => ({
  id: nextId++,
  params: {},
  createdAt: at('2026-03-01T15:00:00Z'),
  offers: [],
  disclosures: [],
  ...e,
});

const tiered = {
  total_amount_cents: 250_000,
  payments: 0,
  first_payment_date: '2026-04-15',
  phases: [
    { index: 0, payment_amount_cents: 50_000, iterations: 2 },
    { index: 1, payment_amount_cents: 40_000, iterations: 3 },
  ],
};

function facts(events: FactsEvent[], over: Partial<DocumentFacts> = {}): DocumentFacts {
  return {
    customerDocumentId: 4242,
    createdAt: at('2026-02-20T10:00:00Z'),
    fileNumber: 'DLG-7781',
    firmName: 'Demo Law Group',
    consumer: {
      firstName: 'Jordan',
      lastName: 'Ellis',
      email: 'jordan.ellis@example.test',
      phone: '(512) 555-0142',
      street: '100 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
    },
    case: {
      lawsuit: true,
      court: 'Travis County Justice Court, Precinct 5',
      civilNumber: '2026-CV-0042',
      plaintiff: 'Midland Credit Management, Inc.',
      state: 'TX',
      amountCents: 500_000,
      timeBarred: false,
    },
    debtAnswerAt: null,
    events,
    ...over,
  };
}

const negotiation = (): FactsEvent[] => [
  event({
    party: 'consumer',
    action: 'offer',
    createdAt: at('2026-03-01T15:00:00Z'),
    offers: [{ total_amount_cents: 150_000, payments: 3, first_payment_date: '2026-04-01', phases: [] }],
  }),
  event({
    party: 'collector',
    action: 'counteroffer',
    createdAt: at('2026-03-03T15:00:00Z'),
    offers: [tiered],
    disclosures: ['This counteroffer is a communication from a debt collector', 'Texas residents: call 800-555-0100.'],
  }),
  event({
    party: 'consumer',
    action: 'accept',
    createdAt: at('2026-03-05T15:00:00Z'),
    params: { accepted_offer_index: 0, payment_details_on_file: true },
  }),
  event({
    party: 'collector',
    action: 'sent_settlement_agreement',
    createdAt: at('2026-03-06T15:00:00Z'),
    disclosures: ['This document is a communication from a debt collector.'],
  }),
];

const signing = (params: Record<string, unknown>) =>
  event({ party: 'consumer', action: 'signed_settlement_agreement', createdAt: at('2026-03-07T18:30:00Z'), params });

/** Text as one line per run of whitespace, so assertions do not depend on where pdfkit wrapped a line. */
async function textOf(pdf: Buffer): Promise<string> {
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return (await pdfText(pdf)).text.replace(/\s+/g, ' ');
}

describe('rendered documents', () => {
  it('refuses the agreement before signing and the answer without one', () => {
    expect(refusalOf('settlement_agreement', facts(negotiation()))).toBe(NOT_SIGNED);
    expect(refusalOf('debt_answer', facts(negotiation()))).toBe(NO_DEBT_ANSWER);
    expect(refusalOf('authorization_letter', facts([]))).toBeNull();
    expect(() => renderDataOf('settlement_agreement', facts(negotiation()))).toThrow(NOT_SIGNED);
  });

  it('draws the settlement agreement with parties, terms, schedule, disclosure and signature', async () => {
    const f = facts([
      ...negotiation(),
      signing({
        signature_name: 'Jordan A. Ellis',
        signed_at: '2026-03-07T18:29:41.000Z',
        ip: '203.0.113.24',
        user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
        accepted_offer: tiered,
      }),
    ]);
    const data = renderDataOf('settlement_agreement', f);
    const text = await textOf(await renderDocumentPdf(data));
    // Parties
    expect(text).toContain('Jordan Ellis');
    expect(text).toContain('Midland Credit Management, Inc.');
    expect(text).toContain('Demo Law Group');
    expect(text).toContain('2026-CV-0042');
    // Terms: $2,500 in 2 x $500 + 3 x $400, the remainder $300 as an extra final payment, monthly from April 15.
    expect(text).toContain('$2,500.00');
    expect(text).toContain('Tier 1: 2 monthly payments of $500.00.');
    expect(text).toContain('Tier 2: 3 monthly payments of $400.00.');
    expect(text).toContain('Then a final payment of $300.00, the remainder of the settlement amount.');
    expect(text).toContain('6 payments in all');
    expect(text).toMatch(/1 April 15, 2026 \$500\.00/);
    expect(text).toMatch(/3 June 15, 2026 \$400\.00/);
    expect(text).toMatch(/6 September 15, 2026 \$300\.00/);
    expect(text).toContain('Amount forgiven $2,500.00');
    // Disclosures: the notice, and the firm's extra line from its counteroffer.
    expect(text).toContain('This is a communication from a debt collector.');
    expect(text).toContain('Texas residents: call 800-555-0100.');
    // Signature block
    expect(text).toContain('Signed by Jordan A. Ellis');
    expect(text).toContain('March 7, 2026 at 18:29:41 UTC');
    expect(text).toContain('203.0.113.24');
    expect(text).toContain('Chrome/140');
  });

  it('takes the terms from the events and copes with a signing that recorded no signature details', async () => {
    const data = renderDataOf('settlement_agreement', facts([...negotiation(), signing({})]));
    expect(data.kind === 'settlement_agreement' && data.terms).toEqual(tiered);
    const text = await textOf(await renderDocumentPdf(data));
    expect(text).toContain('Signed by Not recorded');
    expect(text).toContain('March 7, 2026 at 18:30:00 UTC');
  });

  it('draws equal payments with the rest on the last one', async () => {
    const events = [
      event({
        party: 'consumer',
        action: 'offer',
        offers: [{ total_amount_cents: 100_000, payments: 3, first_payment_date: '2026-01-31', phases: [] }],
      }),
      event({
        party: 'collector',
        action: 'accept',
        params: { accepted_offer_index: 0, payment_details_on_file: true },
      }),
      event({ party: 'collector', action: 'sent_settlement_agreement' }),
      signing({ signature_name: 'Jordan Ellis', signed_at: '2026-01-20T12:00:00Z', ip: '198.51.100.7' }),
    ];
    const text = await textOf(await renderDocumentPdf(renderDataOf('settlement_agreement', facts(events))));
    expect(text).toContain('3 monthly payments, beginning January 31, 2026');
    expect(text).toContain('2 of $333.33 and a final payment of $333.34');
    // Monthly from January 31: February has no 31st, so that payment falls on its last day.
    expect(text).toMatch(/2 February 28, 2026 \$333\.33/);
    expect(text).toMatch(/3 March 31, 2026 \$333\.34/);
  });

  it('draws the authorization letter with the account, the proposal and the notice', async () => {
    const text = await textOf(await renderDocumentPdf(renderDataOf('authorization_letter', facts(negotiation()))));
    expect(text).toContain('Authorization to Communicate and Negotiate');
    expect(text).toContain('I, Jordan Ellis, authorize Demo Law Group');
    expect(text).toContain('Midland Credit Management, Inc.');
    expect(text).toContain('$5,000.00');
    expect(text).toContain('DLG-7781');
    expect(text).toContain('A settlement of $1,500.00 (30.0% of the amount claimed).');
    expect(text).toContain('3 monthly payments of $500.00');
    expect(text).toContain('This is a communication from a debt collector.');
    expect(text).toContain('March 1, 2026');
  });

  it('draws the answer to summons: court, number, parties, denial, defenses, signature line', async () => {
    const f = facts(negotiation(), { debtAnswerAt: at('2026-02-25T09:00:00Z') });
    const text = await textOf(await renderDocumentPdf(renderDataOf('debt_answer', f)));
    expect(text).toContain('IN THE TRAVIS COUNTY JUSTICE COURT, PRECINCT 5');
    expect(text).toContain('STATE OF TEXAS');
    expect(text).toContain('Case No. 2026-CV-0042');
    expect(text).toContain('Midland Credit Management, Inc., Plaintiff');
    expect(text).toContain('Jordan Ellis, Defendant');
    expect(text).toContain('GENERAL DENIAL');
    expect(text).toContain('Lack of standing');
    expect(text).toContain('Statute of limitations');
    expect(text).toContain('Jordan Ellis, Defendant, pro se');
    expect(text).toContain('Date: February 25, 2026');
    expect(text).toContain('CERTIFICATE OF SERVICE');
    // The consumer's own filing is not a collector communication.
    expect(text).not.toContain('communication from a debt collector');
  });

  it('keeps the fingerprint while the shown data is the same and changes it when it changes', () => {
    const signed = [...negotiation(), signing({ signature_name: 'Jordan Ellis' })];
    const a = fingerprintOf(renderDataOf('settlement_agreement', facts(signed)));
    expect(fingerprintOf(renderDataOf('settlement_agreement', facts(signed)))).toBe(a);
    expect(fingerprintOf(renderDataOf('settlement_agreement', facts(signed, { fileNumber: 'DLG-9' })))).not.toBe(a);
    expect(fingerprintOf(renderDataOf('authorization_letter', facts(signed)))).not.toBe(a);
  });

  it('breaks a long schedule over pages and repeats the running notice', async () => {
    const long = { total_amount_cents: 600_000, payments: 60, first_payment_date: '2026-05-01', phases: [] };
    const events = [
      event({ party: 'consumer', action: 'offer', offers: [long] }),
      event({
        party: 'collector',
        action: 'accept',
        params: { accepted_offer_index: 0, payment_details_on_file: true },
      }),
      event({ party: 'collector', action: 'sent_settlement_agreement' }),
      signing({ signature_name: 'Jordan Ellis' }),
    ];
    const { pages } = await pdfText(await renderDocumentPdf(renderDataOf('settlement_agreement', facts(events))));
    expect(pages.length).toBeGreaterThan(2);
    for (const [i, page] of pages.entries()) {
      expect(page).toContain('This is a communication from a debt collector.');
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
    }
    expect(pages.join(' ')).toMatch(/60 April 1, 2031 \$100\.00/);
  });
});
