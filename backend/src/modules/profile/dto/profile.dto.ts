export * from '@parley/domain/contracts/api/profile';
