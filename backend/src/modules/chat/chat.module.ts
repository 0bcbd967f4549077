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
import { ComplianceScanJob } from './jobs/compliance-scan.job';
import { DeliverChatMessageJob } from './jobs/deliver-chat-message.job';
import { HeldMessages } from './jobs/held-messages';
import { MessagesService } from './messages.service';
import { ReadState } from './read-state.service';

const SHARED = [ChatClock, ChatEvents, ChatDelivery, ConversationsService];

/** Chat's API and socket actions (api process). */
@Module({
  imports: [NotificationPoliciesModule],
  controllers: [ChatController, CollectorChatController],
  providers: [...SHARED, ChatGuard, MessagesService, ChatAttachments, ReadState, ChatGateway],
})
export class ChatModule {}

/** The compliance scan and the delayed delivery (worker process); the worker imports the LlmModule. */
@Module({ providers: [...SHARED, HeldMessages, ComplianceScanJob, DeliverChatMessageJob] })
export class ChatJobsModule {}
