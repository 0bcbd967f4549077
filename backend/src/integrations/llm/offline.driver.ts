import type { ExtractedField } from '@parley/domain/walkthrough/fields';
import {
  ChatEvent,
  ChatRequest,
  EditRequest,
  EditResult,
  FactCandidateFromModel,
  KnowledgeSource,
  LanguageModel,
  MessageReviewFinding,
  MessageReviewRequest,
  PaymentTab,
  ToolCall,
  ToolOutcome,
  Walkthrough,
} from './llm.port';

export const OFFLINE_NOTICE =
  "I'm the offline assistant: I answer from Parley's own articles and your account, not from a language model.";

/** Which function a question asks for, by its wording (the offline stand-in for a model's function calling). */
export function intentOf(text: string): ToolCall | null {
  const t = text.toLowerCase();
  // The value is the rest of its line (only blank lines may follow). `(?=(x))\N` takes x whole and never gives any
  // back, so the spaces around the value cannot be traded between two repetitions (polynomial backtracking).
  const fill =
    /\b(?:my|set|fill(?: in)?|update|change)\s+(?:my\s+)?(phone(?: number)?|email(?: address)?|zip(?: code)?|first name|last name|city|street address|address)\s*(?:is|to|with|as|:|=)(?=(\s*))\2(?=([^\n]*))\3\s*$/i.exec(
      text,
    );
  const filled = fill?.[3].trim();
  if (fill && filled) {
    const field = fill[1]
      .toLowerCase()
      .replace(/ (number|address|code)$/, (m) => (m === ' number' ? '_number' : m === ' code' ? '_code' : ''))
      .replace(/ /g, '_');
    return {
      name: 'fill-field',
      arguments: { field_name: field === 'street_address' ? 'address' : field, value: filled.replace(/[.!]$/, '').trimEnd() || filled },
    };
  }
  const payment = /\b(pay(?:ment)?s?|autopay|installment)\b/.test(t);
  if (payment) {
    let tab: PaymentTab | null = null;
    if (/\b(date|day|move|reschedul|change)\b/.test(t)) tab = 'change_date';
    else if (/\b(extra|additional|more|another)\b/.test(t)) tab = 'additional_payment';
    else if (/\b(early|off|ahead|in full|now)\b/.test(t)) tab = 'pay_early';
    if (tab) return { name: 'show-payment-widget', arguments: { active_tab: tab } };
  }
  let walkthrough: Walkthrough | null = null;
  if (/\b(start|begin|help me|file|write|draft|prepare|create|make)\b/.test(t)) {
    if (/\b(answer|respond|response)\b.*\b(summons|lawsuit|complaint|suit|court)\b|\bfile an answer\b/.test(t))
      walkthrough = 'debt_answer';
    else if (/\b(settle|settlement|offer)\b/.test(t)) walkthrough = 'solosettle';
    else if (/\b(letter|document|dispute|validation)\b/.test(t)) walkthrough = 'document_generation';
  }
  return walkthrough ? { name: 'start-walkthrough', arguments: { document_name: walkthrough } } : null;
}

const STOP = new Set(
  'a an and are as at be by can do does for from has have how i if in is it me my of on or our should so that the their them then there this to was what when where which who why will with you your'.split(
    ' ',
  ),
);

export function terms(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((w) => w.length > 1 && !STOP.has(w));
}

/** The sentences of a source that share the most terms with the question, in their original order. */
export function bestSentences(source: KnowledgeSource, question: string, max: number): string[] {
  const wanted = new Set(terms(question));
  const sentences = source.text.split(/(?<=[.!?])\s+/).filter((s) => s.trim().length > 0);
  const scored = sentences.map((s, i) => ({ s, i, score: terms(s).filter((w) => wanted.has(w)).length }));
  const top = scored
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, max);
  return top.sort((a, b) => a.i - b.i).map((x) => x.s.trim());
}

/**
 * The sentence about a function that ran, built from its outcome only: what it did (its own message), or that it
 * did nothing and why (the rule's sentence). Never a claim the outcome does not make.
 */
export function actionSentence(outcome: ToolOutcome): string {
  return outcome.ok ? outcome.message : outcome.error;
}

/** Builds the offline answer: the notice, what the function did, then what the product's own content says. */
export function composeOfflineAnswer(request: ChatRequest, call: ToolCall | null, outcome: ToolOutcome | null = null): string {
  const parts = [OFFLINE_NOTICE];
  if (call && outcome) parts.push(actionSentence(outcome));
  const account = request.sources.filter((s) => s.kind === 'account');
  const articles = request.sources.filter((s) => s.kind === 'article');
  const facts = account.flatMap((s) => bestSentences(s, request.userRequest, 2));
  if (facts.length) parts.push(`From your account: ${facts.join(' ')}`);
  const article = articles[0];
  if (article) {
    const lines = bestSentences(article, request.userRequest, 3);
    if (lines.length)
      parts.push(
        `From our article "${article.title}": ${lines.join(' ')}${article.url ? ` Read more at ${article.url}.` : ''}`,
      );
  }
  if (parts.length === 1 || (!call && !facts.length && !article))
    parts.push(
      'I could not find that in our articles or your account. Try asking about answering a summons in your state, your deadline, settling a debt, or your payment plan.',
    );
  parts.push('This is general information, not legal advice; check your summons for your own deadline.');
  return parts.join('\n\n');
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** Answers from the product's own content, streaming word groups like a model would, with the same functions. */
export class OfflineLanguageModel extends LanguageModel {
  readonly provider = 'offline' as const;
  constructor(private readonly chunkDelayMs = 25) {
    super();
  }

  async *chat(request: ChatRequest, signal: AbortSignal): AsyncIterable<ChatEvent> {
    const call = intentOf(request.userRequest);
    const outcome = call ? await request.runTool(call) : null;
    if (call && outcome) yield { type: 'tool_call', call, outcome };
    const words = composeOfflineAnswer(request, call, outcome).split(/(?<=\s)/);
    for (let i = 0; i < words.length; i += 4) {
      if (signal.aborted) return;
      yield { type: 'delta', text: words.slice(i, i + 4).join('') };
      await sleep(this.chunkDelayMs, signal);
    }
  }

  /**
   * Without a model there is no second opinion: the rule scanner (domain/compliance), which always runs first, is
   * the whole check offline. Answering no findings is the truthful result of "no model reviewed this".
   */
  reviewMessage(_request: MessageReviewRequest): Promise<MessageReviewFinding[]> {
    return Promise.resolve([]);
  }

  /**
   * No model reads the papers offline: the extraction rules (domain/extraction), which always run first, are the
   * whole reading. Answering no candidates is the truthful result; inventing some would pass guesses off as facts.
   */
  extractFacts(_text: string, _fields: readonly ExtractedField[]): Promise<FactCandidateFromModel[]> {
    return Promise.resolve([]);
  }

  async edit(request: EditRequest): Promise<EditResult> {
    const target = request.selection ?? request.document;
    const { text, summary } = offlineEdit(target, request);
    return { edited: text, summary };
  }
}

type Rule = [RegExp, string];
const CONTRACTION_PAIRS: Array<[string, string]> = [
  ["can't", 'cannot'],
  ["won't", 'will not'],
  ["don't", 'do not'],
  ["doesn't", 'does not'],
  ["didn't", 'did not'],
  ["isn't", 'is not'],
  ["aren't", 'are not'],
  ["wasn't", 'was not'],
  ["I'm", 'I am'],
  ["I've", 'I have'],
  ["I'll", 'I will'],
  ["it's", 'it is'],
  ["that's", 'that is'],
  ["you're", 'you are'],
];
const CONTRACTIONS: Rule[] = CONTRACTION_PAIRS.map(([short, long]) => [new RegExp(`\\b${short}\\b`, 'g'), long]);
const EXPANSIONS: Rule[] = CONTRACTION_PAIRS.map(([short, long]) => [new RegExp(`\\b${long}\\b`, 'g'), short]);
const INFORMAL: Rule[] = [
  [/\bget\b/g, 'obtain'],
  [/\bgot\b/g, 'received'],
  [/\bbuy\b/g, 'purchase'],
  [/\bhelp\b/g, 'assist'],
  [/\bask for\b/g, 'request'],
  [/\bshow\b/g, 'demonstrate'],
  [/\bok\b/gi, 'acceptable'],
];
const HEDGES: Rule[] = [
  [/\bI think that\s+/gi, ''],
  [/\bI think\s+/gi, ''],
  [/\bmaybe\s+/gi, ''],
  [/\bperhaps\s+/gi, ''],
  [/\bkind of\s+/gi, ''],
  [/\bsort of\s+/gi, ''],
];
const SOFTEN: Rule[] = [
  [/\bdemand\b/g, 'request'],
  [/\bmust\b/g, 'should'],
  [/\bimmediately\b/g, 'promptly'],
];
const CITATIONS: Rule[] = [
  [/\bFair Debt Collection Practices Act\b(?! \()/g, 'Fair Debt Collection Practices Act (15 U.S.C. § 1692 et seq.)'],
  [/\bvalidation of (?:the|this) debt\b(?! \()/gi, '$& (15 U.S.C. § 1692g)'],
  [/\bFair Credit Reporting Act\b(?! \()/g, 'Fair Credit Reporting Act (15 U.S.C. § 1681 et seq.)'],
  [/\bRegulation F\b(?! \()/g, 'Regulation F (12 C.F.R. Part 1006)'],
];
const CITATION_PATTERN = /\s*\((?:see\s+)?(?:\d+\s+U\.S\.C\.|\d+\s+C\.F\.R\.)[^)]*\)/g;

function applyRules(text: string, rules: Rule[]): { text: string; count: number } {
  let count = 0;
  for (const [pattern, replacement] of rules)
    text = text.replace(pattern, (...m) => {
      count++;
      return replacement.replace('$&', m[0] as string);
    });
  return { text, count };
}

/** Applies a function to the text between HTML tags only, so markup survives every edit. */
function mapText(html: string, fn: (text: string) => string): string {
  return html
    .split(/(<[^>]+>)/)
    .map((part) => (part.startsWith('<') ? part : fn(part)))
    .join('');
}

/** The offline AI edit: deterministic rewriting rules per option, stronger the further the slider is from 5. */
export function offlineEdit(
  html: string,
  request: Pick<EditRequest, 'option' | 'sliderValue'>,
): { text: string; summary: string } {
  const up = request.sliderValue > 5;
  const down = request.sliderValue < 5;
  const strong = Math.abs(request.sliderValue - 5) >= 3;
  let changes = 0;
  const run = (rules: Rule[]) =>
    (html = mapText(html, (t) => {
      const r = applyRules(t, rules);
      changes += r.count;
      return r.text;
    }));
  const tidy = () =>
    (html = mapText(html, (t) => {
      const next = t
        .replace(/ {2,}/g, ' ')
        .replace(/\bi\b/g, 'I')
        .replace(/([.!?]\s+)([a-z])/g, (_m, p: string, c: string) => p + c.toUpperCase());
      if (next !== t) changes++;
      return next;
    }));
  let summary: string;
  switch (request.option) {
    case 'legal_formality':
      if (up || !down) run(CONTRACTIONS);
      if (up && strong) run(INFORMAL);
      if (down) run(EXPANSIONS);
      summary = down ? 'Made the language plainer and less formal.' : 'Made the language more formal.';
      break;
    case 'citation_density':
      if (up) run(CITATIONS);
      if (down)
        html = mapText(html, (t) => {
          const n = t.replace(CITATION_PATTERN, '');
          if (n !== t) changes++;
          return n;
        });
      summary = up
        ? 'Added statute citations where the document names a law.'
        : down
          ? 'Removed statute citations.'
          : 'Kept citations as they were.';
      break;
    case 'tone_balance':
      if (up) run(HEDGES);
      if (down) run(SOFTEN);
      summary = up
        ? 'Made the tone more assertive by removing hedging.'
        : down
          ? 'Softened demanding language.'
          : 'Kept the tone balanced.';
      break;
    case 'friendliness': {
      const closing = 'Thank you for your time and attention to this matter.';
      if (up && !html.includes(closing)) {
        html = /<\/p>\s*$/.test(html) ? `${html}<p>${closing}</p>` : `${html} ${closing}`;
        changes++;
      }
      if (down)
        run([
          [/\s*Thank you for your time and attention to this matter\.?/g, ''],
          [/\bPlease\s+(\w)/g, '$1'],
        ]);
      summary = up
        ? 'Added a courteous closing.'
        : down
          ? 'Removed pleasantries to keep it brief.'
          : 'Kept the friendliness as it was.';
      break;
    }
    default:
      tidy();
      summary = 'Tidied spacing and capitalisation.';
  }
  if (request.option !== 'general_edit') tidy();
  return { text: html, summary: changes ? summary : `${summary} No wording needed to change.` };
}
