import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Ref } from '@mikro-orm/core';
import type { ExtractedFact, ExtractedField } from '@parley/domain/walkthrough/fields';
import { CustomerDocument } from '../../accounts/entities';
import { DocumentExtraction } from './document-extraction.entity';
import { DocumentFile } from './document-file.entity';

/**
 * One candidate value for one field, found by one run in one file. Every candidate is kept with its confidence;
 * ExtractedFacts.forDocument picks the best per field from the latest finished run.
 */
@Entity({ tableName: 'extracted_facts' })
@Index({ properties: ['extraction', 'field'] })
export class ExtractedFactRow {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => DocumentExtraction, { ref: true, deleteRule: 'cascade', index: false })
  extraction!: Ref<DocumentExtraction>;

  @ManyToOne(() => CustomerDocument, { ref: true, deleteRule: 'cascade' })
  @Index()
  customerDocument!: Ref<CustomerDocument>;

  @ManyToOne(() => DocumentFile, { ref: true, deleteRule: 'cascade' })
  @Index()
  file!: Ref<DocumentFile>;

  @Property({ type: 'string', length: 40 })
  field!: ExtractedField;

  @Property({ type: 'json' })
  value!: ExtractedFact['value'];

  @Property({ type: 'double' })
  confidence!: number;

  @Property({ type: 'string', length: 10 })
  method!: ExtractedFact['method'];

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
