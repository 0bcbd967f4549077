export { FirmPayoutDetails } from './firm-payout-details.entity';
export { BankAccountType, FirmBankAccount } from './firm-bank-account.entity';
