import { Check, Entity, Index, ManyToOne, OneToOne, OptionalProps, PrimaryKey, Property, Ref } from '@mikro-orm/core';
import { CustomerDocument } from '../../accounts/entities';
import { DocumentGeneration } from '../../editor/entities/document-generation.entity';
import { User } from '../../identity/entities';

/**
 * The consumer archived one of their documents on the dashboard.
 * Separate from the firm's `archivedByLawFirmOn`: the consumer tidying their dashboard never changes what the
 * collector sees. A row means archived; reactivating deletes it. Exactly one of the two documents is set (a check
 * constraint in the migration), each at most once (unique), so archiving twice conflicts in the database too.
 */
@Entity({ tableName: 'consumer_document_archives' })
@Check({
  name: 'consumer_document_archives_one_document_check',
  expression: '("customer_document_id" is null) <> ("document_generation_id" is null)',
})
export class ConsumerDocumentArchive {
  [OptionalProps]?: 'archivedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  @Index()
  user!: Ref<User>;

  @OneToOne(() => CustomerDocument, { ref: true, nullable: true, unique: true, deleteRule: 'cascade', owner: true })
  customerDocument?: Ref<CustomerDocument> | null;

  @OneToOne(() => DocumentGeneration, { ref: true, nullable: true, unique: true, deleteRule: 'cascade', owner: true })
  documentGeneration?: Ref<DocumentGeneration> | null;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  archivedAt: Date = new Date();
}
