/**
 * The second evaluation set: collector messages labelled by hand from the rule descriptions and the statutes
 * (15 U.S.C. 1692c to 1692g, 12 CFR part 1006), written before its author read the scanner's rules or the first
 * evaluation set. It is never used to tune the rules; it only measures them.
 */

export type RuleId =
  | 'R-ARREST'
  | 'R-SEIZE'
  | 'R-NOTINTENDED'
  | 'R-CRIME'
  | 'R-GOVT'
  | 'R-ATTORNEY'
  | 'R-AMOUNT'
  | 'R-CREDIT'
  | 'R-ABUSE'
  | 'R-VIOLENCE'
  | 'R-SHAME'
  | 'R-HARASS'
  | 'R-DISPUTE'
  | 'R-THIRDPARTY-LIAB'
  | 'R-SENSITIVE';

/** What the account records, named as the scanner's context names it; anything left out is the neutral default. */
export interface AccountFacts {
  senderIsAttorney?: boolean;
  accountHasJudgment?: boolean;
  accountTimeBarred?: boolean;
  accountBalanceCents?: number | null;
  accountDisputed?: boolean;
}

export interface LabelledMessage {
  /** The rule whose file the message sits in: the rule it was written to test, violating or as a neutral use. */
  topic: RuleId | 'general';
  text: string;
  /** Every content rule the message breaks; empty when it is clean. */
  violates: RuleId[];
  facts: AccountFacts;
}

/** A message that breaks `rules` (the topic rule first, usually). */
export function breaks(topic: RuleId | 'general', text: string, rules: RuleId[], facts: AccountFacts = {}): LabelledMessage {
  return { topic, text, violates: rules, facts };
}

/** A message that breaks no rule. */
export function clean(topic: RuleId | 'general', text: string, facts: AccountFacts = {}): LabelledMessage {
  return { topic, text, violates: [], facts };
}
