import { Module, type Provider } from '@nestjs/common';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { PayoutsProviderModule } from '../../integrations/payouts/payouts.module';
import { DevPayoutsController } from './dev-payouts.controller';
import { RunPayoutsJob } from './jobs/run-payouts.job';
import { PayoutClock } from './payout-clock.service';
import { PayoutEventsService } from './payout-events.service';
import { PayoutRunService } from './payout-run.service';
import { PayoutSchedule } from './payout-schedule';
import { PayoutSender } from './payout-sender.service';
import { PAYOUT_SETTINGS, type PayoutSettings } from './payout-settings';
import { PayoutStatusService } from './payout-status.service';
import { PayoutWebhooksController } from './payout-webhooks.controller';
import { PayoutsController } from './payouts.controller';
import { PayoutsReadService } from './payouts-read.service';
import { PayoutsTicker } from './payouts-ticker';
import { ReconciliationService } from './reconciliation.service';

const SETTINGS: Provider = {
  provide: PAYOUT_SETTINGS,
  inject: [APP_CONFIG],
  useFactory: (cfg: AppConfig): PayoutSettings => ({ appUrl: cfg.appUrl, notify: true }),
};

/** Payouts to the firms (api process): the list and reconciliation, the provider's webhooks, the moved clock. */
@Module({
  imports: [PayoutsProviderModule],
  controllers: [PayoutsController, PayoutWebhooksController],
  providers: [SETTINGS, PayoutsReadService, ReconciliationService, PayoutEventsService, PayoutStatusService, PayoutClock],
  exports: [PayoutClock],
})
export class PayoutsModule {}

/** `/dev/payouts/...`: only with the demo payout provider outside production (see api.module.ts). */
@Module({ imports: [PayoutsModule], controllers: [DevPayoutsController] })
export class DevPayoutsModule {}

/** The worker's side: the daily run (job and scheduler), sending, and the payouts clock. */
@Module({
  imports: [PayoutsProviderModule],
  providers: [SETTINGS, RunPayoutsJob, PayoutRunService, PayoutSender, PayoutStatusService, PayoutEventsService, PayoutsTicker, PayoutSchedule],
})
export class PayoutsJobsModule {}
