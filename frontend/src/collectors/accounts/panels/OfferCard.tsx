import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatCents } from '../format';
import {
  addTier,
  autoFillTier,
  filterCountInput,
  filterMoneyInput,
  MAX_TIERS,
  remainingCents,
  removeTier,
  switchToTiers,
  updateTier,
  type OfferDraft,
} from './offer-draft';
import { useLastPayment } from './use-last-payment';

interface Props {
  /** 1-based position: numbering compacts when an offer is removed. */
  number: number;
  offer: OfferDraft;
  customerDocumentId: number | string;
  validFirstPaymentDate: string;
  debtCents: number | null;
  /** The offer's problems, shown once the collector tried to send. */
  errors: string[];
  disabled: boolean;
  onChange: (offer: OfferDraft) => void;
  /** Absent when this is the only offer (at least one must remain). */
  onRemove?: () => void;
}

const dollar = { input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } };

/** One counteroffer: total, first payment date, and either a payment count or 2+ tiers. */
export function OfferCard(props: Props) {
  const { number, offer, disabled, onChange } = props;
  const label = `Offer ${number}`;
  const remaining = remainingCents(offer);
  const last = useLastPayment(props.customerDocumentId, offer, props.debtCents);
  const invalid = props.errors.length > 0;

  return (
    <Paper
      variant="outlined"
      component="fieldset"
      aria-label={label}
      sx={{ p: 2, m: 0, minWidth: 0, borderColor: invalid ? 'error.main' : undefined }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
        <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        {props.onRemove && (
          <Button size="small" color="inherit" startIcon={<DeleteOutline />} onClick={props.onRemove} disabled={disabled}>
            Remove {label.toLowerCase()}
          </Button>
        )}
      </Stack>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
        <TextField
          size="small"
          label="Total amount"
          required
          value={offer.total}
          disabled={disabled}
          onChange={event => onChange({ ...offer, total: filterMoneyInput(event.target.value) })}
          slotProps={{ ...dollar, htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          size="small"
          type="date"
          label="First payment date"
          required
          value={offer.firstPaymentDate}
          disabled={disabled}
          onChange={event => onChange({ ...offer, firstPaymentDate: event.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: props.validFirstPaymentDate } }}
        />
        {offer.tiers.length === 0 && (
          <TextField
            size="small"
            label="Number of payments"
            required
            value={offer.payments}
            disabled={disabled}
            onChange={event => onChange({ ...offer, payments: filterCountInput(event.target.value) })}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        )}
      </Box>

      {offer.tiers.length === 0 ? (
        <Button
          size="small"
          startIcon={<AddOutlined />}
          sx={{ mt: 1 }}
          onClick={() => onChange(switchToTiers(offer))}
          disabled={disabled}
        >
          Use payment tiers
        </Button>
      ) : (
        <Stack spacing={1} sx={{ mt: 1.5 }}>
          {offer.tiers.map((tier, index) => (
            <Stack
              key={tier.key}
              role="group"
              aria-label={`Tier ${index + 1}`}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'center' } }}
              // Auto-fill when the collector leaves the tier, not while typing (a half-typed figure is no hint).
              onBlur={event => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
                  const filled = autoFillTier(offer, index);
                  if (filled !== offer) onChange(filled);
                }
              }}
            >
              <Typography variant="body2" sx={{ minWidth: 52, color: 'text.secondary' }}>
                Tier {index + 1}
              </Typography>
              <TextField
                size="small"
                label="Amount per payment"
                value={tier.amount}
                disabled={disabled}
                onChange={event => onChange(updateTier(offer, index, { amount: filterMoneyInput(event.target.value) }))}
                slotProps={{ ...dollar, htmlInput: { inputMode: 'decimal' } }}
              />
              <TextField
                size="small"
                label="Number of payments"
                value={tier.payments}
                disabled={disabled}
                onChange={event => onChange(updateTier(offer, index, { payments: filterCountInput(event.target.value) }))}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <IconButton
                aria-label={`Remove tier ${index + 1}`}
                onClick={() => onChange(removeTier(offer, index))}
                disabled={disabled}
                size="small"
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Stack>
          ))}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Button
              size="small"
              startIcon={<AddOutlined />}
              onClick={() => onChange(addTier(offer))}
              disabled={disabled || offer.tiers.length >= MAX_TIERS}
            >
              Add tier
            </Button>
            <Typography
              variant="body2"
              data-testid={`remaining-balance-${number}`}
              sx={{ color: remaining !== null && remaining !== 0 ? 'error.main' : 'text.secondary', fontWeight: 600 }}
            >
              Remaining balance: {remaining === null ? '—' : formatCents(remaining)}
            </Typography>
          </Stack>
        </Stack>
      )}

      <Box sx={{ mt: 1.5, minHeight: 24 }} aria-live="polite" data-testid={`last-payment-${number}`}>
        {last.status === 'loading' && <CircularProgress size={14} aria-label="Calculating the last payment" />}
        {last.status === 'ready' && (
          <Typography variant="body2">
            Last payment: <strong>{formatCents(last.answer.last_payment_amount_cents)}</strong>
            {last.answer.has_extra_tier && ' (an extra final payment carries the rest of the total)'}
          </Typography>
        )}
        {last.status === 'error' && (
          <Typography variant="body2" color="text.secondary">
            The last payment could not be calculated.
          </Typography>
        )}
      </Box>
      {invalid && (
        <Typography variant="body2" color="error" sx={{ mt: 1 }}>
          {props.errors.join(', ')}
        </Typography>
      )}
    </Paper>
  );
}
