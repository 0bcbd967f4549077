export * from './types';
export * from './labels';
export * from './schedule';
export * from './state-machine';
export * from './disclosures';
export * from './offer-input';
export * from './consumer-view';
