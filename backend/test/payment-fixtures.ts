import type { Response } from 'supertest';
import type { OfferTerms } from '@parley/domain/negotiation';
import type { DemoEvent } from '../src/database/seeders/demo-accounts';
import { DemoPaymentProvider } from '../src/integrations/payments/demo.driver';
import { PaymentProvider } from '../src/integrations/payments/payments.port';
import { offerEvent } from './account-factory';

/** The demo card form's fields for a card that succeeds (4242...), as the payment tests type it. */
export const DEMO_CARD = {
  number: '4242 4242 4242 4242',
  exp: '12/34',
  cvc: '123',
  name: 'Jordan Rivera',
  zip: '77002',
};

/** The same card form with another test number (a declining one, say). */
export const demoCard = (number: string) => ({ ...DEMO_CARD, number });

/** Awaits a request and fails with its body when the status is not the expected one. */
export async function expectStatus(status: number, pending: Promise<Response>): Promise<Response> {
  const res = await pending;
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res;
}

/** A consumer offer the firm accepted (payment details on file): the settlement is agreed, not yet signed. */
export const agreedOnly = (agreed: OfferTerms): DemoEvent[] => [
  offerEvent(agreed, 10),
  {
    party: 'collector',
    action: 'accept',
    daysAgo: 9,
    params: { accepted_offer_index: 0, payment_details_on_file: true },
  },
];

/** An agreed settlement whose agreement was sent and signed: waiting for the consumer's payment set-up. */
export const signedAgreement = (agreed: OfferTerms): DemoEvent[] => [
  ...agreedOnly(agreed),
  { party: 'collector', action: 'sent_settlement_agreement', daysAgo: 8 },
  { party: 'consumer', action: 'signed_settlement_agreement', daysAgo: 7 },
];

/**
 * An event body signed as the api's demo payment provider signs its deliveries. Its webhook secret is random per
 * process, so only the running provider can sign; a test in the same process asks it.
 */
export function demoSignature(api: { app: { get(token: unknown): unknown } }, body: string): string {
  const provider = api.app.get(PaymentProvider);
  if (!(provider instanceof DemoPaymentProvider)) throw new Error('the api does not run the demo payment provider');
  return provider.sign(body);
}
