import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CreditReportView, StatusTier } from '@parley/domain/dashboard/payload';
import {
  BAND_LABELS,
  CREDIT_SCORE_MAX,
  CREDIT_SCORE_MIN,
  FACTOR_LABELS,
  formatFactorValue,
  scoreBand,
  scorePercent,
  TIER_LABELS,
  type FactorName,
} from '@parley/domain/profile/credit-score';
import { PROFILE_MESSAGES } from '@parley/domain/profile/validation';
import { useRealtimeEvent } from '../../shared/realtime';
import { NetworkError } from '../../shared/http';
import { creditApi, displayDate, messagesOr } from '../profile/api';

export const CREDIT_TEXT = {
  title: 'Credit Score',
  profilePath: '/my_dashboard?activeTab=profile',
  reportPath: '/my_dashboard?activeTab=credit_report',
  goToProfile: 'Go to profile',
  errorTitle: "We couldn't get your credit report",
  errorFallback: 'Something went wrong while getting your credit report. Please check your profile and try again.',
  consentTitle: 'See your credit score for free',
  consentBody:
    'We ask the credit bureau for your report with a soft inquiry: it never lowers your score. By continuing you authorize Parley to obtain your credit report.',
  fetch: 'Get my credit report',
  fetching: 'Requesting...',
  fetchFailed: 'We could not request your credit report. Please try again.',
  beingFetched: 'Your credit report is being fetched. Check back in a few minutes.',
  refreshing: 'We are updating your credit report. This page refreshes when it is ready.',
  refresh: 'Check for updates',
};

const TIER_COLORS: Record<StatusTier, 'success' | 'info' | 'warning' | 'error'> = { 1: 'success', 2: 'success', 3: 'info', 4: 'warning', 5: 'error' };
const BAND_COLORS = { very_poor: '#c62828', poor: '#ef6c00', good: '#f9a825', very_good: '#7cb342', excellent: '#2e7d32' } as const;
const FACTORS: FactorName[] = ['payment_history', 'credit_utilization', 'derogatory_marks', 'credit_age', 'total_accounts', 'hard_inquiries', 'available_credit'];

/** The credit report by status. The pull runs on the server; a realtime event says when it is done. */
export function CreditReportSection({ report, onChanged }: { report: CreditReportView; onChanged: () => void }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // While a pull is under way, the worker's event brings the result (the dashboard's query also polls slowly
  // meanwhile, for a socket that is down).
  useRealtimeEvent('credit_report:updated', () => onChanged(), report.status === 'fetching');

  async function fetchReport() {
    setBusy(true);
    setFailure(null);
    try {
      const res = await creditApi.fetch();
      if (res.ok && res.body?.success) {
        navigate(CREDIT_TEXT.reportPath);
        onChanged();
      } else setFailure(messagesOr(res.body, CREDIT_TEXT.fetchFailed)[0]);
    } catch (err) {
      if (!(err instanceof NetworkError)) throw err;
      setFailure(CREDIT_TEXT.fetchFailed);
    } finally {
      setBusy(false);
    }
  }

  if (failure) return <ErrorCard message={failure} />;
  switch (report.status) {
    case 'missing_metadata':
      return (
        <Card variant="outlined" component="section" aria-label={CREDIT_TEXT.title}>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {CREDIT_TEXT.title}
            </Typography>
            <Alert severity="info" action={<Button component={RouterLink} to={CREDIT_TEXT.profilePath} color="inherit" size="small">{CREDIT_TEXT.goToProfile}</Button>}>
              {PROFILE_MESSAGES.missingMetadata}
            </Alert>
          </CardContent>
        </Card>
      );
    case 'consent_required':
      return (
        <Card variant="outlined" component="section" aria-label={CREDIT_TEXT.title}>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {CREDIT_TEXT.consentTitle}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {CREDIT_TEXT.consentBody}
            </Typography>
            <Button variant="contained" onClick={fetchReport} disabled={busy}>
              {busy ? CREDIT_TEXT.fetching : CREDIT_TEXT.fetch}
            </Button>
          </CardContent>
        </Card>
      );
    case 'error':
      return (
        <Stack spacing={2}>
          <ErrorCard message={report.error ?? CREDIT_TEXT.errorFallback} />
          {report.base_report && <ReportView report={report} />}
        </Stack>
      );
    case 'fetching':
      return report.base_report ? (
        <Stack spacing={2}>
          <Alert severity="info" icon={<HourglassTopIcon />}>{CREDIT_TEXT.refreshing}</Alert>
          <ReportView report={report} />
        </Stack>
      ) : (
        <Card variant="outlined" component="section" aria-label={CREDIT_TEXT.title}>
          <CardContent>
            <Stack direction="row" spacing={2} alignItems="center">
              <HourglassTopIcon color="primary" />
              <Typography>{CREDIT_TEXT.beingFetched}</Typography>
            </Stack>
          </CardContent>
        </Card>
      );
    case 'available':
      return (
        <Stack spacing={2}>
          <ReportView report={report} />
          <Box>
            <Button variant="outlined" onClick={fetchReport} disabled={busy}>
              {busy ? CREDIT_TEXT.fetching : CREDIT_TEXT.refresh}
            </Button>
          </Box>
        </Stack>
      );
  }
}

function ErrorCard({ message }: { message: string }) {
  return (
    <Card variant="outlined" component="section" aria-label={CREDIT_TEXT.title} sx={{ borderColor: 'error.light' }}>
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="flex-start">
          <ErrorOutlineIcon color="error" />
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {CREDIT_TEXT.errorTitle}
            </Typography>
            <Typography variant="body2" sx={{ mb: 2 }} role="alert">
              {message}
            </Typography>
            <Button variant="contained" component={RouterLink} to={CREDIT_TEXT.profilePath}>
              {CREDIT_TEXT.goToProfile}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** A half-circle gauge from 300 to 850 with the score's band color. */
function Gauge({ score }: { score: number }) {
  const band = scoreBand(score);
  const pct = scorePercent(score) / 100;
  const r = 80;
  const angle = Math.PI * (1 - pct);
  const x = 100 + r * Math.cos(angle);
  const y = 100 - r * Math.sin(angle);
  return (
    <Box sx={{ position: 'relative', width: 220, maxWidth: '100%', mx: 'auto' }}>
      <svg viewBox="0 0 200 110" width="100%" role="img" aria-label={`Credit score ${score} of ${CREDIT_SCORE_MAX}, ${BAND_LABELS[band]}`}>
        <path d="M 20 100 A 80 80 0 0 1 180 100" fill="none" stroke="#e0e0e0" strokeWidth="14" strokeLinecap="round" />
        <path d={`M 20 100 A 80 80 0 0 1 ${x.toFixed(2)} ${y.toFixed(2)}`} fill="none" stroke={BAND_COLORS[band]} strokeWidth="14" strokeLinecap="round" />
      </svg>
      <Box sx={{ position: 'absolute', inset: 0, top: '38%', textAlign: 'center' }}>
        <Typography variant="h3" component="p" sx={{ fontWeight: 700, lineHeight: 1 }} data-testid="credit-score">
          {score}
        </Typography>
        <Typography variant="body2" sx={{ color: BAND_COLORS[band], fontWeight: 600 }}>
          {BAND_LABELS[band]}
        </Typography>
      </Box>
      <Stack direction="row" justifyContent="space-between" sx={{ px: 0.5 }}>
        <Typography variant="caption" color="text.secondary">{CREDIT_SCORE_MIN}</Typography>
        <Typography variant="caption" color="text.secondary">{CREDIT_SCORE_MAX}</Typography>
      </Stack>
    </Box>
  );
}

function TierChip({ tier }: { tier: StatusTier }) {
  return <Chip size="small" color={TIER_COLORS[tier]} label={TIER_LABELS[tier]} variant={tier <= 2 ? 'filled' : 'outlined'} />;
}

function ReportView({ report }: { report: CreditReportView }) {
  const score = report.credit_score;
  if (!score) return null;
  return (
    <Card variant="outlined" component="section" aria-label={CREDIT_TEXT.title}>
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems={{ md: 'center' }}>
          <Box sx={{ minWidth: 240 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {CREDIT_TEXT.title}
            </Typography>
            <Gauge score={score.value} />
            <Stack direction="row" spacing={1} justifyContent="center" sx={{ mt: 1 }}>
              <TierChip tier={score.status_tier} />
            </Stack>
            {report.fetched_at && (
              <Typography variant="caption" color="text.secondary" component="p" sx={{ textAlign: 'center', mt: 1 }}>
                Updated {displayDate(report.fetched_at)}
              </Typography>
            )}
          </Box>
          <Box sx={{ flexGrow: 1 }}>
            {report.improvement_message && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {report.improvement_message}
              </Alert>
            )}
            {score.score_reasons.length > 0 && (
              <>
                <Typography variant="subtitle2" component="h3">What affects your score most</Typography>
                <Box component="ul" sx={{ mt: 0.5, pl: 2.5 }}>
                  {score.score_reasons.map(r => (
                    <Typography component="li" variant="body2" key={r}>{r}</Typography>
                  ))}
                </Box>
              </>
            )}
          </Box>
        </Stack>
        {report.factors && (
          <Box sx={{ display: 'grid', gap: 1.5, mt: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}>
            {FACTORS.map(name => {
              const f = report.factors![name];
              return (
                <Box key={name} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }} data-testid={`factor-${name}`}>
                  <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={1}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>{FACTOR_LABELS[name]}</Typography>
                    <Typography variant="caption" color="text.secondary">{f.impact[0].toUpperCase() + f.impact.slice(1)} impact</Typography>
                  </Stack>
                  <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mt: 0.5 }}>
                    <Typography variant="h6" component="p">
                      {typeof f.value === 'number' ? formatFactorValue(name, f.value) : f.value}
                    </Typography>
                    <TierChip tier={f.status_tier} />
                  </Stack>
                </Box>
              );
            })}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
