import type { CaughtMail } from '@parley/domain/contracts/dev-mail';
import { urlOf } from './env';

/** A message caught by the development mail catcher (`GET /dev/mail/messages.json`): the shared contract type. */
export type { CaughtMail };

async function listMessages(): Promise<CaughtMail[]> {
  const response = await fetch(urlOf('/dev/mail/messages.json'), { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /dev/mail/messages.json answered ${response.status}`);
  const body = (await response.json()) as { messages: CaughtMail[] };
  return body.messages;
}

/**
 * Waits for the newest message to `to` that arrived after `since` (mail goes through the outbox and the worker,
 * so it takes a moment).
 */
export async function waitForMail(to: string, since: Date, timeoutMs = 30_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await listMessages()).find(
      (message) =>
        message.to.some((address) => address.toLowerCase() === to.toLowerCase()) &&
        new Date(message.receivedAt).getTime() >= since.getTime(),
    );
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} reached the development inbox within ${timeoutMs / 1000} s.`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

/** The first link in a message's text that starts with `prefix` (an absolute URL of the product). */
export function linkIn(mail: CaughtMail, prefix: string): string {
  const link = mail.text.match(/https?:\/\/[^\s<>"]+/g)?.find((url) => url.startsWith(prefix));
  if (!link) throw new Error(`No link starting with ${prefix} in the e-mail "${mail.subject}":\n${mail.text}`);
  return link;
}
