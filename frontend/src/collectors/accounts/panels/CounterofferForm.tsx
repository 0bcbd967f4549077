import { useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import AddOutlined from '@mui/icons-material/AddOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { offerInvalidMessage } from '@parley/domain/negotiation';
import { resolverOf, type FieldSentences } from '../../../shared/forms/field-rules';
import type { Affordability } from '@parley/domain/contracts/accounts';
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
  offerFieldErrors,
  offerFieldPaths,
  removeOffer,
  sentencesByField,
  withSuggestedPlan,
  type CounterofferPayload,
  type OfferDraft,
} from './offer-draft';
import { OfferCard } from './OfferCard';
import type { PanelController } from './panel-controller';
import { SubmitPhaseButton, type SubmitPhase } from './SubmitPhaseButton';
import { useCollectorDataProvider } from '../../use-collector-data-provider';

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

export interface CounterofferValues {
  offers: OfferDraft[];
}

export interface OfferRules {
  validFirstPaymentDate: string;
  debtCents: number | null;
}

/** Every offer's problems under its fields: the rules create_counteroffer checks each offer with (offerErrors). */
const resolver = resolverOf<CounterofferValues, OfferRules>(({ offers }, { validFirstPaymentDate, debtCents }) => {
  const errors: FieldSentences = {};
  offers.forEach((offer, i) => {
    for (const [path, sentence] of Object.entries(offerFieldErrors(offer, validFirstPaymentDate, debtCents))) errors[`offers.${i}.${path}`] = sentence;
  });
  return errors;
});

/** The server's 'Offer n is invalid: a, b' as the offer's index and its sentences; null for any other refusal. */
function refusedOffer(error: unknown): { index: number; sentences: string[] } | null {
  const e = error as { status?: number; body?: { error?: unknown; offer_index?: unknown } } | null;
  const message = e?.status === 422 && typeof e.body?.error === 'string' ? e.body.error : '';
  const match = /^Offer (\d+) is invalid: (.+)$/.exec(message);
  return match ? { index: Number(match[1]) - 1, sentences: match[2].split(', ') } : null;
}

/**
 * Up to 5 counteroffers with their disclosures; 'Offer {n} is invalid: ...' before anything is sent, and each
 * sentence under the field it is about, focus on the first of them.
 */
export function CounterofferForm({ ctl, validFirstPaymentDate, suggestedFirstPaymentDate, debtCents, affordability }: Props) {
  const form = useForm<CounterofferValues, OfferRules>({
    defaultValues: { offers: [emptyOffer(suggestedFirstPaymentDate)] },
    resolver,
    context: { validFirstPaymentDate, debtCents },
    // Focus is moved by hand to the first failing field in the order the page shows them (offers added or tiers
    // inserted later register later).
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const { control, getValues, setValue, setError, setFocus, trigger, formState } = form;
  const offers = useWatch({ control, name: 'offers' });
  const [lines, setLines] = useState<string[]>([...INITIAL_LINES]);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [phase, setPhase] = useState<SubmitPhase>('editing');
  const busy = phase !== 'editing';
  const dataProvider = useCollectorDataProvider();
  const { mutateAsync: createCounteroffer } = useMutation({
    mutationFn: (payload: CounterofferPayload) => dataProvider.createCounteroffer(payload),
  });

  /** After a failed send the sentences follow every change (an offer's rules compare its fields with each other). */
  const changed = () => {
    setInvalid(null);
    if (formState.isSubmitted) void trigger();
  };
  const setOffers = (next: OfferDraft[]) => {
    setValue('offers', next);
    changed();
  };

  const send = async () => {
    setConfirming(false);
    setPhase('submitting');
    ctl.setBusy(true);
    const sent = getValues('offers');
    try {
      await createCounteroffer(counterofferPayload(ctl.customerDocumentId, sent, disclosuresPayload(FIXED_DISCLOSURES.counteroffer, lines)));
      setPhase('submitted');
      await ctl.succeeded(PANEL_TEXT.submitted);
    } catch (error) {
      setPhase('editing');
      ctl.failed(failureMessage(error, PANEL_TEXT.acceptFailed), error);
      // A refused offer: its sentences also go under its fields, focus on the first (once the fields are enabled).
      const refused = refusedOffer(error);
      const offer = refused && sent[refused.index];
      if (refused && offer) {
        const fields = sentencesByField(offer, refused.sentences);
        const paths = offerFieldPaths(offer).filter(p => fields[p]);
        for (const p of paths) setError(`offers.${refused.index}.${p}` as Path<CounterofferValues>, { type: 'server', message: fields[p] });
        if (paths[0]) setTimeout(() => setFocus(`offers.${refused.index}.${paths[0]}` as Path<CounterofferValues>));
      }
    } finally {
      ctl.setBusy(false);
    }
  };

  const submit = form.handleSubmit(
    () => {
      setInvalid(null);
      if (skipConfirm()) return void send();
      ctl.setBusy(true);
      setConfirming(true);
    },
    () => {
      const all = getValues('offers');
      const errorsOf = all.map(offer => offerDraftErrors(offer, validFirstPaymentDate, debtCents));
      const first = errorsOf.findIndex(errors => errors.length > 0);
      if (first < 0) return;
      setInvalid(offerInvalidMessage(first + 1, errorsOf[first]!));
      const fields = offerFieldErrors(all[first]!, validFirstPaymentDate, debtCents);
      const path = offerFieldPaths(all[first]!).find(p => fields[p]);
      if (path) setFocus(`offers.${first}.${path}` as Path<CounterofferValues>);
    },
  );

  return (
    <Stack
      component="form"
      aria-label="Counteroffer"
      spacing={2}
      noValidate
      onSubmit={event => void submit(event)}
    >
      <AffordabilityCard
        affordability={affordability}
        disabled={busy}
        onUse={() => {
          const plan = affordability?.suggested_plan;
          if (plan) setOffers(offers.map((o, i) => (i === 0 ? withSuggestedPlan(o, plan) : o)));
          else setInvalid(null);
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
          control={control}
          customerDocumentId={ctl.customerDocumentId}
          validFirstPaymentDate={validFirstPaymentDate}
          debtCents={debtCents}
          errors={formState.errors.offers?.[index]}
          disabled={busy}
          onEdited={changed}
          onChange={next => setOffers(offers.map((o, i) => (i === index ? next : o)))}
          onRemove={offers.length > 1 ? () => setOffers(removeOffer(offers, index)) : undefined}
        />
      ))}
      <div>
        <Button
          startIcon={<AddOutlined />}
          onClick={() => setOffers(addOffer(offers, suggestedFirstPaymentDate))}
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
