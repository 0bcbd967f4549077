import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import { Consumer } from '../../core/auth/guards';
import type { SessionUser } from '../../core/auth/session-user';
import { RowIdPipe } from '../../core/http/row-id.pipe';
import { Valid } from '../../core/http/zod-validation.pipe';
import { clientIp } from '../identity/client-ip';
import { ConsumerAccept, ConsumerOffer, DisputeDebt, SignAgreement } from './dto/consumer-negotiation.dto';
import {
  ConsumerNegotiationService,
  FILE_NOT_FOUND,
  SETTLEMENT_NOT_FOUND,
  type UploadKind,
} from './consumer-negotiation.service';
import { Answers, AnswersFile } from '../../core/http/api-description';
import { Success } from '@parley/domain/contracts/api/common';
import { MySettlements, NegotiationView } from '@parley/domain/contracts/api/consumer-negotiation';

const documentId = new RowIdPipe(SETTLEMENT_NOT_FOUND);
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The consumer's side of a negotiation: reached from 'Continue settlement process'.
 * Consumers only (collectors get 403); a document of another consumer is 404.
 */
@Controller('api')
@Consumer()
export class ConsumerNegotiationController {
  constructor(private readonly settlements: ConsumerNegotiationService) {}

  @Get('my_settlements')
  @Answers(MySettlements)
  mySettlements(@CurrentUser() me: SessionUser) {
    return this.settlements.mySettlements(me);
  }

  @Get('customer_documents/:id/negotiation')
  @Answers(NegotiationView)
  view(@CurrentUser() me: SessionUser, @Param('id', documentId) id: number) {
    return this.settlements.view(me, id);
  }

  @Post('customer_documents/:id/offer')
  @Answers(Success)
  @HttpCode(200)
  async offer(
    @CurrentUser() me: SessionUser,
    @Param('id', documentId) id: number,
    @Body(Valid(ConsumerOffer)) body: ConsumerOffer,
  ) {
    await this.settlements.offer(me, id, body);
    return { success: true };
  }

  @Post('customer_documents/:id/counteroffer')
  @Answers(Success)
  @HttpCode(200)
  async counteroffer(
    @CurrentUser() me: SessionUser,
    @Param('id', documentId) id: number,
    @Body(Valid(ConsumerOffer)) body: ConsumerOffer,
  ) {
    await this.settlements.counteroffer(me, id, body);
    return { success: true };
  }

  @Post('customer_documents/:id/accept')
  @Answers(Success)
  @HttpCode(200)
  async accept(
    @CurrentUser() me: SessionUser,
    @Param('id', documentId) id: number,
    @Body(Valid(ConsumerAccept)) body: ConsumerAccept,
  ) {
    await this.settlements.accept(me, id, body);
    return { success: true };
  }

  @Post('customer_documents/:id/sign')
  @Answers(Success)
  @HttpCode(200)
  async sign(
    @CurrentUser() me: SessionUser,
    @Param('id', documentId) id: number,
    @Body(Valid(SignAgreement)) body: SignAgreement,
    @Req() req: Request,
  ) {
    await this.settlements.sign(me, id, body, { ip: clientIp(req), userAgent: req.get('user-agent') ?? '' });
    return { success: true };
  }

  @Post('customer_documents/:id/dispute')
  @Answers(Success)
  @HttpCode(200)
  async dispute(
    @CurrentUser() me: SessionUser,
    @Param('id', documentId) id: number,
    @Body(Valid(DisputeDebt)) body: DisputeDebt,
  ) {
    await this.settlements.dispute(me, id, body);
    return { success: true };
  }

  @Get('customer_documents/:id/settlement_agreement_uploads/:fileId')
  @AnswersFile('application/pdf', 'The settlement agreement the firm uploaded, as an attachment.')
  agreementUpload(
    @CurrentUser() me: SessionUser,
    @Param('id', documentId) id: number,
    @Param('fileId') fileId: string,
    @Res() res: Response,
  ) {
    return this.sendUpload(me, id, 'sent_settlement_agreement', fileId, res);
  }

  @Get('customer_documents/:id/debt_verification_uploads/:fileId')
  @AnswersFile('application/pdf', 'The debt verification the firm uploaded, as an attachment.')
  verificationUpload(
    @CurrentUser() me: SessionUser,
    @Param('id', documentId) id: number,
    @Param('fileId') fileId: string,
    @Res() res: Response,
  ) {
    return this.sendUpload(me, id, 'sent_verification', fileId, res);
  }

  private async sendUpload(me: SessionUser, id: number, kind: UploadKind, fileId: string, res: Response) {
    if (!UPLOAD_ID.test(fileId)) {
      res.status(404).json({ error: FILE_NOT_FOUND });
      return;
    }
    const file = await this.settlements.upload(me, id, kind, fileId);
    // The stored name is the collector's; only safe characters reach the header.
    const name = file.filename.replace(/[^\w. -]/g, '_').slice(0, 120) || 'document.pdf';
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(file.bytes);
  }
}
