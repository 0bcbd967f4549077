import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts';
import { NotificationPoliciesModule } from '../notification-policies';
import { PayoutModule } from '../payout';
import { CollectorNegotiationController } from './collector-negotiation.controller';
import { NegotiationService } from './negotiation.service';
import { SettlementAgreements } from './settlement-agreements';

/** Negotiation steps on an account: the one writer of its state, and the collector's calls. */
@Module({
  imports: [AccountsModule, PayoutModule, NotificationPoliciesModule],
  controllers: [CollectorNegotiationController],
  providers: [NegotiationService, SettlementAgreements],
  exports: [NegotiationService],
})
export class NegotiationModule {}
