import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NoticeChannel } from '@parley/domain/notifications/consumer-notices';

export interface OptOutSubject {
  consumerId: number;
  lawFirmId: number;
  channel: NoticeChannel;
}

const PATTERN = /^([1-9][0-9]{0,9})\.([1-9][0-9]{0,9})\.(email|sms)\.([A-Za-z0-9_-]{43})$/;

function mac(secret: string, body: string): string {
  return createHmac('sha256', `notice-opt-out:${secret}`).update(body).digest('base64url');
}

/**
 * The opt-out link's token: consumer, firm and channel, signed with the session secret. It signs nobody in and
 * only ever opts out, so it stays valid (opening an old e-mail's link still works); any change to it fails the
 * signature.
 */
export function signOptOut(secret: string, s: OptOutSubject): string {
  const body = `${s.consumerId}.${s.lawFirmId}.${s.channel}`;
  return `${body}.${mac(secret, body)}`;
}

/** The subject of a well-formed token with a good signature, else null (the caller answers 404). */
export function verifyOptOut(secret: string, token: unknown): OptOutSubject | null {
  if (typeof token !== 'string' || token.length > 120) return null;
  const m = PATTERN.exec(token);
  if (!m) return null;
  const body = `${m[1]}.${m[2]}.${m[3]}`;
  const want = Buffer.from(mac(secret, body));
  const got = Buffer.from(m[4]);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
  return { consumerId: Number(m[1]), lawFirmId: Number(m[2]), channel: m[3] as NoticeChannel };
}
