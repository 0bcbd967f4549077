import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** What one firm's part of a run did (kept on the run: the report of what was paid and what was left out). */
export interface PayoutRunFirmReport {
  law_firm_id: number;
  payout_id: number | null;
  status: string | null;
  payments: number;
  amount_cents: number;
  /** Payments refunded or disputed before they were paid out: left out of every payout, and listed here. */
  left_out: Array<{ stripe_payment_intent_id: string; customer_document_id: number; reason: 'refunded' | 'disputed'; amount_cents: number }>;
}

/**
 * One daily run (02:00 UTC), or a development run of the moved clock. Several runs for the same instant are
 * harmless (each firm's part is idempotent); the row is the run's report.
 */
@Entity({ tableName: 'payout_runs' })
export class PayoutRun {
  [OptionalProps]?: 'startedAt' | 'report';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  /** The run's instant: payments made before it are paid by it. */
  @Property({ type: 'Date', columnType: 'timestamptz', index: true })
  runFor!: Date;

  /** schedule (the 02:00 job scheduler), clock (the development clock), seed. */
  @Property({ type: 'string', length: 12 })
  trigger!: 'schedule' | 'clock' | 'seed' | 'test';

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  startedAt: Date = new Date();

  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  finishedAt?: Date | null;

  @Property({ type: 'json' })
  report: PayoutRunFirmReport[] = [];
}
