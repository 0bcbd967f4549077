export { PaymentsModule, DemoCheckoutModule } from './payments.module';
export { advanceClockSchema } from './dto/autopay.dto';
export { AutopayService } from './autopay.service';
export { BillingService, installmentsInFlight } from './billing.service';
export { PaymentPlanViews, payNowUrl } from './payment-plan-views.service';
export { PaymentEventsService } from './payment-events.service';
export { WEBHOOK_PATH } from './webhooks.controller';
export * from './entities';
