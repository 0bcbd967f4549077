import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { UNSCOPED } from '../../core/database/firm-scope';
import { FileStorage } from '../../integrations/storage/storage.port';
import { visibleTo } from './chat-views';
import { notFound } from './conversations.service';
import { ChatAttachment, ChatMessage, Conversation } from './entities';
import type { Viewer } from './viewer';

/** Downloads: the attachment must belong to this conversation and to a message this side may see. */
@Injectable()
export class ChatAttachments {
  constructor(private readonly storage: FileStorage) {}

  async open(em: EntityManager, viewer: Viewer, conversation: Conversation, attachmentId: number) {
    const attachment = await em.findOne(ChatAttachment, { id: attachmentId }, UNSCOPED);
    const message = attachment ? await em.findOne(ChatMessage, { id: attachment.message.id }, UNSCOPED) : null;
    if (!attachment || !message || message.conversation.id !== conversation.id || !visibleTo(viewer.side, message)) throw notFound();
    return { filename: attachment.filename, contentType: attachment.contentType, bytes: await this.storage.get(attachment.storageKey) };
  }
}
