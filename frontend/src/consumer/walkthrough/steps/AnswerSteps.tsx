import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CourtSearch } from '../search/CourtSearch';
import { walkthroughApi, type Filing } from '../api';

/** The defenses the answer-to-summons layout always raises (documents module, layouts/debt-answer.ts). */
export const STANDARD_DEFENSES = [
  'General denial of every allegation',
  'Failure to state a claim',
  'Lack of standing (no proof the plaintiff owns the debt)',
  'Statute of limitations',
];

/** The court the answer is filed with (the court search saves it). */
export function CourtStep(props: {
  documentId: number;
  state: string | null;
  courtName: string | null;
  push: (kind: 'success' | 'error', text: string) => void;
  onContinue: () => void;
}) {
  const [court, setCourt] = useState(props.courtName);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        Your court
      </Typography>
      <Typography color="text.secondary">Find the court named on your summons.</Typography>
      <CourtSearch
        documentId={props.documentId}
        state={props.state}
        initialName={court}
        label="Court"
        onSaved={c => {
          // save_court stored the court (and its name as this step's answer).
          setCourt(c.name);
          props.push('success', 'Court saved successfully');
        }}
        onError={m => props.push('error', m)}
      />
      {court && <Typography>Selected: {court}</Typography>}
      <Box>
        <Button variant="contained" disabled={!court} onClick={props.onContinue}>
          Continue
        </Button>
      </Box>
    </Stack>
  );
}

/** Answer details: the defenses the answer raises; the statute-of-limitations wording depends on the checkbox. */
export function AnswerDetailsStep(props: {
  documentId: number;
  timeBarred: boolean;
  onContinue: () => void;
}) {
  const [timeBarred, setTimeBarred] = useState(props.timeBarred);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit() {
    setBusy(true);
    const e = await walkthroughApi.save(props.documentId, 'answer_details', { time_barred: timeBarred });
    setBusy(false);
    setError(e);
    if (!e) props.onContinue();
  }
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        Your answer
      </Typography>
      <Typography color="text.secondary">Your answer denies the claim and raises these defenses:</Typography>
      <List dense>
        {STANDARD_DEFENSES.map(d => (
          <ListItem key={d}>
            <ListItemText primary={d} />
          </ListItem>
        ))}
      </List>
      <FormControlLabel
        control={<Checkbox checked={timeBarred} onChange={e => setTimeBarred(e.target.checked)} />}
        label="The last payment on this debt was so long ago that the time to sue has run out"
      />
      {error && <Alert severity="error">{error}</Alert>}
      <Box>
        <Button variant="contained" disabled={busy} onClick={() => void submit()}>
          Prepare my answer
        </Button>
      </Box>
    </Stack>
  );
}

/** Where, how and by when to file the answer (the same words end the PDF). */
export function FilingInstructions(props: { filing: Filing }) {
  const { filing } = props;
  const where = filing.where_to_file;
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="filing-heading" data-testid="filing-instructions">
      <Typography id="filing-heading" variant="h6" component="h3">
        How to file your answer
      </Typography>
      <Box>
        <Typography variant="subtitle2" component="h4">
          Where
        </Typography>
        {where?.method === 'court_finder' ? (
          <Typography>
            {filing.where.slice(0, filing.where.indexOf(where.court_finder_url)).trim()}{' '}
            <Link href={where.court_finder_url} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: 'break-all' }}>
              {where.court_finder_url}
            </Link>
          </Typography>
        ) : (
          <Typography>{filing.where}</Typography>
        )}
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h4">
          How
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          {filing.how.map(step => (
            <Typography component="li" key={step} sx={{ mb: 0.5 }}>
              {step}
            </Typography>
          ))}
        </Box>
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h4">
          By when
        </Typography>
        <Typography>{filing.by_when}</Typography>
      </Box>
    </Stack>
  );
}

/** The end of the answer walkthrough: the answer to the summons for the consumer's state, to download, and how to file it. */
export function AnswerDoneStep(props: { documentId: number; filing: Filing | null }) {
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        Your answer is ready
      </Typography>
      <Typography color="text.secondary">
        Print it, sign it, file it with the court before your deadline and mail a copy to the plaintiff&rsquo;s lawyer.
        The last page of the PDF repeats these instructions.
      </Typography>
      <Box>
        <Button variant="contained" href={walkthroughApi.answerPdfUrl(props.documentId)} download>
          Download answer to summons (PDF)
        </Button>
      </Box>
      {props.filing && <FilingInstructions filing={props.filing} />}
      <Box>
        <Button href="/my_dashboard">Back to my dashboard</Button>
      </Box>
    </Stack>
  );
}
