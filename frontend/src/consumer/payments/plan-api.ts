import { http, serverMessages } from '../../shared/http';
import type { PaymentPlanView } from '@parley/domain/dashboard/payload';
import type { DemoCard } from './payments-api';

/** The payment plan calls (docs/api/payments.md, "Payment plan"). Amounts are cents; dates YYYY-MM-DD. */

export interface UpcomingPayment {
  index: number;
  amount_cents: number;
  due_date: string;
  status: 'scheduled' | 'failed';
}

export interface PlanDetails {
  plan: PaymentPlanView;
  card: { brand: string; last4: string } | null;
  provider: { mode: 'demo' | 'stripe'; publishable_key: string | null };
  last_payment_error: string | null;
  /** The server's calendar date (UTC): the date form's minimum is the day after. */
  today: string;
  payment_date: { changeable: boolean; next_payment_date: string | null; next_payment_amount: number | null };
  additional_payment: {
    available: boolean;
    upcoming: UpcomingPayment[];
    front_amounts_cents: number[];
    back_amounts_cents: number[];
    max_total_cents: number;
  };
}

export interface DateChangeAnswer {
  message: string;
  payment_plan: PaymentPlanView;
}

export interface AdditionalPaymentBody {
  payment_type: 'full' | 'custom';
  application_mode: 'front' | 'back';
  cycle_count: number | null;
  total_amount_cents: number | null;
  iframe_context?: boolean;
  /** Pay this once with another card: the demo form's fields, or a Stripe Elements payment method. */
  card?: DemoCard;
  payment_method_id?: string;
}

/** The payment form: what the browser needs to confirm an on-session checkout. */
interface CheckoutBase {
  client_secret: string;
  /** Absolute: Stripe sends the consumer there after confirming (the payment success page). */
  return_url: string;
  customer_email: string | null;
}

/** Intent type `payment`: an additional or early payment (confirmPayment). */
export interface PaymentCheckout extends CheckoutBase {
  intent_type: 'payment';
  payment_intent_id: string;
}

/** Intent type `setup`: autopay's payment method, saved for off-session charges (confirmSetup). */
export interface SetupCheckout extends CheckoutBase {
  intent_type: 'setup';
  setup_intent_id: string;
}

export type CheckoutPayload = PaymentCheckout | SetupCheckout;

export interface CheckoutAnswer {
  additional_payment: { id: number; status: string; amount_cents: number; payments: number[] };
  checkout: PaymentCheckout;
}

export interface DemoConfirmBody {
  client_secret: string;
  card: DemoCard;
  billing_email?: string | null;
  iframe_context?: boolean;
}

export interface AdditionalPaymentAnswer {
  additional_payment: { id: number; status: string; amount_cents: number; payments: number[] };
  payment_intent: { id: string; status: string };
  redirect_url: string;
}

export interface PaymentOutcome {
  id: string;
  customer_document_id: number;
  status: 'processing' | 'succeeded' | 'failed';
  amount_cents: number;
  error: string | null;
  recorded: boolean;
  kind: 'additional_payment' | 'autopay';
}

export const planApi = {
  details: (documentId: number) => http.get<PlanDetails>(`/api/customer_documents/${documentId}/payment_plan`),
  /** The date change: PUT with `payment_date` as YYYY-MM-DD (PATCH is accepted too). */
  changeDate: (documentId: number, paymentDate: string, apiUrl = `/api/subscription_payment_dates/${documentId}`) =>
    http.put<DateChangeAnswer>(apiUrl, { payment_date: paymentDate }),
  /** `idempotencyKey`: one per payment the consumer means to make, so a retry or double submit charges once. */
  pay: (documentId: number, body: AdditionalPaymentBody, idempotencyKey?: string) =>
    http.post<AdditionalPaymentAnswer>(`/api/customer_documents/${documentId}/additional_payment`, body, {
      idempotencyKey,
    }),
  /** The same additional payment, paid on-session: answers the checkout the payment form confirms. */
  checkout: (
    documentId: number,
    body: Omit<AdditionalPaymentBody, 'card' | 'payment_method_id'>,
    idempotencyKey?: string,
  ) =>
    http.post<CheckoutAnswer>(
      `/api/customer_documents/${documentId}/additional_payment`,
      { ...body, checkout: 'payment_element' },
      { idempotencyKey },
    ),
  /** The demo checkout form's confirm (demo provider only): answers where the browser goes next. */
  demoConfirm: (documentId: number, paymentIntentId: string, body: DemoConfirmBody) =>
    http.post<{ status: string; redirect_url: string }>(
      `/api/customer_documents/${documentId}/payment_intents/${encodeURIComponent(paymentIntentId)}/demo_confirm`,
      body,
    ),
  outcome: (documentId: number, paymentIntentId: string) =>
    http.get<PaymentOutcome>(
      `/api/customer_documents/${documentId}/payment_intents/${encodeURIComponent(paymentIntentId)}`,
    ),
};

export const DATE_ERRORS = {
  422: 'The selected date is invalid. Please choose a different date.',
  403: 'You do not have permission to change this payment date.',
  404: 'Payment plan not found. Please refresh the page and try again.',
  429: 'Too many requests. Please wait a moment and try again.',
  500: 'Service temporarily unavailable. Please try again later.',
  default: 'Failed to update payment date. Please try again.',
} as const;

/**
 * A failed payment date update in the priority order: the server's errors joined by commas, else
 * its message, else a sentence for the status, else the general one.
 */
export function paymentDateFailure(status: number | null, body: unknown): string {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (Array.isArray(record.errors)) {
      const list = serverMessages({ errors: record.errors });
      if (list.length) return list.join(', ');
    }
    if (typeof record.message === 'string' && record.message.trim()) return record.message;
    if (typeof record.error === 'string' && record.error.trim()) return record.error;
  }
  if (status === 422 || status === 403 || status === 404 || status === 429) return DATE_ERRORS[status];
  if (status != null && status >= 500) return DATE_ERRORS[500];
  return DATE_ERRORS.default;
}

export type PaymentDateErrorKind = 'permission' | 'not_found' | 'rate_limit' | 'service' | 'validation' | 'general';

export interface ClassifiedPaymentDateError {
  kind: PaymentDateErrorKind;
  title: string;
  message: string;
  suggestion: string;
}

/**
 * The dashboard's variant of a payment date failure: the sentence is sorted by its keywords into a
 * kind, checked in this order (the first kind whose keyword appears wins), each shown with a title and a suggestion.
 */
export const PAYMENT_DATE_ERROR_KINDS: Array<{ kind: PaymentDateErrorKind; keywords: string[]; title: string; suggestion: string }> = [
  {
    kind: 'permission',
    keywords: ['permission', 'not allowed', 'forbidden', 'not authorized', 'unauthorized'],
    title: 'You cannot change this date',
    suggestion: 'Sign in with the account that set up this payment plan, or contact support.',
  },
  {
    kind: 'not_found',
    keywords: ['not found', 'no longer exists', 'does not exist'],
    title: 'Payment plan not found',
    suggestion: 'Refresh the page to see your current payment plan.',
  },
  {
    kind: 'rate_limit',
    keywords: ['too many', 'rate limit', 'slow down'],
    title: 'Too many attempts',
    suggestion: 'Wait a minute, then try again.',
  },
  {
    kind: 'service',
    keywords: ['unavailable', 'server', 'timeout', 'timed out', 'try again later'],
    title: 'Service unavailable',
    suggestion: 'The problem is on our side. Please try again in a few minutes.',
  },
  {
    kind: 'validation',
    keywords: ['invalid', 'must', 'choose', 'between', 'too close', 'too far', 'cannot be', 'not a valid'],
    title: 'This date cannot be used',
    suggestion: 'Pick a date within the range shown above.',
  },
];

const GENERAL_ERROR = {
  kind: 'general' as const,
  title: 'The date was not changed',
  suggestion: 'Please try again. If it keeps happening, contact support.',
};

export function classifyPaymentDateError(message: string): ClassifiedPaymentDateError {
  const text = message.toLowerCase();
  const found = PAYMENT_DATE_ERROR_KINDS.find(k => k.keywords.some(word => text.includes(word))) ?? GENERAL_ERROR;
  return { kind: found.kind, title: found.title, suggestion: found.suggestion, message };
}

/** The dashboard with a 5-second banner (the dashboard reads success and message from the query). */
export function dashboardUrl(message: string, success = true): string {
  const q = new URLSearchParams({ success: String(success), message });
  return `/my_dashboard?${q.toString()}`;
}
