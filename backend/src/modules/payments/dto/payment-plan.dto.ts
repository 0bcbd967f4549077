export * from '@parley/domain/contracts/api/payment-plan';
