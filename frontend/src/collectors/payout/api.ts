import type { FirmBankAccountView, LawFirmPayout } from '@parley/domain/contracts/api/payout';
import { http } from '../../shared/http';

export type { LawFirmPayout } from '@parley/domain/contracts/api/payout';

export interface CheckDetails {
  payee: string;
  mailing_name: string;
  mailing_street: string;
  mailing_city: string;
  mailing_state: string;
  mailing_zip: string;
}

export interface BankSetup {
  email: string;
  payee: string;
  routing_number: string;
  account_number: string;
  account_type: FirmBankAccountView['account_type'];
  account_name: string;
}

const API = '/collectors/api';
type Message = { message: string };

export const payoutApi = {
  get: () => http.get<{ law_firm: LawFirmPayout }>(`${API}/get_law_firm`),
  updateCheckDetails: (law_firm: CheckDetails & { digital_check_approved?: boolean }) => http.post<Message>(`${API}/update_firm_payment_details`, { law_firm }),
  removeCheckDetails: () => http.post<Message>(`${API}/remove_firm_payment_details`),
  digitalCheckEmail: (email: string, digital_check_approved: boolean, payee?: string) =>
    http.post<Message>(`${API}/digital_check_email`, { email, digital_check_approved, ...(payee === undefined ? {} : { payee }) }),
  connectBank: (setup: BankSetup) => http.post<Message>(`${API}/bank_account`, setup),
  removeBank: () => http.post<Message>(`${API}/remove_bank_account`),
};

/** Payment settings. */
export const PAYOUT_MESSAGES = {
  generic: 'An error occurred',
  payeeFailed: 'Failed to update payee name',
  preferencesFailed: 'Failed to update email and preferences',
  emailFailed: 'Failed to save email address',
  removeDetailsFailed: 'Failed to remove payment details',
  removeBankFailed: 'Failed to remove bank account',
  detailsUpdated: 'Payment details updated successfully!',
  preferencesUpdated: 'Payee, email and payment preferences updated successfully!',
  bankSetUp: 'Bank account and email set up successfully!',
  bankRemoved: 'Bank account removed successfully. Future payments will be sent as mailed checks.',
} as const;
