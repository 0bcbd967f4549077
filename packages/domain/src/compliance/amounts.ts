/**
 * Dollar amounts written in a chat message ('$1,250.00', '$2k', '900 dollars', 'USD 75', 'three thousand dollars'),
 * in cents.
 */

export interface DollarAmount {
  cents: number;
  start: number;
  end: number;
}

const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?`;
const PATTERNS = [
  new RegExp(String.raw`\$\s?${NUMBER}(?:\s?(k|thousand)\b)?`, 'gi'),
  new RegExp(String.raw`\b${NUMBER}\s?(k|thousand)?\s?(?:dollars|usd|bucks)\b`, 'gi'),
  new RegExp(String.raw`\busd\s?${NUMBER}`, 'gi'),
  // '2k total', 'over 2 grand': thousands in chat shorthand are dollars (not a 5k run or 10k steps).
  new RegExp(
    String.raw`(?<![$\d.,])\b${NUMBER}\s?(k|grand)\b(?!\s?(?:run|race|steps|miles|followers|views|km|likes))`,
    'gi',
  ),
  // A bare number that is plainly the debt ('you owe 2,300 now', 'balance is 1500'): collectors drop the '$' in chat.
  // Not years, dates, times, percentages or counts ('due 12/15', 'total of 3 payments', 'owed since 2019').
  new RegExp(
    String.raw`(?<=\b(?:owe|owes|owed|owing|balance|total|payoff|amount due|amount owed|due)(?:\s(?:is|of|now|still|currently|remaining|outstanding|comes to|stands at|at|only|just|about|around|approximately|roughly|nearly|over|a)){0,3}\s)(?!(?:19|20)\d\d\b(?!,))${NUMBER}(?:\s?(k|thousand)\b)?(?![\d/:%-]|\s?(?:%|percent|days?|weeks?|months?|years?|times|payments?|installments?|am|pm|a\.m|p\.m|th|st|nd|rd)\b)`,
    'gi',
  ),
];

const SMALL: Record<string, number> = {
  a: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const NUMBER_WORD = `(?:${Object.keys(SMALL).join('|')}|hundred|thousand)`;
const WORDS_AMOUNT = new RegExp(
  String.raw`\b((?:${NUMBER_WORD}[ -](?:and )?){0,6}${NUMBER_WORD}) (?:dollars|bucks)\b`,
  'gi',
);

/** 'two thousand five hundred' -> 2500. */
function wordsToNumber(words: string): number {
  let total = 0;
  let current = 0;
  for (const w of words.toLowerCase().split(/[ -]+/)) {
    if (w === 'hundred') current = (current || 1) * 100;
    else if (w === 'thousand') {
      total += (current || 1) * 1000;
      current = 0;
    } else if (Object.hasOwn(SMALL, w)) current += SMALL[w];
  }
  return total + current;
}

export function findDollarAmounts(text: string): DollarAmount[] {
  const found: DollarAmount[] = [];
  for (const m of text.matchAll(WORDS_AMOUNT)) {
    found.push({ cents: wordsToNumber(m[1]) * 100, start: m.index, end: m.index + m[0].length });
  }
  for (const pattern of PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      const end = m.index + m[0].length;
      if (found.some((f) => m.index < f.end && end > f.start)) continue;
      const whole = Number(m[1].replace(/,/g, ''));
      const fraction = m[2] ? Number(m[2].padEnd(2, '0')) : 0;
      const thousands = m[3] ? 1000 : 1;
      found.push({ cents: Math.round((whole * 100 + fraction) * thousands), start: m.index, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
