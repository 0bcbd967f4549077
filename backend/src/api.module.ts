import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { AuthModule } from './core/auth/auth.module';
import { CoreModule } from './core/core.module';
import { HealthModule } from './core/health/health.module';
import { HttpExceptionFilter } from './core/http/http-exception.filter';
import { StorableTextPipe } from './core/http/storable-text.pipe';
import { IdempotencyInterceptor } from './core/http/idempotency.interceptor';
import { RealtimeModule } from './core/realtime/realtime.module';
import { DevMailModule } from './modules/dev-mail/dev-mail.module';
import { ConsumerNotifierModule, NotificationsModule } from './modules/notifications';
import { SmsModule } from './integrations/sms/sms.module';
import { IdentityModule } from './modules/identity';
import { AccountsModule } from './modules/accounts';
import { NegotiationModule } from './modules/negotiation';
import { StorageModule } from './integrations/storage/storage.module';
import { LlmModule } from './integrations/llm/llm.module';
import { AssistantModule } from './modules/assistant';
import { ContentModule } from './modules/content';
import { EditorModule } from './modules/editor';
import { FirmUsersModule } from './modules/firm-users';
import { PayoutModule } from './modules/payout';
import { NotificationPoliciesModule } from './modules/notification-policies';
import { DisclosuresModule } from './modules/disclosures';
import { ChatModule } from './modules/chat';
import { DocumentsModule } from './modules/documents';
import { DemoCheckoutModule, PaymentsModule } from './modules/payments';
import { DevClockModule } from './modules/dev-clock';
import { DevPayoutsModule, PayoutsModule } from './modules/payouts';
import { FinancialModule } from './modules/financial';
import { ExtractionModule } from './modules/extraction';
import { WalkthroughModule } from './modules/walkthrough';
import { SearchModule } from './modules/search';
import { DashboardModule } from './modules/dashboard';
import { ProfileModule } from './modules/profile';
import { CreditModule } from './modules/credit';
import { StashModule } from './modules/stash';
import { SettlementRulesModule } from './modules/settlement-rules';
import { config } from './core/config/config';

/** The modules of every api process. */
const ALWAYS = [
  CoreModule,
  AuthModule,
  RealtimeModule,
  SmsModule,
  ConsumerNotifierModule,
  NotificationsModule,
  HealthModule,
  IdentityModule,
  AccountsModule,
  StorageModule,
  NegotiationModule,
  LlmModule,
  AssistantModule,
  EditorModule,
  ContentModule,
  FirmUsersModule,
  PayoutModule,
  NotificationPoliciesModule,
  DisclosuresModule,
  ChatModule,
  DocumentsModule,
  PaymentsModule,
  FinancialModule,
  ExtractionModule,
  WalkthroughModule,
  SearchModule,
  DashboardModule,
  ProfileModule,
  CreditModule,
  StashModule,
  PayoutsModule,
  SettlementRulesModule,
];

/** Modules whose routes exist only in development or with a demo provider (see `register`). */
const CONDITIONAL = [DevMailModule, DevClockModule, DevPayoutsModule, DemoCheckoutModule];

/** The api process: HTTP controllers and the Socket.IO gateway. No job processors. */
@Module({})
export class ApiModule {
  /** Every module that can serve a route in some configuration: what the API description describes. */
  static everyRoute(): DynamicModule {
    return { module: ApiModule, imports: [...ALWAYS, ...CONDITIONAL] };
  }

  static register(opts: { devTools: boolean; extra?: DynamicModule['imports'] }): DynamicModule {
    return {
      module: ApiModule,
      imports: [
        ...ALWAYS,
        ...(opts.devTools ? [DevMailModule] : []),
        // Moving the payments clock by hand is for the demo provider in development only.
        ...(opts.devTools && config().providers.payments === 'demo' ? [DevClockModule] : []),
        // Telling the demo payout provider to fail or return a check: development only, never with Checkbook keys.
        ...(opts.devTools && config().providers.payouts === 'demo' ? [DevPayoutsModule] : []),
        // The demo checkout form's confirm step exists only while the demo payment provider is active.
        ...(config().providers.payments === 'demo' ? [DemoCheckoutModule] : []),
        ...(opts.extra ?? []),
      ],
      providers: [
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
        // NUL characters and unpaired surrogates in any body, query or path parameter: 422 before any validation.
        { provide: APP_PIPE, useClass: StorableTextPipe },
        // Idempotency-Key on writes (payments, negotiation commands): docs/RELIABILITY.md.
        { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor },
      ],
    };
  }
}
