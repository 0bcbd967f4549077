export type {
  FirmReconciliation,
  Payout,
  PayoutMethod,
  PayoutMonth,
  PayoutPayment,
  PayoutStatus,
  ReconciliationReport as Reconciliation,
} from '@parley/domain/contracts/payouts';
