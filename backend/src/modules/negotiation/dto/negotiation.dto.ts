export * from '@parley/domain/contracts/api/negotiation';
