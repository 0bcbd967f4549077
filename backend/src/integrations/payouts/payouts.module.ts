import { MikroORM } from '@mikro-orm/postgresql';
import { Global, Module } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { config } from '../../core/config/config';
import type { CheckbookPayoutProvider as CheckbookDriver } from './checkbook.driver';
import { DemoPayoutProvider } from './demo.driver';
import { PayoutProvider } from './payouts.port';
import { hasCheckbookKeys, payoutsConfig, type PayoutsConfig } from './payouts.config';

/** The demo provider signs its notifications like Checkbook; its key is derived so the api and the worker agree. */
export function demoPayoutWebhookKey(sessionSecret: string): string {
  return createHash('sha256').update(`parley-demo-payout-webhooks:${sessionSecret}`).digest('hex').slice(0, 32);
}

/**
 * The one place the payout driver is built: the checkbook driver when the provider registry chose the live driver
 * (CHECKBOOK_API_KEY with its secret, webhooks key and environment), else the demo driver (never in production: the
 * registry refuses to start without the keys there).
 */
export function payoutProviderFor(
  cfg: PayoutsConfig,
  orm: MikroORM,
  sessionSecret = config().sessionSecret,
  live = config().providers.payouts === 'live',
): PayoutProvider {
  if (live && hasCheckbookKeys(cfg)) {
    // Only this driver loads Checkbook's SDK (and its HTTP client), and only when it is chosen.
    const { CheckbookPayoutProvider } = require('./checkbook.driver') as { CheckbookPayoutProvider: typeof CheckbookDriver };
    return new CheckbookPayoutProvider({
      apiKey: cfg.CHECKBOOK_API_KEY!,
      apiSecret: cfg.CHECKBOOK_API_SECRET!,
      webhookKey: cfg.CHECKBOOK_WEBHOOK_KEY!,
      env: cfg.CHECKBOOK_ENV!,
    });
  }
  return new DemoPayoutProvider(orm, {
    webhookKey: demoPayoutWebhookKey(sessionSecret),
    achDays: cfg.DEMO_PAYOUT_ACH_DAYS,
    checkDays: cfg.DEMO_PAYOUT_CHECK_DAYS,
    latencyMs: cfg.DEMO_PAYOUT_LATENCY_MS,
  });
}

@Global()
@Module({
  providers: [{ provide: PayoutProvider, inject: [MikroORM], useFactory: (orm: MikroORM) => payoutProviderFor(payoutsConfig(), orm) }],
  exports: [PayoutProvider],
})
export class PayoutsProviderModule {}
