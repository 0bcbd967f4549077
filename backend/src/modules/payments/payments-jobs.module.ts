import { Module } from '@nestjs/common';
import { PaymentsProviderModule } from '../../integrations/payments/payments.module';
import { AccountProjection, AccountsClock, AccountsService } from '../accounts';
import { AuditService } from '../identity';
import { NegotiationService } from '../negotiation';
import { FirmNotifier } from '../notification-policies';
import { AdditionalPaymentClaims } from './additional-claims.service';
import { BillingService } from './billing.service';
import { BillInstallmentJob } from './jobs/bill-installment.job';
import { PaymentEventsService } from './payment-events.service';
import { PaymentRecorder } from './payment-recorder.service';
import { PaymentsTicker } from './payments-ticker';

/**
 * The worker's side: the bill-installment job and the payments clock. The negotiation writer and the read model
 * are stateless services, provided here directly so the worker does not load the api's controllers.
 */
@Module({
  imports: [PaymentsProviderModule],
  providers: [
    BillInstallmentJob,
    PaymentsTicker,
    BillingService,
    PaymentEventsService,
    PaymentRecorder,
    AdditionalPaymentClaims,
    NegotiationService,
    AccountsService,
    AccountProjection,
    AccountsClock,
    AuditService,
    FirmNotifier,
  ],
})
export class PaymentsJobsModule {}
