import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OfferForm } from '../../settlement/OfferForm';
import { settlementApi, type NegotiationView } from '../../settlement/api';
import { queryKeys } from '../../data/keys';

/**
 * The offer: total, equal payments or tiers, first payment date (the settlement page's form, hence the domain's
 * offer rules), sent through the consumer offer call. The document must be addressed to a firm first (the law firm
 * search on the review step does that).
 */
export function OfferStep(props: { documentId: number; firmName: string | null; onBack: () => void; onSent: () => void }) {
  const queryClient = useQueryClient();
  // The same entry as the settlement page's: the offer made here is what that page shows next.
  const settlement = useQuery({
    queryKey: queryKeys.settlement.view(props.documentId),
    queryFn: () => settlementApi.view(props.documentId),
    enabled: !!props.firmName,
  });
  const view: NegotiationView | null = settlement.data ?? null;
  const failed = settlement.isError;

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
          // The settlement moved: its page asks again when it opens.
          void queryClient.invalidateQueries({ queryKey: queryKeys.settlement.all });
          props.onSent();
        }}
      />
    </Stack>
  );
}
