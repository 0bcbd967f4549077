export { PayoutsModule, DevPayoutsModule } from './payouts.module';
export { PayoutClock } from './payout-clock.service';
export { PayoutRunService } from './payout-run.service';
export { PayoutSender } from './payout-sender.service';
export { PayoutStatusService } from './payout-status.service';
export { PayoutEventsService } from './payout-events.service';
export { PAYOUT_SETTINGS, type PayoutSettings } from './payout-settings';
export { PAYOUT_WEBHOOK_PATH } from './payout-webhooks.controller';
export * from './entities';
