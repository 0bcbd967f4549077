import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Ref } from '@mikro-orm/core';
import { CustomerDocument } from '../../accounts/entities';
import { User } from '../../identity/entities';

/** What an uploaded paper is, judged by its bytes. */
export type DocumentFileKind = 'pdf' | 'jpeg' | 'png';

/**
 * One paper a consumer uploaded to pre-fill a walkthrough (upload_file). The bytes live in FileStorage
 * under `storageKey`. Consumer-owned (through the document's user), so it carries no firm filter: consumer endpoints
 * load it by (document, user).
 */
@Entity({ tableName: 'document_files' })
@Index({ properties: ['customerDocument', 'id'] })
export class DocumentFile {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => CustomerDocument, { ref: true, deleteRule: 'cascade', index: false })
  customerDocument!: Ref<CustomerDocument>;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  @Index()
  user!: Ref<User>;

  /** The name the consumer's device gave it (cleaned: no path, no control characters). */
  @Property({ type: 'string', length: 200 })
  filename!: string;

  @Property({ type: 'string', length: 10 })
  kind!: DocumentFileKind;

  @Property({ type: 'string', length: 60 })
  contentType!: string;

  @Property({ type: 'integer' })
  byteSize!: number;

  @Property({ type: 'string', length: 255 })
  storageKey!: string;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
