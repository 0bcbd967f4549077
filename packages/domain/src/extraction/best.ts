import type { ExtractedFact } from '../walkthrough/fields';

/**
 * One fact per field: the most confident candidate. On a tie a rule's reading (pdf_text/ocr) beats the language
 * model's, then the first found wins.
 */
export function bestPerField(facts: readonly ExtractedFact[]): ExtractedFact[] {
  const best = new Map<string, ExtractedFact>();
  for (const f of facts) {
    const seen = best.get(f.field);
    if (
      !seen ||
      f.confidence > seen.confidence ||
      (f.confidence === seen.confidence && seen.method === 'llm' && f.method !== 'llm')
    )
      best.set(f.field, f);
  }
  return [...best.values()];
}
