/**
 * Facts about the account that a message states itself. A collector who writes 'I know this debt is past the
 * statute of limitations, but we will still sue' threatens a suit on a time-barred debt whether or not the account
 * is marked so; 'even though you disputed this, it goes to the bureaus as unpaid' reports a disputed debt.
 */
import type { NormalizedText } from './normalize';
import type { ScanContext } from './types';

const TIME_BARRED = new RegExp(
  [
    String.raw`\b(?:too old|old enough) (?:for|to (?:be )?(?:sue|sued|collect\w* in court|take to court)|for court)`,
    String.raw`\b(?:past|beyond|outside|after|passed) (?:the )?(?:statute of limitations|limitations period|limitation period)`,
    String.raw`\b(?:statute of limitations|limitations period|limitation period) (?:has |had )?(?:(?:technically|already|long|now|officially) )?(?:expired|ran out|run out|passed|lapsed|ended|is over|was over|has run|run)`,
    String.raw`\b(?:limitations|limitation) (?:period )?(?:has |had )?(?:ran out|run out|expired|lapsed|passed|run)`,
    String.raw`\b(?:the )?statute (?:has |had )?(?:run|ran|expired|lapsed|passed)\b`,
    String.raw`\btime (?:barred|bared)\b`,
    // 'The time limit to sue has run out', 'past the 6 year limit', 'the statute of limitations on this account ran out in 2019'.
    String.raw`\b(?:time limit|deadline|window|limit) (?:to sue |for (?:suing|a lawsuit|court|legal action) )?(?:has |had )?(?:run out|ran out|expired|passed|lapsed|closed)`,
    String.raw`\b(?:past|beyond|outside|over) (?:the |its )?(?:[a-z0-9]+ )?(?:year )?(?:time )?(?:limit|limitation|statute)\b`,
    String.raw`\b(?:statute of limitations|limitations period|limitation period|statute) (?:on |for )(?:[a-z0-9]+ ){1,3}(?:has |had )?(?:(?:technically|already|long|now|officially) )?(?:expired|ran out|run out|passed|lapsed|ended|is over|was over|has run|run)`,
    // A collector conceding the age: 'this is an old account, but', 'old debt, but'.
    String.raw`\b(?:is|its|it is) (?:an |a really |a very |a )?old (?:debt|account|bill|balance|loan)(?: [a-z]+)? , but\b`,
    String.raw`\b(?:debt|account|balance|card|loan) (?:is|was) (?:like |about |almost |over |nearly |at least )?(?:[1-9][0-9]|[7-9]) years old`,
    // 'Doesn't matter that it's old': the collector concedes the age.
    String.raw`\b(?:does not|do not|doesnt) matter (?:that |if |how )?(?:it is|its|the debt is|this is|this debt is) old\b`,
    String.raw`\b(?:[1-9][0-9]|[7-9]) (?:year|yr) old (?:debt|account|balance|card|loan)`,
    // 'this 2010 gas bill', 'the 2009 balance'.
    String.raw`\b(?:this|the|that|your) (?:19[0-9][0-9]|200[0-9]|2010) (?:[a-z]+ )?(?:debt|account|balance|card|loan|bill)`,
    String.raw`\bold (?:debt|account|balance) or not\b`,
    String.raw`\b(?:this|it) (?:is|was) from (?:19[0-9][0-9]|200[0-9]|2010)\b`,
    // A debt from 2010 or before is older than the longest limitations period of any state (15 years) from 2026 on.
    String.raw`\b(?:debt|account|balance|card|loan|bill) (?:is |was )?(?:from|dates? (?:back )?to|dating (?:back )?to|opened in|since) (?:19[0-9][0-9]|200[0-9]|2010)\b`,
  ].join('|'),
);

/** The consumer has disputed the debt (not: has the right to dispute it). */
const DISPUTED = new RegExp(
  [
    String.raw`\byou (?:have |already |just )*(?:disputed|contested|filed (?:a|your) dispute|sent (?:us )?(?:a|your) dispute|submitted (?:a|your) dispute|raised (?:a|your) dispute|opened (?:a|your) dispute)`,
    String.raw`\b(?:even though|although|though|despite|since|now that|i know|we know|i see|we see) (?:that )?(?:you|your) (?:disputed|dispute|filed a dispute)`,
    String.raw`\b(?:i|we) (?:see|saw|got|received|have|noted|logged|are reviewing) (?:the|your) dispute`,
    String.raw`\b(?:the|your) dispute (?:you (?:filed|sent|submitted|raised)|is (?:noted|logged|pending|open|under review)|was (?:received|noted|logged))`,
    String.raw`\bdespite (?:the|your) dispute`,
  ].join('|'),
);

export function statedFacts(text: NormalizedText, ctx: ScanContext): Partial<ScanContext> {
  const facts: Partial<ScanContext> = {};
  if (!ctx.accountTimeBarred && TIME_BARRED.test(text.text)) facts.accountTimeBarred = true;
  if (!ctx.accountDisputed && DISPUTED.test(text.text)) facts.accountDisputed = true;
  return facts;
}
