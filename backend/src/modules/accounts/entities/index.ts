export * from './case.entity';
export * from './consumer-profile.entity';
export * from './customer-document.entity';
export * from './historical-offer.entity';
export * from './negotiation-event-disclosure.entity';
export * from './negotiation-event.entity';
export * from './payment-plan.entity';
export * from './stripe-payment-intent.entity';
