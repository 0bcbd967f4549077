import type { ExtractedFact, MailingAddress } from '../walkthrough/fields';
import { STATE_NAMES_LONGEST_FIRST, stateCodeOf, US_STATES } from './states';

/** A fact before it is tied to an uploaded file. */
export type FactCandidate = Omit<ExtractedFact, 'file_id'>;

export interface ExtractOptions {
  method: 'pdf_text' | 'ocr';
  /** OCR's mean confidence (0..1): a blurry photo lowers every fact read from it. */
  ocrConfidence?: number;
}

/**
 * Rules that read the facts of a summons, a complaint or a collection letter from its text (PDF text layer or OCR).
 * Every rule gives each candidate a confidence: a value found beside its label ("Case No.", "Plaintiff") is surer
 * than one guessed from its shape alone. All candidates are returned; the caller keeps them and picks the best.
 */
export function extractFacts(rawText: string, opts: ExtractOptions): FactCandidate[] {
  const text = normalize(rawText.slice(0, MAX_TEXT));
  const lines = text
    .split('\n')
    .map((l) => l.replace(/[ \t]+/g, ' ').trim())
    .filter((l) => l.length > 0)
    .flatMap(piecesOf)
    .flatMap(splitCaptionColumns);
  const found: Omit<FactCandidate, 'method'>[] = [];

  const customer = customerNames(lines, text);
  const plaintiffs = plaintiffNames(lines, text);
  found.push(...customer, ...plaintiffs);
  found.push(...courtNames(lines));
  found.push(...states(lines, text));
  found.push(...amounts(lines));
  found.push(...civilNumbers(lines, text));
  const firms = lawFirms(lines, plaintiffs.map((p) => String(p.value)));
  found.push(...firms);
  found.push(...emails(text));
  const bestCustomer = [...customer].sort((a, b) => b.confidence - a.confidence)[0]?.value as string | undefined;
  found.push(...addresses(lines, bestCustomer, firms.map((f) => String(f.value))));
  found.push(...phones(lines, bestCustomer));
  found.push(...paperKind(lines, found));

  const scale = opts.method === 'ocr' ? 0.6 + 0.4 * clamp01(opts.ocrConfidence ?? 0.5) : 1;
  return dedupe(found.map((f) => ({ ...f, confidence: round(clamp01(f.confidence * scale)), method: opts.method })));
}

// ---------------------------------------------------------------------------------------------------------------
// Text clean-up

/**
 * The rules read at most this much of a paper (the facts are on its first pages; a summons is a few thousand
 * characters), and lines of at most MAX_LINE characters (a text layer without line breaks is cut into pieces): an
 * uploaded file is someone else's text, and the line rules' patterns may backtrack in the square of a line's length.
 */
export const MAX_TEXT = 100_000;
export const MAX_LINE = 400;

function piecesOf(line: string): string[] {
  if (line.length <= MAX_LINE) return [line];
  const pieces: string[] = [];
  for (let i = 0; i < line.length; i += MAX_LINE) pieces.push(line.slice(i, i + MAX_LINE));
  return pieces;
}

/** Straightens quotes and dashes, and the usual OCR confusions that matter to the rules. */
export function normalize(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u2018\u2019\u201a\u201b]/g, "'")
    .replace(/[\u201c\u201d\u201e]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\u00a0/g, ' ')
    .replace(/[|]/g, ' ');
}

/**
 * A caption is two columns: the parties on the left, the court or the case number on the right. A PDF's text layer
 * (and OCR) often reads both columns into one line ("JEFFERSON CAPITAL SYSTEMS, LLC, CASE NO.: 16-2025-SC-004512");
 * the rules read them better as two lines. Splits after a party's closing comma (or "v.") where the right column
 * starts with a case label, an amount label or a court's name.
 */
export function splitCaptionColumns(line: string): string[] {
  const m =
    /^(.{1,80}?(?:,|\bv\.|\bvs\.|\b(?:LLC|Inc\.|N\.A\.)))\s+((?:Case|Cause|Docket|Index|Civil Action|File)\s*(?:No|Number|#)\b.*|Amount (?:Claimed|Due|Demanded)\b.*|(?:[A-Z]+ )*COURT\b.*|LAW DIVISION\b.*|SPECIAL CIVIL PART\b.*)$/i.exec(
      line,
    ) ?? /^(v\.|vs\.)\s+([A-Z]+ COUNTY)$/.exec(line);
  return m ? [m[1], m[2]] : [line];
}

const clamp01 = (n: number) => Math.max(0, Math.min(1, n));
const round = (n: number) => Math.round(n * 100) / 100;

function dedupe(facts: FactCandidate[]): FactCandidate[] {
  const best = new Map<string, FactCandidate>();
  for (const f of facts) {
    const key = `${f.field}\u0000${JSON.stringify(f.value).toLowerCase()}`;
    const seen = best.get(key);
    if (!seen || f.confidence > seen.confidence) best.set(key, f);
  }
  return [...best.values()];
}

/** "JOHN Q. PUBLIC" -> "John Q. Public"; mixed case is kept as printed. */
export function tidyName(raw: string): string {
  const s = raw
    .replace(/\s+/g, ' ')
    .replace(/^[\s,.;:'"-]+|[\s,;:'"-]+$/g, '')
    .replace(/\.$/, (m) => m) // keep "Inc." style endings
    .trim();
  if (s !== s.toUpperCase()) return s;
  return s
    .toLowerCase()
    .replace(/(^|[\s\-'(/])([a-z])/g, (_m, p: string, c: string) => p + c.toUpperCase())
    .replace(/\b(Llc|Llp|Pllc|Lp|Na|N\.a\.|P\.c\.|P\.a\.|Spv|Ii|Iii|Iv)\b/g, (m) => m.toUpperCase())
    .replace(/\bMc([a-z])/g, (_m, c: string) => `Mc${c.toUpperCase()}`)
    .replace(/\b(Of|And|The|For|In|At)\b/g, (m, _x, offset: number) => (offset === 0 ? m : m.toLowerCase()));
}

// ---------------------------------------------------------------------------------------------------------------
// Names

const PERSON = /^(?:(?:MR|MRS|MS|DR)\.?\s+)?[A-Z][A-Za-z'-]+(?:\s+[A-Z]\.?)?(?:\s+[A-Z][A-Za-z'-]+){1,2}(?:,?\s+(?:JR|SR|II|III|IV)\.?)?$/i;
const NOT_A_PERSON =
  /\b(LLC|L\.L\.C|INC|CORP|COMPANY|BANK|FUNDING|ASSOCIATES|RECOVERY|CAPITAL|COURT|COUNTY|STATE|PLAINTIFF|DEFENDANT|SUMMONS|COMPLAINT|NOTICE|LAW|GROUP|OFFICE|ATTORNEY|CASE|DIVISION|DISTRICT|CIVIL|DEAR|SERVICES|FINANCIAL|CREDIT|SYSTEMS|ASSET|MANAGEMENT|TRUST|N\.A|LLP|P\.C|VALIDATION|DEBT|ACCOUNT|STREET|AVENUE|BOX|SUITE)\b/i;

export function looksLikePerson(s: string): boolean {
  const t = s.trim().replace(/,$/, '');
  return t.length >= 5 && t.length <= 60 && PERSON.test(t) && !NOT_A_PERSON.test(t) && !/\d/.test(t);
}

function customerNames(lines: string[], text: string): Omit<FactCandidate, 'method'>[] {
  const out: Omit<FactCandidate, 'method'>[] = [];
  const push = (raw: string, confidence: number) => {
    const name = tidyName(raw.replace(/^(?:MR|MRS|MS|DR)\.?\s+/i, ''));
    if (looksLikePerson(name)) out.push({ field: 'customer_name', value: name, confidence });
  };
  // "JANE DOE, Defendant" / "JANE DOE Defendant(s)." on one line, or the name on the line(s) above "Defendant".
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const same = /^(?:v\.?s?\.?\s+|against\s+)?(.+?),?\s+Defendants?(?:\(s\))?\.?\s*$/i.exec(line);
    if (same && !/plaintiff/i.test(same[1])) {
      push(same[1], 0.95);
      continue;
    }
    if (/^Defendants?(?:\(s\))?[.:,]?$/i.test(line)) {
      for (let j = i - 1; j >= Math.max(0, i - 3); j--) {
        const cand = lines[j].replace(/,$/, '').replace(/^(?:v\.?s?\.?|against)\s+/i, '');
        if (looksLikePerson(cand)) {
          push(cand, 0.9);
          break;
        }
      }
    }
  }
  // Labels: "Defendant: Jane Doe", "Debtor: ...", "Consumer Name: ...", "TO: ...".
  const labelled =
    /^(?:Defendant(?:'s)? Name|Defendant|Debtor|Consumer|Consumer Name|Account Holder|Borrower|Customer|Name of Defendant|To(?: the Defendant)?|TO DEFENDANT)\s*[:-]\s*(.+)$/i;
  for (const line of lines) {
    const m = labelled.exec(line);
    if (m) push(m[1].split(/\s{2,}|,\s*(?=\d)/)[0], 0.88);
  }
  // "Dear Jane Doe," (a letter's salutation). "Dear Ms. Doe" gives only a surname: not a name to fill in.
  for (const m of text.matchAll(/^[^\S\n]*Dear\s+(?:(?:Mr|Mrs|Ms|Dr)\.?\s*)?([A-Z][^,:\n]+)[,:]/gim)) push(m[1], 0.8);
  // A letter's address block: a person's name right above a street line.
  for (let i = 0; i + 2 < lines.length; i++) {
    if (looksLikePerson(lines[i]) && STREET.test(lines[i + 1]) && CITY_STATE_ZIP.test(lines[i + 2])) push(lines[i], 0.6);
  }
  return out;
}

/** The debt buyers and banks that sue most; a name that matches one is read with more confidence. */
export const KNOWN_PLAINTIFFS = [
  'Midland Funding LLC',
  'Midland Credit Management Inc.',
  'Portfolio Recovery Associates LLC',
  'LVNV Funding LLC',
  'Cavalry SPV I LLC',
  'Cavalry SPV II LLC',
  'Jefferson Capital Systems LLC',
  'Crown Asset Management LLC',
  'Velocity Investments LLC',
  'Unifund CCR LLC',
  'Discover Bank',
  'Capital One N.A.',
  'Capital One Bank (USA) N.A.',
  'Synchrony Bank',
  'Citibank N.A.',
  'American Express National Bank',
  'Bank of America N.A.',
  'Credit Acceptance Corporation',
  'Absolute Resolutions Investments LLC',
  'Sherman Originator LLC',
];
const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const KNOWN = new Map(KNOWN_PLAINTIFFS.map((p) => [squash(p), p]));

/** Edit distance, for names OCR misread by a letter or two ("IVNV FUNDING LLC"). */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length];
}

function canonicalPlaintiff(raw: string): { name: string; known: boolean } {
  const name = tidyName(raw.replace(/^(?:v\.?s?\.?|against)\s+/i, ''));
  const key = squash(name);
  const hit = KNOWN.get(key);
  if (hit) return { name: hit, known: true };
  // One misread letter in ten: still the same debt buyer.
  for (const [k, known] of KNOWN) if (k.length >= 10 && distance(k, key) <= Math.floor(k.length / 10)) return { name: known, known: true };
  return { name, known: false };
}

const ORG = /\b(LLC|L\.L\.C\.?|INC\.?|CORP(?:ORATION)?\.?|COMPANY|BANK|N\.?A\.?|LP|L\.P\.|TRUST|CREDIT UNION|FUNDING|ASSOCIATES|SERVICES)\b/i;

function plaintiffNames(lines: string[], text: string): Omit<FactCandidate, 'method'>[] {
  const out: Omit<FactCandidate, 'method'>[] = [];
  const push = (raw: string, confidence: number) => {
    const cleaned = raw.replace(/\s*,?\s*(?:as\s+assignee|assignee\s+of|successor\s+in\s+interest).*$/i, '').trim();
    if (cleaned.length < 3 || cleaned.length > 90 || /\bDefendant\b/i.test(cleaned)) return;
    const { name, known } = canonicalPlaintiff(cleaned);
    const conf = known ? Math.min(1, confidence + 0.05) : ORG.test(name) ? confidence : confidence - 0.2;
    out.push({ field: 'plaintiff_name', value: name, confidence: conf });
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const same = /^(.+?),?\s+Plaintiffs?(?:\(s\))?[.,]?\s*$/i.exec(line);
    if (same && !/^(?:attorneys?|counsel|for)\b/i.test(same[1]) && !/\bfor\s*$/i.test(same[1])) {
      push(same[1], 0.93);
      continue;
    }
    if (/^Plaintiffs?(?:\(s\))?[.:,]?$/i.test(line)) {
      for (let j = i - 1; j >= Math.max(0, i - 2); j--) {
        if (ORG.test(lines[j]) || KNOWN.has(squash(lines[j]))) {
          push(lines[j].replace(/,$/, ''), 0.88);
          break;
        }
      }
    }
  }
  const labelled =
    /^(?:Plaintiff(?:'s)? Name|Plaintiff|Current Creditor|Current Owner|Creditor to whom the debt is owed|Owner of the Debt|Creditor)\s*[:-]\s*(.+)$/i;
  for (const line of lines) {
    const m = labelled.exec(line);
    if (m) push(m[1], /current|owed|owner/i.test(line) ? 0.85 : 0.9);
  }
  for (const m of text.matchAll(/\b(?:SUED BY|DEMANDANTE)[^:\n]{0,20}:\s*([^\n]+)/gi)) push(m[1], 0.9);
  // Known names anywhere in the text: a weak guess when no label says who sues.
  const flat = squash(text);
  for (const [key, name] of KNOWN) if (flat.includes(key)) out.push({ field: 'plaintiff_name', value: name, confidence: 0.5 });
  // "on behalf of our client, X," in letters.
  for (const m of text.matchAll(/on behalf of (?:our client,?\s*)?([A-Z][A-Za-z0-9&.,' ]+?(?:LLC|L\.L\.C\.|Inc\.|N\.A\.|Bank))/g))
    push(m[1], 0.75);
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Court papers or a collector's letter

/** A heading that only court papers carry. */
const COURT_PAPER_HEADING =
  /^(?:CIVIL\s+)?(?:SUMMONS|COMPLAINT|PETITION|ORIGINAL PETITION|STATEMENT OF CLAIM|WARRANT IN DEBT|NOTICE OF (?:SUIT|LAWSUIT)|AFFIDAVIT OF (?:DEBT|CLAIM)|MOTION FOR (?:DEFAULT|SUMMARY) JUDGMENT)\b.{0,60}$/i;
/** The parties of a caption: "X, Plaintiff," / "v." / "Y, Defendant." */
const CAPTION_PARTY = /(?:^|,\s*)(?:Plaintiffs?|Defendants?|Petitioner|Respondent)\s*[,.]?\s*$/i;
/** What a collector's letter says of itself (Regulation F's and the FDCPA's required words, a validation notice). */
const LETTER_MARK =
  /\b(?:this (?:communication|letter|notice) is from a debt collector|attempt to collect a debt|validation notice|unless you dispute the validity|has (?:been )?(?:referred|placed|assigned) (?:your|this) account)\b/i;

/**
 * Whether the paper is court papers (true) or a collector's letter (false), from its headings, its caption and the
 * facts already found: a case number read beside a case label, or a court named in a caption, means a suit was
 * filed; a letter that says it is from a debt collector, with neither, is pre-suit collection. Nothing either way
 * gives no fact (the consumer is asked).
 */
function paperKind(lines: string[], found: ReadonlyArray<Omit<FactCandidate, 'method'>>): Omit<FactCandidate, 'method'>[] {
  const head = lines.slice(0, 60);
  const heading = head.some((l) => COURT_PAPER_HEADING.test(l));
  const caption = head.filter((l) => CAPTION_PARTY.test(l)).length;
  const caseNumber = found.some((f) => f.field === 'civil_number' && f.confidence >= 0.75);
  const court = found.some((f) => f.field === 'court_name' && f.confidence >= 0.85);
  const signs = [heading, caption > 0, caseNumber, court].filter(Boolean).length;
  if (signs >= 2) return [{ field: 'lawsuit_exists', value: true, confidence: 0.95 }];
  if (signs === 1 && (caseNumber || court)) return [{ field: 'lawsuit_exists', value: true, confidence: 0.8 }];
  if (signs === 0 && lines.some((l) => LETTER_MARK.test(l))) return [{ field: 'lawsuit_exists', value: false, confidence: 0.85 }];
  return [];
}

// ---------------------------------------------------------------------------------------------------------------
// Court and state

const COURT_LINE =
  /\b((?:SUPERIOR|CIRCUIT|DISTRICT|COUNTY|JUSTICE|MAGISTRATE|MUNICIPAL|CIVIL|STATE|MAGISTERIAL DISTRICT|SMALL CLAIMS|GENERAL DISTRICT|COMMON PLEAS|JUSTICE OF THE PEACE)\b.*\bCOURT\b.*|.*\bCOURT OF (?:COMMON PLEAS|THE CITY|CLAIMS).*|.*\bCOURT\b.*\bCOUNTY\b.*|.*\bCOUNTY\b.*\bCOURT\b.*)$/i;

function cleanCourt(raw: string): string {
  let s = raw
    .replace(/^\s*(?:IN|FOR)\s+THE\s+/i, '')
    .replace(/^\s*IN\s+/i, '')
    .replace(/\s+/g, ' ')
    .replace(/[\s,.;:]+$/, '');
  s = s.replace(/\s*,?\s*(?:CIVIL|CHANCERY|LAW|SMALL CLAIMS) DIVISION.*$/i, '');
  return tidyName(s);
}

function courtNames(lines: string[]): Omit<FactCandidate, 'method'>[] {
  const out: Omit<FactCandidate, 'method'>[] = [];
  for (let i = 0; i < Math.min(lines.length, 60); i++) {
    const line = lines[i];
    if (line.length > 120 || /\b(?:clerk of|filed|court costs|court date|appear|courthouse|this court|said court|the court)\b/i.test(line)) continue;
    const labelled = /^(?:Court|Court Name|Name of Court)\s*[:-]\s*(.+)$/i.exec(line);
    if (labelled) {
      out.push({ field: 'court_name', value: cleanCourt(labelled[1]), confidence: 0.9 });
      continue;
    }
    if (!COURT_LINE.test(line)) continue;
    let court = line;
    // "IN THE CIRCUIT COURT OF" / "COOK COUNTY, ILLINOIS" split across two lines.
    if (/\b(?:OF|FOR|IN AND FOR)\s*$/i.test(court) && lines[i + 1]) court = `${court} ${lines[i + 1]}`;
    const startsLikeCaption = /^\s*(?:IN\s+THE\s+)?[A-Z ,.'-]*COURT\b/i.test(court) || /^[A-Z][A-Za-z .'-]+ COUNTY\b/.test(court);
    // "... COUNTY, ILLINOIS": the state names the court's state, not part of its name, unless it is the only place.
    const withoutState = court.replace(
      new RegExp(`,?\\s*(?:STATE OF\\s+)?(?:${STATE_NAMES_LONGEST_FIRST.join('|')})\\s*$`, 'i'),
      '',
    );
    const name = cleanCourt(/COUNTY|CITY|DISTRICT|PARISH/i.test(withoutState) ? withoutState : court);
    out.push({ field: 'court_name', value: name, confidence: startsLikeCaption ? 0.85 : 0.6 });
  }
  return out;
}

function states(lines: string[], text: string): Omit<FactCandidate, 'method'>[] {
  const out: Omit<FactCandidate, 'method'>[] = [];
  const names = STATE_NAMES_LONGEST_FIRST.join('|');
  const head = lines.slice(0, 25);
  for (const line of head) {
    // "STATE OF ILLINOIS", "COOK COUNTY, ILLINOIS", "SUPERIOR COURT OF CALIFORNIA", "COURT OF THE STATE OF NEW YORK".
    const m =
      new RegExp(`\\bSTATE OF\\s+(${names})\\b`, 'i').exec(line) ??
      (/COURT|COUNTY|PARISH/i.test(line) ? new RegExp(`\\b(${names})\\b`, 'i').exec(line) : null);
    if (m) {
      const code = stateCodeOf(m[1]);
      if (code) out.push({ field: 'lawsuit_state', value: code, confidence: /COURT/i.test(line) ? 0.92 : 0.85 });
    }
  }
  const labelled = new RegExp(`^(?:State|Lawsuit State|Venue)\\s*[:\\-]\\s*(${names}|[A-Z]{2})\\b`, 'im').exec(text);
  if (labelled) {
    const code = stateCodeOf(labelled[1]);
    if (code) out.push({ field: 'lawsuit_state', value: code, confidence: 0.9 });
  }
  // Failing all that (a letter names no court): the state of the addressee, a fair guess.
  for (const line of lines) {
    const m = CITY_STATE_ZIP.exec(line);
    if (m && US_STATES[m[2].toUpperCase()]) out.push({ field: 'lawsuit_state', value: m[2].toUpperCase(), confidence: 0.35 });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Amount

const MONEY = /\$\s?((?:\d{1,3}(?:[, ]\d{3})+|\d+)(?:\.\d{2})?)/g;

export function toCents(raw: string): number | null {
  const digits = raw.replace(/[ ,]/g, '');
  if (!/^\d+(?:\.\d{2})?$/.test(digits)) return null;
  const [whole, frac = '00'] = digits.split('.');
  const cents = Number(whole) * 100 + Number(frac);
  return Number.isSafeInteger(cents) && cents > 0 ? cents : null;
}

const STRONG_AMOUNT =
  /(?:sum of|amount of|principal (?:sum|balance|amount) of|balance (?:due|owed|owing)|amount (?:due|owed|claimed|demanded)|total (?:amount )?(?:due|owed|balance)|demand(?:s|ed)? judgment .*?(?:for|of)|judgment (?:for|in the amount of)|current balance|balance of|owe[sd]?|damages of)[^$\n]{0,40}$/i;

function amounts(lines: string[]): Omit<FactCandidate, 'method'>[] {
  const out: Omit<FactCandidate, 'method'>[] = [];
  let largest: number | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    for (const m of line.matchAll(MONEY)) {
      const cents = toCents(m[1]);
      if (cents === null) continue;
      const before = line.slice(0, m.index) || (lines[i - 1] ?? '');
      const costs = /\b(?:fee|fees|cost|costs|interest|filing|service|per|payment of|pay(?:ment)?s? of|installment|discount|save|settle(?:ment)? (?:for|of|amount)|offer)\b[^$]{0,30}$/i.test(
        line.slice(0, m.index),
      );
      if (STRONG_AMOUNT.test(before) && !costs) out.push({ field: 'lawsuit_amount', value: cents, confidence: 0.9 });
      else if (/^\s*(?:Amount|Balance|Total|Principal|Amount Claimed|Amount Due|Balance Due|Current Balance)\b[^$]*$/i.test(line.slice(0, m.index)) && !costs)
        out.push({ field: 'lawsuit_amount', value: cents, confidence: 0.85 });
      else if (!costs && (largest === null || cents > largest)) largest = cents;
    }
  }
  if (largest !== null) out.push({ field: 'lawsuit_amount', value: largest, confidence: 0.4 });
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Case number

const CASE_LABEL =
  /\b(?:Case|Cause|Civil Action|Civil|Docket|Index|Action|Claim|File|Suit|Account|Reference)\s*(?:No|Number|Num|#)\.?\s*[:#.]?\s*([A-Z0-9][A-Z0-9\-/.: ]{3,30}[A-Z0-9])/i;

function cleanCaseNumber(raw: string): string | null {
  const s = raw.trim().split(/\s{2,}/)[0].replace(/\s+/g, ' ').replace(/[.:\s]+$/, '');
  // Case numbers carry digits; drop a trailing word that got caught ("2024CV001234 Judge").
  const m = /^[A-Z0-9][A-Z0-9\-/.: ]*\d[A-Z0-9\-/]*/i.exec(s);
  if (!m) return null;
  const v = m[0].replace(/\s+$/, '');
  return /\d/.test(v) && v.replace(/[^A-Z0-9]/gi, '').length >= 4 ? v : null;
}

function civilNumbers(lines: string[], _text: string): Omit<FactCandidate, 'method'>[] {
  const out: Omit<FactCandidate, 'method'>[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const m = CASE_LABEL.exec(line);
    if (m) {
      const v = cleanCaseNumber(m[1]);
      if (v) {
        // The label as matched ("Account No.: "), not the number after it.
        const kind = /^(?:.*\b)?(File|Claim|Account|Reference)\b/i.exec(line.slice(0, m.index! + m[0].length - m[1].length))?.[1];
        out.push({ field: 'civil_number', value: v, confidence: kind ? 0.55 : 0.92 });
      }
      continue;
    }
    // "No. 25CIV08812KCX" at the start of a line: a caption's case number without its "Case".
    const bare = /^No\.\s*([A-Z0-9][A-Z0-9\-/]{4,30})\b/i.exec(line);
    if (bare) {
      const v = cleanCaseNumber(bare[1]);
      if (v) out.push({ field: 'civil_number', value: v, confidence: 0.75 });
      continue;
    }
    // "Case No.:" alone on its line, the number on the next.
    if (/\b(?:Case|Cause|Civil Action|Index|Docket)\s*(?:No|Number|#)\.?\s*:?\s*$/i.test(line) && lines[i + 1]) {
      const v = cleanCaseNumber(lines[i + 1]);
      if (v) out.push({ field: 'civil_number', value: v, confidence: 0.85 });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Law firm and e-mails

const FIRM =
  /^(?:.*\b(?:Law (?:Offices?|Firm|Group)|Attorneys? at Law|Legal Group|Legal)\b.*|.*(?:&|\band) Associates\b.*|.*\b(?:Collection|Collections|Recovery|Receivables?) (?:Services|Agency|Bureau|Group|Solutions|Partners)\b.*|.+\b(?:LLP|L\.L\.P\.|P\.C\.|PC|P\.A\.|PA|PLLC|P\.L\.L\.C\.|LPA|L\.P\.A\.|Co\., L\.P\.A\.)\.?|Law Offices? of .+)$/i;

function lawFirms(lines: string[], plaintiffs: string[]): Omit<FactCandidate, 'method'>[] {
  const out: Omit<FactCandidate, 'method'>[] = [];
  const plaintiffKeys = new Set(plaintiffs.map(squash));
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]
      .replace(/^(?:By|From|Sincerely|Respectfully(?: submitted)?)\s*[:,]?\s*/i, '')
      .replace(/^(?:Law Firm|Attorneys? for Plaintiff|Plaintiff's Attorney|Counsel for Plaintiff)\s*[:-]\s*/i, '');
    const labelled = /^(?:Law Firm|Attorneys? for Plaintiff|Plaintiff's Attorney|Counsel for Plaintiff)\s*[:-]\s*\S/i.test(lines[i]);
    // The label alone on its line ("Plaintiff's attorney:"), the firm on the next.
    if (/^(?:Attorneys? for Plaintiff|Plaintiff's Attorney|Counsel for Plaintiff)\s*:$/i.test(lines[i]) && lines[i + 1]) {
      const next = lines[i + 1].replace(/[,;]$/, '');
      if (next.length >= 5 && next.length <= 80 && !/\d{3,}|@/.test(next))
        out.push({ field: 'law_firm_name', value: tidyName(next), confidence: FIRM.test(next) ? 0.9 : 0.7 });
      continue;
    }
    if (raw.length < 5 || raw.length > 80 || /\d{3,}|@|\bCourt\b|Plaintiff,?$|Defendant/i.test(raw)) continue;
    if (!FIRM.test(raw) && !labelled) continue;
    if (/^(?:Attorneys? at Law|Attorneys? for (?:the )?Plaintiff)\.?$/i.test(raw)) continue;
    if (plaintiffKeys.has(squash(canonicalPlaintiff(raw).name))) continue;
    const near = lines.slice(Math.max(0, i - 3), i + 4).join(' ');
    const signals = /Attorneys? for Plaintiff|Counsel for Plaintiff|Attorney at Law|Bar No|debt collector|@|Phone|Tel/i.test(near);
    const conf = labelled ? 0.92 : signals ? 0.85 : 0.6;
    out.push({ field: 'law_firm_name', value: tidyName(raw.replace(/[,;]$/, '')), confidence: conf });
  }
  return out;
}

// Starts only where an address can start (not inside a run of address characters, which would read the run again
// from each of its characters).
const EMAIL = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

function emails(text: string): Omit<FactCandidate, 'method'>[] {
  const found = [...new Set([...text.matchAll(EMAIL)].map((m) => m[0].replace(/\.$/, '').toLowerCase()))];
  // Courts' and the consumer's own mail are not the lawyer's: .gov and court domains are left out.
  const lawyers = found.filter((e) => !/\.gov$|courts?\.|@court/i.test(e));
  if (lawyers.length === 0) return [];
  return [{ field: 'lawyer_email', value: lawyers, confidence: 0.85 }];
}

// ---------------------------------------------------------------------------------------------------------------
// Mailing address and phone

const STREET =
  /^\d{1,6}[A-Z]?\s+(?:[NSEW]\.?\s+)?[A-Za-z0-9.' ]+?\s(?:Street|St|Avenue|Ave|Road|Rd|Drive|Dr|Lane|Ln|Boulevard|Blvd|Court|Ct|Way|Place|Pl|Circle|Cir|Parkway|Pkwy|Terrace|Ter|Trail|Trl|Highway|Hwy|Loop|Square|Sq)\.?(?:\s+[NSEW]{1,2}\.?)?(?:,?\s+(?:Apt|Apartment|Unit|Suite|Ste|#)\.?\s*#?\s*[A-Za-z0-9-]+)?$/i;
const CITY_STATE_ZIP = /^([A-Za-z][A-Za-z .'-]+?),?\s+([A-Z]{2})\.?,?\s+(\d{5})(?:-\d{4})?$/;

function addresses(lines: string[], customer: string | undefined, firms: string[]): Omit<FactCandidate, 'method'>[] {
  const out: Omit<FactCandidate, 'method'>[] = [];
  const firmKeys = firms.map(squash);
  const customerKey = customer ? squash(customer) : null;
  for (let i = 0; i + 1 < lines.length; i++) {
    const streetLine = lines[i].replace(/^(?:Address|Mailing Address|Defendant's Address|Serve at)\s*[:-]\s*/i, '');
    if (!STREET.test(streetLine)) continue;
    // "1234 Main Street, Apt 5" then "Springfield, IL 62704" (or the whole address on one line).
    let cityLine = lines[i + 1];
    let m = CITY_STATE_ZIP.exec(cityLine);
    if (!m && lines[i + 2] && /^(?:Apt|Apartment|Unit|#)/i.test(lines[i + 1])) {
      cityLine = lines[i + 2];
      m = CITY_STATE_ZIP.exec(cityLine);
    }
    if (!m || !US_STATES[m[2]]) continue;
    const address: MailingAddress = {
      customer_street: streetLine.replace(/\s+/g, ' ').replace(/[,.]$/, ''),
      customer_city: m[1].trim(),
      customer_state: m[2],
      customer_zip_code: m[3],
    };
    const above = lines.slice(Math.max(0, i - 3), i);
    const aboveKeys = above.map(squash);
    let conf = 0.45;
    if (customerKey && aboveKeys.some((k) => k.includes(customerKey) || customerKey.includes(k) && k.length > 5)) conf = 0.88;
    else if (above.some((l) => /Defendant|Debtor|Consumer|Serve|Mailing Address|Address/i.test(l))) conf = 0.75;
    if (aboveKeys.some((k) => firmKeys.some((f) => f && k.includes(f))) || above.some((l) => FIRM.test(l) || /Court|Clerk|P\.?O\.? Box|Attorneys?/i.test(l)))
      conf = Math.min(conf, 0.2);
    out.push({ field: 'customer_mailing_address', value: address, confidence: conf });
  }
  return out;
}

const PHONE = /\(?\b(\d{3})\)?[\s.-]*(\d{3})[\s.-]*(\d{4})\b/;

function phones(lines: string[], customer: string | undefined): Omit<FactCandidate, 'method'>[] {
  const out: Omit<FactCandidate, 'method'>[] = [];
  const customerKey = customer ? squash(customer) : null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const m = PHONE.exec(line);
    if (!m) continue;
    const value = `(${m[1]}) ${m[2]}-${m[3]}`;
    if (/^(?:Defendant(?:'s)? (?:Phone|Telephone)|Your (?:Phone|Telephone)(?: Number)?|Consumer Phone|Debtor Phone|Home Phone|Cell(?: Phone)?)\s*[:-]/i.test(line)) {
      out.push({ field: 'customer_phone_number', value, confidence: 0.85 });
      continue;
    }
    // A phone printed inside the consumer's address block (name, street, city, phone).
    const above = lines.slice(Math.max(0, i - 3), i).map(squash);
    if (customerKey && above.some((k) => k === customerKey) && !/fax|toll|call us|office/i.test(line))
      out.push({ field: 'customer_phone_number', value, confidence: 0.6 });
  }
  return out;
}
