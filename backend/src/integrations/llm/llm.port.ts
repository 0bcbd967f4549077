/**
 * The language-model port of the assistant (Ask Solo) and the editor's AI edit. Drivers speak these types only:
 * the openai SDK driver (any OpenAI-compatible server) and the offline driver (the product's own content).
 */

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

export interface ChatRequest {
  /** Persona and house instructions. */
  instructions: string;
  history: ChatTurn[];
  userRequest: string;
  /** Retrieved for this question by the assistant service (the same for every driver). */
  sources: KnowledgeSource[];
}

export type ChatEvent = { type: 'delta'; text: string } | { type: 'tool_call'; call: ToolCall };

export const EDIT_OPTIONS = [
  'legal_formality',
  'citation_density',
  'tone_balance',
  'friendliness',
  'general_edit',
] as const;
export type EditOption = (typeof EDIT_OPTIONS)[number];

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

/** A collector's chat message for a second, model-based compliance check (issue 6). */
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
