import { RequestContext } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, OnApplicationBootstrap, BeforeApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { applyFirmScope } from '../../core/database/firm-scope';
import { DemoPaymentProvider } from '../../integrations/payments/demo.driver';
import { PaymentProvider } from '../../integrations/payments/payments.port';
import { LawsuitDeadlineReminders } from '../notifications';
import { AdditionalPaymentClaims } from './additional-claims.service';
import { BillingService } from './billing.service';
import { PaymentEventsService } from './payment-events.service';

/**
 * The worker's payments clock, every PAYMENTS_TICK_MS: gives back abandoned additional-payment claims (an
 * unconfirmed checkout is canceled at the provider first), queues the installments whose 23:59:59 UTC has come, the
 * consumers' date-driven reminders (autopay charges, and the lawsuit answer deadlines and court dates, which ride
 * this clock rather than run a second one), and,
 * with the demo provider, moves its clock (processing charges settle) and delivers its signed events to the same
 * handler Stripe's webhooks reach. An event the handler refuses stays undelivered and is tried again next tick.
 */
@Injectable()
export class PaymentsTicker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(PaymentsTicker.name);
  private timer?: NodeJS.Timeout;
  private stopped = false;
  private running?: Promise<void>;

  constructor(
    private readonly orm: MikroORM,
    private readonly provider: PaymentProvider,
    private readonly billing: BillingService,
    private readonly events: PaymentEventsService,
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
    private readonly claims: AdditionalPaymentClaims,
    private readonly deadlines: LawsuitDeadlineReminders,
  ) {}

  onApplicationBootstrap(): void {
    const tick = async () => {
      if (this.stopped) return;
      this.running = this.tickOnce().catch((err: unknown) =>
        this.logger.warn(`payments tick failed, will retry: ${String(err)}`),
      );
      await this.running;
      if (!this.stopped) this.timer = setTimeout(tick, this.cfg.PAYMENTS_TICK_MS);
    };
    this.timer = setTimeout(tick, 50);
  }

  /** Before the database closes (MikroORM closes on application shutdown): a running pass finishes with it open. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  private inContext<T>(fn: () => Promise<T>): Promise<T> {
    const em = this.orm.em.fork();
    applyFirmScope(em, { allFirms: true });
    return RequestContext.create(em, fn);
  }

  async tickOnce(now = new Date()): Promise<void> {
    // Abandoned checkouts and interrupted claims give their payments back before billing looks at them (on the
    // real clock: a claim's age is real time, whatever date the billing is run for).
    await this.inContext(() => this.claims.release());
    await this.inContext(() => this.billing.enqueueDue(now));
    await this.inContext(() => this.billing.remindUpcoming(now));
    await this.inContext(() => this.deadlines.enqueueDue(now));
    if (!(this.provider instanceof DemoPaymentProvider)) return;
    const demo = this.provider;
    await demo.advance();
    for (const d of await demo.pendingDeliveries()) {
      let ok = false;
      try {
        await this.inContext(() => this.events.receive(Buffer.from(d.body), d.signature));
        ok = true;
      } catch (err) {
        this.logger.warn(`demo event ${d.id} was not accepted: ${String(err)}`);
      }
      await demo.markDelivered(d.id, ok);
    }
  }
}
