/**
 * The language-model port of the assistant (Ask Solo) and the editor's AI edit. Drivers speak these types only:
 * the openai SDK driver (any OpenAI-compatible server) and the offline driver (the product's own content).
 */
import { stateCodeOf } from '@parley/domain/extraction/states';
import type { ExtractedFact, ExtractedField } from '@parley/domain/walkthrough/fields';

/** The functions the assistant may call; both drivers use exactly these names and argument shapes. */
export const TOOL_NAMES = ['fill-field', 'show-payment-widget', 'start-walkthrough'] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

export const WALKTHROUGHS = ['debt_answer', 'solosettle', 'document_generation'] as const;
export type Walkthrough = (typeof WALKTHROUGHS)[number];

export const PAYMENT_TABS = ['change_date', 'additional_payment', 'pay_early'] as const;
export type PaymentTab = (typeof PAYMENT_TABS)[number];

export interface ToolArguments {
  'fill-field': { field_name: string; value: string };
  'show-payment-widget': { active_tab: PaymentTab };
  'start-walkthrough': { document_name: Walkthrough };
}

export type ToolCall = { [N in ToolName]: { name: N; arguments: ToolArguments[N] } }[ToolName];

/** A passage the answer may draw on: a blog article section or a fact from the consumer's own data. */
export interface KnowledgeSource {
  kind: 'article' | 'account';
  title: string;
  url?: string;
  text: string;
}

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/**
 * What running a function did, in words the answer may repeat: `message` says what happened (saved, ready to open),
 * `error` why nothing was done (a validation rule's sentence). An answer claims nothing beyond these.
 */
export type ToolOutcome = { ok: true; message: string } | { ok: false; error: string };

export interface ChatRequest {
  /** Persona and house instructions. */
  instructions: string;
  history: ChatTurn[];
  userRequest: string;
  /** Retrieved for this question by the assistant service (the same for every driver). */
  sources: KnowledgeSource[];
  /**
   * Runs a function the answer asks for and says what it did. Drivers call it before they write the words about
   * it, so an answer only reports what really happened (a refused value is reported as refused).
   */
  runTool: (call: ToolCall) => Promise<ToolOutcome>;
}

/** A tool_call event reports a function that was run (through `runTool`) and its outcome. */
export type ChatEvent = { type: 'delta'; text: string } | { type: 'tool_call'; call: ToolCall; outcome: ToolOutcome };

export { EDIT_OPTIONS } from '@parley/domain/contracts/api/editor';
import { EDIT_OPTIONS } from '@parley/domain/contracts/api/editor';
export type EditOption = (typeof EDIT_OPTIONS)[number];

export { DEFAULT_EDIT_INSTRUCTION } from '@parley/domain/contracts/api/editor';

export interface EditRequest {
  option: EditOption;
  /** 1 to 10. */
  sliderValue: number;
  sliderLabel: string;
  instruction: string;
  /** Plain HTML of the whole document. */
  document: string;
  /** The part to edit; null edits the whole document. */
  selection: string | null;
}

export interface EditResult {
  /** The edited selection, or the edited whole document when there was no selection. */
  edited: string;
  summary: string;
}

export class LlmUnavailableError extends Error {}

/** A rule the model may report (the compliance scanner's rules: id, citation, plain description). */
export interface ReviewRule {
  id: string;
  citation: string;
  description: string;
}

/** A collector's chat message for a second, model-based compliance check. */
export interface MessageReviewRequest {
  body: string;
  rules: ReviewRule[];
  /** Facts that change what may be said (a judgment exists, the debt is time-barred or disputed, the balance). */
  facts: string[];
}

/** A rule the model thinks the message breaks; rule_id is always one of the request's rules. */
export interface MessageReviewFinding {
  rule_id: string;
  description: string;
  excerpt: string;
}

export abstract class LanguageModel {
  /** 'openai' or 'offline'; the offline one says so in its answers. */
  abstract readonly provider: 'openai' | 'offline';
  /** Streams an answer: text deltas and function calls. Stops early when `signal` aborts. */
  abstract chat(request: ChatRequest, signal: AbortSignal): AsyncIterable<ChatEvent>;
  abstract edit(request: EditRequest): Promise<EditResult>;
  /** Reviews a collector's chat message against the rules; answers only findings with known rule ids. */
  abstract reviewMessage(request: MessageReviewRequest): Promise<MessageReviewFinding[]>;
  /**
   * Reads facts out of the text of a consumer's papers (after the extraction rules). Answers only the
   * asked fields, each value checked by parseFactCandidates (its shape, cents, a state code, ...), with the model's
   * confidence clamped to 0..MAX_MODEL_CONFIDENCE. The offline driver has no model and answers [].
   */
  abstract extractFacts(text: string, fields: readonly ExtractedField[]): Promise<FactCandidateFromModel[]>;
  /**
   * A short third-person summary of a consumer's hardship for the firm, from their own answers only (the reasons
   * they ticked and their details). Answers the model's text; the caller cleans and checks it. The offline driver
   * has no model and throws LlmUnavailableError (the caller keeps the plain summary of the answers).
   */
  abstract writeHardshipStatement(answers: HardshipAnswer[]): Promise<string>;
}

/** One hardship the consumer ticked, with the label the form showed and their own words. */
export interface HardshipAnswer {
  label: string;
  details: string | null;
}

export interface FactCandidateFromModel {
  field: ExtractedField;
  value: unknown;
  confidence: number;
}

/** A model's fact never counts as more certain than this (a rule's labelled reading goes up to 0.95). */
export const MAX_MODEL_CONFIDENCE = 0.9;
/** The confidence given to a model's value that came without a usable one. */
export const DEFAULT_MODEL_CONFIDENCE = 0.5;

const EMAIL = /^[^\s@;,]+@[^\s@;,]+\.[a-z]{2,}$/i;

/** One model value checked against its field's shape (see domain/walkthrough/fields.ts); null when it does not fit. */
export function checkFactValue(field: ExtractedField, value: unknown): ExtractedFact['value'] | null {
  switch (field) {
    case 'lawsuit_amount':
      return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
    case 'lawsuit_state':
      return typeof value === 'string' ? stateCodeOf(value) : null;
    case 'lawsuit_exists':
      return typeof value === 'boolean' ? value : null;
    case 'lawyer_email': {
      const list = typeof value === 'string' ? [value] : value;
      if (!Array.isArray(list) || !list.every((e) => typeof e === 'string')) return null;
      const emails = [...new Set((list as string[]).map((e) => e.trim().toLowerCase()).filter((e) => EMAIL.test(e)))];
      return emails.length ? emails : null;
    }
    case 'customer_phone_number': {
      if (typeof value !== 'string') return null;
      const digits = value.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
      return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : null;
    }
    case 'customer_mailing_address': {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
      const v = value as Record<string, unknown>;
      const keys = ['customer_street', 'customer_city', 'customer_state', 'customer_zip_code'] as const;
      if (!keys.every((k) => typeof v[k] === 'string' && (v[k] as string).trim())) return null;
      const state = stateCodeOf(v.customer_state as string);
      const zip = (v.customer_zip_code as string).trim();
      if (!state || !/^\d{5}(?:-\d{4})?$/.test(zip)) return null;
      return {
        customer_street: (v.customer_street as string).trim().slice(0, 200),
        customer_city: (v.customer_city as string).trim().slice(0, 100),
        customer_state: state,
        customer_zip_code: zip,
      };
    }
    default: {
      // Names, the civil number and the court: one line of text.
      if (typeof value !== 'string') return null;
      const text = value.replace(/\s+/g, ' ').trim();
      return text && text.length <= 300 ? text : null;
    }
  }
}

/**
 * A model's JSON answer `{"facts": [{"field", "value", "confidence"}]}` (a bare list is read too) as candidates:
 * unknown or unasked fields and values of the wrong shape are dropped, duplicates kept once, confidence clamped to
 * 0..MAX_MODEL_CONFIDENCE (DEFAULT_MODEL_CONFIDENCE when missing). Anything else is no candidates.
 */
export function parseFactCandidates(raw: unknown, fields: readonly ExtractedField[]): FactCandidateFromModel[] {
  const list: unknown = Array.isArray(raw)
    ? raw
    : raw && typeof raw === 'object'
      ? (raw as { facts?: unknown }).facts
      : null;
  if (!Array.isArray(list)) return [];
  const asked = new Set<string>(fields);
  const out: FactCandidateFromModel[] = [];
  for (const item of list.slice(0, 100) as unknown[]) {
    if (!item || typeof item !== 'object') continue;
    const f = item as Record<string, unknown>;
    if (typeof f.field !== 'string' || !asked.has(f.field)) continue;
    const field = f.field as ExtractedField;
    const value = checkFactValue(field, f.value);
    if (value === null) continue;
    if (out.some((o) => o.field === field && JSON.stringify(o.value) === JSON.stringify(value))) continue;
    const c =
      typeof f.confidence === 'number' && Number.isFinite(f.confidence) ? f.confidence : DEFAULT_MODEL_CONFIDENCE;
    out.push({ field, value, confidence: Math.min(MAX_MODEL_CONFIDENCE, Math.max(0, c)) });
  }
  return out;
}

/** Validates a function call coming from a model; a call with bad arguments is dropped, never executed. */
export function parseToolCall(name: string, rawArguments: unknown): ToolCall | null {
  const args = (typeof rawArguments === 'string' ? safeJson(rawArguments) : rawArguments) as Record<
    string,
    unknown
  > | null;
  if (!args || typeof args !== 'object') return null;
  switch (name) {
    case 'fill-field':
      return typeof args.field_name === 'string' &&
        typeof args.value === 'string' &&
        args.field_name.trim() &&
        args.value.trim()
        ? { name, arguments: { field_name: args.field_name.trim(), value: args.value.trim() } }
        : null;
    case 'show-payment-widget':
      return PAYMENT_TABS.includes(args.active_tab as PaymentTab)
        ? { name, arguments: { active_tab: args.active_tab as PaymentTab } }
        : null;
    case 'start-walkthrough':
      return WALKTHROUGHS.includes(args.document_name as Walkthrough)
        ? { name, arguments: { document_name: args.document_name as Walkthrough } }
        : null;
    default:
      return null;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** JSON schemas of the functions, in the OpenAI tools format (the offline driver picks them by intent instead). */
export const TOOL_SPECS = [
  {
    type: 'function' as const,
    function: {
      name: 'fill-field',
      description:
        "Fill a field of the consumer's current form (for example phone_number, email, zip_code) with a value they gave.",
      parameters: {
        type: 'object',
        properties: { field_name: { type: 'string' }, value: { type: 'string' } },
        required: ['field_name', 'value'],
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function' as const,
    function: {
      name: 'show-payment-widget',
      description:
        "Show the payment widget of the consumer's payment plan: change the autopay date, make an additional payment, or pay early.",
      parameters: {
        type: 'object',
        properties: { active_tab: { type: 'string', enum: [...PAYMENT_TABS] } },
        required: ['active_tab'],
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function' as const,
    function: {
      name: 'start-walkthrough',
      description:
        'Start a guided walkthrough: debt_answer (answer a summons), solosettle (settle a debt) or document_generation (write a document).',
      parameters: {
        type: 'object',
        properties: { document_name: { type: 'string', enum: [...WALKTHROUGHS] } },
        required: ['document_name'],
        additionalProperties: false,
      },
    },
  },
];

export const EDIT_OPTION_LABELS: Record<EditOption, string> = {
  legal_formality: 'Legal formality',
  citation_density: 'Citation density',
  tone_balance: 'Tone balance',
  friendliness: 'Friendliness',
  general_edit: 'General edit',
};

/** Keeps the findings a model answered that name a rule of the request, with text fields trimmed to size. */
export function parseReviewFindings(raw: unknown, rules: ReviewRule[]): MessageReviewFinding[] {
  const list = (raw && typeof raw === 'object' && Array.isArray((raw as { findings?: unknown }).findings)
    ? (raw as { findings: unknown[] }).findings
    : []) as Array<Record<string, unknown>>;
  const known = new Map(rules.map((r) => [r.id, r]));
  const out: MessageReviewFinding[] = [];
  for (const f of list) {
    if (!f || typeof f !== 'object' || typeof f.rule_id !== 'string' || !known.has(f.rule_id)) continue;
    if (out.some((o) => o.rule_id === f.rule_id)) continue;
    const description = typeof f.description === 'string' && f.description.trim() ? f.description.trim() : known.get(f.rule_id)!.description;
    out.push({
      rule_id: f.rule_id,
      description: description.slice(0, 300),
      excerpt: typeof f.excerpt === 'string' ? f.excerpt.slice(0, 200) : '',
    });
  }
  return out;
}
