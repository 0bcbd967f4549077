/**
 * Text normalisation for the compliance scanner. Collectors who want to slip something past a filter write
 * 'F***', 'sh!t', 'a$$hole', 'f u c k', full-width letters or Cyrillic look-alikes; honest collectors write "can't",
 * "we'll" and 'U.S.'. Every rule matches on one canonical form: lower case, NFKC, accents and zero-width characters
 * removed, leetspeak and masked spellings resolved, contractions expanded ('won't' -> 'will not') and tokens joined
 * by single spaces, so a rule's regular expression can rely on word boundaries and on 'not' being spelled out.
 *
 * Each token remembers where it came from in the original message, so a violation quotes the collector's own words.
 */

/** A word of the normalised text, or a clause break ('.' ends a sentence, ',' a clause). */
export interface Token {
  text: string;
  /** Offsets in the original message (end exclusive). */
  start: number;
  end: number;
}

export interface NormalizedText {
  raw: string;
  tokens: Token[];
  /** tokens' text joined by single spaces. */
  text: string;
  /** For each character of `text`, the index of its token (-1 for the joining spaces). */
  charToken: Int32Array;
}

export interface NormalizeOptions {
  /**
   * Words that masked ('f***') and spaced-out ('f u c k') spellings may stand for. Only these are resolved: a
   * masked token that matches none of them loses its mask characters, and single letters that spell none of them
   * stay apart ('i a m' is not joined).
   */
  dictionary?: readonly string[];
}

/** Look-alike letters from other scripts that NFKC leaves alone. */
const HOMOGLYPHS: Record<string, string> = {
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ɡ: 'g',
  ο: 'o',
  α: 'a',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
};
const INVISIBLE = /[\u00ad\u200b-\u200f\u2060\ufeff]/u;
const APOSTROPHES = /[\u2018\u2019\u02bc\u0060\u00b4]/u;

/** Characters that stand for letters inside a word ('sh!t', 'a$$', 'b1tch'). */
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'i',
  '+': 't',
};
const LEET_CHAR = /[0134578@$!|+]/;
const LEET_CHARS = /[0134578@$!|+]/g;
/** Characters that hide letters ('f***', 'f##k', 'sh_t'). */
const MASK = /[*#%_]/;
const LETTER = /\p{L}/u;

const CONTRACTION_WORDS: Record<string, string[]> = {
  cant: ['can', 'not'],
  cannot: ['can', 'not'],
  wont: ['will', 'not'],
  dont: ['do', 'not'],
  doesnt: ['does', 'not'],
  didnt: ['did', 'not'],
  isnt: ['is', 'not'],
  arent: ['are', 'not'],
  wasnt: ['was', 'not'],
  werent: ['were', 'not'],
  havent: ['have', 'not'],
  hasnt: ['has', 'not'],
  hadnt: ['had', 'not'],
  shouldnt: ['should', 'not'],
  couldnt: ['could', 'not'],
  wouldnt: ['would', 'not'],
  aint: ['is', 'not'],
  im: ['i', 'am'],
  youll: ['you', 'will'],
  youre: ['you', 'are'],
  theyll: ['they', 'will'],
  theyre: ['they', 'are'],
  gonna: ['going', 'to'],
  wanna: ['want', 'to'],
  gotta: ['got', 'to'],
  u: ['you'],
  ppl: ['people'],
  hes: ['he', 'is'],
  shes: ['she', 'is'],
  acct: ['account'],
  accts: ['accounts'],
  yrs: ['years'],
  tmrw: ['tomorrow'],
  msg: ['message'],
  ur: ['your'],
  ya: ['you'],
  // Texting: 'family members r responsible', 'nothing to do w this', "that's a scam" (the apostrophe dropped).
  r: ['are'],
  w: ['with'],
  thats: ['that', 'is'],
  nobodys: ['nobody', 'is'],
  everybodys: ['everybody', 'is'],
  everyones: ['everyone', 'is'],
  txt: ['text'],
  // Misspellings of the watched words themselves.
  arest: ['arrest'],
  arested: ['arrested'],
  arrestd: ['arrested'],
  prision: ['prison'],
  prisson: ['prison'],
  jial: ['jail'],
  txts: ['texts'],
  gf: ['girlfriend'],
  bf: ['boyfriend'],
  // Abbreviations and misspellings of the government's names: 'dept', 'govt', 'goverment'.
  dept: ['department'],
  depts: ['departments'],
  govt: ['government'],
  gov: ['government'],
  goverment: ['government'],
  govermental: ['governmental'],
  whats: ['what', 'is'],
  theres: ['there', 'is'],
  ive: ['i', 'have'],
};
const SUFFIXES: Array<[string, string]> = [
  ["'ll", 'will'],
  ["'re", 'are'],
  ["'ve", 'have'],
  ["'m", 'am'],
  ["'d", 'would'],
];

interface Folded {
  /** The folded text. */
  s: string;
  /** Original start and end offset of each folded character (null: identical to the original). */
  from: Int32Array | null;
  to: Int32Array | null;
}

const ASCII_ONLY = /^[\t\n\r\x20-\x7e]*$/;
/** Unicode folding is slow and messages repeat their characters: each code point is folded once per process. */
const FOLDED = new Map<number, string>();
function foldChar(cp: number, ch: string): string {
  let out = FOLDED.get(cp);
  if (out === undefined) {
    if (cp < 128) out = ch.toLowerCase();
    else if (INVISIBLE.test(ch)) out = '';
    else if (APOSTROPHES.test(ch)) out = "'";
    else {
      const base = ch.normalize('NFKD').replace(/\p{M}/gu, '').normalize('NFKC').toLowerCase();
      out = [...base].map((c) => HOMOGLYPHS[c] ?? c).join('');
    }
    // Bounded: a message in an unusual script must not grow the cache without end.
    if (FOLDED.size < 10_000) FOLDED.set(cp, out);
  }
  return out;
}

/** Case, compatibility forms, accents, look-alikes and invisible characters, keeping each character's origin. */
function fold(raw: string): Folded {
  // Most messages are plain ASCII: lower case is all they need, and offsets stay the same.
  if (ASCII_ONLY.test(raw)) return { s: raw.toLowerCase(), from: null, to: null };
  const chars: string[] = [];
  const from: number[] = [];
  const to: number[] = [];
  for (let i = 0; i < raw.length;) {
    const cp = raw.codePointAt(i)!;
    const ch = String.fromCodePoint(cp);
    const next = i + ch.length;
    for (const c of foldChar(cp, ch)) {
      chars.push(c);
      from.push(i);
      to.push(next);
    }
    i = next;
  }
  return { s: chars.join(''), from: Int32Array.from(from), to: Int32Array.from(to) };
}

interface PreToken extends Token {
  /** true for '.' and ',' breaks. */
  isBreak: boolean;
}

/** A run of non-space characters. */
const CHUNK = /\S+/gu;
/** Leading characters that cannot start a word ('(', quotes); '@' and '$' can ('@ss', '$hit'). */
const LEAD = /^[^\p{L}\p{N}@$*#%_]+/u;
/** Trailing characters that cannot end a word ('!', '.', ')'); '$' and masks can ('a$$', 'f***'). */
const TRAIL = /[^\p{L}\p{N}$*#%_]+$/u;
/**
 * The parts of a chunk: letters, digits, leet and mask characters and apostrophes; a '.' or ',' between digits
 * belongs to the number ('1,500.00'). Everything else separates parts ('follow-up', 'f.u.c.k', '24/7').
 */
const PART = /(?:\p{N}[.,](?=\p{N})|[\p{L}\p{N}@$!|+*#%_'])+/gu;
const SINGLE_LETTER = /^\p{L}$/u;
/** A plain word or number followed by nothing or by ordinary punctuation. */
const PLAIN_CHUNK = /^(\p{L}+|\p{Nd}+)([.,!?;:]*)$/u;

/** Splits the folded text into raw words and clause breaks. */
function preTokenize(f: Folded): PreToken[] {
  const out: PreToken[] = [];
  const start = (k: number) => (f.from ? f.from[k] : k);
  const end = (k: number) => (f.to ? f.to[k - 1] : k);
  const pushBreak = (kind: '.' | ',', at: number) => {
    const last = out[out.length - 1];
    if (!last) return;
    if (last.isBreak) {
      if (kind === '.') last.text = '.';
      return;
    }
    out.push({ text: kind, start: start(at), end: end(at + 1), isBreak: true });
  };
  let prevEnd = 0;
  let newline = f.s.indexOf('\n');
  for (const m of f.s.matchAll(CHUNK)) {
    if (newline >= 0 && newline < m.index) {
      pushBreak('.', newline);
      newline = f.s.indexOf('\n', m.index);
    }
    prevEnd = m.index + m[0].length;
    const chunk = m[0];
    const plain = PLAIN_CHUNK.exec(chunk);
    if (plain) {
      // The common case, a word with at most trailing punctuation: no parts to split.
      out.push({ text: plain[1], start: start(m.index), end: end(m.index + plain[1].length), isBreak: false });
      if (plain[2]) pushBreak(/[.!?;:]/.test(plain[2]) ? '.' : ',', m.index + plain[1].length);
      continue;
    }
    const lead = LEAD.exec(chunk)?.[0].length ?? 0;
    const trail = lead < chunk.length ? (TRAIL.exec(chunk)?.[0].length ?? 0) : 0;
    const core = chunk.slice(lead, chunk.length - trail);
    const base = m.index + lead;
    const parts = [...core.matchAll(PART)].map((p) => ({
      text: p[0],
      s: base + p.index,
      e: base + p.index + p[0].length,
    }));
    const singleLetters = parts.length >= 2 && parts.every((p) => SINGLE_LETTER.test(p.text));
    const dotted = parts.every((p, idx) => idx === parts.length - 1 || f.s[p.e] === '.');
    if (singleLetters && (parts.length >= 3 || dotted)) {
      // 'u.s.', 'f.u.c.k', 'f-u-c-k': one word.
      out.push({
        text: parts.map((p) => p.text).join(''),
        start: start(parts[0].s),
        end: end(parts[parts.length - 1].e),
        isBreak: false,
      });
    } else {
      parts.forEach((p, idx) => {
        out.push({ text: p.text, start: start(p.s), end: end(p.e), isBreak: false });
        const next = parts[idx + 1];
        // 'paid.Thanks': a sentence ends inside the chunk.
        if (next && /[.;?]/.test(f.s.slice(p.e, next.s)) && !SINGLE_LETTER.test(p.text)) pushBreak('.', p.e);
      });
    }
    const trailing = chunk.slice(chunk.length - trail);
    // 'U.S.' ends with its own dot, not with a sentence.
    const acronym = singleLetters && trailing === '.';
    const at = m.index + chunk.length - trail;
    if (/[.!?;:]/.test(trailing) && !acronym) pushBreak('.', at);
    else if (trailing.includes(',')) pushBreak(',', at);
  }
  if (newline >= prevEnd) pushBreak('.', newline);
  return out;
}

/** Spaced-out letters that spell a dictionary word ('f u c k') become that word. */
function joinSpacedLetters(tokens: PreToken[], dictionary: Dictionary): PreToken[] {
  if (dictionary.words.size === 0) return tokens;
  const out: PreToken[] = [];
  for (let i = 0; i < tokens.length;) {
    let j = i;
    while (j < tokens.length && !tokens[j].isBreak && SINGLE_LETTER.test(tokens[j].text)) j++;
    if (j - i < 3) {
      out.push(...tokens.slice(i, Math.max(j, i + 1)));
      i = Math.max(j, i + 1);
      continue;
    }
    // Within a run of single letters, the longest dictionary word at each position.
    const letters = tokens.slice(i, j).map((t) => t.text);
    const run = letters.join('');
    const oneUnitEach = run.length === letters.length;
    let k = i;
    while (k < j) {
      let taken = 0;
      // Grow the candidate while it is the start of some dictionary word; keep the longest whole word.
      for (let len = 1; len <= j - k; len++) {
        const word = oneUnitEach ? run.substr(k - i, len) : letters.slice(k - i, k - i + len).join('');
        if (!dictionary.prefixes.has(word)) break;
        if (len >= 3 && dictionary.words.has(word)) taken = len;
      }
      if (taken) {
        const word = oneUnitEach ? run.substr(k - i, taken) : letters.slice(k - i, k - i + taken).join('');
        out.push({ text: word, start: tokens[k].start, end: tokens[k + taken - 1].end, isBreak: false });
      }
      if (!taken) out.push(tokens[k]);
      k += taken || 1;
    }
    i = j;
  }
  return out;
}

const NUMBER_WITH_UNIT = /^\d+[a-z]{0,3}$/;

/** 'sh!t' -> 'shit', 'b1tch' -> 'bitch'; '10am', '1st' and '1099c' stay as they are. */
function decodeLeet(word: string): string {
  if (!LETTER.test(word) || NUMBER_WITH_UNIT.test(word)) return word;
  if (!LEET_CHAR.test(word)) return word;
  return word.replace(LEET_CHARS, (c) => LEET[c]);
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Same length, and every letter that is not masked is in place: 'f**k' fits 'fuck'. */
function fitsExactly(masked: string, word: string): boolean {
  if (masked.length !== word.length) return false;
  for (let i = 0; i < masked.length; i++) {
    if (masked[i] !== word[i] && !MASK.test(masked[i])) return false;
  }
  return true;
}

const UNMASKED = new Map<string, string>();

/** 'f***' -> 'fuck' when the dictionary has a word of that shape; otherwise the mask characters are dropped. */
function unmask(word: string, dictionary: readonly string[]): string {
  if (!MASK.test(word) || !LETTER.test(word)) return word;
  const key = `${dictionary.length}:${word}`;
  let out = UNMASKED.get(key);
  if (out === undefined) {
    out = dictionary.find((w) => fitsExactly(word, w));
    if (out === undefined) {
      // Any number of mask characters for any number of letters: 'f*' for 'fuck'.
      const shape = new RegExp(
        `^${word
          .split(/([*#%_]+)/)
          .map((piece) => (MASK.test(piece) ? '[a-z]+' : escapeRegExp(piece)))
          .join('')}$`,
      );
      out = dictionary.find((w) => shape.test(w)) ?? word.replace(/[*#%_]+/g, '');
    }
    if (UNMASKED.size < 10_000) UNMASKED.set(key, out);
  }
  return out;
}

/** "won't" -> ['will', 'not'], "we'll" -> ['we', 'will'], "hell's" -> ['hells']. */
function expand(word: string): string[] {
  let w = word;
  const after: string[] = [];
  if (w.endsWith("n't")) {
    const base = w.slice(0, -3);
    const map: Record<string, string> = { ca: 'can', wo: 'will', sha: 'shall', ai: 'is' };
    return [map[base] ?? base, 'not'].filter(Boolean);
  }
  for (const [suffix, full] of SUFFIXES) {
    if (w.endsWith(suffix) && w.length > suffix.length) {
      w = w.slice(0, -suffix.length);
      after.push(full);
      break;
    }
  }
  w = w.replace(/'/g, '');
  const words = Object.hasOwn(CONTRACTION_WORDS, w) ? CONTRACTION_WORDS[w] : [w];
  return [...words, ...after];
}

const PLAIN_WORD = /^(?:\p{L}+|\p{Nd}+)$/u;
interface Dictionary {
  words: Set<string>;
  /** Every beginning of every word ('f', 'fu', 'fuc', 'fuck'). */
  prefixes: Set<string>;
}
const DICTIONARIES = new WeakMap<readonly string[], Dictionary>();
function dictionaryOf(words: readonly string[]): Dictionary {
  let d = DICTIONARIES.get(words);
  if (!d) {
    d = { words: new Set(words), prefixes: new Set(words.flatMap((w) => [...w].map((_, i) => w.slice(0, i + 1)))) };
    DICTIONARIES.set(words, d);
  }
  return d;
}

export function normalize(raw: string, options: NormalizeOptions = {}): NormalizedText {
  const dictionary = options.dictionary ?? [];
  const pre = joinSpacedLetters(preTokenize(fold(raw)), dictionaryOf(dictionary));
  const tokens: Token[] = [];
  for (const t of pre) {
    if (t.isBreak) {
      if (tokens.length && tokens[tokens.length - 1].text !== '.' && tokens[tokens.length - 1].text !== ',') {
        tokens.push({ text: t.text, start: t.start, end: t.end });
      }
      continue;
    }
    if (PLAIN_WORD.test(t.text)) {
      // The common case: a plain word, at most a contraction written without its apostrophe ('dont').
      const words = Object.hasOwn(CONTRACTION_WORDS, t.text) ? CONTRACTION_WORDS[t.text] : [t.text];
      for (const w of words) tokens.push({ text: w, start: t.start, end: t.end });
      continue;
    }
    const plain = unmask(decodeLeet(t.text.replace(/^\$(?=\d)/, '')), dictionary);
    for (const piece of expand(plain)) {
      const clean = piece.replace(/[^\p{L}\p{N}.]/gu, '').replace(/^\.+|\.+$/g, '');
      if (clean) tokens.push({ text: clean, start: t.start, end: t.end });
    }
  }
  const text = tokens.map((t) => t.text).join(' ');
  const charToken = new Int32Array(text.length).fill(-1);
  let pos = 0;
  tokens.forEach((t, idx) => {
    charToken.fill(idx, pos, pos + t.text.length);
    pos += t.text.length + 1;
  });
  return { raw, tokens, text, charToken };
}
