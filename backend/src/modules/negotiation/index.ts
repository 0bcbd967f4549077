export { NegotiationModule } from './negotiation.module';
export { NegotiationService, CONFLICT } from './negotiation.service';
