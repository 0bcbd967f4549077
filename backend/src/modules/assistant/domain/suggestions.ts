import { createHash } from 'node:crypto';
import { articleForState } from '../../content';

export interface PromptSuggestion {
  id: string;
  text: string;
  metadata: { source: 'documents' | 'payment_plan' | 'conversation' | 'page' | 'general' };
}

export interface SuggestionInput {
  lawsuitState: string | null;
  hasPaymentPlan: boolean;
  hasDocuments: boolean;
  /** Questions already asked in this thread (they are not suggested again). */
  asked: string[];
  /** The functions the last answer called, to suggest the natural next step. */
  lastFunctions: string[];
  userContext: string | null;
}

const MAX = 4;
const id = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

/** Suggestion pills: from the consumer's documents and plan, the conversation so far and the page they are on. */
export function promptSuggestions(input: SuggestionInput): PromptSuggestion[] {
  const out: Array<[string, PromptSuggestion['metadata']['source']]> = [];
  const state = articleForState(input.lawsuitState)?.stateName;
  if (input.lastFunctions.includes('start-walkthrough'))
    out.push(['What documents should I have ready for the walkthrough?', 'conversation']);
  if (input.lastFunctions.includes('show-payment-widget'))
    out.push(['What happens if I miss a payment?', 'conversation']);
  if (input.userContext && /document_generation|editor/.test(input.userContext))
    out.push(['How can I make my letter sound more formal?', 'page']);
  if (state) {
    out.push([`How long do I have to answer a summons in ${state}?`, 'documents']);
    out.push([`Which court handles debt cases in ${state}?`, 'documents']);
  }
  if (input.hasPaymentPlan) {
    out.push(['I want to change my payment date', 'payment_plan']);
    out.push(['Can I make an additional payment?', 'payment_plan']);
  }
  out.push(['Help me file an answer to my lawsuit', 'general']);
  out.push(['How do I settle a debt for less than I owe?', 'general']);
  out.push(['What defenses can I raise in a debt lawsuit?', 'general']);
  out.push(['What happens if I miss my deadline to answer?', 'general']);
  const asked = new Set(input.asked.map((q) => q.trim().toLowerCase()));
  const seen = new Set<string>();
  return out
    .filter(([text]) => !asked.has(text.toLowerCase()) && !seen.has(text) && seen.add(text))
    .slice(0, MAX)
    .map(([text, source]) => ({ id: id(text), text, metadata: { source } }));
}
