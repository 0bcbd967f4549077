import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable, Logger, OnApplicationBootstrap, BeforeApplicationShutdown } from '@nestjs/common';
import { applyFirmScope } from '../../core/database/firm-scope';
import { DemoPayoutProvider } from '../../integrations/payouts/demo.driver';
import { PayoutProvider } from '../../integrations/payouts/payouts.port';
import { payoutsConfig } from '../../integrations/payouts/payouts.config';
import { Payout } from './entities';
import { PayoutEventsService } from './payout-events.service';
import { PayoutSender } from './payout-sender.service';
import { PayoutStatusService } from './payout-status.service';

/** A pending payout untouched this long was left by a run that stopped half-way: it is sent again. */
export const STALE_PENDING_MS = 60_000;
/** How often a sent payout's status is read from the provider, in case a notification never came. */
export const POLL_SENT_MS = 6 * 3600 * 1000;
/** A demo notification naming no payout is tried this many times (the payout may not be recorded yet). */
const MAX_DELIVERY_ATTEMPTS = 20;

/**
 * The worker's payouts clock, every PAYOUTS_TICK_MS: with the demo provider, moves its clock (checks deposited on
 * their day) and delivers its signed notifications to the handler Checkbook's webhooks reach; sends again the
 * pending payouts a stopped run left behind (same idempotency key: the same check); and reads back the status of
 * sent payouts not heard of for a while (polling, for a notification that never came).
 */
@Injectable()
export class PayoutsTicker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(PayoutsTicker.name);
  private timer?: NodeJS.Timeout;
  private stopped = false;
  private running?: Promise<void>;
  private readonly tickMs = payoutsConfig().PAYOUTS_TICK_MS;

  constructor(
    private readonly orm: MikroORM,
    private readonly provider: PayoutProvider,
    private readonly events: PayoutEventsService,
    private readonly sender: PayoutSender,
    private readonly status: PayoutStatusService,
  ) {}

  onApplicationBootstrap(): void {
    const tick = async () => {
      if (this.stopped) return;
      this.running = this.tickOnce().catch((err: unknown) => this.logger.warn(`payouts tick failed, will retry: ${String(err)}`));
      await this.running;
      if (!this.stopped) this.timer = setTimeout(tick, this.tickMs);
    };
    this.timer = setTimeout(tick, 100);
  }

  /** Before the database closes (MikroORM closes on application shutdown): a running pass finishes with it open. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  private em() {
    const em = this.orm.em.fork();
    applyFirmScope(em, { allFirms: true });
    return em;
  }

  async tickOnce(now = new Date()): Promise<void> {
    if (this.provider instanceof DemoPayoutProvider) await this.deliverDemo(this.provider);
    const em = this.em();
    const stale = await em.find(
      Payout,
      { status: 'pending', updatedAt: { $lt: new Date(now.getTime() - STALE_PENDING_MS) } },
      { filters: false, orderBy: { id: 'asc' }, limit: 20 },
    );
    for (const p of stale)
      await this.sender.send(em, p.id).catch((err: unknown) => this.logger.warn(`payout ${p.id} not sent yet: ${String(err)}`));
    const quiet = await em.find(
      Payout,
      { status: 'sent', providerCheckId: { $ne: null }, $or: [{ checkedAt: null }, { checkedAt: { $lt: new Date(now.getTime() - POLL_SENT_MS) } }] },
      { filters: false, orderBy: { checkedAt: 'asc' }, limit: 50 },
    );
    for (const p of quiet)
      await this.status.sync(em, p.providerCheckId!).catch((err: unknown) => this.logger.warn(`payout ${p.id} status not read: ${String(err)}`));
  }

  private async deliverDemo(demo: DemoPayoutProvider): Promise<void> {
    await demo.advance();
    for (const d of await demo.pendingDeliveries()) {
      let ok = false;
      try {
        const outcome = await this.events.receive(this.em(), Buffer.from(d.body), d.signature);
        ok = outcome !== 'unknown';
      } catch (err) {
        this.logger.warn(`demo payout notification ${d.id} was not accepted: ${String(err)}`);
      }
      await demo.markDelivered(d.id, ok, MAX_DELIVERY_ATTEMPTS);
    }
  }
}
