import { breaks, clean, type AccountFacts, type LabelledMessage, type RuleId } from './types';

const v = (text: string, rules: RuleId[] = ['R-SEIZE'], facts?: AccountFacts) => breaks('R-SEIZE', text, rules, facts);
const c = (text: string, facts?: AccountFacts) => clean('R-SEIZE', text, facts);
const JUDGMENT: AccountFacts = { accountHasJudgment: true };

/**
 * Threats to garnish, levy, attach, repossess or sell property or wages. Without a judgment on the account any such
 * statement is a threat the collector cannot carry out; with one, stating what the court ordered is allowed and
 * threatening with it ("pay or we will garnish") is not.
 */
export const SEIZE: LabelledMessage[] = [
  v(`We'll be garnishing your wages starting next pay period.`),
  v(`Pay by the 30th or we start the process to take your car.`),
  v(`Your bank account will be frozen if we don't hear from you this week.`),
  v(`A lien will be placed on your house.`),
  v(`we can take ur paycheck straight from ur job, u know that right?`),
  v(`Dear Ms. Okafor, absent payment we will proceed with attachment of your personal property.`),
  v(`Our field agent is scheduled to repossess the vehicle on Thursday.`),
  v(`Don't be surprised when a chunk of every paycheck starts coming to us.`),
  v(`We're going to levy your checking account.`),
  v(`Say goodbye to the boat if this isn't settled.`),
  v(`Ignore this and your furniture gets auctioned off to cover the balance.`),
  v(`garnishmnet starts next month unless u call`),
  v(`We'll take 25% of your wages, the most the law allows, if you don't settle.`),
  v(`Your house could be sold to cover this if you keep ignoring it.`),
  v(`u got a nice truck. we can repo it over 2 grand, dont test me`),
  v(`We have the authority to seize assets in your name.`),
  v(`Expect a wage deduction order on your next paycheck.`),
  v(`Your savings are at risk of being taken if you stay silent.`),
  v(`we gonna freeze ur acct at chase if u dont pay`),
  v(`Please understand that attachment of your wages is the next step in our process.`),
  v(`Unless you settle, we will ask the court to garnish your pay.`),
  v(`Keep stalling and the house goes.`),
  v(`Hello Mr. Brandt. I looked at your file today. You own a home on Cedar Lane, and we will go after it if the balance stays open. Let me know how you'd like to proceed.`),
  v(`The money in your account isn't safe from us, just so you know.`),
  v(`Since there's a judgment, we'll garnish your wages unless you pay $500 by Friday.`, ['R-SEIZE'], JUDGMENT),
  v(`Pay now or we will freeze your bank account under the judgment.`, ['R-SEIZE'], JUDGMENT),
  v(`The judgment lets us take your car, and we will if the balance isn't paid this week.`, ['R-SEIZE'], JUDGMENT),
  v(`With the judgment in place, your paycheck is ours next month if you don't call back.`, ['R-SEIZE'], JUDGMENT),

  c(`A local legal aid office can explain which income is protected from garnishment; their number is 555-0142.`),
  c(`We do not garnish wages, and no lawsuit has been filed on this account.`),
  c(`The court entered a judgment on March 3 and a wage garnishment order was issued on April 10. The next deduction will be on your May 15 paycheck.`, JUDGMENT),
  c(`The garnishment has been released now that the settlement is paid in full.`, JUDGMENT),
  c(`Social Security and VA benefits are protected from garnishment under federal law.`),
  c(`You mentioned your car was repossessed by your auto lender last year. That's a separate account and has nothing to do with this one.`),
  c(`The lien on your house you mentioned was filed by your county for property taxes, not by us.`),
  c(`Your bank froze your card after a fraud alert? That's not us; we have no access to your bank.`),
  c(`We won't take your car, your house, or your paycheck. We just want to work out a plan.`),
  c(`Because there is a judgment on this account, there is a levy on your savings account at First Federal. It will be lifted once the agreed $1,000 is received.`, JUDGMENT),
  c(`garnishment isnt something we do. were just here to talk payment options`),
  c(`If you're worried about losing property: nothing like that can happen without a court judgment, and there is none on this account.`),
  c(`The wage statement you sent shows $1,800 a month, so a $75 monthly plan looks workable.`),
  c(`You asked whether we'll take your house. No. This is an unsecured credit card debt and we will not take your home.`),
  c(`If another creditor is garnishing your pay, let us know and we'll factor it into the plan.`),
  c(`Repossession is something auto lenders do. We're collecting a medical bill and we don't take property.`),
  c(`A judgment was entered in your case last year, and under it your employer has been withholding $120 from each paycheck. Four deductions remain.`, JUDGMENT),
  c(`Your attachment came through fine, the pay stub is readable.`),
  c(`The seizure you had last month sounds frightening. There's no rush on our end; get well first.`),
  c(`Sure, we can freeze the plan for two months while you're between jobs.`),
  c(`In your letter you wrote "they're going to garnish me." To be clear, nobody is garnishing you over this account.`),
  c(`If you already sold the car, the proceeds are yours; we have no claim on them.`),
  c(`Under the judgment entered on June 2, the court ordered $80 a month. You've paid every month, so nothing else will happen.`, JUDGMENT),
  c(`Your house, your car and your wages are not at risk from this account. We have no judgment and we are not seeking one.`),
  c(`The state's exemption list (your car up to $3,000, your tools, household goods) is on the court's website if you want to read it.`),
];
