import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { HttpError } from 'react-admin';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { serverMessages } from '../../shared/http';
import type { DocumentLink } from './documents-api';
import type { AccountRow } from '@parley/domain/contracts/accounts';
import { useCollectorDataProvider } from '../use-collector-data-provider';

/** The link labels and their download errors. */
export const DOCUMENT_LINKS: Record<DocumentLink, { label: string; failed: string }> = {
  render_document: { label: 'Download authorization letter', failed: 'Failed to download file' },
  settlement_agreement: { label: 'Settlement agreement', failed: 'Failed to download settlement agreement' },
  debt_answer_document: { label: 'Answer document', failed: 'Failed to download answer document' },
};

const SIGNED = 'signed_settlement_agreement';

/**
 * Which links an account shows: the letter always, the agreement once signed (and for good: payments and later
 * events follow the signature, and the server renders the agreement whenever a signature exists), the answer when
 * there is one.
 */
export function visibleLinks(row: Pick<AccountRow, 'latest_event' | 'has_debt_answer'> & Partial<Pick<AccountRow, 'settlement_negotiation_events'>>): DocumentLink[] {
  const links: DocumentLink[] = ['render_document'];
  const signed = row.latest_event?.action === SIGNED || (row.settlement_negotiation_events ?? []).some(e => e.action === SIGNED);
  if (signed) links.push('settlement_agreement');
  if (row.has_debt_answer) links.push('debt_answer_document');
  return links;
}

/** The document downloads of an expanded account: each link busy while its PDF is prepared, errors inline in red. */
export function DocumentLinks({ row }: { row: AccountRow }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }} aria-label="Documents">
      {visibleLinks(row).map((link) => (
        <DocumentDownload key={link} link={link} customerDocumentId={row.customer_document.id} />
      ))}
    </Stack>
  );
}

function DocumentDownload({ link, customerDocumentId }: { link: DocumentLink; customerDocumentId: number | string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { label, failed } = DOCUMENT_LINKS[link];
  const dataProvider = useCollectorDataProvider();
  const { mutateAsync: downloadDocument } = useMutation({
    mutationFn: () => dataProvider.downloadAccountDocument({ customer_document_id: customerDocumentId, link }),
  });

  const fetchIt = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadDocument();
    } catch (e) {
      // The server's sentence when it gave one (not signed yet, still being prepared), else the page's fallback.
      setError((e instanceof HttpError && serverMessages(e.body)[0]) || failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box>
      <Button
        variant="text"
        color="secondary"
        startIcon={busy ? <CircularProgress size={16} /> : <DescriptionOutlined />}
        disabled={busy}
        aria-busy={busy}
        onClick={() => void fetchIt()}
        data-testid={`document-link-${link}`}
      >
        {label}
      </Button>
      {error && (
        <Typography variant="body2" color="error" role="alert" sx={{ maxWidth: 320 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
