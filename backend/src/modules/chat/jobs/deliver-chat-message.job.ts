import { LockMode } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { UNSCOPED } from '../../../core/database/firm-scope';
import { HandlesJob, JobContext, JobHandler, MissingRecordError } from '../../../core/queue/job-handler';
import { DeliverChatMessagePayload, JobName } from '../../../core/queue/jobs';
import { deliveryOutcome } from '@parley/domain/chat';
import { ChatClock } from '../chat.clock';
import { ChatMessage, MessageStatus } from '../entities';
import { HeldMessages } from './held-messages';

/** Delivers a message held until contact hours (the delayed job the scan queued), unless the consumer closed the door. */
@Injectable()
@HandlesJob(JobName.DeliverChatMessage)
export class DeliverChatMessageJob implements JobHandler<JobName.DeliverChatMessage> {
  constructor(
    private readonly clock: ChatClock,
    private readonly held: HeldMessages,
  ) {}

  async handle(payload: DeliverChatMessagePayload, ctx: JobContext): Promise<void> {
    const first = await ctx.em.findOne(ChatMessage, { id: payload.messageId }, UNSCOPED);
    if (!first) throw new MissingRecordError(`chat message ${payload.messageId}`);
    if (first.status !== MessageStatus.Scheduled) return;
    const facts = await this.held.context(ctx.em, first, this.clock.now());
    const result = await ctx.em.transactional(async (tx) => {
      const message = await tx.findOne(ChatMessage, { id: payload.messageId }, { lockMode: LockMode.PESSIMISTIC_WRITE, ...UNSCOPED });
      if (!message || message.status !== MessageStatus.Scheduled || !message.scheduledFor) return null;
      const now = this.clock.now();
      const outcome = deliveryOutcome({ refusal: await this.held.refusal(tx, facts), now, scheduledFor: message.scheduledFor });
      await this.held.apply(tx, message, outcome, now, facts.conversation);
      return { message, outcome };
    });
    if (result) await this.held.announce(ctx.em, result.message, result.outcome, facts.conversation);
  }
}
