import { Module } from '@nestjs/common';
import { BankDataModule } from '../../integrations/bank-data/bank-data.module';
import { FinancialController } from './financial.controller';
import { FinancialEvents } from './financial-events';
import { FinancialReports } from './financial-reports.service';
import { FinancialService } from './financial.service';
import { BuildFinancialReportJob } from './jobs/build-financial-report.job';

/** Bank connections (Plaid) and the consumer's financial report (api process). */
@Module({
  imports: [BankDataModule],
  controllers: [FinancialController],
  providers: [FinancialReports, FinancialService],
  exports: [FinancialReports],
})
export class FinancialModule {}

/** The worker's side: the plaid-report queue's build-financial-report job. */
@Module({
  imports: [BankDataModule],
  providers: [BuildFinancialReportJob, FinancialEvents],
})
export class FinancialJobsModule {}
