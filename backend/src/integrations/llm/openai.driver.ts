import OpenAI from 'openai';
import type { ExtractedField } from '@parley/domain/walkthrough/fields';
import {
  ChatEvent,
  ChatRequest,
  EditRequest,
  EditResult,
  FactCandidateFromModel,
  HardshipAnswer,
  LanguageModel,
  MessageReviewFinding,
  MessageReviewRequest,
  parseFactCandidates,
  parseReviewFindings,
  parseToolCall,
  TOOL_SPECS,
} from './llm.port';

/** How much of a paper's text is sent: a summons's first pages hold every fact; this bounds the cost. */
const MAX_EXTRACTION_CHARS = 20_000;

/** What each field's value must look like, for the extraction prompt (checked again by parseFactCandidates). */
const FIELD_FORMS: Record<ExtractedField, string> = {
  customer_name: "the consumer's (defendant's) full name",
  lawsuit_state: 'two-letter US state code of the court or, for a letter, of the consumer',
  lawsuit_amount: 'the amount claimed or owed, an integer number of CENTS (e.g. 152340 for $1,523.40)',
  civil_number: "the case / civil / index / docket number, or a letter's file or account number",
  lawyer_email: "list of the collector's or its lawyers' e-mail addresses (not the court's)",
  law_firm_name: "the plaintiff's law firm",
  plaintiff_name: 'the plaintiff or creditor suing or collecting',
  court_name: 'the court named on the papers',
  customer_mailing_address:
    'object {"customer_street", "customer_city", "customer_state" (two letters), "customer_zip_code"}, the consumer\'s address',
  customer_phone_number: "the consumer's phone number",
  lawsuit_exists:
    'true when the papers are court papers (summons, complaint, petition, a case filed in a court), false when they are a collector\'s letter with no court case',
};

export interface OpenAiSettings {
  apiKey: string;
  baseURL?: string;
  model: string;
}

function systemPrompt(request: ChatRequest): string {
  const sources = request.sources
    .map(
      (s, i) =>
        `[${i + 1}] ${s.kind === 'account' ? "From the consumer's account" : 'Article'}: ${s.title}${s.url ? ` (${s.url})` : ''}\n${s.text}`,
    )
    .join('\n\n');
  return `${request.instructions}\n\nUse these sources when they answer the question; say so when they do not.\n\n${sources || '(no sources found)'}`;
}

/** The openai SDK driver: the only file that imports the SDK. Any OpenAI-compatible server works (base URL). */
export class OpenAiLanguageModel extends LanguageModel {
  readonly provider = 'openai' as const;
  private readonly client: OpenAI;

  constructor(private readonly settings: OpenAiSettings) {
    super();
    this.client = new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseURL, maxRetries: 1, timeout: 60_000 });
  }

  async *chat(request: ChatRequest, signal: AbortSignal): AsyncIterable<ChatEvent> {
    const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [
      { role: 'system', content: systemPrompt(request) },
      ...request.history.map((t) => ({ role: t.role, content: t.content })),
      { role: 'user', content: request.userRequest },
    ];
    // Function call arguments arrive in pieces keyed by index; they are complete only when the stream ends.
    const calls = new Map<number, { id: string; name: string; args: string }>();
    for await (const text of this.stream(messages, true, signal, calls)) yield { type: 'delta', text };
    if (signal.aborted || calls.size === 0) return;
    // Each call is run, and its outcome goes back to the model, whose next words say what really happened.
    const results: OpenAI.Chat.ChatCompletionMessageParam[] = [];
    const asked: OpenAI.Chat.ChatCompletionMessageToolCall[] = [];
    for (const [index, { id, name, args }] of calls) {
      const call = parseToolCall(name, args);
      const callId = id || `call_${index}`;
      asked.push({ id: callId, type: 'function', function: { name, arguments: args } });
      let content: string;
      if (call) {
        const outcome = await request.runTool(call);
        yield { type: 'tool_call', call, outcome };
        content = outcome.ok ? `Done: ${outcome.message}` : `Not done: ${outcome.error}`;
      } else content = 'Not done: the arguments were not valid.';
      results.push({ role: 'tool', tool_call_id: callId, content });
    }
    if (signal.aborted) return;
    messages.push({ role: 'assistant', content: null, tool_calls: asked }, ...results);
    yield { type: 'delta', text: '\n\n' };
    for await (const text of this.stream(messages, false, signal, calls)) yield { type: 'delta', text };
  }

  /** One streamed completion: yields its text; with `tools`, collects the function calls it asks for. */
  private async *stream(
    messages: OpenAI.Chat.ChatCompletionMessageParam[],
    tools: boolean,
    signal: AbortSignal,
    calls: Map<number, { id: string; name: string; args: string }>,
  ): AsyncIterable<string> {
    const stream = await this.client.chat.completions.create(
      { model: this.settings.model, stream: true, ...(tools ? { tools: TOOL_SPECS } : {}), messages },
      { signal },
    );
    for await (const chunk of stream) {
      // Chunks already received are still iterated after an abort; a stopped answer must not grow.
      if (signal.aborted) return;
      const delta = chunk.choices[0]?.delta;
      if (!delta) continue;
      if (delta.content) yield delta.content;
      if (!tools) continue;
      for (const piece of delta.tool_calls ?? []) {
        const call = calls.get(piece.index) ?? { id: '', name: '', args: '' };
        if (piece.id) call.id = piece.id;
        if (piece.function?.name) call.name += piece.function.name;
        if (piece.function?.arguments) call.args += piece.function.arguments;
        calls.set(piece.index, call);
      }
    }
  }

  /** A JSON-mode answer listing broken rules; anything that is not a known rule id is dropped. */
  async reviewMessage(request: MessageReviewRequest): Promise<MessageReviewFinding[]> {
    const answer = await this.client.chat.completions.create({
      model: this.settings.model,
      temperature: 0,
      response_format: { type: 'json_object' },
      messages: [
        {
          role: 'system',
          content:
            'You check messages a debt collector wants to send to a consumer against US debt-collection law ' +
            '(FDCPA, Regulation F). Report only clear violations of the listed rules; truthful statements of fact ' +
            '(a court date, a pending lawsuit, an existing judgment, a suggestion to talk to an attorney) are allowed. ' +
            'Answer only with JSON {"findings": [{"rule_id": "<one of the ids>", "description": "<one plain sentence ' +
            'for the collector>", "excerpt": "<the words that break it>"}]}, or {"findings": []}.\n\nRules:\n' +
            request.rules.map((r) => `${r.id} (${r.citation}): ${r.description}`).join('\n') +
            (request.facts.length ? `\n\nFacts about the account:\n${request.facts.join('\n')}` : ''),
        },
        { role: 'user', content: request.body },
      ],
    });
    const text = answer.choices[0]?.message?.content ?? '';
    try {
      return parseReviewFindings(JSON.parse(text), request.rules);
    } catch {
      return [];
    }
  }

  /** One JSON-mode completion; an answer that is not the asked JSON gives no candidates (see parseFactCandidates). */
  async extractFacts(text: string, fields: readonly ExtractedField[]): Promise<FactCandidateFromModel[]> {
    if (!fields.length || !text.trim()) return [];
    const answer = await this.client.chat.completions.create({
      model: this.settings.model,
      temperature: 0,
      response_format: { type: 'json_object' },
      messages: [
        {
          role: 'system',
          content:
            'You read the text of US court papers and debt collection letters that a consumer received (from a PDF ' +
            'or OCR, so it may contain reading errors). Report only facts the text states; never guess. Answer only ' +
            'with JSON {"facts": [{"field": "<one of the fields>", "value": <value>, "confidence": <0 to 1, how ' +
            'sure you are that the text states exactly this>}]}, or {"facts": []}.\n\nFields:\n' +
            fields.map((f) => `${f}: ${FIELD_FORMS[f]}`).join('\n'),
        },
        { role: 'user', content: text.slice(0, MAX_EXTRACTION_CHARS) },
      ],
    });
    const content = answer.choices[0]?.message?.content ?? '';
    try {
      return parseFactCandidates(JSON.parse(/\{[\s\S]*\}/.exec(content)?.[0] ?? content), fields);
    } catch {
      return [];
    }
  }

  /** One plain completion at temperature 0; the consumer's answers are the only facts it is given. */
  async writeHardshipStatement(answers: HardshipAnswer[]): Promise<string> {
    const facts = answers.map((a) => `- ${a.label}${a.details ? `: ${a.details}` : ''}`).join('\n');
    const answer = await this.client.chat.completions.create({
      model: this.settings.model,
      temperature: 0,
      max_tokens: 300,
      messages: [
        {
          role: 'system',
          content:
            "Write a short summary (two to four sentences, plain text, no lists or headings) of a consumer's financial " +
            'hardship for the debt collector handling their account. Write in the third person ("The consumer ..."). ' +
            'Use only the facts the consumer gave below: add no facts, amounts, dates, diagnoses, promises or advice ' +
            'of your own, and do not judge or argue.',
        },
        { role: 'user', content: `The consumer's hardship answers:\n${facts}` },
      ],
    });
    return answer.choices[0]?.message?.content ?? '';
  }

  async edit(request: EditRequest): Promise<EditResult> {
    const target = request.selection ?? request.document;
    const answer = await this.client.chat.completions.create({
      model: this.settings.model,
      messages: [
        {
          role: 'system',
          content:
            'You edit legal documents written by consumers. Keep the HTML markup. Answer only with JSON ' +
            '{"edited_content": "<the edited HTML>", "edit_summary": "<one sentence>"}.',
        },
        {
          role: 'user',
          content:
            `Adjust "${request.sliderLabel}" to ${request.sliderValue} on a scale of 1 to 10 (5 keeps it as it is). ` +
            `${request.instruction}\n\n${request.selection ? 'Edit only this part' : 'The document'}:\n${target}` +
            (request.selection ? `\n\nWhole document for context:\n${request.document}` : ''),
        },
      ],
    });
    const text = answer.choices[0]?.message?.content ?? '';
    const json = /\{[\s\S]*\}/.exec(text)?.[0];
    try {
      const parsed = JSON.parse(json ?? '') as { edited_content?: unknown; edit_summary?: unknown };
      if (typeof parsed.edited_content === 'string' && parsed.edited_content.trim())
        return {
          edited: parsed.edited_content,
          summary: typeof parsed.edit_summary === 'string' ? parsed.edit_summary : 'Edited the document.',
        };
    } catch {
      // Fall through: a model that ignored the format still returned the edited text.
    }
    if (!text.trim()) throw new Error('The model returned no text.');
    return { edited: text.trim(), summary: 'Edited the document.' };
  }
}
