export * from '@parley/domain/contracts/api/editor';
