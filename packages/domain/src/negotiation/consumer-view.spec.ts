import {
  completedStages,
  CONSUMER_STAGES,
  consumerEventText,
  consumerStepOf,
  describeTerms,
  signatureMatches,
  type ConsumerStep,
} from './consumer-view';
import { applyEvent, deriveState, INITIAL_STATE } from './state-machine';
import type { NegotiationAction, NegotiationEventInput, OfferTerms, Party } from './types';

const offer = (total = 100000, payments = 4): OfferTerms => ({
  total_amount_cents: total,
  payments,
  first_payment_date: '2099-01-01',
  phases: [],
});
const e = (party: Party, action: NegotiationAction, extra: Partial<NegotiationEventInput> = {}) => ({
  party,
  action,
  ...extra,
});

const history: NegotiationEventInput[] = [
  e('consumer', 'offer', { offers: [offer()] }),
  e('collector', 'counteroffer', { offers: [offer(150000), offer(160000)] }),
  e('consumer', 'accept', { accepted_offer_index: 1 }),
  e('collector', 'sent_payment_details'),
  e('collector', 'sent_settlement_agreement'),
  e('consumer', 'signed_settlement_agreement'),
  e('consumer', 'set_up_autopay'),
  e('system', 'payment_made', { payments_made: 1, payments_total: 2 }),
  e('system', 'payment_made', { payments_made: 2, payments_total: 2 }),
];

describe('the consumer view of a negotiation', () => {
  it('walks the steps and the stepper from the first offer to paid', () => {
    const seen: Array<[ConsumerStep, number]> = [[consumerStepOf(INITIAL_STATE), completedStages(INITIAL_STATE)]];
    let s = INITIAL_STATE;
    for (const ev of history) {
      s = applyEvent(s, ev);
      seen.push([consumerStepOf(s), completedStages(s)]);
    }
    expect(seen).toEqual([
      ['make_offer', 0],
      ['waiting_for_collector', 1],
      ['choose_offer', 2],
      ['waiting_for_agreement', 3],
      ['waiting_for_agreement', 3],
      ['sign_agreement', 4],
      ['set_up_autopay', 5],
      ['paying', 6],
      ['paying', 7],
      ['paid', 8],
    ]);
    expect(CONSUMER_STAGES).toHaveLength(8);
  });

  it('a dispute shows as disputed and keeps the stepper where it was', () => {
    const s = deriveState([...history.slice(0, 2), e('consumer', 'dispute')]);
    expect(consumerStepOf(s)).toBe('disputed');
    expect(completedStages(s)).toBe(2);
    expect(consumerStepOf(applyEvent(s, e('collector', 'sent_verification')))).toBe('choose_offer');
  });

  it('tells the history in plain words', () => {
    expect(consumerEventText('consumer', 'offer', [offer()])).toBe(
      'You offered $1,000.00 in 4 monthly payments from Jan 1, 2099.',
    );
    expect(consumerEventText('collector', 'counteroffer', [offer(), offer()])).toBe(
      'The collector countered with 2 offers to choose from.',
    );
    expect(consumerEventText('collector', 'counteroffer', [offer(50000, 1)])).toBe(
      'The collector countered with $500.00 in one payment on Jan 1, 2099.',
    );
    expect(consumerEventText('consumer', 'accept', [], { accepted_offer_index: 1 })).toBe('You accepted offer 2.');
    // The firm's settlement rule answers for the collector: the consumer reads the firm's answer.
    expect(consumerEventText('system', 'accept', [], { rule_id: 3 })).toBe('The collector accepted your offer.');
    expect(consumerEventText('system', 'counteroffer', [offer(50000, 1)])).toBe(
      'The collector countered with $500.00 in one payment on Jan 1, 2099.',
    );
    expect(consumerEventText('consumer', 'signed_settlement_agreement', [], { signature_name: 'Jo Doe' })).toBe(
      'You signed the settlement agreement as Jo Doe.',
    );
    expect(consumerEventText('system', 'payment_made', [], { payments_made: 2, payments_total: 5 })).toBe(
      'Payment 2 of 5 was made.',
    );
    expect(consumerEventText('consumer', 'dispute', [])).toBe('You disputed this debt.');
    expect(
      describeTerms({
        ...offer(200000),
        phases: [
          { index: 0, payment_amount_cents: 20000, iterations: 2 },
          { index: 1, payment_amount_cents: 50000, iterations: 2 },
        ],
      }),
    ).toBe('$2,000.00 in 2 tiers from Jan 1, 2099');
  });

  it('matches a typed signature to the name regardless of case, spaces and dots', () => {
    expect(signatureMatches('  jordan   RIVERA ', 'Jordan Rivera')).toBe(true);
    expect(signatureMatches('Jordan Rivera.', 'Jordan Rivera')).toBe(true);
    expect(signatureMatches('Jordan', 'Jordan Rivera')).toBe(false);
    expect(signatureMatches('J Rivera', 'Jordan Rivera')).toBe(false);
    expect(signatureMatches('', '')).toBe(false);
  });
});
