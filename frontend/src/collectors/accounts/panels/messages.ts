import { FIXED_DISCLOSURE } from '@parley/domain/negotiation';
import { MESSAGES as PAYOUT_MESSAGES } from '@parley/domain/payout/validation';

/** Every text of the negotiation panels, word for word. */
export const PANEL_TEXT = {
  waiting: {
    waiting_for_customer: 'Waiting on customer response to counteroffer.',
    waiting_for_signed_settlement_agreement: 'Waiting for signed settlement agreement.',
    waiting_for_payment: 'Waiting for first payment.',
    payment_setup_complete: "Consumer set up auto-pay but hasn't made a payment yet.",
  } as Partial<Record<string, string>>,
  /** The heading of the steps where the firm acts. */
  firmStep: {
    accept_or_counteroffer: 'Accept or counteroffer',
    request_payment_details: 'Send payment details',
    request_settlement_agreement: 'Upload the settlement agreement',
  } as Partial<Record<string, string>>,
  paid: 'Paid',
  latestPayment: 'Consumer made their latest payment',
  submitting: 'Submitting...',
  submitted: 'Submitted',
  agreementUploaded: 'Agreement Uploaded',
  verificationUploaded: 'Verification Uploaded',
  confirmAccept: 'Are you sure you want to accept this offer?',
  confirmCounteroffer: 'Are you sure you want to send this counteroffer?',
  confirmSubmit: 'Are you sure you want to submit?',
  dontAskAgain: "Don't ask this again",
  mustCounteroffer: (offerDate: string, validDate: string) =>
    `The consumer's first payment date (${offerDate}) is before ${validDate}, the earliest date you can accept. ` +
    'You must counteroffer with a new date.',
  acceptFailed: 'Error processing request',
  networkFailure: 'An error occurred while processing your request',
  agreementUploadFailed: 'Failed to upload the settlement agreement. Please try again.',
  // The PO-box sentence is the mailed-check form's, word for word (one rule, one wording).
  courierNote: `Checks are delivered by 2-day courier. ${PAYOUT_MESSAGES.poBox}`,
  paymentDetailsRequired: 'File number, payee, recipient and mailing address are all required.',
  pdfRequired: 'Choose at least one PDF file.',
  pdfOnly: (name: string) => `${name} is not a PDF file.`,
  disputed: 'The consumer disputed this debt. Negotiation is paused until you send verification.',
  pollFailed: 'Could not check this account for updates. Retrying.',
} as const;

export const FIXED_DISCLOSURES = FIXED_DISCLOSURE;

/** localStorage key of the counteroffer confirmation's 'Don't ask this again'. */
export const SKIP_COUNTEROFFER_CONFIRM_KEY = 'parley.collectors.skipCounterofferConfirm';
