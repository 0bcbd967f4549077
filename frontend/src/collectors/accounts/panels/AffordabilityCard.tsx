import AutoFixHighOutlined from '@mui/icons-material/AutoFixHighOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Affordability } from '@parley/domain/contracts/accounts';
import { largestEqualPayment } from '@parley/domain/settlement-rules/affordability';
import { formatCents } from '../format';

const SOURCE_TEXT = {
  bank: 'from their bank report',
  stated: 'from what they stated',
} as const;

interface Props {
  affordability: Affordability | undefined;
  disabled?: boolean;
  /** Fills the counteroffer with the suggested plan. */
  onUse: () => void;
}

/**
 * What the consumer can really pay a month, and the plan they can afford that comes closest to the firm's rule (or
 * the lawsuit amount): shown above the counteroffer, which it fills with one click.
 */
export function AffordabilityCard({ affordability: a, disabled, onUse }: Props) {
  if (!a || a.source === null || a.disposable_income_cents === null) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="affordability">
        The consumer's budget is not known: they have not connected a bank or stated their income and expenses.
      </Typography>
    );
  }
  const plan = a.suggested_plan;
  const last = plan ? largestEqualPayment(plan.total_amount_cents, plan.payments) : null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="affordability" component="section" aria-label="What the consumer can pay">
      <Stack spacing={1}>
        <Typography variant="subtitle2">What the consumer can pay</Typography>
        <Typography variant="body2">
          {formatCents(a.disposable_income_cents)} a month to spare: income {formatCents(a.monthly_income_cents ?? 0)}, expenses{' '}
          {formatCents(a.monthly_expenses_cents ?? 0)} ({SOURCE_TEXT[a.source]}).
        </Typography>
        {plan ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <Typography variant="body2" sx={{ flex: 1 }} data-testid="suggested-plan">
              Suggested plan: {formatCents(plan.total_amount_cents)} in {plan.payments} monthly payment{plan.payments === 1 ? '' : 's'} of{' '}
              {formatCents(plan.payment_amount_cents)}
              {last !== null && last !== plan.payment_amount_cents ? ` (the last ${formatCents(last)})` : ''}.
            </Typography>
            <Button size="small" variant="outlined" startIcon={<AutoFixHighOutlined />} onClick={onUse} disabled={disabled}>
              Use suggested plan
            </Button>
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Their budget leaves too little for a plan.
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
