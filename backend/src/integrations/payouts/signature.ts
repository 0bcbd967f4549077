import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { PayoutWebhookSignatureError } from './payouts.port';

/**
 * Checkbook.io's webhook signature (header `signature: nonce=<n>,signature=<hex HMAC-SHA256 of body + nonce>`,
 * keyed with the account's webhooks key). The real driver verifies with it; the demo provider signs its own
 * notifications with it, so they pass the same check.
 */
export function signNotification(body: string, key: string, nonce = String(randomInt(1, 2 ** 31 - 1))): string {
  const signature = createHmac('sha256', key).update(body + nonce).digest('hex');
  return `nonce=${nonce},signature=${signature}`;
}

export function verifyNotification(body: Buffer, header: string | undefined, key: string): void {
  if (!header) throw new PayoutWebhookSignatureError('Missing webhook signature.');
  const fields = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const nonce = fields.get('nonce');
  const given = fields.get('signature');
  if (!nonce || !given) throw new PayoutWebhookSignatureError();
  const expected = Buffer.from(createHmac('sha256', key).update(body).update(nonce).digest('hex'));
  const actual = Buffer.from(given.toLowerCase());
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) throw new PayoutWebhookSignatureError();
}
