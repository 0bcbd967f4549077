import type { GetOneParams, UpdateParams } from 'react-admin';
import { type BankSetup, type CheckDetails, type LawFirmPayout, payoutApi } from './api';

/** The API reads the firm from the session, so the one payout record needs no real id; this one names it. */
export const PAYOUT_ID = 'current';

/** The server's sentence for a write, which the Payment Options page shows as it is. */
export type PayoutMessage = { message: string };

const CHECK_FIELDS = ['payee', 'mailing_name', 'mailing_street', 'mailing_city', 'mailing_state', 'mailing_zip'] as const;

/**
 * The payout resource: the signed-in firm's payout configuration as one record. getOne reads it (get_law_firm);
 * update saves the mailed-check address, which also switches payments to mailed checks when `digital_check_approved`
 * is false. Connecting or removing a bank, the e-mail and payee of ACH payments and removing the check details are
 * commands (the methods after update), each answering the server's sentence.
 */
export const payoutData = {
  async getOne(_params: GetOneParams) {
    const { law_firm } = await payoutApi.get();
    return { data: law_firm };
  },
  async update(params: UpdateParams<LawFirmPayout>) {
    const data = params.data as Partial<LawFirmPayout>;
    const check = Object.fromEntries(CHECK_FIELDS.map(key => [key, data[key] ?? ''])) as unknown as CheckDetails;
    const approved = typeof data.digital_check_approved === 'boolean' ? { digital_check_approved: data.digital_check_approved } : {};
    const { message } = await payoutApi.updateCheckDetails({ ...check, ...approved });
    // The answer is a sentence, not the record: the page reads the record again after a save.
    return { data: { ...(params.previousData as LawFirmPayout), ...check, ...approved, id: params.previousData?.id ?? params.id }, meta: { message } };
  },
  removeCheckDetails: (): Promise<PayoutMessage> => payoutApi.removeCheckDetails(),
  digitalCheckEmail: (params: { email: string; digital_check_approved: boolean; payee?: string }): Promise<PayoutMessage> =>
    payoutApi.digitalCheckEmail(params.email, params.digital_check_approved, params.payee),
  connectBank: (setup: BankSetup): Promise<PayoutMessage> => payoutApi.connectBank(setup),
  removeBank: (): Promise<PayoutMessage> => payoutApi.removeBank(),
};
