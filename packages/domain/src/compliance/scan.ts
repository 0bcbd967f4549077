/**
 * The scanner: runs every rule of rules.ts over one message. Pure and synchronous; the compliance-scan worker job
 * calls it before a collector's message is delivered, and the pages may call it to warn while typing.
 */
import { excerptOf, findHits, isNegated, isThreat, type Hit, type LexiconEntry } from './matchers';
import { normalize, type NormalizedText } from './normalize';
import { OBSCURED_WORDS, RULE_DEFINITIONS, type CheckHit, type RuleDefinition } from './rules';
import { maskSensitiveNumbers } from './sensitive';
import { statedFacts } from './stated-facts';
import type { ScanContext, Violation } from './types';
import { voiceOf, type Voice } from './voice';
import { modelFindings, SCANNER_MODEL, scoredSentences, type ModelFinding } from './model/model';

export function normalizeForScan(body: string): NormalizedText {
  return normalize(body, { dictionary: OBSCURED_WORDS });
}

/** What every rule reads about one message: its words, whose words they are, and the facts it states. */
export interface Analysis {
  text: NormalizedText;
  voice: Voice;
  /** The account's facts, plus those the message states itself ('this debt is too old to sue on'). */
  ctx: ScanContext;
}

// Computed once per scan and passed along: no cache keyed by the text (a WeakMap of every scanned message made the
// garbage collector's work grow with the traffic).
function analysisOf(text: NormalizedText, ctx: ScanContext): Analysis {
  return { text, voice: voiceOf(text), ctx: { ...ctx, ...statedFacts(text, ctx) } };
}

/** The first passage of the message that breaks this lexicon entry, or null. */
function matchEntry(entry: LexiconEntry, a: Analysis, ruleFacts?: RegExp[]): Hit | null {
  const { text, voice, ctx } = a;
  if (entry.when && !entry.when(ctx)) return null;
  const threatsOnly = entry.threatsOnly?.(ctx) ?? false;
  // A denied phrase denies the words inside it: in 'nobody thinks you are a deadbeat' the bare 'deadbeat' is
  // too far from 'nobody' to see it, but it sits inside the negated 'you are a deadbeat'.
  const denied: Hit[] = [];
  for (const pattern of entry.patterns) {
    for (const hit of findHits(text, pattern)) {
      if (denied.some((d) => hit.first >= d.first && hit.last <= d.last)) continue;
      // The consumer's own words, or a passage about something else: not the collector's claim.
      if (voice.neutral[hit.first]) continue;
      const sentence = voice.texts[voice.sentenceOf[hit.first]];
      if (entry.exceptions?.some((re) => re.test(sentence))) continue;
      if (entry.facts?.some((re) => re.test(sentence))) continue;
      if (ruleFacts?.some((re) => re.test(sentence))) continue;
      if (
        entry.requires &&
        !entry.requires.every(
          (re) =>
            re.test(sentence) ||
            (entry.requiresMayPrecede && re.test(previousSentence(a, hit))) ||
            (entry.requiresMayFollow && re.test(nextSentence(a, hit))),
        )
      )
        continue;
      if (entry.guard && !entry.guard(beforeInSentence(text, hit), sentence, hitText(text, hit))) continue;
      if (entry.negatable && !voice.affirmed[hit.first] && isNegated(text, hit)) {
        denied.push(hit);
        continue;
      }
      if (threatsOnly && !isThreat(sentence)) continue;
      return hit;
    }
  }
  return null;
}

/** The sentence before the one that holds the hit ('' for the first). */
function previousSentence(a: Analysis, hit: Hit): string {
  const s = a.voice.sentenceOf[hit.first];
  return s === 0 ? '' : a.voice.texts[s - 1];
}

/** The sentence after the one that holds the hit ('' for the last). */
function nextSentence(a: Analysis, hit: Hit): string {
  const s = a.voice.sentenceOf[hit.first];
  return s + 1 < a.voice.texts.length ? a.voice.texts[s + 1] : '';
}

function hitText(text: NormalizedText, hit: Hit): string {
  return text.tokens
    .slice(hit.first, hit.last + 1)
    .map((t) => t.text)
    .join(' ');
}

/** The words of the hit's sentence before it. */
function beforeInSentence(text: NormalizedText, hit: Hit): string {
  let from = hit.first;
  while (from > 0 && text.tokens[from - 1].text !== '.') from--;
  return text.tokens
    .slice(from, hit.first)
    .map((t) => t.text)
    .join(' ');
}

/** Where a rule is broken: the words to quote and, when the words are in the message, their offset in it. */
export interface RuleHit {
  excerpt: string;
  /** Offset in the raw message of the words that broke the rule; null when they are not the message's own words. */
  at: number | null;
}

function findRuleHit(rule: RuleDefinition, a: Analysis): RuleHit | null {
  if (rule.appliesTo && !rule.appliesTo(a.ctx)) return null;
  return findPatternHit(rule, a);
}

/**
 * The rule's patterns first; when they find nothing, the statistical layer (model/) may still find the rule broken
 * in one sentence, when it is at least as sure as the rule's threshold. Its excerpt is that sentence.
 */
function findRuleOrModelHit(
  rule: RuleDefinition,
  a: Analysis,
  sentences: () => ReadonlyMap<string, ModelFinding>,
): RuleHit | null {
  if (rule.appliesTo && !rule.appliesTo(a.ctx)) return null;
  const hit = findPatternHit(rule, a);
  if (hit) return hit;
  const model = SCANNER_MODEL.rules[rule.id];
  if (!model) return null;
  const found = sentences().get(rule.id);
  if (!found || found.probability < model.add) return null;
  // A sentence the rule's own words were found in and one of its facts cleared (a co-signer, a levy released, a
  // deduction the consumer asked for) states a truthful fact: the model does not add it back.
  if (clearedByException(rule, a, found.sentence)) return null;
  const [from, to] = a.voice.sentences[found.sentence];
  if (from >= to) return null;
  const start = a.text.tokens[from].start;
  const raw = a.text.raw
    .slice(start, a.text.tokens[to - 1].end)
    .replace(/\s+/g, ' ')
    .trim();
  return { excerpt: raw.length > 160 ? `${raw.slice(0, 157)}...` : raw, at: start };
}

function clearedByException(rule: RuleDefinition, a: Analysis, sentence: number): boolean {
  const text = a.voice.texts[sentence];
  if (rule.facts?.some((re) => re.test(text))) return true;
  const inSentence = (entry: LexiconEntry) =>
    entry.patterns.some((pattern) =>
      findHits(a.text, pattern).some((hit) => a.voice.sentenceOf[hit.first] === sentence),
    );
  for (const entry of rule.lexicon) {
    // Words the rule allows on this account (reporting a debt nobody disputed): not added back either.
    if (entry.allowedOtherwise && entry.when && !entry.when(a.ctx) && inSentence(entry)) return true;
    if (!entry.facts?.some((re) => re.test(text))) continue;
    if (entry.when && !entry.when(a.ctx)) continue;
    if (inSentence(entry)) return true;
  }
  return false;
}

function findPatternHit(rule: RuleDefinition, a: Analysis): RuleHit | null {
  for (const entry of rule.lexicon) {
    const hit = matchEntry(entry, a, rule.facts);
    if (hit) return { excerpt: excerptOf(a.text, hit), at: a.text.tokens[hit.first].start };
  }
  const checked: CheckHit | null = rule.check ? rule.check(a) : null;
  return checked;
}

/** The analysis a scan starts from: the normalised words, whose words they are, and the facts. */
export function analyze(body: string, ctx: ScanContext): Analysis {
  return analysisOf(normalizeForScan(body), ctx);
}

/** The sentence (index in the analysis's voice) where a rule's patterns find a break, or null. */
export function patternSentence(rule: RuleDefinition, a: Analysis): number | null {
  const found = findRuleHit(rule, a);
  if (!found) return null;
  if (found.at === null) return 0;
  let token = 0;
  while (token + 1 < a.text.tokens.length && a.text.tokens[token + 1].start <= found.at) token++;
  return a.text.tokens.length ? a.voice.sentenceOf[token] : 0;
}

/** Checks one rule alone (per-rule tests use this). Returns the excerpt that breaks it, or null. */
export function checkRule(rule: RuleDefinition, text: NormalizedText, ctx: ScanContext): string | null {
  return findRuleHit(rule, analysisOf(text, ctx))?.excerpt ?? rule.rate?.(ctx)?.excerpt ?? null;
}

/** The whole sentence of the raw message around an offset: what the collector is told to rewrite. */
export function sentenceAt(raw: string, at: number): string {
  const END = /[.!?;\n]/;
  const CLOSE = /[\s"'\u201d)]/;
  // A sentence starts after an end mark that is followed by closing quotes and at least one space or line break.
  let from = at;
  while (from > 0) {
    if (/\s/.test(raw[from - 1])) {
      let j = from - 1;
      while (j >= 0 && CLOSE.test(raw[j])) j--;
      if (j < 0 || END.test(raw[j])) break;
    }
    from--;
  }
  let to = at;
  while (to < raw.length && !(END.test(raw[to]) && (to + 1 >= raw.length || CLOSE.test(raw[to + 1])))) to++;
  // Keep the sentence's own closing punctuation and quotation mark.
  while (to < raw.length && /[.!?;"'\u201d)]/.test(raw[to])) to++;
  return raw.slice(from, to).trim();
}

/**
 * Every rule the message breaks, in the order of COMPLIANCE_RULES: one content violation per rule, with the sentence
 * that broke it, and the message rate (R-HARASS, 1692d(5)) as a separate violation of kind 'rate': a collector who
 * waits still has to reword, and one who rewords still has to wait. [] = clean.
 */
export function scanCollectorMessage(body: string, ctx: ScanContext): Violation[] {
  const a = analysisOf(normalizeForScan(body), ctx);
  // The statistical layer scores every sentence for every rule at once, and only when a rule's patterns find nothing.
  let findings: ReadonlyMap<string, ModelFinding> | null = null;
  const sentences = () => (findings ??= modelFindings(scoredSentences(a.text, a.voice, a.ctx)));
  const violations: Violation[] = [];
  for (const rule of RULE_DEFINITIONS) {
    const found = findRuleOrModelHit(rule, a, sentences);
    if (found) {
      violations.push({
        rule_id: rule.id,
        citation: rule.citation,
        description: rule.description,
        excerpt: found.excerpt,
        // Never a full SSN or card number back, even in the sentence around another rule's words.
        sentence: found.at === null ? found.excerpt : maskSensitiveNumbers(sentenceAt(body, found.at)).body,
        kind: 'content',
      });
    }
    const rate = rule.rate?.(ctx);
    if (rate)
      violations.push({
        rule_id: rule.id,
        citation: rule.citation,
        description: rate.description,
        excerpt: rate.excerpt,
        sentence: '',
        kind: 'rate',
      });
  }
  return violations;
}
