import type { PaymentEvent, ProviderDispute, ProviderPaymentIntent, ProviderPaymentIntentStatus, ProviderRefund } from './payments.port';

/**
 * Maps a Stripe-shaped event (the JSON Stripe posts to webhooks, and the same JSON the demo provider emits) to our
 * event union. Plain objects in, so it is shared by both drivers without importing the SDK, and unit-tested.
 */
type Json = Record<string, unknown>;

const PI_STATUSES: ProviderPaymentIntentStatus[] = [
  'requires_payment_method',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
];

function str(v: unknown): string | null {
  return typeof v === 'string' ? v : null;
}
function idOf(v: unknown): string | null {
  // Stripe expands some references into objects; either way we want the id.
  if (typeof v === 'string') return v;
  if (v && typeof v === 'object' && typeof (v as Json).id === 'string') return (v as Json).id as string;
  return null;
}
function metadataOf(v: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (v && typeof v === 'object') for (const [k, x] of Object.entries(v as Json)) if (typeof x === 'string') out[k] = x;
  return out;
}

export function paymentIntentFrom(o: Json): ProviderPaymentIntent {
  const status = str(o.status) as ProviderPaymentIntentStatus;
  const error = o.last_payment_error as Json | null | undefined;
  return {
    id: String(o.id),
    status: PI_STATUSES.includes(status) ? status : 'requires_payment_method',
    amountCents: Number(o.amount),
    customerId: idOf(o.customer),
    paymentMethodId: idOf(o.payment_method) ?? idOf(error?.payment_method),
    created: Number(o.created),
    metadata: metadataOf(o.metadata),
    lastPaymentError: str(error?.message),
  };
}

function refundFrom(charge: Json): ProviderRefund {
  const refunds = ((charge.refunds as Json | undefined)?.data as Json[] | undefined) ?? [];
  const latest = refunds[0];
  return {
    id: String(latest?.id ?? `re_${String(charge.id)}`),
    paymentIntentId: idOf(charge.payment_intent) ?? '',
    amountCents: Number(latest?.amount ?? charge.amount_refunded ?? 0),
    status: (str(latest?.status) as ProviderRefund['status']) ?? 'succeeded',
  };
}

function disputeFrom(d: Json): ProviderDispute {
  return {
    id: String(d.id),
    paymentIntentId: idOf(d.payment_intent) ?? '',
    amountCents: Number(d.amount ?? 0),
    status: str(d.status) ?? 'needs_response',
  };
}

export class MalformedEventError extends Error {}

export function mapProviderEvent(event: Json): PaymentEvent {
  const id = str(event.id);
  const type = str(event.type);
  const created = Number(event.created);
  const object = (event.data as Json | undefined)?.object as Json | undefined;
  if (!id || !type || !Number.isFinite(created) || !object || typeof object !== 'object')
    throw new MalformedEventError('The event is not a payment provider event.');
  switch (type) {
    case 'payment_intent.processing':
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
      return { id, type, created, paymentIntent: paymentIntentFrom(object) };
    case 'charge.refunded': {
      const refund = refundFrom(object);
      // The charge's running total: a repeated or late event never lowers what is known to be refunded.
      return { id, type, created, refund, totalRefundedCents: Number(object.amount_refunded ?? refund.amountCents) };
    }
    case 'charge.dispute.created':
    case 'charge.dispute.closed':
      return { id, type, created, dispute: disputeFrom(object) };
    default:
      return { id, type: 'ignored', created, providerType: type };
  }
}
