export * from '@parley/domain/contracts/api/search';
