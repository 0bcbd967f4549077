import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { Consumer } from '../../core/auth/guards';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import type { SessionUser } from '../../core/auth/session-user';
import { RowIdPipe } from '../../core/http/row-id.pipe';
import { Valid } from '../../core/http/zod-validation.pipe';
import { AutopayService, SETUP_NOT_FOUND } from './autopay.service';
import { demoSetupConfirmSchema, type DemoSetupConfirmBody } from './dto/autopay.dto';
import { demoConfirmSchema, type DemoConfirmBody } from './dto/payment-plan.dto';
import { PAYMENT_NOT_FOUND, PaymentPlanService } from './payment-plan.service';
import { Answers } from '../../core/http/api-description';
import { DemoSetupConfirmAnswer } from '@parley/domain/contracts/api/autopay';
import { DemoConfirmAnswer } from '@parley/domain/contracts/api/payment-plan';

/**
 * The demo checkout form's confirm step (docs/api/payments.md), registered only while the demo payment provider is
 * active (no Stripe keys): it plays Stripe.js's confirmPayment for the payment-element checkout, and confirmSetup
 * for autopay's setup checkout. Consumers only, their own document's open checkout only.
 */
@Controller('api')
@Consumer()
export class DemoCheckoutController {
  constructor(
    private readonly plans: PaymentPlanService,
    private readonly autopay: AutopayService,
  ) {}

  @Post('customer_documents/:id/payment_intents/:pi/demo_confirm')
  @Answers(DemoConfirmAnswer)
  @HttpCode(200)
  confirm(
    @CurrentUser() me: SessionUser,
    @Param('id', new RowIdPipe(PAYMENT_NOT_FOUND)) id: number,
    @Param('pi') pi: string,
    @Body(Valid(demoConfirmSchema)) body: DemoConfirmBody,
  ) {
    return this.plans.demoConfirm(me, id, pi, body);
  }

  @Post('customer_documents/:id/setup_intents/:si/demo_confirm')
  @Answers(DemoSetupConfirmAnswer)
  @HttpCode(200)
  confirmSetup(
    @CurrentUser() me: SessionUser,
    @Param('id', new RowIdPipe(SETUP_NOT_FOUND)) id: number,
    @Param('si') si: string,
    @Body(Valid(demoSetupConfirmSchema)) body: DemoSetupConfirmBody,
  ) {
    return this.autopay.demoConfirmSetup(me, id, si, body);
  }
}
