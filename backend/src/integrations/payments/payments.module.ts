import { MikroORM } from '@mikro-orm/postgresql';
import { Global, Module } from '@nestjs/common';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { DemoPaymentProvider } from './demo.driver';
import { PaymentProvider } from './payments.port';
import type { StripePaymentProvider as StripeDriver } from './stripe.driver';

/**
 * The stripe driver when the configuration chose it (its three keys set); otherwise the demo, which production
 * never chooses (core/config/providers.ts). The demo signs its events with a random secret of its own.
 */
export function paymentProviderFor(cfg: AppConfig, orm: MikroORM): PaymentProvider {
  if (cfg.providers.payments === 'live') {
    // Only this driver loads the Stripe SDK, and only when it is chosen: a demo install never loads it.
    const { StripePaymentProvider } = require('./stripe.driver') as { StripePaymentProvider: typeof StripeDriver };
    return new StripePaymentProvider({
      secretKey: cfg.STRIPE_SECRET_KEY!,
      webhookSecret: cfg.STRIPE_WEBHOOK_SECRET!,
      publishableKey: cfg.STRIPE_PUBLISHABLE_KEY!,
    });
  }
  return new DemoPaymentProvider(orm, { settleMs: cfg.DEMO_PAYMENT_SETTLE_MS });
}

@Global()
@Module({
  providers: [{ provide: PaymentProvider, inject: [APP_CONFIG, MikroORM], useFactory: paymentProviderFor }],
  exports: [PaymentProvider],
})
export class PaymentsProviderModule {}
