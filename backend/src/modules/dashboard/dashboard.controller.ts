import { Controller, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import { Consumer } from '../../core/auth/guards';
import type { SessionUser } from '../../core/auth/session-user';
import { Answers, AnswersFile } from '../../core/http/api-description';
import { RowIdPipe } from '../../core/http/row-id.pipe';
import { Valid } from '../../core/http/zod-validation.pipe';
import { ConsumerDocumentsService, type DocumentRef } from './consumer-documents.service';
import { DashboardService } from './dashboard.service';
import { DashboardPayload } from '@parley/domain/dashboard/payload';
import { CreateDocumentQuery, CreatedDocument, DocumentChanged, DocumentRefQuery, DownloadQuery, DownloadStatus } from './dto/dashboard.dto';
import { DASHBOARD_DOCUMENT_NOT_FOUND } from './messages';

const documentId = new RowIdPipe(DASHBOARD_DOCUMENT_NOT_FOUND);

const refOf = (id: number, q: DocumentRefQuery): DocumentRef =>
  q.document_name === 'document_generation' ? { documentGenerationId: id } : { customerDocumentId: id };

/** The consumer dashboard (contract in docs/api/dashboard.md). Consumers only. */
@Controller()
@Consumer()
export class DashboardController {
  constructor(
    private readonly dashboard: DashboardService,
    private readonly documents: ConsumerDocumentsService,
  ) {}

  @Get('my_dashboard.json')
  @Answers(DashboardPayload)
  payload(@CurrentUser() me: SessionUser) {
    return this.dashboard.payload(me.id);
  }

  @Post('customer_documents')
  @HttpCode(201)
  @Answers(CreatedDocument)
  create(@CurrentUser() me: SessionUser, @Query(Valid(CreateDocumentQuery)) q: CreateDocumentQuery) {
    return this.documents.create(me.id, q.document_name);
  }

  @Patch('my_dashboard/document/:id/archive')
  @HttpCode(200)
  @Answers(DocumentChanged)
  archive(@CurrentUser() me: SessionUser, @Param('id', documentId) id: number, @Query(Valid(DocumentRefQuery)) q: DocumentRefQuery) {
    return this.documents.archive(me.id, refOf(id, q));
  }

  @Post('my_dashboard/document/:id/archive')
  @HttpCode(200)
  @Answers(DocumentChanged)
  archiveByPost(@CurrentUser() me: SessionUser, @Param('id', documentId) id: number, @Query(Valid(DocumentRefQuery)) q: DocumentRefQuery) {
    return this.documents.archive(me.id, refOf(id, q));
  }

  @Patch('my_dashboard/document/:id/reactivate')
  @HttpCode(200)
  @Answers(DocumentChanged)
  reactivate(@CurrentUser() me: SessionUser, @Param('id', documentId) id: number, @Query(Valid(DocumentRefQuery)) q: DocumentRefQuery) {
    return this.documents.reactivate(me.id, refOf(id, q));
  }

  @Post('my_dashboard/document/:id/reactivate')
  @HttpCode(200)
  @Answers(DocumentChanged)
  reactivateByPost(@CurrentUser() me: SessionUser, @Param('id', documentId) id: number, @Query(Valid(DocumentRefQuery)) q: DocumentRefQuery) {
    return this.documents.reactivate(me.id, refOf(id, q));
  }

  @Get('my_dashboard/download')
  @Answers(DownloadStatus)
  download(@CurrentUser() me: SessionUser, @Query(Valid(DownloadQuery)) q: DownloadQuery) {
    return this.documents.downloadStatus(me.id, q.id);
  }

  @Get('my_dashboard/download/file')
  @AnswersFile('application/pdf', 'The PDF as an attachment, or a 303 redirect to a file stored elsewhere.')
  async file(@CurrentUser() me: SessionUser, @Query(Valid(DownloadQuery)) q: DownloadQuery, @Res() res: Response) {
    const file = await this.documents.downloadFile(me.id, q.id);
    if ('redirect' in file) return res.redirect(303, file.redirect);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`);
    res.setHeader('Content-Length', String(file.bytes.length));
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(file.bytes);
  }
}
