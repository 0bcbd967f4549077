import { useRealtimeEvent } from '../../shared/realtime';
import { Link as RouterLink } from 'react-router-dom';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type {
  BankAccountView,
  FinancialReportView,
  IncomeSourceView,
} from '@parley/domain/dashboard/payload';
import { payFrequencyLabel } from '@parley/domain/financial/report';
import { BudgetChart } from './BudgetChart';
import { accountTypeLabel, calendarDate, usd } from './format';

export const PLAID_LINK_PATH = '/plaid/link';

export const BUDGET_TEXT = {
  title: 'Budget',
  connectTitle: 'See your budget in one place',
  connectBody:
    'Connect your bank account to see your average balance, income and expenses. We only read your balances and transactions; we can never move money.',
  connect: 'Connect bank',
  reconnectTitle: 'Your bank connection expired',
  reconnectBody: 'Your bank asks you to sign in again before we can update your budget.',
  reconnect: 'Reconnect bank',
  pendingTitle: 'We are building your budget report',
  pendingBody: 'This usually takes less than a minute. This page updates when it is ready.',
  failedTitle: "We couldn't generate your report",
  failedBody: 'Your bank did not give us what we needed this time. You can try connecting again.',
  tryAgain: 'Try again',
  noAccounts: 'No bank accounts were found on this connection.',
  noIncome: 'We did not find regular income in your transactions.',
  connectAnother: 'Connect another bank',
} as const;

/**
 * The dashboard's budget: the financial report by its status. While a report is being
 * built, `onChanged` (when given) is called as soon as PlaidReportStatusChannel says it is ready or failed, so the
 * dashboard can reload its payload.
 */
export function BudgetSection(props: { report: FinancialReportView; onChanged?: () => void }) {
  const { report, onChanged } = props;
  useRealtimeEvent('PlaidReportStatusChannel', () => onChanged?.(), report.status === 'pending' && !!onChanged);
  return (
    <Box component="section" aria-labelledby="budget-title">
      <Typography id="budget-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        {BUDGET_TEXT.title}
      </Typography>
      {report.status === 'available' ? <AvailableReport report={report} /> : <StatusCard status={report.status} />}
    </Box>
  );
}

function StatusCard(props: { status: Exclude<FinancialReportView['status'], 'available'> }) {
  const { status } = props;
  if (status === 'pending')
    return (
      <Card>
        <CardContent>
          <Stack direction="row" spacing={2} alignItems="center" role="status">
            <CircularProgress size={28} aria-label="Building your report" />
            <Box>
              <Typography variant="h6">{BUDGET_TEXT.pendingTitle}</Typography>
              <Typography color="text.secondary">{BUDGET_TEXT.pendingBody}</Typography>
            </Box>
          </Stack>
        </CardContent>
      </Card>
    );
  const content = {
    consent_required: { title: BUDGET_TEXT.connectTitle, body: BUDGET_TEXT.connectBody, action: BUDGET_TEXT.connect, to: PLAID_LINK_PATH, severity: null },
    reconnect: { title: BUDGET_TEXT.reconnectTitle, body: BUDGET_TEXT.reconnectBody, action: BUDGET_TEXT.reconnect, to: PLAID_LINK_PATH, severity: 'warning' as const },
    failed: { title: BUDGET_TEXT.failedTitle, body: BUDGET_TEXT.failedBody, action: BUDGET_TEXT.tryAgain, to: PLAID_LINK_PATH, severity: 'error' as const },
  }[status];
  return (
    <Card>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ xs: 'flex-start', sm: 'center' }}>
          <Avatar sx={{ bgcolor: 'secondary.main', width: 48, height: 48 }} aria-hidden>
            <AccountBalanceIcon />
          </Avatar>
          <Box sx={{ flex: 1 }}>
            {content.severity ? (
              <Alert severity={content.severity} sx={{ mb: 1 }}>
                <strong>{content.title}</strong>
              </Alert>
            ) : (
              <Typography variant="h6">{content.title}</Typography>
            )}
            <Typography color="text.secondary">{content.body}</Typography>
          </Box>
          <Button variant="contained" color="secondary" component={RouterLink} to={content.to}>
            {content.action}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

function AvailableReport(props: { report: FinancialReportView }) {
  const { report } = props;
  const figures: [string, number | null][] = [
    ['Average monthly balance', report.average_monthly_balance],
    ['Average monthly income', report.average_monthly_income],
    ['Average monthly expenses', report.average_monthly_expenses],
    ['Income last year', report.income_last_year],
  ];
  return (
    <Stack spacing={2}>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
        aria-label="Budget figures"
        role="list"
      >
        {figures.map(([label, cents]) => (
          <Card key={label} role="listitem">
            <CardContent>
              <Typography variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography variant="h6" component="p" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
                {usd(cents)}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
      <Card>
        <CardContent>
          <BudgetChart report={report} />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1, gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h3">
              Bank accounts
            </Typography>
            <Button size="small" component={RouterLink} to={PLAID_LINK_PATH}>
              {BUDGET_TEXT.connectAnother}
            </Button>
          </Stack>
          {report.bank_accounts.length === 0 ? (
            <Typography color="text.secondary">{BUDGET_TEXT.noAccounts}</Typography>
          ) : (
            <List disablePadding aria-label="Bank accounts">
              {report.bank_accounts.map((a, i) => (
                <BankAccountRow key={`${a.institution_name}-${a.mask}-${i}`} account={a} divider={i < report.bank_accounts.length - 1} />
              ))}
            </List>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
            Income sources
          </Typography>
          {report.income_sources.length === 0 ? (
            <Typography color="text.secondary">{BUDGET_TEXT.noIncome}</Typography>
          ) : (
            <List disablePadding aria-label="Income sources">
              {report.income_sources.map((s, i) => (
                <IncomeSourceRow key={`${s.employer_name}-${i}`} source={s} divider={i < report.income_sources.length - 1} />
              ))}
            </List>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}

function BankAccountRow(props: { account: BankAccountView; divider: boolean }) {
  const { account: a } = props;
  return (
    <>
      <ListItem disableGutters sx={{ alignItems: 'flex-start', gap: 1 }}>
        <ListItemAvatar sx={{ minWidth: 48 }}>
          <Avatar src={a.logo ?? undefined} alt={`${a.institution_name} logo`} sx={{ bgcolor: 'primary.light' }}>
            <AccountBalanceIcon fontSize="small" />
          </Avatar>
        </ListItemAvatar>
        <ListItemText
          primary={a.name}
          secondary={
            <>
              {a.institution_name}
              {' · '}
              {accountTypeLabel(a.type)}
              {a.mask ? ` · •••• ${a.mask}` : ''}
            </>
          }
        />
        <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap', pt: 0.75 }}>{usd(a.total_balance)}</Typography>
      </ListItem>
      {props.divider && <Divider component="li" />}
    </>
  );
}

function IncomeSourceRow(props: { source: IncomeSourceView; divider: boolean }) {
  const { source: s } = props;
  return (
    <>
      <ListItem disableGutters sx={{ alignItems: 'flex-start', gap: 1 }}>
        <ListItemText
          sx={{ minWidth: 0 }}
          primary={s.employer_name}
          secondary={
            <>
              {s.type}
              {s.next_payment_date ? ` · Next payment ${calendarDate(s.next_payment_date)}` : ''}
            </>
          }
        />
        <Stack alignItems="flex-end" spacing={0.5} sx={{ pt: 0.5, flexShrink: 0 }}>
          <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{usd(s.average_monthly_income)} / month</Typography>
          <Chip size="small" label={payFrequencyLabel(s.pay_frequency)} />
        </Stack>
      </ListItem>
      {props.divider && <Divider component="li" />}
    </>
  );
}
