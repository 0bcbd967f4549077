import { Entity, Enum, Filter, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Ref } from '@mikro-orm/core';
import { firmFilter } from '../../../core/database/firm-scope';
import { LawFirm } from './law-firm.entity';

export enum UserKind {
  Collector = 'collector',
  Consumer = 'consumer',
  OnCallAdmin = 'on_call_admin',
}

export enum LawFirmScope {
  User = 'user',
  Admin = 'admin',
}

/**
 * One table for every person who signs in. Collectors belong to a law firm; consumers and on-call admins do not.
 * Under the firm filter a collector sees only the users of their own firm: never another firm's staff, platform
 * staff, or consumers looked up directly (a consumer reaches a firm only through a document addressed to it).
 */
@Entity({ tableName: 'users' })
@Filter(firmFilter<User>((lawFirmId) => ({ lawFirm: lawFirmId })))
export class User {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'canViewFullSsn' | 'failedSignIns' | 'confirmedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Enum({ items: () => UserKind, nativeEnumName: 'user_kind' })
  kind!: UserKind;

  /** Stored lower-cased; unique across the platform. */
  @Property({ type: 'string', length: 254, unique: true })
  email!: string;

  @Property({ type: 'string', length: 200, nullable: true, hidden: true })
  passwordHash?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  firstName?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  lastName?: string | null;

  @ManyToOne(() => LawFirm, { nullable: true, ref: true, deleteRule: 'restrict' })
  @Index()
  lawFirm?: Ref<LawFirm> | null;

  @Enum({ items: () => LawFirmScope, nativeEnumName: 'law_firm_scope', nullable: true })
  lawFirmScope?: LawFirmScope | null;

  @Property({ type: 'boolean', default: false })
  canViewFullSsn: boolean = false;

  /** SHA-256 of the personal login token, for look-up; the token itself is kept encrypted for display. */
  @Property({ type: 'string', length: 64, nullable: true, unique: true, hidden: true })
  authTokenDigest?: string | null;

  @Property({ type: 'text', nullable: true, hidden: true })
  authTokenEncrypted?: string | null;

  @Property({ type: 'integer', default: 0 })
  failedSignIns: number = 0;

  /**
   * When the owner proved the e-mail address is theirs. Null only for a consumer who signed up and has not opened the
   * confirmation link yet (they cannot sign in); users created any other way (invitations, the seed) are confirmed.
   */
  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true, defaultRaw: 'now()' })
  confirmedAt?: Date | null = new Date();

  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  lastSignInAt?: Date | null;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
