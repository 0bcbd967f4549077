export { AccountsLanding } from './AccountsLanding';
