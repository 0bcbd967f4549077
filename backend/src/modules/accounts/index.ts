export { AccountsModule } from './accounts.module';
export { AccountProjection } from './account-projection.service';
export { AccountsService, ACCOUNT_NOT_FOUND } from './accounts.service';
export { AccountsReadService } from './accounts-read.service';
export { AccountsClock } from './accounts.clock';
export * from './entities';
export { summarizePlan, type PaymentPlanSummary } from './payment-plan-summary';
export { payoutChecksOf, type AccountPayoutCheck } from './payout-checks';
