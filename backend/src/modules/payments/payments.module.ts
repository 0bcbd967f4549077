import { Module } from '@nestjs/common';
import { PaymentsProviderModule } from '../../integrations/payments/payments.module';
import { AccountsModule } from '../accounts';
import { AuditService } from '../identity';
import { NegotiationModule } from '../negotiation';
import { AdditionalPaymentClaims } from './additional-claims.service';
import { AutopayController } from './autopay.controller';
import { AutopayService } from './autopay.service';
import { BillingService } from './billing.service';
import { DemoCheckoutController } from './demo-checkout.controller';
import { PaymentEventsService } from './payment-events.service';
import { PaymentRecorder } from './payment-recorder.service';
import { PaymentPlanController } from './payment-plan.controller';
import { PaymentPlanService } from './payment-plan.service';
import { PaymentPlanViews } from './payment-plan-views.service';
import { WebhooksController } from './webhooks.controller';

const SERVICES = [
  AutopayService,
  BillingService,
  PaymentEventsService,
  PaymentRecorder,
  AdditionalPaymentClaims,
  PaymentPlanViews,
  PaymentPlanService,
];

/** Autopay for settlements, billing and the provider's events (api process). */
@Module({
  imports: [PaymentsProviderModule, AccountsModule, NegotiationModule],
  controllers: [AutopayController, WebhooksController, PaymentPlanController],
  // The audit writer is stateless: provided here for the date change's audit event.
  providers: [...SERVICES, AuditService],
  exports: SERVICES,
})
export class PaymentsModule {}

/** The demo checkout form's confirm step: only while the demo provider is active (see api.module.ts). */
@Module({ imports: [PaymentsModule], controllers: [DemoCheckoutController] })
export class DemoCheckoutModule {}
