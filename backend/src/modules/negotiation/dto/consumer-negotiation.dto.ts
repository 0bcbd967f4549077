export * from '@parley/domain/contracts/api/consumer-negotiation';
