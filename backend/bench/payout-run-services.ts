import type { MikroORM } from '@mikro-orm/postgresql';
import { demoPayoutProvider, payoutServices, type PayoutServices } from '../src/modules/payouts/standalone';

/** The payouts services as the worker wires them, on the demo provider, without e-mails (nobody reads the bench's). */
export function testablePayoutRun(orm: MikroORM): PayoutServices {
  return payoutServices(demoPayoutProvider(orm, undefined, 'bench-demo-payout-webhooks-key'), { appUrl: 'http://bench.invalid', notify: false });
}
