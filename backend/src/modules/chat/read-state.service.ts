import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ChatDelivery } from './chat-delivery.service';
import { ChatClock } from './chat.clock';
import { ConversationsService } from './conversations.service';
import { Conversation } from './entities';
import type { Viewer } from './viewer';

/** mark_as_read (REST and socket): everything delivered so far is read by the caller's side, and that side is told. */
@Injectable()
export class ReadState {
  constructor(
    private readonly conversations: ConversationsService,
    private readonly delivery: ChatDelivery,
    private readonly clock: ChatClock,
  ) {}

  async markRead(em: EntityManager, viewer: Viewer, conversationId: number): Promise<Conversation> {
    const conversation = await this.conversations.find(em, viewer, conversationId);
    await em.refresh(conversation);
    await this.delivery.markRead(em, conversation, viewer.side, this.clock.now());
    await this.delivery.announceUnread(em, conversation, viewer.side);
    return conversation;
  }
}
