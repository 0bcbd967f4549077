import { z } from 'zod';
import { ADDITIONAL_PAYMENT_MESSAGES } from '../../../domain/payments/additional-payment';
import { PAYMENT_DATE_MESSAGES } from '../../../domain/payments/payment-date';
import { demoCardSchema } from './autopay.dto';

export const CHOOSE_PAYMENT_TYPE = 'Please choose to pay your full balance or a custom amount.';
export const CHOOSE_APPLICATION = 'Please choose whether to pay your next payments or your last payments.';

/** `PUT|PATCH /api/subscription_payment_dates/{documentId}`: the date is checked against the plan by the rules. */
export const paymentDateSchema = z.object(
  { payment_date: z.unknown().optional() },
  { error: PAYMENT_DATE_MESSAGES.required },
);
export type PaymentDateBody = z.infer<typeof paymentDateSchema>;

/** `POST /api/customer_documents/{id}/additional_payment` (cycle count checked against the plan by the rules). */
export const additionalPaymentSchema = z.object(
  {
    payment_type: z.enum(['full', 'custom'], { error: CHOOSE_PAYMENT_TYPE }),
    application_mode: z.enum(['front', 'back'], { error: CHOOSE_APPLICATION }).optional(),
    cycle_count: z.unknown().optional(),
    total_amount_cents: z
      .number({ error: ADDITIONAL_PAYMENT_MESSAGES.amountRequired })
      .int(ADDITIONAL_PAYMENT_MESSAGES.amountRequired)
      .max(Number.MAX_SAFE_INTEGER, ADDITIONAL_PAYMENT_MESSAGES.exceedsBalance)
      .nullable()
      .optional(),
    iframe_context: z.boolean().optional(),
    /** Pay this once with another card (the demo form's fields, or a Stripe Elements payment method); autopay keeps its card. */
    card: demoCardSchema.optional(),
    payment_method_id: z
      .string({ error: 'payment_method_id must be a Stripe payment method id (pm_...).' })
      .regex(/^pm_[A-Za-z0-9_]{1,200}$/, 'payment_method_id must be a Stripe payment method id (pm_...).')
      .optional(),
  },
  { error: CHOOSE_PAYMENT_TYPE },
);
export type AdditionalPaymentBody = z.infer<typeof additionalPaymentSchema>;
