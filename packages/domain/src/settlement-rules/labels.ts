/**
 * How an automatic answer reads in the collector's history of an account: which rule answered, so the collector
 * knows nobody at the firm typed it.
 */
export type AutoAnswerAction = 'accept' | 'counteroffer';

export function autoAnswerLabel(action: AutoAnswerAction, ruleName: string): string {
  return action === 'accept' ? `Accepted automatically by rule '${ruleName}'` : `Countered automatically by rule '${ruleName}'`;
}

/** The rule named by a system event's params (its id and its name when it answered), if the event is a rule's. */
export function ruleOfEvent(params: Record<string, unknown> | null | undefined): { id: number; name: string } | null {
  const id = params?.rule_id;
  const name = params?.rule_name;
  if (typeof id !== 'number' || typeof name !== 'string') return null;
  return { id, name };
}
