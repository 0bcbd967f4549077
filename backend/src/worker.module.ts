import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { CoreModule } from './core/core.module';
import { JobDispatcher } from './core/queue/job-dispatcher';
import { OutboxRelay } from './core/queue/outbox-relay';
import { OutboxSweeper } from './core/queue/outbox-sweeper';
import { QUEUE_PROCESSORS } from './core/queue/queue-processors';
import { WorkerHeartbeat } from './core/queue/worker-heartbeat';
import { MailModule } from './integrations/mail/mail.module';
import { ConsumerNotifierModule, NotificationsJobsModule } from './modules/notifications/notifications.module';
import { SmsModule } from './integrations/sms/sms.module';
import { LlmModule } from './integrations/llm/llm.module';
import { AssistantJobsModule } from './modules/assistant';
import { NotificationPoliciesJobsModule } from './modules/notification-policies';
import { ChatJobsModule } from './modules/chat';
import { DocumentsJobsModule } from './modules/documents';
import { PaymentsJobsModule } from './modules/payments';
import { FinancialJobsModule } from './modules/financial';

import { CreditJobsModule } from './modules/credit';
import { ExtractionJobsModule } from './modules/extraction';
import { PayoutsJobsModule } from './modules/payouts';
import { SettlementRulesJobsModule } from './modules/settlement-rules';
import { WalkthroughJobsModule } from './modules/walkthrough';
import { AccountsJobsModule } from './modules/accounts';

/** The worker process: the outbox relay, the BullMQ processors and the job handlers of every module. */
@Module({
  imports: [CoreModule, DiscoveryModule, MailModule, SmsModule, ConsumerNotifierModule, NotificationsJobsModule, LlmModule, AssistantJobsModule, NotificationPoliciesJobsModule, ChatJobsModule, DocumentsJobsModule, PaymentsJobsModule, CreditJobsModule, ExtractionJobsModule, FinancialJobsModule, PayoutsJobsModule, SettlementRulesJobsModule, WalkthroughJobsModule, AccountsJobsModule],
  providers: [JobDispatcher, OutboxRelay, WorkerHeartbeat, ...QUEUE_PROCESSORS, OutboxSweeper],
})
export class WorkerModule {}
