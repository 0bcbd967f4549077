import { MalformedPayoutEventError, PROVIDER_CHECK_STATUSES, type PayoutStatusEvent, type ProviderCheckStatus } from './payouts.port';

/**
 * Reads a Checkbook.io status notification (`{"id": <check id>, "status": "PAID", "type": "CHECK"}`); both drivers
 * use it (the demo provider sends the same JSON). Anything else is refused.
 */
export function statusEventFrom(rawBody: Buffer): PayoutStatusEvent {
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new MalformedPayoutEventError('The notification is not JSON.');
  }
  const o = body as Record<string, unknown> | null;
  if (!o || typeof o !== 'object' || o.type !== 'CHECK' || typeof o.id !== 'string' || !o.id)
    throw new MalformedPayoutEventError('The notification is not a check status update.');
  const status = String(o.status).toUpperCase();
  if (!(PROVIDER_CHECK_STATUSES as readonly string[]).includes(status))
    throw new MalformedPayoutEventError('The notification carries an unknown check status.');
  return { checkId: o.id, status: status as ProviderCheckStatus };
}
