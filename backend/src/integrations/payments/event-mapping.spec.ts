import { CARD_MESSAGES, checkDemoCard, luhnValid } from './demo/demo-cards';
import { signPayload, verifySignature } from './demo/signature';
import { MalformedEventError, mapProviderEvent } from './event-mapping';
import { CardError, WebhookSignatureError } from './payments.port';

const pi = {
  id: 'pi_1',
  object: 'payment_intent',
  amount: 30000,
  status: 'requires_payment_method',
  customer: { id: 'cus_1', object: 'customer' },
  payment_method: null,
  created: 1795000000,
  metadata: { installment_id: '9', commission: '3000', ignored: 5 },
  last_payment_error: { message: 'Your card was declined.', payment_method: { id: 'pm_1' } },
};
const event = (type: string, object: unknown) => ({
  id: 'evt_1',
  object: 'event',
  type,
  created: 1795000001,
  data: { object },
});

describe('provider event mapping', () => {
  it('maps payment intent events to our union in cents, with expanded references reduced to ids', () => {
    expect(mapProviderEvent(event('payment_intent.payment_failed', pi))).toEqual({
      id: 'evt_1',
      type: 'payment_intent.payment_failed',
      created: 1795000001,
      paymentIntent: {
        id: 'pi_1',
        status: 'requires_payment_method',
        amountCents: 30000,
        customerId: 'cus_1',
        paymentMethodId: 'pm_1',
        created: 1795000000,
        metadata: { installment_id: '9', commission: '3000' },
        lastPaymentError: 'Your card was declined.',
      },
    });
    const ok = mapProviderEvent(
      event('payment_intent.succeeded', {
        ...pi,
        status: 'succeeded',
        last_payment_error: null,
        payment_method: 'pm_2',
      }),
    );
    expect(ok).toMatchObject({
      type: 'payment_intent.succeeded',
      paymentIntent: { status: 'succeeded', paymentMethodId: 'pm_2', lastPaymentError: null },
    });
  });

  it('maps a refund and ignores events we do not act on', () => {
    const charge = {
      id: 'ch_1',
      object: 'charge',
      payment_intent: 'pi_1',
      amount: 30000,
      amount_refunded: 500,
      refunds: { data: [{ id: 're_1', amount: 500, status: 'succeeded' }] },
    };
    expect(mapProviderEvent(event('charge.refunded', charge))).toEqual({
      id: 'evt_1',
      type: 'charge.refunded',
      created: 1795000001,
      refund: { id: 're_1', paymentIntentId: 'pi_1', amountCents: 500, status: 'succeeded' },
      totalRefundedCents: 500,
    });
    const dispute = { id: 'dp_1', object: 'dispute', payment_intent: 'pi_1', amount: 30000, status: 'needs_response' };
    expect(mapProviderEvent(event('charge.dispute.created', dispute))).toEqual({
      id: 'evt_1',
      type: 'charge.dispute.created',
      created: 1795000001,
      dispute: { id: 'dp_1', paymentIntentId: 'pi_1', amountCents: 30000, status: 'needs_response' },
    });
    expect(mapProviderEvent(event('customer.created', { id: 'cus_1' }))).toEqual({
      id: 'evt_1',
      type: 'ignored',
      created: 1795000001,
      providerType: 'customer.created',
    });
  });

  it('refuses what is not an event', () => {
    expect(() => mapProviderEvent({})).toThrow(MalformedEventError);
    expect(() => mapProviderEvent({ id: 'evt', type: 'x', created: 1 })).toThrow(MalformedEventError);
  });
});

describe("Stripe's signature scheme (demo provider)", () => {
  const body = '{"id":"evt_1"}';
  it('accepts the exact bytes signed with the secret within five minutes', () => {
    const now = 1795000000;
    expect(() =>
      verifySignature(Buffer.from(body), signPayload(body, 'whsec_a', now), 'whsec_a', now + 299),
    ).not.toThrow();
    expect(() => verifySignature(Buffer.from(body), signPayload(body, 'whsec_a', now), 'whsec_a', now + 301)).toThrow(
      WebhookSignatureError,
    );
    expect(() => verifySignature(Buffer.from(`${body}\n`), signPayload(body, 'whsec_a', now), 'whsec_a', now)).toThrow(
      WebhookSignatureError,
    );
    expect(() => verifySignature(Buffer.from(body), signPayload(body, 'whsec_b', now), 'whsec_a', now)).toThrow(
      WebhookSignatureError,
    );
    expect(() => verifySignature(Buffer.from(body), 't=abc,v1=', 'whsec_a', now)).toThrow(WebhookSignatureError);
    expect(() => verifySignature(Buffer.from(body), undefined, 'whsec_a', now)).toThrow(WebhookSignatureError);
  });
});

describe('demo test cards', () => {
  const today = new Date('2026-11-23T12:00:00Z');
  const card = (number: string, patch = {}) => ({
    kind: 'demo_card' as const,
    number,
    exp_month: 12,
    exp_year: 2030,
    cvc: '123',
    name: 'A',
    zip: '12345',
    ...patch,
  });
  const refusal = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      return (e as CardError).message;
    }
    return null;
  };
  it.each([
    ['4242 4242 4242 4242', {}, null],
    ['4000000000000002', {}, CARD_MESSAGES.card_declined],
    ['4242424242424241', {}, CARD_MESSAGES.incorrect_number],
    ['4242424242424242', { exp_month: 13 }, CARD_MESSAGES.invalid_expiry],
    ['4242424242424242', { exp_month: 10, exp_year: 2026 }, CARD_MESSAGES.expired_card],
    ['4242424242424242', { exp_month: 11, exp_year: 2026 }, null],
    ['4242424242424242', { cvc: '12' }, CARD_MESSAGES.invalid_cvc],
    ['378282246310005', { cvc: '123' }, CARD_MESSAGES.invalid_cvc],
    ['378282246310005', { cvc: '1234' }, null],
  ])('%s %j -> %s', (number, patch, message) => {
    expect(refusal(() => checkDemoCard(card(number, patch), today))).toBe(message);
  });
  it('tells how saved cards behave when charged', () => {
    expect(checkDemoCard(card('4242424242424242'), today)).toEqual({
      digits: '4242424242424242',
      brand: 'visa',
      behavior: 'succeeds',
    });
    expect(checkDemoCard(card('4000000000000341'), today).behavior).toBe('declines_charges');
    expect(checkDemoCard(card('4000000000009995'), today).behavior).toBe('insufficient_funds');
    expect(checkDemoCard(card('5555555555554444'), today).brand).toBe('mastercard');
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('42424242')).toBe(false);
  });
});
