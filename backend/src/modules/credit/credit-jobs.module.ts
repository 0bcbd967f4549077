import { Module } from '@nestjs/common';
import { CreditBureauModule } from '../../integrations/credit/credit-bureau.module';
import { ProfileViewsModule } from '../profile/profile.module';
import { CreditEvents } from './credit-events';
import { CreditReports } from './credit-reports.service';
import { CreditReportJob } from './jobs/credit-report.job';

/** The worker's side: the credit-report job pulls from the bureau and tells the consumer's pages. */
@Module({
  imports: [ProfileViewsModule, CreditBureauModule],
  providers: [CreditReports, CreditEvents, CreditReportJob],
})
export class CreditJobsModule {}
