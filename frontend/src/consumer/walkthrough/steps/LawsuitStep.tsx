import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../data/keys';
import { walkthroughApi, type WalkthroughView } from '../api';

export const LAWSUIT_QUESTION = 'Has a lawsuit been filed against you for this debt?';
export const READING_PAPERS = 'We are reading your papers. If they are court papers, we will skip this question.';
export const LETTER_HINT =
  'Your papers look like a letter from a debt collector, not court papers. Answer No unless you were also served a summons.';
/** How often the step asks whether the papers have been read. */
const POLL_MS = 1500;

/**
 * The settlement walkthrough's lawsuit question (step `determine_if_lawsuit_exists`). Asked only when the papers do
 * not answer it: while they are being read the step waits, and when they turn out to be court papers the page moves
 * on (`onAnsweredByPapers`). 'No' switches the rest of the walkthrough to the debt wording.
 */
export function LawsuitStep(props: {
  view: WalkthroughView;
  push: (kind: 'success' | 'error', text: string) => void;
  onAnswered: () => void;
  onAnsweredByPapers: () => void;
}) {
  const { view, onAnsweredByPapers } = props;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reading = view.extraction_status === 'processing';
  const moved = useRef(false);
  // While the papers are being read, the page's walkthrough entry is asked again every POLL_MS.
  useQuery({
    queryKey: queryKeys.walkthrough.view(view.document.id),
    queryFn: () => walkthroughApi.view(view.document.id),
    enabled: reading && view.lawsuit_question !== 'papers',
    refetchInterval: POLL_MS,
    refetchOnMount: false,
  });

  useEffect(() => {
    if (view.lawsuit_question === 'papers') {
      if (!moved.current) onAnsweredByPapers();
      moved.current = true;
      return;
    }
  }, [view, onAnsweredByPapers]);

  async function answer(value: 'yes' | 'no') {
    setBusy(true);
    const e = await walkthroughApi.save(view.document.id, 'determine_if_lawsuit_exists', { button_clicked: value });
    setBusy(false);
    setError(e);
    if (e) {
      props.push('error', e);
      return;
    }
    props.onAnswered();
  }

  const current = view.lawsuit_question === 'answered' ? (view.lawsuit_exists ? 'yes' : 'no') : null;
  return (
    <Stack spacing={2} component="section" aria-labelledby="lawsuit-question">
      <Typography id="lawsuit-question" variant="h5" component="h2">
        {LAWSUIT_QUESTION}
      </Typography>
      <Typography color="text.secondary">
        A lawsuit means you were served court papers: a summons or a complaint with a case number. A letter, call or
        e-mail from a collector is not a lawsuit.
      </Typography>
      {reading && (
        <Alert severity="info" icon={<CircularProgress size={18} aria-hidden />}>
          {READING_PAPERS}
        </Alert>
      )}
      {!reading && view.lawsuit_from_papers === false && <Alert severity="info">{LETTER_HINT}</Alert>}
      {error && <Alert severity="error">{error}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          variant={current === 'yes' ? 'contained' : 'outlined'}
          size="large"
          disabled={busy}
          onClick={() => void answer('yes')}
        >
          Yes, I was sued
        </Button>
        <Button
          variant={current === 'no' ? 'contained' : 'outlined'}
          size="large"
          disabled={busy}
          onClick={() => void answer('no')}
        >
          No, no lawsuit yet
        </Button>
      </Stack>
    </Stack>
  );
}
