import { Module } from '@nestjs/common';
import { NotificationPoliciesModule } from '../notification-policies';
import { ChatAttachments } from './chat-attachments.service';
import { ChatDelivery } from './chat-delivery.service';
import { ChatEvents } from './chat-events';
import { ChatClock } from './chat.clock';
import { ChatController } from './chat.controller';
import { ChatGateway } from './chat.gateway';
import { ChatGuard } from './chat.guard';
import { CollectorChatController } from './collector-chat.controller';
import { ConversationsService } from './conversations.service';
import { MessagesService } from './messages.service';
import { ReadState } from './read-state.service';

/** What the api's and the worker's chat modules both provide. */
export const CHAT_SHARED = [ChatClock, ChatEvents, ChatDelivery, ConversationsService];

/** Chat's API and socket actions (api process). */
@Module({
  imports: [NotificationPoliciesModule],
  controllers: [ChatController, CollectorChatController],
  providers: [...CHAT_SHARED, ChatGuard, MessagesService, ChatAttachments, ReadState, ChatGateway],
})
export class ChatModule {}
