import { Module, type Provider } from '@nestjs/common';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { PayoutsProviderModule } from '../../integrations/payouts/payouts.module';
import { DevPayoutsController } from './dev-payouts.controller';
import { PayoutClock } from './payout-clock.service';
import { PayoutEventsService } from './payout-events.service';
import { PAYOUT_SETTINGS, type PayoutSettings } from './payout-settings';
import { PayoutStatusService } from './payout-status.service';
import { PayoutWebhooksController } from './payout-webhooks.controller';
import { PayoutsController } from './payouts.controller';
import { PayoutsReadService } from './payouts-read.service';
import { ReconciliationService } from './reconciliation.service';

export const PAYOUT_SETTINGS_PROVIDER: Provider = {
  provide: PAYOUT_SETTINGS,
  inject: [APP_CONFIG],
  useFactory: (cfg: AppConfig): PayoutSettings => ({ appUrl: cfg.appUrl, notify: true }),
};

/** Payouts to the firms (api process): the list and reconciliation, the provider's webhooks, the moved clock. */
@Module({
  imports: [PayoutsProviderModule],
  controllers: [PayoutsController, PayoutWebhooksController],
  providers: [PAYOUT_SETTINGS_PROVIDER, PayoutsReadService, ReconciliationService, PayoutEventsService, PayoutStatusService, PayoutClock],
  exports: [PayoutClock],
})
export class PayoutsModule {}

/** `/dev/payouts/...`: only with the demo payout provider outside production (see api.module.ts). */
@Module({ imports: [PayoutsModule], controllers: [DevPayoutsController] })
export class DevPayoutsModule {}
