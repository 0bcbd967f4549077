import { Body, Controller, Get, HttpCode, Param, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import { Consumer } from '../../core/auth/guards';
import type { SessionUser } from '../../core/auth/session-user';
import { RowIdPipe } from '../../core/http/row-id.pipe';
import { Valid } from '../../core/http/zod-validation.pipe';
import { Prepopulate } from './dto/prepopulate.dto';
import { DOCUMENT_NOT_FOUND } from './messages';
import { PaperFile, UploadErrors, type UploadedPaper } from './multipart';
import { UploadsService } from './uploads.service';
import { Answers } from '../../core/http/api-description';
import { DocumentFileView, DocumentFilesAnswer, PrepopulateAnswer } from '@parley/domain/contracts/api/extraction';

const documentId = new RowIdPipe(DOCUMENT_NOT_FOUND);

/**
 * The walkthrough's upload step: papers in, one reading queued. Consumers only (collectors 403);
 * another consumer's document is 404 like a missing one. The guard runs before multer reads any byte.
 */
@Controller('api_controller')
@Consumer()
export class ExtractionController {
  constructor(private readonly uploads: UploadsService) {}

  @Post('upload_file/:id')
  @Answers(DocumentFileView)
  @HttpCode(200)
  @UseInterceptors(UploadErrors, PaperFile)
  upload(
    @CurrentUser() me: SessionUser,
    @Param('id', documentId) id: number,
    @UploadedFile() file: UploadedPaper | undefined,
  ) {
    return this.uploads.upload(me, id, file);
  }

  @Post('prepopulate_from_document_files/:id')
  @Answers(PrepopulateAnswer)
  @HttpCode(200)
  prepopulate(
    @CurrentUser() me: SessionUser,
    @Param('id', documentId) id: number,
    @Body(Valid(Prepopulate)) body: Prepopulate,
  ) {
    return this.uploads.prepopulate(me, id, body);
  }

  /** The upload step's state (files so far, extraction status): lets the page resume after a reload. */
  @Get('document_files/:id')
  @Answers(DocumentFilesAnswer)
  state(@CurrentUser() me: SessionUser, @Param('id', documentId) id: number) {
    return this.uploads.state(me, id);
  }
}
