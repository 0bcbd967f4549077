import { Entity, Enum, Filter, ManyToOne, OptionalProps, PrimaryKey, Property, Ref, Unique } from '@mikro-orm/core';
import { firmFilter } from '../../../core/database/firm-scope';
import { LawFirm, User } from '../../identity/entities';
import { Conversation } from './conversation.entity';

export enum ChatSide {
  Consumer = 'consumer',
  Firm = 'firm',
}

/**
 * The two sides of a conversation: the consumer (a user) and the law firm (its collectors join as the firm, so
 * a firm shares one read state: what one collector has read, the firm has read). `lastReadSeq` is the delivery
 * number (Conversation.deliveredCount) this side has read up to.
 */
@Entity({ tableName: 'conversation_participants' })
@Filter(firmFilter<ConversationParticipant>((lawFirmId) => ({ lawFirm: lawFirmId })))
@Unique({ properties: ['conversation', 'side'] })
export class ConversationParticipant {
  [OptionalProps]?: 'lastReadSeq' | 'lastReadAt' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Conversation, { ref: true, deleteRule: 'cascade' })
  conversation!: Ref<Conversation>;

  @Enum({ items: () => ChatSide })
  side!: ChatSide;

  /** The consumer for the consumer side; null for the firm side. */
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'restrict' })
  user?: Ref<User> | null;

  /** The conversation's firm on both rows (the firm filter reads it). */
  @ManyToOne(() => LawFirm, { ref: true, deleteRule: 'restrict' })
  lawFirm!: Ref<LawFirm>;

  @Property({ type: 'integer', default: 0 })
  lastReadSeq: number = 0;

  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  lastReadAt?: Date | null;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
