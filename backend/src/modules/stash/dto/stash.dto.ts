export * from '@parley/domain/contracts/api/stash';
