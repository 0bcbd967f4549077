import { Body, Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { z } from 'zod';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import { Consumer } from '../../core/auth/guards';
import type { SessionUser } from '../../core/auth/session-user';
import { Valid } from '../../core/http/zod-validation.pipe';
import { AiEdit, AiEditSchema, EDITOR_MESSAGES, SaveContentSchema } from './dto/editor.dto';
import { EditorService } from './editor.service';
import { RowIdPipe } from '../../core/http/row-id.pipe';
import { Answers, AnswersFile } from '../../core/http/api-description';
import {
  AiEditAnswer,
  EditorDocumentAnswer,
  EditorDocumentsAnswer,
  EditorSaved,
} from '@parley/domain/contracts/api/editor';

const id = new RowIdPipe(EDITOR_MESSAGES.notFound);
const CreateSchema = z.object({ title: z.string().max(200, 'The title can be at most 200 characters.').optional() });

/** The document editor and the consumer's documents it edits. */
@Controller()
@Consumer()
export class EditorController {
  constructor(private readonly editor: EditorService) {}

  @Get('api/document_generations')
  @Answers(EditorDocumentsAnswer)
  async list(@CurrentUser() user: SessionUser) {
    return { documents: await this.editor.list(user.id) };
  }

  @Post('api/document_generations')
  @Answers(EditorDocumentAnswer)
  async create(@CurrentUser() user: SessionUser, @Body(Valid(CreateSchema)) body: { title?: string }) {
    return { document: await this.editor.create(user.id, body.title) };
  }

  @Get('api/document_generations/:id')
  @Answers(EditorDocumentAnswer)
  async get(@CurrentUser() user: SessionUser, @Param('id', id) docId: number) {
    return { document: await this.editor.get(user.id, docId) };
  }

  @Get('api/document_generations/:id/pdf')
  @AnswersFile('application/pdf', 'The document as a PDF, as an attachment.')
  async pdf(@CurrentUser() user: SessionUser, @Param('id', id) docId: number, @Res() res: Response) {
    const file = await this.editor.pdf(user.id, docId);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`);
    res.send(file.data);
  }

  @Post('steps_api/save_editor_content/:id')
  @Answers(EditorSaved)
  @HttpCode(200)
  async save(
    @CurrentUser() user: SessionUser,
    @Param('id', id) docId: number,
    @Body(Valid(SaveContentSchema)) body: { content: string },
  ) {
    await this.editor.save(user.id, docId, body.content);
    return { status: 'success' };
  }

  @Post('steps_api/edit_document_with_ai/:id')
  @Answers(AiEditAnswer)
  @HttpCode(200)
  aiEdit(@CurrentUser() user: SessionUser, @Param('id', id) docId: number, @Body(Valid(AiEditSchema)) body: AiEdit) {
    return this.editor.aiEdit(user.id, docId, body);
  }
}
