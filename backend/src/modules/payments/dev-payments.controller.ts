import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { applyFirmScope } from '../../core/database/firm-scope';
import { Valid } from '../../core/http/zod-validation.pipe';
import { BillingService } from './billing.service';
import { advanceClockSchema } from './dto/autopay.dto';

/**
 * Development and demo only (registered when the demo provider is active and NODE_ENV is not production; like every
 * /dev route it answers callers on this machine only, `core/http/loopback-only.ts`): bills
 * every payment due by `as_of` (default now) as if the clock had reached it. The worker charges them; the demo
 * provider settles each after DEMO_PAYMENT_SETTLE_MS and delivers its events to the webhook handler.
 */
@Controller('dev/payments')
export class DevPaymentsController {
  constructor(
    private readonly billing: BillingService,
    private readonly em: EntityManager,
  ) {}

  @Post('advance_clock')
  @HttpCode(200)
  async advance(@Body(Valid(advanceClockSchema)) body: { as_of?: string; customer_document_id?: number }) {
    const asOf = body.as_of ? new Date(body.as_of) : new Date();
    // The clock is the system's: every firm's plans are billed, as the worker's scan does (or one settlement's).
    applyFirmScope(this.em, { allFirms: true });
    return { as_of: asOf.toISOString(), queued: await this.billing.enqueueDue(asOf, body.customer_document_id) };
  }
}
