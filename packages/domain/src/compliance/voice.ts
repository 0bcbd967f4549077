/**
 * Whose words a passage is. Collectors answer consumers: 'You asked whether you could go to jail over this. No.',
 * 'Your letter mentioned the sheriff served you papers in a different case. That is not related to this account.'
 * The watched words in those sentences are the consumer's, or about something else, and must not block the reply.
 * But a collector can also quote the consumer to contradict them ('You said "they can't arrest me." Actually they
 * can.'): then the quoted words are the collector's claim, negation and all reversed.
 *
 * Computed once per message over the normalised tokens; the matcher asks per hit.
 */
import type { NormalizedText } from './normalize';

export interface Voice {
  /** Tokens in the consumer's reported words or situation, or in a passage said to be unrelated to the account. */
  neutral: Uint8Array;
  /** Tokens of a reported passage that the next sentence contradicts: they count, and a negation in them does not. */
  affirmed: Uint8Array;
  /** Sentence index of each token. */
  sentenceOf: Int32Array;
  /** [first token, end token) of each sentence. */
  sentences: Array<[number, number]>;
  /** Each sentence's words joined by single spaces (what exceptions and frames test). */
  texts: string[];
}

const FAMILY_OR_OTHER = String.raw`(?:son|daughter|boy|girl|oldest|youngest|brother|sister|husband|wife|spouse|partner|mother|mom|father|dad|parents?|uncle|aunt|cousin|nephew|niece|friend|roommate|neighbou?r|boss|landlord|kids?|children|child|grandson|granddaughter|grandmother|grandfather|boyfriend|girlfriend|fiance|fiancee)`;

/**
 * A sentence that reports what the consumer said, asked or went through: 'You asked ...', 'You wrote that ...',
 * 'Your message said ...', 'I saw your note that ...', 'I understand your brother was detained ...',
 * 'You mentioned you volunteer at ...'.
 */
const REPORTED = new RegExp(
  String.raw`^(?:(?:hi|hello|ok|okay|thanks|thank you|sorry|yes|no|so|and|also|ma am|sir|dear [a-z]+)(?: [a-z]+)? (?:, )?)?` +
    // 'Got your voicemail, sorry to hear ...', 'Thanks for calling back, I understand ...': a greeting clause first.
    String.raw`(?:(?:got|read|saw|thanks for|thank you for) (?:[a-z]+ ){0,3}, )?` +
    String.raw`(?:(?:in|on) (?:your|the) (?:letter|message|msg|email|note|call|chat|voicemail|reply|text) (?:, )?)?` +
    String.raw`(?:(?:(?:i|we) )?(?:saw|see|read|noticed|notice|understand|know|got|received|heard|hear|(?:(?:am|was|are|were) )?(?:so )?sorry to hear(?: about)?) (?:that |in |from )?)?` +
    String.raw`(?:your (?:note|letter|message|msg|email|e mail|text|reply|post|question|comment|voicemail|dm|chat|form|application)s? (?:said|says|mentioned|mentions|asked|asks|read|reads|stated|states|that|about|explained|explains)` +
    String.raw`|your question (?:was|is) (?:whether|if|about)|your (?:attorney|lawyer|counsel|representative) (?:asked|said|wrote|mentioned|told (?:me|us))|quote|you used the word|you called yourself|you (?:asked|ask|wrote|write|said|say|quoted|quote|mentioned|mention|told (?:me|us)|called (?:it|our|this|the|that|my|them|us|me) (?!back|yesterday|earlier|today|this morning|last)|tell (?:me|us)|noted|explained|were asking|are asking|wanted to know|want to know|wondered|were wondering|are wondering|worried|are worried|were worried|called (?:us )?(?:to ask|to say|about)|let (?:me|us) know|shared|reported|described|volunteer|work (?:for|at))` +
    String.raw`|your ${FAMILY_OR_OTHER} (?:is|was|were|has been|had been|got) (?!(?:(?:also|legally|now|fully|personally|still|jointly|automatically|equally|financially|just|too) )*(?:responsible|liable|obligated|on the hook|required|going|about|expected|bound|accountable|stuck|saddled|old enough)\b))`,
);

/** The next sentence contradicts the reported one: the collector asserts what the consumer denied. */
const REBUTTAL =
  /^(?:actually|well (?:, )?actually|trust me|believe me|wrong|not true|oh yes|(?:(?:well|honestly|frankly|hon|honey|sugar|dear|sweetie|sweetheart|respectfully|ya know) (?:[,?] )?){0,3}(?:i|we) (?:would not|would|am not|are not) (?:be )?(?:so|too) sure|(?:(?:well|honestly|ya know) (?:[,?] )?){0,2}(?:i|we) would not bet (?:the farm|the house|on (?:it|that))|not happening|not with us|nah|nope (?:,|they|we|it)|(?:i )?would (?:respectfully )?(?:suggest|advise|caution) (?:that )?you (?:not|against) (?:rely|count|bet|assum)|do not (?:count|bet) on (?:it|that)|(?:[a-z]+ ){0,5}(?:, )?(?:we|they|i) (?:absolutely|certainly|definitely|most certainly) (?:can|will|do|could)\b|yes (?:they|we|it|you|i) (?:can|will|do|does|could)|think again|news flash|guess again|sorry to break it|that is (?:wrong|not true|false|incorrect)|(?:they|we|it|i|he|she) (?:can|will|do|does|could|absolutely can|certainly can|sure can)(?: ,| and|$))/;

/**
 * The passage is about something else: 'That is unrelated to this account', 'from your mortgage company, not from
 * us', 'in a different case', 'a separate debt we do not collect'.
 */
const DISCLAIMED = new RegExp(
  [
    String.raw`\b(?:not|un) ?related to (?:this|your|the) (?:account|debt|balance|matter|case)`,
    String.raw`\bnothing to do with (?:this|your|the|us|it|that|them|a|an|any)\b`,
    // 'Immigration status has zero to do with this account', 'Nothing about this card has anything to do with it'.
    String.raw`\b(?:zero|nothin|nothing)\b[^.]*\bto do with\b`,
    String.raw`\b(?:not|un) ?(?:related|connected) to us\b`,
    String.raw`\bnot (?:from|by) us\b`,
    String.raw`\bnot (?:about |part of )?(?:this|your) (?:account|debt|balance)\b`,
    String.raw`\bnot about (?:you|us)\b`,
    // 'The state Department of Revenue handles tax questions, not us.'
    String.raw`, not us\b`,
    String.raw`\b(?:concerns?|is about|was about|relates to|involves) (?:a |an |another )?(?:different|separate|unrelated|other)\b`,
    String.raw`\b(?:is|are|was|were) not (?:related to |about |part of |connected to )?(?:this|your) (?:account|debt|balance)\b`,
    String.raw`\bin (?:a |some |another |an )?(?:different|separate|another|other|unrelated) (?:case|matter|lawsuit|court)\b`,
    String.raw`\bby (?:another|a different|a separate) (?:lender|creditor|company|collector|agency)\b`,
    // 'The theft you reported has no effect on this account', 'That is a separate account'.
    String.raw`\b(?:has|have|had) no (?:effect|bearing|impact|connection) on (?:this|your|the) (?:account|debt|balance)`,
    String.raw`\b(?:is|are|was|were) (?:a |an )?(?:separate|different|unrelated|other) (?:account|debt|matter|bill|loan|company)\b`,
    // Warnings about impostors: 'That letter from a "County Debt Bureau" is not real', 'scammers are threatening ...'.
    String.raw`\b(?:is|are|was|were) (?:not real|fake|a scam|not genuine|not legitimate)\b`,
    String.raw`\bscam(?:mers?|s)?\b`,
    // 'The deportation rumours you heard are false'; a licence the collector holds is its own, not the consumer's.
    String.raw`\b(?:rumou?rs?|stories|claims?|myths?)\b[^.]*\b(?:are|is|were|was) (?:false|not true|untrue|wrong|a myth|myths)\b`,
    String.raw`\bour (?:[a-z]+ )?licen[cs]es?\b`,
    String.raw`\b(?:beware of|watch out for|be careful (?:of|with)) (?:callers|people|anyone|anybody|someone|scam\w*|impostors?|imposters?|fake|fraudulent|emails|texts|letters|messages|calls)\b|\b(?:impostors?|imposters?) (?:who|pretending|claiming|posing|may|might|sometimes|often|are)\b`,
    String.raw`\b(?:pretending|pretendin|claiming|claimin|posing) (?:to be|as) (?:us|from|with|a|an|the)\b`,
    // 'Families are getting calls claiming there is a warrant': someone else's claim.
    String.raw`\b(?:calls|texts|emails|letters|messages|callers|scammers|impostors) (?:claiming|claimin|saying|sayin|pretending|threatening)\b`,
  ].join('|'),
);
/** A claim someone else might make ('If anyone tells you ...', 'When a caller says ...'). */
const HEARSAY =
  /^(?:(?:and|but|also|please note|remember) (?:, )?)?(?:if (?:you|u) (?:have |ve )?(?:been told|were told|heard|got a (?:call|letter|text|message))\b|(?:(?:if|when|whenever|should) (?:anyone|anybody|someone|somebody|a caller|people|a person|another (?:company|collector|agency)|they|scammers?)|(?:anyone|anybody|someone|somebody|whoever|a caller|people|a person) (?:who|that)) (?:ever )?(?:says?|tells? you|told you|claims?|threatens?|calls?|called|contacts?|contacted|writes?|wrote|texts?|texted|emails?|emailed))\b/;
/** ... and the message calls that claim false. */
const HEARSAY_REFUTED =
  /\b(?:lying|a lie|lies|false|not true|untrue|wrong|a scam|not us|not from us|hang up|report (?:it|them)|tell us|let us know|want to (?:hear|know)|ignore (?:it|them))\b/;

/** A thing the consumer brought up, inside a collector's sentence: 'The "criminal record" check you asked about'. */
const THEIR_TOPIC =
  /\b(?:that |which )?you (?:asked about|asked for|mentioned|forwarded|sent us|sent|received|got|heard|saw|wrote about|told us about|brought up|referred to)\b/;
/** The sentence after says the one before was wrong: 'Your previous collector told you that you would be arrested? That was wrong.' */
const REFUTES_PREVIOUS = new RegExp(
  [
    String.raw`^(?:that|this|which|it) (?:was|is) (?:wrong|false|not true|untrue|incorrect|illegal|a lie|not allowed|not right|a scam|not (?:one of )?(?:us|our|from us))\b`,
    // 'Deported over a medical bill? That does not happen.', 'He is wrong.', 'Jail? No way.'
    String.raw`^(?:that|this|it) (?:does not|do not|will not|can not|never) (?:happen|apply|exist|work that way)\b`,
    String.raw`^(?:he|she|they) (?:is|are|was|were) (?:wrong|mistaken|lying|misinformed)\b`,
    String.raw`^(?:no way|not at all|absolutely not|of course not|the answer is no)(?: \.| ,|$)`,
    // 'Let me say it plainly: it is not happening.'
    String.raw`^(?:it is|its|that is|thats|this is) not (?:happening|going to happen|true|the case|an option)\b`,
    // 'Some folks think we are a state agency. We are not.', 'Our legal department? We do not have one.'
    String.raw`^(?:we|i) (?:are|am|is) not(?: (?:, )?(?:a|an|the|one|that|part of (?:it|that|them|any)))?(?: \.|$| ,)`,
    String.raw`^(?:we|i) (?:do not|does not) have (?:one|any|that|such|a [a-z]+)(?: \.|$| ,)`,
    // 'Theft of the cable box? No, nobody said that.', 'Whoever told you that was pulling your leg.'
    String.raw`^(?:no (?:, )?)?(?:nobody|no one|noone) (?:here )?(?:said|says|is saying|has said|ever said|claimed|is claiming) (?:that|so|anything like that)\b`,
    String.raw`^(?:whoever|anyone who|anybody who|someone who|the person who) (?:told|tells|said|says) (?:you )?(?:that|so)?\b[^.]*\b(?:wrong|lying|pulling your leg|mistaken|joking|kidding|not true|a scam|misinformed)\b`,
  ].join('|'),
);

/** A bare 'No.' answering the sentence before ('A warrant? No.'), unless it is itself a question ('No? Then pay.'). */
const BARE_NO = /^(?:no|nope|nah)(?: \.| ,|$)/;
function answersNo(text: NormalizedText, words: string, [from, to]: [number, number]): boolean {
  if (!BARE_NO.test(words)) return false;
  const end = text.tokens[Math.min(from + 1, to)] ?? text.tokens[from];
  return !text.raw.slice(text.tokens[from].end, end.end + 1).includes('?');
}

/** A sentence that takes back the negation of the one before: 'Yet.', 'Not yet.', 'For now.' */
const TAKEN_BACK = /^(?:yet|not yet|for now|at least (?:not )?(?:yet|for now|today)|not today)$/;

/** A disclaimer that refers back to the sentence before ('That is not related to this account.'). */
const POINTS_BACK = /^(?:that|this|it|those|these|which|both|neither|all of that)\b/;

const QUOTES = /["\u201c\u201d\u201e]/g;
const HAS_QUOTE = /["\u201c\u201d\u201e]/;
const COLLECTOR_CLAUSE =
  /^(?:we|i|our|my|they will|you will|you are going|(?:he|she|they) (?:is|are|must|has|have|owes|owe|will|needs|need|shares|share)|legally (?:he|she|they))$/;
const CLAUSE_JOINS = new Set([',', 'but', 'so', 'and', 'however', 'then', 'yet']);

/** The first token of the collector's own clause inside a reported sentence, or the sentence's end. */
function ownClause(text: NormalizedText, from: number, to: number): number {
  for (let i = from + 2; i < to - 1; i++) {
    if (!CLAUSE_JOINS.has(text.tokens[i].text)) continue;
    const next = text.tokens[i + 1].text;
    const two = `${next} ${text.tokens[i + 2]?.text ?? ''}`;
    if (COLLECTOR_CLAUSE.test(next) || COLLECTOR_CLAUSE.test(two)) return i + 1;
  }
  return to;
}

export function voiceOf(text: NormalizedText): Voice {
  const n = text.tokens.length;
  const sentences: Array<[number, number]> = [];
  const sentenceOf = new Int32Array(n);
  for (let i = 0; i < n;) {
    let j = i;
    while (j < n && text.tokens[j].text !== '.') j++;
    sentences.push([i, j]);
    for (let k = i; k <= Math.min(j, n - 1); k++) sentenceOf[k] = sentences.length - 1;
    i = j + 1;
  }
  const words = sentences.map(([a, b]) =>
    text.tokens
      .slice(a, b)
      .map((t) => t.text)
      .join(' '),
  );
  const neutral = new Uint8Array(n);
  const affirmed = new Uint8Array(n);
  const mark = (arr: Uint8Array, s: number) => arr.fill(1, sentences[s][0], sentences[s][1]);
  const reported = words.map((w) => REPORTED.test(w));
  for (let s = 0; s < sentences.length; s++) {
    if (reported[s]) {
      let last = s;
      // A quotation that runs over several sentences is the consumer's to its closing mark.
      const quoteEnd = closingQuoteAfter(text, sentences[s]);
      while (quoteEnd !== null && last + 1 < sentences.length && text.tokens[sentences[last + 1][0]].start < quoteEnd)
        last++;
      const rebutted =
        last + 1 < sentences.length &&
        REBUTTAL.test(words[last + 1]) &&
        denies(text, sentences[s][0], sentences[last][1]);
      for (let k = s; k <= last; k++) {
        // 'You said you would pay, so we will ...': the collector's own clause after the report is not reported.
        const [a, b] = sentences[k];
        const own = k === s && quoteEnd === null ? ownClause(text, a, b) : b;
        (rebutted ? affirmed : neutral).fill(1, a, own);
      }
      s = last;
    }
  }
  // Only a message with a quotation mark has quotations to read.
  const quoted = HAS_QUOTE.test(text.raw);
  for (let s = 0; quoted && s < sentences.length; s++) {
    // A message that opens on the consumer's words ('"am i going to jail" -- no. ...', 'Quote: "stop calling me." ...')
    // or a report whose quotation the same sentence answers ('You said "they cannot arrest me" - well, I would not be
    // so sure'): the quoted words are the consumer's, and they count as the collector's claim when the words right
    // after them rebut them.
    const span = quotationIn(text, sentences[s]);
    if (!span) continue;
    const opensOnQuote = text.tokens[sentences[s][0]].start >= span[0] || /^(?:quote|re)$/.test(words[s].split(' ')[0]);
    if (!opensOnQuote && !reported[s]) continue;
    let end = sentences[s][0];
    while (end < n && text.tokens[end].start < span[1]) end++;
    const after = text.tokens
      .slice(end, end < sentences[s][1] ? sentences[s][1] : n)
      .slice(0, 12)
      .map((t) => t.text)
      .filter((w) => w !== ',')
      .join(' ');
    const next = end >= sentences[s][1] && s + 1 < sentences.length ? words[s + 1] : after;
    const rebutted = REBUTTAL.test(end < sentences[s][1] ? after : next) && denies(text, sentences[s][0], end);
    for (let k = sentences[s][0]; k < end; k++) {
      if (text.tokens[k].start < span[0]) continue;
      if (rebutted) {
        affirmed[k] = 1;
        neutral[k] = 0;
      } else if (!affirmed[k]) neutral[k] = 1;
    }
  }
  for (let s = 0; s + 1 < sentences.length; s++) {
    // 'We are not going to have you arrested. Yet.': the next sentence takes the negation back.
    if (TAKEN_BACK.test(words[s + 1])) mark(affirmed, s);
  }
  for (let s = 0; s < sentences.length; s++) {
    // The few words before 'you asked about' are the consumer's topic.
    const topic = THEIR_TOPIC.exec(words[s]);
    if (topic) {
      const upto = sentences[s][0] + words[s].slice(0, topic.index).split(' ').filter(Boolean).length;
      neutral.fill(1, Math.max(sentences[s][0], upto - 4), upto);
    }
    if (
      s + 1 < sentences.length &&
      (REFUTES_PREVIOUS.test(words[s + 1]) || answersNo(text, words[s + 1], sentences[s + 1]))
    )
      mark(neutral, s);
  }
  for (let s = 0; s < sentences.length; s++) {
    // 'If anyone says you will be arrested over this, they are lying': someone else's claim, refuted.
    if (
      HEARSAY.test(words[s]) &&
      (HEARSAY_REFUTED.test(words[s]) || (s + 1 < sentences.length && HEARSAY_REFUTED.test(words[s + 1])))
    )
      mark(neutral, s);
    if (!DISCLAIMED.test(words[s])) continue;
    mark(neutral, s);
    if (s > 0 && POINTS_BACK.test(words[s])) mark(neutral, s - 1);
  }
  return { neutral, affirmed, sentenceOf, sentences, texts: words };
}

const DENIALS = new Set(['not', 'never', 'no', 'cannot', 'nobody', 'noone', 'nothing', 'none', 'without']);
/**
 * Whether the consumer's reported words deny something ('they can't arrest me'): only then does a rebuttal turn them
 * into the collector's claim. A rebuttal of a consumer's question or fear ('"will you call my boss?" Nope.') denies it.
 */
function denies(text: NormalizedText, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (DENIALS.has(text.tokens[i].text)) return true;
  return false;
}

/** The first quotation that opens in this sentence: [after its opening mark, its closing mark), or null. */
function quotationIn(text: NormalizedText, [from, to]: [number, number]): [number, number] | null {
  if (from >= to) return null;
  const raw = text.raw;
  const sentenceStart = from === 0 ? 0 : text.tokens[from - 1].end;
  QUOTES.lastIndex = sentenceStart;
  const open = QUOTES.exec(raw);
  if (!open || open.index >= text.tokens[to - 1].end || open[0] === '\u201d') return null;
  for (let m = QUOTES.exec(raw); m; m = QUOTES.exec(raw))
    if (m[0] === '"' || m[0] === '\u201d') return [open.index + 1, m.index];
  return null;
}

/** Where the quotation opened in this sentence closes in the raw message, or null when none opens. */
function closingQuoteAfter(text: NormalizedText, [from, to]: [number, number]): number | null {
  if (from >= to) return null;
  const start = text.tokens[from].start;
  const end = text.tokens[to - 1].end;
  const raw = text.raw;
  let open = false;
  QUOTES.lastIndex = start;
  for (let m = QUOTES.exec(raw); m && m.index < end; m = QUOTES.exec(raw)) {
    // Straight quotes open and close alike; curly ones say which they are.
    open = m[0] === '"' ? !open : m[0] !== '\u201d';
  }
  if (!open) return null;
  QUOTES.lastIndex = end;
  for (let m = QUOTES.exec(raw); m; m = QUOTES.exec(raw)) if (m[0] === '"' || m[0] === '\u201d') return m.index;
  return null;
}
