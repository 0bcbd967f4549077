import { UnprocessableEntityException } from '@nestjs/common';
import type { PaymentMethodInput, ProviderMode } from '../../integrations/payments/payments.port';
import { parseExpiry, type AutopaySetupBody } from './dto/autopay.dto';

export const USE_SECURE_FORM = 'Card details must be entered in the secure card form.';
export const USE_DEMO_FORM = 'Use the demo card form: no real card is charged.';

/**
 * The card a consumer gave, as the provider takes it: with Stripe only a payment method created in the browser by
 * Stripe Elements (card data never touches us); with the demo provider only the marked demo form's fields.
 */
export function paymentMethodInputFor(mode: ProviderMode, body: AutopaySetupBody): PaymentMethodInput {
  if (mode === 'stripe') {
    if (!body.payment_method_id)
      throw new UnprocessableEntityException({ error: USE_SECURE_FORM, errors: [USE_SECURE_FORM] });
    return { kind: 'payment_method', payment_method_id: body.payment_method_id };
  }
  if (!body.card) throw new UnprocessableEntityException({ error: USE_DEMO_FORM, errors: [USE_DEMO_FORM] });
  const { month, year } = parseExpiry(body.card.exp);
  return {
    kind: 'demo_card',
    number: body.card.number,
    exp_month: month,
    exp_year: year,
    cvc: body.card.cvc,
    name: body.card.name,
    zip: body.card.zip,
  };
}
