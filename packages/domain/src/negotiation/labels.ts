import type { NegotiationAction, Party } from './types';

/**
 * The known last_action order; the Status column sorts by it. Actions after the signature are
 * Parley's own and sort after the known ones, then the two payment statuses.
 */
export const LAST_ACTION_ORDER = [
  'Consumer Offer',
  'Lawyer Sent Confusing Response to Offer',
  'Consumer Counteroffer',
  'Lawyer Counteroffer',
  'Lawyer Accept',
  'Consumer Accept',
  'Lawyer Sent Confusing Response To Payment Details Request',
  'Lawyer Sent Payment Details',
  'Lawyer Sent Settlement Agreement',
  'Consumer Signed Settlement Agreement',
  'Consumer Set Up Autopay',
] as const;

export const MAKING_PAYMENTS = 'Making Payments';
export const PAID = 'Paid';
/** The Status column while a dispute is open (W-VALIDATION). */
export const DISPUTED = 'Disputed';
export const CONSUMER_DISPUTED = 'Consumer Disputed Debt';
export const LAWYER_SENT_VERIFICATION = 'Lawyer Sent Verification';

/**
 * The status labels in sort order (the `status` filter's values). The dispute labels come last: a side state, and
 * appending keeps the stored rank of every earlier label (rm_status_rank) valid without a data migration.
 */
export const STATUS_ORDER: readonly string[] = [
  ...LAST_ACTION_ORDER,
  MAKING_PAYMENTS,
  PAID,
  DISPUTED,
  LAWYER_SENT_VERIFICATION,
];

/** Position of a status label in the sort order; unknown labels sort after every known one. */
export function statusRank(status: string | null): number {
  if (status === null) return STATUS_ORDER.length + 1;
  const i = STATUS_ORDER.indexOf(status);
  return i === -1 ? STATUS_ORDER.length : i;
}

/** The English label of an event (last_action and the event_id_to_english_text map). */
export function actionLabel(party: Party, action: NegotiationAction): string {
  // A system acceptance or counteroffer is the firm's own, made by its settlement rule: it reads (and sorts) as the lawyer's.
  const lawyer = party !== 'consumer';
  switch (action) {
    case 'offer':
      return 'Consumer Offer';
    case 'counteroffer':
      return lawyer ? 'Lawyer Counteroffer' : 'Consumer Counteroffer';
    case 'accept':
      return lawyer ? 'Lawyer Accept' : 'Consumer Accept';
    case 'sent_confusing_response_to_offer':
      return 'Lawyer Sent Confusing Response to Offer';
    case 'sent_confusing_response_to_payment_details_request':
      return 'Lawyer Sent Confusing Response To Payment Details Request';
    case 'sent_payment_details':
      return 'Lawyer Sent Payment Details';
    case 'sent_settlement_agreement':
      return 'Lawyer Sent Settlement Agreement';
    case 'signed_settlement_agreement':
      return 'Consumer Signed Settlement Agreement';
    case 'set_up_autopay':
      return 'Consumer Set Up Autopay';
    case 'payment_made':
      return 'Payment Made';
    case 'dispute':
      return CONSUMER_DISPUTED;
    case 'sent_verification':
      return LAWYER_SENT_VERIFICATION;
  }
}

/** Text shown to the collector while waiting. */
export const WAITING_TEXT: Partial<Record<string, string>> = {
  waiting_for_customer: 'Waiting on customer response to counteroffer.',
  waiting_for_signed_settlement_agreement: 'Waiting for signed settlement agreement.',
  waiting_for_payment: 'Waiting for first payment.',
  payment_setup_complete: "Consumer set up auto-pay but hasn't made a payment yet.",
};
