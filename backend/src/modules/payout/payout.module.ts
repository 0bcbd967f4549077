import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { PayoutController } from './payout.controller';
import { PayoutService } from './payout.service';

/** How a firm is paid: mailed-check address, ACH bank account (encrypted), digital check e-mail. */
@Module({
  imports: [IdentityModule],
  controllers: [PayoutController],
  providers: [PayoutService],
  exports: [PayoutService],
})
export class PayoutModule {}
