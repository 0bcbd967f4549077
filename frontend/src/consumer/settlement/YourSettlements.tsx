import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatUsd } from '../../../../backend/src/domain/money';
import { MessageCollectorButton } from '../../shared/chat';
import { settlementApi, type SettlementSummary } from './api';

type State = { status: 'loading' } | { status: 'ready'; items: SettlementSummary[] } | { status: 'error' };

/** The dashboard's 'Your settlements': each settlement document with its firm, status and the way back in. */
export function YourSettlements() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const load = useCallback(async (signal: { cancelled: boolean }) => {
    setState({ status: 'loading' });
    try {
      const { settlements } = await settlementApi.mySettlements();
      if (!signal.cancelled) setState({ status: 'ready', items: settlements });
    } catch {
      if (!signal.cancelled) setState({ status: 'error' });
    }
  }, []);
  useEffect(() => {
    const signal = { cancelled: false };
    void load(signal);
    return () => {
      signal.cancelled = true;
    };
  }, [load]);

  return (
    <Card component="section" aria-labelledby="your-settlements-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="your-settlements-title" variant="h6" component="h2" gutterBottom>
          Your settlements
        </Typography>
        {state.status === 'loading' && <Skeleton variant="rounded" height={64} aria-label="Loading your settlements" />}
        {state.status === 'error' && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void load({ cancelled: false })}>
                Try again
              </Button>
            }
          >
            We could not load your settlements.
          </Alert>
        )}
        {state.status === 'ready' && state.items.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            You have no settlements yet.
          </Typography>
        )}
        {state.status === 'ready' && state.items.length > 0 && (
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {state.items.map(s => (
              <Stack
                component="li"
                key={s.id}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1.5}
                alignItems={{ sm: 'center' }}
                aria-label={`Settlement with ${s.firm_name}`}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
              >
                <Stack sx={{ flex: 1 }} spacing={0.25}>
                  <Typography fontWeight={600}>{s.firm_name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {[s.plaintiff_name, s.debt_amount_cents !== null && formatUsd(s.debt_amount_cents)]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                </Stack>
                <Chip
                  label={s.status}
                  color={s.step === 'disputed' ? 'warning' : s.needs_action ? 'primary' : 'default'}
                  variant={s.needs_action ? 'filled' : 'outlined'}
                />
                {s.law_firm_id && <MessageCollectorButton lawFirmId={s.law_firm_id} documentId={s.id} />}
                <Button component={RouterLink} to={s.url} variant="contained" aria-label={`Continue settlement process with ${s.firm_name}`}>
                  Continue settlement process
                </Button>
              </Stack>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
