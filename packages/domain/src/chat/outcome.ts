import type { Violation } from '../compliance/types';
import { nextContactTime } from '../time-zones';
import { REFUSALS, SendRefusal } from './messages';

export type ScanOutcome =
  /** suggestion: a rewrite of the message that passes the scan, offered to the collector (null: none to offer). */
  | { kind: 'blocked'; violations: Violation[]; suggestion: string | null }
  | { kind: 'scheduled'; at: Date }
  | { kind: 'deliver' };

/**
 * What happens to a scanned collector message: blocked when it breaks a rule or the consumer closed the
 * conversation meanwhile (a workflow refusal is a violation too, so the collector sees why); else held until
 * contact hours in every zone of the consumer's state (W-HOURS); else delivered now.
 */
export function scanOutcome(input: {
  violations: Violation[];
  refusal: SendRefusal | null;
  now: Date;
  zones: readonly string[];
  suggestion?: string | null;
}): ScanOutcome {
  const violations = [...input.violations];
  if (input.refusal) violations.unshift(refusalViolation(input.refusal));
  // No wording reaches a consumer who closed the conversation: a refusal offers no rewrite.
  if (violations.length) return { kind: 'blocked', violations, suggestion: input.refusal ? null : (input.suggestion ?? null) };
  const at = nextContactTime(input.now, input.zones);
  return at.getTime() > input.now.getTime() ? { kind: 'scheduled', at } : { kind: 'deliver' };
}

/** A held message is delivered when its time has come, unless the consumer closed the conversation meanwhile. */
export function deliveryOutcome(input: { refusal: SendRefusal | null; now: Date; scheduledFor: Date }): ScanOutcome {
  if (input.refusal) return { kind: 'blocked', violations: [refusalViolation(input.refusal)], suggestion: null };
  // A delayed job may fire a little early (clock skew between hosts): more than a second early waits again.
  if (input.scheduledFor.getTime() - input.now.getTime() > 1000) return { kind: 'scheduled', at: input.scheduledFor };
  return { kind: 'deliver' };
}

export function refusalViolation(refusal: SendRefusal): Violation {
  const r = REFUSALS[refusal];
  return { rule_id: r.rule_id, citation: r.citation, description: r.sentence, excerpt: '', sentence: '', kind: 'workflow' };
}
