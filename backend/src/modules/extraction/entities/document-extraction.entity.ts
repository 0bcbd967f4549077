import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Ref } from '@mikro-orm/core';
import type { ExtractionStatus } from '@parley/domain/walkthrough/fields';
import { CustomerDocument } from '../../accounts/entities';

/**
 * One reading of a document's papers, asked for by prepopulate_from_document_files. The latest run of a document is
 * its extraction status (processing -> done | failed); a failed run keeps the reason.
 */
@Entity({ tableName: 'document_extractions' })
@Index({ properties: ['customerDocument', 'id'] })
export class DocumentExtraction {
  [OptionalProps]?: 'createdAt' | 'status' | 'camera' | 'upload';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => CustomerDocument, { ref: true, deleteRule: 'cascade', index: false })
  customerDocument!: Ref<CustomerDocument>;

  @Property({ type: 'string', length: 20, default: 'processing' })
  status: Exclude<ExtractionStatus, 'none'> = 'processing';

  /** The files this run reads (the document's files when it was asked for). */
  @Property({ type: 'json' })
  fileIds!: number[];

  /** The page's flags: papers photographed with the camera, papers uploaded as files. */
  @Property({ type: 'boolean', default: false })
  camera: boolean = false;

  @Property({ type: 'boolean', default: false })
  upload: boolean = false;

  /** Why the run failed (kept for support; the page shows a general message). */
  @Property({ type: 'text', nullable: true })
  error?: string | null;

  /** Per file: how it was read and how many characters came out (or why it could not be read). */
  @Property({ type: 'json', nullable: true })
  report?: Record<string, unknown>[] | null;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  finishedAt?: Date | null;
}
