import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useGetIdentity } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { serverMessages } from '../../shared/http';
import { formatCents } from '../accounts/format';
import type { CollectorIdentity } from '../authProvider';
import { accountLink } from './PayoutDetails';
import type { Reconciliation } from './types';
import { PageHeader } from '../layout/PageHeader';
import { useCollectorDataProvider } from '../use-collector-data-provider';

const DIFFERENCE_LABELS: Record<string, string> = {
  refunded_after_payout: 'Refunded after payout',
  disputed_after_payout: 'Disputed after payout',
  paid_twice: 'Paid twice',
  amount_mismatch: 'Amounts disagree',
  payout_total_mismatch: 'Payout total disagrees',
};

const money = (c: number) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatCents(c)}</span>;

/** The first day of this month and today, as the date inputs speak (UTC days). */
export function currentMonth(now = new Date()): { from: string; to: string } {
  const today = now.toISOString().slice(0, 10);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

function Identity({ r }: { r: Reconciliation }) {
  const parts: Array<[string, number]> = [
    ['Paid out to firms', r.paid_out_cents],
    ['Commission', r.commission_cents],
    ['Held', r.held_cents],
    ['Refunded', r.refunded_cents],
  ];
  return (
    <Card>
      <CardContent>
        <Stack direction="row" useFlexGap flexWrap="wrap" spacing={3} alignItems="baseline" aria-label="Reconciliation identity">
          <Box>
            <Typography variant="caption" color="text.secondary" component="div">
              Payments received ({r.payments})
            </Typography>
            <Typography variant="h6" component="div">
              {money(r.received_cents)}
            </Typography>
          </Box>
          <Typography variant="h6" component="div" aria-hidden>
            =
          </Typography>
          {parts.map(([label, cents], i) => (
            <Stack key={label} direction="row" spacing={3} alignItems="baseline">
              {i > 0 && (
                <Typography variant="h6" component="div" aria-hidden>
                  +
                </Typography>
              )}
              <Box>
                <Typography variant="caption" color="text.secondary" component="div">
                  {label}
                </Typography>
                <Typography variant="h6" component="div">
                  {money(cents)}
                </Typography>
              </Box>
            </Stack>
          ))}
        </Stack>
        <Box sx={{ mt: 2 }}>
          {r.balanced ? (
            <Chip color="success" label="Balanced to the cent" />
          ) : (
            <Chip color="error" label={`${r.differences.length} difference${r.differences.length === 1 ? '' : 's'}, ${formatCents(r.gap_cents)} unaccounted for by the four totals`} />
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * The platform's reconciliation (on-call admins): for the payments received in a period, received = paid out +
 * commission + held + refunded, per firm and in total, with every difference and every payment left out listed.
 */
export function ReconciliationPage() {
  const identity = useGetIdentity().identity as CollectorIdentity | undefined;
  const dataProvider = useCollectorDataProvider();
  const [period, setPeriod] = useState(currentMonth);
  const [firm, setFirm] = useState('');
  const lawFirmId = /^\d+$/.test(firm) ? firm : null;
  const { data, error, isPending } = useQuery({
    queryKey: ['payouts', 'reconciliation', period.from, period.to, lawFirmId],
    queryFn: () => dataProvider.getReconciliation({ ...period, law_firm_id: lawFirmId }),
    enabled: !!identity?.isOnCallAdmin && !!period.from && !!period.to,
    retry: false,
  });
  if (identity && !identity.isOnCallAdmin) return <Alert severity="error">Only on-call administrators can do this.</Alert>;
  return (
    <Stack spacing={2.5}>
      <Button component={RouterLink} to="/collectors/payouts" startIcon={<ArrowBack />} sx={{ alignSelf: 'flex-start' }}>
        Payout ledger
      </Button>
      <PageHeader
        title="Reconciliation"
        subtitle="Where the consumer payments of a period went: paid out to the firms, kept as commission, held, or refunded. Every cent is accounted for, or listed as a difference."
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Payments from" type="date" size="small" value={period.from} onChange={(e) => setPeriod((p) => ({ ...p, from: e.target.value }))} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField label="to" type="date" size="small" value={period.to} onChange={(e) => setPeriod((p) => ({ ...p, to: e.target.value }))} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField label="Law firm ID (all when empty)" size="small" value={firm} onChange={(e) => setFirm(e.target.value.replace(/\D/g, ''))} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
      </Stack>
      {error ? (
        <Alert severity="error" role="alert">
          {serverMessages((error as { body?: unknown }).body)[0] ?? 'The reconciliation could not be loaded.'}
        </Alert>
      ) : isPending || !data ? (
        <Skeleton variant="rounded" height={160} />
      ) : (
        <>
          <Identity r={data} />
          <Section title="By law firm">
            <Table size="small" aria-label="Reconciliation by law firm">
              <TableHead>
                <TableRow>
                  <TableCell>Law firm</TableCell>
                  {['Received', 'Paid out', 'Commission', 'Held', 'Refunded', 'Gap'].map((h) => (
                    <TableCell key={h} align="right">
                      {h}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.by_firm.map((f) => (
                  <TableRow key={f.law_firm_id}>
                    <TableCell>
                      <Link component={RouterLink} to={`/collectors/payouts?filter=${encodeURIComponent(JSON.stringify({ law_firm_id: f.law_firm_id }))}`}>
                        {f.law_firm_name ?? `Firm ${f.law_firm_id}`}
                      </Link>
                    </TableCell>
                    {[f.received_cents, f.paid_out_cents, f.commission_cents, f.held_cents, f.refunded_cents, f.gap_cents].map((c, i) => (
                      <TableCell key={i} align="right">
                        {money(c)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Section>
          <Section title={`Differences (${data.differences.length})`}>
            {data.differences.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                None: the books and the payouts agree.
              </Typography>
            ) : (
              <Table size="small" aria-label="Differences">
                <TableHead>
                  <TableRow>
                    <TableCell>Kind</TableCell>
                    <TableCell>What</TableCell>
                    <TableCell align="right">Amount</TableCell>
                    <TableCell align="right">Effect on the totals</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.differences.map((d, i) => (
                    <TableRow key={`${d.kind}-${d.stripe_payment_intent_id ?? d.payout_id}-${i}`}>
                      <TableCell>{DIFFERENCE_LABELS[d.kind] ?? d.kind}</TableCell>
                      <TableCell>
                        {d.description}
                        {d.customer_document_id && (
                          <>
                            {' '}
                            <Link component={RouterLink} to={accountLink(d.customer_document_id)}>
                              View the account
                            </Link>
                          </>
                        )}
                      </TableCell>
                      <TableCell align="right">{money(d.amount_cents)}</TableCell>
                      <TableCell align="right">{money(d.gap_cents)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Section>
          <Section title={`Left out of payouts (${data.left_out.length})`}>
            {data.left_out.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                No payment was refunded or disputed before its payout.
              </Typography>
            ) : (
              <Table size="small" aria-label="Payments left out">
                <TableHead>
                  <TableRow>
                    <TableCell>Payment</TableCell>
                    <TableCell>Why</TableCell>
                    <TableCell align="right">Payment</TableCell>
                    <TableCell align="right">Refunded</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.left_out.map((l) => (
                    <TableRow key={l.stripe_payment_intent_id}>
                      <TableCell>
                        <Link component={RouterLink} to={accountLink(l.customer_document_id)}>
                          {l.stripe_payment_intent_id}
                        </Link>
                      </TableCell>
                      <TableCell>{l.reason === 'disputed' ? 'Disputed by the consumer' : 'Refunded to the consumer'}</TableCell>
                      <TableCell align="right">{money(l.amount_cents)}</TableCell>
                      <TableCell align="right">{money(l.refunded_cents)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Section>
        </>
      )}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Box sx={{ overflowX: 'auto' }}>{children}</Box>
      </CardContent>
    </Card>
  );
}
