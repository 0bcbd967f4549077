import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from '../payments.port';

/**
 * Stripe's webhook signature scheme (header `t=<epoch seconds>,v1=<hex HMAC-SHA256 of "t.body">`), written out for
 * the demo provider so its events pass the same verification step a Stripe webhook does.
 */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signPayload(body: string, secret: string, at = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${at}.${body}`).digest('hex');
  return `t=${at},v1=${v1}`;
}

export function verifySignature(
  body: Buffer,
  header: string | undefined,
  secret: string,
  now = Math.floor(Date.now() / 1000),
): void {
  if (!header) throw new WebhookSignatureError('Missing webhook signature.');
  const parts = header.split(',').map((p) => p.split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  const signatures = parts.filter(([k]) => k === 'v1').map(([, v]) => v ?? '');
  if (!Number.isInteger(t) || signatures.length === 0) throw new WebhookSignatureError();
  if (Math.abs(now - t) > SIGNATURE_TOLERANCE_SECONDS)
    throw new WebhookSignatureError('Webhook signature timestamp is too old.');
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.`).update(body).digest('hex'));
  const ok = signatures.some((s) => {
    const given = Buffer.from(s);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!ok) throw new WebhookSignatureError();
}
