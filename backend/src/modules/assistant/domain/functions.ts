import type { ToolCall } from '../../../integrations/llm/llm.port';
import { isValidEmail } from '@parley/domain/payout/validation';

export type FunctionOutcome =
  { ok: true; result: { message: string; iframeUrl?: string; [k: string]: unknown } } | { ok: false; error: string };

export interface FunctionContext {
  /** The consumer's document with a payment plan, if any. */
  paymentPlanDocumentId: number | null;
}

/** Field validation for fill-field, in the product's wording. */
const FIELD_RULES: Record<string, { normalise: (v: string) => string; valid: (v: string) => boolean; error: string }> =
  {
    phone_number: {
      normalise: (v) => v.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, ''),
      valid: (v) => /^\d{10}$/.test(v),
      error: 'Please enter a valid US phone number',
    },
    zip_code: {
      normalise: (v) => v.replace(/\s/g, ''),
      valid: (v) => /^\d{5}(-?\d{4})?$/.test(v),
      error: 'Please enter a valid ZIP code (e.g. 12345 or 12345-6789)',
    },
    email: {
      normalise: (v) => v.trim().toLowerCase(),
      valid: (v) => isValidEmail(v),
      error: 'Please enter valid email addresses',
    },
  };

const WALKTHROUGH_URLS: Record<string, [string, string]> = {
  debt_answer: ['/debt_answer', 'Starting your answer to the summons.'],
  solosettle: ['/solosettle', 'Starting your settlement.'],
  document_generation: ['/document_generations/new', 'Starting a new document.'],
};

/** Runs one function the model asked for. The page performs the visible part (fill the field, open the frame). */
export function runFunction(call: ToolCall, ctx: FunctionContext): FunctionOutcome {
  switch (call.name) {
    case 'fill-field': {
      // A model names the field: only the table's own keys are rules ('constructor' is not).
      const rule = Object.hasOwn(FIELD_RULES, call.arguments.field_name) ? FIELD_RULES[call.arguments.field_name] : undefined;
      const value = rule ? rule.normalise(call.arguments.value) : call.arguments.value.trim().slice(0, 200);
      if (rule && !rule.valid(value)) return { ok: false, error: rule.error };
      const label = call.arguments.field_name.replace(/_/g, ' ');
      return {
        ok: true,
        result: { message: `Filled ${label} with ${value}.`, field_name: call.arguments.field_name, value },
      };
    }
    case 'show-payment-widget':
      if (ctx.paymentPlanDocumentId === null) return { ok: false, error: 'You do not have a payment plan yet.' };
      return {
        ok: true,
        result: {
          message: 'Here are your payment options.',
          iframeUrl: `/customer_documents/${ctx.paymentPlanDocumentId}/payment_actions?active_tab=${call.arguments.active_tab}`,
        },
      };
    case 'start-walkthrough': {
      const [iframeUrl, message] = WALKTHROUGH_URLS[call.arguments.document_name];
      return { ok: true, result: { message, iframeUrl } };
    }
  }
}
