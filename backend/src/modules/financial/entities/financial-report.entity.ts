import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Ref } from '@mikro-orm/core';
import type { FinancialReportData } from '@parley/domain/financial/report';
import { User } from '../../identity/entities';

export type FinancialReportRunStatus = 'pending' | 'ready' | 'failed';

/**
 * One build of a consumer's financial report (the plaid-report job), from every active bank connection they have.
 * The newest row is what the budget shows; older ones stay as history. `data` is the finished report (cents).
 */
@Entity({ tableName: 'financial_reports' })
@Index({ properties: ['user', 'id'] })
export class FinancialReport {
  [OptionalProps]?: 'requestedAt' | 'status' | 'data' | 'error' | 'completedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'string', length: 10 })
  status: FinancialReportRunStatus = 'pending';

  @Property({ type: 'json', nullable: true })
  data?: FinancialReportData | null = null;

  /** Why the build failed (provider error code and sentence), for support; never shown as is. */
  @Property({ type: 'text', nullable: true })
  error?: string | null = null;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  requestedAt: Date = new Date();

  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  completedAt?: Date | null = null;
}
