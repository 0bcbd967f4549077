import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, Ref, Unique } from '@mikro-orm/core';
import { CustomerDocument } from '../../accounts/entities';

/**
 * One answer of a consumer's walkthrough: the latest value saved for a
 * step of one document. Owned by the consumer (no firm column): collectors never read it; what they see goes through
 * the case, the profile and the document's read model, which saving also updates.
 *
 * A full SSN is never in `value`: it is sealed with the FieldCipher into `sealedValue`, and only its last four digits
 * are kept in clear (`lastFour`), as for the profile.
 */
@Entity({ tableName: 'walk_through_step_responses' })
@Unique({ properties: ['customerDocument', 'stepName'] })
export class WalkThroughStepResponse {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'sealedValue' | 'lastFour';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => CustomerDocument, { ref: true, deleteRule: 'cascade' })
  customerDocument!: Ref<CustomerDocument>;

  @Property({ type: 'string', length: 60 })
  stepName!: string;

  @Property({ type: 'json', nullable: true })
  value?: unknown;

  /** AES-256-GCM sealed secret part of the value (a full SSN); null otherwise. */
  @Property({ type: 'text', nullable: true, hidden: true })
  sealedValue?: string | null;

  @Property({ type: 'string', length: 4, nullable: true })
  lastFour?: string | null;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
