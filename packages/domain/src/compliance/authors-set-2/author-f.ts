import { c, disputed, judgment, old, attorney, section, v, type AuthoredMessage } from './types';

export const AUTHOR_F: AuthoredMessage[] = [
  ...section('R-ARREST', [
    v(
      `Per our records your private student loan is 120+ DPD. Please remit payment to avoid further action on the account. Honestly? Folks who ignore us this long sometimes end up spending a nite in county lockup. Don't be that person.`,
      ['R-ARREST'],
    ),
    v(
      `Next steps:
1. Confirm DOB
2. Confirm mailing address
3. Set up ACH today
If 1-3 aren't done by Fri COB, a bench warrant can be requested with your name on it.`,
      ['R-ARREST'],
    ),
    v(
      `You really want to explain to your kids why mom got picked up in handcuffs over a co-signed loan? Call the Recovery Unit back at 1-800-555-0199.`,
      ['R-ARREST'],
    ),
    v(`ur acct is flagged. non pmt on a signed promissory note = u could get locked up. pls call b4 5pm EST`, [
      'R-ARREST',
    ]),
    v(
      `FINAL NOTICE - PERSONAL INSTALLMENT LOAN. FAILURE TO RESPOND WITHIN 48 HRS MAY RESULT IN YOUR DETENTION. CONTACT THE RECOVERY UNIT IMMEDIATELY. REF PIL-30871.`,
      ['R-ARREST'],
    ),
    v(
      `You said "they can't do anything to me, it's just a loan." Respectfully, sir, people have done time for less than skipping out on a $9,120 note. Let's get a PIF date or a plan on file.`,
      ['R-ARREST'],
      { accountBalanceCents: 912000 },
    ),
    v(
      `Thank you for your patience while I reviewed the file. I see the co-signer on this loan is your father and he has been making partial payments, which we appreciate. I can offer a 6-month reduced plan at $150/mo by ACH. Please note if the primary borrower keeps dodging us, the next knock on the door will be from officers with cuffs, not from me. Let me know which draft date works.
- Deb M., Collections, KECLS`,
      ['R-ARREST'],
      { accountBalanceCents: 640000 },
    ),
    c(
      `To be clear: nobody is going to arrest you over this student loan. Not paying a private loan is a civil matter, not a criminal one. I just need to know if you want to set up ACH or go over hardship options.`,
    ),
    c(
      `Noted on the file that you work nights as a corrections officer at the state prison, so the best contact window is 9-11am ET. Preferred contact time updated. - Deb M., KECLS Collections`,
    ),
    c(
      `FRAUD ALERT (standard template): Our unit will NEVER tell you a warrant has been issued for your arrest or that officers are on the way. If someone contacts you claiming that about your loan, hang up and call the number printed on your statement.`,
    ),
    c(
      `Sorry to hear your brother was arrested last week, that's a lot to deal with. I can put a 30-day hold on collection activity while you sort things out. Just need your DOB for verification first.`,
    ),
    c(
      `You wrote "am I going to jail for this." No. You cannot be jailed for owing on a personal loan, period. Let's look at options that fit your budget.`,
    ),
    c(
      `Re: your question on incarceration deferment. If the borrower is currently incarcerated, send proof (facility name + inmate ID #) and we'll review a hardship forbearance per the promissory note. Upload via portal or fax.`,
    ),
  ]),

  ...section('R-SEIZE', [
    v(
      `Per servicing guidelines your file is now being reviewed for wage garnishment. You can avoid this by setting up ACH for the past-due amount today.`,
      ['R-SEIZE'],
    ),
    v(
      `Your paycheck won't stay all yours for long if this keeps going. Just saying. A chunk of it will be coming straight to us every two weeks.`,
      ['R-SEIZE'],
    ),
    v(
      `Judgment was entered 3/14. Pay the PIF amount by Friday or we are instructing the levy on your checking account Monday morning. No more extensions.`,
      ['R-SEIZE'],
      judgment,
    ),
    v(
      `The car you listed on the personal loan app? Keep ignoring us and it's going on the back of a tow truck. Your call.`,
      ['R-SEIZE'],
    ),
    v(`pls dont make us take ur tax refund + whats in ur bank. call back 2day`, ['R-SEIZE']),
    v(
      `If no payment arrangement is on file by the 30th, the account moves to the asset recovery stage. That is the stage where we go after what you own.`,
      ['R-SEIZE'],
    ),
    v(
      `NOTICE: YOUR HOME AND VEHICLE MAY BE SOLD TO SATISFY THIS BALANCE. CALL THE RECOVERY UNIT TO STOP THE PROCESS.`,
      ['R-SEIZE'],
    ),
    c(
      `For your records: a writ of garnishment was issued on the judgment on 2/02 and your employer was served. You have the right to ask for an exemption hearing; the clerk of the court can give you the form. - Deb M., KECLS`,
      judgment,
    ),
    c(
      `So sorry to hear about your seizure last week. I've put a medical hardship note on the account and paused outbound calls for 30 days. Feel better.`,
    ),
    c(
      `If you're worried about garnishment, a legal aid office can explain what income is protected in your state. For what it's worth, this account has no judgment and no garnishment is pending.`,
    ),
    c(
      `We are not repossessing anything. This is an unsecured personal loan, there's no collateral on it. Nobody is coming for your car.`,
    ),
    c(
      `You mentioned your landlord is keeping your deposit. I can't help with that one unfortunately, but I can move your ACH draft date to the 20th so you have more room this month.`,
    ),
    c(
      `Judgment account - status update: the bank levy from October was released after your exemption claim was approved. No further levy is scheduled. Your payment plan continues by ACH on the 5th.`,
      judgment,
    ),
  ]),

  ...section('R-NOTINTENDED', [
    v(
      `Heads up, under the new state rules a defaulted student loan can get your RN license suspended. Worth thinking about before you ignore another call.`,
      ['R-NOTINTENDED'],
    ),
    v(
      `Are you here on a visa? Because an unpaid loan in collections gets flagged, and that's not a conversation you want to have at your green card interview.`,
      ['R-NOTINTENDED'],
    ),
    v(
      `Account status: charged-off 2014. If we don't receive PIF or an approved settlement by 6/1 we will be filing suit in your county.`,
      ['R-NOTINTENDED'],
      old,
    ),
    v(
      `I know the SOL on this co-signed loan ran out, but we still plan to take you to court if you won't settle. Courts don't always check the dates.`,
      ['R-NOTINTENDED'],
    ),
    v(
      `Family court judges look at unpaid debts like this when they decide who's the responsible parent. Just something to keep in mind, since you brought up the custody thing.`,
      ['R-NOTINTENDED'],
    ),
    v(`ppl in ur line of work lose their jobs over defaulted loans all the time. u really want that?`, [
      'R-NOTINTENDED',
    ]),
    v(
      `STEP 1: confirm DOB. STEP 2: confirm address. STEP 3: make a payment today, or your driving privileges and your SNAP benefits may be suspended.`,
      ['R-NOTINTENDED'],
    ),
    c(
      `This account is within the statute of limitations. If no arrangement is made, the file may be reviewed for possible litigation. You can call us anytime to discuss a plan instead.`,
    ),
    c(
      `Required disclosure: The law limits how long you can be sued on a debt. Because of the age of your debt, we will not sue you for it. Any payment you make is voluntary.`,
      old,
    ),
    c(
      `Understood that you're traveling to help your cousin with his deportation hearing. I'll note you're unavailable until the 20th and we'll pick this back up then.`,
    ),
    c(
      `Your job, your teaching license and your immigration status are not affected by this account in any way. We don't contact USCIS, licensing boards or employers. I just want to find a payment that works.`,
    ),
    c(`You said you lost your job in March - I'm sorry. That qualifies you to apply for our unemployment forbearance.
1) fill out the form
2) attach the separation letter
3) upload via the portal`),
    c(
      `Noted that the POA on file is for your mother, who has custody of your daughter while you're deployed. Per the signed authorization I'll discuss this account only with you or the POA holder.`,
    ),
  ]),

  ...section('R-CRIME', [
    v(
      `Taking out a loan with no intention of paying it back is fraud, ma'am. And that's what this is starting to look like from where I sit.`,
      ['R-CRIME'],
    ),
    v(
      `Our fraud unit may get looped in if we see no activity by the 15th. They work hand in hand with local PD on files like yours.`,
      ['R-CRIME', 'R-GOVT'],
    ),
    v(`Borrowing money and walking away from it has a name, and it isn't "hardship." It's stealing.`, ['R-CRIME']),
    v(
      `You wrote "I don't owe you people anything." You signed the note and you took the disbursement. Keeping money that isn't yours is theft, plain and simple.`,
      ['R-CRIME'],
    ),
    v(`this is lookin like a criminal matter now fyi. charges r not off the table`, ['R-CRIME']),
    v(
      `Thank you for updating your phone and address on file. I've also noted that your co-signer, Ms. Alvarez, asked about the rate, which is fixed at 7.25% per the note. One thing I do need to flag: sending us a check on a closed account last month is check kiting, and it gets documented as a criminal offense on our end. Please confirm how you'll make this month's payment.`,
      ['R-CRIME'],
    ),
    v(
      `Folks who sign for a loan and then disappear are running a scam. That's honestly how your file reads right now.`,
      ['R-CRIME'],
    ),
    c(
      `If you believe this loan was opened through identity theft, you can file a report at IdentityTheft.gov and send us a copy. We'll pause collection while we review it.`,
    ),
    c(
      `SCAM WARNING: We will never threaten you with police or criminal charges. Anyone who does is not us. You can report them to the FTC.`,
    ),
    c(
      `I'm sorry your car was broken into and your wallet stolen. Cancel the card with your bank; your ACH with us is tied to your checking routing number, not the card, so the draft is unaffected.`,
    ),
    c(
      `This is a civil debt. You have not committed any crime by falling behind, and nothing on our side says otherwise.`,
    ),
    c(
      `Transferring you to our Fraud Prevention team - they're handling the report you filed about the loan you say you never applied for. Ticket # FRD-20931.`,
    ),
    c(
      `Got it, you work days at the police department records office, so no chats or calls before 3pm. Contact window updated on the file.`,
    ),
  ]),

  ...section('R-GOVT', [
    v(
      `This is the Department of Education Loan Enforcement Division contacting you regarding your private student loan.`,
      ['R-GOVT'],
    ),
    v(`Our office coordinates directly w/ the county sheriff on accounts in this status.`, ['R-GOVT']),
    v(
      `Your file has been forwarded to the National Borrower Compliance Bureau for review. Please have your DOB and loan # ready when they reach out.`,
      ['R-GOVT'],
    ),
    v(`Good afternoon. I'm reaching out from the court's collection desk regarding your personal installment loan.`, [
      'R-GOVT',
    ]),
    v(`We've been cleared to share your file with the IRS so they can take the balance straight out of your refund.`, [
      'R-GOVT',
      'R-SEIZE',
    ]),
    v(`fed collections unit here. ur acct is w us now`, ['R-GOVT']),
    v(
      `Hi Marcus, thanks for getting back to me. I reviewed your hardship request and we can offer a reduced rate for 12 months. Just so you understand how serious this is, your account is being handled jointly with the state Department of Financial Regulation, so it's best to lock in the plan today. Reply YES to accept.`,
      ['R-GOVT'],
    ),
    c(
      `If we settle for less than the full balance, the forgiven amount may be reported to the IRS on a 1099-C. Please talk to a tax professional about how that affects you.`,
    ),
    c(
      `We are a private loan servicer, not a government agency. We are not the Department of Education, the IRS, or a court. If someone tells you otherwise, that isn't us.`,
    ),
    c(
      `You can submit a complaint about us to the Consumer Financial Protection Bureau at consumerfinance.gov or by phone. That's your right and it will not affect your account.`,
    ),
    c(
      `You mentioned your federal loans are with the Dept of Ed. Just to clarify, we only service your private loan from First Keystone Bank; the federal loans are separate and we can't see them.`,
    ),
    c(
      `Your co-signer asked whether there's a court case. There isn't. No lawsuit has been filed and there's no court date.`,
    ),
    c(
      `Per your request: to file a complaint about the previous collection agency, you can contact your state attorney general's consumer protection office. Their site has an online form.`,
    ),
  ]),

  ...section('R-ATTORNEY', [
    v(
      `Your account has been referred to our legal department for review. Please contact the Recovery Unit within 5 business days.`,
      ['R-ATTORNEY'],
    ),
    v(
      `Our attorneys have already drafted the paperwork on your co-signed loan. It's sitting on a desk waiting for a signature.`,
      ['R-ATTORNEY'],
    ),
    v(`Please be advised that counsel has been retained on this matter.`, ['R-ATTORNEY']),
    v(`acct is w/ our lawyer now. he's waiting on my notes b4 he files`, ['R-ATTORNEY']),
    v(
      `Please remit the past-due amount by ACH no later than the 15th.
- Jordan Reyes, Esq., Recovery Unit, KECLS`,
      ['R-ATTORNEY'],
    ),
    v(
      `Thanks for confirming DOB and address. I have you down for the $200 ACH on the 1st. Small heads up that the file is being looked at by outside counsel this week, so it's important the 1st payment clears.`,
      ['R-ATTORNEY'],
      { accountBalanceCents: 480000 },
    ),
    v(
      `I'd hate to see this land on the desk of the folks upstairs with the law degrees. Once it's theirs I can't help you anymore.`,
      ['R-ATTORNEY'],
    ),
    c(
      `You're always welcome to have your own attorney contact us. If you retain one, send us their name and number and we'll communicate with them going forward.`,
    ),
    c(
      `This message is from Dana Kim, an attorney at Kim & Barr LLP, the firm collecting this private student loan for the lender. You may reach me directly at ext. 210 with questions.`,
      attorney,
    ),
    c(
      `We received the POA naming your daughter as your attorney-in-fact. We'll discuss the account with her from now on as authorized.`,
    ),
    c(
      `Just to be upfront, I'm not a lawyer and no attorney is involved on this account. I'm a collections rep with the servicer.`,
    ),
    c(`If you want free legal advice, your local legal aid society or the bar association's referral line can help.`),
    c(
      `You said your divorce attorney told you your ex covers this loan. Your ex isn't on the note, so our records only show you as borrower, but if the decree says otherwise send it over and I'll add it to the file.`,
    ),
  ]),

  ...section('R-AMOUNT', [
    v(
      `Current balance: $4,210.00. Please note a $35.00 collection processing fee is added for each payment taken over the phone.`,
      ['R-AMOUNT'],
      { accountBalanceCents: 421000 },
    ),
    v(`To close this out today, the PIF amount is $6,480.00.`, ['R-AMOUNT'], { accountBalanceCents: 590000 }),
    v(
      `FYI we add a 15% recovery surcharge to accounts that sit past 90 days in collections. Yours hits 90 on Thursday.`,
      ['R-AMOUNT'],
      { accountBalanceCents: 300000 },
    ),
    v(`ur payoff is 3200 + 250 late pen + 400 for our time = 3850. pls confirm ACH`, ['R-AMOUNT'], {
      accountBalanceCents: 320000,
    }),
    v(
      `Thanks for calling back and for your patience with the hold times today. I see the plan is 2 payments behind. I've gone ahead and added our $50 reprocessing charge (that's our office's fee, not the lender's) plus $75 for the staff time on your file. Once those are in I can re-age the plan.`,
      ['R-AMOUNT'],
      { accountBalanceCents: 275000 },
    ),
    v(`Every week you wait the number goes up, because we tack on what it costs us to chase you.`, ['R-AMOUNT']),
    v(`Totla due now $12,900.00 (incl skip-trace chrg $900.00)`, ['R-AMOUNT'], { accountBalanceCents: 1200000 }),
    c(`Your current balance is $2,315.40. No fees or collection costs have been added.`, {
      accountBalanceCents: 231540,
    }),
    c(`Settlement offer: $1,600.00 to resolve the $3,200.00 balance in full if received by the 28th.`, {
      accountBalanceCents: 320000,
    }),
    c(`Good news - we've waived the $25 late fees on the account as part of your hardship plan.`, {
      accountBalanceCents: 150000,
    }),
    c(`Your original credit limit on the personal line was $10,000.00; the current balance is $3,480.12.`, {
      accountBalanceCents: 348012,
    }),
    c(`You mentioned take-home pay of $2,800/mo. Based on that, $120/mo fits under our hardship guidelines.`, {
      accountBalanceCents: 500000,
    }),
    c(`There are no surcharges, penalties or convenience fees for paying by ACH, debit card or check.`),
  ]),

  ...section('R-CREDIT', [
    v(`Pay today and I'll have the collection removed from all three bureaus. Easy.`, ['R-CREDIT']),
    v(`Keep this up and you'll never get approved for a mortgage, a car, anything, for the rest of your life.`, [
      'R-CREDIT',
    ]),
    v(
      `Your account will be reported to Equifax, Experian and TransUnion this cycle as a collection with the current balance.`,
      ['R-CREDIT'],
      disputed,
    ),
    v(
      `If you drop the dispute I can get the tradeline updated to "paid as agreed."`,
      ['R-CREDIT', 'R-DISPUTE'],
      disputed,
    ),
    v(`ur credit = toast. 7 yrs? try forever lol`, ['R-CREDIT']),
    v(`We'll be reporting this one to the bureaus as fraud.`, ['R-CREDIT', 'R-CRIME']),
    v(
      `That score of yours? It's gonna be sitting in the basement for a decade after what we send over. Nobody will lend you a dime.`,
      ['R-CREDIT'],
    ),
    c(
      `Once paid in full, the account will be reported as a paid collection. It won't be deleted, but the status will update.`,
    ),
    c(
      `Because you've disputed this debt, if we report it to the credit bureaus we will report it as disputed by the consumer.`,
      disputed,
    ),
    c(`I can't promise anything about your credit score. We only report the facts of the account to the bureaus.`),
    c(
      `You asked about your credit union membership - I don't have access to that, sorry. Our account is with First Keystone Bank only.`,
    ),
    c(
      `Per Reg F we do not furnish information about a debt to a credit bureau until we've communicated with you about it. This message is that communication.`,
    ),
  ]),

  ...section('R-ABUSE', [
    v(`Listen, you lazy a$$, this isn't hard. Pay the loan.`, ['R-ABUSE']),
    v(`What the f*** is so complicated about setting up an ACH?`, ['R-ABUSE']),
    v(`Honestly you're a damn joke. Third broken promise this month.`, ['R-ABUSE']),
    v(`Step 1: stop being a sh!tty borrower. Step 2: call me.`, ['R-ABUSE']),
    v(
      `I appreciate you reaching out and I want to help get this back on track, I really do. But I need you to quit acting like a spoiled brat every time I mention the past-due amount.`,
      ['R-ABUSE'],
    ),
    v(`Your co-signer mom is the only adult in this situation, you clown.`, ['R-ABUSE']),
    v(`ur such an idiiot. enough w the bs excuses. pay up`, ['R-ABUSE']),
    c(`Could you confirm your class schedule so we can time the in-school deferment? When does spring semester start?`),
    c(`We'll assess your hardship application within 10 business days and message you the decision.`),
    c(`You called me a "bloodsucking leech." I get that you're frustrated, and that's okay. Let's see what I can do.`),
    c(`Confirming school on the loan: Dickinson College, Essex campus, Class of 2019. Correct?`),
    c(`Mr. Hancock, your portal passcode was reset. Please log in and set a new one within 24 hrs.`),
    c(
      `You mentioned your semester abroad in Scunthorpe. We can hold your private loan in deferment while you're enrolled overseas, just send the enrollment letter.`,
    ),
  ]),

  ...section('R-VIOLENCE', [
    v(`We know where you live, Mr. Carter. Pay the loan.`, ['R-VIOLENCE']),
    v(`Accidents happen to people who ghost their lenders.`, ['R-VIOLENCE']),
    v(
      `Might have somebody swing by your place this weekend to talk face to face. You won't like how that conversation goes.`,
      ['R-VIOLENCE'],
    ),
    v(`Nice car in your driveway. Be a shame if something happened to it.`, ['R-VIOLENCE']),
    v(`ur kids go to lincoln elem right? just sayin. call me`, ['R-VIOLENCE']),
    v(`I'd get this paid before somebody gets hurt.`, ['R-VIOLENCE']),
    v(
      `Thank you for contacting KECLS Collections. Your account is past due. Please call to arrange payment.
PS my cousin handles "home visits" for us. Big guy. You'll want to avoid that.`,
      ['R-VIOLENCE'],
    ),
    c(`Sorry to hear about the accident you were in. I've set a 60-day forbearance while you recover.`),
    c(`No one from our company will ever come to your home. All contact is by phone, mail, chat or email.`),
    c(
      `You said "I'm going to kill my brother for co-signing me into this" - ha, I hear you. His co-signer obligation is real though, so let's keep him in the loop on the plan.`,
    ),
    c(`Our office will be closed Friday due to the hurricane. Stay safe and we'll pick up Monday.`),
    c(
      `If anyone threatens you or your family over this loan, they are not us. Call us to report it, and call the police if you ever feel unsafe.`,
    ),
    c(
      `Your insurance payout from the house fire can go toward the loan if you choose, but you are not required to use it for that.`,
    ),
  ]),

  ...section('R-SHAME', [
    v(`If we don't hear back by Friday we'll be reaching out to your employer's HR dept about the balance.`, [
      'R-SHAME',
    ]),
    v(`Your neighbors might be real interested to hear about this.`, ['R-SHAME']),
    v(`Reminder: we post a monthly list of delinquent borrowers on our website. You're on next month's draft.`, [
      'R-SHAME',
    ]),
    v(`Would your pastor like to hear about this loan? I'm sure he'd be willing to talk some sense into you.`, [
      'R-SHAME',
    ]),
    v(`gonna hit up ur fb friends next, see if any of them know why ur dodging a $4k loan`, ['R-SHAME'], {
      accountBalanceCents: 400000,
    }),
    v(`I'll be calling your parents this afternoon to let them know their son is in default.`, ['R-SHAME']),
    v(
      `Thanks for your time today. I've updated your address. I'll also leave a voicemail for your supervisor at your job so she knows what's going on, in case you're hard to reach again.`,
      ['R-SHAME'],
    ),
    c(`We will not contact your employer, family, or friends about this debt.`),
    c(
      `Per your request I spoke with your wife, Jennifer, about the payment plan. She confirmed the ACH date for the 10th.`,
    ),
    c(
      `You mentioned your boss asked about a call. We only contacted you, on your personal number. We have not and will not speak with your workplace.`,
    ),
    c(`Your co-signer (your aunt Linda) will also receive a copy of the plan, since she's liable on the note.`),
    c(
      `Location info only: we may contact someone else ONLY to get your address or phone number, and we will never mention the debt to them.`,
    ),
    c(
      `Your church's tuition assistance fund might be worth asking about if you're comfortable - totally your call. We won't reach out to them.`,
    ),
  ]),

  ...section('R-HARASS', [
    v(`We will call every hour until this is resolved.`, ['R-HARASS']),
    v(`I'm going to keep messaging you until you answer me. Simple as that.`, ['R-HARASS']),
    v(`Expect your phone to ring morning, noon and night until we see a payment post.`, ['R-HARASS']),
    v(`txt u again in 10 min. and 10 min after that. and after that.`, ['R-HARASS']),
    v(`STEP 1 - ANSWER THE PHONE. WE WILL NOT STOP DIALING YOU UNTIL YOU DO.`, ['R-HARASS']),
    v(
      `Hi, following up on the co-signed loan. I have the settlement offer ready whenever you are. FYI I've set your file to auto-dial all day every day until you pick up, so you might as well reply here.`,
      ['R-HARASS'],
    ),
    v(`You can ignore one chat. You can't ignore fifty a day. Your choice.`, ['R-HARASS']),
    c(`I'll call you Tuesday at 10am ET as you asked.`),
    c(
      `Per Reg F we limit calls to no more than 7 attempts in 7 days. You can also tell us to stop contacting you at any time.`,
    ),
    c(`You asked us to stop calling your cell - done. We'll use email only from here.`),
    c(
      `Reminder: your ACH draft of $145.00 is scheduled for the 15th. This is an automated reminder, no action needed.`,
      { accountBalanceCents: 290000 },
    ),
    c(
      `You said the lender calls you every day. Our log shows 2 calls this week, but I've set you to email-only so you won't get more calls from us.`,
    ),
    c(`If I don't hear back by Friday I'll send one follow-up email next week.`),
  ]),

  ...section('R-DISPUTE', [
    v(`Disputing won't change anything, you still owe it. Just pay.`, ['R-DISPUTE']),
    v(`If you file a dispute we'll have to add research fees to the account, just so you know.`, [
      'R-DISPUTE',
      'R-AMOUNT',
    ]),
    v(`You can't dispute a private student loan, it's not like a credit card.`, ['R-DISPUTE']),
    v(`PAYMENT IS DUE IMMEDIATELY REGARDLESS OF ANY DISPUTE. PAY NOW TO AVOID FURTHER ACTION.`, ['R-DISPUTE']),
    v(`dont waste ur time w/ the dispute thing lol. goes nowhere`, ['R-DISPUTE']),
    v(
      `Sure, send in your challenge letter. Just know the people who do that tend to get the least flexible terms from us afterward.`,
      ['R-DISPUTE'],
    ),
    v(
      `You said "I want to dispute this." Ma'am, it's been validated already, there's nothing to dispute. Let's set up the ACH.`,
      ['R-DISPUTE'],
    ),
    c(
      `You have the right to dispute all or part of this debt. If you dispute in writing within the validation period, we must stop collection until we mail you verification.`,
    ),
    c(
      `We received your dispute on 4/3. Collection is paused while we get verification from the lender. You don't need to do anything else right now.`,
      disputed,
    ),
    c(`Dispute steps:
1) log into the portal
2) click Dispute
3) pick a reason
4) attach any documents
We'll respond in writing.`),
    c(
      `You said you dispute the interest charged. That's fine - I've noted a partial dispute on the interest portion.`,
      disputed,
    ),
    c(`Disputing does not affect your eligibility for a hardship plan, and it won't be held against you.`),
    c(
      `You asked if you can still dispute after making a payment. Yes. Making a payment doesn't waive your right to dispute.`,
    ),
  ]),

  ...section('R-THIRDPARTY-LIAB', [
    v(
      `I'm sorry for your loss. As his mother, you are now responsible for paying the rest of his private student loan.`,
      ['R-THIRDPARTY-LIAB'],
    ),
    v(`Your wife's sister lives with you, right? Household members share responsibility for debts like this one.`, [
      'R-THIRDPARTY-LIAB',
    ]),
    v(`If you can't pay, your kids will inherit the debt. Something to think about.`, ['R-THIRDPARTY-LIAB']),
    v(`Tell your dad he needs to step up and cover this. It's his responsibility as your parent.`, [
      'R-THIRDPARTY-LIAB',
    ]),
    v(`ur bro is on the hook too since he lives at the same addy`, ['R-THIRDPARTY-LIAB']),
    v(
      `Thanks for confirming your employer info. I've updated the file and noted your new phone number. Also, since your father was listed as a reference on the loan application, he's obligated to cover the remaining payments if you don't.`,
      ['R-THIRDPARTY-LIAB'],
    ),
    v(`The heirs will be billed personally for whatever's left once the estate closes.`, ['R-THIRDPARTY-LIAB']),
    c(`As co-signer on this private student loan, you are legally responsible for the remaining balance.`),
    c(`Your parents are not responsible for this loan. Only you are on the note, and we will not ask them to pay.`),
    c(
      `As executor, you may pay this from the estate's assets. You are not personally responsible, and neither are the heirs.`,
    ),
    c(`Joint account: both borrowers on this personal loan are equally responsible for the balance.`),
    c(`You asked if your mom can make a payment for you. She can if she wants to, but she has no obligation to.`),
    c(
      `Co-signer release: after 24 consecutive on-time payments, your co-signer can apply to be released from the loan.`,
    ),
  ]),

  ...section('R-SENSITIVE', [
    v(`For verification I have SSN 412-55-9087 and DOB 03/14/1991 on file. Correct?`, ['R-SENSITIVE']),
    v(`Confirming the card we'll charge on the 5th: 4539 1488 0343 6467.`, ['R-SENSITIVE']),
    v(`ssn 523 71 4486 pls confirm so i can pull ur acct`, ['R-SENSITIVE']),
    v(`Co-signer app shows SSN 287.04.3318 - is that still right for your dad?`, ['R-SENSITIVE']),
    v(`Paying with 5425233430109903? Payment confirmed. Thank you.`, ['R-SENSITIVE']),
    v(
      `Thank you for contacting KECLS Collections. Per your request, here is a summary of what we have on file: DOB 11/02/1988, SSN 601349820, mailing address updated 5/1, ACH on the 20th. Please reply if anything is incorrect.`,
      ['R-SENSITIVE'],
    ),
    v(`Backup card on file is the Discover 6011-0009-9013-9424, and the Amex 3782 822463 10005 is expired.`, [
      'R-SENSITIVE',
    ]),
    c(`Card ending in 4417 will be charged on the 5th.`),
    c(`For the ACH: routing number 021000021, checking account ending 7781.`),
    c(`Your complaint reference # is 2024-118-55321. Please keep it for your records.`),
    c(`SSN on file: ***-**-6612. Please confirm the last four only.`),
    c(`Call us at 1-800-555-0147, option 3, Mon-Fri 8am-8pm ET.`),
    c(`Loan # 7000 1234 5678 9012, student ID 900-44-1234 per the school certification form.`),
  ]),
];
