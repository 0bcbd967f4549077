import { randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { OutgoingSms, SmsSender } from './sms.port';
import { twilioSignature, twilioSignatureValid } from './twilio-signature';

/**
 * The offline SMS driver (no Twilio keys): keeps every text in demo_sms_messages, once per reference, and answers
 * its row id, and checks inbound webhooks with Twilio's signature scheme under a per-process token. Development reads
 * the texts at /dev/sms; tests read the table. `failNext` makes the next send throw, as a
 * refused number would.
 */
@Injectable()
export class DemoSmsSender extends SmsSender {
  readonly provider = 'demo' as const;
  private failures = 0;
  /** The demo's auth token: random per process, so only this process (the dev inbox's reply form, a test) can sign. */
  private readonly authToken = randomBytes(24).toString('base64url');
  constructor(private readonly em: EntityManager) {
    super();
  }

  failNext(times = 1): void {
    this.failures += times;
  }

  /** Signs an inbound call as Twilio would (the /dev/sms reply form and tests use it). */
  sign(url: string, params: Record<string, string>): string {
    return twilioSignature(this.authToken, url, params);
  }

  verifyInbound(signature: unknown, url: string, params: Record<string, string>): boolean {
    return twilioSignatureValid(this.authToken, signature, url, params);
  }

  /** Keeps an inbound text (the webhook records what the consumer sent, as Twilio's logs would). */
  async received(phone: string, body: string): Promise<void> {
    await this.em.execute(`insert into demo_sms_messages (direction, phone, body) values ('inbound', ?, ?)`, [phone.slice(0, 20), body]);
  }

  async send(sms: OutgoingSms): Promise<{ id: string }> {
    if (this.failures > 0) {
      this.failures--;
      throw new Error(`demo SMS: sending to ${sms.to} failed`);
    }
    const rows: Array<{ id: number }> = await this.em.execute(
      `insert into demo_sms_messages (direction, phone, body, reference) values ('outbound', ?, ?, ?)
       on conflict (reference) do update set reference = excluded.reference returning id`,
      [sms.to, sms.body, sms.reference],
    );
    return { id: `demo-sms-${rows[0].id}` };
  }
}
