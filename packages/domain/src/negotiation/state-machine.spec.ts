import { actionLabel, DISPUTED, LAST_ACTION_ORDER, PAID, statusRank, STATUS_ORDER } from './labels';
import {
  applyEvent,
  currentActionOf,
  deriveState,
  DISPUTABLE,
  DISPUTE_ALREADY_VERIFIED,
  DISPUTE_PAUSES,
  DISPUTE_TOO_LATE,
  INITIAL_STATE,
  RefusedTransition,
  type NegotiationState,
} from './state-machine';
import {
  CURRENT_ACTION_TYPES,
  type NegotiationAction,
  type NegotiationEventInput,
  type OfferTerms,
  type Party,
} from './types';

const offer = (total = 100000, first = '2099-01-01'): OfferTerms => ({
  total_amount_cents: total,
  payments: 4,
  first_payment_date: first,
  phases: [],
});
const e = (
  party: Party,
  action: NegotiationAction,
  extra: Partial<NegotiationEventInput> = {},
): NegotiationEventInput => ({ party, action, ...extra });

/** A history that reaches each state, shortest path (payment details not on file). */
const PATHS: Record<string, NegotiationEventInput[]> = {
  accept_or_counteroffer: [e('consumer', 'offer', { offers: [offer()] })],
};
PATHS.waiting_for_customer = [
  ...PATHS.accept_or_counteroffer,
  e('collector', 'counteroffer', { offers: [offer(150000), offer(160000)] }),
];
PATHS.request_payment_details = [...PATHS.accept_or_counteroffer, e('collector', 'accept')];
PATHS.request_settlement_agreement = [...PATHS.request_payment_details, e('collector', 'sent_payment_details')];
PATHS.waiting_for_signed_settlement_agreement = [
  ...PATHS.request_settlement_agreement,
  e('collector', 'sent_settlement_agreement'),
];
PATHS.waiting_for_payment = [
  ...PATHS.waiting_for_signed_settlement_agreement,
  e('consumer', 'signed_settlement_agreement'),
];
PATHS.payment_setup_complete = [...PATHS.waiting_for_payment, e('consumer', 'set_up_autopay')];
PATHS.first_payment_made = [
  ...PATHS.payment_setup_complete,
  e('system', 'payment_made', { payments_made: 1, payments_total: 4 }),
];

const ALL_EVENTS: NegotiationEventInput[] = [
  e('consumer', 'offer', { offers: [offer()] }),
  e('consumer', 'counteroffer', { offers: [offer()] }),
  e('collector', 'counteroffer', { offers: [offer()] }),
  e('collector', 'accept'),
  e('consumer', 'accept'),
  e('collector', 'sent_confusing_response_to_offer'),
  e('collector', 'sent_confusing_response_to_payment_details_request'),
  e('collector', 'sent_payment_details'),
  e('collector', 'sent_settlement_agreement'),
  e('consumer', 'signed_settlement_agreement'),
  e('consumer', 'set_up_autopay'),
  e('system', 'payment_made', { payments_made: 2, payments_total: 4 }),
  e('consumer', 'dispute'),
  e('collector', 'sent_verification'),
  // Wrong parties for each action are refused everywhere.
  e('collector', 'offer', { offers: [offer()] }),
  e('consumer', 'sent_payment_details'),
  e('collector', 'signed_settlement_agreement'),
  e('collector', 'payment_made'),
  e('collector', 'dispute'),
  e('system', 'dispute'),
  e('consumer', 'sent_verification'),
  e('system', 'sent_verification'),
  // The firm's settlement rule answers offers as the system: only an acceptance or a counteroffer.
  e('system', 'accept'),
  e('system', 'counteroffer', { offers: [offer()] }),
  e('system', 'sent_payment_details'),
  e('system', 'sent_settlement_agreement'),
];

/** The allowed (state, party, action) -> next state table. Anything else must be refused. */
const ALLOWED: Record<string, Record<string, string>> = {
  none: { 'consumer offer': 'accept_or_counteroffer', 'consumer dispute': 'none' },
  accept_or_counteroffer: {
    'consumer dispute': 'accept_or_counteroffer',
    'consumer offer': 'accept_or_counteroffer',
    'collector counteroffer': 'waiting_for_customer',
    'collector accept': 'request_payment_details',
    'system counteroffer': 'waiting_for_customer',
    'system accept': 'request_payment_details',
    'collector sent_confusing_response_to_offer': 'accept_or_counteroffer',
  },
  waiting_for_customer: {
    'consumer dispute': 'waiting_for_customer',
    'consumer counteroffer': 'accept_or_counteroffer',
    'consumer accept': 'request_payment_details',
  },
  request_payment_details: {
    'consumer dispute': 'request_payment_details',
    'collector sent_payment_details': 'request_settlement_agreement',
    'collector sent_confusing_response_to_payment_details_request': 'request_payment_details',
  },
  request_settlement_agreement: {
    'consumer dispute': 'request_settlement_agreement',
    'collector sent_settlement_agreement': 'waiting_for_signed_settlement_agreement',
  },
  waiting_for_signed_settlement_agreement: {
    'consumer dispute': 'waiting_for_signed_settlement_agreement',
    'consumer signed_settlement_agreement': 'waiting_for_payment',
  },
  waiting_for_payment: {
    'consumer set_up_autopay': 'payment_setup_complete',
    'system payment_made': 'first_payment_made',
  },
  payment_setup_complete: { 'system payment_made': 'first_payment_made' },
  first_payment_made: { 'system payment_made': 'first_payment_made' },
};

describe('negotiation state machine', () => {
  const states: Array<[string, NegotiationState]> = [
    ['none', INITIAL_STATE],
    ...CURRENT_ACTION_TYPES.map((t): [string, NegotiationState] => [t, deriveState(PATHS[t])]),
  ];

  it('reaches each of the 8 current_action types', () => {
    for (const t of CURRENT_ACTION_TYPES) expect(deriveState(PATHS[t]).current).toBe(t);
  });

  for (const [name, state] of states) {
    for (const ev of ALL_EVENTS) {
      const key = `${ev.party} ${ev.action}`;
      const expected = ALLOWED[name][key];
      it(`${name} + ${key} -> ${expected ?? 'refused'}`, () => {
        if (expected) expect(applyEvent(state, ev).current).toBe(expected === 'none' ? null : expected);
        else expect(() => applyEvent(state, ev)).toThrow(RefusedTransition);
      });
    }
  }

  describe('disputes (W-VALIDATION)', () => {
    const dispute = e('consumer', 'dispute');
    const verify = e('collector', 'sent_verification');
    const disputable = states.filter(([, st]) => DISPUTABLE.includes(st.current));

    it('may be opened before any offer and in every state before the signature, and nowhere after', () => {
      expect(disputable.map(([n]) => n)).toEqual([
        'none',
        'accept_or_counteroffer',
        'waiting_for_customer',
        'request_payment_details',
        'request_settlement_agreement',
        'waiting_for_signed_settlement_agreement',
      ]);
      for (const [, st] of states.filter(([, x]) => !DISPUTABLE.includes(x.current))) {
        expect(() => applyEvent(st, dispute)).toThrow(DISPUTE_TOO_LATE);
      }
    });

    for (const [name, state] of disputable) {
      const paused = applyEvent(state, dispute);
      for (const ev of ALL_EVENTS) {
        const key = `${ev.party} ${ev.action}`;
        if (key === 'collector sent_verification') {
          it(`disputed ${name} + ${key} -> resumes at ${name}`, () => {
            const resumed = applyEvent(paused, ev);
            expect(resumed).toMatchObject({ current: state.current, disputed: false, verified: true });
            expect(resumed.openOffers).toEqual(state.openOffers);
            expect(resumed.lastAction).toBe('Lawyer Sent Verification');
          });
        } else {
          it(`disputed ${name} + ${key} -> refused (paused)`, () => {
            expect(() => applyEvent(paused, ev)).toThrow(DISPUTE_PAUSES);
          });
        }
      }
      it(`disputed ${name}: the current action keeps its type and says disputed`, () => {
        expect(paused.current).toBe(state.current);
        expect(paused.lastAction).toBe('Consumer Disputed Debt');
        const action = currentActionOf(paused);
        if (state.current === null) expect(action).toBeNull();
        else
          expect(action).toEqual({
            type: state.current,
            params: { ...currentActionOf(state)!.params, disputed: true },
          });
      });
    }

    it('is opened once: after verification a second dispute is refused and the negotiation goes on', () => {
      const resumed = deriveState([...PATHS.waiting_for_customer, dispute, verify]);
      expect(() => applyEvent(resumed, dispute)).toThrow(DISPUTE_ALREADY_VERIFIED);
      expect(currentActionOf(resumed)?.params.disputed).toBeUndefined();
      const accepted = applyEvent(resumed, e('consumer', 'accept', { accepted_offer_index: 0 }));
      expect(accepted.current).toBe('request_payment_details');
    });

    it('verification without an open dispute is refused', () => {
      expect(() => applyEvent(deriveState(PATHS.accept_or_counteroffer), verify)).toThrow(
        'Lawyer Sent Verification is not possible while the account is at accept_or_counteroffer.',
      );
    });

    it('sorts the dispute statuses after every earlier label, keeping their ranks', () => {
      expect(STATUS_ORDER.slice(-2)).toEqual([DISPUTED, 'Lawyer Sent Verification']);
      expect(statusRank(PAID)).toBe(LAST_ACTION_ORDER.length + 1);
    });
  });

  it('skips payment details when the firm has them on file at acceptance', () => {
    const s = deriveState([
      ...PATHS.accept_or_counteroffer,
      e('collector', 'accept', { payment_details_on_file: true }),
    ]);
    expect(s.current).toBe('request_settlement_agreement');
  });

  it('the consumer accepts one of up to 5 counteroffers; the accepted terms are kept', () => {
    const s = deriveState([...PATHS.waiting_for_customer, e('consumer', 'accept', { accepted_offer_index: 1 })]);
    expect(s.agreed?.total_amount_cents).toBe(160000);
    expect(() =>
      applyEvent(deriveState(PATHS.waiting_for_customer), e('consumer', 'accept', { accepted_offer_index: 4 })),
    ).toThrow('There is no offer 5 to accept.');
    expect(() =>
      applyEvent(
        deriveState(PATHS.accept_or_counteroffer),
        e('collector', 'counteroffer', { offers: Array(6).fill(offer()) }),
      ),
    ).toThrow('1 to 5');
    expect(() =>
      applyEvent(deriveState(PATHS.accept_or_counteroffer), e('collector', 'counteroffer', { offers: [] })),
    ).toThrow('1 to 5');
  });

  it('derives last_action labels and the current_action params', () => {
    const s = deriveState(PATHS.first_payment_made);
    expect(s.lastAction).toBe('Payment Made');
    expect(currentActionOf(s)).toEqual({
      type: 'first_payment_made',
      params: { agreed_offer: offer(), payments_made: 1, payments_total: 4, paid: false },
    });
    const paid = applyEvent(s, e('system', 'payment_made', { payments_made: 4, payments_total: 4 }));
    expect(currentActionOf(paid)?.params.paid).toBe(true);
    expect(currentActionOf(deriveState(PATHS.accept_or_counteroffer))).toEqual({
      type: 'accept_or_counteroffer',
      params: { offer: offer() },
    });
    expect(currentActionOf(INITIAL_STATE)).toBeNull();
  });

  it('labels every action in the known order', () => {
    expect(actionLabel('consumer', 'offer')).toBe('Consumer Offer');
    expect(actionLabel('collector', 'counteroffer')).toBe('Lawyer Counteroffer');
    expect(actionLabel('consumer', 'counteroffer')).toBe('Consumer Counteroffer');
    expect(actionLabel('collector', 'accept')).toBe('Lawyer Accept');
    expect(actionLabel('consumer', 'accept')).toBe('Consumer Accept');
    // A settlement rule's answer is the firm's: it reads and sorts as the lawyer's.
    expect(actionLabel('system', 'accept')).toBe('Lawyer Accept');
    expect(actionLabel('system', 'counteroffer')).toBe('Lawyer Counteroffer');
    expect(LAST_ACTION_ORDER.slice(0, 10)).toEqual([
      'Consumer Offer',
      'Lawyer Sent Confusing Response to Offer',
      'Consumer Counteroffer',
      'Lawyer Counteroffer',
      'Lawyer Accept',
      'Consumer Accept',
      'Lawyer Sent Confusing Response To Payment Details Request',
      'Lawyer Sent Payment Details',
      'Lawyer Sent Settlement Agreement',
      'Consumer Signed Settlement Agreement',
    ]);
    expect(statusRank('Consumer Offer')).toBe(0);
    expect(statusRank('Paid')).toBe(STATUS_ORDER.length - 3);
    expect(statusRank('Something Else')).toBe(STATUS_ORDER.length);
  });
});

describe('payment progress', () => {
  it('never moves backwards when a payment_made event arrives late with an older count', () => {
    const s = deriveState([
      ...PATHS.payment_setup_complete,
      e('system', 'payment_made', { payments_made: 3, payments_total: 4 }),
      // The second payment's event, delivered after the third's.
      e('system', 'payment_made', { payments_made: 2, payments_total: 4 }),
    ]);
    expect(s).toMatchObject({ current: 'first_payment_made', paymentsMade: 3, paymentsTotal: 4 });
    expect(currentActionOf(s)).toMatchObject({ params: { payments_made: 3, paid: false } });
  });

  it('counts the final payment as paid even when an earlier one is reported after it', () => {
    const s = deriveState([
      ...PATHS.payment_setup_complete,
      e('system', 'payment_made', { payments_made: 4, payments_total: 4 }),
      e('system', 'payment_made', { payments_made: 1, payments_total: 4 }),
    ]);
    expect(s.paymentsMade).toBe(4);
    expect(currentActionOf(s)).toMatchObject({ params: { paid: true } });
  });
});
