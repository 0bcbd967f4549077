export * from '@parley/domain/contracts/api/payout';
