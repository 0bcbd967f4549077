import { Entity, Filter, ManyToOne, OptionalProps, PrimaryKey, Property, Ref, Unique } from '@mikro-orm/core';
import { firmFilter } from '../../../core/database/firm-scope';
import { CustomerDocument } from '../../accounts/entities';
import { LawFirm, User } from '../../identity/entities';

/**
 * A consumer's choices about one firm's electronic messages: opted out (W-OPTOUT, reversible) and 'stop contacting
 * me' (W-CEASE, a written request to stop: final). Keyed by consumer and firm, because both are about the firm, not
 * one document. Rows are updated, never deleted, and keep the times of each choice.
 */
@Entity({ tableName: 'chat_consents' })
@Filter(firmFilter<ChatConsent>((lawFirmId) => ({ lawFirm: lawFirmId })))
@Unique({ properties: ['consumer', 'lawFirm'] })
export class ChatConsent {
  [OptionalProps]?: 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'restrict' })
  consumer!: Ref<User>;

  @ManyToOne(() => LawFirm, { ref: true, deleteRule: 'restrict' })
  lawFirm!: Ref<LawFirm>;

  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  optedOutAt?: Date | null;

  /** When the consumer last opted back in (kept for the record; opted out means optedOutAt is set). */
  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  optedInAt?: Date | null;

  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  ceasedAt?: Date | null;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/**
 * How the firm may contact the consumer about one account: represented by an attorney (W-ATTORNEY) blocks direct
 * collector messages. Set by a collector of the firm; who and when are kept.
 */
@Entity({ tableName: 'account_contact_preferences' })
@Filter(firmFilter<AccountContactPreference>((lawFirmId) => ({ lawFirm: lawFirmId })))
export class AccountContactPreference {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'representedByAttorney';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => CustomerDocument, { ref: true, unique: true, deleteRule: 'restrict' })
  customerDocument!: Ref<CustomerDocument>;

  @ManyToOne(() => LawFirm, { ref: true, deleteRule: 'restrict' })
  lawFirm!: Ref<LawFirm>;

  @Property({ type: 'boolean', default: false })
  representedByAttorney: boolean = false;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  markedBy?: Ref<User> | null;

  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  markedAt?: Date | null;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
