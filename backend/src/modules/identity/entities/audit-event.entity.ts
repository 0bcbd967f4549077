import { Entity, Filter, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Ref } from '@mikro-orm/core';
import { firmFilter } from '../../../core/database/firm-scope';
import { LawFirm } from './law-firm.entity';
import { User } from './user.entity';

/** Append-only record of security-relevant acts (sign-ins, SSN reveals, permission changes). */
@Entity({ tableName: 'audit_events' })
@Filter(firmFilter<AuditEvent>((lawFirmId) => ({ lawFirm: lawFirmId })))
@Index({ properties: ['subjectType', 'subjectId'] })
export class AuditEvent {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'string', length: 80 })
  action!: string;

  @ManyToOne(() => User, { nullable: true, ref: true, deleteRule: 'set null' })
  actor?: Ref<User> | null;

  @ManyToOne(() => LawFirm, { nullable: true, ref: true, deleteRule: 'set null' })
  @Index()
  lawFirm?: Ref<LawFirm> | null;

  @Property({ type: 'string', length: 80, nullable: true })
  subjectType?: string | null;

  @Property({ type: 'string', length: 80, nullable: true })
  subjectId?: string | null;

  @Property({ type: 'string', length: 64, nullable: true })
  ip?: string | null;

  @Property({ type: 'json', nullable: true })
  metadata?: Record<string, unknown> | null;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  @Index()
  createdAt: Date = new Date();
}
