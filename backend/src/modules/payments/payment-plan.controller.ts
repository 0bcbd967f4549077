import { Body, Controller, Get, HttpCode, Param, Patch, Post, Put, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Consumer } from '../../core/auth/guards';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import type { SessionUser } from '../../core/auth/session-user';
import { RowIdPipe } from '../../core/http/row-id.pipe';
import { Valid } from '../../core/http/zod-validation.pipe';
import { clientIp } from '../identity/client-ip';
import {
  additionalPaymentSchema,
  paymentDateSchema,
  type AdditionalPaymentBody,
  type PaymentDateBody,
} from './dto/payment-plan.dto';
import { PLAN_NOT_FOUND, PAYMENT_NOT_FOUND, PaymentPlanService } from './payment-plan.service';
import { Answers } from '../../core/http/api-description';
import {
  AdditionalPaymentAnswer,
  PaymentDateChanged,
  PaymentIntentAnswer,
  PaymentPlanAnswer,
} from '@parley/domain/contracts/api/payment-plan';

const planId = new RowIdPipe(PLAN_NOT_FOUND);

/**
 * The consumer's payment plan actions (docs/api/payments.md): the plan with its form data, the autopay
 * date change, an additional payment and a payment's outcome. Consumers only; anyone else's document is 404.
 */
@Controller('api')
@Consumer()
export class PaymentPlanController {
  constructor(private readonly plans: PaymentPlanService) {}

  @Get('customer_documents/:id/payment_plan')
  @Answers(PaymentPlanAnswer)
  plan(@CurrentUser() me: SessionUser, @Param('id', planId) id: number) {
    return this.plans.plan(me.id, id);
  }

  @Put('subscription_payment_dates/:id')
  @Answers(PaymentDateChanged)
  @HttpCode(200)
  putDate(
    @CurrentUser() me: SessionUser,
    @Param('id', planId) id: number,
    @Body(Valid(paymentDateSchema)) body: PaymentDateBody,
    @Req() req: Request,
  ) {
    return this.plans.changeDate(me, id, body.payment_date, clientIp(req));
  }

  @Patch('subscription_payment_dates/:id')
  @Answers(PaymentDateChanged)
  @HttpCode(200)
  patchDate(
    @CurrentUser() me: SessionUser,
    @Param('id', planId) id: number,
    @Body(Valid(paymentDateSchema)) body: PaymentDateBody,
    @Req() req: Request,
  ) {
    return this.plans.changeDate(me, id, body.payment_date, clientIp(req));
  }

  @Post('customer_documents/:id/additional_payment')
  @Answers(AdditionalPaymentAnswer)
  @HttpCode(201)
  additional(
    @CurrentUser() me: SessionUser,
    @Param('id', planId) id: number,
    @Body(Valid(additionalPaymentSchema)) body: AdditionalPaymentBody,
  ) {
    const { iframe_context, cycle_count, card, payment_method_id, checkout, ...rest } = body;
    return this.plans.additionalPayment(
      me,
      id,
      { ...rest, cycle_count: typeof cycle_count === 'number' ? cycle_count : cycle_count == null ? null : NaN },
      iframe_context === true,
      checkout
        ? { kind: 'checkout', checkout }
        : { kind: 'card', otherCard: card || payment_method_id ? { card, payment_method_id } : null },
    );
  }

  @Get('customer_documents/:id/payment_intents/:pi')
  @Answers(PaymentIntentAnswer)
  paymentIntent(
    @CurrentUser() me: SessionUser,
    @Param('id', new RowIdPipe(PAYMENT_NOT_FOUND)) id: number,
    @Param('pi') pi: string,
  ) {
    return this.plans.paymentIntent(me.id, id, pi);
  }
}
