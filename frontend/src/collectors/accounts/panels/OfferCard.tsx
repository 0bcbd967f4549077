import type { ChangeEvent, ReactElement, Ref } from 'react';
import { Controller, type Control, type FieldErrors, type Path } from 'react-hook-form';
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
  type OfferDraft,
} from './offer-draft';
import type { CounterofferValues, OfferRules } from './CounterofferForm';
import { useLastPayment } from './use-last-payment';

interface Props {
  /** 1-based position: numbering compacts when an offer is removed. */
  number: number;
  offer: OfferDraft;
  /** The counteroffer form the offer's fields belong to (offers.{number - 1}.*). */
  control: Control<CounterofferValues, OfferRules>;
  customerDocumentId: number | string;
  validFirstPaymentDate: string;
  debtCents: number | null;
  /** The offer's problems by field, shown once the collector tried to send. */
  errors: FieldErrors<OfferDraft> | undefined;
  disabled: boolean;
  /** A field was typed in (the form checks the offers again). */
  onEdited: () => void;
  /** A change of the offer's shape (tiers added, removed or filled in). */
  onChange: (offer: OfferDraft) => void;
  /** Absent when this is the only offer (at least one must remain). */
  onRemove?: () => void;
}

interface FieldProps {
  value: string;
  inputRef: Ref<HTMLInputElement>;
  onBlur: () => void;
  disabled: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error: boolean;
  helperText: string | undefined;
}

const same = (value: string) => value;

const dollar = { input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } };

/** One counteroffer: total, first payment date, and either a payment count or 2+ tiers. */
export function OfferCard(props: Props) {
  const { number, offer, disabled, onChange } = props;
  const label = `Offer ${number}`;
  const remaining = remainingCents(offer);
  const last = useLastPayment(props.customerDocumentId, offer, props.debtCents);
  const errors = props.errors as Record<string, unknown> | undefined;
  const invalid = !!errors && Object.keys(errors).length > 0;
  /** The sentence of a field of this offer ('total', 'tiers.0.amount'). */
  const sentenceOf = (path: string): string | undefined => {
    let node: unknown = errors;
    for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    return (node as { message?: string } | undefined)?.message;
  };

  /**
   * One of the offer's inputs, driven by the form: its value filtered as typed, its sentence under it (described by
   * it, marked invalid), the element focus moves to. Keyed by name: a renumbered offer's fields register afresh.
   */
  const field = (path: string, render: (props: FieldProps) => ReactElement, filter: (value: string) => string) => {
    const name = `offers.${number - 1}.${path}` as Path<CounterofferValues>;
    const sentence = sentenceOf(path);
    return (
      <Controller
        key={name}
        name={name}
        control={props.control}
        render={({ field: f }) =>
          render({
            value: f.value as string,
            inputRef: f.ref,
            onBlur: f.onBlur,
            disabled,
            onChange: event => {
              f.onChange(filter(event.target.value));
              props.onEdited();
            },
            error: !!sentence,
            helperText: sentence,
          })
        }
      />
    );
  };

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
        {field(
          'total',
          p => <TextField size="small" label="Total amount" required {...p} slotProps={{ ...dollar, htmlInput: { inputMode: 'decimal' } }} />,
          filterMoneyInput,
        )}
        {field(
          'firstPaymentDate',
          p => (
            <TextField
              size="small"
              type="date"
              label="First payment date"
              required
              {...p}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: props.validFirstPaymentDate } }}
            />
          ),
          same,
        )}
        {offer.tiers.length === 0 &&
          field(
            'payments',
            p => <TextField size="small" label="Number of payments" required {...p} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />,
            filterCountInput,
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
              {field(
                `tiers.${index}.amount`,
                p => <TextField size="small" label="Amount per payment" {...p} slotProps={{ ...dollar, htmlInput: { inputMode: 'decimal' } }} />,
                filterMoneyInput,
              )}
              {field(
                `tiers.${index}.payments`,
                p => <TextField size="small" label="Number of payments" {...p} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />,
                filterCountInput,
              )}
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
    </Paper>
  );
}
