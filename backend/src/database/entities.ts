import {
  AccountExport,
  AccountRowDocument,
  FirmMetricDelta,
  MetricOffer,
  FirmOfferDayDelta,
  Case,
  ConsumerProfile,
  CustomerDocument,
  HistoricalOffer,
  NegotiationEvent,
  NegotiationEventDisclosure,
  PaymentPlan,
  StripePaymentIntent,
} from '../modules/accounts/entities';
import { OutboxMessage } from '../core/queue/outbox-message.entity';
import { DatabaseIdentity } from '../core/database/database-identity.entity';
import { IdempotencyKey } from '../core/http/idempotency-key.entity';
import { AuditEvent, EmailConfirmationToken, HeldInvitation, LawFirm, PasswordResetToken, Session, SingleUseToken, User } from '../modules/identity/entities';
import { ASSISTANT_ENTITIES } from '../modules/assistant/entities';
import { BlogComment, NewsletterSubscription } from '../modules/content/entities';
import { CollectorInvite, FirmLoginCode } from '../modules/firm-users/entities';
import { FirmBankAccount, FirmPayoutDetails } from '../modules/payout/entities';
import { NotificationPolicy } from '../modules/notification-policies/entities';
import { DocumentGeneration } from '../modules/editor/entities/document-generation.entity';
import { CHAT_ENTITIES } from '../modules/chat/entities';
import { RenderedDocument } from '../modules/documents/entities';
import { AdditionalPayment, Autopay, AutopayCheckout, PaymentInstallment, ProcessedPaymentEvent } from '../modules/payments/entities';
import { WalkThroughStepResponse } from '../modules/walkthrough/entities';
import { DEMO_PAYMENT_ENTITIES } from '../integrations/payments/demo/demo.entities';
import { FINANCIAL_ENTITIES } from '../modules/financial/entities';
import { DEMO_BANK_ENTITIES } from '../integrations/bank-data/demo/demo.entities';
import { DASHBOARD_ENTITIES } from '../modules/dashboard/entities';

import { CreditReportRecord } from '../modules/credit/entities';
import { StashTransaction } from '../modules/stash/entities';
import { DemoBureauPull } from '../integrations/credit/demo-bureau-pull.entity';
import { SEARCH_ENTITIES } from '../modules/search/entities';
import { EXTRACTION_ENTITIES } from '../modules/extraction/entities';
import { PAYOUT_ENTITIES } from '../modules/payouts/entities';
import { DEMO_PAYOUT_ENTITIES } from '../integrations/payouts/demo/demo.entities';
import { SettlementRule } from '../modules/settlement-rules/entities';
import { DemoSmsMessage } from '../integrations/sms/demo-sms.entity';
import { NOTIFICATION_ENTITIES } from '../modules/notifications/entities/consumer-notice.entity';

/** Every entity of the schema. A module that adds entities lists them here (migrations are generated from this). */
export const ENTITIES = [
  ...NOTIFICATION_ENTITIES,
  DemoSmsMessage,
  LawFirm,
  User,
  AuditEvent,
  Session,
  PasswordResetToken,
  SingleUseToken,
  EmailConfirmationToken,
  OutboxMessage,
  IdempotencyKey,
  ConsumerProfile,
  Case,
  CustomerDocument,
  NegotiationEvent,
  NegotiationEventDisclosure,
  HistoricalOffer,
  PaymentPlan,
  StripePaymentIntent,
  ...ASSISTANT_ENTITIES,
  DocumentGeneration,
  BlogComment,
  NewsletterSubscription,
  CollectorInvite,
  FirmLoginCode,
  FirmPayoutDetails,
  FirmBankAccount,
  NotificationPolicy,
  RenderedDocument,
  AccountExport,
  AccountRowDocument,
  FirmMetricDelta,
  MetricOffer,
  FirmOfferDayDelta,
  Autopay,
  PaymentInstallment,
  ProcessedPaymentEvent,
  AdditionalPayment,
  AutopayCheckout,
  ...DEMO_PAYMENT_ENTITIES,
  ...CHAT_ENTITIES,
  WalkThroughStepResponse,
  ...DASHBOARD_ENTITIES,
  CreditReportRecord,
  StashTransaction,
  DemoBureauPull,
  ...SEARCH_ENTITIES,
  ...EXTRACTION_ENTITIES,
  ...FINANCIAL_ENTITIES,
  ...DEMO_BANK_ENTITIES,
  HeldInvitation,
  DatabaseIdentity,
  ...PAYOUT_ENTITIES,
  ...DEMO_PAYOUT_ENTITIES,
  SettlementRule,
];
