/**
 * The job catalogue: every queue, every job name, and the payload each job carries.
 * A job name belongs to exactly one queue; the worker refuses to start unless each name has exactly one handler.
 */
import type { ConsumerNoticeKind } from '@parley/domain/notifications/consumer-notices';
export const QueueName = {
  ComplianceScan: 'compliance-scan',
  DocumentRender: 'document-render',
  NotificationEmail: 'notification-email',
  PlaidReport: 'plaid-report',
  Assistant: 'assistant',
  Payments: 'payments',
  DocumentExtraction: 'document-extraction',
  CreditReport: 'credit-report',
  Payouts: 'payouts',
  AutoAnswer: 'auto-answer',
  Exports: 'exports',
} as const;
export type QueueName = (typeof QueueName)[keyof typeof QueueName];
export const ALL_QUEUES: QueueName[] = Object.values(QueueName);

export enum JobName {
  CreditReport = 'credit-report',
  SendEmail = 'send-email',
  RunCompletion = 'run-completion',
  RouteFirmNotification = 'route-firm-notification',
  ComplianceScan = 'compliance-scan',
  DeliverChatMessage = 'deliver-chat-message',
  RenderDocument = 'render-document',
  BillInstallment = 'bill-installment',
  BuildFinancialReport = 'build-financial-report',
  ExtractDocumentFacts = 'extract-document-facts',
  RunPayouts = 'run-payouts',
  AnswerOffer = 'answer-offer',
  WriteHardshipStatement = 'write-hardship-statement',
  WriteExport = 'write-export',
  NotifyConsumer = 'notify-consumer',
  DeliverConsumerNotice = 'deliver-consumer-notice',
}

export type EmailTemplate =
  | 'email_confirmation'
  | 'sign_up_existing_account'
  | 'password_reset' | 'collector_invite' | 'firm_notification' | 'stash_refund' | 'collector_invite_held' | 'payout_notice' | 'export_ready';

export interface SendEmailPayload {
  template: EmailTemplate;
  to: string;
  /** Values the template interpolates that are not secret. */
  params: Record<string, string>;
  /**
   * Secret values (single-use links): JSON of more params, sealed with the field cipher, so that neither the
   * outbox table nor the BullMQ job in Redis holds a working link in clear.
   */
  sealedParams?: string;
}

/** Answers one assistant question (the API never waits on the model). */
export interface RunCompletionPayload {
  completionId: number;
}

/**
 * An account event a firm is told about: the worker routes it to the recipients of the firm's matching
 * notification policies (or its admins) and queues one e-mail each. `eventKey` identifies the event (e.g. the
 * negotiation event id) so every recipient gets it once.
 */
export interface RouteFirmNotificationPayload {
  eventKey: string;
  lawFirmId: number;
  eventType:
    | 'make_offer'
    | 'request_payment_details'
    | 'request_settlement_agreement'
    | 'new_message_from_consumer'
    | 'auto_answer';
  customerDocumentId: number;
  lawsuitState: string | null;
  /** Display fields for the e-mail (no SSNs or account numbers): consumer name, amounts as text, a short excerpt. */
  summary: { customerName?: string; plaintiffName?: string; amount?: string; detail?: string };
}

/** Scans a collector's chat message before the consumer can see it. */
export interface ComplianceScanPayload {
  messageId: number;
}

/** Delivers a clean chat message held until contact hours (W-HOURS); a delayed job. */
export interface DeliverChatMessagePayload {
  messageId: number;
}

/**
 * Renders one PDF of an account (authorization letter, settlement agreement, answer to summons) into FileStorage.
 * `rendered_document_id` is the cache row the API waits on; the worker recomputes what the PDF shows.
 */
export interface RenderDocumentPayload {
  customer_document_id: number;
  kind: 'authorization_letter' | 'settlement_agreement' | 'debt_answer';
  rendered_document_id: number;
}

/** Charges one scheduled autopay payment (payments module); keyed by plan, index and attempt. */
export interface BillInstallmentPayload {
  installmentId: number;
}

/** Reads the uploaded papers of one document (PDF text, OCR of photos) and stores the facts found (extraction). */
export interface ExtractDocumentFactsPayload {
  extractionId: number;
}

/** Pulls the consumer's requested credit report from the bureau (credit module); `requestSeq` is the request served. */
export interface CreditReportPayload {
  userId: number;
  requestSeq: number;
}

/** Builds one financial report from the consumer's bank connections (financial module) and pushes its status. */
export interface BuildFinancialReportPayload {
  reportId: number;
  /** How many times the bank said its data was not ready yet (the job then runs again later). */
  round?: number;
}

/**
 * Pays every firm what it is owed (payouts module): the daily run at 02:00 UTC (its BullMQ job scheduler adds the
 * job without an outbox row: `trigger` schedule, the run's instant taken from the clock), or a run of the moved
 * development clock (`trigger` clock, through the outbox), which first waits for the payments it charged to settle.
 */
export interface RunPayoutsPayload {
  trigger: 'schedule' | 'clock';
  /** ISO instant of the run (02:00 UTC of a day); the scheduler's job leaves it to the clock. */
  runFor?: string;
  /** The moved clock's time, and the settlement it was moved for (the payments to wait for). */
  asOf?: string;
  customerDocumentId?: number;
}

/**
 * Answers a consumer's offer (a new offer or a counter back) by the firm's matching settlement rule, if any. Queued
 * with the offer in its transaction; `version` is the account's version the offer left, so the job acts only while
 * nobody acted after the offer.
 */
export interface AnswerOfferPayload {
  customerDocumentId: number;
  offerEventId: number;
  version: number;
}

/**
 * Writes a consumer's hardship statement with the language model (queued with the hardship answers when a model is
 * configured); `answersKey` (domain hardshipKey) is the answers summarized, so a job for older answers writes nothing.
 */
export interface WriteHardshipStatementPayload {
  profileId: number;
  answersKey: string;
}

/**
 * Writes one export (the accounts spreadsheet or a large activity log) into FileStorage; `exportId` is the
 * account_exports row (a random uuid, so the job id is unique for ever).
 */
export interface WriteExportPayload {
  exportId: string;
}

/**
 * An account event the consumer is told about (notifications module): the worker decides per channel (preferences,
 * opt-outs, consent) and writes one notice each, held until the consumer's contact hours.
 */
export interface NotifyConsumerPayload {
  kind: ConsumerNoticeKind;
  /** Names the event for ever (a random part, or a record's id and creation time): the notices' keys derive from it. */
  key: string;
  consumerId: number;
  lawFirmId: number;
  customerDocumentId: number;
  /** Amounts in cents, the plan's progress, a charge date (YYYY-MM-DD): what the notice shows. */
  facts?: {
    amountCents?: number;
    paymentsMade?: number;
    paymentsTotal?: number;
    paymentPlanId?: number;
    chargeDate?: string;
    /** A lawsuit's answer deadline or court date (YYYY-MM-DD) and which of the two. */
    deadlineDate?: string;
    deadlineKind?: 'answer' | 'court';
  };
}

/** Sends one written notice (e-mail or text) at its time, unless the consumer opted out meanwhile. */
export interface DeliverConsumerNoticePayload {
  noticeId: number;
}

export interface JobPayloads {
  [JobName.CreditReport]: CreditReportPayload;
  [JobName.SendEmail]: SendEmailPayload;
  [JobName.RunCompletion]: RunCompletionPayload;
  [JobName.RouteFirmNotification]: RouteFirmNotificationPayload;
  [JobName.ComplianceScan]: ComplianceScanPayload;
  [JobName.DeliverChatMessage]: DeliverChatMessagePayload;
  [JobName.RenderDocument]: RenderDocumentPayload;
  [JobName.BillInstallment]: BillInstallmentPayload;
  [JobName.BuildFinancialReport]: BuildFinancialReportPayload;
  [JobName.ExtractDocumentFacts]: ExtractDocumentFactsPayload;
  [JobName.RunPayouts]: RunPayoutsPayload;
  [JobName.AnswerOffer]: AnswerOfferPayload;
  [JobName.WriteHardshipStatement]: WriteHardshipStatementPayload;
  [JobName.WriteExport]: WriteExportPayload;
  [JobName.NotifyConsumer]: NotifyConsumerPayload;
  [JobName.DeliverConsumerNotice]: DeliverConsumerNoticePayload;
}

export const JOB_QUEUE: Record<JobName, QueueName> = {
  [JobName.CreditReport]: QueueName.CreditReport,
  [JobName.SendEmail]: QueueName.NotificationEmail,
  [JobName.RunCompletion]: QueueName.Assistant,
  [JobName.RouteFirmNotification]: QueueName.NotificationEmail,
  [JobName.ComplianceScan]: QueueName.ComplianceScan,
  [JobName.DeliverChatMessage]: QueueName.ComplianceScan,
  [JobName.RenderDocument]: QueueName.DocumentRender,
  [JobName.BillInstallment]: QueueName.Payments,
  [JobName.BuildFinancialReport]: QueueName.PlaidReport,
  [JobName.ExtractDocumentFacts]: QueueName.DocumentExtraction,
  [JobName.RunPayouts]: QueueName.Payouts,
  [JobName.AnswerOffer]: QueueName.AutoAnswer,
  [JobName.WriteHardshipStatement]: QueueName.Assistant,
  [JobName.WriteExport]: QueueName.Exports,
  [JobName.NotifyConsumer]: QueueName.NotificationEmail,
  [JobName.DeliverConsumerNotice]: QueueName.NotificationEmail,
};

/** BullMQ job ids may not contain ':'; ours are `<job name>.<stable key of the change>`. */
export function jobIdFor(name: JobName, key: string): string {
  return `${name}.${key}`.replace(/:/g, '_');
}
