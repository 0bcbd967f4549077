import { Controller, Get, Param, Query } from '@nestjs/common';
import { Collector, OnCallAdmin } from '../../core/auth/guards';
import { RowIdPipe } from '../../core/http/row-id.pipe';
import { Valid } from '../../core/http/zod-validation.pipe';
import {
  PAYOUT_NOT_FOUND,
  PayoutsQuerySchema,
  PayoutTotalsQuerySchema,
  ReconciliationQuerySchema,
  type PayoutsQuery,
  type PayoutTotalsQuery,
  type ReconciliationQuery,
} from './dto/payouts.dto';
import { PayoutsReadService } from './payouts-read.service';
import { ReconciliationService } from './reconciliation.service';
import { Answers } from '../../core/http/api-description';
import { PayoutAnswer, PayoutMonthsAnswer, PayoutsPage, ReconciliationReport } from '@parley/domain/contracts/payouts';

/**
 * The firm's payouts (any member sees its own firm's through the firm filter; on-call admins see every firm's and may
 * narrow to one with law_firm_id), their monthly totals, and the platform's reconciliation (on-call admins only).
 */
@Controller('collectors/api/payouts')
export class PayoutsController {
  constructor(
    private readonly payouts: PayoutsReadService,
    private readonly reconciliation: ReconciliationService,
  ) {}

  @Get()
  @Answers(PayoutsPage)
  @Collector()
  list(@Query(Valid(PayoutsQuerySchema)) q: PayoutsQuery) {
    return this.payouts.list(q);
  }

  @Get('monthly')
  @Answers(PayoutMonthsAnswer)
  @Collector()
  async monthly(@Query(Valid(PayoutTotalsQuerySchema)) q: PayoutTotalsQuery) {
    return { months: await this.payouts.monthly(q) };
  }

  @Get('reconciliation')
  @Answers(ReconciliationReport)
  @OnCallAdmin()
  report(@Query(Valid(ReconciliationQuerySchema)) q: ReconciliationQuery) {
    return this.reconciliation.report(q);
  }

  @Get(':id')
  @Answers(PayoutAnswer)
  @Collector()
  async one(@Param('id', new RowIdPipe(PAYOUT_NOT_FOUND)) id: number) {
    return { payout: await this.payouts.one(id) };
  }
}
