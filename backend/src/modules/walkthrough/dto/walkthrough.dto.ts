export * from '@parley/domain/contracts/api/walkthrough';
