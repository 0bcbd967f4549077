import { Injectable } from '@nestjs/common';
import twilio from 'twilio';
import { OutgoingSms, SmsSender } from './sms.port';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or a Messaging Service SID (MG...). */
  from: string;
}

/** Texts through Twilio (the only file that imports the twilio SDK), and its check of inbound webhook signatures. */
@Injectable()
export class TwilioSmsSender extends SmsSender {
  readonly provider = 'twilio' as const;
  private readonly client: ReturnType<typeof twilio>;

  constructor(private readonly settings: TwilioSettings) {
    super();
    this.client = twilio(settings.accountSid, settings.authToken);
  }

  async send(sms: OutgoingSms): Promise<{ id: string }> {
    const target = this.settings.from.startsWith('MG') ? { messagingServiceSid: this.settings.from } : { from: this.settings.from };
    const message = await this.client.messages.create({ to: sms.to, body: sms.body, ...target });
    return { id: message.sid };
  }

  verifyInbound(signature: unknown, url: string, params: Record<string, string>): boolean {
    if (typeof signature !== 'string' || !signature) return false;
    return twilio.validateRequest(this.settings.authToken, signature, url, params);
  }
}
