import { Entity, Filter, ManyToOne, OptionalProps, PrimaryKey, Property, Ref, Unique } from '@mikro-orm/core';
import { firmFilter } from '../../../core/database/firm-scope';
import { CustomerDocument } from '../../accounts/entities';
import { LawFirm } from '../../identity/entities';
import type { DocumentKind } from '../render-data';

export type RenderStatus = 'pending' | 'ready' | 'failed';

/**
 * One rendered PDF of an account (authorization letter, settlement agreement, answer to summons), cached by the
 * fingerprint of what it shows: a download reuses the ready row with the current fingerprint, and a change to the
 * account makes a new fingerprint, hence a new render. The bytes live in FileStorage under `storageKey`.
 */
@Entity({ tableName: 'rendered_documents' })
@Filter(firmFilter<RenderedDocument>((lawFirmId) => ({ lawFirm: lawFirmId })))
@Unique({ properties: ['customerDocument', 'kind', 'fingerprint'] })
export class RenderedDocument {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'status' | 'attempts';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  // The unique (document, kind, fingerprint) index also serves look-ups by document.
  @ManyToOne(() => CustomerDocument, { ref: true, deleteRule: 'cascade' })
  customerDocument!: Ref<CustomerDocument>;

  @ManyToOne(() => LawFirm, { ref: true, deleteRule: 'cascade' })
  lawFirm!: Ref<LawFirm>;

  @Property({ type: 'string', length: 40 })
  kind!: DocumentKind;

  /** sha256 (hex) of the data the PDF shows and the layout version. */
  @Property({ type: 'string', length: 64 })
  fingerprint!: string;

  @Property({ type: 'string', length: 20, default: 'pending' })
  status: RenderStatus = 'pending';

  @Property({ type: 'string', length: 255, nullable: true })
  storageKey?: string | null;

  @Property({ type: 'integer', nullable: true })
  byteSize?: number | null;

  /** Why the last render failed (shown to the user as is). */
  @Property({ type: 'text', nullable: true })
  error?: string | null;

  /** Render requests for this row; part of the job key, so a retry after a failure is a new job. */
  @Property({ type: 'integer', default: 0 })
  attempts: number = 0;

  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  renderedAt?: Date | null;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
