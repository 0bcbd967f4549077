/**
 * The words a sentence is scored on by the statistical layer (model.ts). A sentence becomes a bag of features: its
 * words (lightly stemmed), pairs of neighbouring words, words two apart, and the same with concept classes in place of
 * the words (any relative is FAM, any third party is PARTY, any asset is ASSET, a dollar amount is AMOUNT), so that
 * 'your sister has to pay' and 'your grandson must pay' share 'FAM must_pay'. Words in a negation's reach carry a '!'
 * ('we will not garnish' gives '!garnish', not 'garnish'); the consumer's reported words and passages the message
 * calls unrelated carry 'q:'. Everything is deterministic and readable, so a feature's weight can be shown.
 */
import type { NormalizedText } from '../normalize';
import type { Voice } from '../voice';

const CLASSES: Record<string, readonly string[]> = {
  FAM: [
    'wife',
    'husband',
    'spouse',
    'partner',
    'parent',
    'parents',
    'mother',
    'father',
    'mom',
    'mum',
    'dad',
    'kid',
    'kids',
    'child',
    'children',
    'son',
    'daughter',
    'family',
    'brother',
    'sister',
    'relative',
    'relatives',
    'sibling',
    'siblings',
    'heir',
    'heirs',
    'grandparent',
    'grandparents',
    'grandson',
    'granddaughter',
    'grandmother',
    'grandfather',
    'fiance',
    'fiancee',
    'widow',
    'widower',
    'household',
    'uncle',
    'aunt',
    'cousin',
    'nephew',
    'niece',
    'grandchildren',
    'stepson',
    'stepdaughter',
    'sons',
    'daughters',
    'brothers',
    'sisters',
  ],
  PARTY: [
    'employer',
    'boss',
    'manager',
    'supervisor',
    'hr',
    'coworker',
    'coworkers',
    'colleague',
    'colleagues',
    'neighbor',
    'neighbors',
    'neighbour',
    'neighbours',
    'friend',
    'friends',
    'church',
    'pastor',
    'priest',
    'landlord',
    'references',
    'workplace',
    'office',
    'school',
    'community',
    'facebook',
    'linkedin',
    'instagram',
    'twitter',
    'tiktok',
    'everyone',
    'everybody',
    'roommate',
    'team',
    'congregation',
    'payroll',
    'street',
    'town',
    'neighborhood',
    'neighbourhood',
    'newspaper',
    'paper',
    'public',
    'online',
    'website',
  ],
  ASSET: [
    'car',
    'cars',
    'truck',
    'vehicle',
    'van',
    'boat',
    'house',
    'home',
    'property',
    'furniture',
    'belongings',
    'wage',
    'wages',
    'paycheck',
    'paychecks',
    'salary',
    'savings',
    'refund',
    'assets',
    'pension',
    'jewelry',
    'motorcycle',
    'checking',
    'possessions',
    'stuff',
    'income',
  ],
  JAIL: [
    'jail',
    'prison',
    'arrest',
    'arrested',
    'warrant',
    'cell',
    'custody',
    'handcuffs',
    'cuffs',
    'lockup',
    'bars',
    'prision',
    'jailed',
    'imprisonment',
    'detained',
    'detention',
    'locked',
    'slammer',
    'behind',
  ],
  LAW: ['police', 'cops', 'cop', 'sheriff', 'deputy', 'marshal', 'officer', 'authorities', 'feds', 'fbi'],
  BUREAU: ['equifax', 'experian', 'transunion', 'bureaus', 'bureau', 'credit'],
};
const CLASS_OF = new Map<string, string>();
for (const [tag, members] of Object.entries(CLASSES)) for (const w of members) CLASS_OF.set(w, tag);

const NEGATORS = new Set([
  'not',
  'never',
  'no',
  'nobody',
  'noone',
  'none',
  'nothing',
  'without',
  'neither',
  'nor',
  'cannot',
]);
/** Words that end a negation's reach: 'if you do not pay, we will garnish' negates the paying only. */
const NEGATION_ENDS = new Set([
  ',',
  '.',
  'if',
  'unless',
  'otherwise',
  'until',
  'till',
  'because',
  'but',
  'and',
  'so',
  'then',
  'or',
  'else',
  'when',
  'before',
  'after',
  'pay',
  'paid',
  'paying',
  'payment',
  'hesitate',
  'want',
  'wants',
  'stop',
  'keep',
  'prevent',
  'yet',
]);
const NEGATION_REACH = 5;

/** A light stem: enough to join 'garnish', 'garnishing', 'garnished' and 'garnishes' without a dictionary. */
export function stem(word: string): string {
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ied')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2);
  if (word.length > 4 && word.endsWith('es') && !word.endsWith('ses')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

/** Digits become shape tokens: a dollar amount, a year, any other number. */
function shape(word: string): string {
  if (/^\$/.test(word)) return 'AMOUNT';
  if (/^(?:19|20)[0-9]{2}$/.test(word)) return 'YEAR';
  if (/[0-9]/.test(word)) return 'NUM';
  return word;
}

/** The sentence's words as the model sees them: marked for negation and voice, stemmed, and their classes. */
function markedWords(text: NormalizedText, voice: Voice, from: number, to: number): Array<{ w: string; c: string }> {
  const out: Array<{ w: string; c: string }> = [];
  let negated = 0;
  for (let i = from; i < to; i++) {
    const raw = text.tokens[i].text;
    if (raw === ',' || raw === '.') {
      negated = 0;
      continue;
    }
    if (NEGATION_ENDS.has(raw)) negated = 0;
    const base = shape(raw);
    const cls = CLASS_OF.get(base) ?? (base === 'AMOUNT' || base === 'NUM' || base === 'YEAR' ? base : stem(base));
    const prefix = voice.neutral[i] ? 'q:' : negated > 0 ? '!' : '';
    out.push({ w: prefix + stem(base), c: prefix + cls });
    if (NEGATORS.has(raw)) negated = NEGATION_REACH;
    else if (negated > 0) negated--;
  }
  return out;
}

/** The features of one sentence [from, to) of the normalised tokens; duplicates removed. */
export function sentenceFeatures(text: NormalizedText, voice: Voice, from: number, to: number): string[] {
  const words = markedWords(text, voice, from, to);
  const out = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    out.add(words[i].w);
    if (words[i].c !== words[i].w) out.add(words[i].c);
    if (i + 1 < words.length) {
      out.add(`${words[i].w}_${words[i + 1].w}`);
      out.add(`${words[i].c}_${words[i + 1].c}`);
    }
    if (i + 2 < words.length) out.add(`${words[i].c}__${words[i + 2].c}`);
  }
  return [...out];
}

/** Each sentence's features, in the order of voice.sentences. */
export function messageFeatures(text: NormalizedText, voice: Voice): string[][] {
  return voice.sentences.map(([from, to]) => sentenceFeatures(text, voice, from, to));
}

/**
 * Facts change what words mean ('we will sue' is a threat the collector cannot carry out only on a time-barred
 * debt), and a linear model cannot multiply: so each single word is repeated with the facts that hold, 'tb:sue'.
 */
const FACT_PREFIXES: Array<[keyof FactFlags, string]> = [
  ['accountTimeBarred', 'tb:'],
  ['accountHasJudgment', 'j:'],
  ['accountDisputed', 'd:'],
  ['senderIsAttorney', 'a:'],
];
export interface FactFlags {
  accountTimeBarred: boolean;
  accountHasJudgment: boolean;
  accountDisputed: boolean;
  senderIsAttorney: boolean;
}

export function withFacts(features: readonly string[], facts: FactFlags): string[] {
  const out = [...features];
  for (const [flag, prefix] of FACT_PREFIXES) {
    if (!facts[flag]) continue;
    out.push(`${prefix}fact`);
    for (const f of features) if (!f.includes('_')) out.push(prefix + f);
  }
  return out;
}
