export { SettlementRulesModule } from './settlement-rules.module';
export { SettlementRule } from './entities';
