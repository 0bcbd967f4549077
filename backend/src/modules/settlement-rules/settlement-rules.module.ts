import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts';
import { IdentityModule } from '../identity';
import { RulesPreviewService } from './rules-preview.service';
import { SettlementRulesController } from './settlement-rules.controller';
import { SettlementRulesService } from './settlement-rules.service';

/** Firm settlement rules: the admins' API and the rules page's preview (api process). */
@Module({
  imports: [IdentityModule, AccountsModule],
  controllers: [SettlementRulesController],
  providers: [SettlementRulesService, RulesPreviewService],
})
export class SettlementRulesModule {}
