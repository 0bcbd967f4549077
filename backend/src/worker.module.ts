import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { CoreModule } from './core/core.module';
import { JobDispatcher } from './core/queue/job-dispatcher';
import { OutboxRelay } from './core/queue/outbox-relay';
import { OutboxSweeper } from './core/queue/outbox-sweeper';
import { QUEUE_PROCESSORS } from './core/queue/queue-processors';
import { WorkerHeartbeat } from './core/queue/worker-heartbeat';
import { MailModule } from './integrations/mail/mail.module';
import { ConsumerNotifierModule } from './modules/notifications/notifications.module';
import { NotificationsJobsModule } from './modules/notifications/notifications-jobs.module';
import { SmsModule } from './integrations/sms/sms.module';
import { LlmModule } from './integrations/llm/llm.module';
import { AssistantJobsModule } from './modules/assistant/assistant-jobs.module';
import { NotificationPoliciesJobsModule } from './modules/notification-policies/notification-policies-jobs.module';
import { ChatJobsModule } from './modules/chat/chat-jobs.module';
import { DocumentsJobsModule } from './modules/documents/documents-jobs.module';
import { PaymentsJobsModule } from './modules/payments/payments-jobs.module';
import { FinancialJobsModule } from './modules/financial/financial-jobs.module';
import { CreditJobsModule } from './modules/credit/credit-jobs.module';
import { ExtractionJobsModule } from './modules/extraction/extraction-jobs.module';
import { PayoutsJobsModule } from './modules/payouts/payouts-jobs.module';
import { SettlementRulesJobsModule } from './modules/settlement-rules/settlement-rules-jobs.module';
import { WalkthroughJobsModule } from './modules/walkthrough/walkthrough-jobs.module';
import { AccountsJobsModule } from './modules/accounts/accounts-jobs.module';

/**
 * The worker process: the outbox relay, the BullMQ processors and the job handlers of every module. Each module's
 * jobs module lives in its own `<module>-jobs.module.ts`, which the module's index does not export: the api process
 * never loads the job handlers or what only they use (the compliance scanner, the renderers).
 */
@Module({
  imports: [
    CoreModule,
    DiscoveryModule,
    MailModule,
    SmsModule,
    ConsumerNotifierModule,
    NotificationsJobsModule,
    LlmModule,
    AssistantJobsModule,
    NotificationPoliciesJobsModule,
    ChatJobsModule,
    DocumentsJobsModule,
    PaymentsJobsModule,
    CreditJobsModule,
    ExtractionJobsModule,
    FinancialJobsModule,
    PayoutsJobsModule,
    SettlementRulesJobsModule,
    WalkthroughJobsModule,
    AccountsJobsModule,
  ],
  providers: [JobDispatcher, OutboxRelay, WorkerHeartbeat, ...QUEUE_PROCESSORS, OutboxSweeper],
})
export class WorkerModule {}
