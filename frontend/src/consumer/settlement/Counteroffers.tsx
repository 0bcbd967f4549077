import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatUsd } from '@parley/domain/money';
import { describeTerms } from '@parley/domain/negotiation';
import type { NegotiationView } from './api';
import { ConfirmDialog } from './ConfirmDialog';
import { Disclosures } from './Disclosures';
import { failureMessage } from './messages';
import { ScheduleTable } from './ScheduleTable';

type Counter = NonNullable<NegotiationView['counteroffers']>;

/** The collector's 1 to 5 offers, each with its schedule and the disclosures that came with them. */
export function Counteroffers({
  counter,
  onAccept,
}: {
  counter: Counter;
  onAccept: (index: number) => Promise<void>;
}) {
  const [choice, setChoice] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const chosen = choice === null ? null : counter.offers[choice];

  const confirm = async () => {
    if (choice === null) return;
    setBusy(true);
    setError(undefined);
    try {
      await onAccept(choice);
      setChoice(null);
    } catch (e) {
      setError(failureMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} component="section" aria-labelledby="counteroffers-title">
      <Typography id="counteroffers-title" variant="h6" component="h2">
        {counter.offers.length === 1 ? "The collector's offer" : "The collector's offers"}
      </Typography>
      {counter.offers.map(o => {
        const title = `Offer ${o.index + 1}`;
        return (
          <Card key={o.index} variant="outlined" component="article" aria-label={title}>
            <CardContent>
              <Stack spacing={1.5}>
                <Typography variant="subtitle1" component="h3" fontWeight={600}>
                  {title}: {formatUsd(o.terms.total_amount_cents)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {describeTerms(o.terms)}
                  {o.schedule?.has_extra_tier ? ', with an extra final payment for the rest' : ''}
                </Typography>
                {o.schedule && <ScheduleTable schedule={o.schedule} label={`${title} payment schedule`} />}
                <Disclosures lines={counter.disclosures} />
                {o.first_payment_date_passed && counter.open && (
                  <Alert severity="warning">
                    This offer's first payment date has passed. Counter back with a new date instead.
                  </Alert>
                )}
              </Stack>
            </CardContent>
            {counter.open && (
              <CardActions sx={{ px: 2, pb: 2 }}>
                <Button
                  variant="contained"
                  onClick={() => setChoice(o.index)}
                  disabled={o.first_payment_date_passed}
                  aria-label={`Accept this offer, offer ${o.index + 1}`}
                >
                  Accept this offer
                </Button>
              </CardActions>
            )}
          </Card>
        );
      })}
      <ConfirmDialog
        open={chosen !== null}
        title={chosen ? `Accept offer ${chosen.index + 1}?` : 'Accept offer'}
        confirmLabel="Yes, accept this offer"
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => {
          setChoice(null);
          setError(undefined);
        }}
      >
        {chosen && (
          <Stack spacing={1.5}>
            <Typography>
              You agree to settle for {describeTerms(chosen.terms)}. The collector then prepares a settlement
              agreement for you to sign. You cannot change the terms after accepting.
            </Typography>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
          </Stack>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
