import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, HttpCode, NotFoundException, Param, Post, UnprocessableEntityException } from '@nestjs/common';
import { z } from 'zod';
import { RowIdPipe } from '../../core/http/row-id.pipe';
import { Valid } from '../../core/http/zod-validation.pipe';
import { DemoPayoutProvider } from '../../integrations/payouts/demo.driver';
import { PayoutProvider } from '../../integrations/payouts/payouts.port';
import { PAYOUT_NOT_FOUND } from './dto/payouts.dto';
import { Payout } from './entities';
import { Answers } from '../../core/http/api-description';
import { DemoCheckOutcome } from '@parley/domain/contracts/api/payouts';

const OutcomeSchema = z.object({
  outcome: z.enum(['fail', 'return'], { error: "outcome must be 'fail' or 'return'" }),
  reason: z.string({ error: 'reason must be text' }).trim().min(1, 'reason must be text').max(300, 'reason is too long').optional(),
});

export const NO_CHECK_YET = 'This payout has no check at the demo provider yet.';

/**
 * Development and demo only (registered with the demo payout provider outside production): tells the demo provider
 * to fail or return a payout's check. The provider's notification then reaches the payouts module like Checkbook's
 * would (the worker delivers it).
 */
@Controller('dev/payouts')
export class DevPayoutsController {
  constructor(
    private readonly provider: PayoutProvider,
    private readonly em: EntityManager,
  ) {}

  private demo(): DemoPayoutProvider {
    if (!(this.provider instanceof DemoPayoutProvider)) throw new NotFoundException({ error: 'Not found' });
    return this.provider;
  }

  @Post(':id/outcome')
  @Answers(DemoCheckOutcome)
  @HttpCode(200)
  async outcome(@Param('id', new RowIdPipe(PAYOUT_NOT_FOUND)) id: number, @Body(Valid(OutcomeSchema)) body: z.infer<typeof OutcomeSchema>) {
    const payout = await this.em.findOne(Payout, id, { filters: false });
    if (!payout) throw new NotFoundException({ error: PAYOUT_NOT_FOUND });
    if (!payout.providerCheckId) throw new UnprocessableEntityException({ error: NO_CHECK_YET, errors: [NO_CHECK_YET] });
    const demo = this.demo();
    const check = body.outcome === 'fail' ? await demo.failCheck(payout.providerCheckId, body.reason) : await demo.returnCheck(payout.providerCheckId, body.reason);
    return { check_id: check.id, check_status: check.status };
  }
}
