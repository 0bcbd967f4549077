import { breaks, clean, type AccountFacts, type LabelledMessage, type RuleId } from './types';

const v = (text: string, rules: RuleId[] = ['R-NOTINTENDED'], facts?: AccountFacts) => breaks('R-NOTINTENDED', text, rules, facts);
const c = (text: string, facts?: AccountFacts) => clean('R-NOTINTENDED', text, facts);
const OLD: AccountFacts = { accountTimeBarred: true };

/**
 * Threats of what a collector cannot lawfully do or does not intend: deportation, losing a job, a licence, children or
 * benefits; and suing on a debt too old to sue on, whether the account records that or the message says it.
 * A lawsuit stated as a fact, or a suit mentioned on an account not too old for one, is not this rule's business.
 */
export const NOT_INTENDED: LabelledMessage[] = [
  v(`We'll notify immigration about this unpaid account.`),
  v(`Non-payment could affect your green card application. We report to USCIS.`),
  v(`You may lose your nursing license if this stays unpaid.`),
  v(`Your driver's license can be suspended over this balance.`),
  v(`Child services takes unpaid debts into account when they look at a family, you know.`),
  v(`We'll see to it that your food stamps are cut off.`),
  v(`If we don't receive payment, we will file suit against you.`, ['R-NOTINTENDED'], OLD),
  v(`We're prepared to take this to court.`, ['R-NOTINTENDED'], OLD),
  v(`I know this debt is from 2011 and past the statute of limitations, but we can still sue you for it and we will.`),
  v(`Even though the time limit to sue has run out, we'll still be filing a lawsuit next month if you don't pay.`),
  v(`You could be deported for having outstanding debts. Think about it.`),
  v(`Your passport will be revoked if this isn't settled.`),
  v(`Legal action is the next step if we don't hear back.`, ['R-NOTINTENDED'], OLD),
  v(`You risk losing your real-estate license over this.`),
  v(`We'll have your electricity shut off if the balance isn't cleared.`),
  v(`Your kids could be taken away if the court sees you don't pay your bills.`),
  v(`they will take ur visa away if u dont pay this`),
  v(`The statute of limitations on this account ran out in 2019, but that won't stop us from suing.`),
  v(`Sue you? Yes. We will, if that's what it takes.`, ['R-NOTINTENDED'], OLD),
  v(`pay or see u in court`, ['R-NOTINTENDED'], OLD),
  v(`Your unemployment benefits will stop once we notify the state.`),
  v(`Your security clearance will be revoked when we report this.`),
  v(`Yes, it's over ten years old and too old for a lawsuit, and yes, we still intend to sue.`),
  v(`Your Medicaid coverage can be terminated because of this unpaid bill.`),
  v(`Dear Mr. Haddad,\nThis account remains unpaid. Our client has authorized us to commence litigation should payment not be received within ten days.\nRegards, Recovery Team`, ['R-NOTINTENDED'], OLD),
  v(`Keep ignoring this and you can kiss your teaching certificate goodbye.`),
  v(`no pay, then we tell your boss and you lose job. simple.`, ['R-NOTINTENDED', 'R-SHAME']),
  v(`Its past the 6 year limit I know, doesnt matter, we'll see you in court anyway`),

  c(`Because of the age of this debt, we will not sue you for it. Any payment you make is voluntary.`, OLD),
  c(`Your immigration status has nothing to do with this account, and we would never contact immigration authorities.`),
  c(`You mentioned you lost your job in March. We can set up a hardship plan starting at $25 a month.`),
  c(`A lawsuit was filed on February 2 in Cook County; the court date is April 18.`),
  c(`If we can't reach an agreement, the creditor may decide to file a lawsuit. We'd rather work something out.`),
  c(`Your license renewal letter is from the state and is unrelated to this account.`),
  c(`We can't take you to court over this debt because it's past the statute of limitations, but you can still choose to pay it.`, OLD),
  c(`Your benefits are protected; we will never ask you to use SNAP or SSI money to pay.`),
  c(`Deportation is not a consequence of any consumer debt. Whoever told you that was wrong.`),
  c(`In your state, a partial payment does not restart the time to sue, and we won't take legal action on this account.`, OLD),
  c(`If you lose your job again, tell us and we'll adjust the plan.`),
  c(`The court dismissed the case after your final payment, so there's nothing pending.`),
  c(`You may want to speak with an attorney before the hearing on the 14th.`),
  c(`You asked if we'd sue. We won't; the debt is too old for that.`, OLD),
  c(`Your driver's license isn't affected by this debt in any way.`),
  c(`Your daughter's student loan is a separate matter handled by another servicer.`),
  c(`Congrats on the new job! Would you like to move your payment date to match your new payday?`),
  c(`Medicaid and this account are completely separate; nothing we do affects your coverage.`),
  c(`We're not going to sue you. We want to find a payment you can afford.`),
  c(`The visa application you mentioned won't be affected by anything we do.`),
  c(`ICE? No. We are a private debt collector and have no connection to immigration enforcement.`),
  c(`The lawsuits you read about on our website concern newer accounts. Yours is past the limitations period and we won't sue.`, OLD),
  c(`this one is too old to go to court over, so no lawsuit, promise. if u want to pay something we can talk`),
  c(`Losing your job was not your fault. We've paused the account for 60 days.`),
  c(`Our client has filed suit, and the case number is 24-SC-0917. You'll get the court's notice by mail.`),
  c(`Nobody can take your children, your license or your job because of this balance.`),
];
