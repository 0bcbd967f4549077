import type { RuleSet } from './types';

const disputed = { accountDisputed: true };

/**
 * 1692e(8): no false credit-reporting threats or promises, and a disputed debt is reported as disputed. A promise
 * that paying (or dropping a dispute) will delete the account or lift the score is a false credit claim; reporting
 * accurately (paid, settled in full, disputed) is not.
 */
export const CREDIT: RuleSet = {
  rule: 'R-CREDIT',
  violating: [
    `We will destroy your credit score if this isn't paid.`,
    `This will stay on your credit report forever.`,
    `You will never get a mortgage or car loan again.`,
    `We are going to report this account as fraud to all three bureaus.`,
    { body: `We are reporting this balance to Experian and Equifax this week.`, ctx: disputed },
    `Pay today and we will delete this account from your credit report entirely.`,
    { body: `If you drop your dispute, we will remove the negative mark from your credit.`, also: ['R-DISPUTE'] },
    `Even though you disputed this, it goes to the bureaus as unpaid.`,
    `Your credit will be wrecked for the next 20 years.`,
    `Settle now and your score goes up 150 points, guaranteed.`,
    `Pay the full amount and we will make it like this never happened on your report.`,
    { body: `The account will be reported as delinquent to TransUnion on the 1st.`, ctx: disputed },
    { body: `Withdraw the dispute and we will report the account as paid in full.`, also: ['R-DISPUTE'] },
    `we will make sure ur credit is trashed`,
    `Landlords will see this and you will never rent again.`,
    `A collection like this can be reported again every year to keep it fresh.`,
    `Don't pay and we will report it as a charge-off for fraud.`,
    `Your credit will be frozen until you pay.`,
    { body: `Monthly reporting to the credit bureaus continues as normal for your account.`, ctx: disputed },
    `If you pay by Friday, your credit file will be cleaned up completely.`,
    `Banks everywhere will turn you down for the rest of your life.`,
    `Pay $300 now and we'll remove it from your credit history.`,
    `I know you filed a dispute, but we are reporting the full balance anyway, no note.`,
    `This collection will follow you for life.`,
    { body: `Stop disputing and we will stop reporting.`, also: ['R-DISPUTE'] },
    `A paid collection gets wiped from your report within 30 days. Pay now!`,
    `Pay and we'll tell the bureaus to erase it.`,
    `Once paid, your credit goes back to perfect, like nothing ever happened.`,
    {
      body: `Your dispute is noted, but it changes nothing on the credit side: Equifax gets the balance as owed.`,
      ctx: disputed,
    },
    `No bank will touch you for a decade after this gets reported.`,
  ],
  clean: [
    `We report accounts to the three major credit bureaus each month.`,
    { body: `Your account is reported to the bureaus as disputed by the consumer.`, ctx: disputed },
    `Once the settlement is paid, we will report the account as settled in full.`,
    `Paying will not necessarily change your credit score; the bureaus decide how to weigh it.`,
    `We do not report this account to any credit bureau.`,
    `Negative information generally stays on a credit report for up to seven years from the first delinquency.`,
    {
      body: `Because you disputed the debt, we have marked it as disputed with the credit bureaus and paused collection.`,
      ctx: disputed,
    },
    `You can get a free copy of your credit report at annualcreditreport.com.`,
    `After your final payment, we will update the bureaus to show a zero balance.`,
    `Your credit card company is separate from us; we cannot change what they report.`,
    `You asked "will this ruin my credit?" It will be reported accurately, and once paid it shows as paid.`,
    `We cannot promise any change to your score, but we will report the payment within 30 days.`,
    `The credit union you mentioned is not part of this account.`,
    `Credit counseling from a nonprofit might help you plan. The NFCC lists agencies.`,
    { body: `Your dispute has been noted and the bureaus were told the account is disputed.`, ctx: disputed },
    `We reported the account as paid on 4/2. It may take the bureaus a cycle to update.`,
    `ur score is between u and the bureaus, we just report what is true`,
    {
      body: `We will not report anything further until we have verified the debt and answered your dispute.`,
      ctx: disputed,
    },
    `If anything on your report about this account is wrong, tell us and we will correct it.`,
    `We give credit where it is due: you have made every payment on time.`,
    `A store credit of $20 from the merchant was applied to the balance.`,
    `The credit bureaus will show the account as closed once it is settled.`,
    { body: `We sent Experian the update: balance owed, marked as disputed.`, ctx: disputed },
    `Paying does not remove the account from your report; it will show as paid.`,
  ],
};
