export * from '@parley/domain/contracts/api/chat';
