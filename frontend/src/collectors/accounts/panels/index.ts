export { NegotiationPanel } from './NegotiationPanel';
