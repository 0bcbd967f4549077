import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Ref } from '@mikro-orm/core';
import { User } from '../../identity/entities/user.entity';

export const DEFAULT_EDITOR_TEXT = 'Start writing your document here...';

/** An AI-generated (free-form) legal document the consumer shapes in the editor. Owned by one consumer. */
@Entity({ tableName: 'document_generations' })
export class DocumentGeneration {
  [OptionalProps]?: 'content' | 'title' | 'documentType' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  @Index()
  user!: Ref<User>;

  @Property({ type: 'string', length: 200, default: 'Untitled document' })
  title: string = 'Untitled document';

  /** Names the exported PDF (spec: "file name from the document-type meta"). */
  @Property({ type: 'string', length: 100, nullable: true })
  documentType?: string | null;

  /** The editor's HTML (sanitised on save). Empty means the editor shows the default text. */
  @Property({ type: 'text', default: '' })
  content: string = '';

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
