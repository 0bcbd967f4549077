import { useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { HttpError } from 'react-admin';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { HARDSHIP_STATEMENT_LABELS } from '@parley/domain/hardship-statement';
import { ACTIVITY_LOG_IN_REQUEST_LINES, activityLogLines } from '@parley/domain/exports';
import { ExportProgress, useExportProgress } from './ExportProgress';
import {
  formatCents,
  formatDateOnly,
  formatSsn,
  formatTimestamp,
  formatTimestampDate,
  humanize,
  maskedSsn,
  netOfCommission,
} from './format';
import type { AccountRow, PaymentPlanSummaryAnswer } from '@parley/domain/contracts/accounts';
import { usePaymentPlanSummary, type PlanSummaryState } from './use-payment-plan-summary';
import { EXPENSE_ITEMS, INCOME_ITEMS } from '@parley/domain/financial';
import { NegotiationPanel } from './panels';
import { DocumentLinks } from './DocumentLinks';
import { useCollectorDataProvider } from '../use-collector-data-provider';

export const ARCHIVE_CONFIRM = {
  archive: 'Are you sure you want to archive this account?',
  unarchive: 'Are you sure you want to unarchive this account?',
} as const;

export const ARCHIVE_FAILED = {
  archive: 'Failed to archive document',
  unarchive: 'Failed to unarchive document',
} as const;

export const CANNOT_FIND_STRIPE_CUSTOMER = 'Cannot find stripe customer';

export const SSN_TOOLTIP = {
  noPermission: 'You do not have permission to view full SSNs. Ask a firm admin to grant it.',
  lastFourOnly: 'Only the last four digits are on file for this account.',
} as const;

interface Props {
  row: AccountRow;
  canViewFullSsn: boolean;
  onChange: (patch: Partial<AccountRow>) => void;
}

/** The expanded row: every field that the collector reads, grouped the way they work. */
export function AccountDetails({ row, canViewFullSsn, onChange }: Props) {
  const plan = usePaymentPlanSummary(row.customer_document.id);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, py: 1 }} data-testid={`account-details-${row.id}`}>
      <NegotiationPanel row={row} plan={plan} onChange={onChange} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(3, minmax(0, 1fr))' } }}>
        <Panel title="Consumer">
          <Field label="E-mail">{row.email || '—'}</Field>
          <Field label="Mailing address">{mailingAddress(row)}</Field>
          <Field label="Birthdate">{formatDateOnly(row.birthdate)}</Field>
          <Field label="SSN">
            <SsnField row={row} canViewFullSsn={canViewFullSsn} />
          </Field>
          <Field label="Bank verification">
            {row.plaid_verified ? (
              <Chip
                size="small"
                color="success"
                variant="outlined"
                icon={<VerifiedOutlined />}
                label="Verified with Plaid"
              />
            ) : (
              <Chip size="small" variant="outlined" label="Not verified" />
            )}
          </Field>
        </Panel>
        <Panel title="Case">
          <Field label="Type">{row.lawsuit_exists ? 'Litigation' : 'Pre-litigation'}</Field>
          <Field label="Reference">{row.civil_number || '—'}</Field>
          {/* Before a lawsuit there is a creditor, not a plaintiff, and the consumer's state. */}
          <Field label={row.lawsuit_exists ? 'Plaintiff' : 'Creditor'}>{row.plaintiff_name || '—'}</Field>
          <Field label={row.lawsuit_exists ? 'Lawsuit state' : 'State'}>{row.lawsuit_state || '—'}</Field>
          <Field label="Debt amount">{row.lawsuit_amount || '—'}</Field>
          <Field label="Law firm">{row.law_firm_name || '—'}</Field>
        </Panel>
        <OfferPanel row={row} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
        <FinancialPanel row={row} />
        <HardshipPanel row={row} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}>
        <PaymentsPanel row={row} plan={plan.state} />
        <HistoryPanel row={row} />
      </Box>
      <DocumentLinks row={row} />
      <AccountActions row={row} onChange={onChange} />
    </Box>
  );
}

function Panel({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography
          variant="subtitle2"
          component="h3"
          sx={{ textTransform: 'uppercase', letterSpacing: '0.05em', color: 'text.secondary' }}
        >
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '120px minmax(0, 1fr)', gap: 1, py: 0.5, alignItems: 'baseline' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ typography: 'body2', overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  );
}

function mailingAddress(row: AccountRow): ReactNode {
  const a = row.customer_mailing_address;
  if (!a || !(a.customer_street || a.customer_city)) return '—';
  const cityLine = [a.customer_city, [a.customer_state, a.customer_zip_code].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <>
      {a.customer_street && <div>{a.customer_street}</div>}
      {cityLine && <div>{cityLine}</div>}
    </>
  );
}

function OfferPanel({ row }: { row: AccountRow }) {
  const offer = row.latest_historical_offer;
  return (
    <Panel title="Latest offer">
      {!offer ? (
        <Typography variant="body2" color="text.secondary">
          No offer yet.
        </Typography>
      ) : (
        <>
          <Field label="Total">{formatCents(offer.total_amount_cents)}</Field>
          <Field label="Payments">{offer.payments}</Field>
          <Field label="First payment">{formatDateOnly(offer.first_payment_date)}</Field>
          <Field label="Of debt">{row.percentage === null ? '—' : `${row.percentage.toFixed(1)}%`}</Field>
          <Field label="Tiers">
            {offer.phases.length === 0
              ? `None (${offer.payments} equal payment${offer.payments === 1 ? '' : 's'})`
              : [...offer.phases]
                  .sort((a, b) => a.index - b.index)
                  .map((phase) => (
                    <div key={phase.index}>
                      {phase.iterations} × {formatCents(phase.payment_amount_cents)}
                    </div>
                  ))}
          </Field>
        </>
      )}
    </Panel>
  );
}

function FinancialPanel({ row }: { row: AccountRow }) {
  const details = row.financial_details ?? {};
  const items = (keys: readonly string[]) =>
    keys.map((key) => (
      <TableRow key={key}>
        <TableCell sx={{ pl: 0 }}>{humanize(key)}</TableCell>
        <TableCell
          align="right"
          sx={{ pr: 0, fontVariantNumeric: 'tabular-nums', color: details[key] ? 'text.primary' : 'text.disabled' }}
        >
          {formatCents(details[key] ?? null)}
        </TableCell>
      </TableRow>
    ));
  return (
    <Panel title="Financial details">
      {!row.has_detailed_data && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          The consumer has not shared a detailed budget; totals are as reported.
        </Typography>
      )}
      <Stack direction="row" spacing={3} sx={{ mb: 1 }}>
        <Box>
          <Typography variant="caption" color="text.secondary">
            Monthly income
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>{row.monthly_income_total || '—'}</Typography>
        </Box>
        <Box>
          <Typography variant="caption" color="text.secondary">
            Monthly expenses
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>{row.monthly_expenses_total || '—'}</Typography>
        </Box>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Table size="small" aria-label="Income">
          <TableHead>
            <TableRow>
              <TableCell sx={{ pl: 0 }}>Income</TableCell>
              <TableCell align="right" sx={{ pr: 0 }}>
                Monthly
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>{items(INCOME_ITEMS)}</TableBody>
        </Table>
        <Table size="small" aria-label="Expenses">
          <TableHead>
            <TableRow>
              <TableCell sx={{ pl: 0 }}>Expenses</TableCell>
              <TableCell align="right" sx={{ pr: 0 }}>
                Monthly
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>{items(EXPENSE_ITEMS)}</TableBody>
        </Table>
      </Box>
    </Panel>
  );
}

function HardshipPanel({ row }: { row: AccountRow }) {
  const reasons = Object.entries(row.hardship ?? {});
  return (
    <Panel title="Hardship">
      <Typography variant="caption" color="text.secondary" data-testid="hardship-statement-label">
        {/* Labelled by its writer: only a language model's statement is called AI-written. */}
        Hardship statement
        {row.hardship_statement && row.hardship_statement_source
          ? ` (${HARDSHIP_STATEMENT_LABELS[row.hardship_statement_source]})`
          : ''}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
        {row.hardship_statement || 'No hardship statement.'}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        Reasons
      </Typography>
      {reasons.length === 0 ? (
        <Typography variant="body2">None given.</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {reasons.map(([key, reason]) => (
            <Box component="li" key={key} sx={{ typography: 'body2', mb: 0.5 }}>
              <strong>{reason.label || humanize(key)}</strong>
              {reason[`${key}_details`] && <Box sx={{ color: 'text.secondary' }}>{reason[`${key}_details`]}</Box>}
            </Box>
          ))}
        </Box>
      )}
    </Panel>
  );
}

/**
 * The warning shows when the payments made do not match the expected count and no plan exists.
 * Only accounts whose consumer set up autopay are expected to have a plan, so earlier steps never warn.
 */
export function showsMissingStripeCustomer(row: AccountRow, plan: PaymentPlanSummaryAnswer | undefined): boolean {
  if (!plan || plan.has_payment_plan) return false;
  const type = row.current_action?.type;
  if (type !== 'payment_setup_complete' && type !== 'first_payment_made') return false;
  const expected = row.expected_payments ?? row.latest_historical_offer?.payments;
  if (expected === undefined || expected === null) return false;
  const made = row.payments_made ?? row.stripe_payment_intents.filter((p) => p.status === 'succeeded').length;
  return made !== expected;
}

function paymentStatusColor(status: string): 'success' | 'warning' | 'error' | 'default' {
  if (status === 'succeeded') return 'success';
  if (status === 'processing' || status.startsWith('requires')) return 'warning';
  if (status === 'canceled' || status === 'failed') return 'error';
  return 'default';
}

function PaymentsPanel({ row, plan }: { row: AccountRow; plan: PlanSummaryState }) {
  const answer = plan.status === 'ready' || plan.status === 'pending' ? plan.answer : undefined;
  const intents = [...row.stripe_payment_intents].sort((a, b) => b.created - a.created);
  return (
    <Panel title="Payments">
      {showsMissingStripeCustomer(row, answer) && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {CANNOT_FIND_STRIPE_CUSTOMER}
        </Alert>
      )}
      {intents.length === 0 && row.checkbook_payments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No payments yet.
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          {intents.length > 0 && (
            <Table size="small" aria-label="Card and bank payments">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ pl: 0 }}>Date</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell align="right" sx={{ pr: 0 }}>
                    Amount (net)
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {intents.map((intent) => (
                  <TableRow key={intent.id}>
                    <TableCell sx={{ pl: 0 }}>{formatTimestamp(intent.created)}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        variant="outlined"
                        color={paymentStatusColor(intent.status)}
                        label={humanize(intent.status)}
                      />
                    </TableCell>
                    <TableCell align="right" sx={{ pr: 0, fontVariantNumeric: 'tabular-nums' }}>
                      {formatCents(netOfCommission(intent.amount, intent.metadata?.commission))}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          {row.checkbook_payments.length > 0 && (
            <Table size="small" aria-label="Payouts to the firm" sx={{ mt: intents.length ? 2 : 0 }}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ pl: 0 }}>Payout</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell align="right">To the firm</TableCell>
                  <TableCell>Check number</TableCell>
                  <TableCell sx={{ pr: 0 }}>Tracking number</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {row.checkbook_payments.map((check, i) => (
                  <TableRow key={`${check.payout_id ?? ''}-${check.check_number ?? ''}-${check.tracking_number ?? ''}-${i}`}>
                    <TableCell sx={{ pl: 0 }}>
                      {check.payout_id ? (
                        <Link component={RouterLink} to="/collectors/payouts">
                          {formatTimestampDate(check.created_at)}
                        </Link>
                      ) : (
                        formatTimestampDate(check.created_at)
                      )}
                    </TableCell>
                    <TableCell>{check.status ? humanize(check.status) : '—'}</TableCell>
                    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatCents(check.amount_cents)}
                    </TableCell>
                    <TableCell>{check.check_number || '—'}</TableCell>
                    <TableCell sx={{ pr: 0 }}>{check.tracking_number || '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Box>
      )}
    </Panel>
  );
}

const PARTY_LABEL: Record<string, string> = { consumer: 'Consumer', collector: 'Your firm', system: 'Parley' };

function HistoryPanel({ row }: { row: AccountRow }) {
  const events = [...row.settlement_negotiation_events].sort((a, b) => a.created_at.localeCompare(b.created_at));
  return (
    <Panel title="Negotiation history">
      {events.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No events yet.
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Negotiation events">
          {events.map((event, i) => (
            <Box
              component="li"
              key={event.id}
              sx={{ display: 'flex', gap: 1.5, pb: i === events.length - 1 ? 0 : 1.5 }}
            >
              <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', pt: 0.75 }}>
                <Box
                  sx={{
                    width: 10,
                    height: 10,
                    borderRadius: '50%',
                    bgcolor: event.party === 'consumer' ? 'warning.main' : 'secondary.main',
                  }}
                />
                {i < events.length - 1 && <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', mt: 0.5 }} />}
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {row.event_id_to_english_text[String(event.id)] ?? 'Event'}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {PARTY_LABEL[event.party] ?? humanize(event.party)} · {formatTimestamp(event.created_at)}
                </Typography>
                {event.disclosures.map((disclosure, j) => (
                  <Typography
                    key={j}
                    variant="caption"
                    component="p"
                    sx={{
                      fontStyle: 'italic',
                      color: 'text.secondary',
                      borderLeft: 2,
                      borderColor: 'divider',
                      pl: 1,
                      mt: 0.5,
                    }}
                  >
                    {disclosure.text}
                  </Typography>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Panel>
  );
}

function SsnField({ row, canViewFullSsn }: { row: AccountRow; canViewFullSsn: boolean }) {
  const ssn = row.social_security_number;
  const [revealed, setRevealed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const available = !!ssn?.full_ssn_available;
  const reason = !canViewFullSsn ? SSN_TOOLTIP.noPermission : !available ? SSN_TOOLTIP.lastFourOnly : null;
  const dataProvider = useCollectorDataProvider();
  const { mutateAsync: revealSsn } = useMutation({
    mutationFn: () => dataProvider.revealAccountSsn({ customer_document_id: row.customer_document.id }),
  });

  const reveal = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await revealSsn();
      setRevealed(formatSsn(answer.social_security_number));
    } catch (e) {
      // The server's sentence when it answered (403 without the permission); ours when nothing came back.
      setError(e instanceof HttpError && e.status > 0 ? e.message : 'Failed to reveal the SSN');
    } finally {
      setBusy(false);
    }
  };

  const button = revealed ? (
    <Button
      size="small"
      startIcon={<VisibilityOffOutlined />}
      onClick={() => setRevealed(null)}
      sx={{ whiteSpace: 'nowrap' }}
    >
      Hide
    </Button>
  ) : (
    <Button
      size="small"
      startIcon={busy ? <CircularProgress size={14} /> : <VisibilityOutlined />}
      disabled={reason !== null || busy}
      onClick={() => void reveal()}
      sx={{ whiteSpace: 'nowrap' }}
    >
      Reveal
    </Button>
  );

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
        <Box
          component="span"
          sx={{ fontFamily: 'monospace', fontSize: '0.95rem', whiteSpace: 'nowrap' }}
          data-testid="ssn-value"
        >
          {revealed ?? maskedSsn(ssn?.social_security_number_last_four)}
        </Box>
        {ssn?.social_security_number_last_four &&
          (reason ? (
            <Tooltip title={reason}>
              {/* A disabled button fires no events and takes no focus; the span carries the tooltip and lets a keyboard reach the reason. */}
              {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above */}
              <span tabIndex={0} aria-label={reason}>
                {button}
              </span>
            </Tooltip>
          ) : (
            button
          ))}
      </Stack>
      {error && (
        <Typography variant="caption" color="error" role="alert">
          {error}
        </Typography>
      )}
    </Box>
  );
}

function AccountActions({ row, onChange }: Omit<Props, 'canViewFullSsn'>) {
  const archived = !!row.customer_document.archived_by_law_firm_on;
  const verb = archived ? 'unarchive' : 'archive';
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [download, setDownload] = useState<'idle' | 'busy' | 'failed'>('idle');
  const dataProvider = useCollectorDataProvider();
  const customer_document_id = row.customer_document.id;
  const { mutateAsync: archiveOrUnarchive } = useMutation({
    mutationFn: (unarchive: boolean) =>
      unarchive ? dataProvider.unarchiveAccount({ customer_document_id }) : dataProvider.archiveAccount({ customer_document_id }),
  });
  const { mutateAsync: exportHistory } = useMutation({
    mutationFn: () => dataProvider.exportAccountActivityLog({ customer_document_id }),
  });
  const { mutateAsync: downloadHistory } = useMutation({
    mutationFn: () => dataProvider.downloadAccountActivityLog({ customer_document_id }),
  });

  const toggle = async () => {
    setConfirming(false);
    setBusy(true);
    setFailure(null);
    try {
      const answer = await archiveOrUnarchive(archived);
      onChange({
        customer_document: {
          ...row.customer_document,
          archived_by_law_firm_on:
            answer?.customer_document?.archived_by_law_firm_on ?? (archived ? null : new Date().toISOString()),
        },
      });
    } catch {
      setFailure(ARCHIVE_FAILED[verb]);
    } finally {
      setBusy(false);
    }
  };

  const historyExport = useExportProgress(`activity_log.${row.customer_document.id}`);
  const history = async () => {
    setDownload('busy');
    try {
      // A long history is written by the worker (a progress bar, then the link); a short one downloads at once.
      if (activityLogLines(row) > ACTIVITY_LOG_IN_REQUEST_LINES)
        historyExport.follow(await exportHistory());
      else await downloadHistory();
      setDownload('idle');
    } catch {
      setDownload('failed');
    }
  };

  return (
    <>
      <Divider />
      {failure && (
        <Alert severity="error" role="alert" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button
          variant="outlined"
          color="inherit"
          startIcon={busy ? <CircularProgress size={16} /> : archived ? <UnarchiveOutlined /> : <ArchiveOutlined />}
          disabled={busy}
          onClick={() => setConfirming(true)}
        >
          {archived ? 'Unarchive' : 'Archive'}
        </Button>
        <Button
          variant="text"
          color="secondary"
          startIcon={download === 'busy' || historyExport.running ? <CircularProgress size={16} /> : <DownloadOutlined />}
          disabled={download === 'busy' || historyExport.running}
          onClick={() => void history()}
        >
          Download history (CSV)
        </Button>
        {download === 'failed' && (
          <Typography variant="body2" color="error" role="alert">
            Failed to download file
          </Typography>
        )}
        {historyExport.view && <ExportProgress view={historyExport.view} onClose={historyExport.clear} />}
      </Stack>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={`archive-title-${row.id}`}>
        <DialogTitle id={`archive-title-${row.id}`}>{archived ? 'Unarchive account' : 'Archive account'}</DialogTitle>
        <DialogContent>
          <DialogContentText>{ARCHIVE_CONFIRM[verb]}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} color="inherit">
            Cancel
          </Button>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- focus moves into the dialog the user just opened (the dialog pattern), on its safe choice */}
          <Button onClick={() => void toggle()} variant="contained" color="primary" autoFocus>
            {archived ? 'Unarchive' : 'Archive'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
