export { PayoutModule } from './payout.module';
export { PayoutService } from './payout.service';
export { hasPaymentDetails } from '../../domain/payout/validation';
export * from './entities';
