import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { palette } from '../../shared/theme';
import { dashboardApi, type DocumentKind } from './api';
import { canCreate } from './links';
import { DASHBOARD_TEXT } from './messages';
import { hidePromo, isPromoHidden, type PromoId } from './promo-storage';

const PROMOS: Array<{ id: PromoId; title: string; text: string; action: string; kind: DocumentKind }> = [
  {
    id: 'settle_your_debt',
    title: 'Settle your debt',
    text: 'Make an offer the collector can accept, on a payment plan you can afford.',
    action: 'Start a settlement',
    kind: 'solosettle',
  },
  {
    id: 'file_an_answer',
    title: 'File an answer on your lawsuit',
    text: 'Answering the summons on time keeps the court from ruling against you by default.',
    action: 'Start your answer',
    kind: 'debt_answer',
  },
];

/** The promo cards. Hiding one keeps it hidden for 7 days on this browser. */
export function PromoCards() {
  const navigate = useNavigate();
  const [, rerender] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = PROMOS.filter(p => canCreate(p.kind) && !isPromoHidden(p.id));
  if (!shown.length) return null;
  const start = async (kind: DocumentKind) => {
    setBusy(true);
    try {
      navigate((await dashboardApi.create(kind)).resume_url);
    } catch {
      setBusy(false);
      setError(DASHBOARD_TEXT.createFailed);
    }
  };
  return (
    <Box>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 1.5 }}>
          {error}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {shown.map(p => (
          <Card
            key={p.id}
            component="section"
            aria-label={p.title}
            sx={{ flex: 1, bgcolor: palette.navy, color: '#fff', borderColor: palette.navy, position: 'relative' }}
          >
            <IconButton
              aria-label={`Hide ${p.title} for 7 days`}
              size="small"
              onClick={() => {
                hidePromo(p.id);
                rerender(n => n + 1);
              }}
              sx={{ position: 'absolute', top: 8, right: 8, color: 'rgba(255,255,255,0.8)' }}
            >
              <Close fontSize="small" />
            </IconButton>
            <CardContent sx={{ p: { xs: 2.5, sm: 3 }, pr: 6 }}>
              <Typography variant="h6" component="h2" gutterBottom>
                {p.title}
              </Typography>
              <Typography variant="body2" sx={{ opacity: 0.85, mb: 2 }}>
                {p.text}
              </Typography>
              <Button variant="contained" color="secondary" disabled={busy} onClick={() => void start(p.kind)}>
                {p.action}
              </Button>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}
