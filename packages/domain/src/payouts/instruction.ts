/**
 * How a firm is paid at the moment a payout is made: by ACH (a digital check e-mailed to the firm's
 * digital_check_email, deposited into its account) when digital checks are approved, else a mailed check to its
 * mailing address, else not at all (the payout waits on hold until the firm adds a configuration).
 */
export interface FirmPayoutConfig {
  digitalCheckApproved: boolean;
  digitalCheckEmail?: string | null;
  bankAccountConnected: boolean;
  payee?: string | null;
  mailingName?: string | null;
  mailingStreet?: string | null;
  mailingCity?: string | null;
  mailingState?: string | null;
  mailingZip?: string | null;
}

export interface MailingAddress {
  line_1: string;
  city: string;
  state: string;
  zip: string;
}

export type PayoutInstruction =
  | { method: 'ach'; name: string; email: string }
  | { method: 'check'; name: string; address: MailingAddress };

const filled = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';

/** The instruction for a firm's configuration, or null when it has none that can be paid (on hold). */
export function payoutInstruction(firmName: string, c: FirmPayoutConfig | null): PayoutInstruction | null {
  if (!c) return null;
  const name = filled(c.payee) ? c.payee.trim() : firmName;
  if (c.digitalCheckApproved && c.bankAccountConnected && filled(c.digitalCheckEmail))
    return { method: 'ach', name, email: c.digitalCheckEmail.trim() };
  if ([c.payee, c.mailingStreet, c.mailingCity, c.mailingState, c.mailingZip].every(filled))
    return {
      method: 'check',
      // The optional mailing name is who the envelope is addressed to; the check is made out to the payee.
      name,
      address: {
        line_1: c.mailingStreet!.trim(),
        city: c.mailingCity!.trim(),
        state: c.mailingState!.trim().toUpperCase(),
        zip: c.mailingZip!.trim(),
      },
    };
  return null;
}

/** One line for e-mails and the ledger: where the money went. */
export function describeInstruction(i: PayoutInstruction): string {
  return i.method === 'ach'
    ? `ACH digital check to ${i.email}`
    : `Mailed check to ${i.name}, ${i.address.line_1}, ${i.address.city}, ${i.address.state} ${i.address.zip}`;
}
