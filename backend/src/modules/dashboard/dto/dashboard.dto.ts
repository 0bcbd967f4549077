export * from '@parley/domain/contracts/api/dashboard';
