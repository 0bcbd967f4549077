import { Entity, OneToOne, OptionalProps, Property, Ref } from '@mikro-orm/core';
import { CustomerDocument } from './customer-document.entity';

/**
 * One account's row of the collector's list as it was last built (the JSON apply_filters sends), so that a page of
 * the list is read from one statement instead of being rebuilt from nine kinds of details on every request.
 *
 * Kept current by PostgreSQL, not by the code that writes: statement triggers on every table the row is built from
 * (the document, its events, offers, disclosures, payment intents, payouts, plan, the consumer's profile and bank
 * reports) move `generation` and clear `row` in the writing transaction; a change of the firm's settlement rules or
 * name moves the firm's `law_firms.row_generation`. A reader uses `row` only when it is set, was built at the firm's
 * current generation and by this version of the code (`format`); otherwise it builds the row and stores it only if
 * `generation` is still the one it read, so a row built from data older than a committed change is never kept.
 * Never queried through the ORM: the entity describes the table for the schema.
 */
@Entity({ tableName: 'account_rows' })
export class AccountRowDocument {
  [OptionalProps]?: 'generation' | 'firmGeneration' | 'format' | 'row';

  @OneToOne(() => CustomerDocument, { primary: true, ref: true, deleteRule: 'cascade', owner: true })
  customerDocument!: Ref<CustomerDocument>;

  /** Moves on every change of what the row is built from. */
  @Property({ type: 'bigint', default: 1 })
  generation: string = '1';

  /** law_firms.row_generation when the row was built. */
  @Property({ type: 'bigint', nullable: true })
  firmGeneration?: string | null;

  /** The version of the code that built the row (ACCOUNT_ROW_FORMAT). */
  @Property({ type: 'integer', nullable: true })
  format?: number | null;

  /** The row's JSON text; null until built and after every change. */
  @Property({ type: 'text', nullable: true })
  row?: string | null;
}
