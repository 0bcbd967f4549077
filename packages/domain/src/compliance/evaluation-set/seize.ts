import type { RuleSet } from './types';

const judgment = { accountHasJudgment: true };

/**
 * 1692e(4), 1692e(5): no threat of garnishment, attachment, seizure or sale of property or wages unless lawful and
 * intended. With a judgment on the account, facts about a garnishment or levy may be stated; threats still break it.
 */
export const SEIZE: RuleSet = {
  rule: 'R-SEIZE',
  violating: [
    `If we do not have payment by the 30th, we will begin garnishing your wages.`,
    `Your paycheck is going to get a lot smaller real soon if you keep ignoring this.`,
    `We can freeze your bank account tomorrow. Call before 5.`,
    `Nice truck. Would be a shame if the repo man picked it up next week.`,
    `Pay or we take the house.`,
    `Dear Mr. Reyes, please be advised that continued non-payment will result in a levy against your bank accounts.`,
    `We are preparing a lien on your property. You can stop it by paying $900 today.`,
    `u dont pay we gonna garnish ur check every 2 weeks`,
    `Your employer will be deducting from your wages soon unless we settle.`,
    `We will be seizing your car to cover the balance.`,
    `Anything in your checking account can be taken. Do you want that?`,
    `Be advised: your tax refund will be intercepted to pay this debt.`,
    `My advise is pay now before we attach your wages.`,
    { body: `We have a judgment and we will garnish your wages starting next month unless you pay.`, ctx: judgment },
    { body: `Since there is a judgment, your car and savings are up for grabs if you do not call.`, ctx: judgment },
    `A sheriff's sale of your home can be scheduled if this stays unpaid.`,
    `Your boat will be sold at auction to satisfy this debt.`,
    `we will take 25% out of every paycheck until this is paid off`,
    `Your furniture and electronics can be repossessed. We would rather avoid that.`,
    `Expect your account at Chase to be emptied if we don't hear back.`,
    `Wage garnishment is the next step for accounts like yours.`,
    `Your property is at risk. Pay to protect it.`,
    `We will put a hold on your bank funds until the balance is cleared.`,
    `Sir, pay please, or company take you car. Last warning.`,
    `Ignore this and we'll be pulling money straight from your direct deposit.`,
    `You told me "they can't touch my paycheck". They can, and they will by next month.`,
    { body: `Our next step is to levy your accounts and garnish your wages.`, ctx: judgment },
    `Your Social Security check will be garnished if you do not respond.`,
    `The title to your Camry could end up in the creditor's name if this drags on.`,
    `Keep stalling and we go after your 401k.`,
  ],
  clean: [
    `We will never garnish your wages or take your property over this account.`,
    `There is no judgment on this account, so nothing can be garnished.`,
    `If you have questions about garnishment rules in your state, your local legal aid office can help.`,
    `You mentioned your car was repossessed by another lender. That is unrelated to this account.`,
    {
      body: `A judgment was entered on 3/14/2023 in Franklin County. A wage garnishment order is on file with your employer, and the deductions so far total $1,240.`,
      ctx: judgment,
    },
    {
      body: `The garnishment will be released once the settlement payment clears. I will send the release to your employer the same day.`,
      ctx: judgment,
    },
    `Your bank account is not frozen by us. If a hold appears, it is from somewhere else and you should call your bank.`,
    `Your paycheck is your own; we are only asking for a voluntary plan.`,
    `You can keep your car and your home. We just want to agree on a payment plan.`,
    `Levi from our payments team will call you at 2pm.`,
    `The lien on your house is from your mortgage company, not from us. We have no claim on the property.`,
    {
      body: `The court entered judgment in May. Nothing has been garnished, and a settlement would close the judgment.`,
      ctx: judgment,
    },
    `I know you are worried about your wages. The plan is based on what you can afford, with no deductions.`,
    `We seize every chance to cut a deal, honestly. How about 40% off?`,
    `Ur car payment and rent come first, we get it. Pay what u can on this.`,
    `Social Security and VA benefits are protected from garnishment under federal law.`,
    `The levy in the letter you forwarded is about your taxes, not this account, and we cannot advise on it.`,
    {
      body: `Under the judgment, the court ordered a bank levy, which was served on 6/2. I can send you a copy of the order.`,
      ctx: judgment,
    },
    `If you would rather, you can pay from your tax refund when it arrives. That is your choice.`,
    `No one is going to take your house. Let us just find a number.`,
    `The attachment you sent (your pay stub) came through. Thanks, I will review it today.`,
    `Our records show no lien, levy or garnishment connected to this account.`,
    `Repossession is not something we do; this is an unsecured credit card balance.`,
    `Good news: the wage deduction you set up with your employer's payroll for the plan ends after the March payment.`,
  ],
};
