export * from '@parley/domain/contracts/api/autopay';
