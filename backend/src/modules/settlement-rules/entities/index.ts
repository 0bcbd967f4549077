export { SettlementRule } from './settlement-rule.entity';
