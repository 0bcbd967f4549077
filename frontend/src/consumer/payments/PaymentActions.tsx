import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatUsd } from '@parley/domain/money';
import { AdditionalPaymentForm } from './AdditionalPaymentForm';
import { PaymentDateForm } from './PaymentDateForm';
import { formatDate } from './payments-api';
import type { PlanDetails } from './plan-api';

export const PAYMENT_TABS = ['change_date', 'additional_payment', 'pay_early'] as const;
export type PaymentTab = (typeof PAYMENT_TABS)[number];
export const TAB_LABELS: Record<PaymentTab, string> = {
  change_date: 'Change autopay date',
  additional_payment: 'Additional payment',
  pay_early: 'Pay early',
};

/** One payment action (a tab of the plan panel and of the payment actions page) for a loaded plan. */
export function ActionPanel(props: {
  tab: PaymentTab;
  details: PlanDetails;
  documentId: number;
  iframe: boolean;
  reload: () => Promise<void>;
  /** Where the panel is shown: the dashboard's plan panel uses the dashboard variant of the date errors. */
  variant?: 'page' | 'dashboard';
}) {
  const { tab, details, documentId } = props;
  const navigate = useNavigate();
  const toOutcome = (url: string) => navigate(url);
  if (tab === 'change_date') {
    const pd = details.payment_date;
    if (!pd.changeable || !pd.next_payment_date || pd.next_payment_amount == null)
      return <Alert severity="info">There is no upcoming autopay payment to move.</Alert>;
    return (
      <PaymentDateForm
        documentId={documentId}
        today={details.today}
        nextPaymentDate={pd.next_payment_date}
        nextPaymentAmount={pd.next_payment_amount}
        variant={props.variant}
        onChanged={() => void props.reload()}
      />
    );
  }
  const ap = details.additional_payment;
  if (!ap.available) return <Alert severity="info">There are no upcoming payments left to pay.</Alert>;
  if (tab === 'pay_early') {
    const next = ap.upcoming[0];
    return (
      <Stack spacing={2}>
        {details.plan.subscription_needs_attention && (
          <Alert severity="error">
            Your autopay payment of {formatUsd(next.amount_cents)} due {formatDate(next.due_date)} failed
            {details.last_payment_error ? `: ${details.last_payment_error}` : '.'} Pay it now to keep your settlement on
            track.
          </Alert>
        )}
        <Typography variant="body1">
          Pay your next payment of {formatUsd(next.amount_cents)} (due {formatDate(next.due_date)}) now.
        </Typography>
        <AdditionalPaymentForm
          key="pay_early"
          documentId={documentId}
          upcoming={ap.upcoming}
          maxTotalCents={ap.max_total_cents}
          card={details.card}
          provider={details.provider}
          payEarly
          iframe={props.iframe}
          onSubmitted={(a) => toOutcome(a.redirect_url)}
          onCheckoutDone={toOutcome}
        />
      </Stack>
    );
  }
  return (
    <AdditionalPaymentForm
      key="additional"
      documentId={documentId}
      upcoming={ap.upcoming}
      maxTotalCents={ap.max_total_cents}
      card={details.card}
      provider={details.provider}
      iframe={props.iframe}
      onSubmitted={(a) => toOutcome(a.redirect_url)}
      onCheckoutDone={toOutcome}
    />
  );
}
