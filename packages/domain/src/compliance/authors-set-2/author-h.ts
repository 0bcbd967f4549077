import { c, disputed, judgment, old, attorney, section, v, type AuthoredMessage } from './types';

export const AUTHOR_H: AuthoredMessage[] = [
  ...section('R-ARREST', [
    v(
      `Good morning Sir, extremely sorry to disturb you at this early hour. As per records your Horizon Bank credit card balance is pending since 2019. Kindly understand, if payment is not coming by Friday there is possibility of arrest warrent being issued in your name and you may have to spend some nights behind the bars. Kindly do the needful.`,
      ['R-ARREST'],
    ),
    v(
      `Madam, with all respect, I am requesting you to think of your family. Nobody wants to see their mother taken away in handcuffs in front of the children for one small mobile phone bill. Please revert back today itself.`,
      ['R-ARREST'],
    ),
    v(
      `Sir, do you really wish to explain to the magistrate why the hospital bill was not paid? In such cases the person is taken into custody only. Do one thing, pay the minimum today and save yourself.`,
      ['R-ARREST'],
    ),
    v(`pls pay 2day sir othrwise u may get picked up n locked up, v r nt responsible thn. kindly revert`, ['R-ARREST']),
    v(
      `FINAL REMINDER: NON-PAYMENT OF DEBT IS PUNISHABLE WITH IMPRISONMENT AS PER LAW. KINDLY CLEAR THE DUES OF CONNECTPLUS WIRELESS ACCOUNT BEFORE 5 PM TODAY.`,
      ['R-ARREST'],
    ),
    v(
      `Sir, you have written "they cannot put me in jail for a credit card". With due respect, this is not the correct understanding. For wilful non-payment cases the person can be detained, I have seen it many times myself. So kindly do not take it lightly.`,
      ['R-ARREST'],
    ),
    v(
      `Respected Madam, I am writing with heavy heart. If the amount is not settled, we will be attaching your wages from next month. And that is not the end of the story. After that it will be a cell for you to sleep in, not your own bedroom.`,
      ['R-SEIZE', 'R-ARREST'],
    ),
    c(
      `Sir, kindly be assured, nobody is going to arrest you for this medical bill. Non-payment of a consumer debt is not a crime. We are only requesting you to revert back with a convenient payment plan.`,
    ),
    c(
      `Good afternoon Madam, as per your last message you are working night shifts as a nurse at the county jail, so I will message only after 2 PM as you requested. Kindly revert back at your convenience.`,
    ),
    c(
      `Sir, very sorry for the confusion. The caller who told you that you will be jailed is not from our office, we never say such things. Kindly do not pay anyone who threatens arrest; you may report them to the CFPB or your state attorney general.`,
    ),
    c(
      `Madam, you wrote that your son was arrested last month and there are lawyer fees to pay. I am very sorry to hear this. Do one thing, we can put the ConnectPlus account on hold for 30 days. Kindly revert back when you are ready.`,
    ),
    c(
      `Sir, you asked if there is any "warrant" on your file. I have checked thoroughly: there is no warrant, no criminal case, nothing of that sort. It is only the civil balance of a credit card. Kindly relax and revert back when possible.`,
    ),
    c(
      `Dear customer, the jailbreak you mentioned is only a phone software thing. As per records the ConnectPlus handset is fully paid off, and only the service balance is outstanding. Kindly revert back.`,
    ),
  ]),
  ...section('R-SEIZE', [
    v(
      `Good day Sir, sorry for the long message. As per records no payment is received on the Horizon card since many months. Kindly note if we do not hear from you, arrangement will be made to take your car and other belongings to adjust against the dues.`,
      ['R-SEIZE'],
    ),
    v(
      `Madam, as you know the judgment is already there on the account. So do one thing: pay the 500 dollars by Monday or we will levy your bank account straight away, no further reminder will come.`,
      ['R-SEIZE'],
      { ...judgment, accountBalanceCents: 241000 },
    ),
    v(
      `Sir, kindly think about your paycheck. From next month a portion of it may stop coming to you and start coming to us directly, if you are not reverting back.`,
      ['R-SEIZE'],
    ),
    v(`sir ur vehicle wil b picked up frm ur driveway if no pymt by fri. pls do the needful`, ['R-SEIZE']),
    v(
      `KINDLY NOTE: YOUR HOUSEHOLD ITEMS WILL BE AUCTIONED TO RECOVER THE MEDICAL DUES. AVOID THIS EMBARRASSMENT BY PAYING TODAY ITSELF.`,
      ['R-SEIZE'],
    ),
    v(
      `Madam, why to let your bank account get frozen for only $640? Pay today and all this freezing business will not happen.`,
      ['R-SEIZE'],
      { accountBalanceCents: 64000 },
    ),
    v(
      `Respected Sir, I hope you and family are keeping well and sorry to disturb. The writ is there already as you know. If I do not see the first instalment by the 15th, I will personally instruct to garnish your salary the same day, so kindly do not test me.`,
      ['R-SEIZE'],
      judgment,
    ),
    c(
      `Sir, as per records the court entered a judgment on this Horizon account in 2022 and a wage garnishment order is already in place with your employer's payroll. If you believe your wages are exempt, you can ask the court for an exemption hearing; the form is available from the clerk.`,
      judgment,
    ),
    c(
      `Madam, I am very sorry to know that the hospital visit was because of the seizure your daughter had. I hope she is doing better now. Kindly take your time, and revert back when you are ready to discuss the bill.`,
    ),
    c(
      `Sir, you asked what garnishment means. As per my understanding, it is when a court orders the employer to hold back part of wages after a judgment. There is no judgment on your account and we are not saying we will do this. For free advice you may contact your local legal aid office.`,
    ),
    c(
      `Madam, you wrote "you people will repo my car". Kindly be assured, the car is not connected with this mobile phone account in any way, and nobody is going to take it from you.`,
    ),
    c(
      `Sir, the "levy" line you are seeing on the old ConnectPlus bill is only the state 911 service levy of $1.15 per month, already included in the balance of $318.60. It is not any bank levy and nothing is being seized from you.`,
      { accountBalanceCents: 31860 },
    ),
    c(
      `Madam, as per records the bank levy under the judgment was already released on 3rd March after your exemption claim was approved. Nothing is pending against your bank account now. Kindly revert back if you want to discuss the remaining balance.`,
      judgment,
    ),
  ]),
  ...section('R-NOTINTENDED', [
    v(
      `Sir, with respect, kindly think about your green card renewal. Unpaid debts like this can come in the way when your status is reviewed, and people have been sent back home for less than this.`,
      ['R-NOTINTENDED'],
    ),
    v(
      `Madam, please don't let this small hospital bill cost you your job at the school. You understand what I am saying. Pay the first instalment and nothing will reach there.`,
      ['R-NOTINTENDED', 'R-SHAME'],
    ),
    v(
      `Sir as per records you are driving for a delivery company. If this Horizon card is not settled your driving licence can be suspended, and then how you will earn? Kindly do the needful.`,
      ['R-NOTINTENDED'],
    ),
    v(
      `Respected Sir, this ConnectPlus account is from 2013, but kindly do not think it is finished. If payment is not coming this month, we will be filing a lawsuit against you without fail.`,
      ['R-NOTINTENDED'],
      old,
    ),
    v(
      `Madam, I know the statute of limitations on this old card is already passed, but still our management has decided to take you to court if there is no settlement. Kindly revert back.`,
      ['R-NOTINTENDED'],
    ),
    v(
      `Sir, if this bill of your own child's treatment stays unpaid, kindly do not be surprised when there are consequences with the custody of your kids. I am only telling as a well-wisher.`,
      ['R-NOTINTENDED'],
    ),
    v(`maam ur disability cheques cn b stopped if this acct stays unpaid, v hv seen it happen. pls revert asap`, [
      'R-NOTINTENDED',
    ]),
    c(
      `Sir, as per records this Horizon account is still within the limitation period. If we cannot agree on a payment plan, we may consider filing a lawsuit. Before that we would like to give you every chance; kindly revert back.`,
    ),
    c(
      `Madam, kindly note: because of the age of this debt, we will not sue you for it. And your deportation worry is not related in any way, we never share anything with immigration. Paying is your choice only.`,
      old,
    ),
    c(
      `Sir, congratulations on the new job you mentioned! Since you get paid every other Friday, do one thing, shall we set the instalment date for the Saturday after payday? Kindly revert back.`,
    ),
    c(
      `Madam, your licence is not at all affected by this medical bill. You asked me directly, so I am telling directly: we cannot and will not do anything about your nursing licence.`,
    ),
    c(
      `Sir, as you informed, your income is only Social Security benefits. Kindly be aware such federal benefits are generally protected and we are not going to touch them. We can set a small plan of $25 monthly only, if you wish.`,
      { accountBalanceCents: 96000 },
    ),
    c(
      `Sir, you wrote "I am worried about my visa interview next month". Kindly do not worry on our account; the ConnectPlus balance has nothing to do with your visa and we will not be contacting anyone about it.`,
    ),
  ]),
  ...section('R-CRIME', [
    v(
      `Sir, as per records you used the Horizon card to buy items knowing fully you will not pay. Kindly understand, this is called fraud in any country, and my manager is asking me whether to forward the file to police or not.`,
      ['R-CRIME'],
    ),
    v(
      `Madam, taking a phone and running away with it without paying is what exactly, you tell me? In my country we have a special word for such people.`,
      ['R-CRIME'],
    ),
    v(
      `Sir, the hospital treated you in good faith and you walked out without paying. Kindly don't make me write "theft of services" in the notes.`,
      ['R-CRIME'],
    ),
    v(`YOUR FILE IS MARKED AS CHEATING CASE. KINDLY CLEAR THE DUES BEFORE IT GOES FOR CRIMINAL PROCEEDINGS.`, [
      'R-CRIME',
    ]),
    v(`sir, bouncing 2 payments on purpose is a punishable offence, pls dont do 3rd time. kindly revert`, ['R-CRIME']),
    v(
      `Madam you have said "I am not a criminal". Respectfully, a person who gives wrong address to run from creditors, what should we call them? Deadbeat and swindler only.`,
      ['R-CRIME', 'R-ABUSE'],
    ),
    v(
      `Sir, kindly note that using someone else identity to open the ConnectPlus line is identity theft and the complain is being prepared from our side. Kindly revert back before it is filled.`,
      ['R-CRIME'],
    ),
    c(
      `Sir, kindly be careful: there are fraud callers using our company name. We will never ask you for gift cards. If anyone does, please report to the FTC. For payment use only the official link I shared.`,
    ),
    c(
      `Madam, you told me this ConnectPlus account was opened by someone who stole your identity. I am very sorry this happened to you. Kindly send the police report or FTC identity theft report if you have, and we will pause collection while we review.`,
    ),
    c(
      `Sir, nobody is accusing you of any crime. This is only an unpaid credit card balance, a civil matter, and you are not in any trouble with the police.`,
    ),
    c(
      `Madam, you mentioned you are working as police dispatcher on the night shift. No problem, I will send messages only in the afternoon time as per your convenience.`,
    ),
    c(
      `Sir, as per records the emergency visit was after the robbery at your shop in 2021. Very sorry for that incident. The insurance paid partially, and the remaining $430.75 is the patient responsibility.`,
      { accountBalanceCents: 43075 },
    ),
    c(
      `Madam, the word "charge-off" in the letter does not mean any criminal charge. It only means the original creditor wrote off the account in their books. Kindly revert back if any more doubt is there.`,
    ),
  ]),
  ...section('R-GOVT', [
    v(
      `Good morning Sir. This is Officer Raj from the Department of Consumer Debt Recovery. Kindly call back regarding your Horizon card account at the earliest.`,
      ['R-GOVT'],
    ),
    v(
      `Madam, kindly understand we are working hand in hand with the county authorities on this matter, so better to cooperate with us now than with them later.`,
      ['R-GOVT'],
    ),
    v(
      `Sir, kindly note our office is an authorised collection partner of the IRS, so this is not an ordinary private matter.`,
      ['R-GOVT'],
    ),
    v(
      `Madam, the sheriff's office and our team are sitting in the same building only, so whatever we decide, they act quickly. Kindly revert back.`,
      ['R-GOVT'],
    ),
    v(
      `NOTICE FROM THE DISTRICT COURT COLLECTIONS DESK: YOUR MEDICAL ACCOUNT IS LISTED FOR ACTION. KINDLY RESPOND TODAY ITSELF.`,
      ['R-GOVT'],
    ),
    v(`sir this msg is frm the state recovery cell, pls call bk on same no.`, ['R-GOVT']),
    v(
      `Sir you asked "are you govt?". Let me put it this way, we work under the direct authority of the federal authorities, so kindly treat this message seriously.`,
      ['R-GOVT'],
    ),
    c(
      `Madam, kindly note if we settle for less than the full balance, the forgiven amount may be reported to the IRS on a Form 1099-C. You may wish to speak with a tax adviser. Our settlement offer is $1,150 on the balance of $2,874.30.`,
      { accountBalanceCents: 287430 },
    ),
    c(
      `Sir, we are a private company, not any government agency. If someone called you claiming to be from the sheriff or the IRS about this account, it was not us. Kindly do not share any details with them.`,
    ),
    c(
      `Madam, you can file a complaint about us with the Consumer Financial Protection Bureau at any time; that is your right. We are not connected with the CFPB, I am only telling for your information.`,
    ),
    c(
      `Sir, as you work at the county courthouse, I understand you cannot take personal chats during working hours. I will message after 5 PM only. Kindly revert back at your leisure.`,
    ),
    c(
      `Madam, the hospital account shows Medicaid was billed first and it was denied for that date of service. As per records the remaining balance is $388.00. If you think Medicaid should have covered it, kindly send the card copy and we will check.`,
      { accountBalanceCents: 38800 },
    ),
    c(
      `Sir, as per records there is a judgment from the Fairview County court on this account, case number 22-CV-0418. We are not the court and not court officers; we are only the debt buyer collecting on it. Kindly revert back for payment options.`,
      judgment,
    ),
  ]),
  ...section('R-ATTORNEY', [
    v(
      `Sir, kindly note that your file has been moved to our legal department as of today. Further communication will come from them only.`,
      ['R-ATTORNEY'],
    ),
    v(
      `Madam, our counsel has already drafted the papers against you and is only waiting for my go-ahead. Kindly revert back today.`,
      ['R-ATTORNEY'],
    ),
    v(
      `This is Advocate Suresh writing on behalf of Meridian Portfolio Recovery regarding your ConnectPlus Wireless account. Kindly revert back.`,
      ['R-ATTORNEY'],
    ),
    v(`sir ur acct is wth our lawyr now, he wil decide nxt steps. pls revert b4 he files`, ['R-ATTORNEY']),
    v(`LEGAL NOTICE - PREPARED BY COUNSEL FOR MERIDIAN PORTFOLIO RECOVERY. KINDLY CONTACT IMMEDIATELY.`, [
      'R-ATTORNEY',
    ]),
    v(
      `Madam, do you want Mr. Williams, Esq. to handle this medical account personally? Because that is the next step only, if I do not get revert back from you.`,
      ['R-ATTORNEY'],
    ),
    v(
      `Respected Sir, very sorry to disturb you again, I know you are a busy person and I have tried my level best from my side. Now the matter is with the attorneys who have reviewed the Horizon card file and prepared the summons. Kindly do the needful.`,
      ['R-ATTORNEY'],
    ),
    c(
      `Sir, you have every right to talk to your own attorney about this account. If you have one, kindly share their name and number and we will communicate with them only.`,
    ),
    c(
      `Madam, I am an attorney licensed in Ohio and I am writing on behalf of Meridian Portfolio Recovery about the Horizon card. I have personally reviewed your file. Kindly revert back with your preferred payment date.`,
      attorney,
    ),
    c(
      `Sir, I am not a lawyer and I cannot give legal advice. For legal questions about the medical bill, kindly consult a legal aid office in your area.`,
    ),
    c(
      `Madam, you wrote "my lawyer says I don't owe this". Thank you for informing. Kindly ask your lawyer to contact us in writing and we will stop messaging you directly.`,
    ),
    c(
      `Sir, this message is from the customer care desk only, not from any legal team. No attorney has reviewed your account and no legal papers are prepared.`,
    ),
    c(
      `Sir, as the attorney handling this ConnectPlus account for our firm, I want to clarify that I have not filed anything in court. I would prefer to resolve by a payment plan. Kindly revert back.`,
      attorney,
    ),
  ]),
  ...section('R-AMOUNT', [
    v(
      `Sir, as per records the Horizon card balance is $1,842.50. On top of that a collection charge of $275 is applied, so kindly pay $2,117.50 to close the account.`,
      ['R-AMOUNT'],
      { accountBalanceCents: 184250 },
    ),
    v(`Madam, total to pay today is $960 only. Kindly do the needful.`, ['R-AMOUNT'], { accountBalanceCents: 72000 }),
    v(`Sir, kindly note a processing surcharge of 4 percent will be added if you are paying by card.`, ['R-AMOUNT']),
    v(`maam bal is $412 + $50 late fee + $35 admin = $497 pls pay by fri`, ['R-AMOUNT'], {
      accountBalanceCents: 41200,
    }),
    v(`INTEREST IS RUNNING AT 29% DAILY ON YOUR MEDICAL DUES, KINDLY PAY TODAY TO AVOID MORE.`, ['R-AMOUNT']),
    v(
      `Respected Sir, I apologise for the repeated messages and for any inconvenience caused. As per records the ConnectPlus balance is $318.60. Since our company has spent lot of effort in tracing you, a tracing cost of $90 is also there, kindly include the same in payment.`,
      ['R-AMOUNT'],
      { accountBalanceCents: 31860 },
    ),
    v(
      `Madam, hospital balance is showing $1,205.00. Kindly add $150 for the late revert back. So please send total $1,355 by Monday.`,
      ['R-AMOUNT'],
      { accountBalanceCents: 120500 },
    ),
    c(
      `Sir, as per records the balance is $1,842.50 and there are no fees or interest added by us. Kindly revert back for a payment plan.`,
      { accountBalanceCents: 184250 },
    ),
    c(
      `Madam, the original credit limit on the Horizon card was $3,000, but the balance we are collecting is only $1,276.44. Kindly do not get confused by the bigger number in the old statement.`,
      { accountBalanceCents: 127644 },
    ),
    c(
      `Sir, you told your monthly income is $2,400. Based on that, do one thing, pay $60 per month towards the balance of $918.00 and there will be no interest.`,
      { accountBalanceCents: 91800 },
    ),
    c(
      `Madam, the $35 late fee you are seeing was from the original ConnectPlus bill before charge-off and it is already part of the $318.60 balance. We have not added any extra fee on top.`,
      { accountBalanceCents: 31860 },
    ),
    c(
      `Sir, good news: management has approved waiving the entire interest. Settlement amount is $700 on the balance of $1,400.00, with no processing fees.`,
      { accountBalanceCents: 140000 },
    ),
    c(
      `Madam, if you pay by debit card there is no convenience fee charged; same for bank transfer. Total remains $555.25 only.`,
      { accountBalanceCents: 55525 },
    ),
  ]),
  ...section('R-CREDIT', [
    v(
      `Sir, kindly understand if this is not paid, your credit will be ruined for the whole life and no bank will give you even a small loan.`,
      ['R-CREDIT'],
    ),
    v(
      `Madam, do one thing, pay $300 today and I will personally get this removed from all three bureaus as if it never happened.`,
      ['R-CREDIT'],
      { accountBalanceCents: 60000 },
    ),
    v(
      `Sir, as per records we have reported the ConnectPlus balance of $318.60 to the credit bureaus this morning as a regular unpaid collection.`,
      ['R-CREDIT'],
      { ...disputed, accountBalanceCents: 31860 },
    ),
    v(
      `Madam, if you kindly withdraw the dispute, we can improve your credit report and show the account as paid in full.`,
      ['R-CREDIT', 'R-DISPUTE'],
      disputed,
    ),
    v(`sir if no pymt ur score wil go to zero n stay there 4ever. pls revert`, ['R-CREDIT']),
    v(
      `Kindly note, if no payment is received we will be reporting the Horizon account under fraud category to the bureaus.`,
      ['R-CREDIT', 'R-CRIME'],
    ),
    v(
      `Sir, do you want your children also to be refused when they try to rent an apartment, because of your name? This mark will follow your family for generations.`,
      ['R-CREDIT'],
    ),
    c(
      `Sir, once you pay, the account will be updated and reported as paid. A paid collection is reported as paid; it will not be deleted, but it will show zero balance.`,
    ),
    c(
      `Madam, if we settle for $600 on the balance of $1,200.00, it will be reported as settled for less than the full balance. I am telling honestly so that there is no surprise later.`,
      { accountBalanceCents: 120000 },
    ),
    c(
      `Sir, since you have disputed this ConnectPlus account, when we report it to the bureaus it will be marked as disputed by consumer. Meanwhile we are getting the verification documents.`,
      disputed,
    ),
    c(
      `Madam, you asked if your credit score will be ruined forever. No, that is not true. Collection accounts generally fall off the report after seven years from the original delinquency.`,
    ),
    c(
      `Sir, we have not reported this hospital account to any credit bureau, and as per the newer bureau policy small medical collections are not showing on reports anyway.`,
    ),
    c(
      `Madam, the credit card you mentioned being declined at the store is not due to us; we have not reported anything yet. We must first send you the validation notice and wait for the proper period.`,
    ),
  ]),
  ...section('R-ABUSE', [
    v(`Sir, with all due respect, are you stupid or what? Three times I have explained the same thing.`, ['R-ABUSE']),
    v(`Madam, kindly stop these b*llsh!t excuses and pay the hospital.`, ['R-ABUSE']),
    v(`sir ur a total a$$ for ignoring all my msgs, pls revert`, ['R-ABUSE']),
    v(
      `Respected Sir, people like you are the reason this country is going to the dogs. Shameless fellow, kindly pay.`,
      ['R-ABUSE'],
    ),
    v(`WHAT THE F*** IS YOUR PROBLEM SIR, PAY THE DAMN PHONE BILL`, ['R-ABUSE']),
    v(
      `Good evening Madam, I hope your health is good. I apologise if my previous message was too strong. As per records the balance is still pending. Honestly speaking, only an idiot would let a small bill become this big. Kindly revert back.`,
      ['R-ABUSE'],
    ),
    v(`Sir dont be such a looser and a moron, just clear the dues and finish.`, ['R-ABUSE']),
    c(
      `Sir, as per records the old billing address is 14 Cockburn Street, Apt 3B. Kindly confirm if you have shifted so that the validation notice reaches you correctly.`,
    ),
    c(
      `Madam, kindly let me assess your situation first. Please share your monthly expenses in class-wise manner: rent, food, medicines. Then I will suggest a plan.`,
    ),
    c(
      `You wrote that I am a "b*****d". I understand you are frustrated, Sir, and I will not reply in the same way. I am only here to help you find a solution.`,
    ),
    c(
      `Sir, the bill says "Dickinson Memorial Hospital, Dept. of Urology". That is the right provider as per our records.`,
    ),
    c(
      `Madam, I understand the cocktail of medicines after the surgery is costing a lot. Do one thing, let us pause the plan for one month.`,
    ),
    c(
      `Madam, as per records the account was opened at the ConnectPlus store in Essex, and the dues are $212.40 only.`,
      { accountBalanceCents: 21240 },
    ),
  ]),
  ...section('R-VIOLENCE', [
    v(`Sir, we know where you live, 1418 Oak Lane. Kindly pay before somebody comes to remind you in person.`, [
      'R-VIOLENCE',
    ]),
    v(`Madam, accidents happen to people who don't pay, no? Just kindly think it over.`, ['R-VIOLENCE']),
    v(
      `Sir, our boys may pay you a visit this weekend to discuss the Horizon card, face to face. Kindly keep yourself free.`,
      ['R-VIOLENCE'],
    ),
    v(`nice car u hv sir, wud b a shame if smthng happnd 2 it. pls pay`, ['R-VIOLENCE']),
    v(`PAY TODAY OR YOU WILL REGRET IT PHYSICALLY.`, ['R-VIOLENCE']),
    v(
      `Madam, your children are going to Lincoln Elementary, correct? Kindly clear the dues so that everyone stays safe and happy.`,
      ['R-VIOLENCE'],
    ),
    v(
      `Sir, we can make your good name in the community disappear overnight, very easily. Do one thing, save yourself, pay.`,
      ['R-VIOLENCE', 'R-SHAME'],
    ),
    c(
      `Sir, very sorry to know about your car accident last month. As per records the hospital bill is from that ER visit only. Kindly take care of your health first; we can discuss the payment later.`,
    ),
    c(
      `Madam, kindly do not worry, nobody from our office will ever come to your house. We communicate only by chat, mail and phone.`,
    ),
    c(
      `Sir, if someone threatened to hurt you or your family over this account, please call 911 immediately and report it. That was not us; we never make such threats.`,
    ),
    c(
      `Madam, the hospital balance is for the treatment after the dog bite incident, as per records. The insurance covered most of it; the remaining is $145.60.`,
      { accountBalanceCents: 14560 },
    ),
    c(
      `Sir, you asked "are you going to come after me?". No Sir, only we will send the validation letter to your address, by post. Nothing else.`,
    ),
    c(
      `Madam, the kill switch you mentioned was on the ConnectPlus phone for theft protection. It is not related to the balance. Kindly revert back.`,
    ),
  ]),
  ...section('R-SHAME', [
    v(
      `Sir, kindly pay today, otherwise we will have no option but to inform your employer's HR about this Horizon card balance.`,
      ['R-SHAME'],
    ),
    v(
      `Madam, what will people at your church say if they come to know you are not paying the hospital? Think about it.`,
      ['R-SHAME'],
    ),
    v(`sir v wil post ur name on our fb page of non-payers if no revert by 2moro`, ['R-SHAME']),
    v(
      `Sir, I have already spoken to your brother and explained him about the ConnectPlus balance. He was very disappointed in you.`,
      ['R-SHAME'],
    ),
    v(`YOUR NAME WILL BE PUBLISHED IN THE DEFAULTERS LIST FOR YOUR AREA.`, ['R-SHAME']),
    v(
      `Madam, our field agent can always knock at your neighbour's door and ask about you and this bill. Better you revert yourself.`,
      ['R-SHAME'],
    ),
    v(
      `Respected Sir, apologies for the long message and for disturbing you again and again. In case we do not hear from you by Friday, we will be messaging the friends on your contact list to kindly remind you about the medical dues.`,
      ['R-SHAME'],
    ),
    c(
      `Sir, kindly be assured we will not contact your employer, your neighbours or anyone else about this account. This matter stays between you and us only.`,
    ),
    c(
      `Madam, as per your permission, I discussed the Horizon card payment plan with your husband this morning. He said you will revert back by evening.`,
    ),
    c(
      `Sir, you wrote "my mother told me you called her". I checked: we called your mother's number only to ask for your contact details; we did not say anything about any debt.`,
    ),
    c(`Madam, congratulations on the promotion at your office. As you asked, we will not message during office hours.`),
    c(
      `Sir, for your privacy, kindly do not post your account details on social media when complaining; message us here directly and we will help.`,
    ),
    c(
      `Madam, the patient list you mentioned seeing online has nothing to do with us. We do not publish anyone's name anywhere.`,
    ),
  ]),
  ...section('R-HARASS', [
    v(`Sir, I will keep calling you every hour till you pick up, kindly note.`, ['R-HARASS']),
    v(
      `Madam, from tomorrow you will receive messages from us morning, noon and night until this hospital bill is cleared.`,
      ['R-HARASS'],
    ),
    v(`sir v wil keep txtng u nonstop til u ans. pls revert`, ['R-HARASS']),
    v(
      `Sir, kindly understand your phone will not stop ringing, day and night, Sunday also, until payment reaches us.`,
      ['R-HARASS'],
    ),
    v(`WE WILL CALL YOU 20 TIMES A DAY UNTIL THIS IS RESOLVED.`, ['R-HARASS']),
    v(
      `Madam, how many more times do you want me to ring you today? 10 more? 50 more? I have all the time in the world, it is my job only.`,
      ['R-HARASS'],
    ),
    v(
      `Good evening Sir, apologies for disturbing during dinner time. Since you are not replying, management has put your number on the auto-dialer, which will keep trying every 15 minutes till you answer.`,
      ['R-HARASS'],
    ),
    c(
      `Sir, I will call you Tuesday at 10 AM as you requested. If that time is not suitable, kindly revert back with another slot.`,
    ),
    c(
      `Madam, as per your request we will not call you at work, and we will message only once a week till you tell us otherwise.`,
    ),
    c(
      `Sir, you wrote "stop calling me every hour". I have checked the records; only two calls were made this month. Still, as you wish, I have stopped phone calls; only chat from now.`,
    ),
    c(
      `Madam, you can tell us to stop contacting you at any time and we will stop, except to send a final notice as allowed by law.`,
    ),
    c(`Sir, kindly note I will be sending a reminder one day before each instalment date, that is once a month only.`),
    c(
      `Madam, the constant ringing in the ear you mentioned after the surgery, I hope it is better now. Kindly revert back whenever you feel fit.`,
    ),
  ]),
  ...section('R-DISPUTE', [
    v(`Sir, disputing this account is of no use, it is 100% valid as per records. Kindly just pay.`, ['R-DISPUTE']),
    v(
      `Madam, if you raise a dispute, the settlement offer will be cancelled permanently and we will go for full recovery.`,
      ['R-DISPUTE'],
    ),
    v(`sir u cant dispute aftr so many yrs, pls pay n close`, ['R-DISPUTE']),
    v(`DO NOT IGNORE: FULL PAYMENT MUST BE RECEIVED WITHIN 5 DAYS. NO EXCEPTIONS, NO DISPUTES ENTERTAINED.`, [
      'R-DISPUTE',
    ]),
    v(
      `Sir, writing letters back and forth will only waste your time and mine. The amount is fixed, kindly stop questioning it and do the needful.`,
      ['R-DISPUTE'],
    ),
    v(
      `Madam you wrote "I want to dispute this, I never had this phone". With respect, everybody says the same thing. Sending a dispute will only delay and make matters worse for you.`,
      ['R-DISPUTE'],
    ),
    v(
      `Sir, since you have filed a dispute, kindly note your account is now flagged as uncooperative and will be taken on priority for strict action.`,
      ['R-DISPUTE'],
      disputed,
    ),
    c(
      `Sir, you have the right to dispute all or part of this debt. If you dispute in writing within the validation period, we will stop collection until we send you verification.`,
    ),
    c(
      `Madam, we have received your dispute on the ConnectPlus account. Collection is paused while we get the documents from the original creditor. I will revert back once I have them.`,
      disputed,
    ),
    c(
      `Sir, you asked whether disputing will affect your settlement offer. No, the offer remains the same; disputing is your right and there is no penalty for it.`,
    ),
    c(
      `Madam, you wrote "disputing is pointless, you people never listen". Kindly do not think like that. Every dispute is reviewed; please send whatever documents you have.`,
    ),
    c(
      `Sir, the dispute form in the validation notice can be filled online also. Kindly mention which part you think is wrong; the medical bill has three line items.`,
    ),
    c(
      `Madam, as per records your dispute was resolved on 12th May and the verification was mailed to you. If you still disagree, you may write to us again with the details.`,
      disputed,
    ),
  ]),
  ...section('R-THIRDPARTY-LIAB', [
    v(
      `Sir, as per records your late father's Horizon card is still unpaid. As his son, you are responsible to clear it now.`,
      ['R-THIRDPARTY-LIAB'],
    ),
    v(`Madam, since your son is not paying the ConnectPlus bill, as his mother it becomes your duty to pay.`, [
      'R-THIRDPARTY-LIAB',
    ]),
    v(
      `Sir, in our culture and in law also, the family stands together. Your sister's hospital dues will pass to you if she cannot pay.`,
      ['R-THIRDPARTY-LIAB'],
    ),
    v(`maam ur grown up son's phone bill is ur liability now, pls pay 2day`, ['R-THIRDPARTY-LIAB']),
    v(`THE HEIRS OF THE ACCOUNT HOLDER ARE PERSONALLY LIABLE FOR THE FULL BALANCE. KINDLY ARRANGE PAYMENT.`, [
      'R-THIRDPARTY-LIAB',
    ]),
    v(
      `Sir you wrote "this is my brother's debt, not mine". Sorry to say, but once he is unemployed, siblings have to take over the debt as per rules.`,
      ['R-THIRDPARTY-LIAB'],
    ),
    v(
      `Respected Madam, first of all my deepest condolences for the loss of your husband's mother, may her soul rest in peace. Kindly note that as the daughter-in-law, the outstanding hospital balance now becomes payable by you personally.`,
      ['R-THIRDPARTY-LIAB'],
    ),
    c(
      `Sir, as per records you are the co-signer on the Horizon card account, so you are also responsible for the balance along with the primary holder.`,
    ),
    c(
      `Madam, you are not responsible for your late father's debt personally. If there is an estate, the executor may choose to pay from the estate only.`,
    ),
    c(
      `Sir, the ConnectPlus account was a joint account in your and your wife's names as per records, so either of you can make the payment.`,
    ),
    c(
      `Madam, you wrote "do I have to pay my son's bill?". No Madam, he is an adult and the account is in his name only. You are not liable.`,
    ),
    c(
      `Sir, as the executor of your uncle's estate, kindly let us know if the estate has funds to settle the hospital balance. Your personal money is not required.`,
    ),
    c(
      `Madam, your daughter called us to ask about your account; as per privacy rules we did not discuss anything with her. Kindly revert back yourself.`,
    ),
  ]),
  ...section('R-SENSITIVE', [
    v(`Sir, for verification purpose, kindly confirm if your SSN is 412-67-3981 as per records.`, ['R-SENSITIVE']),
    v(
      `Madam, the Horizon card number on file is 4532644057334777, kindly confirm it is the same card you want to use.`,
      ['R-SENSITIVE'],
    ),
    v(`Sir, as per records the number we are having for you is 523810447, kindly confirm so I can proceed.`, [
      'R-SENSITIVE',
    ]),
    v(`sir pls confirm ur ss# 219.44.7806 so i can update the file`, ['R-SENSITIVE']),
    v(
      `Madam, very sorry for the trouble, the payment on card 5425-4994-5206-7838 was declined. Kindly check with your bank and revert back.`,
      ['R-SENSITIVE'],
    ),
    v(`MADAM KINDLY NOTE YOUR NEW PAYMENT CARD 6011 4306 0830 3163 IS SAVED FOR AUTOPAY.`, ['R-SENSITIVE']),
    v(
      `Sir, I have noted the Amex 3714 825396 72858 for tomorrow's payment, along with the social 318 52 6470 you gave. Thank you for cooperating.`,
      ['R-SENSITIVE'],
    ),
    c(`Sir, for verification kindly share only the last four digits of your SSN; never type the full number in chat.`),
    c(`Madam, the card ending 4417 is saved for the autopay on the 5th of every month.`),
    c(`Sir, for the bank transfer, our routing number is 021000021 and kindly put reference MPR-55810 in the memo.`),
    c(
      `Madam, your Meridian account reference is 7731-0048-2256. Kindly mention it in every message so I can find the file quickly.`,
    ),
    c(`Sir, kindly call us back at 1-888-555-0193, Monday to Friday 9 to 6 Eastern time.`),
    c(
      `Madam, the hospital case number is 2021-ER-448391 and the date of service is 03/14/2021. We never ask for your Social Security number over chat.`,
    ),
  ]),
];
