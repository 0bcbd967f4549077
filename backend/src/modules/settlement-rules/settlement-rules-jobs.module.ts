import { Module } from '@nestjs/common';
import { AccountProjection, AccountsClock, AccountsReadService, AccountsService } from '../accounts';
import { FirmReadCache } from '../accounts/firm-read-cache';
import { AuditService } from '../identity';
import { NegotiationService } from '../negotiation';
import { FirmNotifier } from '../notification-policies';
import { PayoutService } from '../payout';
import { AutoAnswerService } from './auto-answer.service';
import { AnswerOfferJob } from './jobs/answer-offer.job';

/**
 * The worker's side: the answer-offer job. The negotiation writer, the read model and the payout check are stateless
 * services, provided here directly so the worker does not load the api's controllers.
 */
@Module({
  providers: [
    AnswerOfferJob,
    AutoAnswerService,
    NegotiationService,
    AccountsService,
    AccountProjection,
    AccountsClock,
    AccountsReadService,
    FirmReadCache,
    PayoutService,
    AuditService,
    FirmNotifier,
  ],
})
export class SettlementRulesJobsModule {}
