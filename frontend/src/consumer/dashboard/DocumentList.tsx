import Stack from '@mui/material/Stack';
import type { ConsumerDocumentView } from './api';
import { DocumentCard } from './DocumentCard';

export function DocumentList({
  documents,
  onArchived,
  label,
}: {
  documents: ConsumerDocumentView[];
  onArchived: (message: string) => void;
  label: string;
}) {
  return (
    <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {documents.map(doc => (
        <DocumentCard key={`${doc.document_name}-${doc.id}`} doc={doc} onArchived={onArchived} />
      ))}
    </Stack>
  );
}
