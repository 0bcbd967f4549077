import {
  Case,
  CheckbookPayment,
  ConsumerProfile,
  CustomerDocument,
  HistoricalOffer,
  NegotiationEvent,
  NegotiationEventDisclosure,
  PaymentPlan,
  StripePaymentIntent,
} from '../modules/accounts/entities';
import { OutboxMessage } from '../core/queue/outbox-message.entity';
import { AuditEvent, LawFirm, PasswordResetToken, Session, User } from '../modules/identity/entities';
import { ASSISTANT_ENTITIES } from '../modules/assistant/entities';
import { BlogComment, NewsletterSubscription } from '../modules/content/entities';
import { CollectorInvite, FirmLoginCode } from '../modules/firm-users/entities';
import { FirmBankAccount, FirmPayoutDetails } from '../modules/payout/entities';
import { NotificationPolicy } from '../modules/notification-policies/entities';
import { DocumentGeneration } from '../modules/editor/entities/document-generation.entity';
import { CHAT_ENTITIES } from '../modules/chat/entities';
import { RenderedDocument } from '../modules/documents/entities';
import { Autopay, PaymentInstallment, ProcessedPaymentEvent } from '../modules/payments/entities';
import { DEMO_PAYMENT_ENTITIES } from '../integrations/payments/demo/demo.entities';

/** Every entity of the schema. A module that adds entities lists them here (migrations are generated from this). */
export const ENTITIES = [LawFirm, User, AuditEvent, Session, PasswordResetToken, OutboxMessage, ConsumerProfile, Case, CustomerDocument, NegotiationEvent, NegotiationEventDisclosure, HistoricalOffer, PaymentPlan, StripePaymentIntent, CheckbookPayment, ...ASSISTANT_ENTITIES, DocumentGeneration, BlogComment, NewsletterSubscription, CollectorInvite, FirmLoginCode, FirmPayoutDetails, FirmBankAccount, NotificationPolicy, RenderedDocument, Autopay, PaymentInstallment, ProcessedPaymentEvent, ...DEMO_PAYMENT_ENTITIES, ...CHAT_ENTITIES];
