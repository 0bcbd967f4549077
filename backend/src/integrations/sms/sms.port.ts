/** A text message as the product composes it: the notice and a link, nothing more. */
export interface OutgoingSms {
  /** E.164 (+15125550142). */
  to: string;
  body: string;
  /** Our stable id of the message (the notice's delivery job), so a redelivered job is recognised. */
  reference: string;
}

/** The SMS port: the twilio driver with keys, else the demo driver that keeps every text (the /dev/sms inbox). */
export abstract class SmsSender {
  /** off: SMS=off, no texts are written at all (the notify job skips the channel). */
  abstract readonly provider: 'twilio' | 'demo' | 'off';
  abstract send(sms: OutgoingSms): Promise<{ id: string }>;
  /** Whether an inbound webhook call was signed by the provider (`url` is the public URL it was sent to). */
  abstract verifyInbound(signature: unknown, url: string, params: Record<string, string>): boolean;
}

/** SMS=off: no provider. Nothing is ever sent; an inbound call is never genuine. */
export class NoSmsSender extends SmsSender {
  readonly provider = 'off' as const;
  send(): Promise<{ id: string }> {
    return Promise.reject(new Error('text messages are switched off (SMS=off)'));
  }
  verifyInbound(): boolean {
    return false;
  }
}
