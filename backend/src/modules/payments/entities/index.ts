export * from './autopay.entity';
export * from './installment.entity';
export * from './processed-payment-event.entity';
