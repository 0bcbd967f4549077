import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../shared/http';
import { signInUrlFor } from '../../shared/redirect';
import { visuallyHidden } from '../../shared/ui/visuallyHidden';
import { CONSUMER_SIGN_IN_PATH } from '../api';
import { useArrivalCommand } from '../data/arrival-command';
import { ConsumerData } from '../data/ConsumerData';
import { queryKeys } from '../data/keys';
import { PlaidConnectStep } from '../budget/PlaidConnectStep';
import { UploadStep } from './upload/UploadStep';
import { useFieldFilled } from '../assistant/fieldFilled';
import { ReviewStep } from './ReviewStep';
import { ToastStack, useToasts } from './Toasts';
import { AnswerDetailsStep, AnswerDoneStep, CourtStep } from './steps/AnswerSteps';
import { HardshipStep } from './steps/HardshipStep';
import { LawsuitStep } from './steps/LawsuitStep';
import { OfferStep } from './steps/OfferStep';
import { PhoneStep } from './steps/PhoneStep';
import { SsnStep } from './steps/SsnStep';
import { walkthroughApi, type WalkthroughView } from './api';

export const STEP_TITLES: Record<string, string> = {
  upload: 'Upload your papers',
  lawsuit: 'Lawsuit',
  review: 'Review',
  ssn: 'SSN',
  phone: 'Phone',
  hardship: 'Hardship',
  bank: 'Bank connection',
  offer: 'Your offer',
  court: 'Court',
  answer: 'Your answer',
  done: 'Done',
};

export const LOAD_FAILED = 'We could not load this walkthrough. Please try again.';
export const NOT_FOUND = 'We could not find this document. It may belong to another account.';

/**
 * /solosettles/:id and /debt_answers/:id (and their /review): the walkthrough as a sequence of steps. The page
 * resumes where the consumer left off (the saved current step); /review opens the review step directly (the upload
 * step answers that URL once the papers are read).
 */
export function WalkthroughPage() {
  const { id: rawId } = useParams();
  const id = Number(rawId);
  const location = useLocation();
  const navigate = useNavigate();
  const isReview = location.pathname.endsWith('/review');
  const queryClient = useQueryClient();
  const valid = Number.isInteger(id) && id > 0;
  const walkthrough = useQuery({
    queryKey: queryKeys.walkthrough.view(id),
    queryFn: () => walkthroughApi.view(id),
    enabled: valid,
  });
  const view: WalkthroughView | null = walkthrough.data ?? null;
  const failure = walkthrough.error;
  const refused = failure instanceof ApiError && (failure.status === 401 || failure.status === 403);
  useEffect(() => {
    if (refused) navigate(signInUrlFor(CONSUMER_SIGN_IN_PATH, `${location.pathname}${location.search}`), { replace: true });
  }, [refused, navigate, location.pathname, location.search]);
  const error = !valid
    ? NOT_FOUND
    : walkthrough.isError && !walkthrough.isFetching && !refused
      ? failure instanceof ApiError && failure.status === 404
        ? NOT_FOUND
        : LOAD_FAILED
      : null;
  /** Asks the walkthrough again (after a save); resolves once the answer is in. */
  const load = useCallback(
    () => queryClient.invalidateQueries({ queryKey: queryKeys.walkthrough.view(id) }),
    [queryClient, id],
  );

  // The step opens where the consumer left off, once per document and URL (not again after each reload). The
  // lawsuit question left out once the papers answered it resumes at the review that follows it.
  const opened = `${id}:${isReview}`;
  const [pinned, setPinned] = useState<{ opened: string; step: string } | null>(null);
  let step = pinned?.opened === opened ? pinned.step : null;
  if (!step && view) {
    const resume =
      view.current_step && view.steps_order.includes(view.current_step)
        ? view.current_step
        : view.current_step === 'lawsuit'
          ? 'review'
          : view.steps_order[0];
    step = isReview ? 'review' : resume;
    setPinned({ opened, step });
  }
  const setStep = useCallback((next: string) => setPinned({ opened, step: next }), [opened]);
  const { toasts, push } = useToasts();

  // Ask Solo saved a field of this walkthrough: reload what the steps start from (the open step shows it at once).
  useFieldFilled(fill => {
    if (fill.documentId === id) void load();
  });

  const goTo = useCallback(
    async (next: string) => {
      await walkthroughApi.save(id, 'current_step', { step: next });
      window.scrollTo?.({ top: 0 });
      if (isReview && next !== 'review') {
        // Leaving /review: the plain walkthrough URL resumes at the step just saved (asked again first, so the page
        // resumes from the saved step, not from what it kept).
        await load();
        const prefix = location.pathname.startsWith('/debt_answers') ? '/debt_answers' : '/solosettles';
        navigate(`${prefix}/${id}`, { replace: true });
        return;
      }
      await load();
      setStep(next);
    },
    [id, load, setStep, isReview, location.pathname, navigate],
  );

  const base = view?.document.document_name === 'debt_answer' ? '/debt_answers' : '/solosettles';
  const nextOf = (s: string) => {
    const order = view?.steps_order ?? [];
    return order[Math.min(order.indexOf(s) + 1, order.length - 1)];
  };

  if (error)
    return (
      <Container component="main" maxWidth="sm" sx={{ py: 4 }}>
        <Alert severity="error" action={<Button href="/my_dashboard">Dashboard</Button>}>
          {error}
        </Alert>
      </Container>
    );
  if (!view || !step)
    return (
      <Box component="main" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <Typography component="h1" sx={visuallyHidden}>
          Loading your walkthrough
        </Typography>
        <CircularProgress aria-label="Loading" />
      </Box>
    );

  const order = view.steps_order;
  // A step the server left out (the lawsuit question the papers answered) counts as the one before the next.
  const index = Math.max(0, order.indexOf(step));
  const title = view.document.document_name === 'debt_answer' ? 'Answer your summons' : 'Settle your debt';
  const advance = () => void goTo(nextOf(step));

  let body: ReactNode;
  switch (step) {
    case 'upload':
      body = (
        <UploadStep
          documentId={id}
          onDone={url => {
            // A settlement asks about the lawsuit next (skipped once the papers turn out to be court papers).
            if (order.includes('lawsuit')) return void goTo('lawsuit');
            void walkthroughApi.save(id, 'current_step', { step: 'review' });
            navigate(url || `${base}/${id}/review`);
          }}
          onSkip={() =>
            order.includes('lawsuit')
              ? void goTo('lawsuit')
              : void goTo('review').then(() => navigate(`${base}/${id}/review`))
          }
        />
      );
      break;
    case 'lawsuit':
      body = (
        <LawsuitStep
          view={view}
          push={push}
          onAnswered={advance}
          onAnsweredByPapers={() => void goTo('review')}
        />
      );
      break;
    case 'review':
      body = <ReviewStep key={`review-${id}`} view={view} push={push} onContinue={advance} />;
      break;
    case 'ssn':
      body = (
        <SsnStep
          documentId={id}
          stored={view.steps.social_security_number.value as { last_four: string | null; full_available: boolean } | null}
          push={push}
          onContinue={advance}
        />
      );
      break;
    case 'phone':
      body = (
        <PhoneStep
          documentId={id}
          phone={(view.steps.customer_phone_number.value as string | null) ?? null}
          consents={view.consents_to_sms}
          push={push}
          onContinue={advance}
        />
      );
      break;
    case 'hardship':
      body = <HardshipStep documentId={id} initial={view.hardship} push={push} onContinue={advance} />;
      break;
    case 'bank':
      body = (
        <Box>
          <PlaidConnectStep onContinue={advance} />
          <Button sx={{ mt: 2 }} onClick={advance}>
            Skip this step
          </Button>
        </Box>
      );
      break;
    case 'offer':
      body = (
        <OfferStep
          documentId={id}
          firmName={view.document.law_firm?.name ?? null}
          onBack={() => void goTo('review')}
          onSent={() => {
            void walkthroughApi.save(id, 'current_step', { step: 'done' });
            navigate(`/customer_documents/${id}`);
          }}
        />
      );
      break;
    case 'court':
      body = (
        <CourtStep
          documentId={id}
          state={(view.steps.lawsuit_state.value as string | null) ?? null}
          courtName={(view.steps.court_name.value as string | null) ?? null}
          push={push}
          onContinue={advance}
        />
      );
      break;
    case 'answer':
      body = <AnswerDetailsStep documentId={id} timeBarred={view.answer_details.time_barred} onContinue={advance} />;
      break;
    default:
      body =
        view.document.document_name === 'debt_answer' ? (
          <AnswerDoneStep documentId={id} filing={view.filing} />
        ) : (
          <Alert severity="success" action={<Button href={`/customer_documents/${id}`}>Open</Button>}>
            Your offer was sent.
          </Alert>
        );
  }

  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 2, sm: 4 }, pb: 12 }}>
      {/* The page's one first-level heading: where the consumer is in which walkthrough. */}
      <Typography variant="overline" component="h1" color="text.secondary">
        {title} · Step {index + 1} of {order.length}: {STEP_TITLES[step]}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={((index + 1) / order.length) * 100}
        sx={{ mb: 2, height: 6, borderRadius: 3 }}
        aria-label="Walkthrough progress"
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        {body}
      </Paper>
      {index > 0 && step !== 'done' && (
        <Button sx={{ mt: 2 }} onClick={() => void goTo(order[index - 1])}>
          Back
        </Button>
      )}
      <ToastStack toasts={toasts} />
    </Container>
  );
}

/** /solosettle and /debt_answer: create the document, then go to its walkthrough (with the tab's query cache around it). */
export function CreateDocumentPage(props: { documentName: 'solosettle' | 'debt_answer' }) {
  return (
    <ConsumerData>
      <CreateDocument documentName={props.documentName} />
    </ConsumerData>
  );
}

function CreateDocument(props: { documentName: 'solosettle' | 'debt_answer' }) {
  // One document per visit, even when React's development double mount opens the page twice.
  const created = useArrivalCommand('create-document', [props.documentName], () => walkthroughApi.create(props.documentName));
  if (created.data) return <Navigate to={created.data.resume_url} replace />;
  const error = created.isError ? 'We could not start your document. Please try again.' : null;
  if (error)
    return (
      <Container component="main" maxWidth="sm" sx={{ py: 4 }}>
        <Alert severity="error" action={<Button href="/my_dashboard">Dashboard</Button>}>
          {error}
        </Alert>
      </Container>
    );
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label="Starting your document" />
    </Box>
  );
}
