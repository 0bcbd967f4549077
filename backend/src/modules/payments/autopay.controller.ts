import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { Consumer } from '../../core/auth/guards';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import type { SessionUser } from '../../core/auth/session-user';
import { RowIdPipe } from '../../core/http/row-id.pipe';
import { Valid } from '../../core/http/zod-validation.pipe';
import { AutopayService, DOCUMENT_NOT_FOUND } from './autopay.service';
import {
  autopayCheckoutSchema,
  autopaySetupSchema,
  type AutopayCheckoutBody,
  type AutopaySetupBody,
} from './dto/autopay.dto';
import { Answers } from '../../core/http/api-description';
import { AutopayCheckoutAnswer, AutopayView } from '@parley/domain/contracts/api/autopay';

/** The consumer's autopay for one of their settlement documents (owner only: anyone else's id is 404). */
@Controller('api/customer_documents/:id/autopay')
@Consumer()
export class AutopayController {
  constructor(private readonly autopay: AutopayService) {}

  @Get()
  @Answers(AutopayView)
  view(@CurrentUser() user: SessionUser, @Param('id', new RowIdPipe(DOCUMENT_NOT_FOUND)) id: number) {
    return this.autopay.view(user.id, id);
  }

  @Post()
  @Answers(AutopayView)
  @HttpCode(201)
  setUp(
    @CurrentUser() user: SessionUser,
    @Param('id', new RowIdPipe(DOCUMENT_NOT_FOUND)) id: number,
    @Body(Valid(autopaySetupSchema)) body: AutopaySetupBody,
  ) {
    return this.autopay.setUp(user, id, body);
  }

  /** Opens a setup checkout (intent type `setup`); the confirmed intent then comes back to POST with setup_intent_id. */
  @Post('checkout')
  @Answers(AutopayCheckoutAnswer)
  @HttpCode(201)
  openCheckout(
    @CurrentUser() user: SessionUser,
    @Param('id', new RowIdPipe(DOCUMENT_NOT_FOUND)) id: number,
    @Body(Valid(autopayCheckoutSchema)) body: AutopayCheckoutBody,
  ) {
    return this.autopay.openCheckout(user, id, body);
  }
}
