export * from '@parley/domain/contracts/api/financial';
