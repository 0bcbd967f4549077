/**
 * The scanner: runs every rule of rules.ts over one message. Pure and synchronous; the compliance-scan worker job
 * calls it before a collector's message is delivered, and the pages may call it to warn while typing.
 */
import { excerptOf, findHits, isNegated, isThreat, sentenceText, type LexiconEntry } from './matchers';
import { normalize, type NormalizedText } from './normalize';
import { OBSCURED_WORDS, RULE_DEFINITIONS, type RuleDefinition } from './rules';
import type { ScanContext, Violation } from './types';

export function normalizeForScan(body: string): NormalizedText {
  return normalize(body, { dictionary: OBSCURED_WORDS });
}

/** The first passage of the message that breaks this lexicon entry, or null. */
function matchEntry(entry: LexiconEntry, text: NormalizedText, ctx: ScanContext): string | null {
  if (entry.when && !entry.when(ctx)) return null;
  const threatsOnly = entry.threatsOnly?.(ctx) ?? false;
  for (const pattern of entry.patterns) {
    for (const hit of findHits(text, pattern)) {
      const sentence = sentenceText(text, hit);
      if (entry.exceptions?.some((re) => re.test(sentence))) continue;
      if (entry.negatable && isNegated(text, hit)) continue;
      if (threatsOnly && !isThreat(sentence)) continue;
      return excerptOf(text, hit);
    }
  }
  return null;
}

/** Checks one rule alone (per-rule tests use this). Returns the excerpt that breaks it, or null. */
export function checkRule(rule: RuleDefinition, text: NormalizedText, ctx: ScanContext): string | null {
  if (rule.appliesTo && !rule.appliesTo(ctx)) return null;
  for (const entry of rule.lexicon) {
    const excerpt = matchEntry(entry, text, ctx);
    if (excerpt !== null) return excerpt;
  }
  return rule.check ? rule.check(text, ctx) : null;
}

/** Every rule the message breaks, one violation per rule, in the order of COMPLIANCE.md. [] = clean. */
export function scanCollectorMessage(body: string, ctx: ScanContext): Violation[] {
  const text = normalizeForScan(body);
  const violations: Violation[] = [];
  for (const rule of RULE_DEFINITIONS) {
    const excerpt = checkRule(rule, text, ctx);
    if (excerpt !== null) {
      violations.push({ rule_id: rule.id, citation: rule.citation, description: rule.description, excerpt });
    }
  }
  return violations;
}
