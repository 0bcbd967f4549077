import { useEffect, useRef } from 'react';
import type { Completion } from './types';

/**
 * The assistant saved a field (its fill-field call completed: the value went through the walkthrough's own step
 * save). The open page listens and shows the value as stored, without a reload.
 */
export const FIELD_FILLED_EVENT = 'pilot:field:filled';

export interface FieldFilled {
  /** The walkthrough document the value was saved on. */
  documentId: number;
  /** The walkthrough step (customer_phone_number, customer_mailing_address, customer_name, birthdate, ...). */
  field: string;
  /** The value as stored (phone digits, an address object, cents for an amount). */
  value: unknown;
}

/** Announces each completed fill of a live answer once (an answer's object message arrives several times). */
export function announceFills(completion: Completion, announced: Set<number>): void {
  for (const call of completion.pilotFunctionCalls) {
    if (call.functionName !== 'fill-field' || call.state !== 'completed' || announced.has(call.id)) continue;
    const r = call.result;
    if (!r || typeof r.document_id !== 'number' || typeof r.field_name !== 'string') continue;
    announced.add(call.id);
    window.dispatchEvent(
      new CustomEvent<FieldFilled>(FIELD_FILLED_EVENT, {
        detail: { documentId: r.document_id, field: r.field_name, value: r.value },
      }),
    );
  }
}

/** Calls `onFill` for every field the assistant saves while the component is mounted. */
export function useFieldFilled(onFill: (fill: FieldFilled) => void): void {
  const handler = useRef(onFill);
  handler.current = onFill;
  useEffect(() => {
    const listener = (e: Event) => handler.current((e as CustomEvent<FieldFilled>).detail);
    window.addEventListener(FIELD_FILLED_EVENT, listener);
    return () => window.removeEventListener(FIELD_FILLED_EVENT, listener);
  }, []);
}
