import { Body, Controller, ForbiddenException, Get, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import { Collector, FirmAdmin } from '../../core/auth/guards';
import type { SessionUser } from '../../core/auth/session-user';
import { Valid } from '../../core/http/zod-validation.pipe';
import { BankAccountInput, BankAccountSchema, DigitalCheckEmail, DigitalCheckEmailSchema, UpdateFirmPaymentDetailsSchema } from './dto/payout.dto';
import { PayoutService } from './payout.service';
import { Answers } from '../../core/http/api-description';
import { SuccessMessage } from '@parley/domain/contracts/api/common';
import { FirmPaymentDetails } from '@parley/domain/contracts/api/payout';

export const FIRM_REQUIRED = 'Payment options belong to a law firm.';
const ip = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/**
 * Payment Options. Every firm member may read them; changing where the firm's money goes is
 * for firm admins (403 otherwise), since a wrong account number diverts settlement payments.
 */
@Controller('collectors/api')
export class PayoutController {
  constructor(private readonly payout: PayoutService) {}

  @Get('get_law_firm')
  @Answers(FirmPaymentDetails)
  @Collector()
  async getLawFirm(@CurrentUser() me: SessionUser) {
    // On-call admins are platform staff without a firm of their own.
    if (me.lawFirmId === null) throw new ForbiddenException({ error: FIRM_REQUIRED });
    return { law_firm: await this.payout.getLawFirm(me) };
  }

  @Post('update_firm_payment_details')
  @Answers(SuccessMessage)
  @HttpCode(200)
  @FirmAdmin()
  async updateDetails(@Body(Valid(UpdateFirmPaymentDetailsSchema)) body: { law_firm: Parameters<PayoutService['updateCheckDetails']>[1] }, @CurrentUser() me: SessionUser, @Req() req: Request) {
    return { success: true, message: await this.payout.updateCheckDetails(me, body.law_firm, ip(req)) };
  }

  @Post('remove_firm_payment_details')
  @Answers(SuccessMessage)
  @HttpCode(200)
  @FirmAdmin()
  async removeDetails(@CurrentUser() me: SessionUser, @Req() req: Request) {
    return { success: true, message: await this.payout.removeCheckDetails(me, ip(req)) };
  }

  @Post('digital_check_email')
  @Answers(SuccessMessage)
  @HttpCode(200)
  @FirmAdmin()
  async digitalCheckEmail(@Body(Valid(DigitalCheckEmailSchema)) body: DigitalCheckEmail, @CurrentUser() me: SessionUser, @Req() req: Request) {
    return { success: true, message: await this.payout.updateDigitalCheckEmail(me, body, ip(req)) };
  }

  @Post('bank_account')
  @Answers(SuccessMessage)
  @HttpCode(200)
  @FirmAdmin()
  async bankAccount(@Body(Valid(BankAccountSchema)) body: BankAccountInput, @CurrentUser() me: SessionUser, @Req() req: Request) {
    return { success: true, message: await this.payout.connectBankAccount(me, body, ip(req)) };
  }

  @Post('remove_bank_account')
  @Answers(SuccessMessage)
  @HttpCode(200)
  @FirmAdmin()
  async removeBankAccount(@CurrentUser() me: SessionUser, @Req() req: Request) {
    return { success: true, message: await this.payout.removeBankAccount(me, ip(req)) };
  }
}
