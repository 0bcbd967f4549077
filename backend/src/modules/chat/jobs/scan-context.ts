import type { ScanContext } from '@parley/domain/compliance';
import { DISPUTED } from '@parley/domain/negotiation/labels';
import type { MessageContext } from './held-messages';

export const RECENT_WINDOW_MS = 24 * 3600 * 1000;

/**
 * What the account and the conversation tell the scanner (domain/compliance ScanContext). Senders are never marked
 * as attorneys yet (users have no such attribute), so R-ATTORNEY treats every claim of being one as false.
 */
export function scanContextOf(facts: MessageContext): ScanContext {
  return {
    senderIsAttorney: false,
    accountHasJudgment: facts.judgmentEntered,
    accountTimeBarred: facts.timeBarred,
    accountBalanceCents: facts.lawsuitAmountCents ?? facts.rmLawsuitAmountCents ?? null,
    accountDisputed: facts.rmStatus === DISPUTED,
    recentCollectorMessages: facts.recentCollectorMessages,
  };
}

/** The same facts in words, for the language model's review. */
export function factsOf(ctx: ScanContext): string[] {
  const facts: string[] = [];
  if (ctx.accountHasJudgment) facts.push('A judgment has been entered on this account.');
  if (ctx.accountTimeBarred) facts.push('The debt is time-barred: the creditor can no longer sue on it.');
  if (ctx.accountDisputed) facts.push('The consumer has disputed the debt.');
  if (ctx.accountBalanceCents !== null) facts.push(`The balance owed is $${(ctx.accountBalanceCents / 100).toFixed(2)}.`);
  return facts;
}
