import { Module } from '@nestjs/common';
import { BankDataModule } from '../../integrations/bank-data/bank-data.module';
import { FinancialController } from './financial.controller';
import { FinancialReports } from './financial-reports.service';
import { FinancialService } from './financial.service';

/** Bank connections (Plaid) and the consumer's financial report (api process). */
@Module({
  imports: [BankDataModule],
  controllers: [FinancialController],
  providers: [FinancialReports, FinancialService],
  exports: [FinancialReports],
})
export class FinancialModule {}
