import { Module } from '@nestjs/common';
import { CreditBureauModule } from '../../integrations/credit/credit-bureau.module';
import { ProfileViewsModule } from '../profile/profile.module';
import { CreditController } from './credit.controller';
import { CreditEvents } from './credit-events';
import { CreditReports } from './credit-reports.service';
import { CreditReportJob } from './jobs/credit-report.job';

/** The credit report: consent and request (api), the dashboard's view (exported for the dashboard payload). */
@Module({
  imports: [ProfileViewsModule],
  controllers: [CreditController],
  providers: [CreditReports],
  exports: [CreditReports],
})
export class CreditModule {}

/** The worker's side: the credit-report job pulls from the bureau and tells the consumer's pages. */
@Module({
  imports: [ProfileViewsModule, CreditBureauModule],
  providers: [CreditReports, CreditEvents, CreditReportJob],
})
export class CreditJobsModule {}
