import { Entity, Filter, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Ref, Unique } from '@mikro-orm/core';
import { firmFilter } from '../../../core/database/firm-scope';
import { CustomerDocument } from '../../accounts/entities';
import { LawFirm, User } from '../../identity/entities';

/**
 * A chat between one law firm and one consumer about one settlement document (one conversation per document).
 * Firm-owned: collectors reach it only through the firm filter; the consumer by their own user id.
 */
@Entity({ tableName: 'conversations' })
@Filter(firmFilter<Conversation>((lawFirmId) => ({ lawFirm: lawFirmId })))
@Unique({ properties: ['customerDocument'] })
@Index({ properties: ['lawFirm', 'lastActivityAt'] })
@Index({ properties: ['consumer', 'lastActivityAt'] })
export class Conversation {
  [OptionalProps]?: 'createdAt' | 'lastActivityAt' | 'deliveredCount';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => CustomerDocument, { ref: true, deleteRule: 'restrict' })
  customerDocument!: Ref<CustomerDocument>;

  @ManyToOne(() => LawFirm, { ref: true, deleteRule: 'restrict' })
  lawFirm!: Ref<LawFirm>;

  @ManyToOne(() => User, { ref: true, deleteRule: 'restrict' })
  consumer!: Ref<User>;

  /**
   * How many messages have been delivered: each delivery takes the next number (under the conversation's row
   * lock), so read state is "delivered up to n" and a message held overnight still counts as unread when it lands.
   */
  @Property({ type: 'integer', default: 0 })
  deliveredCount: number = 0;

  /** Sorts the conversation list: the last message sent or delivered. */
  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  lastActivityAt: Date = new Date();

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
