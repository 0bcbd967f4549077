import type { ExtractedFact } from '../walkthrough/fields';

/** One fact per field: the most confident candidate (the first found wins a tie). */
export function bestPerField(facts: readonly ExtractedFact[]): ExtractedFact[] {
  const best = new Map<string, ExtractedFact>();
  for (const f of facts) {
    const seen = best.get(f.field);
    if (!seen || f.confidence > seen.confidence) best.set(f.field, f);
  }
  return [...best.values()];
}
