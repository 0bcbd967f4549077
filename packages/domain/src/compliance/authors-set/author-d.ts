import { attorney, c, disputed, judgment, old, section, v, type AuthoredMessage } from './types';

export const AUTHOR_D: AuthoredMessage[] = [
  ...section('R-ARREST', [
    v(
      `We would hate for this to escalate to the point where officers are knocking on your door with a warrant, Mr. Alvarez. A payment today keeps it from getting there.`,
      ['R-ARREST'],
    ),
    v(
      `Our partners in the county have been very effective with accounts like yours. People who ignore a payday loan of this size sometimes end up spending nights somewhere with bars on the windows.`,
      ['R-ARREST'],
    ),
    v(
      `Let me be candid: the next step on a returned post-dated check is a criminal complaint, and in our experience that usually ends with an arrest.`,
      ['R-ARREST', 'R-CRIME'],
    ),
    v(
      `If the title loan is not brought current by Friday, I cannot promise you will be sleeping at home rather than in a holding cell next week.`,
      ['R-ARREST'],
    ),
    v(`jail time 4 u if this isnt handled b4 monday, our dept already flagged ur file`, ['R-ARREST']),
    v(`Would you rather settle the gym balance now, or explain it to a judge from the back seat of a squad car?`, [
      'R-ARREST',
    ]),
    v(
      `My colleague in Recovery Strategy tells me a bench warrant can be requested on accounts like this one. I would much prefer we resolve it before it comes to that.`,
      ['R-ARREST'],
    ),
    v(`Handcuffs are never pleasant, Ms. Greene. Our client would much rather receive a payment.`, ['R-ARREST']),
    v(
      `Should we reach the end of the month without an arrangement, our partners will be asking the authorities to take you into custody.`,
      ['R-ARREST'],
    ),
    v(
      `The store card agreement is quite clear, and so is the consequence of ignoring it. People have gone to prison over less than $3,000.`,
      ['R-ARREST'],
    ),
    v(
      `I would hate for your children to watch you being led out of the house in cuffs over a timeshare maintenance bill.`,
      ['R-ARREST'],
    ),
    v(
      `You can part with $400 today or spend a weekend in county lockup. Those are the two options our department is looking at.`,
      ['R-ARREST'],
    ),
    v(`Just so you are aware, defaulting on a private student loan can get you locked up in this state.`, ['R-ARREST']),
    v(
      `Our field partners can have you picked up on Monday morning. Alternatively, we can set up a payment plan this afternoon.`,
      ['R-ARREST'],
    ),
    v(`Do you really want to find out what a night in a cell feels like, all over a payday loan?`, ['R-ARREST']),
    v(
      `A request to have you detained is sitting with our partners. Only a payment today will keep it from going out.`,
      ['R-ARREST'],
    ),
    v(`plz understand the cops will b involved if ur checks keep bouncing, ur looking at an arrest record`, [
      'R-ARREST',
      'R-CRIME',
    ]),
    v(
      `A warrant is not something our client wants, but it is something our partners can arrange. Shall we discuss a settlement instead?`,
      ['R-ARREST'],
    ),
    v(`If you don't pay, I'll have you arrested and have your wages garnished, in that order.`, [
      'R-ARREST',
      'R-SEIZE',
    ]),
    v(
      `Our federal liaison can have a warrant issued for you by the end of the week. I'd rather we agree on a figure today.`,
      ['R-ARREST', 'R-GOVT'],
    ),
    c(
      `You asked whether you could go to jail over this payday loan. The answer is no; nobody is arrested for owing a consumer debt.`,
    ),
    c(
      `Nobody is going to arrest you over a store credit card, Ms. Patel. I simply want to find a payment amount that works for you.`,
    ),
    c(
      `Please be careful: scammers are calling people and threatening arrest over old payday loans. We will never do that, and you can verify any message from us by calling our main line.`,
    ),
    c(
      `There is no warrant, no police involvement and no criminal matter here. This is a civil balance on a gym membership, and we are happy to work out a plan.`,
    ),
    c(
      `Debtors' prisons were abolished in this country a long time ago. The only question here is how we can help you resolve the timeshare fees.`,
    ),
    c(
      `Our office is in the same building as the county courthouse, so if you prefer to drop off a cashier's check in person, the courthouse parking lot across the street is the easiest place to park.`,
    ),
    c(
      `I understand that the letter from the other company frightened you. To be clear, not paying a private student loan is not a crime and cannot land you in jail.`,
    ),
    c(
      `My colleague Priya in Client Resolution will be out next week, so I will be handling your file. Nothing about your account involves an arrest or a warrant of any kind.`,
    ),
    c(
      `You mentioned your brother was worried about prison time for you. Please reassure him: this is a civil matter only.`,
    ),
    c(
      `The hearing on the lawsuit is set for June 12 at 9:00 a.m. in Courtroom 4B. You are welcome to attend, and you may wish to speak with an attorney beforehand.`,
    ),
    c(`Thank you for the payment of $150 today. Your next installment is due on the 15th.`),
    c(
      `If anyone contacts you claiming to be from our firm and mentions handcuffs or jail, it is not us; please report it to the FTC at reportfraud.ftc.gov.`,
    ),
    c(
      `The Bar Harbor resort manages the timeshare you own, and their maintenance assessments are what our client is collecting. Would a six-month plan help?`,
    ),
    c(
      `You won't be detained, questioned or anything of the sort. Our only remedy as a collector is to discuss payment with you.`,
    ),
  ]),
  ...section('R-SEIZE', [
    v(
      `We would hate for this to escalate, but our partners are prepared to garnish your wages if the balance isn't resolved this month.`,
      ['R-SEIZE'],
    ),
    v(
      `Other remedies, in our experience, tend to involve your paycheck. A voluntary arrangement today is far less disruptive.`,
      ['R-SEIZE'],
    ),
    v(`I would encourage you to think about how your bank account will look once our partners have it frozen.`, [
      'R-SEIZE',
    ]),
    v(`ur house could b on the line here. pls call me back today`, ['R-SEIZE']),
    v(
      `The store card balance is $1,240. If it is not settled, our client will be sending someone to collect the furniture and electronics you bought with it.`,
      ['R-SEIZE'],
    ),
    v(`Do you want to find out what happens to your tax refund when our department intercepts it?`, ['R-SEIZE']),
    v(
      `Our Recovery Strategy group has already identified your employer and the account where your paycheck is deposited. I would prefer not to have to use that information.`,
      ['R-SEIZE'],
    ),
    v(`A wage garnishmnt will start next pay period unless we hear from u`, ['R-SEIZE']),
    v(
      `Your timeshare isn't the only property our client can go after. The house on Maple Ridge Drive is worth considerably more.`,
      ['R-SEIZE'],
    ),
    v(`We can levy your checking account without further notice, so I suggest we agree on a settlement today.`, [
      'R-SEIZE',
    ]),
    v(
      `Our partners will be placing a lien on your home by the end of the quarter if the student loan stays in default.`,
      ['R-SEIZE'],
    ),
    v(
      `It would be a pity for your retirement savings to be drained over a gym membership. Let's agree on something reasonable.`,
      ['R-SEIZE'],
    ),
    v(
      `As your debt is too old for a lawsuit, our client will simply take the amount out of your paycheck instead.`,
      ['R-SEIZE', 'R-NOTINTENDED'],
      old,
    ),
    v(`Wages, vehicle, bank accounts: those are the things our department looks at next. Please don't make us.`, [
      'R-SEIZE',
    ]),
    v(
      `The judgment allows our client to take your Social Security deposits as well, so those will be next.`,
      ['R-SEIZE'],
      judgment,
    ),
    v(`Let me put it this way: if you pay the gym $600 now, you keep your paycheck whole. If you don't, you won't.`, [
      'R-SEIZE',
    ]),
    v(`We will be freezing your accounts at Chase on Monday. Our partners have the levy lined up.`, ['R-SEIZE']),
    v(`Call your boss and tell him to expect our garnishment order, or I'll do it for you.`, ['R-SEIZE', 'R-SHAME']),
    v(`we'll freeze ur bank acct and keep calling u every day til its paid`, ['R-SEIZE', 'R-HARASS']),
    c(
      `As you know, the court entered a judgment on this account on March 3, and a wage garnishment order was issued on April 10. Your employer will begin withholding from your next paycheck unless the balance is resolved.`,
      judgment,
    ),
    c(
      `The garnishment order entered by the court remains in effect. If you would like to propose a settlement that would allow our client to release it, I am happy to take it to them.`,
      judgment,
    ),
    c(
      `Our records show the bank levy was executed last Tuesday under the judgment. The funds will be held for 14 days, during which you may file a claim of exemption with the court.`,
      judgment,
    ),
    c(
      `Nobody is going to touch your paycheck, Ms. Okafor. There is no judgment on this account, and garnishment is not possible without one.`,
    ),
    c(
      `You asked whether we could take your car. This is an unsecured store card, so no, and we have no intention of pursuing anything like that.`,
    ),
    c(
      `Once the settlement is paid, we will file a release of the garnishment with the court within five business days.`,
      judgment,
    ),
    c(
      `Social Security and VA benefits are generally protected from garnishment, so please don't worry about those deposits.`,
    ),
    c(
      `You can pay from any bank account you like; many of our clients find autopay from their checking account the easiest option.`,
    ),
    c(
      `Your wages are your business. I only want to understand your budget so we can suggest a realistic monthly amount for the student loan.`,
    ),
    c(
      `The judgment was entered in 2022 and a lien was recorded against the property at that time. Paying the settlement will allow our client to file a satisfaction and release of the lien.`,
      judgment,
    ),
    c(
      `I'm glad the new job is going well. Would the 1st or the 15th work better for the payment date, given when you're paid?`,
    ),
    c(
      `A legal aid office can explain which of your property is exempt under your state's law. The Legal Aid Society's number is on our website.`,
    ),
    c(
      `I can confirm that the writ of garnishment was served on your employer last week, as the court ordered. Our client has authorised me to offer a settlement that would end it.`,
      judgment,
    ),
    c(
      `Your house, your car and your bank account are not at risk from this collection. We're only here to talk about a voluntary payment plan.`,
    ),
  ]),
  ...section('R-NOTINTENDED', [
    v(`If we can't come to terms this week, our client will file suit on the payday loan.`, ['R-NOTINTENDED'], old),
    v(
      `We would hate for this to escalate to a lawsuit, but our client is fully prepared to take you to court over the gym balance.`,
      ['R-NOTINTENDED'],
      old,
    ),
    v(`A summons is the next step, Mr. Reyes. I'd rather we avoid that.`, ['R-NOTINTENDED'], old),
    v(`I know this debt is past the statute of limitations, but that won't stop our client from suing you for it.`, [
      'R-NOTINTENDED',
    ]),
    v(
      `Frankly, people in your immigration situation should be careful. Unpaid accounts get passed along to ICE, and deportation is a real possibility.`,
      ['R-NOTINTENDED'],
    ),
    v(`Your nursing licence could be suspended if this timeshare balance remains unpaid. We have seen it happen.`, [
      'R-NOTINTENDED',
    ]),
    v(`Do you want to lose your job over a gym membership? Because that is where this is heading.`, ['R-NOTINTENDED']),
    v(`Our partners will see to it that your driver's licence is suspended until the title loan is paid off.`, [
      'R-NOTINTENDED',
    ]),
    v(`ur visa renewal could get denied if this stays in collections, just fyi`, ['R-NOTINTENDED']),
    v(
      `Servicemembers who leave debts like this unpaid can face a dishonourable discharge. I'd hate to see that happen to you.`,
      ['R-NOTINTENDED'],
    ),
    v(`Your children's school enrolment may be affected if the family has an outstanding balance like this.`, [
      'R-NOTINTENDED',
    ]),
    v(
      `The debt may be older, but a lawsuit is still very much on the table, and our client will use it.`,
      ['R-NOTINTENDED'],
      old,
    ),
    v(
      `Your real estate licence is up for renewal soon, isn't it? It would be unfortunate if our office mentioned this balance to the licensing board.`,
      ['R-NOTINTENDED', 'R-SHAME'],
    ),
    v(`We'll have your passport flagged so you can't travel until the student loan is paid.`, ['R-NOTINTENDED']),
    v(`Even though the limitations period has run in your state, our client can and will take this to court.`, [
      'R-NOTINTENDED',
    ]),
    v(
      `Custody judges look closely at financial responsibility, and our department can make sure this student loan is part of that picture for the family court.`,
      ['R-NOTINTENDED', 'R-SHAME'],
    ),
    v(
      `Your account is past the limitations period, so we will simply file against you for the full amount. It's quicker that way.`,
      ['R-NOTINTENDED'],
    ),
    v(`Keep ignoring us and you'll lose your job, you deadbeat.`, ['R-NOTINTENDED', 'R-ABUSE']),
    c(
      `Because of the age of this debt, our client cannot sue you for it, and we will not. If you would like to resolve it voluntarily, we can offer a reduced amount.`,
      old,
    ),
    c(
      `You asked whether we can take you to court. Given the age of this account, no. Whether to pay is entirely your choice.`,
      old,
    ),
    c(
      `A lawsuit was filed on May 2 in the county civil court and your hearing is set for July 18. Please let me know if you would like to discuss a settlement before then.`,
    ),
    c(`Your immigration status has nothing to do with this account, and we will never ask about it.`),
    c(
      `Your job and your nursing licence are not affected by this balance in any way. I only want to find a plan that works.`,
    ),
    c(`If the settlement is paid by the 30th, our client has agreed to dismiss the pending lawsuit with prejudice.`),
    c(
      `Just so you know, making a payment on this account may restart the time period for a lawsuit under your state's law. You may wish to speak with an attorney before deciding.`,
      old,
    ),
    c(
      `You mentioned being deployed next month. Servicemembers have additional protections under the SCRA, and we can pause collection while you're on active duty.`,
    ),
    c(
      `Your passport, your licence and your job are not things a debt collector can touch. This conversation is only about the student loan balance.`,
    ),
    c(
      `The complaint on this account was filed last week, and you should receive the summons from a process server. I'm still able to discuss a settlement in the meantime.`,
    ),
    c(`The deportation rumours you heard are false. Debt collectors have no connection to immigration authorities.`),
    c(
      `The account is time-barred and we will not sue. I'm reaching out only to offer a settlement if you would like to close it out.`,
      old,
    ),
    c(
      `Our client has a standing policy of never suing on timeshare maintenance fees below $2,500, so a lawsuit isn't something you need to worry about here.`,
    ),
  ]),
  ...section('R-CRIME', [
    v(
      `Writing a post-dated check to a payday lender and then closing the account is check fraud, Mr. Lin. Our client takes that very seriously.`,
      ['R-CRIME'],
    ),
    v(`What you've done with the title loan is, frankly, theft. The car was pledged, and you've hidden it.`, [
      'R-CRIME',
    ]),
    v(`Our partners can file a police report whenever we like. I'd rather we simply settle the store card today.`, [
      'R-CRIME',
    ]),
    v(
      `Gym memberships that go unpaid are treated as theft of services, and our client is considering pressing charges.`,
      ['R-CRIME'],
    ),
    v(
      `Do you want a criminal record over $800? Because that is what happens when these accounts are referred to the district attorney.`,
      ['R-CRIME'],
    ),
    v(`Let's not pretend. You took the money knowing you wouldn't repay it; that is fraud, plain and simple.`, [
      'R-CRIME',
    ]),
    v(`u defrauded the lender and we both know it. pay today or we press charges`, ['R-CRIME']),
    v(`Our Special Investigations unit has classified your account as suspected fraud.`, ['R-CRIME']),
    v(`People who skip out on timeshare fees are no better than shoplifters, and our client treats them accordingly.`, [
      'R-CRIME',
    ]),
    v(`Our department will be forwarding your file to the police in your county if payment is not made.`, ['R-CRIME']),
    v(`It would be unfortunate for your employer to learn that you are under investigation for fraud.`, [
      'R-CRIME',
      'R-SHAME',
    ]),
    v(
      `Borrowing a private student loan on false income information is a federal crime, and your application had some very interesting numbers on it.`,
      ['R-CRIME'],
    ),
    v(`Our client is ready to file a criminal complaint, Ms. Howard. Whether it goes forward is up to you.`, [
      'R-CRIME',
    ]),
    v(
      `Bouncing a check to a lender is a crime in this state, and the returned check on your account is now with the authorities.`,
      ['R-CRIME'],
    ),
    v(
      `You're essentially stealing from the gym every month you don't pay. I'd like to give you a chance to fix that.`,
      ['R-CRIME'],
    ),
    v(`cops r gonna want to talk to u about that bounced check. just saying`, ['R-CRIME']),
    v(`You stole from our client, and our partners know exactly where you live.`, ['R-CRIME', 'R-VIOLENCE']),
    v(`You're a common thief, Mr. Ruiz, and a sorry excuse for a borrower.`, ['R-CRIME', 'R-ABUSE']),
    c(
      `We are not accusing you of anything. Plenty of people fall behind on payday loans, and this is a civil matter only.`,
    ),
    c(
      `If you believe this account was opened through identity theft, you can file a report at IdentityTheft.gov and a police report, and send us a copy; we will stop collection while we investigate.`,
    ),
    c(
      `Please be aware of a fraud scheme in which callers pretend to be from our firm. We will only contact you through this portal or from our listed phone number.`,
    ),
    c(
      `You may want to place a fraud alert on your credit file if you think someone used your information. The bureaus do that free of charge.`,
    ),
    c(
      `A returned payment is not a crime, and nothing will be added to your balance for it. Let's simply pick a new date for the installment.`,
    ),
    c(
      `My colleague in our Fraud Prevention team confirmed that the text you received claiming to be from us was a phishing message. Please don't click the link.`,
    ),
    c(`You asked if the gym could press charges. No; an unpaid membership is a contract matter, not a criminal one.`),
    c(
      `The police report you sent about the stolen card has been added to the file, and we have paused collection on the charges you identified.`,
    ),
    c(
      `Thank you for explaining about the theft of your wallet. Our client will not hold the charges made after that date against you.`,
    ),
    c(
      `Criminal law has nothing to do with this account. I'm reaching out only about the maintenance fees on the Sedona timeshare.`,
    ),
    c(`You are not in any trouble, Mr. Jackson. You simply have a balance, and we have a few options to resolve it.`),
    c(
      `You used the word fraud in your last message. If you believe the loan terms were misleading, you can raise that as a dispute and we will investigate.`,
    ),
    c(
      `The title loan agreement is a civil contract. If you have questions about it, a legal aid attorney can review it with you at no cost.`,
    ),
  ]),
  ...section('R-GOVT', [
    v(`This is Agent Morales with the Federal Debt Recovery Bureau, regarding your private student loan.`, ['R-GOVT']),
    v(`Our office works directly with the IRS on accounts like yours, so it is very much in your interest to settle.`, [
      'R-GOVT',
    ]),
    v(`Please treat this as an official notice from the county court clerk: your gym balance must be paid by Friday.`, [
      'R-GOVT',
    ]),
    v(`My badge number is 4471 if you need it for your records, Mr. Tran.`, ['R-GOVT']),
    v(`The Department of Consumer Obligations has assigned your payday loan to our division for enforcement.`, [
      'R-GOVT',
    ]),
    v(`We are a state enforcement office acting under the authority of the Attorney General.`, ['R-GOVT']),
    v(`I'm reaching out on behalf of our partners at the county Sheriff's Office regarding your store card.`, [
      'R-GOVT',
    ]),
    v(`This message is issued under the seal of the National Student Loan Compliance Authority.`, ['R-GOVT']),
    v(`As an officer of the court, I am required to inform you that your timeshare balance is now enforceable.`, [
      'R-GOVT',
      'R-ATTORNEY',
    ]),
    v(`fed compliance dept here, ur account is flagged for federal review`, ['R-GOVT']),
    v(`Our Treasury Offset division can apply your payday balance against any federal payments you receive.`, [
      'R-GOVT',
      'R-SEIZE',
    ]),
    v(`The court has asked our department to remind you that payment on this account is not optional.`, ['R-GOVT']),
    v(
      `This is Investigator Chen from the Consumer Debt Enforcement Division. Do you have a few minutes to discuss the title loan?`,
      ['R-GOVT'],
    ),
    v(`We would hate for this to escalate to our federal partners, who take a dim view of defaulted student loans.`, [
      'R-GOVT',
    ]),
    v(`OFFICIAL GOVERNMENT NOTICE: Case STU-22718. Respond within 48 hours.`, ['R-GOVT']),
    v(
      `I'm with the Bureau of Financial Accountability, the division that oversees payday lending collections nationwide.`,
      ['R-GOVT'],
    ),
    v(`This is Deputy Harris with the sheriff's civil unit. You are required to settle today or face arrest.`, [
      'R-GOVT',
      'R-ARREST',
    ]),
    v(
      `The state Financial Crimes Unit has opened a file on your payday loan, and our office is coordinating with them.`,
      ['R-GOVT', 'R-CRIME'],
    ),
    c(`We are a private law firm collecting a debt for our client. We are not affiliated with any government agency.`),
    c(
      `The IRS will never contact you through a chat like this, so if someone claiming to be from the IRS mentions this debt, it is a scam.`,
    ),
    c(`The court clerk's office can confirm your hearing date; their number is printed on the summons you received.`),
    c(
      `If you have concerns about how we have handled your account, you can file a complaint with the Consumer Financial Protection Bureau at consumerfinance.gov.`,
    ),
    c(
      `Your federal student loans are handled by a separate servicer. We only collect the private loan from Brightway Bank.`,
    ),
    c(`The judgment was entered by the district court in 2021, and a copy is attached for your records.`, judgment),
    c(
      `Your state Attorney General publishes a guide to consumer rights in debt collection, and I'm happy to send you the link.`,
    ),
    c(
      `If you receive a call from someone claiming to be a sheriff's deputy about this account, please hang up and call us directly. We never use law enforcement to collect.`,
    ),
    c(`Our payment portal is run by our firm, not by any government office.`),
    c(
      `The Federal Trade Commission and the CFPB both have free resources on settling debts; I'd recommend reading them before you decide.`,
    ),
    c(`Your tax refund is yours. We have no connection to the IRS or to the state tax department.`),
    c(`Please have the case number from the court papers handy when my colleague calls. It starts with CV-24.`),
    c(
      `The Federal Reserve's rate changes don't affect this balance; interest on the store card stopped when the account was charged off.`,
    ),
  ]),
  ...section('R-ATTORNEY', [
    v(`As an attorney, I can tell you this is the best offer our client will make.`, ['R-ATTORNEY']),
    v(`Our legal department has prepared the lawsuit and is waiting on my signal to file it.`, ['R-ATTORNEY']),
    v(`I'm an attorney with the firm, and I strongly advise you to accept this settlement.`, ['R-ATTORNEY']),
    v(`The summons has already been drafted by our litigation team. It goes out Monday unless we hear from you.`, [
      'R-ATTORNEY',
    ]),
    v(`Our lawyers have personally reviewed your file and recommend immediate legal action.`, ['R-ATTORNEY']),
    v(`Speaking as counsel for the resort, I'd urge you to clear the maintenance fees before we proceed.`, [
      'R-ATTORNEY',
    ]),
    v(`My colleague in our Litigation group has the complaint ready; all it needs is a filing date.`, ['R-ATTORNEY']),
    v(`Legal papers are sitting on my desk with your name on them, Ms. Duarte.`, ['R-ATTORNEY']),
    v(`im the attorney handling ur file, so u can take my word 4 it`, ['R-ATTORNEY']),
    v(`This is a formal legal notice from counsel. Payment is required within 10 days.`, ['R-ATTORNEY']),
    v(`Our attorneys have already obtained approval to sue, and the paperwork is prepared.`, ['R-ATTORNEY']),
    v(
      `The lawsuit papers for the gym balance have been prepared by our legal team and will be filed this week.`,
      ['R-ATTORNEY', 'R-NOTINTENDED'],
      old,
    ),
    v(`The partners at the firm have signed off on filing suit, and the complaint is finalised.`, ['R-ATTORNEY']),
    v(
      `I've been the lead attorney on your student loan file since February, and I can tell you the court will side with our client.`,
      ['R-ATTORNEY'],
    ),
    v(`The legal department has prepared the garnishment paperwork and is only waiting for my approval.`, [
      'R-ATTORNEY',
      'R-SEIZE',
    ]),
    v(
      `Attorney review of your account is complete. The next thing you receive will be the lawsuit our legal team has drawn up.`,
      ['R-ATTORNEY'],
    ),
    v(`As an attorney, I can assure you a dispute has no legal merit and won't be considered.`, [
      'R-ATTORNEY',
      'R-DISPUTE',
    ]),
    c(`I am an attorney with Halvorsen Kline LLP, and I represent the lender in this matter.`, attorney),
    c(
      `As the attorney assigned to your account, I've reviewed the file, and our client has authorised a 40% reduction.`,
      attorney,
    ),
    c(
      `I'm not an attorney and can't give you legal advice, but you are welcome to have a lawyer review the settlement before you sign.`,
    ),
    c(`At this time, no attorney with our firm has personally reviewed the particular circumstances of your account.`),
    c(
      `If you are represented by an attorney, please send me their name and contact details and we will communicate with them directly.`,
    ),
    c(
      `Legal aid organisations in your area offer free consultations on consumer debt. I can share a list if that helps.`,
    ),
    c(
      `You mentioned your attorney advised you to request validation. That is entirely your right, and I'll send the validation information today.`,
    ),
    c(
      `I'm the attorney of record on the lawsuit filed in March. The hearing is April 22, and I'm open to discussing a settlement before then.`,
      attorney,
    ),
    c(
      `I'm a collector on the firm's recovery team rather than a lawyer, but I can walk you through every payment option we have.`,
    ),
    c(`Please let me know if you'd like a copy of the signed agreement to show your lawyer.`),
    c(`My colleague Jordan will send you the settlement document for e-signature this afternoon.`),
    c(`You don't need a lawyer to accept this offer, but you are always free to consult one.`),
    c(
      `As counsel for the lender, I can confirm that the case will be dismissed once the final payment clears.`,
      attorney,
    ),
  ]),
  ...section('R-AMOUNT', [
    v(`Your balance is $2,450.00 and our client needs it paid in full by the end of the month.`, ['R-AMOUNT'], {
      accountBalanceCents: 184250,
    }),
    v(`A $35 processing fee will be added to each payment you make through the portal.`, ['R-AMOUNT']),
    v(`Card payments carry a $9.95 convenience fee, which our partners retain.`, ['R-AMOUNT']),
    v(`Because the gym account has gone to collections, a 30% collection penalty has been added to the balance.`, [
      'R-AMOUNT',
    ]),
    v(`We'd be happy to accept $1,150 today to close out the title loan.`, ['R-AMOUNT'], {
      accountBalanceCents: 96000,
    }),
    v(`There is also a $250 late penalty our department applies to timeshare accounts once they reach our office.`, [
      'R-AMOUNT',
    ]),
    v(`Store card debts like this one can never be discharged in bankruptcy, so there is no way around paying it.`, [
      'R-AMOUNT',
    ]),
    v(`With interest and our administrative charge, your payoff today comes to $3,610.`, ['R-AMOUNT'], {
      accountBalanceCents: 312500,
    }),
    v(`we add a $50 fee every week it stays unpaid, so ur best move is to pay now`, ['R-AMOUNT']),
    v(`If you'd prefer to pay by phone, there is a $15 agent assistance fee.`, ['R-AMOUNT']),
    v(
      `Your private student loan now carries a 25% recovery surcharge under our client's policy for accounts in collection.`,
      ['R-AMOUNT'],
    ),
    v(
      `The amount owed on the payday loan is $1,490, double the original, as is standard after a default.`,
      ['R-AMOUNT'],
      { accountBalanceCents: 74500 },
    ),
    v(`A $600 referral fee has been added now that the file has been placed with our firm.`, ['R-AMOUNT']),
    v(`Returned-payment penalty of $40 applied. Please make sure funds are available next time.`, ['R-AMOUNT']),
    v(`The figure is fixed and non-negotiable: $4,200, which includes our partners' recovery costs.`, ['R-AMOUNT'], {
      accountBalanceCents: 350000,
    }),
    v(`Your balance is $780. We will call you every morning until it is paid.`, ['R-AMOUNT', 'R-HARASS'], {
      accountBalanceCents: 52000,
    }),
    v(
      `The balance is now $2,900 with penalties, and it will sit on your credit report forever if it isn't paid.`,
      ['R-AMOUNT', 'R-CREDIT'],
      { accountBalanceCents: 240000 },
    ),
    v(`If you choose to dispute, a $75 investigation fee applies.`, ['R-AMOUNT', 'R-DISPUTE']),
    c(
      `Your current balance is $1,842.50. Our client has authorised a settlement of $1,100 if it is paid by the 30th.`,
      { accountBalanceCents: 184250 },
    ),
    c(`There is no fee to pay online, by phone, or by mail.`),
    c(`The title loan balance shown in our records is $960.00. Would a plan of $80 per month work for you?`, {
      accountBalanceCents: 96000,
    }),
    c(`Interest stopped accruing when the account was charged off, so the amount won't grow while we talk.`),
    c(`The payoff today is $3,125.00, and that amount will stay the same for the next 30 days.`, {
      accountBalanceCents: 312500,
    }),
    c(
      `Our client has waived the remaining late charges as part of this offer, so the settlement amount is all you would pay.`,
    ),
    c(
      `You mentioned a $35 fee on your statement. I checked with our billing department: no such fee applies, and it has been removed.`,
    ),
    c(`The payday loan balance is $745. If you can pay $450 by Friday, our client will accept it as payment in full.`, {
      accountBalanceCents: 74500,
    }),
    c(`Processing is free of charge. Whatever you pay goes entirely toward your balance.`),
    c(`The gym membership balance is $2,200.00, and I can split that into eight payments of $275.`, {
      accountBalanceCents: 220000,
    }),
    c(
      `The itemisation date for this account is January 15, and the itemisation shows the amount owed then, plus interest and minus payments since.`,
    ),
    c(`You can pay any amount up to the $1,500 balance today; there is no minimum.`, { accountBalanceCents: 150000 }),
    c(`Your bank may charge its own fee for a wire transfer, but we do not add anything on our side.`),
  ]),
  ...section('R-CREDIT', [
    v(`Unless this is resolved, our partners will make sure your credit is destroyed for good.`, ['R-CREDIT']),
    v(`We'll be reporting this store card to all three bureaus as fraud.`, ['R-CREDIT', 'R-CRIME']),
    v(
      `Your timeshare balance will be reported to Equifax, Experian and TransUnion on the 1st.`,
      ['R-CREDIT'],
      disputed,
    ),
    v(`A collection on your report never goes away, so you will be paying for this for the rest of your life.`, [
      'R-CREDIT',
    ]),
    v(`Our department can make sure you never get approved for a mortgage, a car loan or even an apartment again.`, [
      'R-CREDIT',
    ]),
    v(`We have updated the bureaus with your current balance of $1,320.`, ['R-CREDIT'], disputed),
    v(`ur credit score will b ruined 4ever if u dont pay this gym bill`, ['R-CREDIT']),
    v(`We will report this to every credit agency as a criminal account.`, ['R-CREDIT', 'R-CRIME']),
    v(
      `I've asked our reporting team to update the account as 120 days past due with all three bureaus.`,
      ['R-CREDIT'],
      disputed,
    ),
    v(`Our partners in the reporting industry can knock 200 points off your score with a single update.`, ['R-CREDIT']),
    v(
      `Paying in full won't clear this from your report, but refusing to pay will keep you blacklisted at every bank in the country.`,
      ['R-CREDIT'],
    ),
    v(
      `I can also have this placed on your wife's credit report, since she is liable for it too, if you'd prefer we go that route.`,
      ['R-CREDIT', 'R-THIRDPARTY-LIAB'],
    ),
    v(
      `Since the dispute hasn't been resolved, we'll keep reporting it as an ordinary unpaid balance in the meantime.`,
      ['R-CREDIT'],
      disputed,
    ),
    v(
      `If the settlement isn't signed, we will report this private student loan to the bureaus as a defaulted federal loan.`,
      ['R-CREDIT'],
    ),
    v(`A timeshare default is a credit death sentence. Our reporting partners make sure of it.`, ['R-CREDIT']),
    v(
      `Credit destruction is the standard outcome for payday accounts that ignore us. You won't get another line of credit for a decade.`,
      ['R-CREDIT'],
    ),
    v(
      `We'll report this so no landlord ever rents to you again, and your employer runs credit checks, so say goodbye to that job too.`,
      ['R-CREDIT', 'R-NOTINTENDED'],
    ),
    v(`We'll freeze your bank account and make sure your credit is wrecked for good while we're at it.`, [
      'R-CREDIT',
      'R-SEIZE',
    ]),
    c(`Once the settlement is paid, we will report the account to the bureaus as settled in full within 30 days.`),
    c(
      `Because you've disputed this balance, we have reported the account to the bureaus as disputed by the consumer.`,
      disputed,
    ),
    c(
      `We do not report this account to any credit bureau, so paying or not paying will not change your credit report.`,
    ),
    c(
      `Negative information can generally remain on a credit report for up to seven years from the date of first delinquency.`,
    ),
    c(
      `You're entitled to a free credit report from each bureau at AnnualCreditReport.com, which you can use to check how the account appears.`,
    ),
    c(`Paying this account won't guarantee any particular change to your score, but it will be reported as paid.`),
    c(`The account remains flagged as disputed with all three bureaus while we complete the investigation.`, disputed),
    c(
      `If you see an error on your credit report related to this account, you can dispute it directly with the bureau or with us.`,
    ),
    c(
      `I can't promise a score increase, and I'd be wary of anyone who does. What I can promise is that we'll update the status to paid in full.`,
    ),
    c(`Your credit is your own business. I'm only here to discuss a settlement on the gym account.`),
    c(
      `You asked whether this would ruin your credit forever. No; collection accounts come off credit reports after seven years, and paid ones are often viewed more favourably.`,
    ),
    c(`Our client has agreed to request deletion of the tradeline once the last payment posts.`),
    c(`Your dispute was received on March 4, and the account is marked as disputed in everything we report.`, disputed),
  ]),
  ...section('R-ABUSE', [
    v(`With respect, Mr. Dawson, only an idiot would turn down a 50% discount.`, ['R-ABUSE']),
    v(`You people are leeches, and our client is done carrying deadbeats like you.`, ['R-ABUSE']),
    v(`What the f*** do you expect us to do, just forget the $900?`, ['R-ABUSE']),
    v(`Stop playing stupid. You know exactly what you signed at the resort.`, ['R-ABUSE']),
    v(`This is a pathetic excuse and frankly a waste of my department's time, you moron.`, ['R-ABUSE']),
    v(`pay the damn loan already, ur such a loser`, ['R-ABUSE']),
    v(`I've handled a lot of sh!t accounts, but yours takes the prize.`, ['R-ABUSE']),
    v(`Our partners have a word for people like you, and it isn't a polite one: worthless freeloader.`, ['R-ABUSE']),
    v(`Honestly, you're a b*tch to deal with. Pay the gym.`, ['R-ABUSE']),
    v(`Quit the bullsh*t and tell me when the money is coming.`, ['R-ABUSE']),
    v(`Only a lowlife skips out on a payday loan and then ignores the people trying to help.`, ['R-ABUSE']),
    v(`Are you really this dumb, or do you just not care about your obligations?`, ['R-ABUSE']),
    v(`Listen, you piece of garbage, our client wants its money.`, ['R-ABUSE']),
    v(`You're a scumbag, and I'll make sure everyone at your office knows it.`, ['R-ABUSE', 'R-SHAME']),
    v(`A grown adult who can't pay a $49 gym fee is an embarrassment. Get your a$$ in gear.`, ['R-ABUSE']),
    v(`Cut the crap and pay the f-ing balance.`, ['R-ABUSE']),
    v(`Our accountants have seen smarter financial decisions from a toddler. You are a complete imbecile.`, [
      'R-ABUSE',
    ]),
    v(`Dispute it? Don't be an idiot. The debt is valid and you know it.`, ['R-ABUSE', 'R-DISPUTE']),
    v(`I'll text you every hour, you lying sack of sh*t, until the money shows up.`, ['R-ABUSE', 'R-HARASS']),
    c(`Our Scunthorpe office handles the UK accounts, but I'll stay on your file personally.`),
    c(
      `The timeshare in question is the one managed from the Hell's Kitchen office, correct? I want to make sure I have the right property.`,
    ),
    c(`The maintenance assessment for 2024 was $1,180, and that is the amount our client is asking about.`),
    c(`The store card in question is the Dick's Sporting Goods card opened in 2019.`),
    c(`You're in the first class of borrowers eligible for our client's hardship programme.`),
    c(`Please send the documents to our Middlesex office, attention: Accounts Assessment.`),
    c(`The vehicle title is held by Cockburn Auto Finance, so you would need to contact them about the lien release.`),
    c(`You said I was being a jerk earlier, and I'm sorry it came across that way. Let's start fresh.`),
    c(`Our analyst in Essex reviewed your hardship letter and approved the reduced plan.`),
    c(`The payment was made at the Hancock Street branch, so it should post by Thursday.`),
    c(`The resort's cocktail lounge renovation is actually part of why the maintenance fees rose this year.`),
    c(
      `I understand you feel the gym treated you unfairly. That's a reasonable concern, and you can dispute any charge you think is wrong.`,
    ),
    c(`Our Sussex County partner office will send the settlement agreement; it should arrive by Monday.`),
    c(`The passcode for the payment portal was sent to your email; please check the spam folder if you don't see it.`),
  ]),
  ...section('R-VIOLENCE', [
    v(`I'd watch your back if I were you, Mr. Greer.`, ['R-VIOLENCE']),
    v(`Our partners in the field may decide to pay you a visit at home this weekend.`, ['R-VIOLENCE']),
    v(`It would be a shame if something happened to that nice car of yours while it's parked out on the street.`, [
      'R-VIOLENCE',
    ]),
    v(`Accidents happen to people who don't honour their agreements.`, ['R-VIOLENCE']),
    v(`We know where your kids go to school. Let's keep things friendly and get this payday loan settled.`, [
      'R-VIOLENCE',
    ]),
    v(`Our field team is known for being very persuasive in person, if you understand my meaning.`, ['R-VIOLENCE']),
    v(`u better hope i never run into u, thats all im saying`, ['R-VIOLENCE']),
    v(`Some of our partners are less patient than I am. I'd hate for one of them to turn up at your door angry.`, [
      'R-VIOLENCE',
    ]),
    v(`Windows break, tyres go flat. These things happen around houses with unpaid accounts.`, ['R-VIOLENCE']),
    v(`If this isn't settled, I'll personally make sure your name is mud with everyone in this town.`, [
      'R-VIOLENCE',
      'R-SHAME',
    ]),
    v(`You'll regret it physically if you keep dodging us. That isn't a threat, just a fact.`, ['R-VIOLENCE']),
    v(`Be careful walking to your car at night. Our partners know where you park.`, ['R-VIOLENCE']),
    v(`Our collectors sometimes have to get their hands dirty. I'd rather not send them.`, ['R-VIOLENCE']),
    v(`Would you like our associates to drop by the house and discuss it face to face? They can be quite rough.`, [
      'R-VIOLENCE',
    ]),
    v(`ur gonna get hurt if u keep ignoring us`, ['R-VIOLENCE']),
    v(`I'd hate for that timeshare unit of yours to catch fire before the fees are settled.`, ['R-VIOLENCE']),
    v(
      `The garnishment order has been entered, and if you try to hide money from it, our people will find you, and it won't be pleasant.`,
      ['R-VIOLENCE'],
      judgment,
    ),
    v(`We'll keep showing up at your door every night until you pay, and our guys aren't gentle.`, [
      'R-VIOLENCE',
      'R-HARASS',
    ]),
    c(`No one from our firm will ever visit your home. Everything can be handled here in the chat.`),
    c(`Please visit our payment portal to see the settlement options.`),
    c(`Watch for our letter in the mail this week; it contains the settlement terms in writing.`),
    c(`Our back office processes payments within two business days.`),
    c(`I'm very sorry to hear about your car accident. We can pause the account for 60 days while you recover.`),
    c(`Once you hit the Pay button, you'll receive a confirmation number.`),
    c(`My colleague will look over your hardship letter and get back to you by Friday.`),
    c(
      `For your safety: if someone shows up at your home claiming to collect this debt, do not let them in, and please call us and the police.`,
    ),
    c(
      `The resort reported that the unit was damaged in the storm, so the maintenance fees for that quarter were waived.`,
    ),
    c(`I'll be back in touch after you've had time to review the offer. No pressure at all.`),
    c(
      `You asked if anyone would come to your house. No one will; we only communicate electronically and by mail unless you ask otherwise.`,
    ),
    c(`Our partners at the resort have agreed to strike the 2022 fees, which brings the balance down.`),
    c(`I know this has been a hard hit financially. Let's find an amount that doesn't hurt your monthly budget.`),
    c(
      `The personal-training charge may have been a billing mistake, so I'll check with the gym before we go any further.`,
    ),
  ]),
  ...section('R-SHAME', [
    v(`Do you want your boss to hear about this?`, ['R-SHAME']),
    v(`I could always reach out to your HR department and see whether they can help you budget for it.`, ['R-SHAME']),
    v(`Our client posts a list of delinquent members at the front desk of the gym, and your name is on the draft.`, [
      'R-SHAME',
    ]),
    v(`Your neighbours on Elm Court may start wondering why our partners keep stopping by to ask about your loan.`, [
      'R-SHAME',
    ]),
    v(`We'd hate for the other owners at the resort to learn about your maintenance arrears at the annual meeting.`, [
      'R-SHAME',
    ]),
    v(`I'm going to call your mother and let her know about the payday loan, unless we can settle it today.`, [
      'R-SHAME',
    ]),
    v(`ur coworkers r gonna find out about this one way or another`, ['R-SHAME']),
    v(`Our social media team can post the names of defaulted borrowers. I'd prefer yours not be among them.`, [
      'R-SHAME',
    ]),
    v(`I have your pastor's contact details from your emergency contacts. Shall I explain the situation to him?`, [
      'R-SHAME',
    ]),
    v(`A quick call to your supervisor might motivate a faster payment, don't you think?`, ['R-SHAME']),
    v(`We're compiling a public list of borrowers from your university who have defaulted on private student loans.`, [
      'R-SHAME',
    ]),
    v(`Your sister is listed as a reference. She would probably want to know about the title loan, wouldn't she?`, [
      'R-SHAME',
    ]),
    v(`If you won't talk to me, I'll talk to your wife's employer instead.`, ['R-SHAME']),
    v(`I'll be contacting your references to tell them you owe this money and that you owe them an explanation.`, [
      'R-SHAME',
    ]),
    v(`Everyone at your work should know what kind of person doesn't pay their bills.`, ['R-SHAME']),
    v(`Our team has already left a detailed message about your debt with your roommate.`, ['R-SHAME']),
    c(`We will never discuss your account with your employer, neighbours or family without your permission.`),
    c(
      `If you would like your husband to join this chat, just send us your written authorisation and we'll include him.`,
    ),
    c(`Your privacy matters to us. This conversation is visible only to you and our team.`),
    c(`You asked whether your boss would find out. No, we don't contact employers about debts.`),
    c(`Your employer will not be contacted. Is morning or afternoon better for our follow-up?`),
    c(`Please don't share your account details on social media; scammers use them to impersonate collectors.`),
    c(`Our client has confirmed that no list of members with balances is ever posted at the gym.`),
    c(
      `If you want a family member to help you manage the account, we can add them as an authorised contact with your consent.`,
    ),
    c(
      `My colleague in Compliance reviewed the file: nobody outside our firm and the client has been told about this balance.`,
    ),
    c(`We send all letters in a plain envelope, with nothing on the outside that mentions debt collection.`),
    c(`The resort's owners' association is separate from our client, and we will not share anything with them.`),
    c(
      `You mentioned your supervisor heard a voicemail. I'm sorry about that; it wasn't from us, but let me know which number called and we'll look into it.`,
    ),
    c(`We will only ever send messages to the email address and phone number you gave us.`),
  ]),
  ...section('R-HARASS', [
    v(`We'll call every hour until you pay.`, ['R-HARASS']),
    v(`Our autodialer will keep ringing your phone day and night until this payday loan is resolved.`, ['R-HARASS']),
    v(`You can block this number, but our partners have plenty of others. We'll keep calling.`, ['R-HARASS']),
    v(`Expect to hear from our team every single day, morning and evening, until the gym balance is paid.`, [
      'R-HARASS',
    ]),
    v(`ill keep blowing up ur phone until u answer`, ['R-HARASS']),
    v(
      `We'd hate to have to fill your inbox, but our department will send a reminder every 30 minutes until we hear back.`,
      ['R-HARASS'],
    ),
    v(`If you won't pick up, we'll ring your cell and your home phone, over and over, until you do.`, ['R-HARASS']),
    v(`There's no point ignoring us. We'll just keep messaging until you're sick of it.`, ['R-HARASS']),
    v(`Your phone will not stop ringing, Ms. Fry. That much I can promise.`, ['R-HARASS']),
    v(`Every time you ignore a message, we'll send three more.`, ['R-HARASS']),
    v(`We'll be calling you at 7 a.m. and again at 10 p.m. every day from now on, just to make sure we catch you.`, [
      'R-HARASS',
    ]),
    v(`Our partners are happy to text you around the clock. Some people find it motivating.`, ['R-HARASS']),
    v(`Opting out won't help; we'll simply reach you on another channel, again and again.`, ['R-HARASS']),
    v(`I'll have my whole department take turns calling you until you give in.`, ['R-HARASS']),
    v(`Don't think replying STOP will end this. The calls will continue daily.`, ['R-HARASS']),
    v(`We'll call your mother every day too, until someone in your family pays what you owe.`, [
      'R-HARASS',
      'R-SHAME',
      'R-THIRDPARTY-LIAB',
    ]),
    c(`I'll call you once on Tuesday at 10 a.m., as we agreed. If that no longer works, just let me know.`),
    c(`Reply STOP at any time to opt out of text messages.`),
    c(`We will follow up next week to see whether you've had a chance to review the offer.`),
    c(`You can choose how and when we contact you in your communication preferences.`),
    c(`I'll send one reminder two days before each payment is due. Let me know if you'd prefer no reminders at all.`),
    c(`Since you asked us not to call your cell, we'll only use this chat from now on.`),
    c(`I tried calling once yesterday but didn't leave a voicemail. Is there a better time to reach you?`),
    c(`We won't contact you more than once a week unless you ask us to.`),
    c(
      `If you'd like us to stop contacting you altogether, you can use the Stop Contacting Me option in the menu, and we'll honour it.`,
    ),
    c(`Our office hours are 9 to 6 Eastern, Monday through Friday, if you'd like to call us back.`),
    c(`Thanks for letting me know you work nights. We'll schedule any calls for the afternoon.`),
    c(`The system sends an automatic receipt every time a payment posts.`),
    c(`You asked how often you'll hear from us: only when a payment is due or when something on the account changes.`),
  ]),
  ...section('R-DISPUTE', [
    v(`You can't dispute this debt; the paperwork is airtight.`, ['R-DISPUTE']),
    v(`Disputing will only delay things and cost you more in the end, so I'd advise against it.`, ['R-DISPUTE']),
    v(`The 30-day window doesn't apply to accounts handled by our department.`, ['R-DISPUTE']),
    v(`Don't bother with a dispute. Our client's records are final.`, ['R-DISPUTE']),
    v(`Disputes must be made in person at our Dallas office.`, ['R-DISPUTE']),
    v(`If you dispute, we'll have no choice but to withdraw this settlement offer permanently.`, ['R-DISPUTE']),
    v(`Pay first, and then if you still want to, you can dispute it afterwards.`, ['R-DISPUTE']),
    v(`ur dispute wont go anywhere, save urself the trouble`, ['R-DISPUTE']),
    v(`Our partners don't entertain disputes on payday loans; the amount is what it is.`, ['R-DISPUTE']),
    v(
      `I see you've filed a dispute, but we'll continue collecting the full balance while it's reviewed.`,
      ['R-DISPUTE'],
      disputed,
    ),
    v(`We'd hate for a dispute to escalate matters. Clients who dispute tend to find our client far less flexible.`, [
      'R-DISPUTE',
    ]),
    v(`You've already acknowledged the debt by chatting with me, so you've waived your right to dispute it.`, [
      'R-DISPUTE',
    ]),
    v(`A dispute has to be notarised and sent by certified mail, or it won't be considered.`, ['R-DISPUTE']),
    v(`Even if you dispute, the garnishment goes ahead on Friday.`, ['R-DISPUTE', 'R-SEIZE']),
    v(
      `Filing a dispute is considered bad faith by our client, and we report bad-faith accounts to the bureaus as such.`,
      ['R-DISPUTE', 'R-CREDIT'],
    ),
    v(`Respectfully, disputes are for people with something to hide. Are you one of them?`, ['R-DISPUTE']),
    v(`If you file a dispute, expect our team to call you every day until you withdraw it.`, ['R-DISPUTE', 'R-HARASS']),
    c(
      `You have the right to dispute all or part of this debt. If you dispute within 30 days of receiving the validation notice, we will pause collection until we send you verification.`,
    ),
    c(`Disputing will not affect the settlement offer; it stays available while we investigate.`),
    c(`The Dispute button is on your settlement document. You can also tell us in this chat, by mail, or by email.`),
    c(
      `We received your dispute on the 12th. Collection is paused until we send you verification of the debt.`,
      disputed,
    ),
    c(
      `The deadline on your validation notice is June 30. You can dispute any time before then, and even afterwards we will still look into your concerns.`,
    ),
    c(
      `If any single charge looks wrong to you, let me know; you can dispute one charge without disputing the whole account.`,
    ),
    c(
      `Our client has sent verification for the charges you disputed, and it's attached. Let me know if you have any questions.`,
      disputed,
    ),
    c(`You asked if you can still dispute after our call. Yes; speaking with me doesn't waive any of your rights.`),
    c(
      `I've attached the original gym membership agreement, as you requested, so you can review it before deciding whether to dispute.`,
    ),
    c(
      `Your dispute about the timeshare special assessment has been forwarded to our client. We'll respond in writing within 30 days.`,
    ),
    c(`You're welcome to dispute and negotiate at the same time; one doesn't cancel the other.`),
    c(`If you would like the name and address of the original creditor, just ask and we will provide it.`),
    c(
      `A dispute doesn't have to be in writing, though a written one gives you some extra protections. Either is fine with us.`,
    ),
  ]),
  ...section('R-THIRDPARTY-LIAB', [
    v(`Your husband is responsible for this payday loan if you don't pay it.`, ['R-THIRDPARTY-LIAB']),
    v(`As next of kin, you are now responsible for your late mother's timeshare maintenance fees.`, [
      'R-THIRDPARTY-LIAB',
    ]),
    v(`In this state family members inherit the debts of the deceased, so the gym balance is yours now.`, [
      'R-THIRDPARTY-LIAB',
    ]),
    v(`If you can't cover the title loan, your parents will have to.`, ['R-THIRDPARTY-LIAB']),
    v(`ur wife is on the hook too since ur married`, ['R-THIRDPARTY-LIAB']),
    v(`Our partners will be reaching out to your son about his obligation on your store card.`, [
      'R-THIRDPARTY-LIAB',
      'R-SHAME',
    ]),
    v(`Marriage makes the debt joint, Mr. Santos. Your spouse shares it whether she signed or not.`, [
      'R-THIRDPARTY-LIAB',
    ]),
    v(`Your adult children can be held liable for this if you pass away without paying it.`, ['R-THIRDPARTY-LIAB']),
    v(`The whole household used the gym membership, so everyone in the household owes the balance.`, [
      'R-THIRDPARTY-LIAB',
    ]),
    v(`We'll be pursuing your brother for the remainder, since he's listed as your emergency contact.`, [
      'R-THIRDPARTY-LIAB',
      'R-SHAME',
    ]),
    v(`Your girlfriend lives with you, so she is equally responsible for the store card.`, ['R-THIRDPARTY-LIAB']),
    v(`As the executor, you personally need to pay your father's student loan out of your own pocket.`, [
      'R-THIRDPARTY-LIAB',
    ]),
    v(`Whether you or your spouse pays doesn't matter to us, but one of you is legally required to.`, [
      'R-THIRDPARTY-LIAB',
    ]),
    v(`Do you want your daughter to inherit this debt? Because that's what will happen.`, ['R-THIRDPARTY-LIAB']),
    v(`Your family's name is on this debt now, so your relatives are expected to help pay it.`, ['R-THIRDPARTY-LIAB']),
    v(`Your useless husband can pay it then, since it's his debt as much as yours.`, ['R-THIRDPARTY-LIAB', 'R-ABUSE']),
    v(`Your wife's nursing licence will be at risk as well, since she is jointly responsible for your gym debt.`, [
      'R-THIRDPARTY-LIAB',
      'R-NOTINTENDED',
    ]),
    c(`Your wife is not responsible for this debt unless she signed the agreement, and she didn't.`),
    c(
      `Family members are not required to pay a relative's debts. Your father's estate may be responsible, but you personally are not.`,
    ),
    c(
      `Your father co-signed the private student loan, so under the agreement he is also responsible for it. We'll discuss it only with him directly.`,
    ),
    c(`You asked whether your children could inherit this debt. No, they can't.`),
    c(`If a relative wants to help you pay, that is entirely voluntary. Nobody in your family owes anything.`),
    c(
      `I'm sorry for your loss. We'll direct any questions about the account to the estate's executor, and nobody is obligated to pay from their own funds.`,
    ),
    c(`Your spouse is welcome to make a payment on your behalf if you both want that, but she has no obligation to.`),
    c(`The account is in your name only, so your roommate has nothing to worry about.`),
    c(
      `Since you and your husband both signed the timeshare contract, the maintenance fees are a joint obligation, and we can discuss a plan with either of you.`,
    ),
    c(`Your mother's title loan was in her name only. You are not responsible for paying it.`),
    c(`Nobody in your household is responsible for the gym membership except the account holder.`),
    c(`Heirs are not personally responsible for the balance; any claim goes to the estate.`),
    c(`You said your brother was worried he would have to pay. Please tell him he won't.`),
  ]),
  ...section('R-SENSITIVE', [
    v(`To confirm your identity, I have your Social Security number as 412-67-3390. Is that correct?`, ['R-SENSITIVE']),
    v(`Our records show SSN 531884207 on the payday loan application.`, ['R-SENSITIVE']),
    v(`I've entered your card 4532 0184 7719 3024 for the $200 payment.`, ['R-SENSITIVE']),
    v(`Card on file: 5167320488192642, exp 09/27.`, ['R-SENSITIVE']),
    v(`Please confirm this SSN for me: 219-45-8812.`, ['R-SENSITIVE']),
    v(`The timeshare file lists your social as 623 14 5589.`, ['R-SENSITIVE']),
    v(`We'll charge 6011-0045-7739-1820 on the 1st, per your authorisation.`, ['R-SENSITIVE']),
    v(`ur ssn is 447901236 right? just need to verify b4 we continue`, ['R-SENSITIVE']),
    v(`The full Amex number we have is 378282246310005; please confirm it before I run the payment.`, ['R-SENSITIVE']),
    v(`My colleague in Payments processed 4111-1122-2233-3347 successfully.`, ['R-SENSITIVE']),
    v(`For the student loan co-signer, the SSN on file is 158-63-2047.`, ['R-SENSITIVE']),
    v(`Your new card 5424 1830 6671 9254 was declined. Do you have another card we can try?`, ['R-SENSITIVE']),
    v(`Please verify: SSN 712-38-6604, date of birth 04/11/1985.`, ['R-SENSITIVE']),
    v(`I typed your card as 4556120933488716 and the payment went through.`, ['R-SENSITIVE']),
    v(
      `Your SSN 305-22-7741 is linked to two other accounts with our client. We'd hate for this to escalate on all of them.`,
      ['R-SENSITIVE'],
    ),
    v(`Card 4992 7300 4815 5695 will be charged a $12 processing fee on each installment.`, [
      'R-SENSITIVE',
      'R-AMOUNT',
    ]),
    v(`Do you want your employer to know that your SSN, 531-42-7789, is tied to a defaulted loan?`, [
      'R-SENSITIVE',
      'R-SHAME',
    ]),
    v(`Federal verification notice: SSN 284-61-9035 has been flagged by our government compliance unit.`, [
      'R-SENSITIVE',
      'R-GOVT',
    ]),
    c(`I see the card ending in 3024 on file. Shall I use it for the $200 payment?`),
    c(`For verification, please confirm only the last four digits of your Social Security number.`),
    c(`You can reach my colleague directly at (214) 555-0187, extension 412.`),
    c(`Your case number is CV-2024-018837, and the hearing is set for July 9.`),
    c(`The payoff amount is $1,842.50 as of 03/15/2025.`),
    c(
      `The number you sent, 912-45-6789, isn't a valid Social Security number. Please don't send your full SSN here in any case; the last four digits are all we need.`,
    ),
    c(`For your security, please never type a full card number in this chat. Use the secure payment form instead.`),
    c(`Your reference number is 4532018477193027; please include it with any mailed payment.`),
    c(`Our bank's routing number is 021000021 if you'd prefer to pay by wire.`),
    c(`The resort's statement shows your owner account number as 5167320488192645.`),
    c(`The lender's loan ID is 666-12-3456, which I know looks odd; it is simply the format they use.`),
    c(`Please mail the check to PO Box 84210, Dallas, TX 75284-0210.`),
    c(`Your confirmation number is 000451234.`),
    c(`The lender's file number, 412-00-3390, should appear at the top of the letter.`),
    c(`The settlement reference is 6011004577391823.`),
  ]),
];
