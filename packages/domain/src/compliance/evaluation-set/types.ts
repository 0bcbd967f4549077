import type { ScanContext } from '../types';

/**
 * The evaluation set's shape. Each rule has a file of collector messages that break it and messages that must pass
 * although they come close (its watched words used neutrally, negated, quoted from the consumer, or true facts).
 * A message that breaks other rules too names them in `also`; a message whose verdict depends on the account names
 * the account's facts in `ctx` (time-barred, disputed, judgment, balance, sender an attorney, message rate).
 */
export type Facts = Partial<ScanContext>;
export type Line = string | { body: string; ctx?: Facts; also?: string[] };

export interface RuleSet {
  rule: string;
  violating: Line[];
  clean: Line[];
}

export interface EvaluationMessage {
  body: string;
  expect: string[];
  ctx?: Facts;
  /** The rule whose file the message comes from (what it was written to probe). */
  probes: string;
}
