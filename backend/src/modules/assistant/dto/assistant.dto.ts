export * from '@parley/domain/contracts/api/assistant';
