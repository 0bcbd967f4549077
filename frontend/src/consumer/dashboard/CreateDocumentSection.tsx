import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { dashboardApi, type DocumentKind } from './api';
import { canCreate } from './links';
import { DASHBOARD_TEXT } from './messages';

const CHOICES: Array<{ kind: DocumentKind; label: string; hint: string }> = [
  { kind: 'debt_answer', label: 'Answer to a summons', hint: 'Respond to a debt-collection lawsuit before your deadline.' },
  { kind: 'solosettle', label: 'Settlement offer', hint: 'Offer a collector a settlement you can afford.' },
  { kind: 'document_generation', label: 'Custom document', hint: 'Draft a letter with the AI editor.' },
];

/**
 * 'Create a new document': each choice POSTs /customer_documents and continues at the answer's
 * resume_url. A choice whose page is not built in this version is not offered.
 */
export function CreateDocumentSection() {
  const { busy, error, create } = useCreateDocument();
  const choices = CHOICES.filter(c => canCreate(c.kind));
  if (!choices.length) return null;
  return (
    <Card component="section" aria-labelledby="create-document-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="create-document-title" variant="h6" component="h2" gutterBottom>
          Create a new document
        </Typography>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {choices.map(c => (
            <Button
              key={c.kind}
              variant="outlined"
              disabled={busy !== null}
              onClick={() => void create(c.kind)}
              sx={{ flex: 1, flexDirection: 'column', alignItems: 'flex-start', textAlign: 'left', py: 1.5 }}
            >
              <span>{busy === c.kind ? 'Creating…' : c.label}</span>
              <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 400 }}>
                {c.hint}
              </Typography>
            </Button>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Creates a document of a kind (POST /customer_documents) and continues at the answer's resume_url. */
export function useCreateDocument() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<DocumentKind | null>(null);
  const [error, setError] = useState<string | null>(null);
  const create = async (kind: DocumentKind) => {
    setBusy(kind);
    setError(null);
    try {
      const { resume_url } = await dashboardApi.create(kind);
      navigate(resume_url);
    } catch {
      setBusy(null);
      setError(DASHBOARD_TEXT.createFailed);
    }
  };
  return { busy, error, create };
}
