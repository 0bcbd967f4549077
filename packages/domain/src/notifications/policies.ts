/**
 * Notification policies: which firm members are e-mailed about which account events, by the
 * account's lawsuit state. Pure TypeScript shared by the API, the worker and the page.
 */
export const EVENT_TYPES = [
  'make_offer',
  'request_payment_details',
  'request_settlement_agreement',
  'new_message_from_consumer',
  'auto_answer',
] as const;
export type NotificationEventType = (typeof EVENT_TYPES)[number];
export const ALL = '*';

export const EVENT_LABELS: Record<NotificationEventType | typeof ALL, string> = {
  '*': 'All events',
  make_offer: 'Consumer makes an offer',
  request_payment_details: 'Payment details requested',
  request_settlement_agreement: 'Settlement agreement requested',
  new_message_from_consumer: 'New message from a consumer',
  auto_answer: 'A settlement rule answers an offer',
};

export const POLICY_MESSAGES = {
  atLeastOneEmail: 'Please enter at least one email address',
  firstEmailRequired: 'Please enter the first email address',
  invalidEmail: 'Please enter a valid email address',
  invalidEvent: 'Please choose an event type',
  invalidState: 'Please choose valid states',
} as const;

/** Recipient rows on the page: at least 2 are shown, 2 recipients per event are recommended. */
export const MIN_RECIPIENT_ROWS = 2;

/** An empty or 'All' event means every event. */
export function normalizeEventType(value: string | null | undefined): string {
  const v = (value ?? '').trim();
  return v === '' || v.toLowerCase() === 'all' ? ALL : v;
}

/** A state list that is empty or contains '*' (or 'All') means all states, stored as []. */
export function normalizeStates(states: readonly string[] | string | null | undefined): string[] {
  const list = typeof states === 'string' ? states.split(';') : (states ?? []);
  const cleaned = list.map((s) => s.trim().toUpperCase()).filter(Boolean);
  if (cleaned.some((s) => s === ALL || s === 'ALL')) return [];
  return [...new Set(cleaned)].sort();
}

/** Recipient rows as typed: trimmed, lower-cased, blanks dropped, duplicates removed (order kept). */
export function normalizeEmails(emails: readonly string[]): string[] {
  const out: string[] = [];
  for (const e of emails) {
    const v = e.trim().toLowerCase();
    if (v && !out.includes(v)) out.push(v);
  }
  return out;
}

/**
 * The page's rows after an edit: a blank row is appended once every row is filled, and there are never fewer
 * than MIN_RECIPIENT_ROWS.
 */
export function recipientRows(rows: readonly string[]): string[] {
  const next = [...rows];
  while (next.length < MIN_RECIPIENT_ROWS) next.push('');
  if (next.every((r) => r.trim() !== '')) next.push('');
  return next;
}

export interface PolicyLike {
  emailType: string;
  states: readonly string[];
  emails: readonly string[];
}

export function policyMatches(policy: PolicyLike, eventType: string, lawsuitState: string | null | undefined): boolean {
  const typeOk = policy.emailType === ALL || policy.emailType === eventType;
  const stateOk = policy.states.length === 0 || (!!lawsuitState && policy.states.includes(lawsuitState.toUpperCase()));
  return typeOk && stateOk;
}

/**
 * Recipients of an event: the union of the addresses of every matching policy, or the firm's admins when no policy
 * matches (so an event is never silently dropped). Lower-cased and de-duplicated.
 */
export function routeRecipients(
  policies: readonly PolicyLike[],
  event: { eventType: string; lawsuitState?: string | null },
  firmAdmins: readonly string[],
): { recipients: string[]; matched: boolean } {
  const matching = policies.filter((p) => policyMatches(p, event.eventType, event.lawsuitState));
  if (matching.length === 0) return { recipients: normalizeEmails(firmAdmins), matched: false };
  return { recipients: normalizeEmails(matching.flatMap((p) => p.emails)), matched: true };
}

/** How a state list is shown: 'All states' or 'CA, TX'. */
export function statesLabel(states: readonly string[]): string {
  return states.length === 0 ? 'All states' : states.join(', ');
}
