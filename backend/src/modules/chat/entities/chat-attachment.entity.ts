import { Entity, Filter, ManyToOne, OptionalProps, PrimaryKey, Property, Ref } from '@mikro-orm/core';
import { firmFilter } from '../../../core/database/firm-scope';
import { LawFirm } from '../../identity/entities';
import { ChatMessage } from './chat-message.entity';

/** A file sent with a message: the bytes are in the FileStorage port under our own key, never the user's name. */
@Entity({ tableName: 'chat_attachments' })
@Filter(firmFilter<ChatAttachment>((lawFirmId) => ({ lawFirm: lawFirmId })))
export class ChatAttachment {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => ChatMessage, { ref: true, deleteRule: 'restrict' })
  message!: Ref<ChatMessage>;

  @ManyToOne(() => LawFirm, { ref: true, deleteRule: 'restrict' })
  lawFirm!: Ref<LawFirm>;

  @Property({ type: 'string', length: 300 })
  storageKey!: string;

  @Property({ type: 'string', length: 200 })
  filename!: string;

  /** The type the bytes show (not the one the browser declared). */
  @Property({ type: 'string', length: 100 })
  contentType!: string;

  @Property({ type: 'integer' })
  size!: number;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
