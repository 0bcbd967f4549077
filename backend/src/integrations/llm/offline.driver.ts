import type { ExtractedField } from '@parley/domain/walkthrough/fields';
import {
  ChatEvent,
  ChatRequest,
  DEFAULT_EDIT_INSTRUCTION,
  EditRequest,
  EditResult,
  FactCandidateFromModel,
  HardshipAnswer,
  LlmUnavailableError,
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
    /\b(?:my|set|fill(?: in)?|update|change)\s+(?:my\s+)?(phone(?: number)?|email(?: address)?|zip(?: code)?|first name|last name|full name|city|street address|address|birthdate|birthday|date of birth)\s*(?:is|to|with|as|:|=)(?=(\s*))\2(?=([^\n]*))\3\s*$/i.exec(
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

  /** No model offline: a statement written here would be a template passed off as the model's words. */
  writeHardshipStatement(_answers: HardshipAnswer[]): Promise<string> {
    return Promise.reject(new LlmUnavailableError('No language model is configured.'));
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
    .split(/(<[^<>]*>)/)
    .map((part) => (part.startsWith('<') ? part : fn(part)))
    .join('');
}

const FILLER: Rule[] = [
  [/\bI am writing to inform you that\s+/gi, ''],
  [/\bplease be advised that\s+/gi, ''],
  [/\bin order to\b/gi, 'to'],
  [/\bdue to the fact that\b/gi, 'because'],
  [/\bat this point in time\b/gi, 'now'],
  [/\bin the event that\b/gi, 'if'],
  [/\bwith regard to\b/gi, 'about'],
  [/\b(?:really|very|actually|basically|just|quite)\s+/gi, ''],
  ...HEDGES,
];

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
const words = (html: string) => (html.replace(/<[^<>]*>/g, ' ').match(/\S+/g) ?? []).length;
/** Double quotes (straight or curly) or single quotes around a phrase, else the phrase as typed. */
const unquote = (t: string) => t.trim().replace(/^["'\u201c\u2018](.*)["'\u201d\u2019]$/s, '$1').trim();
const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * "X with Y" (also to, for, by) as [X, Y]: a quoted X may contain those words; an unquoted one ends at the first
 * " with ", else the first " to ", " for " or " by ".
 */
function splitPair(rest: string): [string, string] | null {
  const open = /^["'\u201c\u2018]/.test(rest);
  if (open) {
    const close = rest.slice(1).search(/["'\u201d\u2019]/);
    if (close >= 0) {
      const after = rest.slice(close + 2).trim();
      const sep = /^(?:with|to|for|by) /i.exec(after);
      if (sep) return [rest.slice(0, close + 2), after.slice(sep[0].length)];
    }
  }
  const lower = rest.toLowerCase();
  for (const sep of [' with ', ' to ', ' for ', ' by ']) {
    const i = lower.indexOf(sep);
    if (i > 0) return [rest.slice(0, i), rest.slice(i + sep.length)];
  }
  return null;
}

/** What one instruction did: a sentence for the summary, or why it could not be done offline. */
type Step = { done: string } | { notDone: string };

/**
 * One clause of the consumer's instruction, carried out with fixed rules (no model): replace words, remove a
 * sentence or words, more or less formal, shorter, friendlier, firmer, softer, citations, tidy. Anything else is
 * reported as not done offline.
 */
function applyInstruction(html: string, clause: string): { html: string; step: Step } {
  // One space between words: the patterns below then need no overlapping quantifiers.
  const c = clause.replace(/\s+/g, ' ').trim().replace(/[.!]+$/, '');
  const lower = c.toLowerCase();
  const byRules = (rules: Rule[], done: string, none: string) => {
    let count = 0;
    const next = mapText(html, (t) => {
      const r = applyRules(t, rules);
      count += r.count;
      return r.text;
    });
    return { html: next, step: count ? { done: `${done} (${plural(count, 'change')}).` } : { notDone: none } };
  };
  const verb = /^(?:please )?(?:replace|change|swap|substitute) (.+)$/i.exec(c);
  const replace = verb ? splitPair(verb[1]) : null;
  if (replace) {
    const from = unquote(replace[0]);
    const to = unquote(replace[1]);
    if (!from) return { html, step: { notDone: `"${c}": nothing to replace was named.` } };
    let count = 0;
    const pattern = new RegExp(/^\w/.test(from) && /\w$/.test(from) ? `\\b${escape(from)}\\b` : escape(from), 'gi');
    const next = mapText(html, (t) => t.replace(pattern, () => (count++, to)));
    return {
      html: next,
      step: count
        ? { done: `Replaced "${from}" with "${to}" (${plural(count, 'time')}).` }
        : { notDone: `"${from}" is not in the text, so nothing was replaced.` },
    };
  }
  const sentence =
    /^(?:please )?(?:remove|delete|drop|cut) (?:the )?(?:(first|last) )?sentences?(?: (?:that )?(?:says|saying|about|containing|with|mentioning|mentions) (.+))?$/i.exec(
      c,
    );
  if (sentence && (sentence[1] || sentence[2])) {
    const which = (sentence[1] ?? '').toLowerCase();
    const needle = sentence[2] ? unquote(sentence[2]).toLowerCase() : null;
    const parts = html.split(/(<[^<>]*>)/);
    const texts = parts.map((p, i) => (p.startsWith('<') || !p.trim() ? -1 : i)).filter((i) => i >= 0);
    let removed = 0;
    const cut = (i: number, keep: (s: string, k: number, all: string[]) => boolean) => {
      const all = parts[i].split(/(?<=[.!?])\s+/);
      const kept = all.filter((s, k) => keep(s, k, all));
      removed += all.length - kept.length;
      parts[i] = kept.join(' ');
    };
    if (needle) for (const i of texts) cut(i, (s) => !s.toLowerCase().includes(needle));
    else if (which === 'first' && texts.length) cut(texts[0], (_s, k) => k !== 0);
    else if (which === 'last' && texts.length) cut(texts[texts.length - 1], (_s, k, all) => k !== all.length - 1);
    const next = parts.join('').replace(/<p>\s*<\/p>/g, '');
    return {
      html: next,
      step: removed
        ? { done: `Removed ${plural(removed, 'sentence')}${needle ? ` containing "${sentence[2] ? unquote(sentence[2]) : ''}"` : ''}.` }
        : { notDone: `No sentence ${needle ? `containing "${unquote(sentence[2])}"` : 'to remove'} was found.` },
    };
  }
  const remove = /^(?:please )?(?:remove|delete|drop|cut) (?:the (?:words?|phrase) )?(["'\u201c\u2018].+["'\u201d\u2019])$/i.exec(c);
  if (remove) {
    const what = unquote(remove[1]);
    let count = 0;
    const pattern = new RegExp(`\\s*${escape(what)}`, 'gi');
    const next = mapText(html, (t) => t.replace(pattern, () => (count++, '')));
    return {
      html: next,
      step: count
        ? { done: `Removed "${what}" (${plural(count, 'time')}).` }
        : { notDone: `"${what}" is not in the text, so nothing was removed.` },
    };
  }
  if (/\b(less formal|plainer|simpler|plain (?:english|language)|casual|conversational)\b/.test(lower))
    return byRules(EXPANSIONS, 'Made the language plainer', 'Making it plainer: there were no formal phrasings the offline rules know.');
  if (/\b(more formal|formal|professional|legal(?:ly)?)\b/.test(lower))
    return byRules([...CONTRACTIONS, ...INFORMAL], 'Made the language more formal', 'Making it more formal: there were no contractions or informal words the offline rules know.');
  if (/\b(shorter|shorten|concise|brief(?:er)?|trim|condense|tighten)\b/.test(lower)) {
    const before = words(html);
    const r = byRules(FILLER, '', '');
    const saved = before - words(r.html);
    return {
      html: r.html,
      step: saved
        ? { done: `Made it shorter by removing filler (${plural(saved, 'word')} fewer).` }
        : { notDone: 'Making it shorter: there was no filler the offline rules know; shortening what it says needs the online assistant.' },
    };
  }
  if (/\b(friendl|polite|warm|courteous|kind)/.test(lower)) {
    const closing = 'Thank you for your time and attention to this matter.';
    if (html.includes(closing)) return { html, step: { notDone: 'Making it friendlier: it already ends with a courteous closing.' } };
    const next = /<\/p>\s*$/.test(html) ? `${html}<p>${closing}</p>` : `${html} ${closing}`;
    return { html: next, step: { done: 'Added a courteous closing.' } };
  }
  if (/\b(assertive|firm(?:er)?|strong(?:er)?|confident|direct)\b/.test(lower))
    return byRules(HEDGES, 'Made the tone more assertive by removing hedging', 'Making it firmer: there was no hedging the offline rules know.');
  if (/\b(soft(?:er|en)|gentle|gentler|less aggressive|milder)\b/.test(lower))
    return byRules(SOFTEN, 'Softened demanding language', 'Softening it: there were no demanding words the offline rules know.');
  if (/\b(remove|delete|drop|no)\b.*\bcitations?\b/.test(lower)) {
    let count = 0;
    const next = mapText(html, (t) => t.replace(CITATION_PATTERN, () => (count++, '')));
    return { html: next, step: count ? { done: `Removed ${plural(count, 'statute citation')}.` } : { notDone: 'There were no statute citations to remove.' } };
  }
  if (/\b(cit(?:e|ation|ations)|statutes?)\b/.test(lower))
    return byRules(CITATIONS, 'Added statute citations where the text names a law', 'Adding citations: the text names no law the offline rules know.');
  if (/\b(spelling|grammar|capitali[sz]|spacing|tidy|typos?|proofread)\b/.test(lower)) {
    const next = mapText(html, tidyText);
    return { html: next, step: next !== html ? { done: 'Tidied spacing and capitalisation.' } : { notDone: 'Spacing and capitalisation were already tidy; checking spelling and grammar needs the online assistant.' } };
  }
  return { html, step: { notDone: `"${c.slice(0, 120)}" needs the online assistant.` } };
}

function tidyText(t: string): string {
  return t
    .replace(/ {2,}/g, ' ')
    .replace(/\bi\b/g, 'I')
    .replace(/([.!?]\s+)([a-z])/g, (_m, p: string, ch: string) => p + ch.toUpperCase());
}

/** The instruction's clauses: sentences, lines, semicolons, and "and then". */
export function instructionClauses(instruction: string): string[] {
  return instruction
    .slice(0, 2000)
    .split(/\s*(?:[;\n]|(?<=[.!?])\s+|\band then\b|,\s*then\b)\s*/i)
    .map((c) => c.trim())
    .filter((c) => c.length > 1);
}

/**
 * The offline AI edit. The consumer's instruction comes first, clause by clause (applyInstruction); then the chosen
 * option at its slider (5 keeps the text as it is). The summary lists only what changed, and says plainly what the
 * offline rules could not do.
 */
export function offlineEdit(
  html: string,
  request: Pick<EditRequest, 'option' | 'sliderValue'> & { instruction?: string },
): { text: string; summary: string } {
  const done: string[] = [];
  const notDone: string[] = [];
  const instruction = request.instruction?.trim() ?? '';
  if (instruction && instruction !== DEFAULT_EDIT_INSTRUCTION)
    for (const clause of instructionClauses(instruction)) {
      const r = applyInstruction(html, clause);
      html = r.html;
      if ('done' in r.step) done.push(r.step.done);
      else notDone.push(r.step.notDone);
    }
  const option = optionEdit(html, request);
  html = option.text;
  if (option.changes) done.push(option.summary);
  const tidied = mapText(html, tidyText);
  if (tidied !== html && !done.includes('Tidied spacing and capitalisation.')) done.push('Tidied spacing and capitalisation.');
  html = tidied;
  const summary = [done.length ? done.join(' ') : 'Nothing was changed.'];
  if (notDone.length) summary.push(`Not done offline: ${notDone.join(' ')}`);
  return { text: html, summary: summary.join(' ') };
}

/** The chosen option at its slider: deterministic rewriting rules, stronger the further the slider is from 5. */
function optionEdit(
  html: string,
  request: Pick<EditRequest, 'option' | 'sliderValue'>,
): { text: string; summary: string; changes: number } {
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
  let summary = '';
  switch (request.option) {
    case 'legal_formality':
      if (up) run(CONTRACTIONS);
      if (up && strong) run(INFORMAL);
      if (down) run(EXPANSIONS);
      summary = down ? 'Made the language plainer and less formal' : 'Made the language more formal';
      break;
    case 'citation_density':
      if (up) run(CITATIONS);
      if (down)
        html = mapText(html, (t) => t.replace(CITATION_PATTERN, () => (changes++, '')));
      summary = up ? 'Added statute citations where the document names a law' : 'Removed statute citations';
      break;
    case 'tone_balance':
      if (up) run(HEDGES);
      if (down) run(SOFTEN);
      summary = up ? 'Made the tone more assertive by removing hedging' : 'Softened demanding language';
      break;
    case 'friendliness': {
      const closing = 'Thank you for your time and attention to this matter.';
      if (up && !html.includes(closing)) {
        html = /<\/p>\s*$/.test(html) ? `${html}<p>${closing}</p>` : `${html} ${closing}`;
        return { text: html, summary: 'Added a courteous closing.', changes: 1 };
      }
      if (down)
        run([
          [/\s*Thank you for your time and attention to this matter\.?/g, ''],
          [/\bPlease\s+(\w)/g, '$1'],
        ]);
      summary = 'Removed pleasantries to keep it brief';
      break;
    }
    default:
      // The general edit is the tidy that every edit ends with.
      break;
  }
  return { text: html, summary: `${summary} (${plural(changes, 'change')}).`, changes };
}
