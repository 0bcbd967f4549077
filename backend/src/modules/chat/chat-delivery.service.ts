import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { User } from '../identity/entities';
import { UNSCOPED } from '../../core/database/firm-scope';
import { ChatEvents } from './chat-events';
import { messageView, MessageData } from './chat-views';
import { ChatAttachment, ChatMessage, ChatSide, Conversation, ConversationParticipant, MessageStatus } from './entities';

/** The ids a delivery announcement needs (an entity or the worker's one-query context). */
export type ConversationRef = { id: number; consumer: { id: number }; lawFirm: { id: number } };

export interface UnreadCounts {
  consumer: number;
  firm: number;
}

/**
 * Delivery, read state and the events that tell the pages: used by the api (a consumer's message is delivered at
 * once, mark_as_read) and by the worker (a collector's message after its scan, or at 8 a.m.).
 */
@Injectable()
export class ChatDelivery {
  constructor(private readonly events: ChatEvents) {}

  /**
   * Marks `message` delivered inside the caller's transaction (the caller flushes). The conversation row is locked so
   * deliveries of one conversation take consecutive numbers (read state compares against them). A side's own messages never count
   * as unread for it (unread counts only look at the other side's messages).
   */
  async deliver(tx: EntityManager, message: ChatMessage, at: Date): Promise<void> {
    // One statement: the update takes the conversation's row lock until commit and answers the new number.
    const rows: Array<{ delivered_count: number }> = await tx.execute(
      'update "conversations" set "delivered_count" = "delivered_count" + 1, "last_activity_at" = ? where "id" = ? returning "delivered_count"',
      [at, message.conversation.id],
    );
    if (rows.length !== 1) throw new Error(`conversation ${message.conversation.id} is missing`);
    message.deliverySeq = rows[0].delivered_count;
    message.status = MessageStatus.Delivered;
    message.deliveredAt = at;
  }

  /**
   * A scanned collector message with nothing against it, delivered in one statement (its own transaction) instead of
   * a transaction of six: it locks the message only if it is still `scanning` and the consumer has not opted out,
   * asked to stop or been marked represented (read after the lock is taken, as `refusal` is inside the scan's
   * transaction), numbers it on the conversation, marks it delivered, records the job's completion (`completion`,
   * only if it delivered), queues the consumer's notice of it (`notice`, only if it delivered: a crash can no longer
   * fall between the delivery and its notice) and answers each side's unread count. The subqueries of the last select see the data as
   * it was before the statement, so the message itself is added to the consumer's count when it is past their
   * last read number. Null when it delivered nothing: the caller then decides under a lock (blocked, or done already).
   */
  async deliverScanned(
    em: EntityManager,
    messageId: number,
    conversation: ConversationRef & { customerDocument: { id: number } },
    at: Date,
    completion: { sql: string; params: unknown[] } | null,
    /** The consumer's notice of the message (an outbox row), written by the same statement only if it delivered. */
    notice: { queue: string; jobName: string; jobId: string; payload: object },
  ): Promise<{ deliverySeq: number; unread: UnreadCounts } | null> {
    const unreadOf = (side: ChatSide) =>
      `(select count(*) from conversation_participants p
          join chat_messages o on o.conversation_id = p.conversation_id and o.sender_side <> p.side
         where p.conversation_id = ? and p.side = '${side}' and o.status = '${MessageStatus.Delivered}' and o.delivery_seq > p.last_read_seq)`;
    const rows: Array<{ delivery_seq: number; consumer_unread: string | number; firm_unread: string | number }> = await em.execute(
      `with clear as (
         select m.id from chat_messages m
          where m.id = ? and m.status = '${MessageStatus.Scanning}'
            and not exists (select 1 from chat_consents k
                             where k.consumer_id = ? and k.law_firm_id = ? and (k.opted_out_at is not null or k.ceased_at is not null))
            and not exists (select 1 from account_contact_preferences a where a.customer_document_id = ? and a.represented_by_attorney)
          for update of m
       ), numbered as (
         update conversations c set delivered_count = c.delivered_count + 1, last_activity_at = ?
          where c.id = ? and exists (select 1 from clear)
          returning c.delivered_count
       ), delivered as (
         update chat_messages m set status = '${MessageStatus.Delivered}', scanned_at = ?, delivered_at = ?, delivery_seq = n.delivered_count
           from numbered n where m.id = ?
          returning m.delivery_seq
       )${completion ? `, completed as (${completion.sql} and exists (select 1 from delivered))` : ''}, noticed as (
         insert into outbox_messages (queue, job_name, job_id, payload)
         select ?, ?, ?, ?::jsonb where exists (select 1 from delivered)
         on conflict (job_id) do nothing
       )
       select d.delivery_seq,
              ${unreadOf(ChatSide.Consumer)}
              + (select count(*) from conversation_participants p
                  where p.conversation_id = ? and p.side = '${ChatSide.Consumer}' and p.last_read_seq < d.delivery_seq) as consumer_unread,
              ${unreadOf(ChatSide.Firm)} as firm_unread
         from delivered d`,
      [
        messageId,
        conversation.consumer.id,
        conversation.lawFirm.id,
        conversation.customerDocument.id,
        at,
        conversation.id,
        at,
        at,
        messageId,
        ...(completion?.params ?? []),
        notice.queue,
        notice.jobName,
        notice.jobId,
        JSON.stringify(notice.payload),
        conversation.id,
        conversation.id,
        conversation.id,
      ],
    );
    const r = rows[0];
    if (!r) return null;
    return { deliverySeq: Number(r.delivery_seq), unread: { consumer: Number(r.consumer_unread), firm: Number(r.firm_unread) } };
  }

  /** After commit: the message to both sides' open threads, then each side's unread count. */
  async announceDelivery(em: EntityManager, message: ChatMessage, conversation: ConversationRef): Promise<MessageData> {
    const view = await this.viewOf(em, message);
    this.events.delivered(conversation.id, view);
    await this.announceUnread(em, conversation);
    return view;
  }

  async announceUnread(em: EntityManager, conversation: ConversationRef, only?: ChatSide): Promise<UnreadCounts> {
    const counts = await this.unreadCounts(em, conversation.id);
    this.events.unread(
      conversation.id,
      {
        consumerId: only === ChatSide.Firm ? undefined : conversation.consumer.id,
        lawFirmId: only === ChatSide.Consumer ? undefined : conversation.lawFirm.id,
      },
      counts,
    );
    return counts;
  }

  async unreadCounts(em: EntityManager, conversationId: number): Promise<UnreadCounts> {
    const rows = await unreadBySide(em, [conversationId]);
    return {
      consumer: rows.get(`${conversationId}:${ChatSide.Consumer}`) ?? 0,
      firm: rows.get(`${conversationId}:${ChatSide.Firm}`) ?? 0,
    };
  }

  /** Everything delivered so far is read by `side`. */
  async markRead(em: EntityManager, conversation: Conversation, side: ChatSide, at: Date): Promise<void> {
    await em.nativeUpdate(
      ConversationParticipant,
      { conversation: conversation.id, side, lastReadSeq: { $lt: conversation.deliveredCount } },
      { lastReadSeq: conversation.deliveredCount, lastReadAt: at },
      UNSCOPED,
    );
  }

  async view(em: EntityManager, messageId: number): Promise<MessageData> {
    return this.viewOf(em, await em.findOneOrFail(ChatMessage, { id: messageId }, UNSCOPED));
  }

  async viewOf(em: EntityManager, message: ChatMessage): Promise<MessageData> {
    const [sender, attachments] = await Promise.all([
      em.findOneOrFail(User, { id: message.sender.id }, UNSCOPED),
      em.find(ChatAttachment, { message: message.id }, { ...UNSCOPED, orderBy: { id: 'asc' } }),
    ]);
    return messageView(message, sender, attachments);
  }

  get emit(): ChatEvents {
    return this.events;
  }
}

/**
 * Unread messages per conversation and side, keyed `<conversation id>:<side>`: messages from the other side,
 * delivered after the side's last read delivery number.
 */
export async function unreadBySide(em: EntityManager, conversationIds: number[]): Promise<Map<string, number>> {
  if (conversationIds.length === 0) return new Map();
  const rows: Array<{ conversation_id: number; side: ChatSide; n: string | number }> = await em
    .getKnex()('conversation_participants as p')
    .join('chat_messages as m', function () {
      this.on('m.conversation_id', '=', 'p.conversation_id').andOn('m.sender_side', '<>', 'p.side');
    })
    .whereIn('p.conversation_id', conversationIds)
    .andWhere('m.status', MessageStatus.Delivered)
    .andWhereRaw('m.delivery_seq > p.last_read_seq')
    .groupBy('p.conversation_id', 'p.side')
    .select('p.conversation_id', 'p.side', em.getKnex().raw('count(*) as n'));
  return new Map(rows.map((r) => [`${r.conversation_id}:${r.side}`, Number(r.n)]));
}
