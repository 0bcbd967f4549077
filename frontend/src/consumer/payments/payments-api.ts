import { http } from '../../shared/http';
import type { SetupCheckout } from './plan-api';

/** The autopay calls (docs/api/payments.md). Amounts are cents; dates YYYY-MM-DD. */

export type InstallmentStatus = 'upcoming' | 'scheduled' | 'processing' | 'succeeded' | 'failed' | 'canceled';

export interface AutopayView {
  customer_document_id: number;
  current_action: string | null;
  provider: { mode: 'demo' | 'stripe'; publishable_key: string | null };
  total_amount_cents: number | null;
  schedule: Array<{ index: number; due_date: string; amount_cents: number; status: InstallmentStatus }>;
  payment_plan: null | {
    id: number;
    status: 'pending' | 'active' | 'completed' | 'canceled';
    autopay_day: number | null;
    card: { brand: string; last4: string; exp_month: number; exp_year: number };
    needs_attention: boolean;
    last_payment_error: string | null;
    payments_made: number;
    payments_total: number;
    paid_cents: number;
    progress_percentage: number;
    next_payment_amount: number | null;
    next_payment_date: string | null;
  };
}

export interface DemoCard {
  number: string;
  exp: string;
  cvc: string;
  name: string;
  zip: string;
}

/** The card form's card or Stripe Elements payment method, or a setup checkout the consumer confirmed. */
export type AutopaySetupBody = { card: DemoCard } | { payment_method_id: string } | { setup_intent_id: string };

export const paymentsApi = {
  autopay: (documentId: number) => http.get<AutopayView>(`/api/customer_documents/${documentId}/autopay`),
  setUpAutopay: (documentId: number, body: AutopaySetupBody, idempotencyKey?: string) =>
    http.post<AutopayView>(`/api/customer_documents/${documentId}/autopay`, body, { idempotencyKey }),
  /** Opens a setup checkout (intent type setup) for "Another payment method". */
  openSetupCheckout: (documentId: number, iframe = false) =>
    http.post<{ checkout: SetupCheckout }>(
      `/api/customer_documents/${documentId}/autopay/checkout`,
      iframe ? { iframe_context: true } : {},
    ),
  /** The demo checkout form's confirm of a setup (demo provider only): answers where the browser goes next. */
  demoConfirmSetup: (
    documentId: number,
    setupIntentId: string,
    body: { client_secret: string; card: DemoCard; iframe_context?: boolean },
  ) =>
    http.post<{ status: string; redirect_url: string }>(
      `/api/customer_documents/${documentId}/setup_intents/${encodeURIComponent(setupIntentId)}/demo_confirm`,
      body,
    ),
};

/** 'Nov 23, 2026' (MMM d, yyyy, as the consumer pages show dates), for a calendar date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    d,
  );
}

/** When autopay charges a payment due on `iso`: 23:59:59 UTC that day, shown in the consumer's own time. */
export function billedAt(iso: string): string {
  const d = new Date(`${iso}T23:59:59Z`);
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(d);
}

/** An instant (epoch seconds) in the consumer's own time zone: 'Dec 1, 2026, 6:59 PM'. */
export function formatInstant(epochSeconds: number): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(epochSeconds * 1000));
}
