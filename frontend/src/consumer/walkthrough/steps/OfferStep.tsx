import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OfferForm } from '../../settlement/OfferForm';
import { settlementApi, type NegotiationView } from '../../settlement/api';

/**
 * The offer: total, equal payments or tiers, first payment date (the settlement page's form, hence the domain's
 * offer rules), sent through the consumer offer call. The document must be addressed to a firm first (the law firm
 * search on the review step does that).
 */
export function OfferStep(props: { documentId: number; firmName: string | null; onBack: () => void; onSent: () => void }) {
  const [view, setView] = useState<NegotiationView | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!props.firmName) return;
    let live = true;
    settlementApi
      .view(props.documentId)
      .then(v => live && setView(v))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [props.documentId, props.firmName]);

  if (!props.firmName)
    return (
      <Stack spacing={2}>
        <Alert severity="warning">Choose the law firm handling your debt on the review step before making an offer.</Alert>
        <Box>
          <Button variant="outlined" onClick={props.onBack}>
            Back to review
          </Button>
        </Box>
      </Stack>
    );
  if (failed) return <Alert severity="error">We could not load your settlement. Please try again.</Alert>;
  if (!view)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        Your offer goes to {props.firmName}. They can accept it or answer with a counteroffer.
      </Typography>
      <OfferForm
        title="Make your offer"
        submitLabel="Send offer"
        validFirstPaymentDate={view.valid_first_payment_date}
        debtCents={view.customer_document.debt_amount_cents}
        budget={view.budget}
        onSubmit={async offer => {
          await settlementApi.offer(props.documentId, view.version, offer);
          props.onSent();
        }}
      />
    </Stack>
  );
}
