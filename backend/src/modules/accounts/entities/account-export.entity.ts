import { Entity, Filter, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Ref } from '@mikro-orm/core';
import { firmFilter } from '../../../core/database/firm-scope';
import { LawFirm, User } from '../../identity/entities';

export type ExportStatus = 'pending' | 'running' | 'ready' | 'failed';
export type ExportKind = 'accounts' | 'activity_log';

/**
 * One file a collector asked for (the accounts spreadsheet, or a large activity log CSV), written by the worker into
 * FileStorage and kept until `expiresAt`. Firm-owned: only the firm's users (or on-call admins) find it; an export an
 * on-call admin started across all firms has no firm, so no firm's user finds it.
 */
@Entity({ tableName: 'account_exports' })
@Filter(firmFilter<AccountExport>((lawFirmId) => ({ lawFirm: lawFirmId })))
export class AccountExport {
  [OptionalProps]?: 'createdAt' | 'status' | 'rowsDone' | 'rowsTotal';

  /** A random uuid: the job's key, so the job id is unique for ever. */
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @ManyToOne(() => LawFirm, { ref: true, deleteRule: 'cascade', nullable: true, index: true })
  lawFirm?: Ref<LawFirm> | null;

  /** Who asked: the one told when it is done (realtime and e-mail). */
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  requestedBy!: Ref<User>;

  @Property({ type: 'string', length: 20 })
  kind!: ExportKind;

  /** What to export: the list's query (filters and sort) and whether the asker saw every firm, or the document. */
  @Property({ type: 'json' })
  params!: Record<string, unknown>;

  @Property({ type: 'string', length: 20, default: 'pending' })
  status: ExportStatus = 'pending';

  @Property({ type: 'integer', default: 0 })
  rowsDone: number = 0;

  @Property({ type: 'integer', default: 0 })
  rowsTotal: number = 0;

  @Property({ type: 'string', length: 120 })
  fileName!: string;

  @Property({ type: 'string', length: 255, nullable: true })
  storageKey?: string | null;

  @Property({ type: 'integer', nullable: true })
  byteSize?: number | null;

  /** The sentence shown when the export failed. */
  @Property({ type: 'text', nullable: true })
  error?: string | null;

  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  startedAt?: Date | null;

  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  finishedAt?: Date | null;

  /** When the file is removed (24 hours after it was written); the sweeper deletes the file and this row. */
  @Index()
  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  expiresAt?: Date | null;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
