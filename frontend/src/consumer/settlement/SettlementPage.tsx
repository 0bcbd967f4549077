import { useCallback, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatUsd } from '@parley/domain/money';
import { describeTerms, type ConsumerStep } from '@parley/domain/negotiation';
import { MessageCollectorButton } from '../../shared/chat';
import { useRealtimeEvent } from '../../shared/realtime';
import type { SettlementUpdatedMessage } from '@parley/domain/contracts/realtime';
import { ApiError } from '../../shared/http';
import { queryKeys } from '../data/keys';
import { pageLoadError, useSignInWhen } from '../data/page-load';
import { AutopaySetup } from '../payments/AutopaySetup';
import { formatMoment, settlementApi, type NegotiationView, type OfferBody } from './api';
import { Counteroffers } from './Counteroffers';
import { DisputeSection } from './DisputeSection';
import { History } from './History';
import { SETTLEMENT_MESSAGES } from './messages';
import { OfferForm } from './OfferForm';
import { PlanProgress } from './PlanProgress';
import { ProgressStepper } from './ProgressStepper';
import { ScheduleTable } from './ScheduleTable';
import { SignStep, UploadLinks } from './SignStep';
import { DashboardBackBar } from '../layout/DashboardBackBar';

type Command = (docId: number, version: number) => Promise<unknown>;

/** While the next move is someone else's, the page asks again every few seconds. */
export const POLL_MS = 5000;
const POLL_STEPS: ReadonlySet<ConsumerStep> = new Set([
  'waiting_for_collector',
  'waiting_for_agreement',
  'disputed',
  'paying',
]);

type PageState =
  | { status: 'loading' }
  | { status: 'ready'; view: NegotiationView }
  | { status: 'error'; message: string };

/**
 * /customer_documents/:id: the settlement process, from 'Continue settlement process'. The page reloads the moment
 * the server says the settlement moved (`settlement:updated` on the tab's realtime connection: a collector's answer,
 * or the firm's settlement rule answering within seconds); polling stays as the fallback for a missed message.
 */
export function SettlementPage() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const [countering, setCountering] = useState(false);
  const [notice, setNotice] = useState<string>();

  const key = queryKeys.settlement.view(id);
  const settlement = useQuery({
    queryKey: key,
    queryFn: () => settlementApi.view(id),
    // A failed background refresh keeps what the page shows; the next poll tries again.
    refetchInterval: query => (query.state.data && POLL_STEPS.has(query.state.data.step) ? POLL_MS : false),
  });
  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: queryKeys.settlement.view(id) }),
    [queryClient, id],
  );

  const error = settlement.error;
  const refused = error instanceof ApiError && (error.status === 401 || error.status === 403);
  useSignInWhen(refused);

  useRealtimeEvent('settlement:updated', (m: SettlementUpdatedMessage) => {
    if (String(m.customer_document_id) === id) void reload();
  });

  const state: PageState = settlement.data
    ? { status: 'ready', view: settlement.data }
    : settlement.isError && !settlement.isFetching && !refused
      ? { status: 'error', message: pageLoadError(error, SETTLEMENT_MESSAGES.notFound, SETTLEMENT_MESSAGES.loadFailed) }
      : { status: 'loading' };

  // A conflict (someone moved first) reloads too, so the page shows the state the command met.
  const write = useMutation({
    mutationFn: ({ run, docId, version }: { run: Command; docId: number; version: number }) => run(docId, version),
    onError: async failure => {
      if (failure instanceof ApiError && failure.status === 409) await reload();
    },
  });

  /** Runs a command with the version the page shows; the page reloads after it, and after a conflict too. */
  const command = async (run: Command, done?: string) => {
    if (state.status !== 'ready') return;
    setNotice(undefined);
    await write.mutateAsync({ run, docId: state.view.customer_document.id, version: state.view.version });
    setCountering(false);
    if (done) setNotice(done);
    await reload();
  };

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <title>Your settlement · Parley</title>
      <DashboardBackBar />
      <Container component="main" maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        {state.status === 'loading' && (
          <Stack spacing={2} aria-busy="true" aria-label="Loading your settlement">
            <Skeleton variant="text" width="60%" sx={{ fontSize: '2.25rem' }} />
            <Skeleton variant="rounded" height={72} />
            <Skeleton variant="rounded" height={220} />
          </Stack>
        )}
        {state.status === 'error' && (
          <Alert
            severity="error"
            role="alert"
            action={
              <Button color="inherit" size="small" onClick={() => void settlement.refetch()}>
                Try again
              </Button>
            }
          >
            {state.message}
          </Alert>
        )}
        {state.status === 'ready' && (
          <Settlement
            view={state.view}
            countering={countering}
            setCountering={setCountering}
            notice={notice}
            command={command}
            reload={reload}
          />
        )}
      </Container>
    </Box>
  );
}

interface SettlementProps {
  view: NegotiationView;
  countering: boolean;
  setCountering: (on: boolean) => void;
  notice?: string;
  command: (run: (docId: number, version: number) => Promise<unknown>, done?: string) => Promise<void>;
  reload: () => Promise<void>;
}

function Settlement({ view, countering, setCountering, notice, command, reload }: SettlementProps) {
  const doc = view.customer_document;
  const facts = [
    doc.plaintiff_name && `Creditor: ${doc.plaintiff_name}`,
    doc.debt_amount_cents !== null && `Amount owed: ${formatUsd(doc.debt_amount_cents)}`,
    doc.civil_number && `${doc.lawsuit_exists ? 'Case number' : 'Reference'}: ${doc.civil_number}`,
  ].filter(Boolean);
  const sendOffer = (offer: OfferBody) =>
    command((d, v) => settlementApi.offer(d, v, offer), 'Your offer was sent to the collector.');
  const counterBack = (offer: OfferBody) =>
    command((d, v) => settlementApi.counteroffer(d, v, offer), 'Your counteroffer was sent to the collector.');

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="overline" color="secondary">
          Settlement
        </Typography>
        <Typography variant="h4" component="h1">
          Your settlement with {doc.firm_name}
        </Typography>
        {facts.length > 0 && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {facts.join(' · ')}
          </Typography>
        )}
        {doc.law_firm_id && (
          <Box sx={{ mt: 1.5 }}>
            <MessageCollectorButton lawFirmId={doc.law_firm_id} documentId={doc.id} />
          </Box>
        )}
      </Box>

      <ProgressStepper stages={view.stages} completed={view.completed_stages} />

      <Alert
        severity={view.step === 'disputed' ? 'warning' : view.step === 'paid' ? 'success' : 'info'}
        role="status"
        aria-label="Current step"
      >
        {view.step_text}
      </Alert>
      {notice && (
        <Alert severity="success">
          {notice}
        </Alert>
      )}

      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <StepBody
            view={view}
            countering={countering}
            setCountering={setCountering}
            command={command}
            reload={reload}
            sendOffer={sendOffer}
            counterBack={counterBack}
          />
        </CardContent>
      </Card>

      {view.step !== 'choose_offer' && view.counteroffers && !view.agreed_offer && (
        <Card variant="outlined">
          <CardContent>
            <Counteroffers counter={view.counteroffers} onAccept={async () => undefined} />
          </CardContent>
        </Card>
      )}

      <Card variant="outlined">
        <CardContent>
          <DisputeSection
            view={view}
            onDispute={reason => command((d, v) => settlementApi.dispute(d, v, reason), 'Your dispute was sent.')}
          />
        </CardContent>
      </Card>

      <Card variant="outlined">
        <CardContent>
          <History history={view.history} />
        </CardContent>
      </Card>
    </Stack>
  );
}

function Terms({ title, offer }: { title: string; offer: NonNullable<NegotiationView['agreed_offer']> }) {
  return (
    <Stack spacing={1.5}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography>{describeTerms(offer.terms)}</Typography>
      {offer.schedule && <ScheduleTable schedule={offer.schedule} label={`${title} payment schedule`} />}
    </Stack>
  );
}

function StepBody({
  view,
  countering,
  setCountering,
  command,
  reload,
  sendOffer,
  counterBack,
}: Omit<SettlementProps, 'notice'> & {
  sendOffer: (o: OfferBody) => Promise<void>;
  counterBack: (o: OfferBody) => Promise<void>;
}) {
  const doc = view.customer_document;
  switch (view.step) {
    case 'make_offer':
      return (
        <OfferForm
          title="Make your offer"
          submitLabel="Send offer"
          validFirstPaymentDate={view.valid_first_payment_date}
          debtCents={doc.debt_amount_cents}
          budget={view.budget}
          onSubmit={sendOffer}
        />
      );
    case 'waiting_for_collector':
      return (
        <Stack spacing={2}>
          {view.my_offer && <Terms title="Your offer" offer={view.my_offer} />}
          <Typography variant="body2" color="text.secondary">
            {SETTLEMENT_MESSAGES.polling}
          </Typography>
        </Stack>
      );
    case 'choose_offer':
      return (
        <Stack spacing={3}>
          {view.counteroffers && (
            <Counteroffers
              counter={view.counteroffers}
              onAccept={index =>
                command((d, v) => settlementApi.accept(d, v, index), `You accepted offer ${index + 1}.`)
              }
            />
          )}
          {countering ? (
            <OfferForm
              title="Counter back"
              submitLabel="Send counteroffer"
              validFirstPaymentDate={view.valid_first_payment_date}
              debtCents={doc.debt_amount_cents}
              budget={view.budget}
              onSubmit={counterBack}
              onCancel={() => setCountering(false)}
            />
          ) : (
            <Box>
              <Typography variant="body2" sx={{ mb: 1 }}>
                None of these work for you?
              </Typography>
              <Button variant="outlined" onClick={() => setCountering(true)}>
                Counter back
              </Button>
            </Box>
          )}
        </Stack>
      );
    case 'waiting_for_agreement':
      return (
        <Stack spacing={2}>
          {view.agreed_offer && <Terms title="The terms you agreed" offer={view.agreed_offer} />}
          <Typography variant="body2" color="text.secondary">
            {SETTLEMENT_MESSAGES.polling}
          </Typography>
        </Stack>
      );
    case 'sign_agreement':
      return (
        <Stack spacing={3}>
          {view.agreed_offer && <Terms title="The terms you agreed" offer={view.agreed_offer} />}
          <SignStep
            uploads={view.agreement_uploads}
            consumerName={doc.consumer_name}
            onSign={name =>
              command((d, v) => settlementApi.sign(d, v, name), 'You signed the settlement agreement.')
            }
          />
        </Stack>
      );
    case 'set_up_autopay':
      return (
        <Stack spacing={3}>
          <Signed view={view} />
          <AutopaySetup documentId={doc.id} onComplete={() => void reload()} />
        </Stack>
      );
    case 'paying':
    case 'paid':
      return (
        <Stack spacing={3}>
          {view.payment_plan ? (
            <PlanProgress plan={view.payment_plan} />
          ) : (
            <Typography>Autopay is set up. Your first payment is coming up.</Typography>
          )}
          <Signed view={view} />
        </Stack>
      );
    case 'disputed':
      return (
        <Stack spacing={2}>
          <Typography>
            While the dispute is open you cannot send or accept offers, and the collector cannot either.
          </Typography>
          {view.agreed_offer && <Terms title="The terms you agreed" offer={view.agreed_offer} />}
          <Typography variant="body2" color="text.secondary">
            {SETTLEMENT_MESSAGES.polling}
          </Typography>
        </Stack>
      );
  }
}

/** "Signed by Jo Doe on Nov 23, 2026, 5:41 PM from IP address 203.0.113.9." (parts on record only). */
export function signedLine(sig: Omit<NonNullable<NegotiationView['signature']>, 'signed_at'> & { signed_at: string | null }): string {
  const parts = [`Signed by ${sig.signature_name ?? 'you'}`];
  if (sig.signed_at) parts.push(`on ${formatMoment(sig.signed_at)}`);
  if (sig.ip) parts.push(`from IP address ${sig.ip}`);
  return `${parts.join(' ')}.`;
}

/** The signature on record (time stamp and IP) and the signed agreement. */
function Signed({ view }: { view: NegotiationView }) {
  if (!view.signature) return null;
  return (
    <Stack spacing={1} component="section" aria-labelledby="signed-title">
      <Typography id="signed-title" variant="h6" component="h2">
        Signed settlement agreement
      </Typography>
      <Typography variant="body2">{signedLine(view.signature)}</Typography>
      {view.settlement_agreement_url && (
        <Link href={view.settlement_agreement_url} download>
          Download the signed settlement agreement (PDF)
        </Link>
      )}
      {view.agreement_uploads.length > 0 && (
        <UploadLinks uploads={view.agreement_uploads} label="Settlement agreement files" />
      )}
    </Stack>
  );
}
