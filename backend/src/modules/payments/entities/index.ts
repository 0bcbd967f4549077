export * from './autopay.entity';
export * from './installment.entity';
export * from './processed-payment-event.entity';
export * from './additional-payment.entity';
export * from './autopay-checkout.entity';
