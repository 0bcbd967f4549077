import { MikroORM } from '@mikro-orm/postgresql';
import { Global, Module } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { DemoPaymentProvider } from './demo.driver';
import { PaymentProvider } from './payments.port';
import { StripePaymentProvider } from './stripe.driver';

/** The demo provider signs its events like Stripe; its secret is derived so the api and the worker agree on it. */
export function demoWebhookSecret(cfg: Pick<AppConfig, 'sessionSecret'>): string {
  return `whsec_demo_${createHash('sha256').update(`parley-demo-webhooks:${cfg.sessionSecret}`).digest('hex').slice(0, 32)}`;
}

/** With STRIPE_SECRET_KEY the stripe driver (webhook secret and publishable key required); without, the demo. */
export function paymentProviderFor(cfg: AppConfig, orm: MikroORM): PaymentProvider {
  if (cfg.STRIPE_SECRET_KEY)
    return new StripePaymentProvider({
      secretKey: cfg.STRIPE_SECRET_KEY,
      webhookSecret: cfg.STRIPE_WEBHOOK_SECRET!,
      publishableKey: cfg.STRIPE_PUBLISHABLE_KEY!,
    });
  return new DemoPaymentProvider(orm, { webhookSecret: demoWebhookSecret(cfg), settleMs: cfg.DEMO_PAYMENT_SETTLE_MS });
}

@Global()
@Module({
  providers: [{ provide: PaymentProvider, inject: [APP_CONFIG, MikroORM], useFactory: paymentProviderFor }],
  exports: [PaymentProvider],
})
export class PaymentsProviderModule {}
