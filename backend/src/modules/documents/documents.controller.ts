import { Body, Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import { Collector, Consumer } from '../../core/auth/guards';
import type { SessionUser } from '../../core/auth/session-user';
import { RowIdPipe } from '../../core/http/row-id.pipe';
import { Valid } from '../../core/http/zod-validation.pipe';
import { DocumentsService, type PdfFile } from './documents.service';
import { RenderRequest } from './dto/documents.dto';
import { DOCUMENT_NOT_FOUND } from './messages';
import { AnswersFile } from '../../core/http/api-description';

function sendPdf(res: Response, file: PdfFile): void {
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`);
  res.setHeader('Content-Length', String(file.bytes.length));
  // Documents carry personal data: no shared cache may keep them.
  res.setHeader('Cache-Control', 'private, no-store');
  res.send(file.bytes);
}

/** The collector's document downloads: POST with {customer_document_id}, a PDF back. */
@Controller('collectors/api')
@Collector()
export class CollectorDocumentsController {
  constructor(private readonly documents: DocumentsService) {}

  @Post('render_document')
  @AnswersFile('application/pdf', 'The authorization letter as a PDF, as an attachment.')
  @HttpCode(200)
  async authorizationLetter(@Body(Valid(RenderRequest)) body: RenderRequest, @Res() res: Response) {
    sendPdf(res, await this.documents.pdf({ collector: true }, body.customer_document_id, 'authorization_letter'));
  }

  @Post('settlement_agreement')
  @AnswersFile('application/pdf', 'The settlement agreement as a PDF, as an attachment.')
  @HttpCode(200)
  async settlementAgreement(@Body(Valid(RenderRequest)) body: RenderRequest, @Res() res: Response) {
    sendPdf(res, await this.documents.pdf({ collector: true }, body.customer_document_id, 'settlement_agreement'));
  }

  @Post('debt_answer_document')
  @AnswersFile('application/pdf', 'The answer to the summons as a PDF, as an attachment.')
  @HttpCode(200)
  async debtAnswer(@Body(Valid(RenderRequest)) body: RenderRequest, @Res() res: Response) {
    sendPdf(res, await this.documents.pdf({ collector: true }, body.customer_document_id, 'debt_answer'));
  }
}

const documentId = new RowIdPipe(DOCUMENT_NOT_FOUND);

/** The consumer's copy of their signed settlement agreement (their own documents only; others are 404). */
@Controller('api/customer_documents')
@Consumer()
export class ConsumerDocumentsController {
  constructor(private readonly documents: DocumentsService) {}

  @Get(':id/settlement_agreement.pdf')
  @AnswersFile('application/pdf', 'The signed settlement agreement as a PDF, as an attachment.')
  async settlementAgreement(@Param('id', documentId) id: number, @CurrentUser() me: SessionUser, @Res() res: Response) {
    sendPdf(res, await this.documents.pdf({ consumerId: me.id }, id, 'settlement_agreement'));
  }
}
