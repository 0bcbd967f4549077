import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, UnprocessableEntityException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { JobName } from '../../core/queue/jobs';
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
} from '../../domain/chat';
import { maskSensitiveNumbers } from '../../domain/compliance';
import { FileStorage } from '../../integrations/storage/storage.port';
import { CustomerDocument } from '../accounts/entities';
import { User } from '../identity/entities';
import { FirmNotifier } from '../notification-policies';
import { ChatDelivery } from './chat-delivery.service';
import { ChatClock } from './chat.clock';
import { messageView, MessageData, visibleTo } from './chat-views';
import { ChatAttachment, ChatMessage, ChatSide, Conversation, MessageStatus } from './entities';
import { ConversationsService } from './conversations.service';
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
