import type { MikroORM } from '@mikro-orm/postgresql';
import { config } from '../../core/config/config';
import { DemoPayoutProvider } from '../../integrations/payouts/demo.driver';
import { payoutsConfig } from '../../integrations/payouts/payouts.config';
import { demoPayoutWebhookKey } from '../../integrations/payouts/payouts.module';
import type { PayoutProvider } from '../../integrations/payouts/payouts.port';
import { PayoutEventsService } from './payout-events.service';
import { PayoutRunService } from './payout-run.service';
import { PayoutSender } from './payout-sender.service';
import type { PayoutSettings } from './payout-settings';
import { PayoutStatusService } from './payout-status.service';

export interface PayoutServices {
  provider: PayoutProvider;
  status: PayoutStatusService;
  sender: PayoutSender;
  runs: PayoutRunService;
  events: PayoutEventsService;
}

/**
 * The payouts services outside Nest, wired exactly as the worker wires them: for the seeds (which replay past days
 * on their own clock, without e-mails), the benchmark and the tests.
 */
export function payoutServices(provider: PayoutProvider, settings: PayoutSettings): PayoutServices {
  const status = new PayoutStatusService(provider, settings);
  const sender = new PayoutSender(provider, status, settings);
  return { provider, status, sender, runs: new PayoutRunService(provider, status, sender, settings), events: new PayoutEventsService(provider, status) };
}

/**
 * The demo payout provider with this process's settings, on a clock of the caller's (or the real one). Its
 * notifications are signed with the api's and worker's key unless the caller brings its own (the benchmark, whose
 * process has no application configuration).
 */
export function demoPayoutProvider(orm: Pick<MikroORM, 'em'>, now?: () => Date, webhookKey?: string): DemoPayoutProvider {
  const cfg = payoutsConfig();
  return new DemoPayoutProvider(orm, {
    webhookKey: webhookKey ?? demoPayoutWebhookKey(config().sessionSecret),
    achDays: cfg.DEMO_PAYOUT_ACH_DAYS,
    checkDays: cfg.DEMO_PAYOUT_CHECK_DAYS,
    now,
  });
}
