import { Entity, Filter, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Ref } from '@mikro-orm/core';
import type { AutoAccept, AutoCounter } from '@parley/domain/settlement-rules/rules';
import { firmFilter } from '../../../core/database/firm-scope';
import { LawFirm } from '../../identity/entities';

/**
 * A firm's settlement rule: the accounts it covers and how the firm answers consumer offers on them without a
 * collector. Firm-owned (the `firm` filter): another firm's rule is simply not found.
 */
@Entity({ tableName: 'settlement_rules' })
@Filter(firmFilter<SettlementRule>((lawFirmId) => ({ lawFirm: lawFirmId })))
@Index({ properties: ['lawFirm', 'active'] })
export class SettlementRule {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'active' | 'minLawsuitAmountCents' | 'maxLawsuitAmountCents' | 'autoAccept' | 'autoCounter';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => LawFirm, { ref: true, deleteRule: 'cascade' })
  lawFirm!: Ref<LawFirm>;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'boolean' })
  active: boolean = true;

  /** ['*'] for every lawsuit state, or state codes. */
  @Property({ type: 'json' })
  states!: string[];

  /** [] for every plaintiff, or names. */
  @Property({ type: 'json' })
  plaintiffs!: string[];

  @Property({ type: 'integer', nullable: true })
  minLawsuitAmountCents?: number | null = null;

  @Property({ type: 'integer', nullable: true })
  maxLawsuitAmountCents?: number | null = null;

  @Property({ type: 'json', nullable: true })
  autoAccept?: AutoAccept | null = null;

  @Property({ type: 'json', nullable: true })
  autoCounter?: AutoCounter | null = null;

  /** The extra disclosure lines the rule's answers carry after the fixed one. */
  @Property({ type: 'json' })
  disclosures!: string[];

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
