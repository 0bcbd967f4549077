export * from '@parley/domain/contracts/api/disclosures';
