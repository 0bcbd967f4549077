export * from '@parley/domain/contracts/api/notification-policies';
