import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatCents, formatTimestamp, formatTimestampDate } from '../accounts/format';
import { methodLabel, PAYOUT_STATUS_LABELS, statusColor, trackingUrl } from './labels';
import type { Payout } from './types';

const fact = (label: string, value: React.ReactNode) => (
  <Box key={label} sx={{ minWidth: 150 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="body2" component="div" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {value}
    </Typography>
  </Box>
);

/** The accounts page, narrowed to one account (its single-account view). */
export const accountLink = (documentId: number) => `/collectors/accounts?filters[customer_document_id]=${documentId}`;

/**
 * One payout: how it was paid and where it stands, then the accounts and payments it covers (what reached the firm
 * from each payment, net of the platform's commission). The expanded row of the list and the show page both use it.
 */
export function PayoutDetails({ payout }: { payout: Payout }) {
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const payments = payout.payments ?? [];
  const accounts = new Set(payments.map((p) => p.customer_document_id)).size;
  return (
    <Stack spacing={2} sx={{ py: 1 }}>
      {payout.failure_reason && (
        <Alert severity={payout.status === 'voided' ? 'info' : 'warning'}>
          {payout.failure_reason}
          {payout.status !== 'voided' && ' Its payments go into the next daily payout run.'}
        </Alert>
      )}
      {payout.status === 'on_hold' && (
        <Alert severity="warning">
          This payout waits for a payout configuration. It is paid at the first daily run (02:00 UTC) after an
          administrator sets one up under <Link component={RouterLink} to="/collectors/direct_deposit">Payout Configuration</Link>.
        </Alert>
      )}
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={3}>
        {fact('Method', methodLabel(payout.method))}
        {fact('Status', <Chip size="small" variant="outlined" color={statusColor(payout.status)} label={PAYOUT_STATUS_LABELS[payout.status]} />)}
        {fact('Amount to the firm', formatCents(payout.amount_cents))}
        {fact('Check number', payout.check_number ?? '—')}
        {fact(
          'USPS tracking number',
          payout.tracking_number ? (
            <Link href={trackingUrl(payout.tracking_number)} target="_blank" rel="noopener noreferrer">
              {payout.tracking_number}
            </Link>
          ) : (
            '—'
          ),
        )}
        {fact('Initiated', formatTimestamp(payout.initiated_at))}
        {fact('Sent', formatTimestamp(payout.sent_at))}
        {fact('Paid', formatTimestamp(payout.paid_at))}
      </Stack>
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
          {payments.length} payment{payments.length === 1 ? '' : 's'} from {accounts} account{accounts === 1 ? '' : 's'}
        </Typography>
        {narrow ? (
          <Stack component="ul" aria-label={`Payments in payout ${payout.id}`} spacing={1.25} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {payments.map((p) => (
              <Box component="li" key={p.stripe_payment_intent_id} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}>
                <Stack direction="row" justifyContent="space-between" spacing={1}>
                  <Link component={RouterLink} to={accountLink(p.customer_document_id)}>
                    {p.customer_name ?? `Account ${p.customer_document_id}`}
                  </Link>
                  <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
                    {formatCents(p.amount_cents)}
                  </Typography>
                </Stack>
                <Typography variant="caption" color="text.secondary" component="div">
                  Paid {formatTimestampDate(p.paid_at)}: {formatCents(p.amount_cents + p.commission_cents)} less {formatCents(p.commission_cents)} commission
                </Typography>
              </Box>
            ))}
          </Stack>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={`Payments in payout ${payout.id}`}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ pl: 0 }}>Account</TableCell>
                  <TableCell>Paid by the consumer</TableCell>
                  <TableCell align="right">Payment</TableCell>
                  <TableCell align="right">Commission</TableCell>
                  <TableCell align="right" sx={{ pr: 0 }}>
                    To the firm
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {payments.map((p) => (
                  <TableRow key={p.stripe_payment_intent_id}>
                    <TableCell sx={{ pl: 0 }}>
                      <Link component={RouterLink} to={accountLink(p.customer_document_id)}>
                        {p.customer_name ?? `Account ${p.customer_document_id}`}
                      </Link>
                    </TableCell>
                    <TableCell>{formatTimestampDate(p.paid_at)}</TableCell>
                    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatCents(p.amount_cents + p.commission_cents)}
                    </TableCell>
                    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatCents(p.commission_cents)}
                    </TableCell>
                    <TableCell align="right" sx={{ pr: 0, fontVariantNumeric: 'tabular-nums' }}>
                      {formatCents(p.amount_cents)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </Box>
    </Stack>
  );
}
