import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts';
import { NotificationPoliciesModule } from '../notification-policies';
import { PayoutModule } from '../payout';
import { CollectorNegotiationController } from './collector-negotiation.controller';
import { ConsumerNegotiationController } from './consumer-negotiation.controller';
import { ConsumerNegotiationService } from './consumer-negotiation.service';
import { DebtVerificationController } from './debt-verification.controller';
import { NegotiationService } from './negotiation.service';
import { SettlementAgreements } from './settlement-agreements';

/** Negotiation steps on an account: the one writer of its state, and the collector's calls. */
@Module({
  imports: [AccountsModule, PayoutModule, NotificationPoliciesModule],
  controllers: [CollectorNegotiationController, ConsumerNegotiationController, DebtVerificationController],
  providers: [NegotiationService, SettlementAgreements, ConsumerNegotiationService],
  exports: [NegotiationService],
})
export class NegotiationModule {}
