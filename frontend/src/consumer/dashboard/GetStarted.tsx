import { Link as RouterLink } from 'react-router-dom';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import GavelIcon from '@mui/icons-material/Gavel';
import HandshakeIcon from '@mui/icons-material/Handshake';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { DocumentKind } from './api';
import { useCreateDocument } from './CreateDocumentSection';

export const GET_STARTED_TEXT = {
  title: 'Get started',
  intro: 'You have no cases yet. Choose where to begin: we guide you one step at a time, and you can stop and come back whenever you like.',
  settlementTitle: 'Settle a debt',
  settlementBody: 'Offer the collector a settlement you can afford, and negotiate it here.',
  settlement: 'Start a settlement',
  answerTitle: 'Answer a lawsuit',
  answerBody: 'Were you sued over a debt? Prepare your answer to the summons before your deadline.',
  answer: 'Start your answer',
  budgetTitle: 'Know your budget',
  budgetBody: 'Connect your bank to see your income and spending before you make an offer.',
  budget: 'See your budget',
} as const;

/**
 * The dashboard of a consumer with nothing yet (a new sign-up): the two walkthroughs, each starting a document, and
 * the budget. Shown instead of the empty case list and the 'Create a new document' card.
 */
export function GetStarted({ onBudget }: { onBudget: string }) {
  const { busy, error, create } = useCreateDocument();
  const start = (kind: DocumentKind, label: string) => (
    <Button variant="contained" color="secondary" disabled={busy !== null} onClick={() => void create(kind)}>
      {busy === kind ? 'Starting…' : label}
    </Button>
  );
  return (
    <Box component="section" aria-labelledby="get-started-title">
      <Typography id="get-started-title" variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {GET_STARTED_TEXT.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {GET_STARTED_TEXT.intro}
      </Typography>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        <Choice icon={<HandshakeIcon />} title={GET_STARTED_TEXT.settlementTitle} body={GET_STARTED_TEXT.settlementBody}>
          {start('solosettle', GET_STARTED_TEXT.settlement)}
        </Choice>
        <Choice icon={<GavelIcon />} title={GET_STARTED_TEXT.answerTitle} body={GET_STARTED_TEXT.answerBody}>
          {start('debt_answer', GET_STARTED_TEXT.answer)}
        </Choice>
        <Choice icon={<AccountBalanceIcon />} title={GET_STARTED_TEXT.budgetTitle} body={GET_STARTED_TEXT.budgetBody}>
          <Button variant="outlined" component={RouterLink} to={onBudget}>
            {GET_STARTED_TEXT.budget}
          </Button>
        </Choice>
      </Box>
    </Box>
  );
}

function Choice({ icon, title, body, children }: { icon: ReactNode; title: string; body: string; children: ReactNode }) {
  return (
    <Card component="article" aria-label={title} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Avatar sx={{ bgcolor: 'secondary.main', mb: 1.5 }} aria-hidden>
          {icon}
        </Avatar>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {body}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>{children}</CardActions>
    </Card>
  );
}
