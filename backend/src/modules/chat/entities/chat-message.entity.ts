import { Entity, Enum, Filter, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Ref } from '@mikro-orm/core';
import { firmFilter } from '../../../core/database/firm-scope';
import type { Violation } from '@parley/domain/compliance/types';
import { LawFirm, User } from '../../identity/entities';
import { ChatSide } from './conversation-participant.entity';
import { Conversation } from './conversation.entity';

export enum MessageStatus {
  Scanning = 'scanning',
  Scheduled = 'scheduled',
  Delivered = 'delivered',
  Blocked = 'blocked',
}

/** Kinds of sensitive number masked in a consumer's message before it was stored. */
export type MaskedKind = 'ssn' | 'card';

/**
 * One chat message. Never deleted or edited after delivery (W-RECORDS: kept at least 3 years); a
 * blocked message stays too, with its violations, as the record of what was stopped.
 */
@Entity({ tableName: 'chat_messages' })
@Filter(firmFilter<ChatMessage>((lawFirmId) => ({ lawFirm: lawFirmId })))
@Index({ properties: ['conversation', 'id'] })
@Index({ properties: ['conversation', 'deliverySeq'] })
export class ChatMessage {
  [OptionalProps]?: 'createdAt' | 'violations' | 'masked';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Conversation, { ref: true, deleteRule: 'restrict' })
  conversation!: Ref<Conversation>;

  @ManyToOne(() => LawFirm, { ref: true, deleteRule: 'restrict' })
  lawFirm!: Ref<LawFirm>;

  @ManyToOne(() => User, { ref: true, deleteRule: 'restrict' })
  sender!: Ref<User>;

  @Enum({ items: () => ChatSide })
  senderSide!: ChatSide;

  /** At most 1000 characters (checked by the API); a consumer's is stored already masked. */
  @Property({ type: 'text' })
  body!: string;

  @Enum({ items: () => MessageStatus })
  status!: MessageStatus;

  @Property({ type: 'json' })
  violations: Violation[] = [];

  @Property({ type: 'json' })
  masked: MaskedKind[] = [];

  /** A blocked collector message: the compliant rewrite offered to send instead (checked by the scanner), or null. */
  @Property({ type: 'text', nullable: true })
  suggestion?: string | null;

  /** When a clean collector message written outside contact hours may be delivered (W-HOURS). */
  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  scheduledFor?: Date | null;

  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  scannedAt?: Date | null;

  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  deliveredAt?: Date | null;

  /** The conversation's delivery number of this message (read state and unread counts compare against it). */
  @Property({ type: 'integer', nullable: true })
  deliverySeq?: number | null;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
