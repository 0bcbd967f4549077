export * from '@parley/domain/contracts/api/content';
