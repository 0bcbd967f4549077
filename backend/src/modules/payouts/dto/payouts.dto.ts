export * from '@parley/domain/contracts/api/payouts';
