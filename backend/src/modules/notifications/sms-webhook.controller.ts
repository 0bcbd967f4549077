import { BadRequestException, Controller, Header, Headers, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { TwilioInboundSms } from '@parley/domain/contracts/api/webhooks';
import type { Request } from 'express';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { RawBody } from '../../core/http/api-description';
import { SmsSender } from '../../integrations/sms/sms.port';
import { InboundSms } from './inbound-sms.service';
import { AnswersFile } from '../../core/http/api-description';

export const SMS_WEBHOOK_PATH = '/api/v1/sms/twilio/inbound';

const xml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);

/**
 * Texts consumers send us (Twilio's inbound webhook, form-encoded). Only a call signed by the provider for this URL is
 * read (400 otherwise, as the other signed webhooks answer); no CSRF token, the signature is its proof of origin. STOP, START and HELP are honoured; the
 * answer is TwiML with the reply text, or an empty response for anything else.
 */
@Controller()
export class SmsWebhookController {
  constructor(
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
    private readonly sms: SmsSender,
    private readonly inbound: InboundSms,
  ) {}

  @Post(SMS_WEBHOOK_PATH.slice(1))
  @AnswersFile('text/xml', 'TwiML: the reply text to send back (STOP, START, HELP), or an empty response.')
  @HttpCode(200)
  @Header('Content-Type', 'text/xml; charset=utf-8')
  // The form is read only after its signature is checked over every field as sent, so it is not parsed by a schema.
  @RawBody(TwilioInboundSms, 'A text a consumer sent, form-encoded, signed in the X-Twilio-Signature header.')
  async receive(@Req() req: Request, @Headers('x-twilio-signature') signature: unknown): Promise<string> {
    const params = formParams(req.body as unknown);
    const url = `${this.cfg.appUrl.replace(/\/+$/, '')}${req.originalUrl}`;
    if (!params || !this.sms.verifyInbound(signature, url, params))
      throw new BadRequestException({ success: false, error: 'The signature of this request is not valid.' });
    const reply = await this.inbound.receive(String(params.From ?? ''), String(params.Body ?? ''));
    return reply ? `<?xml version="1.0" encoding="UTF-8"?><Response><Message>${xml(reply)}</Message></Response>` : '<?xml version="1.0" encoding="UTF-8"?><Response/>';
  }
}

/** A form body of string fields only (what Twilio sends), else null. */
function formParams(body: unknown): Record<string, string> | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(body as Record<string, unknown>)) {
    if (typeof v !== 'string') return null;
    out[k] = v;
  }
  return out;
}
