export { PayoutModule } from './payout.module';
export { PayoutService } from './payout.service';
export { hasPaymentDetails } from '@parley/domain/payout/validation';
export * from './entities';
