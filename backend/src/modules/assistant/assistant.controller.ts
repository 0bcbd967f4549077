import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Put,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import { Consumer } from '../../core/auth/guards';
import type { SessionUser } from '../../core/auth/session-user';
import { Valid } from '../../core/http/zod-validation.pipe';
import { AssistantService } from './assistant.service';
import {
  AttachFile,
  AttachFileSchema,
  CreateCompletion,
  CreateCompletionSchema,
  DirectUploadSchema,
  MESSAGES,
  NewThreadSchema,
  RatingSchema,
  SuggestionQuery,
  SuggestionQuerySchema,
  ThreadQuery,
  ThreadQuerySchema,
  type DirectUpload,
} from './dto/assistant.dto';
import { RowIdPipe } from '../../core/http/row-id.pipe';
import { UploadsService } from './uploads.service';
import type { Rating } from './domain/rating';
import { Answers, AnswersFile, AnswersNothing } from '../../core/http/api-description';
import { CompletionAnswer, CompletionsAnswer, DirectUploadAnswer, FileAttached, LatestThreadAnswer, NewThreadAnswer, PersonasAnswer, SuggestionsAnswer } from '@parley/domain/contracts/api/assistant';

const id = new RowIdPipe(MESSAGES.notFound);
const fileId = new RowIdPipe(MESSAGES.fileNotFound);

/** Ask Solo: thin; the service scopes everything by the consumer's user id. */
@Controller()
@Consumer()
export class AssistantController {
  constructor(
    private readonly assistant: AssistantService,
    private readonly uploads: UploadsService,
  ) {}

  @Get('pilot/completions.json')
  @Answers(CompletionsAnswer)
  list(@CurrentUser() user: SessionUser, @Query(Valid(ThreadQuerySchema)) q: ThreadQuery) {
    return this.assistant.list(user.id, q);
  }

  @Get('pilot/completions/latest_thread.json')
  @Answers(LatestThreadAnswer)
  latestThread(@CurrentUser() user: SessionUser, @Query(Valid(ThreadQuerySchema)) q: ThreadQuery) {
    return this.assistant.latestThread(user.id, q.agent_key);
  }

  @Post('pilot/completions/new_thread.json')
  @Answers(NewThreadAnswer)
  newThread(@CurrentUser() user: SessionUser, @Body(Valid(NewThreadSchema)) body: { agentKey: string }) {
    return this.assistant.newThread(user.id, body.agentKey);
  }

  @Post('pilot/completions.json')
  @Answers(CompletionAnswer)
  async create(@CurrentUser() user: SessionUser, @Body(Valid(CreateCompletionSchema)) body: CreateCompletion) {
    return { completion: await this.assistant.create(user.id, body) };
  }

  @Get('pilot/completions/prompt_suggestions')
  @Answers(SuggestionsAnswer)
  async suggestions(@CurrentUser() user: SessionUser, @Query(Valid(SuggestionQuerySchema)) q: SuggestionQuery) {
    return { suggestions: await this.assistant.suggestions(user.id, q) };
  }

  @Patch('pilot/completions/:id/stop.json')
  @Answers(CompletionAnswer)
  async stop(@CurrentUser() user: SessionUser, @Param('id', id) completionId: number) {
    return { completion: await this.assistant.stop(user.id, completionId) };
  }

  @Patch('pilot/completions/:id.json')
  @Answers(CompletionAnswer)
  async rate(
    @CurrentUser() user: SessionUser,
    @Param('id', id) completionId: number,
    @Body(Valid(RatingSchema)) body: { rating: Rating },
  ) {
    return { completion: await this.assistant.rate(user.id, completionId, body.rating) };
  }

  @Get('pilot/personas.json')
  @Answers(PersonasAnswer)
  async personas() {
    return { personas: await this.assistant.personas() };
  }

  @Post('rails/active_storage/direct_uploads')
  @Answers(DirectUploadAnswer)
  directUpload(@CurrentUser() user: SessionUser, @Body(Valid(DirectUploadSchema)) body: { blob: DirectUpload }) {
    return this.uploads.declare(user.id, body.blob);
  }

  @Put('rails/active_storage/disk/:signedId')
  @AnswersNothing('The bytes are stored.')
  @HttpCode(204)
  async receive(@CurrentUser() user: SessionUser, @Param('signedId') signedId: string, @Req() req: Request) {
    await this.uploads.receive(user.id, signedId, req);
  }

  @Post('pilot/files.json')
  @Answers(FileAttached)
  async attach(@CurrentUser() user: SessionUser, @Body(Valid(AttachFileSchema)) body: AttachFile) {
    return { file: await this.uploads.attach(user.id, body) };
  }

  @Get('pilot/files/:id')
  @AnswersFile('application/octet-stream', 'The file as uploaded (its own content type), shown inline.')
  async file(@CurrentUser() user: SessionUser, @Param('id', fileId) fileIdParam: number, @Res() res: Response) {
    const f = await this.uploads.content(user.id, fileIdParam);
    res.setHeader('Content-Type', f.contentType);
    res.setHeader('Content-Disposition', `inline; filename="${f.name.replace(/["\\\r\n]/g, '_')}"`);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.send(f.data);
  }
}
