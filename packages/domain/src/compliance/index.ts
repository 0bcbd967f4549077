export * from './types';
export { COMPLIANCE_RULES, HARASS_MAX_COLLECTOR_MESSAGES_PER_DAY, ruleById } from './rules';
export { scanCollectorMessage, sentenceAt } from './scan';
export { suggestRewrite } from './rewrite';
export { maskSensitiveNumbers, findSensitiveNumbers, isValidSsn, passesLuhn, isCardNumber } from './sensitive';
export type { SensitiveKind, SensitiveNumber } from './sensitive';
