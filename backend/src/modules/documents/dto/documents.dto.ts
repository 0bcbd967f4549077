export * from '@parley/domain/contracts/api/documents';
