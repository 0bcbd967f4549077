import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import type { SessionUser } from '../../core/auth/session-user';
import { Valid } from '../../core/http/zod-validation.pipe';
import { ChatFirmSide } from './chat.guard';
import { ConversationsService } from './conversations.service';
import { MarkRepresented, RepresentedQuery } from './dto/chat.dto';
import { viewerOf } from './viewer';
import { ChatSide } from './entities';
import { ForbiddenException } from '@nestjs/common';
import { COLLECTORS_ONLY } from '../../core/auth/guards';
import { Answers } from '../../core/http/api-description';
import { RepresentedAnswer } from '@parley/domain/contracts/api/chat';

/** W-ATTORNEY: a collector marks an account of their firm as represented by an attorney (or clears the mark). */
@Controller('collectors/api')
@ChatFirmSide()
export class CollectorChatController {
  constructor(
    private readonly em: EntityManager,
    private readonly conversations: ConversationsService,
  ) {}

  @Post('represented_by_attorney')
  @Answers(RepresentedAnswer)
  @HttpCode(200)
  async mark(@Body(Valid(MarkRepresented)) body: MarkRepresented, @CurrentUser() me: SessionUser) {
    const viewer = this.collector(me);
    await this.conversations.setRepresented(this.em, viewer, body.customer_document_id, body.represented_by_attorney);
    return { customer_document_id: body.customer_document_id, represented_by_attorney: body.represented_by_attorney };
  }

  @Get('represented_by_attorney')
  @Answers(RepresentedAnswer)
  async show(@Query(Valid(RepresentedQuery)) q: { customer_document_id: number }, @CurrentUser() me: SessionUser) {
    const represented = await this.conversations.representedByAttorney(this.em, this.collector(me), q.customer_document_id);
    return { customer_document_id: q.customer_document_id, represented_by_attorney: represented };
  }

  private collector(me: SessionUser) {
    const viewer = viewerOf(me);
    if (viewer.side !== ChatSide.Firm) throw new ForbiddenException({ error: COLLECTORS_ONLY });
    return viewer;
  }
}
