/**
 * The scanner's contract. Pure data types: the chat worker builds a ScanContext from
 * the account and the conversation, the pages show Violation.description to the collector.
 */

/** Facts about the sender, the account and the conversation that change what a message may say. */
export interface ScanContext {
  /** R-ATTORNEY: a collector marked as an attorney may say so. */
  senderIsAttorney: boolean;
  /** R-SEIZE: facts about garnishment or levies are allowed when the account records a judgment. */
  accountHasJudgment: boolean;
  /** R-NOTINTENDED: threats to sue on a time-barred debt. */
  accountTimeBarred: boolean;
  /** R-AMOUNT: a dollar amount above this is a misstated debt. null = unknown (the amount check is skipped). */
  accountBalanceCents: number | null;
  /** R-CREDIT: a disputed debt must be reported as disputed. */
  accountDisputed: boolean;
  /** R-HARASS rate: collector messages already sent in this conversation in the last 24 h, not counting this one. */
  recentCollectorMessages: number;
}

/**
 * One broken rule. excerpt is the part of the message that triggered it (sensitive numbers masked); sentence is the
 * whole sentence around it, what the collector rewrites. kind says what to do about it: 'content' (reword the
 * sentence), 'rate' (too many messages in 24 hours: wait; no sentence) or 'workflow' (the consumer cannot be
 * messaged: opted out, asked to stop, represented; no sentence).
 */
export interface Violation {
  rule_id: string;
  citation: string;
  description: string;
  excerpt: string;
  sentence: string;
  kind: ViolationKind;
}

export type ViolationKind = 'content' | 'rate' | 'workflow';

/** What a collector is shown about a rule (its row of the rule table, in plain words). */
export interface ComplianceRule {
  id: string;
  citation: string;
  title: string;
  description: string;
}

/** A neutral context: nothing on the account changes what may be said. Tests and the corpus start from it. */
export const DEFAULT_SCAN_CONTEXT: Readonly<ScanContext> = Object.freeze({
  senderIsAttorney: false,
  accountHasJudgment: false,
  accountTimeBarred: false,
  accountBalanceCents: null,
  accountDisputed: false,
  recentCollectorMessages: 0,
});
