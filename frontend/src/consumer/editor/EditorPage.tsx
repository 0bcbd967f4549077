import AutoFixHigh from '@mui/icons-material/AutoFixHigh';
import Preview from '@mui/icons-material/Preview';
import Save from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import TextAlign from '@tiptap/extension-text-align';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { ApiError, NetworkError } from '../../shared/http';
import { signInUrlFor } from '../../shared/redirect';
import { CONSUMER_SIGN_IN_PATH } from '../api';
import { useArrivalCommand } from '../data/arrival-command';
import { ConsumerData } from '../data/ConsumerData';
import { queryKeys } from '../data/keys';
import { ConsumerLayout } from '../layout/ConsumerLayout';
import { SiteNavbar } from '../layout/SiteNavbar';
import {
  AI_EDIT_ERROR,
  DEFAULT_AI_PROMPT,
  DEFAULT_EDITOR_TEXT,
  EDIT_OPTIONS,
  editorApi,
  SLIDER_DEFAULT,
  type EditOptionId,
  type EditorDocument,
} from './api';
import { Toolbar } from './Toolbar';

/** How the AI edit's summary begins when it changed nothing (the offline edit's words). */
const NOTHING_CHANGED = 'Nothing was changed.';

/** Editor page height 930, gap 20, header height 50; alerts 3 s. */
export const EDITOR_HEIGHT = 930;
export const EDITOR_GAP = 20;
export const HEADER_HEIGHT = 50;
export const ALERT_MS = 3000;

type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed' } | { kind: 'network' };

function useTimedReset<T>(value: T, reset: () => void, ms: number, when: (v: T) => boolean) {
  useEffect(() => {
    if (!when(value)) return;
    const t = setTimeout(reset, ms);
    return () => clearTimeout(t);
  }, [value, reset, ms, when]);
}

function EditorWorkspace({ doc }: { doc: EditorDocument }) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [1, 2] }, link: false }),
      TextAlign.configure({ types: ['heading', 'paragraph'] }),
    ],
    content: doc.content || `<p>${DEFAULT_EDITOR_TEXT}</p>`,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: { 'aria-label': 'Document', role: 'textbox', 'aria-multiline': 'true', class: 'parley-editor' },
    },
  });
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const resetSave = useCallback(() => setSave({ kind: 'idle' }), []);
  useTimedReset(
    save,
    resetSave,
    ALERT_MS,
    useCallback((s: SaveState) => s.kind === 'saved' || s.kind === 'failed', []),
  );

  const [option, setOption] = useState<EditOptionId>('general_edit');
  const [slider, setSlider] = useState(SLIDER_DEFAULT);
  const [prompt, setPrompt] = useState('');
  const [ai, setAi] = useState<
    { kind: 'idle' } | { kind: 'working' } | { kind: 'done'; summary: string } | { kind: 'error' }
  >({ kind: 'idle' });
  const [preview, setPreview] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const frame = useRef<HTMLAnchorElement>(null);

  const doSave = useCallback(async (): Promise<boolean> => {
    if (!editor) return false;
    setSave({ kind: 'saving' });
    try {
      const answer = await editorApi.save(doc.id, editor.getHTML());
      const ok = answer.ok && answer.body?.status === 'success';
      setSave({ kind: ok ? 'saved' : 'failed' });
      return ok;
    } catch (error) {
      setSave({ kind: error instanceof NetworkError ? 'network' : 'failed' });
      return false;
    }
  }, [editor, doc.id]);

  const applyAi = async () => {
    if (!editor) return;
    const { from, to, empty } = editor.state.selection;
    const selected = empty ? '' : editor.state.doc.textBetween(from, to, '\n');
    setAi({ kind: 'working' });
    try {
      const label = EDIT_OPTIONS.find(o => o.id === option)!.label;
      const answer = await editorApi.aiEdit(doc.id, {
        current_content: editor.getHTML(),
        option_id: option,
        slider_value: slider,
        slider_label: label,
        user_input: prompt.trim() || DEFAULT_AI_PROMPT,
        selected_text: selected,
      });
      if (answer.status !== 'success') throw new Error(answer.message);
      if (selected && answer.selected_edit_content !== null)
        editor.chain().focus().insertContentAt({ from, to }, answer.selected_edit_content).run();
      else editor.commands.setContent(answer.edited_content);
      setAi({ kind: 'done', summary: answer.edit_summary });
    } catch {
      setAi({ kind: 'error' });
    }
  };

  const exportPdf = async () => {
    setExporting(true);
    const saved = await doSave();
    setExporting(false);
    if (saved && frame.current) frame.current.click();
  };

  if (!editor) return <Skeleton variant="rounded" height={400} />;
  const saveLabel = save.kind === 'saving' ? 'Saving...' : save.kind === 'network' ? 'Error saving!' : '';
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 320px' },
        gap: `${EDITOR_GAP}px`,
        minHeight: { md: EDITOR_HEIGHT - HEADER_HEIGHT },
      }}
    >
      <Paper variant="outlined" sx={{ display: 'flex', flexDirection: 'column', minHeight: 400 }}>
        <Toolbar editor={editor} />
        <Box
          sx={{
            flex: 1,
            p: 3,
            overflowY: 'auto',
            '& .parley-editor': {
              minHeight: 360,
              outline: 'none',
              fontFamily: 'Georgia, serif',
              fontSize: 16,
              lineHeight: 1.6,
            },
            '& .parley-editor:focus-visible': { boxShadow: theme => `0 0 0 2px ${theme.palette.primary.light}` },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1.5, borderTop: 1, borderColor: 'divider' }}>
          <Button
            variant="contained"
            startIcon={<Save />}
            onClick={() => void doSave()}
            disabled={save.kind === 'saving'}
          >
            Save
          </Button>
          <Button variant="outlined" startIcon={<Preview />} onClick={() => setPreview(editor.getHTML())}>
            Preview
          </Button>
          <Typography
            variant="body2"
            role="status"
            sx={{ color: save.kind === 'network' ? 'red' : 'text.secondary' }}
            data-testid="save-status"
          >
            {saveLabel}
          </Typography>
        </Box>
        {save.kind === 'saved' && (
          <Alert severity="success" sx={{ m: 1.5, mt: 0 }}>
            Document saved.
          </Alert>
        )}
        {save.kind === 'failed' && (
          <Alert severity="error" sx={{ m: 1.5, mt: 0 }}>
            The document could not be saved. Please try again.
          </Alert>
        )}
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="ai-edit-title" sx={{ p: 2, alignSelf: 'start' }}>
        <Typography
          id="ai-edit-title"
          variant="h6"
          component="h2"
          sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
        >
          <AutoFixHigh fontSize="small" /> AI edit
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Select text to edit only that part, or edit the whole document.
        </Typography>
        <RadioGroup value={option} onChange={e => setOption(e.target.value as EditOptionId)} aria-label="Edit option">
          {EDIT_OPTIONS.map(o => (
            <FormControlLabel key={o.id} value={o.id} control={<Radio size="small" />} label={o.label} />
          ))}
        </RadioGroup>
        <Typography id="slider-label" variant="body2" sx={{ mt: 1 }}>
          {EDIT_OPTIONS.find(o => o.id === option)!.label}: {slider}
        </Typography>
        <Slider
          min={1}
          max={10}
          step={1}
          marks
          value={slider}
          onChange={(_e, v) => setSlider(v as number)}
          aria-labelledby="slider-label"
          valueLabelDisplay="auto"
        />
        <TextField
          label="Instructions"
          placeholder={DEFAULT_AI_PROMPT}
          value={prompt}
          onChange={e => setPrompt(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          size="small"
          sx={{ my: 1 }}
        />
        <Button
          variant="contained"
          fullWidth
          onClick={() => void applyAi()}
          disabled={ai.kind === 'working'}
          startIcon={<AutoFixHigh />}
        >
          {ai.kind === 'working' ? 'Editing...' : 'Apply AI edit'}
        </Button>
        {ai.kind === 'done' && (
          // An edit that changed nothing is not reported as a success.
          <Alert severity={ai.summary.startsWith(NOTHING_CHANGED) ? 'info' : 'success'} sx={{ mt: 1 }} data-testid="ai-edit-summary">
            {ai.summary}
          </Alert>
        )}
        {ai.kind === 'error' && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {AI_EDIT_ERROR}
          </Alert>
        )}
      </Paper>

      <Dialog
        open={preview !== null}
        onClose={() => setPreview(null)}
        maxWidth="md"
        fullWidth
        aria-labelledby="preview-title"
      >
        <DialogTitle id="preview-title">Export PDF</DialogTitle>
        <DialogContent sx={{ bgcolor: 'grey.100' }}>
          {/* Letter page with 1 inch margins, as the exported PDF lays it out. */}
          <Paper
            sx={{
              width: '8.5in',
              maxWidth: '100%',
              minHeight: '11in',
              mx: 'auto',
              p: '1in',
              fontFamily: 'Georgia, serif',
            }}
            data-testid="pdf-preview"
          >
            <div dangerouslySetInnerHTML={{ __html: preview ?? '' }} />
          </Paper>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPreview(null)}>Close</Button>
          <Button variant="contained" onClick={() => void exportPdf()} disabled={exporting}>
            {exporting ? 'Preparing...' : 'Export PDF'}
          </Button>
          <a
            ref={frame}
            href={editorApi.pdfUrl(doc.id)}
            download={`${doc.document_type || 'document-preview'}.pdf`}
            hidden
          >
            download
          </a>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

/** /document_generations/{id}/steps/document_generation_editor (and /document_generations/new, which creates one). */
function EditorPageContent() {
  const { id = '' } = useParams();
  const location = useLocation();
  const isNew = id === 'new';
  // /document_generations/new creates one document per visit (also under React's development double mount).
  const created = useArrivalCommand('create-editor-document', [], () => editorApi.create(), { enabled: isNew });
  // The document, read once per visit of its page: not again while it is being edited (the editor saves it).
  const loaded = useQuery({
    queryKey: queryKeys.editor.document(id),
    queryFn: () => editorApi.get(id),
    enabled: !isNew,
    staleTime: Infinity,
    gcTime: 0,
  });
  const failure = isNew ? created.error : loaded.error;

  if (created.data)
    return <Navigate to={`/document_generations/${created.data.document.id}/steps/document_generation_editor`} replace />;
  if (failure instanceof ApiError && (failure.status === 401 || failure.status === 403))
    return <Navigate to={signInUrlFor(CONSUMER_SIGN_IN_PATH, `${location.pathname}${location.search}`)} replace />;
  const state: { kind: 'loading' } | { kind: 'ready'; doc: EditorDocument } | { kind: 'error'; message: string } = failure
    ? {
        kind: 'error',
        message:
          failure instanceof ApiError && failure.status === 404
            ? 'Document not found.'
            : 'The document could not be loaded. Please refresh the page.',
      }
    : !isNew && loaded.data
      ? { kind: 'ready', doc: loaded.data.document }
      : { kind: 'loading' };

  return (
    <ConsumerLayout userContext="document_generation_editor">
      <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
        <SiteNavbar />
        <Box component="main" sx={{ maxWidth: 1200, mx: 'auto', p: { xs: 1.5, md: 3 } }}>
          <Box sx={{ height: HEADER_HEIGHT, display: 'flex', alignItems: 'center' }}>
            <Typography variant="h5" component="h1">
              {state.kind === 'ready' ? state.doc.title : 'Document editor'}
            </Typography>
          </Box>
          {state.kind === 'loading' && <Skeleton variant="rounded" height={400} role="progressbar" aria-label="Loading the document" />}
          {state.kind === 'error' && <Alert severity="error">{state.message}</Alert>}
          {state.kind === 'ready' && <EditorWorkspace doc={state.doc} />}
          <title>{state.kind === 'ready' ? `${state.doc.title} · Parley` : 'Document editor · Parley'}</title>
        </Box>
      </Box>
    </ConsumerLayout>
  );
}

/** /document_generations/{id}/steps/document_generation_editor and /document_generations/new. With the tab's query cache around it: the page is not under the consumer layout, which gives it. */
export function EditorPage() {
  return (
    <ConsumerData>
      <EditorPageContent />
    </ConsumerData>
  );
}
