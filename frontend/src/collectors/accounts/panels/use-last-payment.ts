import { useEffect, useRef, useState } from 'react';
import type { LastPaymentAnswer } from './negotiation-api';
import { canComputeLastPayment, toOfferInput, type OfferDraft } from './offer-draft';
import { useCollectorDataProvider } from '../../use-collector-data-provider';

/** The last-payment figure is asked for 500 ms after the last change. */
export const LAST_PAYMENT_DEBOUNCE_MS = 500;

export type LastPaymentState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; answer: LastPaymentAnswer }
  | { status: 'error' };

/**
 * The offer's last payment from determine_offer_last_payment, asked only for terms the domain rules accept (an
 * incomplete draft would only earn a 422), debounced and with the previous request aborted.
 */
export function useLastPayment(customerDocumentId: number | string, offer: OfferDraft, debtCents: number | null) {
  const [state, setState] = useState<LastPaymentState>({ status: 'idle' });
  const complete = canComputeLastPayment(offer, debtCents);
  const terms = JSON.stringify(toOfferInput(offer));
  // Through a ref, so only the terms (not a new dataProvider proxy) ask again.
  const dataProvider = useCollectorDataProvider();
  const dataProviderRef = useRef(dataProvider);
  dataProviderRef.current = dataProvider;

  useEffect(() => {
    if (!complete) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    const timer = setTimeout(() => {
      dataProviderRef.current
        .getOfferLastPayment({ customer_document_id: customerDocumentId, offer: JSON.parse(terms), signal: controller.signal })
        .then(
          answer => !controller.signal.aborted && setState({ status: 'ready', answer }),
          () => !controller.signal.aborted && setState({ status: 'error' }),
        );
    }, LAST_PAYMENT_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [customerDocumentId, terms, complete]);

  return state;
}
