export * from '@parley/domain/contracts/api/firm-users';
