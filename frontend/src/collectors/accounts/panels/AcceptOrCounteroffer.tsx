import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import PriorityHighOutlined from '@mui/icons-material/PriorityHighOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { OfferTerms } from '@parley/domain/negotiation';
import type { CollectorDataProvider } from '../../dataProvider';
import { formatCents, formatDateOnly } from '../format';
import type { AccountRow, CurrentAction, HistoricalOffer } from '@parley/domain/contracts/accounts';
import { ConfirmDialog } from './ConfirmDialog';
import { CounterofferForm } from './CounterofferForm';
import { DisclosuresEditor } from './DisclosuresEditor';
import { disclosuresPayload, INITIAL_LINES } from './disclosure-lines';
import { FIXED_DISCLOSURES, PANEL_TEXT } from './messages';
import { failureMessage } from './negotiation-api';
import type { PanelController } from './panel-controller';
import { SubmitPhaseButton, type SubmitPhase } from './SubmitPhaseButton';
import { useCollectorDataProvider } from '../../use-collector-data-provider';

type OfferShown = Pick<OfferTerms, 'total_amount_cents' | 'payments' | 'first_payment_date' | 'phases'>;

/** The consumer's offer being answered: the current action's, else the row's latest. */
export function offerToAnswer(action: CurrentAction | null, row: AccountRow): OfferShown | HistoricalOffer | null {
  const fromAction = action?.params?.offer as OfferShown | undefined;
  return fromAction?.first_payment_date ? fromAction : row.latest_historical_offer;
}

/** Accept only when the offer's first payment date is on or after the valid first payment date. */
export function canAccept(offer: { first_payment_date: string | null } | null, validFirstPaymentDate: string): boolean {
  return !!offer?.first_payment_date && offer.first_payment_date >= validFirstPaymentDate;
}

interface Props {
  ctl: PanelController;
  row: AccountRow;
  action: CurrentAction | null;
  validFirstPaymentDate: string;
}

/** Accept and Counteroffer; counteroffer is the default when the offer cannot be accepted. */
export function AcceptOrCounteroffer({ ctl, row, action, validFirstPaymentDate }: Props) {
  const offer = offerToAnswer(action, row);
  const acceptable = canAccept(offer, validFirstPaymentDate);
  const [chosen, setChosen] = useState<'accept' | 'counteroffer' | null>(null);
  const tab = acceptable ? (chosen ?? 'accept') : 'counteroffer';
  const id = useId();
  const suggested =
    offer?.first_payment_date && offer.first_payment_date >= validFirstPaymentDate
      ? offer.first_payment_date
      : validFirstPaymentDate;

  return (
    <Stack spacing={2}>
      {offer && <OfferSummary offer={offer} />}
      {!acceptable && (
        <Alert severity="warning" role="note" icon={<PriorityHighOutlined />} data-testid="must-counteroffer">
          {PANEL_TEXT.mustCounteroffer(formatDateOnly(offer?.first_payment_date ?? null), formatDateOnly(validFirstPaymentDate))}
        </Alert>
      )}
      <Tabs
        value={tab}
        onChange={(_, value: 'accept' | 'counteroffer') => setChosen(value)}
        aria-label="Answer the offer"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab
          value="accept"
          label="Accept"
          id={`${id}-accept-tab`}
          aria-controls={`${id}-accept-panel`}
          disabled={!acceptable}
          icon={acceptable ? undefined : <PriorityHighOutlined fontSize="small" color="warning" aria-hidden />}
          iconPosition="end"
        />
        <Tab value="counteroffer" label="Counteroffer" id={`${id}-counteroffer-tab`} aria-controls={`${id}-counteroffer-panel`} />
      </Tabs>
      <Box role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}-tab`}>
        {tab === 'accept' ? (
          <AcceptPanel ctl={ctl} offer={offer} />
        ) : (
          <CounterofferForm
            ctl={ctl}
            validFirstPaymentDate={validFirstPaymentDate}
            suggestedFirstPaymentDate={suggested}
            debtCents={row.lawsuit_amount_cents ?? null}
            affordability={row.affordability}
          />
        )}
      </Box>
    </Stack>
  );
}

function OfferSummary({ offer }: { offer: OfferShown | HistoricalOffer }) {
  const phases = [...(offer.phases ?? [])].sort((a, b) => a.index - b.index);
  return (
    <Box data-testid="offer-to-answer">
      <Typography variant="body2" color="text.secondary">
        The consumer offers
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>
        {formatCents(offer.total_amount_cents)} in {offer.payments} payment{offer.payments === 1 ? '' : 's'}, first on{' '}
        {formatDateOnly(offer.first_payment_date)}
      </Typography>
      {phases.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {phases.map(p => `${p.iterations} × ${formatCents(p.payment_amount_cents)}`).join(', then ')}
        </Typography>
      )}
    </Box>
  );
}

function AcceptPanel({ ctl, offer }: { ctl: PanelController; offer: OfferShown | HistoricalOffer | null }) {
  const [lines, setLines] = useState<string[]>([...INITIAL_LINES]);
  const [confirming, setConfirming] = useState(false);
  const [phase, setPhase] = useState<SubmitPhase>('editing');
  const busy = phase !== 'editing';
  const dataProvider = useCollectorDataProvider();
  const { mutateAsync: acceptOffer } = useMutation({
    mutationFn: (params: Parameters<CollectorDataProvider['acceptOffer']>[0]) => dataProvider.acceptOffer(params),
  });

  const accept = async () => {
    setConfirming(false);
    setPhase('submitting');
    ctl.setBusy(true);
    try {
      const answer = await acceptOffer({
        customer_document_id: ctl.customerDocumentId,
        disclosures: disclosuresPayload(FIXED_DISCLOSURES.accept, lines),
        // The terms on screen: if the consumer replaced their offer meanwhile, the server answers 409.
        offer: offer && {
          total_amount_cents: offer.total_amount_cents,
          payments: offer.payments,
          first_payment_date: offer.first_payment_date,
          phases: offer.phases ?? [],
        },
      });
      if (answer && answer.success === false) throw Object.assign(new Error('refused'), { answer });
      setPhase('submitted');
      await ctl.succeeded(PANEL_TEXT.submitted);
    } catch (error) {
      setPhase('editing');
      const refusal = (error as { answer?: { error?: string } }).answer?.error;
      ctl.failed(refusal || failureMessage(error, PANEL_TEXT.acceptFailed), error);
    } finally {
      ctl.setBusy(false);
    }
  };

  return (
    <Stack spacing={2} component="section" aria-label="Accept">
      <DisclosuresEditor fixed={FIXED_DISCLOSURES.accept} lines={lines} onChange={setLines} disabled={busy} />
      <SubmitPhaseButton
        phase={phase}
        disabled={busy}
        label="Accept offer"
        icon={<CheckOutlined />}
        color="success"
        onClick={() => {
          ctl.setBusy(true);
          setConfirming(true);
        }}
      />
      <ConfirmDialog
        open={confirming}
        title="Accept offer"
        question={PANEL_TEXT.confirmAccept}
        confirmLabel="Accept"
        onCancel={() => {
          setConfirming(false);
          ctl.setBusy(false);
        }}
        onConfirm={() => void accept()}
      />
    </Stack>
  );
}
