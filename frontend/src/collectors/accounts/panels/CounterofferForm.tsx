import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import AddOutlined from '@mui/icons-material/AddOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { offerInvalidMessage } from '@parley/domain/negotiation';
import type { Affordability } from '@parley/domain/contracts/accounts';
import type { CollectorDataProvider } from '../../dataProvider';
import { AffordabilityCard } from './AffordabilityCard';
import { ConfirmDialog } from './ConfirmDialog';
import { DisclosuresEditor } from './DisclosuresEditor';
import { disclosuresPayload, INITIAL_LINES } from './disclosure-lines';
import { FIXED_DISCLOSURES, PANEL_TEXT, SKIP_COUNTEROFFER_CONFIRM_KEY } from './messages';
import { failureMessage } from './negotiation-api';
import {
  addOffer,
  counterofferPayload,
  emptyOffer,
  MAX_OFFERS,
  offerDraftErrors,
  removeOffer,
  withSuggestedPlan,
  type CounterofferPayload,
  type OfferDraft,
} from './offer-draft';
import { OfferCard } from './OfferCard';
import type { PanelController } from './panel-controller';
import { SubmitPhaseButton, type SubmitPhase } from './SubmitPhaseButton';

interface Props {
  ctl: PanelController;
  validFirstPaymentDate: string;
  /** The first payment date the first offer starts with (the consumer's when it can be kept). */
  suggestedFirstPaymentDate: string;
  debtCents: number | null;
  /** The row's affordability: the consumer's budget and the plan they can afford. */
  affordability?: Affordability;
}

function skipConfirm(): boolean {
  try {
    return localStorage.getItem(SKIP_COUNTEROFFER_CONFIRM_KEY) === '1';
  } catch {
    return false;
  }
}

/** Up to 5 counteroffers with their disclosures; 'Offer {n} is invalid: ...' before anything is sent. */
export function CounterofferForm({ ctl, validFirstPaymentDate, suggestedFirstPaymentDate, debtCents, affordability }: Props) {
  const [offers, setOffers] = useState<OfferDraft[]>(() => [emptyOffer(suggestedFirstPaymentDate)]);
  const [lines, setLines] = useState<string[]>([...INITIAL_LINES]);
  const [attempted, setAttempted] = useState(false);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [phase, setPhase] = useState<SubmitPhase>('editing');
  const busy = phase !== 'editing';
  const dataProvider = useDataProvider<CollectorDataProvider>();
  const { mutateAsync: createCounteroffer } = useMutation({
    mutationFn: (payload: CounterofferPayload) => dataProvider.createCounteroffer(payload),
  });

  const errorsOf = offers.map(offer => offerDraftErrors(offer, validFirstPaymentDate, debtCents));

  const send = async () => {
    setConfirming(false);
    setPhase('submitting');
    ctl.setBusy(true);
    try {
      await createCounteroffer(
        counterofferPayload(ctl.customerDocumentId, offers, disclosuresPayload(FIXED_DISCLOSURES.counteroffer, lines)),
      );
      setPhase('submitted');
      await ctl.succeeded(PANEL_TEXT.submitted);
    } catch (error) {
      setPhase('editing');
      ctl.failed(failureMessage(error, PANEL_TEXT.acceptFailed), error);
    } finally {
      ctl.setBusy(false);
    }
  };

  const submit = () => {
    setAttempted(true);
    const first = errorsOf.findIndex(errors => errors.length > 0);
    if (first >= 0) {
      setInvalid(offerInvalidMessage(first + 1, errorsOf[first]!));
      return;
    }
    setInvalid(null);
    if (skipConfirm()) return void send();
    ctl.setBusy(true);
    setConfirming(true);
  };

  const update = (index: number, offer: OfferDraft) => {
    setOffers(list => list.map((o, i) => (i === index ? offer : o)));
    setInvalid(null);
  };

  return (
    <Stack
      component="form"
      aria-label="Counteroffer"
      spacing={2}
      noValidate
      onSubmit={event => {
        event.preventDefault();
        submit();
      }}
    >
      <AffordabilityCard
        affordability={affordability}
        disabled={busy}
        onUse={() => {
          const plan = affordability?.suggested_plan;
          if (plan) setOffers(list => list.map((o, i) => (i === 0 ? withSuggestedPlan(o, plan) : o)));
          setInvalid(null);
        }}
      />
      {invalid && (
        <Alert severity="error" role="alert" onClose={() => setInvalid(null)}>
          {invalid}
        </Alert>
      )}
      {offers.map((offer, index) => (
        <OfferCard
          key={offer.key}
          number={index + 1}
          offer={offer}
          customerDocumentId={ctl.customerDocumentId}
          validFirstPaymentDate={validFirstPaymentDate}
          debtCents={debtCents}
          errors={attempted ? errorsOf[index]! : []}
          disabled={busy}
          onChange={next => update(index, next)}
          onRemove={offers.length > 1 ? () => setOffers(list => removeOffer(list, index)) : undefined}
        />
      ))}
      <div>
        <Button
          startIcon={<AddOutlined />}
          onClick={() => setOffers(list => addOffer(list, suggestedFirstPaymentDate))}
          disabled={busy || offers.length >= MAX_OFFERS}
        >
          Add offer
        </Button>
      </div>
      <DisclosuresEditor fixed={FIXED_DISCLOSURES.counteroffer} lines={lines} onChange={setLines} disabled={busy} />
      <SubmitPhaseButton phase={phase} disabled={busy} label="Send counteroffer" icon={<SendOutlined />} />
      <ConfirmDialog
        open={confirming}
        title="Send counteroffer"
        question={PANEL_TEXT.confirmCounteroffer}
        confirmLabel="Send counteroffer"
        offerSkip
        onCancel={() => {
          setConfirming(false);
          ctl.setBusy(false);
        }}
        onConfirm={skipNextTime => {
          if (skipNextTime) {
            try {
              localStorage.setItem(SKIP_COUNTEROFFER_CONFIRM_KEY, '1');
            } catch {
              /* private mode: the question simply comes back next time */
            }
          }
          void send();
        }}
      />
    </Stack>
  );
}
