import { z } from 'zod';

/**
 * The providers' webhook bodies. The server reads them raw and checks the provider's signature over the exact bytes
 * before parsing them (a bad signature is 400), so these schemas describe the bodies for the API description.
 */

/** A Stripe event (`Stripe-Signature` header): the payment intent events Parley acts on. */
export const StripeWebhookEvent = z.object({
  id: z.string(),
  type: z.string().meta({ examples: ['payment_intent.succeeded', 'payment_intent.payment_failed'] }),
  data: z.object({ object: z.looseObject({ id: z.string() }) }),
});

/** A Checkbook.io check status notification (`signature` header). */
export const CheckbookNotification = z.looseObject({
  id: z.string(),
  status: z.string(),
});

/** A text a consumer sent (Twilio's inbound webhook, form-encoded, signed in the X-Twilio-Signature header). */
export const TwilioInboundSms = z.looseObject({
  From: z.string().meta({ examples: ['+13055550197'] }),
  Body: z.string().meta({ examples: ['STOP', 'HELP', 'START'] }),
});

// ---- answers ----

/** Stripe's webhook: received (a repeated event id is acknowledged again as a duplicate). */
export const StripeWebhookAnswer = z.object({ received: z.boolean(), duplicate: z.boolean() });
export type StripeWebhookAnswer = z.infer<typeof StripeWebhookAnswer>;

/** Checkbook's check notification: received, and whether it matched a payout. */
export const PayoutWebhookAnswer = z.object({ received: z.boolean(), matched: z.boolean() });
export type PayoutWebhookAnswer = z.infer<typeof PayoutWebhookAnswer>;
