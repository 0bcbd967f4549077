/**
 * The settlement rules API as both sides see it (GET/POST /collectors/api/settlement_rules, PATCH and DELETE
 * /collectors/api/settlement_rules/{id}, GET /collectors/api/settlement_rules/preview). The backend's answers are
 * typed against these, and so is the rules page.
 */
import type { OfferTerms } from '../negotiation/types';
import type { NoAnswerReason } from '../settlement-rules/auto-answer';
import type { RuleFields, SettlementRule } from '../settlement-rules/rules';

export type { RuleFields, SettlementRule };

/** A rule as the API answers it: its fields, its id, and when it was made and last changed. */
export interface SettlementRuleAnswer extends SettlementRule {
  created_at: string;
  updated_at: string;
}

export interface SettlementRulesAnswer {
  rules: SettlementRuleAnswer[];
}

export interface SettlementRuleAnswerOne {
  rule: SettlementRuleAnswer;
}

/** What a rule would do with one account's open consumer offer. */
export interface PreviewExample {
  customer_document_id: number;
  customer_name: string | null;
  lawsuit_amount_cents: number;
  offer: OfferTerms;
  answer: 'accept' | 'counteroffer' | 'none';
  counteroffer: OfferTerms | null;
  /** Why there would be no answer, in a sentence (null when there is one). */
  reason: string | null;
  reason_code: NoAnswerReason | 'disputed' | 'represented_by_attorney' | null;
}

/**
 * One rule's preview over the firm's open accounts (not archived, no agreement yet): how many it decides for (the
 * most specific rule covering each account, counting this rule as active even while it is paused), how many of them
 * wait on an answer to a consumer offer, and what it would do with those offers now.
 */
export interface RulePreview {
  rule_id: number;
  matched_accounts: number;
  open_offers: number;
  would_accept: number;
  would_counteroffer: number;
  would_leave: number;
  /** Up to 5 of the offers, newest accounts first. */
  examples: PreviewExample[];
}

export interface SettlementRulesPreviewAnswer {
  previews: RulePreview[];
}
