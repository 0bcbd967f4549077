import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Ref } from '@mikro-orm/core';
import { User } from '../../identity/entities';

export enum CaseKind {
  Lawsuit = 'lawsuit',
  PreLitigation = 'pre_litigation',
}

/**
 * A debt a consumer is being pursued for: a lawsuit (with a court and a civil number) or a pre-litigation
 * collection. Owned by the consumer; collectors see its facts through the customer documents addressed to them.
 */
@Entity({ tableName: 'cases' })
export class Case {
  [OptionalProps]?: 'createdAt' | 'timeBarred' | 'judgmentEntered' | 'answerDeadline' | 'courtDate';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  @Index()
  user!: Ref<User>;

  @Enum({ items: () => CaseKind, nativeEnumName: 'case_kind' })
  kind!: CaseKind;

  /** Two-letter state where the suit was filed (or where the consumer lives, before litigation). */
  @Property({ type: 'string', length: 2, nullable: true })
  lawsuitState?: string | null;

  @Property({ type: 'string', length: 200, nullable: true })
  plaintiffName?: string | null;

  /** The court's case number (the "reference" collectors search by). */
  @Property({ type: 'string', length: 100, nullable: true })
  civilNumber?: string | null;

  @Property({ type: 'string', length: 200, nullable: true })
  courtName?: string | null;

  @Property({ type: 'integer', nullable: true })
  amountCents?: number | null;

  @Property({ type: 'boolean', default: false })
  timeBarred: boolean = false;

  @Property({ type: 'boolean', default: false })
  judgmentEntered: boolean = false;

  /** When the answer to the summons is due, as the consumer entered it (the notices remind them before it). */
  @Property({ type: 'date', nullable: true })
  @Index()
  answerDeadline?: string | null;

  /** The court date (hearing or trial), as the consumer entered it (reminded before it too). */
  @Property({ type: 'date', nullable: true })
  @Index()
  courtDate?: string | null;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
