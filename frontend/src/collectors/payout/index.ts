import { lazyScreen } from '../lazy-screen';

/** The firm's payout options (/collectors/direct_deposit), loaded when first shown. */
export const PaymentOptionsPage = lazyScreen(() => import('./PaymentOptionsPage'), 'PaymentOptionsPage');
