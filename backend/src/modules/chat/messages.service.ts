import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, UnprocessableEntityException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { JOB_QUEUE, JobName, jobIdFor } from '../../core/queue/jobs';
import { OutboxService } from '../../core/queue/outbox.service';
import { UNSCOPED } from '../../core/database/firm-scope';
import {
  allowedAttachment,
  AttachmentKind,
  CHAT_ERRORS,
  checkBody,
  cleanFilename,
  COLLECTOR_KINDS,
  CONSUMER_KINDS,
  CONTENT_TYPES,
  EXTENSIONS,
  MAX_ATTACHMENT_BYTES,
  REFUSALS,
  sendRefusal,
} from '@parley/domain/chat';
// From its own file: the compliance package's index loads the whole scanner, which only the worker runs.
import { maskSensitiveNumbers } from '@parley/domain/compliance/sensitive';
import { FileStorage } from '../../integrations/storage/storage.port';
import { CustomerDocument } from '../accounts/entities';
import { User } from '../identity/entities';
import { FirmNotifier } from '../notification-policies';
import { ChatDelivery } from './chat-delivery.service';
import { ChatClock } from './chat.clock';
import { messageView, MessageData, visibleTo } from './chat-views';
import { ChatAttachment, ChatMessage, ChatSide, Conversation, MessageStatus } from './entities';
import { ConversationsService, notFound } from './conversations.service';
import type { Viewer } from './viewer';

/** The parts of a multer file we use. */
export interface UploadedFile {
  fieldname: string;
  originalname: string;
  size: number;
  buffer: Buffer;
}

export const ATTACHMENT_FIELDS = new Set(['message[attachments][]', 'message[attachments]']);

const invalid = (error: string) => new UnprocessableEntityException({ error, errors: [error] });

/**
 * Messages: the thread a side may see, and sending. A collector's message waits for the compliance scan (outbox job
 * in the same transaction); a consumer's is masked and delivered at once.
 */
@Injectable()
export class MessagesService {
  private readonly logger = new Logger(MessagesService.name);
  constructor(
    private readonly conversations: ConversationsService,
    private readonly delivery: ChatDelivery,
    private readonly outbox: OutboxService,
    private readonly storage: FileStorage,
    private readonly notifier: FirmNotifier,
    private readonly clock: ChatClock,
  ) {}

  /** Oldest first: the newest `limit` messages before `before` that this side may see. */
  async list(em: EntityManager, viewer: Viewer, conversation: Conversation, opts: { before?: number; limit: number }): Promise<MessageData[]> {
    const where: Record<string, unknown> = { conversation: conversation.id };
    if (opts.before) where.id = { $lt: opts.before };
    if (viewer.side === ChatSide.Consumer) where.$or = [{ senderSide: ChatSide.Consumer }, { status: MessageStatus.Delivered }];
    const rows = await em.find(ChatMessage, where, { orderBy: { id: 'desc' }, limit: opts.limit, ...UNSCOPED });
    rows.reverse();
    return this.views(em, rows);
  }

  async views(em: EntityManager, rows: ChatMessage[]): Promise<MessageData[]> {
    if (rows.length === 0) return [];
    const [senders, attachments] = await Promise.all([
      em.find(User, { id: [...new Set(rows.map((m) => m.sender.id))] }, UNSCOPED),
      em.find(ChatAttachment, { message: rows.map((m) => m.id) }, { ...UNSCOPED, orderBy: { id: 'asc' } }),
    ]);
    const senderMap = new Map(senders.map((u) => [u.id, u]));
    return rows.map((m) =>
      messageView(
        m,
        senderMap.get(m.sender.id) ?? { id: m.sender.id },
        attachments.filter((a) => a.message.id === m.id),
      ),
    );
  }

  async send(
    em: EntityManager,
    viewer: Viewer,
    conversation: Conversation,
    input: { body: unknown; files: UploadedFile[] },
    sender: { firstName: string | null; lastName: string | null },
  ): Promise<MessageData> {
    if (viewer.side === ChatSide.Firm) {
      const refusal = await this.conversations.refusal(em, conversation);
      if (refusal) throw invalid(REFUSALS[refusal].sentence);
    }
    const files = input.files.filter((f) => ATTACHMENT_FIELDS.has(f.fieldname));
    if (files.length !== input.files.length) throw invalid(CHAT_ERRORS.badFileField);
    const checked = this.checkFiles(viewer.side, files);
    const body = checkBody(input.body, checked.length);
    if (!body.ok) throw invalid(body.error);

    // Consumers: full SSNs and card numbers never reach storage (the scanner's own masking).
    const masked = viewer.side === ChatSide.Consumer ? maskSensitiveNumbers(body.body) : { body: body.body, masked: [] };
    const stored = await this.storeFiles(conversation.id, checked);
    const now = this.clock.now();

    const { message, attachments } = await em.transactional(async (tx) => {
      const m = tx.create(ChatMessage, {
        conversation: conversation.id,
        lawFirm: conversation.lawFirm.id,
        sender: viewer.userId,
        senderSide: viewer.side,
        body: masked.body,
        status: viewer.side === ChatSide.Firm ? MessageStatus.Scanning : MessageStatus.Delivered,
        masked: [...new Set(masked.masked)],
        createdAt: now,
      });
      const files = stored.map((f) => tx.create(ChatAttachment, { message: m, lawFirm: conversation.lawFirm.id, ...f }));
      await tx.flush();
      if (viewer.side === ChatSide.Firm) {
        this.outbox.enqueue(tx, JobName.ComplianceScan, { messageId: m.id }, `message-${m.id}`);
      } else {
        await this.delivery.deliver(tx, m, now);
        await this.notifyFirm(tx, conversation, m);
      }
      await tx.flush();
      return { message: m, attachments: files };
    });

    // Built from what is in hand (the sender is the signed-in user): no reads after the write.
    const view = messageView(message, { id: viewer.userId, firstName: sender.firstName, lastName: sender.lastName }, attachments);
    if (viewer.side === ChatSide.Consumer) {
      this.delivery.emit.delivered(conversation.id, view);
      await this.delivery.announceUnread(em, conversation);
    }
    return view;
  }

  /**
   * A collector's text message, the common case (50 a second under load), in one statement instead of a conversation
   * read, a refusal read and a transaction of four: the conversation is found within the collector's firm (the same
   * scope as ConversationsService.find), the consumer's choices are read (the refusal `send` checks), and only when
   * there is none are the message (status scanning) and its compliance-scan outbox row inserted. One statement is one
   * transaction: the message and its job commit together or not at all, as through the outbox service.
   * Answers null when the message is not of that kind (a consumer's, attachments, a body `send` refuses): `send` then
   * handles it, with its checks in their usual order.
   */
  async sendText(
    em: EntityManager,
    viewer: Viewer,
    conversationId: number,
    input: { body: unknown; files: UploadedFile[] },
    sender: { firstName: string | null; lastName: string | null },
  ): Promise<MessageData | null> {
    if (viewer.side !== ChatSide.Firm || input.files.length > 0) return null;
    const text = checkBody(input.body, 0);
    if (!text.ok) return null;
    const now = this.clock.now();
    const rows: Array<{ opted_out: boolean; ceased: boolean; represented: boolean; id: number | null }> = await em.execute(
      `with conversation as (
         select c.id, c.consumer_id, c.law_firm_id, c.customer_document_id from conversations c where c.id = ? and c.law_firm_id = ?
       ), refusal as (
         select c.id as conversation_id, c.law_firm_id,
                exists (select 1 from chat_consents k where k.consumer_id = c.consumer_id and k.law_firm_id = c.law_firm_id and k.opted_out_at is not null) as opted_out,
                exists (select 1 from chat_consents k where k.consumer_id = c.consumer_id and k.law_firm_id = c.law_firm_id and k.ceased_at is not null) as ceased,
                exists (select 1 from account_contact_preferences a where a.customer_document_id = c.customer_document_id and a.represented_by_attorney) as represented
           from conversation c
       ), message as (
         insert into chat_messages (conversation_id, law_firm_id, sender_id, sender_side, body, status, violations, masked, created_at)
         select r.conversation_id, r.law_firm_id, ?, ?, ?, ?, '[]', '[]', ? from refusal r where not (r.opted_out or r.ceased or r.represented)
         returning id
       ), scan as (
         insert into outbox_messages (queue, job_name, job_id, payload, created_at)
         select ?, ?, ? || message.id::text, json_build_object('messageId', message.id), clock_timestamp() from message
       )
       select refusal.opted_out, refusal.ceased, refusal.represented, message.id from refusal left join message on true`,
      [
        conversationId,
        viewer.lawFirmId,
        viewer.userId,
        ChatSide.Firm,
        text.body,
        MessageStatus.Scanning,
        now,
        JOB_QUEUE[JobName.ComplianceScan],
        JobName.ComplianceScan,
        // The outbox service's key for this job (`message-<id>`), the id known only inside the statement.
        jobIdFor(JobName.ComplianceScan, 'message-'),
      ],
    );
    const r = rows[0];
    if (!r) throw notFound();
    const refusal = sendRefusal({ optedOut: r.opted_out, ceased: r.ceased, representedByAttorney: r.represented });
    if (refusal) throw invalid(REFUSALS[refusal].sentence);
    if (r.id === null) throw new Error(`message to conversation ${conversationId} was not stored`);
    const message = {
      id: r.id,
      conversation: { id: conversationId },
      senderSide: ChatSide.Firm,
      body: text.body,
      status: MessageStatus.Scanning,
      violations: [],
      masked: [],
      createdAt: now,
    };
    return messageView(message, { id: viewer.userId, firstName: sender.firstName, lastName: sender.lastName }, []);
  }

  /** Who may see the message in a list: used by the attachment download too. */
  visible(viewer: Viewer, message: ChatMessage): boolean {
    return visibleTo(viewer.side, message);
  }

  private checkFiles(side: ChatSide, files: UploadedFile[]): Array<UploadedFile & { kind: AttachmentKind }> {
    const allowed = side === ChatSide.Firm ? COLLECTOR_KINDS : CONSUMER_KINDS;
    return files.map((f) => {
      const name = String(f.originalname ?? '').slice(0, 200) || 'attachment';
      if (!f.buffer || f.size > MAX_ATTACHMENT_BYTES) throw invalid(CHAT_ERRORS.fileTooLarge);
      const kind = allowedAttachment(f.buffer, name, allowed);
      if (!kind) throw invalid(CHAT_ERRORS.notAllowed(name));
      return { ...f, kind };
    });
  }

  /** Bytes first (our own keys), rows after: a failed transaction leaves an unreferenced file, never a broken row. */
  private async storeFiles(conversationId: number, files: Array<UploadedFile & { kind: AttachmentKind }>) {
    const out: Array<{ storageKey: string; filename: string; contentType: string; size: number }> = [];
    for (const f of files) {
      const storageKey = `chat/${conversationId}/${randomUUID()}.${EXTENSIONS[f.kind]}`;
      await this.storage.put(storageKey, f.buffer);
      out.push({ storageKey, filename: cleanFilename(f.originalname, f.kind), contentType: CONTENT_TYPES[f.kind], size: f.size });
    }
    return out;
  }

  /** The firm's notification policies decide who hears about a consumer's message (routed by the worker). */
  private async notifyFirm(tx: EntityManager, conversation: Conversation, m: ChatMessage): Promise<void> {
    const doc = await tx.findOne(CustomerDocument, { id: conversation.customerDocument.id }, UNSCOPED);
    try {
      this.notifier.notify(tx, {
        eventKey: `chat-message-${m.id}`,
        lawFirmId: conversation.lawFirm.id,
        eventType: 'new_message_from_consumer',
        customerDocumentId: conversation.customerDocument.id,
        lawsuitState: doc?.rmLawsuitState ?? null,
        summary: { customerName: doc?.rmCustomerName ?? undefined, detail: m.body.slice(0, 140) || 'An attachment' },
      });
    } catch (err) {
      this.logger.warn(`firm notification for message ${m.id} not queued: ${String(err)}`);
    }
  }
}
