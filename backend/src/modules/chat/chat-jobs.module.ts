import { Module } from '@nestjs/common';
import { ComplianceScanJob } from './jobs/compliance-scan.job';
import { DeliverChatMessageJob } from './jobs/deliver-chat-message.job';
import { HeldMessages } from './jobs/held-messages';
import { CHAT_SHARED } from './chat.module';

/** The compliance scan and the delayed delivery (worker process); the worker imports the LlmModule. */
@Module({ providers: [...CHAT_SHARED, HeldMessages, ComplianceScanJob, DeliverChatMessageJob] })
export class ChatJobsModule {}
