import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Download from '@mui/icons-material/Download';
import ExpandMore from '@mui/icons-material/ExpandMore';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutline';
import Unarchive from '@mui/icons-material/UnarchiveOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MessageCollectorButton } from '../../shared/chat';
import { formatDate } from '../../shared/chat/time';
import type { ConsumerDocumentView } from './api';
import { ArchiveDialog } from './ArchiveDialog';
import { isBuiltPage } from './links';
import { DASHBOARD_TEXT } from './messages';
import { useDownload } from './useDownload';

const KIND_LABEL: Record<ConsumerDocumentView['document_name'], string> = {
  solosettle: 'Settlement',
  debt_answer: 'Answer to summons',
  document_generation: 'Document',
};

/**
 * One document on the dashboard: status badge and its meaning, the progress checklist, downloads
 * (polled until ready), archive or reactivate (with a confirmation), 'Message collector' and the way back in.
 */
export function DocumentCard({ doc, onArchived }: { doc: ConsumerDocumentView; onArchived: (message: string) => void }) {
  const { busy, error, download } = useDownload();
  const [dialog, setDialog] = useState<'archive' | 'reactivate' | null>(null);
  const steps = doc.sectioned_steps.flatMap(s => s.steps);
  const done = steps.filter(s => s.completed).length;
  const resumable = !doc.archived && isBuiltPage(doc.resume_url);
  const settlement = doc.document_name === 'solosettle';
  const headingId = `document-${doc.document_name}-${doc.id}-title`;

  return (
    <Box
      component="li"
      aria-label={doc.title}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 1.5, sm: 2 }, bgcolor: 'background.paper' }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }} justifyContent="space-between">
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
            {KIND_LABEL[doc.document_name]} · Created {formatDate(doc.created_at)}
          </Typography>
          <Typography id={headingId} variant="subtitle1" component="h3" fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>
            {doc.title}
          </Typography>
        </Box>
        <Chip
          label={doc.archived ? 'Archived' : doc.status}
          color={doc.archived ? 'default' : doc.status_color}
          size="small"
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, fontWeight: 600 }}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {doc.status_definition}
      </Typography>

      {steps.length > 0 && (
        <Accordion disableGutters elevation={0} sx={{ mt: 1.5, border: 1, borderColor: 'divider', '&:before': { display: 'none' } }}>
          <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`${headingId}-steps`}>
            <Typography variant="body2" fontWeight={600}>
              Progress: {done} of {steps.length} steps
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`${headingId}-steps`}>
            {doc.sectioned_steps.map(section => (
              <Box key={section.name} sx={{ '& + &': { mt: 1.5 } }}>
                <Typography variant="caption" color="text.secondary" fontWeight={600}>
                  {section.name}
                </Typography>
                <Stack component="ol" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
                  {section.steps.map(step => (
                    <Stack component="li" key={step.wizard_step_name + step.title} direction="row" spacing={1} alignItems="flex-start">
                      {step.completed ? (
                        <CheckCircle fontSize="small" color="success" aria-hidden />
                      ) : step.current ? (
                        <PlayCircleOutline fontSize="small" color="secondary" aria-hidden />
                      ) : (
                        <RadioButtonUnchecked fontSize="small" sx={{ color: 'text.disabled' }} aria-hidden />
                      )}
                      <Box>
                        <Typography variant="body2" fontWeight={step.current ? 600 : 400}>
                          {step.title}
                          <Box component="span" sx={visuallyHidden}>
                            {step.completed ? ' (done)' : step.current ? ' (current step)' : ' (to do)'}
                          </Box>
                        </Typography>
                        {step.value && (
                          <Typography variant="caption" color="text.secondary">
                            {step.value}
                          </Typography>
                        )}
                      </Box>
                    </Stack>
                  ))}
                </Stack>
              </Box>
            ))}
          </AccordionDetails>
        </Accordion>
      )}

      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
          {error}
        </Alert>
      )}

      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mt: 1.5 }}>
        {doc.downloads.map(d => (
          <Button
            key={d.url}
            variant="outlined"
            size="small"
            disabled={busy !== null}
            onClick={() => void download(d.url)}
            startIcon={busy === d.url ? <CircularProgress size={14} color="inherit" aria-hidden /> : <Download />}
          >
            {busy === d.url ? `Preparing ${d.title}…` : d.title}
          </Button>
        ))}
        {settlement && doc.law_firm?.id && !doc.archived && (
          <MessageCollectorButton lawFirmId={doc.law_firm.id} documentId={doc.id} />
        )}
        {resumable && (
          <Button component={RouterLink} to={doc.resume_url} variant="contained" size="small">
            {settlement ? DASHBOARD_TEXT.continueSettlement : 'Continue'}
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        {doc.archived ? (
          <Button size="small" startIcon={<Unarchive />} onClick={() => setDialog('reactivate')}>
            Reactivate
          </Button>
        ) : (
          <Button size="small" color="inherit" startIcon={<ArchiveOutlined />} onClick={() => setDialog('archive')}>
            Archive
          </Button>
        )}
      </Stack>
      {dialog && (
        <ArchiveDialog doc={doc} action={dialog} onClose={() => setDialog(null)} onDone={message => onArchived(message)} />
      )}
    </Box>
  );
}

// Pixel strings: in sx a bare 1 means 100%.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
