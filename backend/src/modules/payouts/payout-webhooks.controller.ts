import { CheckbookNotification } from '@parley/domain/contracts/api/webhooks';
import { RawBody } from '../../core/http/api-description';
import { BadRequestException, Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { applyFirmScope } from '../../core/database/firm-scope';
import { MalformedPayoutEventError, PayoutWebhookSignatureError } from '../../integrations/payouts/payouts.port';
import { PayoutEventsService } from './payout-events.service';
import { Answers } from '../../core/http/api-description';
import { PayoutWebhookAnswer } from '@parley/domain/contracts/api/webhooks';

export const PAYOUT_WEBHOOK_PATH = '/checkbook/webhooks';

/**
 * Checkbook.io's webhook endpoint (check status notifications). app.ts hands this path the raw body (the signature
 * covers the exact bytes) and exempts it from CSRF (Checkbook signs instead). A bad signature is 400 and changes
 * nothing; a check of no payout (not recorded yet) is acknowledged, and polling catches its status later.
 */
@Controller('checkbook/webhooks')
export class PayoutWebhooksController {
  constructor(
    private readonly events: PayoutEventsService,
    private readonly em: EntityManager,
  ) {}

  @Post()
  @Answers(PayoutWebhookAnswer)
  @HttpCode(200)
  @RawBody(CheckbookNotification, 'A Checkbook.io notification, signed in the signature header.')
  async receive(@Req() req: Request, @Headers('signature') signature: string | undefined) {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    // No user acts: the notification names its own check, found across firms (system work, like the worker).
    applyFirmScope(this.em, { allFirms: true });
    try {
      const outcome = await this.events.receive(this.em, raw, signature);
      return { received: true, matched: outcome !== 'unknown' };
    } catch (err) {
      if (err instanceof PayoutWebhookSignatureError || err instanceof MalformedPayoutEventError)
        throw new BadRequestException({ error: err instanceof PayoutWebhookSignatureError ? err.message : 'The notification could not be read.' });
      throw err;
    }
  }
}
