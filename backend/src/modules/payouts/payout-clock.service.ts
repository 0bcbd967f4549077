import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { OutboxService } from '../../core/queue/outbox.service';
import { JobName } from '../../core/queue/jobs';
import { runInstantAtOrBefore } from '@parley/domain/payouts/schedule';
import { DemoPayoutProvider } from '../../integrations/payouts/demo.driver';
import { PayoutProvider } from '../../integrations/payouts/payouts.port';

/**
 * The development clock's side of payouts (`POST /dev/payments/advance_clock`): moves the demo provider's clock to
 * `asOf` (checks sent on earlier days are deposited when their day comes) and queues the run of the latest 02:00
 * UTC at or before it, which waits for the payments the same move charged. Only with the demo provider: a moved
 * clock never sends real checks.
 */
@Injectable()
export class PayoutClock {
  constructor(
    private readonly provider: PayoutProvider,
    private readonly outbox: OutboxService,
  ) {}

  async advanceTo(em: EntityManager, asOf: Date, customerDocumentId?: number): Promise<Date | null> {
    if (!(this.provider instanceof DemoPayoutProvider)) return null;
    await this.provider.setClock(asOf);
    const runFor = runInstantAtOrBefore(asOf);
    this.outbox.enqueue(
      em,
      JobName.RunPayouts,
      { trigger: 'clock', runFor: runFor.toISOString(), asOf: asOf.toISOString(), ...(customerDocumentId ? { customerDocumentId } : {}) },
      `clock.${randomUUID()}`,
    );
    await em.flush();
    return runFor;
  }
}
