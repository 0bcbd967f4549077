/**
 * The small matcher every lexicon rule shares: find a pattern in the normalised text, then decide whether the
 * sentence around it is a truthful statement (an exception), a negation ('we will not garnish') or, for rules that
 * only forbid threats, whether the sentence is a threat at all ('if you do not pay, we will ...').
 */
import type { NormalizedText } from './normalize';
import type { ScanContext } from './types';

/** One lexicon of a rule: data, no code beyond the context switches. */
export interface LexiconEntry {
  /** Expressions over the normalised text (lower case, contractions expanded, single spaces). */
  patterns: RegExp[];
  /** A sentence that matches one of these is never flagged by this entry (truthful facts, rights notices). */
  exceptions?: RegExp[];
  /**
   * Exceptions that state a truthful fact the statistical layer must not overrule either ('as the co-signer, your
   * brother is responsible'): a sentence the entry's words were found in and one of these cleared gets no model finding.
   */
  facts?: RegExp[];
  /** A negation just before the match ('will not', 'never', 'no one is going to') makes it clean. */
  negatable?: boolean;
  /** The entry applies only in this context (e.g. suit threats on time-barred debts). */
  when?: (ctx: ScanContext) => boolean;
  /**
   * Outside `when`'s context the entry's words are allowed: a suit on a debt that is not too old, reporting a debt
   * nobody disputed. The statistical layer, which does not weigh the context as the entry does, does not add the
   * rule back on a sentence they are in.
   */
  allowedOtherwise?: boolean;
  /** In this context a match counts only when its sentence is a threat, not a statement of fact. */
  threatsOnly?: (ctx: ScanContext) => boolean;
  /**
   * A frame: concepts that must also be in the sentence (each expression somewhere in it) for the match to count,
   * e.g. a relative and an obligation ('your mother has to cover this'). The pattern is the part whose negation and
   * speaker decide; the others only have to be there.
   */
  requires?: RegExp[];
  /** The required concepts may be in the sentence before ('Your son's number is on file. We will explain it to him.'). */
  requiresMayPrecede?: boolean;
  /** ... or in the sentence after ('Our associates could drop by the house. They can be quite rough.'). */
  requiresMayFollow?: boolean;
  /** A last look at the words before the match in its sentence: false when they show it is not the collector's act. */
  guard?: (before: string, sentence: string, hit: string) => boolean;
}

export interface Hit {
  /** First and last token index of the match. */
  first: number;
  last: number;
}

/** Gap of up to n words inside one clause: never crosses a '.' or ',' break. */
export const gap = (n: number) => `(?:[a-z0-9][^ ]* ){0,${n}}`;

/** Gap of up to n words that are not negations ('your husband signed nothing but he owes' yes, 'is not ... owes' no). */
export const gapWithoutNegation = (n: number) =>
  `(?:(?!(?:not|never|no|only|nobody|neither|nor) )[a-z0-9][^ ]* ){0,${n}}`;

/**
 * Threat construction: a modal or future ('will', 'could', 'is going to', 'can have', 'about to') before an action
 * word. Collectors rarely say 'we will seize'; they say 'your car could get towed', 'you might lose your license'.
 * Rules combine these with their own nouns and participles instead of listing every tense.
 */
export const MODAL = String.raw`(?:will|would|could|can|may|might|shall|must|is going to|are going to|am going to|is about to|are about to|need to|needs to|have to|has to)`;
/** 'X will be taken', 'X could get frozen', 'X is taken': the passive of an action on the consumer's things. */
export const passive = (participles: string) =>
  `(?:(?:${MODAL} )?(?:soon |then |also |probably |likely |easily |just )?(?:be |get |gets |got |end up |ends up )|is |are |was |were )(?:${participles})`;

/** One expression matching any of the alternatives as whole words. */
export function words(...alternatives: string[]): RegExp {
  return new RegExp(`\\b(?:${alternatives.join('|')})\\b`);
}

/** Global copies of the rules' patterns, compiled once (matchAll needs the g flag). */
const GLOBAL = new WeakMap<RegExp, RegExp>();
function globalOf(pattern: RegExp): RegExp {
  let re = GLOBAL.get(pattern);
  if (!re) {
    re = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : pattern.flags + 'g');
    GLOBAL.set(pattern, re);
  }
  return re;
}

export function findHits(text: NormalizedText, pattern: RegExp): Hit[] {
  // exec on the one cached object, not matchAll: matchAll clones the expression on every call, and a clone of a large
  // alternation is compiled again whenever the engine's compilation cache has aged it out (after garbage
  // collections), which made a scan ten times slower in a busy process.
  const re = globalOf(pattern);
  const hits: Hit[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text.text); m; m = re.exec(text.text)) {
    if (!m[0].length) {
      re.lastIndex++;
      continue;
    }
    let from = m.index;
    let to = m.index + m[0].length - 1;
    // A match may start or end on a joining space; move inwards to the nearest token.
    while (from < to && text.charToken[from] < 0) from++;
    while (to > from && text.charToken[to] < 0) to--;
    const first = text.charToken[from];
    const last = text.charToken[to];
    if (first >= 0 && last >= 0) hits.push({ first, last });
  }
  return hits;
}

/** The collector's own words for a match, at most 160 characters. */
export function excerptOf(text: NormalizedText, hit: Hit): string {
  const s = text.raw.slice(text.tokens[hit.first].start, text.tokens[hit.last].end).replace(/\s+/g, ' ').trim();
  return s.length > 160 ? `${s.slice(0, 157)}...` : s;
}

/** Token indices [from, to) of the sentence (between '.' breaks) that holds the hit. */
export function sentenceRange(text: NormalizedText, hit: Hit): [number, number] {
  let from = hit.first;
  while (from > 0 && text.tokens[from - 1].text !== '.') from--;
  let to = hit.last + 1;
  while (to < text.tokens.length && text.tokens[to].text !== '.') to++;
  return [from, to];
}

export function sentenceText(text: NormalizedText, hit: Hit): string {
  const [from, to] = sentenceRange(text, hit);
  return text.tokens
    .slice(from, to)
    .map((t) => t.text)
    .join(' ');
}

const NEGATORS = new Set(['not', 'never', 'no', 'nobody', 'noone', 'none', 'nothing', 'without', 'neither', 'nor']);
/**
 * Words that end a negation's reach: 'if you do not pay, we will garnish' and 'we will not hesitate to garnish'
 * negate the payment or the hesitation, not the garnishment.
 */
const NEGATION_STOPS = new Set([
  'if',
  'unless',
  'otherwise',
  'until',
  'till',
  'because',
  'pay',
  'paid',
  'paying',
  'payment',
  'and',
  'but',
  'so',
  'then',
  'hesitate',
  // 'i do not want to get the cops involved': the reluctance is negated, the threat is not.
  'want',
  'wants',
  'wanted',
  'only',
  'else',
  'when',
  'before',
  'after',
  'respond',
  'answer',
  'make',
  'let',
  // 'that will not stop us from filing', 'nothing will keep us from suing': the action is not what is negated.
  'stop',
  'stops',
  'prevent',
  'prevents',
  'keep',
  'keeps',
]);
/**
 * Negative words that do not negate: 'no different from stealing', 'nothing but a thief', 'no choice but to sue',
 * 'no problem, a fee applies'.
 */
const NOT_A_NEGATION =
  /^(?:no|nothing|not) (?:different|better|less|short|choice|other choice|option|way around|problem|worries|rush|pressure|excuses?|more excuses|but|joke|kidding|doubt|more than|unheard|uncommon|unusual|impossible|out of the question)\b|^not (?:only|just|a problem|kidding|joking)\b|^not ,|^no (?:more|longer) (?:excuses|waiting|games|chances|warnings)\b|^(?:nobody|noone) (?:with half|with any|with common|in their|in his|in her)\b|^no show\b/;
const NEGATION_REACH = 5;
/** The words before a negation that make it a dare: 'see if you do not', 'watch if they do not'. */
const SEE_IF = /\b(?:see|watch) (?:if|whether) (?:you|u|ya|they)(?: do| does| will)?$/;
const CLAUSE_START =
  /^(?:we|i|you|they|he|she|it|your|our|my|their|this|that|if|but|so|then|or|and|because|unless|otherwise|until|please)$/;
const PROTECTS = /\b(?:protect|protects|protecting|shield|shields|shielding|exempt|exempts|safeguard|safeguards)\b/;
const PROTECTED_FROM = new Set(['protected', 'exempt', 'safe', 'shielded', 'immune', 'free']);
/** 'The constitution prohibits imprisonment for debt', 'a law that bans wage garnishment'. */
const PROHIBITS = new Set([
  'prohibits',
  'prohibit',
  'prohibited',
  'forbids',
  'forbid',
  'forbidden',
  'bans',
  'banned',
  'outlaws',
  'outlawed',
  'abolished',
  'bars',
]);
const OR_STARTS_CLAUSE = /^(?:we|i|they|you|your|else|the|my|our)$/;
/** 'Debtors prisons do not exist', 'arrest is not possible': the negation follows the word. */
const NEGATED_AFTER =
  /^(?:[a-z0-9]+ ){0,4}(?:(?:has|have|had) nothing to do with|(?:was|were|is|are|has been|have been) (?:abolished|outlawed|banned|prohibited|illegal)|(?:do|does|is|are|was|were|will|can|could|would) (?:not|never) (?:exist|apply|happen|possible|legal|allowed|an option|a thing|going to happen|on the table|come|come out|show up|get involved|collect|pursue|handle|call|contact|handle (?:this|that|these|debts?|bills?)|(?:something|anything|what|how) (?:that )?(?:[a-z]+ ){0,3}(?:we|i|can|could|will|would|you|does|do)))\b/;

const NEGATIVE_SUBJECTS = new Set(['nobody', 'noone', 'nothing', 'none']);
const NEGATIVE_SUBJECT_REACH = 14;
/**
 * A clause whose subject is negative governs its verb however long the subject is: 'Nothing about this account
 * involves the police, jail, or any criminal process', 'No one from our firm will ever visit your home'. Commas
 * inside the subject's list are kept; a stop word ('but', 'if', 'pay', 'stop', ...) or a sentence break ends it.
 */
function negativeSubject(text: NormalizedText, hit: Hit): boolean {
  for (let i = hit.first - 1; i >= 0 && hit.first - i <= NEGATIVE_SUBJECT_REACH; i--) {
    const w = text.tokens[i].text;
    if (w === '.' || NEGATION_STOPS.has(w)) return false;
    // 'Nobody ignores us, we will garnish': a new clause after a comma is not the subject's.
    if (w === ',' && /^(?:we|i|you|they|he|she|it|our|my)$/.test(text.tokens[i + 1]?.text ?? '')) return false;
    const starts = i === 0 || text.tokens[i - 1].text === '.';
    if (!starts) continue;
    const two = `${w} ${text.tokens[i + 1]?.text ?? ''}`;
    if (!NEGATIVE_SUBJECTS.has(w) && two !== 'no one') return false;
    const idiom = text.tokens
      .slice(i, i + 3)
      .map((t) => t.text)
      .join(' ');
    return !NOT_A_NEGATION.test(idiom);
  }
  return false;
}

export function isNegated(text: NormalizedText, hit: Hit): boolean {
  for (let i = hit.first - 1, seen = 0; i >= 0 && seen < NEGATION_REACH; i--, seen++) {
    const w = text.tokens[i].text;
    // A comma inside a list ('no lien, levy or garnishment') keeps the negation; one before a new clause does not.
    if (w === ',' && hit.first - i <= 3 && !CLAUSE_START.test(text.tokens[i + 1]?.text ?? '')) continue;
    if (w === '.' || w === ',' || NEGATION_STOPS.has(w)) break;
    // 'protected from garnishment', 'exempt from seizure': the opposite of a threat.
    if (PROTECTED_FROM.has(w) && text.tokens[i + 1]?.text === 'from') return true;
    if (PROHIBITS.has(w) && hit.first - i <= 2) return true;
    // 'exemptions that protect your wages from garnishment', 'shields your income from seizure'.
    if (
      w === 'from' &&
      PROTECTS.test(
        text.tokens
          .slice(Math.max(0, i - 4), i)
          .map((t) => t.text)
          .join(' '),
      )
    )
      return true;
    // 'too old for a lawsuit', 'too old to sue on'.
    if (w === 'old' && text.tokens[i - 1]?.text === 'too') return true;
    // 'no penalties or late fees' shares the negation; 'do not ignore this or we will sue' starts a new clause.
    if (w === 'or' && OR_STARTS_CLAUSE.test(text.tokens[i + 1]?.text ?? '')) break;
    if (NEGATORS.has(w)) {
      const idiom = text.tokens
        .slice(i, i + 3)
        .map((t) => t.text)
        .join(' ');
      // 'Keep dodging me and see if you do not end up in an orange jumpsuit': a dare, not a denial.
      const before = text.tokens
        .slice(Math.max(0, i - 4), i)
        .map((t) => t.text)
        .join(' ');
      if (SEE_IF.test(before)) break;
      if (!NOT_A_NEGATION.test(idiom)) return true;
    }
  }
  if (negativeSubject(text, hit)) return true;
  const after: string[] = [];
  for (let i = hit.last + 1; i < text.tokens.length && after.length < 9; i++) {
    const w = text.tokens[i].text;
    if (w === '.' || w === ',') break;
    after.push(w);
  }
  return NEGATED_AFTER.test(after.join(' '));
}

/**
 * A sentence is a threat when it makes the action conditional on the consumer ('if you do not pay', 'unless',
 * 'or else') or announces it as the collector's own next step ('we will', 'we are going to'). A statement of what a
 * court did or what happens after payment is neither.
 */
const THREAT_FRAMING = new RegExp(
  [
    '\\bif you (?:do not|did not|will not|can not|fail|refuse|ignore|keep|continue to not|miss|stop)\\b',
    '\\bunless\\b',
    '\\bor else\\b',
    '\\bor (?:we|i|they|you will|you are going)\\b',
    '\\botherwise\\b',
    '\\b(?:we|i|they|my client|our client|the creditor|the firm|our firm) (?:will|shall|are going to|am going to|is going to|can|could|may|might|intend to|intends to|plan to|plans to|are planning to|is planning to|are ready to|is ready to|have to|must|would|are about to|are prepared to|is prepared to|wants to|want to)\\b(?! (?:confirm|help|offer|explain|answer|check|talk|discuss|work with|be happy|gladly|let you know|review|look into|send you (?:a|the) (?:copy|statement|receipt)))',
    // 'The judgment allows our client to take your deposits'.
    '\\b(?:allows?|lets?|entitles?|authori[sz]es?) (?:us|me|our client|the creditor|my client) to\\b',
    '\\byou will be (?:sued|taken to court|served|hauled)\\b',
    '\\b(?:last chance|final warning|no choice but|before we|before it is too late|time is running out)\\b',
    // 'The next step is to levy', 'u want to get sued?', 'that is where this is heading'.
    '\\b(?:next step|next steps|next thing|next up|where this is (?:heading|going|headed))\\b',
    '\\b(?:do you (?:really )?want|you want|want) to (?:get |be )?(?:sued|taken to court|served|explain)',
    '\\b(?:will|would|can|could|is going to|shall) (?:still )?be (?:filed|sued|served|brought)\\b',
    '\\b(?:not|never) (?:stop|keep|prevent) (?:us|me|them|the creditor|our client|my client|the client|the firm|our firm|the company|our office|the lender|the landlord) from\\b',
    // 'Pay or see you in court', 'lawsuit goes out tomorrow if I do not hear from you', 'should payment not be received'.
    '\\bor (?:see|face|meet|get|be)\\b',
    '\\bif (?:i|we) (?:do not|don t|dont|never) (?:hear|get|receive|see)\\b',
    '\\bshould (?:payment|you|the balance|it|this|we) (?:not|fail)\\b',
    '\\b(?:anyway|either way|regardless|no matter what|all the same|just the same|goes out|is happening|is headed|headed for|penciled in|pencilled in)\\b',
    '\\b(?:we|i|they|my client|our client|the creditor|the firm|our firm|our attorneys|our lawyers) (?:are|is|am) (?:still )?(?:filing|suing|taking|going|moving|proceeding)\\b',
    '\\b(?:intends?|plans?|prepared|authori[sz]ed (?:us|me)|ready) to (?:file|sue|commence|take|bring|start|proceed)\\b',
    '\\b(?:we|i|they) (?:file|sue|are filing|are suing)\\b',
  ].join('|'),
);

export function isThreat(sentence: string): boolean {
  return THREAT_FRAMING.test(sentence);
}
