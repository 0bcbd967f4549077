import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts';
import { CreditModule } from '../credit';
import { DocumentsModule } from '../documents';
import { FinancialModule } from '../financial';
import { PaymentsModule } from '../payments';
import { ProfileModule } from '../profile';
import { ConsumerDocumentsService } from './consumer-documents.service';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';

/** The consumer dashboard: its payload, document creation, archive state, polling downloads and affiliate deals. */
@Module({
  imports: [AccountsModule, DocumentsModule, PaymentsModule, CreditModule, FinancialModule, ProfileModule],
  controllers: [DashboardController],
  providers: [DashboardService, ConsumerDocumentsService],
})
export class DashboardModule {}
