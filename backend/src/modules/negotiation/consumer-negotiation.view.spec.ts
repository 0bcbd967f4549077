import { deriveState, type OfferTerms } from '@parley/domain/negotiation';
import { toMachineEvent } from '../accounts/account-projection';
import { toConsumerView, uploadId, type ConsumerViewInput } from './consumer-negotiation.view';

const terms = (total: number, first = '2099-01-01'): OfferTerms => ({
  total_amount_cents: total,
  payments: 2,
  first_payment_date: first,
  phases: [],
});
const at = (d: number) => new Date(Date.UTC(2026, 10, d, 12));
type Ev = ConsumerViewInput['events'][number];
const ev = (id: number, party: Ev['party'], action: Ev['action'], extra: Partial<Ev> = {}): Ev => ({
  id,
  party,
  action,
  params: {},
  createdAt: at(id),
  offers: [],
  ...extra,
});

function input(events: Ev[]): ConsumerViewInput {
  return {
    doc: {
      id: 7,
      version: 4,
      firmName: 'Demo Law Group',
      plaintiffName: 'Discover Bank',
      debtAmountCents: 500000,
      civilNumber: 'CV-1',
      lawsuitState: 'TX',
      lawsuitExists: true,
      consumerName: 'Jo Doe',
    },
    state: deriveState(events.map(toMachineEvent)),
    events,
    disclosures: new Map([[2, ['This counteroffer is a communication from a debt collector']]]),
    plan: null,
    paymentsMade: 0,
    today: '2099-01-15',
    validFirstPaymentDate: '2099-01-18',
  };
}

const history: Ev[] = [
  ev(1, 'consumer', 'offer', { offers: [terms(100000)] }),
  ev(2, 'collector', 'counteroffer', { offers: [terms(150000), terms(160000, '2099-02-01')] }),
];

describe('the consumer view of a settlement', () => {
  it('shows the open counteroffers with schedules, passed dates and their disclosures', () => {
    const v = toConsumerView(input(history));
    expect(v).toMatchObject({ step: 'choose_offer', completed_stages: 2, version: 4 });
    expect(v.counteroffers).toMatchObject({
      event_id: 2,
      open: true,
      disclosures: ['This counteroffer is a communication from a debt collector'],
    });
    expect(v.counteroffers!.offers.map((o) => [o.index, o.first_payment_date_passed])).toEqual([
      [0, true],
      [1, false],
    ]);
    expect(v.counteroffers!.offers[1].schedule!.payments.map((p) => p.amount_cents)).toEqual([80000, 80000]);
    expect(v.my_offer!.terms.total_amount_cents).toBe(100000);
    expect(v.dispute).toEqual({
      disputed: false,
      can_dispute: true,
      reason: null,
      disputed_at: null,
      verified_at: null,
    });
    expect(v.history[1].disclosures).toEqual(['This counteroffer is a communication from a debt collector']);
  });

  it('closes the offers while disputed and keeps the reason', () => {
    const v = toConsumerView(input([...history, ev(3, 'consumer', 'dispute', { params: { reason: 'Not mine' } })]));
    expect(v.step).toBe('disputed');
    expect(v.counteroffers!.open).toBe(false);
    expect(v.dispute).toMatchObject({ disputed: true, can_dispute: false, reason: 'Not mine' });
    expect(v.current_action).toMatchObject({ type: 'waiting_for_customer', params: { disputed: true } });
  });

  it('links the latest agreement upload by its key id and keeps the signature (event time when unstamped)', () => {
    const key = 'settlement-agreements/7/0b6f6c1e-8f55-4a8f-9f57-2d4b7c0f4a11.pdf';
    const v = toConsumerView(
      input([
        ...history,
        ev(3, 'consumer', 'accept', { params: { accepted_offer_index: 1, payment_details_on_file: true } }),
        ev(4, 'collector', 'sent_settlement_agreement', {
          params: { files: [{ key, filename: 'a.pdf', size: 10, sha256: 'x' }, { nonsense: true }] },
        }),
        ev(5, 'consumer', 'signed_settlement_agreement', { params: { signature_name: 'Jo Doe', ip: '203.0.113.9' } }),
      ]),
    );
    expect(uploadId(key)).toBe('0b6f6c1e-8f55-4a8f-9f57-2d4b7c0f4a11');
    expect(v.agreement_uploads).toEqual([
      {
        id: '0b6f6c1e-8f55-4a8f-9f57-2d4b7c0f4a11',
        filename: 'a.pdf',
        size: 10,
        url: '/api/customer_documents/7/settlement_agreement_uploads/0b6f6c1e-8f55-4a8f-9f57-2d4b7c0f4a11',
      },
    ]);
    expect(v.signature).toEqual({ signature_name: 'Jo Doe', signed_at: at(5).toISOString(), ip: '203.0.113.9' });
    expect(v).toMatchObject({
      step: 'set_up_autopay',
      settlement_agreement_available: true,
      settlement_agreement_url: '/api/customer_documents/7/settlement_agreement.pdf',
      dispute: { can_dispute: false },
    });
    expect(v.agreed_offer!.terms.total_amount_cents).toBe(160000);
  });
});
