export * from '@parley/domain/contracts/api/accounts';
