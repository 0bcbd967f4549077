import { Module } from '@nestjs/common';
import { PayoutsProviderModule } from '../../integrations/payouts/payouts.module';
import { RunPayoutsJob } from './jobs/run-payouts.job';
import { PayoutEventsService } from './payout-events.service';
import { PayoutRunService } from './payout-run.service';
import { PayoutSchedule } from './payout-schedule';
import { PayoutSender } from './payout-sender.service';
import { PayoutStatusService } from './payout-status.service';
import { PayoutsTicker } from './payouts-ticker';
import { PAYOUT_SETTINGS_PROVIDER } from './payouts.module';

/** The worker's side: the daily run (job and scheduler), sending, and the payouts clock. */
@Module({
  imports: [PayoutsProviderModule],
  providers: [
    PAYOUT_SETTINGS_PROVIDER,
    RunPayoutsJob,
    PayoutRunService,
    PayoutSender,
    PayoutStatusService,
    PayoutEventsService,
    PayoutsTicker,
    PayoutSchedule,
  ],
})
export class PayoutsJobsModule {}
