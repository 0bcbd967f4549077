import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, Get, HttpCode, Param, Post, Query, Res, UploadedFiles, UseInterceptors } from '@nestjs/common';
import type { Response } from 'express';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import type { SessionUser } from '../../core/auth/session-user';
import { Valid } from '../../core/http/zod-validation.pipe';
import { RowIdPipe } from '../../core/http/row-id.pipe';
import { CHAT_ERRORS } from '@parley/domain/chat';
import { ChatAttachments } from './chat-attachments.service';
import { ChatParticipant } from './chat.guard';
import { ConversationsService } from './conversations.service';
import { ListMessages, SendMessage, StartConversation } from './dto/chat.dto';
import { MessagesService, UploadedFile } from './messages.service';
import { MessageFiles, MultipartErrors } from './multipart';
import { ReadState } from './read-state.service';
import { viewerOf } from './viewer';
import { Answers, AnswersFile } from '../../core/http/api-description';
import { ConversationAnswer, ConversationsAnswer, MessageAnswer, MessagesAnswer } from '@parley/domain/contracts/api/chat';

const Id = new RowIdPipe(CHAT_ERRORS.notFound);

/** Chat API v1 (docs/api/chat.md) for both sides; participants only (404 otherwise). */
@Controller('api/v1/conversations')
@ChatParticipant()
export class ChatController {
  constructor(
    private readonly em: EntityManager,
    private readonly conversations: ConversationsService,
    private readonly messages: MessagesService,
    private readonly attachments: ChatAttachments,
    private readonly readState: ReadState,
  ) {}

  @Get()
  @Answers(ConversationsAnswer)
  async list(@CurrentUser() me: SessionUser) {
    return { data: await this.conversations.list(this.em, viewerOf(me)) };
  }

  /** 201 with a new conversation, 200 with the existing one. */
  @Post()
  @Answers(ConversationAnswer, 'The conversation: 201 when it was started, 200 when it already existed.')
  async start(
    @Body(Valid(StartConversation)) body: StartConversation,
    @CurrentUser() me: SessionUser,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { conversation, created } = await this.conversations.start(this.em, viewerOf(me), body);
    res.status(created ? 201 : 200);
    return { data: conversation };
  }

  @Get(':id')
  @Answers(ConversationAnswer)
  async show(@Param('id', Id) id: number, @CurrentUser() me: SessionUser) {
    const viewer = viewerOf(me);
    const conversation = await this.conversations.find(this.em, viewer, id);
    return { data: await this.conversations.view(this.em, viewer, conversation) };
  }

  @Get(':id/messages')
  @Answers(MessagesAnswer)
  async messagesOf(@Param('id', Id) id: number, @Query(Valid(ListMessages)) q: ListMessages, @CurrentUser() me: SessionUser) {
    const viewer = viewerOf(me);
    const conversation = await this.conversations.find(this.em, viewer, id);
    return { data: await this.messages.list(this.em, viewer, conversation, q) };
  }

  /** Multipart message[body] and message[attachments][] (or JSON {message: {body}}). */
  @Post(':id/messages')
  @Answers(MessageAnswer)
  @HttpCode(201)
  @UseInterceptors(MultipartErrors, MessageFiles)
  async send(
    @Param('id', Id) id: number,
    @Body(Valid(SendMessage)) body: SendMessage,
    @UploadedFiles() files: UploadedFile[] | undefined,
    @CurrentUser() me: SessionUser,
  ) {
    const viewer = viewerOf(me);
    const input = { body: body.message?.body, files: files ?? [] };
    // A collector's text message (most of them) is one statement that also finds the conversation.
    const text = await this.messages.sendText(this.em, viewer, id, input, me);
    if (text) return { data: text };
    const conversation = await this.conversations.find(this.em, viewer, id);
    return { data: await this.messages.send(this.em, viewer, conversation, input, me) };
  }

  @Post(':id/mark_as_read')
  @Answers(ConversationAnswer)
  @HttpCode(200)
  async markRead(@Param('id', Id) id: number, @CurrentUser() me: SessionUser) {
    const viewer = viewerOf(me);
    const conversation = await this.readState.markRead(this.em, viewer, id);
    return { data: await this.conversations.view(this.em, viewer, conversation) };
  }

  /** Participants only; a consumer cannot fetch a file of a message they may not see (blocked or not yet delivered). */
  @Get(':id/attachments/:attachmentId')
  @AnswersFile('application/octet-stream', 'The attachment as uploaded (its own content type), as an attachment.')
  async download(
    @Param('id', Id) id: number,
    @Param('attachmentId', Id) attachmentId: number,
    @CurrentUser() me: SessionUser,
    @Res() res: Response,
  ) {
    const viewer = viewerOf(me);
    const conversation = await this.conversations.find(this.em, viewer, id);
    const file = await this.attachments.open(this.em, viewer, conversation, attachmentId);
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Length', String(file.bytes.length));
    res.setHeader('Content-Disposition', `attachment; filename="${file.filename.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.end(file.bytes);
  }

  @Post(':id/opt_out')
  @Answers(ConversationAnswer)
  @HttpCode(200)
  optOut(@Param('id', Id) id: number, @CurrentUser() me: SessionUser) {
    return this.consent(id, me, 'opt_out');
  }

  @Post(':id/opt_in')
  @Answers(ConversationAnswer)
  @HttpCode(200)
  optIn(@Param('id', Id) id: number, @CurrentUser() me: SessionUser) {
    return this.consent(id, me, 'opt_in');
  }

  @Post(':id/cease')
  @Answers(ConversationAnswer)
  @HttpCode(200)
  cease(@Param('id', Id) id: number, @CurrentUser() me: SessionUser) {
    return this.consent(id, me, 'cease');
  }

  private async consent(id: number, me: SessionUser, change: 'opt_out' | 'opt_in' | 'cease') {
    const viewer = viewerOf(me);
    const conversation = await this.conversations.find(this.em, viewer, id);
    await this.conversations.setConsent(this.em, viewer, conversation, change);
    return { data: await this.conversations.view(this.em, viewer, conversation) };
  }
}
