import { Entity, Filter, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Ref } from '@mikro-orm/core';
import { firmFilter } from '../../../core/database/firm-scope';
import { LawFirm, User } from '../../identity/entities';

/**
 * A single-use invitation to set a password, sent when an admin adds a user. Only the SHA-256 digest of the
 * token is stored; the link itself travels sealed through the outbox (see SendEmailPayload.sealedParams).
 */
@Entity({ tableName: 'collector_invites' })
@Filter(firmFilter<CollectorInvite>((lawFirmId) => ({ lawFirm: lawFirmId })))
export class CollectorInvite {
  [OptionalProps]?: 'createdAt' | 'usedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  @Index()
  user!: Ref<User>;

  @ManyToOne(() => LawFirm, { ref: true, deleteRule: 'cascade' })
  lawFirm!: Ref<LawFirm>;

  @Property({ type: 'string', length: 64, unique: true })
  tokenDigest!: string;

  @Property({ type: 'Date', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  usedAt?: Date | null = null;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
