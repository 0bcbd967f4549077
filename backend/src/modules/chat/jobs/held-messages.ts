import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { JobName, type NotifyConsumerPayload } from '../../../core/queue/jobs';
import { OutboxService } from '../../../core/queue/outbox.service';
import { ScanOutcome, SendRefusal } from '@parley/domain/chat';
import { consumerTimeZones } from '@parley/domain/time-zones';
import { ConsumerNotifier } from '../../notifications';
import { ChatDelivery } from '../chat-delivery.service';
import { ChatClock } from '../chat.clock';
import { ConversationsService } from '../conversations.service';
import type { Violation } from '@parley/domain/compliance';
import { ChatMessage, ChatSide, MaskedKind, MessageStatus } from '../entities';

/** What the worker reads once per message, in one query: the conversation, its account and the consumer's address. */
export interface MessageContext {
  conversation: { id: number; consumer: { id: number }; lawFirm: { id: number }; customerDocument: { id: number } };
  rmStatus: string | null;
  rmLawsuitState: string | null;
  rmLawsuitAmountCents: number | null;
  lawsuitState: string | null;
  lawsuitAmountCents: number | null;
  timeBarred: boolean;
  judgmentEntered: boolean;
  profileState: string | null;
  /** Collector messages of the conversation sent or held since `since`, not counting this one (R-HARASS). */
  recentCollectorMessages: number;
}

/** The message as the scan reads it (with its sender's name and its attachments), beside its context. */
export interface ScanFacts {
  message: {
    id: number;
    status: MessageStatus;
    body: string;
    senderSide: ChatSide;
    violations: Violation[];
    masked: MaskedKind[];
    createdAt: Date;
    conversation: { id: number };
  };
  sender: { id: number; firstName: string | null; lastName: string | null };
  attachments: Array<{ id: number; filename: string; contentType: string; size: number }>;
  context: MessageContext;
}

interface ContextRow {
  message_id: number;
  status: MessageStatus;
  body: string;
  sender_side: ChatSide;
  violations: Violation[];
  masked: MaskedKind[];
  created_at: Date | string;
  sender_id: number;
  sender_first_name: string | null;
  sender_last_name: string | null;
  attachments: Array<{ id: number; filename: string; content_type: string; size: number }> | null;
  conversation_id: number;
  consumer_id: number;
  law_firm_id: number;
  customer_document_id: number;
  rm_status: string | null;
  rm_lawsuit_state: string | null;
  rm_lawsuit_amount_cents: number | null;
  lawsuit_state: string | null;
  amount_cents: number | null;
  time_barred: boolean | null;
  judgment_entered: boolean | null;
  profile_state: string | null;
  recent: string | number;
}

/** What the scan and the delayed delivery share: the consumer's zones and consent, and carrying out an outcome. */
@Injectable()
export class HeldMessages {
  constructor(
    private readonly delivery: ChatDelivery,
    private readonly outbox: OutboxService,
    private readonly clock: ChatClock,
    private readonly conversations: ConversationsService,
    private readonly notices: ConsumerNotifier,
  ) {}

  async context(em: EntityManager, message: ChatMessage, since: Date): Promise<MessageContext> {
    const facts = await this.scanFacts(em, message.id, since);
    if (!facts) throw new Error(`message ${message.id} is missing`);
    return facts.context;
  }

  /**
   * One statement, because every collector message passes here (50 a second under load): the message, its sender's
   * name and its attachments (for the event after delivery, so nothing is read again), the conversation, its account
   * and the consumer's address. Null when the message does not exist.
   */
  async scanFacts(em: EntityManager, messageId: number, since: Date): Promise<ScanFacts | null> {
    const rows: ContextRow[] = await em.execute(
      `select m.id as message_id, m.status, m.body, m.sender_side, m.violations, m.masked, m.created_at,
              u.id as sender_id, u.first_name as sender_first_name, u.last_name as sender_last_name,
              (select json_agg(json_build_object('id', a.id, 'filename', a.filename, 'content_type', a.content_type, 'size', a.size) order by a.id)
                 from chat_attachments a where a.message_id = m.id) as attachments,
              c.id as conversation_id, c.consumer_id, c.law_firm_id, c.customer_document_id,
              d.rm_status, d.rm_lawsuit_state, d.rm_lawsuit_amount_cents,
              k.lawsuit_state, k.amount_cents, k.time_barred, k.judgment_entered,
              p.state as profile_state,
              (select count(*) from chat_messages r
                 where r.conversation_id = c.id and r.sender_side = ? and r.id <> m.id and r.status in (?, ?) and r.created_at >= ?) as recent
         from chat_messages m
         join users u on u.id = m.sender_id
         join conversations c on c.id = m.conversation_id
         join customer_documents d on d.id = c.customer_document_id
         left join cases k on k.id = d.case_id
         left join consumer_profiles p on p.user_id = c.consumer_id
        where m.id = ?`,
      [ChatSide.Firm, MessageStatus.Delivered, MessageStatus.Scheduled, since, messageId],
    );
    const r = rows[0];
    if (!r) return null;
    return {
      message: {
        id: r.message_id,
        status: r.status,
        body: r.body,
        senderSide: r.sender_side,
        violations: r.violations ?? [],
        masked: r.masked ?? [],
        createdAt: new Date(r.created_at),
        conversation: { id: r.conversation_id },
      },
      sender: { id: r.sender_id, firstName: r.sender_first_name, lastName: r.sender_last_name },
      attachments: (r.attachments ?? []).map((a) => ({ id: a.id, filename: a.filename, contentType: a.content_type, size: a.size })),
      context: contextOf(r),
    };
  }


  /** Read inside the deciding transaction, so a choice the consumer made a moment ago is seen. */
  refusal(tx: EntityManager, ctx: MessageContext): Promise<SendRefusal | null> {
    return this.conversations.refusal(tx, ctx.conversation);
  }

  /** The consumer's zones: mailing address state, else the lawsuit state (domain/time-zones). */
  zones(ctx: MessageContext): readonly string[] {
    return consumerTimeZones(ctx.profileState, ctx.lawsuitState ?? ctx.rmLawsuitState);
  }

  /** Inside the caller's transaction, with the message locked. */
  async apply(tx: EntityManager, message: ChatMessage, outcome: ScanOutcome, now: Date, conversation: MessageContext['conversation']): Promise<void> {
    if (outcome.kind === 'blocked') {
      message.status = MessageStatus.Blocked;
      message.violations = outcome.violations;
      message.suggestion = outcome.suggestion;
    } else if (outcome.kind === 'scheduled') {
      message.status = MessageStatus.Scheduled;
      message.scheduledFor = outcome.at;
      // BullMQ delays run on real time; the key names this hold, so holding again queues a new job.
      this.outbox.enqueue(tx, JobName.DeliverChatMessage, { messageId: message.id }, `message-${message.id}-${outcome.at.getTime()}-${now.getTime()}`, {
        runAt: this.clock.realTimeOf(outcome.at),
      });
    } else {
      await this.delivery.deliver(tx, message, now);
      // The consumer's notice in the same transaction as the delivery: both are written, or neither.
      await this.notices.notifyOnce(tx, ...this.noticeOf(message, conversation));
    }
    await tx.flush();
  }

  /**
   * The consumer's notice that a collector's message reached them, never what it says: once per message (the notify
   * job's id is the message's id and creation time). Written with the delivery, in its transaction or statement.
   */
  noticeOf(message: { id: number; createdAt: Date }, conversation: MessageContext['conversation']): [Omit<NotifyConsumerPayload, 'key'>, string] {
    return [
      { kind: 'chat_message', consumerId: conversation.consumer.id, lawFirmId: conversation.lawFirm.id, customerDocumentId: conversation.customerDocument.id },
      `${message.id}.${new Date(message.createdAt).getTime()}`,
    ];
  }

  /** The outbox row of `noticeOf`, for the scan's one-statement delivery. */
  noticeRow(message: { id: number; createdAt: Date }, conversation: MessageContext['conversation']) {
    return this.notices.onceRow(...this.noticeOf(message, conversation));
  }

  /** After commit: blocked and held go to the firm's side only; a delivery to both, with unread counts. */
  async announce(em: EntityManager, message: ChatMessage, outcome: ScanOutcome, conversation: MessageContext['conversation']): Promise<void> {
    if (outcome.kind === 'deliver') {
      await this.delivery.announceDelivery(em, message, conversation);
      return;
    }
    const view = await this.delivery.viewOf(em, message);
    if (outcome.kind === 'blocked') this.delivery.emit.blocked(conversation.id, view);
    else this.delivery.emit.scheduled(conversation.id, view);
  }
}

function contextOf(r: ContextRow): MessageContext {
  return {
    conversation: { id: r.conversation_id, consumer: { id: r.consumer_id }, lawFirm: { id: r.law_firm_id }, customerDocument: { id: r.customer_document_id } },
    rmStatus: r.rm_status,
    rmLawsuitState: r.rm_lawsuit_state,
    rmLawsuitAmountCents: r.rm_lawsuit_amount_cents,
    lawsuitState: r.lawsuit_state,
    lawsuitAmountCents: r.amount_cents,
    timeBarred: !!r.time_barred,
    judgmentEntered: !!r.judgment_entered,
    profileState: r.profile_state,
    recentCollectorMessages: Number(r.recent),
  };
}
