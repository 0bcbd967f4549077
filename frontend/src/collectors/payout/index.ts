export { PaymentOptionsPage } from './PaymentOptionsPage';
