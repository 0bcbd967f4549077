import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { applyFirmScope } from '../../core/database/firm-scope';
import { Valid } from '../../core/http/zod-validation.pipe';
import { advanceClockSchema, BillingService } from '../payments';
import { PayoutClock } from '../payouts';
import { Answers } from '../../core/http/api-description';
import { AdvanceClockAnswer } from '@parley/domain/contracts/api/autopay';

/**
 * Development and demo only (registered when the demo payment provider is active and NODE_ENV is not production):
 * moves the clock to `as_of` (default now). Every payment due by then is billed (the worker charges them; the demo
 * provider settles each after DEMO_PAYMENT_SETTLE_MS), and, with the demo payout provider, the payout run of the
 * latest 02:00 UTC at or before `as_of` is queued: it waits for those payments to settle, then pays the firms, and
 * the demo provider's checks are deposited when their day comes on the moved clock.
 */
@Controller('dev/payments')
export class DevClockController {
  constructor(
    private readonly billing: BillingService,
    private readonly payouts: PayoutClock,
    private readonly em: EntityManager,
  ) {}

  @Post('advance_clock')
  @Answers(AdvanceClockAnswer)
  @HttpCode(200)
  async advance(@Body(Valid(advanceClockSchema)) body: { as_of?: string; customer_document_id?: number }) {
    const asOf = body.as_of ? new Date(body.as_of) : new Date();
    // The clock is the system's: every firm's plans are billed, as the worker's scan does (or one settlement's).
    applyFirmScope(this.em, { allFirms: true });
    const queued = await this.billing.enqueueDue(asOf, body.customer_document_id);
    const runFor = await this.payouts.advanceTo(this.em, asOf, body.customer_document_id);
    return { as_of: asOf.toISOString(), queued, payout_run_for: runFor?.toISOString() ?? null };
  }
}
