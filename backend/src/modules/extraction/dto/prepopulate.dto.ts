export * from '@parley/domain/contracts/api/extraction';
