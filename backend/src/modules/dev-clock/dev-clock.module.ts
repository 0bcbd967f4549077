import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments';
import { PayoutsModule } from '../payouts';
import { DevClockController } from './dev-clock.controller';

/**
 * `POST /dev/payments/advance_clock`: the development clock moves payments and payouts together, so it lives beside
 * both modules rather than in either (payouts already depends on payments).
 */
@Module({ imports: [PaymentsModule, PayoutsModule], controllers: [DevClockController] })
export class DevClockModule {}
