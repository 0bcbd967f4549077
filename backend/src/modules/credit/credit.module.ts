import { Module } from '@nestjs/common';
import { ProfileViewsModule } from '../profile/profile.module';
import { CreditController } from './credit.controller';
import { CreditReports } from './credit-reports.service';

/** The credit report: consent and request (api), the dashboard's view (exported for the dashboard payload). */
@Module({
  imports: [ProfileViewsModule],
  controllers: [CreditController],
  providers: [CreditReports],
  exports: [CreditReports],
})
export class CreditModule {}
