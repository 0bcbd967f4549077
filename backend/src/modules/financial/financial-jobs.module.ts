import { Module } from '@nestjs/common';
import { BankDataModule } from '../../integrations/bank-data/bank-data.module';
import { FinancialEvents } from './financial-events';
import { BuildFinancialReportJob } from './jobs/build-financial-report.job';

/** The worker's side: the plaid-report queue's build-financial-report job. */
@Module({
  imports: [BankDataModule],
  providers: [BuildFinancialReportJob, FinancialEvents],
})
export class FinancialJobsModule {}
