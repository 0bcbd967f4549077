import { useMemo, useState, type FormEvent } from 'react';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatUsd } from '@parley/domain/money';
import type { Budget } from '@parley/domain/settlement-rules/affordability';
import type { OfferBody } from './api';
import { ConfirmDialog } from './ConfirmDialog';
import { failureMessage } from './messages';
import {
  budgetCheck,
  draftErrors,
  draftSchedule,
  emptyDraft,
  emptyTier,
  keepCount,
  keepMoney,
  toOfferBody,
  type OfferDraft,
} from './offer-form';
import { ScheduleTable } from './ScheduleTable';

const MAX_TIERS = 20;

interface OfferFormProps {
  title: string;
  submitLabel: string;
  validFirstPaymentDate: string;
  debtCents: number | null;
  onSubmit: (offer: OfferBody) => Promise<void>;
  onCancel?: () => void;
  /** The consumer's own budget: the form shows the monthly payment it supports and warns before offering more. */
  budget?: Budget | null;
}

const BUDGET_SOURCE = { bank: 'from your bank connection', stated: 'from what you told us' } as const;

/** The monthly payment the consumer's own budget supports, above the form. */
function BudgetLine({ budget }: { budget: Budget }) {
  if (budget.disposable_income_cents === null || budget.source === null) return null;
  const text =
    budget.disposable_income_cents > 0
      ? `Your budget supports about ${formatUsd(budget.disposable_income_cents)} a month: income ${formatUsd(budget.monthly_income_cents ?? 0)} less expenses ${formatUsd(budget.monthly_expenses_cents ?? 0)} (${BUDGET_SOURCE[budget.source]}).`
      : `Your budget shows nothing left after expenses each month (${BUDGET_SOURCE[budget.source]}). Offer only what you can keep paying.`;
  return (
    <Alert severity="info" data-testid="budget-line">
      {text}
    </Alert>
  );
}

/** An opening offer or a counter back: a total, a first payment date, and equal payments or tiers. */
export function OfferForm(props: OfferFormProps) {
  const [draft, setDraft] = useState<OfferDraft>(() => emptyDraft(props.validFirstPaymentDate));
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const errors = useMemo(
    () => draftErrors(draft, props.validFirstPaymentDate, props.debtCents),
    [draft, props.validFirstPaymentDate, props.debtCents],
  );
  const schedule = useMemo(
    () => draftSchedule(draft, props.validFirstPaymentDate, props.debtCents),
    [draft, props.validFirstPaymentDate, props.debtCents],
  );
  const check = useMemo(
    () => budgetCheck(draft, props.validFirstPaymentDate, props.debtCents, props.budget),
    [draft, props.validFirstPaymentDate, props.debtCents, props.budget],
  );
  const [confirmingOver, setConfirmingOver] = useState(false);
  const set = (patch: Partial<OfferDraft>) => setDraft(d => ({ ...d, ...patch }));
  const setTier = (key: number, patch: { amount?: string; payments?: string }) =>
    setDraft(d => ({ ...d, tiers: d.tiers.map(t => (t.key === key ? { ...t, ...patch } : t)) }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setServerError(undefined);
    if (errors.length) return;
    // More a month than the budget supports: the consumer confirms first.
    if (check?.over) {
      setConfirmingOver(true);
      return;
    }
    await send();
  };

  const send = async () => {
    setConfirmingOver(false);
    setBusy(true);
    try {
      await props.onSubmit(toOfferBody(draft));
    } catch (err) {
      setServerError(failureMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const id = props.title.replace(/\W+/g, '-').toLowerCase();
  return (
    <Box component="form" noValidate onSubmit={e => void submit(e)} aria-labelledby={`${id}-title`}>
      <Stack spacing={2}>
        <Typography id={`${id}-title`} variant="h6" component="h2">
          {props.title}
        </Typography>
        {props.budget && <BudgetLine budget={props.budget} />}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Total amount"
            value={draft.total}
            onChange={e => set({ total: keepMoney(e.target.value) })}
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
              htmlInput: { inputMode: 'decimal' },
            }}
            helperText={props.debtCents ? `You owe ${formatUsd(props.debtCents)}` : undefined}
            required
            fullWidth
          />
          <TextField
            label="First payment date"
            type="date"
            value={draft.firstPaymentDate}
            onChange={e => set({ firstPaymentDate: e.target.value })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: props.validFirstPaymentDate } }}
            required
            fullWidth
          />
        </Stack>
        <FormControl>
          <FormLabel id={`${id}-mode`}>How do you want to pay?</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${id}-mode`}
            value={draft.mode}
            onChange={e => set({ mode: e.target.value as OfferDraft['mode'] })}
          >
            <FormControlLabel value="payments" control={<Radio />} label="Equal monthly payments" />
            <FormControlLabel value="tiers" control={<Radio />} label="Payment tiers" />
          </RadioGroup>
        </FormControl>
        {draft.mode === 'payments' ? (
          <TextField
            label="Number of monthly payments"
            value={draft.payments}
            onChange={e => set({ payments: keepCount(e.target.value) })}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            required
            sx={{ maxWidth: 280 }}
          />
        ) : (
          <Stack spacing={1.5}>
            {draft.tiers.map((t, i) => (
              <Stack key={t.key} direction="row" spacing={1} alignItems="center">
                <TextField
                  label={`Tier ${i + 1} amount per payment`}
                  value={t.amount}
                  onChange={e => setTier(t.key, { amount: keepMoney(e.target.value) })}
                  slotProps={{
                    input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                    htmlInput: { inputMode: 'decimal' },
                  }}
                  fullWidth
                />
                <TextField
                  label={`Tier ${i + 1} number of payments`}
                  value={t.payments}
                  onChange={e => setTier(t.key, { payments: keepCount(e.target.value) })}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                  fullWidth
                />
                <IconButton
                  aria-label={`Remove tier ${i + 1}`}
                  disabled={draft.tiers.length <= 2}
                  onClick={() => setDraft(d => ({ ...d, tiers: d.tiers.filter(x => x.key !== t.key) }))}
                >
                  <DeleteOutline />
                </IconButton>
              </Stack>
            ))}
            <Box>
              <Button
                startIcon={<Add />}
                disabled={draft.tiers.length >= MAX_TIERS}
                onClick={() => setDraft(d => ({ ...d, tiers: [...d.tiers, emptyTier()] }))}
              >
                Add a tier
              </Button>
            </Box>
            <Typography variant="body2" color="text.secondary">
              When the tiers add up to less than the total, one extra final payment carries the rest.
            </Typography>
          </Stack>
        )}
        {tried && errors.length > 0 && (
          <Alert severity="error" role="alert">
            Your offer is invalid: {errors.join(', ')}
          </Alert>
        )}
        {serverError && (
          <Alert severity="error" role="alert">
            {serverError}
          </Alert>
        )}
        {check?.over && (
          <Alert severity="warning" data-testid="over-budget">
            This plan asks up to {formatUsd(check.askedCents)} in a month, more than the {formatUsd(check.supportedCents)} your
            budget supports. A plan you can keep up with is one that gets paid: a smaller total or more payments may fit better.
          </Alert>
        )}
        {schedule && <ScheduleTable schedule={schedule} label="Your payment schedule" />}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={busy} aria-busy={busy}>
            {busy ? 'Submitting...' : props.submitLabel}
          </Button>
          {props.onCancel && (
            <Button onClick={props.onCancel} disabled={busy}>
              Cancel
            </Button>
          )}
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirmingOver}
        title="More than your budget supports"
        confirmLabel={props.submitLabel}
        busy={busy}
        onClose={() => setConfirmingOver(false)}
        onConfirm={() => void send()}
      >
        {check && (
          <Typography>
            Your budget supports about {formatUsd(check.supportedCents)} a month, and this plan asks up to{' '}
            {formatUsd(check.askedCents)}. Send it anyway?
          </Typography>
        )}
      </ConfirmDialog>
    </Box>
  );
}
