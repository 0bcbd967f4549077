import { HARDSHIP_REASONS, type Hardship, type HardshipReason } from './financial';

/**
 * The hardship statement a firm reads on the account row: who wrote it decides how the portal labels it. A language
 * model's summary is an "AI-written summary"; without a model the statement is a plain summary of the consumer's own
 * answers, never presented as written by AI.
 */
export type HardshipStatementSource = 'model' | 'answers';

export const HARDSHIP_STATEMENT_LABELS: Record<HardshipStatementSource, string> = {
  model: 'AI-written summary',
  answers: "Summary of the consumer's answers",
};

/** At most this many characters of a statement are kept (a model that runs on is cut at a sentence). */
export const HARDSHIP_STATEMENT_MAX = 1200;

/** The reasons in the order the form lists them, with the consumer's details (trimmed, one paragraph each). */
export function hardshipAnswers(h: Hardship): Array<{ reason: HardshipReason; label: string; details: string | null }> {
  return (Object.keys(HARDSHIP_REASONS) as HardshipReason[])
    .filter((r) => Object.hasOwn(h, r) && h[r])
    .map((r) => ({
      reason: r,
      label: HARDSHIP_REASONS[r],
      details: h[r]?.details?.replace(/\s+/g, ' ').trim() || null,
    }));
}

const sentence = (s: string) => (/[.!?]["')]?$/.test(s) ? s : `${s}.`);
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/**
 * A deterministic third-person summary of the consumer's hardship answers, for when no language model writes one:
 * the reasons they ticked, each followed by their own words (quoted, never rephrased). Null without any reason.
 */
export function summarizeHardshipAnswers(h: Hardship): string | null {
  const answers = hardshipAnswers(h);
  if (answers.length === 0) return null;
  const labels = answers.map((a) => lowerFirst(a.label));
  const list =
    labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
  const parts = [`The consumer reports ${answers.length === 1 ? 'a hardship' : 'hardships'}: ${list}.`];
  for (const a of answers) if (a.details) parts.push(`${a.label}: "${sentence(a.details)}"`);
  return clip(parts.join(' '));
}

/**
 * The statement written with the answers, before (or without) a model: the summary of the answers, labelled as
 * such, or nothing without a reason. The walkthrough's save and the demo seed both write exactly this.
 */
export function statementOfAnswers(h: Hardship): {
  hardshipStatement: string | null;
  hardshipStatementSource: HardshipStatementSource | null;
} {
  const summary = summarizeHardshipAnswers(h);
  return { hardshipStatement: summary, hardshipStatementSource: summary ? 'answers' : null };
}

/**
 * A model's statement as stored: one paragraph, whitespace collapsed, quotes and markdown marks trimmed, cut at the
 * last full sentence within HARDSHIP_STATEMENT_MAX. Null when nothing usable is left (the answers' summary stays).
 */
export function cleanModelStatement(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw
    .replace(/[*_#`>]+/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["']+|["']+$/g, '')
    .trim();
  if (text.length < 20) return null;
  return clip(text);
}

function clip(text: string): string {
  if (text.length <= HARDSHIP_STATEMENT_MAX) return text;
  const cut = text.slice(0, HARDSHIP_STATEMENT_MAX);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('." '));
  return end > HARDSHIP_STATEMENT_MAX / 2 ? cut.slice(0, end + 1) : `${cut.slice(0, HARDSHIP_STATEMENT_MAX - 1)}…`;
}

/** A stable key of the answers: a statement job writes only while the answers it summarized are still the answers. */
export function hardshipKey(h: Hardship): string {
  return JSON.stringify(hardshipAnswers(h).map((a) => [a.reason, a.details]));
}
