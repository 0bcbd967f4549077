import type { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { DemoPayoutProvider } from '../../integrations/payouts/demo.driver';
import { Payout } from './entities';
import { demoPayoutProvider, payoutServices, type PayoutServices } from './standalone';

export interface ReplayOptions {
  /** The run instants to replay, oldest first (02:00 UTC of past days). */
  runs: Date[];
  /** Only these firms' payments (the demo seed leaves any other firm alone). */
  firms?: number[];
  /** After a run, the demo provider is told to return this firm's first mailed check a few days later. */
  returnFirstCheckOf?: number;
  log?: (line: string) => void;
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * Replays past days of the real payout job with the demo provider on the replayed clock: before each run the
 * provider's clock reaches that day (checks sent earlier are deposited on their day) and its notifications are
 * delivered to the real handler; then the run pays what was paid before it; at the end the clock reaches now. No
 * e-mails (the days are past). Used by the demo and large seeds: every payout, check number and tracking number
 * comes from the product's own code.
 */
export async function replayPayoutHistory(em: EntityManager, opts: ReplayOptions): Promise<{ runs: number; payouts: number }> {
  // Seeds run outside the application: the services' line per status change would flood the seed's output.
  Logger.overrideLogger(['error', 'warn']);
  let clock = opts.runs[0] ?? new Date();
  const provider = demoPayoutProvider({ em }, () => clock);
  const services = payoutServices(provider, { appUrl: '', notify: false, now: () => clock });
  let returned = opts.returnFirstCheckOf === undefined;
  for (const runFor of opts.runs) {
    clock = runFor;
    await deliver(provider, services, em);
    await services.runs.run(em, runFor, 'seed', opts.firms);
    if (!returned) {
      const first = await em.fork().findOne(
        Payout,
        { lawFirm: opts.returnFirstCheckOf, method: 'check', providerCheckId: { $ne: null } },
        { filters: false, orderBy: { id: 'asc' } },
      );
      if (first?.providerCheckId) {
        clock = new Date(runFor.getTime() + 3 * DAY_MS);
        await provider.returnCheck(first.providerCheckId, 'Returned to sender: the address could not be delivered to.');
        await deliver(provider, services, em);
        returned = true;
      }
    }
  }
  clock = new Date();
  await deliver(provider, services, em);
  const payouts = await em.fork().count(Payout, opts.firms ? { lawFirm: { $in: opts.firms } } : {}, { filters: false });
  opts.log?.(`payout history: ${opts.runs.length} daily runs replayed, ${payouts} payouts`);
  return { runs: opts.runs.length, payouts };
}

/** The demo provider's clock moves to the replayed day; its notifications reach the real handler. */
async function deliver(provider: DemoPayoutProvider, services: PayoutServices, em: EntityManager): Promise<void> {
  while ((await provider.advance()) > 0);
  for (let batch = await provider.pendingDeliveries(500); batch.length; batch = await provider.pendingDeliveries(500)) {
    for (const d of batch) {
      const outcome = await services.events.receive(em, Buffer.from(d.body), d.signature);
      // Every payout is recorded before its notifications are delivered here: one attempt each.
      await provider.markDelivered(d.id, outcome !== 'unknown', 1);
    }
  }
}
