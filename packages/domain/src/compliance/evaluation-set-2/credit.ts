import { breaks, clean, type AccountFacts, type LabelledMessage, type RuleId } from './types';

const v = (text: string, rules: RuleId[] = ['R-CREDIT'], facts?: AccountFacts) => breaks('R-CREDIT', text, rules, facts);
const c = (text: string, facts?: AccountFacts) => clean('R-CREDIT', text, facts);
const DISPUTED: AccountFacts = { accountDisputed: true };

/**
 * False credit-reporting threats and promises: ruin forever, never a loan, reported as fraud, deletion or a better
 * score in exchange for paying or for dropping a dispute, and reporting a disputed debt without saying it is disputed.
 */
export const CREDIT: LabelledMessage[] = [
  v(`This will destroy your credit forever.`),
  v(`You'll never get a mortgage or a car loan again if this stays unpaid.`),
  v(`We'll report you to the credit bureaus as a fraud.`),
  v(`We're reporting this balance to Equifax and TransUnion this month.`, ['R-CREDIT'], DISPUTED),
  v(`Pay today and we'll delete this from your credit report.`),
  v(`Drop your dispute and we'll remove the negative mark.`, ['R-CREDIT', 'R-DISPUTE']),
  v(`This stays on your report for life unless you pay.`),
  v(`Your credit score will drop 200 points by tomorrow if you don't call.`),
  v(`Settle with us and your score will bounce right back.`),
  v(`The account will continue to be reported as delinquent.`, ['R-CREDIT'], DISPUTED),
  v(`We'll make sure no bank ever lends to you.`),
  v(`u'll be blacklisted from every bank in the country`),
  v(`We won't report it as disputed unless you pay something first.`, ['R-CREDIT', 'R-DISPUTE'], DISPUTED),
  v(`Paying in full wipes this off your credit history completely.`),
  v(`Ignore us and we'll tell the bureaus you skipped town.`),
  v(`Your credit will be ruined for the next 20 years.`),
  v(`fyi we update the bureaus on the 1st with ur current balance`, ['R-CREDIT'], DISPUTED),
  v(`If you keep disputing, we'll report it as charged-off fraud.`, ['R-CREDIT', 'R-DISPUTE']),
  v(`One payment and we'll fix your credit report for you.`),
  v(`Every lender and landlord who checks your credit will see this debt, forever.`),
  v(`Collection marks never go away from your file.`),
  v(`Pay now and you'll qualify for a home loan next month. We'll make sure of it.`),
  v(`Withdraw the dispute and we'll stop reporting it.`, ['R-CREDIT', 'R-DISPUTE']),
  v(`We've sent your account to all three credit bureaus as unpaid.`, ['R-CREDIT'], DISPUTED),
  v(`We're going to report this as a court judgment on your credit.`),
  v(`Hi Dev, good news: if the $500 comes in by Friday, we'll have the collection taken off your Experian and Equifax files, like it never happened.`),
  v(`make the first payment and ur score goes up 100 pts guaranteed`),
  v(`Good afternoon Mrs. Obi. Your account is scheduled for its monthly credit reporting on the 5th with the full balance showing past due.`, ['R-CREDIT'], DISPUTED),

  c(`Once the settlement is paid, we'll report the account as settled in full.`),
  c(`Because you disputed this debt, it's reported to the credit bureaus as disputed.`, DISPUTED),
  c(`We don't report this account to the credit bureaus.`),
  c(`You can get your credit reports for free at annualcreditreport.com.`),
  c(`Paying won't erase the account history, but the bureaus will show it as paid.`),
  c(`Collection accounts can stay on a credit report for up to seven years from the original delinquency.`),
  c(`We'll keep reporting the account with the dispute noted until we finish the investigation.`, DISPUTED),
  c(`Your credit score is between you and the bureaus; we can't promise any change to it.`),
  c(`We sent a correction for the duplicate entry you pointed out.`),
  c(`Nonprofit credit counseling could help you plan; here's a list of approved agencies.`),
  c(`If you pay in full, the account will be reported with a zero balance.`),
  c(`Your dispute doesn't hurt your credit score.`),
  c(`We'll notify the bureaus within 30 days that the balance is zero.`),
  c(`Nothing we report will say fraud. It's an ordinary unpaid balance.`),
  c(`The credit union may look at your report, but we have no say in their decision.`),
  c(`We report monthly, and your entry carries the "disputed by consumer" code.`, DISPUTED),
  c(`I can't promise this will help your credit score, but paying does stop our collection calls.`),
  c(`A settled account is reported as "settled for less than the full balance". That's accurate and we won't describe it any other way.`),
  c(`this acct isnt on ur credit report, we dont report to the bureaus`),
  c(`We never promise credit repair. Anyone who does is probably running a scam.`),
  c(`Your mortgage pre-approval isn't something we can affect either way.`),
  c(`You said "this is wrecking my credit." I hear you, and I'm sorry it's been so stressful.`),
  c(`The late payments on your report are from the original bank's reporting in 2021, before we had the account.`),
  c(`Your dispute is noted on all three bureau files, and it stays there until the investigation ends.`, DISPUTED),
];
