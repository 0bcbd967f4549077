import { isPoBox, MESSAGES } from '@parley/domain/payout/validation';
import { PANEL_TEXT } from './messages';
import type { PaymentDetails } from './negotiation-api';

export type PaymentDetailsErrors = Partial<Record<keyof PaymentDetails, string>>;

/** All four fields required; PO boxes refused with the payout validator the server uses. */
export function paymentDetailsErrors(details: PaymentDetails): PaymentDetailsErrors {
  const errors: PaymentDetailsErrors = {};
  for (const key of ['file_number', 'payee', 'recipient', 'mailing_address'] as const) {
    if (!details[key].trim()) errors[key] = 'Required';
  }
  if (!errors.mailing_address && isPoBox(details.mailing_address)) errors.mailing_address = MESSAGES.poBox;
  return errors;
}

/** The alert above the form: the required sentence when any field is empty, else the first other problem. */
export function paymentDetailsAlert(errors: PaymentDetailsErrors): string | null {
  const messages = Object.values(errors);
  if (messages.length === 0) return null;
  return messages.includes('Required') ? PANEL_TEXT.paymentDetailsRequired : messages[0]!;
}

export function trimmed(details: PaymentDetails): PaymentDetails {
  return {
    file_number: details.file_number.trim(),
    payee: details.payee.trim(),
    recipient: details.recipient.trim(),
    mailing_address: details.mailing_address.trim(),
  };
}
