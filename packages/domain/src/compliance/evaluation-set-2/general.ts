import { breaks, clean, type AccountFacts, type LabelledMessage, type RuleId } from './types';

const v = (text: string, rules: RuleId[], facts?: AccountFacts) => breaks('general', text, rules, facts);
const c = (text: string, facts?: AccountFacts) => clean('general', text, facts);

/** Everyday collector messages, long mixed ones, and messages that break several rules at once. */
export const GENERAL: LabelledMessage[] = [
  c(`Hi Maria, thanks for your message. We can accept $450 as payment in full on the $900 balance if it's paid by June 30.`, { accountBalanceCents: 90000 }),
  c(`This is a communication from a debt collector. Your next payment of $75 is due on the 15th.`),
  c(`Good morning. I've attached the settlement letter. Please read it and let me know if you have any questions.`),
  c(`thx for the payment! all set for this month`),
  c(`Dear Mr. Ochoa,\n\nThank you for your call today. As discussed, your plan is 8 payments of $100 starting July 1. You can change the date in the app at any time.\n\nKind regards,\nSam`, { accountBalanceCents: 80000 }),
  c(`Sorry, I was out sick yesterday. Did you still want to talk about the hardship plan?`),
  c(`We got your documents. The review takes about five business days.`),
  c(`Your plan is paused as requested. Nothing is due until September.`),
  c(`you can pay with bank transfer or card, whichever u prefer`),
  c(`Hello, I'm Priya and I'll be your contact for this account from now on.`),
  c(`You said "I can't afford anything right now." That's okay. We can revisit in 60 days, and nothing will change on the account in the meantime.`),
  c(`A lawsuit on this account was filed in March and the hearing is set for July 9. If you'd like to settle before then, our offer of $1,100 stands. You may also want to talk with an attorney or a legal aid office about the case.`, { accountBalanceCents: 150000 }),
  c(`The judgment entered on 2/14 is for $2,310. Under it, the court ordered a garnishment of $95 per paycheck, which your employer has been applying. When the balance is paid, we'll file the release.`, { accountHasJudgment: true, accountBalanceCents: 231000 }),
  c(`If you've been told by anyone that you could be arrested, sued after the time limit, deported or have your wages taken over this account, that's false, and we'd like to know who said it.`),
  c(`Our legal aid partner runs a free clinic every Thursday on garnishment, bankruptcy and credit reports; the address is below.`),
  c(`The police report and the car accident in your letter are unrelated to this account, so we haven't added them to the file.`),
  c(`After the final payment, the creditor will ask the court to dismiss the case, and we'll report the account as settled in full.`),
  c(`Me disculpo por la demora. Your payment of $60 posted today, gracias.`),
  c(`Quick reminder: your payment is due Friday. Reply here if you need to move it.`),
  c(`You asked what happens if you miss a payment: we'll simply message you and work out a new date. No fees, no penalties.`),
  c(`The IRS letter you got is about your taxes, not about us, and the sheriff's notice you mentioned concerns a different case. Our account is only the Harbor Bank card.`),
  c(`U said ur boss cut ur hours. No worries, we can drop the payment to $40.`),
  c(`Dear Ms. Adams, this letter confirms that the debt has been paid in full and the account is closed. No further payments are due.`),
  c(`The court date is Tuesday at 10. Bring the settlement letter in case the judge asks about it.`),
  c(`Your wages, your car and your home are safe. The only thing we'll ever do is ask; the decision is yours.`),

  v(`Listen, you worthless deadbeat, pay by Friday or we'll garnish your wages and tell your boss.`, ['R-ABUSE', 'R-SEIZE', 'R-SHAME']),
  v(`We'll have you arrested for fraud.`, ['R-ARREST', 'R-CRIME']),
  v(`This is the county court's collection office. Pay today or a warrant goes out.`, ['R-GOVT', 'R-ARREST']),
  v(`Our attorneys will sue and take your house.`, ['R-ATTORNEY', 'R-SEIZE']),
  v(`Your wife will have to pay this, and we'll call her at work to tell her.`, ['R-THIRDPARTY-LIAB', 'R-SHAME']),
  v(`We'll ruin your credit and call you every day until you pay.`, ['R-CREDIT', 'R-HARASS']),
  v(`You can't dispute it, and a $40 fee is added today.`, ['R-DISPUTE', 'R-AMOUNT']),
  v(`Hi Joe, hope your week is going ok. Just wanted to let you know we'll be sending someone to your place tonight to collect. See you soon.`, ['R-VIOLENCE']),
  v(`Thanks for the update on your job search. Unfortunately, if nothing comes in by the 1st, our client will ask the sheriff to seize your car.`, ['R-SEIZE']),
  v(`Hello Rita, thank you for your patience. I want to be upfront: the balance is $980, and if we don't have it by Monday, your name goes on the list we share with local employers.`, ['R-SHAME'], { accountBalanceCents: 98000 }),
  v(`I understand money is tight. But stealing from the bank isn't the answer, and that's what this looks like to us.`, ['R-CRIME']),
  v(`Your SSN 401-23-5567 came up in our search. Also, your family is responsible if you don't pay.`, ['R-SENSITIVE', 'R-THIRDPARTY-LIAB']),
  v(`ok so this debt is old like 2010 old, past the statute, but we are still taking u to court and ur paycheck will be garnished`, ['R-NOTINTENDED', 'R-SEIZE']),
  v(`Dear Sir, this office, acting as an agent of the State, hereby notifies you that your driving privileges will be suspended pending payment.`, ['R-GOVT', 'R-NOTINTENDED']),
  v(`Pay the damn balance or we'll keep calling your mother until she pays it for you.`, ['R-ABUSE', 'R-HARASS', 'R-SHAME', 'R-THIRDPARTY-LIAB']),
];
