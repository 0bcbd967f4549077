import { StripeWebhookEvent } from '@parley/domain/contracts/api/webhooks';
import { RawBody } from '../../core/http/api-description';
import { BadRequestException, Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { applyFirmScope } from '../../core/database/firm-scope';
import { MalformedEventError } from '../../integrations/payments/event-mapping';
import { WebhookSignatureError } from '../../integrations/payments/payments.port';
import { PaymentEventsService } from './payment-events.service';
import { Answers } from '../../core/http/api-description';
import { StripeWebhookAnswer } from '@parley/domain/contracts/api/webhooks';

export const WEBHOOK_PATH = '/stripe/webhooks';

/**
 * Stripe's webhook endpoint. app.ts hands this path the raw body (the signature covers the exact bytes) and
 * exempts it from CSRF (Stripe signs instead). A bad signature is 400 and changes nothing.
 */
@Controller('stripe/webhooks')
export class WebhooksController {
  constructor(
    private readonly events: PaymentEventsService,
    private readonly em: EntityManager,
  ) {}

  @Post()
  @Answers(StripeWebhookAnswer)
  @HttpCode(200)
  @RawBody(StripeWebhookEvent, 'A Stripe event, signed in the Stripe-Signature header.')
  async receive(@Req() req: Request, @Headers('stripe-signature') signature: string | undefined) {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    // No user acts: the provider's event names its own payment, found across firms (system work, like the worker).
    applyFirmScope(this.em, { allFirms: true });
    try {
      const outcome = await this.events.receive(raw, signature);
      return { received: true, duplicate: outcome === 'duplicate' };
    } catch (err) {
      if (err instanceof WebhookSignatureError || err instanceof MalformedEventError || err instanceof SyntaxError)
        throw new BadRequestException({
          error: err instanceof WebhookSignatureError ? err.message : 'The event could not be read.',
        });
      throw err;
    }
  }
}
