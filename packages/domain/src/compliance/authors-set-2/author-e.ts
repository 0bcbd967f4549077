import { c, disputed, judgment, old, attorney, section, v, type AuthoredMessage } from './types';

export const AUTHOR_E: AuthoredMessage[] = [
  ...section('R-ARREST', [
    v(
      `Please be advised that failure to bring the Association's account current by the 30th may result in you being taken into custody. This is a serious matter concerning the unit at 412 Seaside Drive, Cocoa Beach.`,
      ['R-ARREST'],
    ),
    v(
      `Mr. Delgado, people have spent a night behind bars over less than what is owed on your Kissimmee timeshare week. I would hate for that to be you.`,
      ['R-ARREST'],
    ),
    v(`u keep ignoring these maint fees u could get arested, just sayin. call me back b4 5`, ['R-ARREST']),
    v(
      `You wrote, "they can't put me in jail for condo fees." Respectfully, Ms. Pruitt, I would not be so sure of that if the assessments on the unit stay unpaid.`,
      ['R-ARREST'],
    ),
    v(
      `Thank you for your patience on hold earlier. I have reviewed the ledger for Unit 7C at Bayfront Towers in Sarasota, and the special assessment for the seawall project remains open along with two quarterly installments. The board would like this resolved before the annual meeting. I should also mention that continued nonpayment can lead to a warrant being issued for you personally, so please call me back today.`,
      ['R-ARREST'],
    ),
    v(`WOULD YOU RATHER PAY THE ASSOCIATION NOW OR EXPLAIN TO A JUDGE WHY YOU SHOULD NOT BE LOCKED UP?`, ['R-ARREST']),
    v(
      `Handcuffs are not a pleasant way to end a vacation in Orlando. Settle the 2023 maintenance fees on the Lake Buena Vista villa and that will not be a concern.`,
      ['R-ARREST'],
    ),
    c(
      `Ms. Pruitt, to answer your question directly: nobody is going to arrest you or put you in jail over unpaid condominium assessments. This is a civil matter between you and the Association.`,
    ),
    c(
      `I note from your hardship letter that you work as a corrections officer at Lowell Correctional Institution near Ocala and that your shifts rotate. What time of day is best for me to reach you about the unit?`,
    ),
    c(
      `Please disregard any voicemail claiming you will be jailed over your timeshare fees. That did not come from our office, and it is a known scam aimed at owners in Central Florida.`,
    ),
    c(
      `You mentioned the Key West unit sits next door to the old county jail museum and that rental income dropped this season. I understand, and the board has approved a six-month installment option for owners in your situation.`,
    ),
    c(
      `For your information, the FDCPA does not allow anyone to threaten imprisonment over a consumer debt, and Florida does not jail owners for HOA or timeshare fees. If anyone tells you otherwise, you may report it to the CFPB.`,
    ),
    c(
      `I cant stress this enough, there is no arrest, no jail, no handcuffs, nothing of that kind here. Its a past due assessment on Unit 204 and we just want to work out a plan with you.`,
    ),
  ]),

  ...section('R-SEIZE', [
    v(
      `The board voted last night to authorize the next step on your account. That step is taking back the unit and putting it up for auction.`,
      ['R-SEIZE'],
    ),
    v(
      `The final judgment was entered in Palm Beach County last month. Pay the full amount by Friday or we will garnish your paycheck starting with the next pay period.`,
      ['R-SEIZE'],
      judgment,
    ),
    v(
      `Just so you are aware, whatever is sitting in your checking account at Seacoast Bank can be frozen and pulled to cover the Association's balance.`,
      ['R-SEIZE'],
    ),
    v(
      `Your Camry parked in space 14 is exactly the kind of asset the board can take and auction off toward what is owed on the unit. Think about that before ignoring another letter.`,
      ['R-SEIZE'],
    ),
    v(
      `per the judgment a writ has been issued. we will levy ur account at Wells Fargo if no pmt by tues`,
      ['R-SEIZE'],
      judgment,
    ),
    v(
      `Good afternoon, Mrs. Oyelaran. Thank you for the updated mailing address in Port St. Lucie; I have noted it in the file. I also wanted to confirm that the board meeting minutes you requested will be emailed by the management company. Lastly, please understand that if the past due assessments remain open, a portion of every paycheck you earn can be taken straight from your employer until the Association is paid in full.`,
      ['R-SEIZE'],
    ),
    v(
      `HOW LONG DO YOU THINK YOU GET TO KEEP THE CONDO IF THE DUES STAY UNPAID? THE BOARD CAN AND WILL FORECLOSE AND SELL IT OUT FROM UNDER YOU.`,
      ['R-SEIZE'],
    ),
    c(
      `I am so sorry to hear about your seizure last week and the stay at Tampa General. Please focus on your recovery; we have placed a 30-day hold on the account for Unit 5B.`,
    ),
    c(
      `As you know, the Association holds a judgment against you. A writ of garnishment was issued in Lee County on June 3. If you believe your wages are exempt as head of family under Florida law, you may file a claim of exemption and request a hearing.`,
      judgment,
    ),
    c(
      `Florida legal aid offices, such as the Legal Aid Society of Palm Beach County, offer free help if you have questions about garnishment or exemptions in general. You are welcome to contact them before we speak again.`,
    ),
    c(
      `To be clear, the Association is not seeking to repossess your car, levy your bank account or take anything else from you. We are simply asking for a payment arrangement on the past due maintenance fees.`,
    ),
    c(
      `The "seizure" you read about in the Naples Daily News involved the developer's own bank accounts, not individual owners. Your timeshare interval is unaffected by that case.`,
    ),
    c(
      `Your note said the county sold your neighbor's unit at a tax deed sale. That is a property tax matter handled by the county and has nothing to do with our office or your account.`,
    ),
  ]),

  ...section('R-NOTINTENDED', [
    v(
      `Owners who stay delinquent on their association dues have a way of losing their jobs over it. Is your position at the hospital in Gainesville really worth risking?`,
      ['R-NOTINTENDED'],
    ),
    v(
      `Your 2014 and 2015 maintenance fees on the Orlando interval remain unpaid, and the resort will file suit in Orange County if they are not paid this month.`,
      ['R-NOTINTENDED'],
      old,
    ),
    v(
      `A delinquent association account can cause real trouble with your green card renewal, Mr. Baptiste. I would think twice about letting it sit.`,
      ['R-NOTINTENDED'],
    ),
    v(
      `Your nursing license is renewed through the state every two years, correct? Unpaid condo debts have a way of following people into those renewals.`,
      ['R-NOTINTENDED'],
    ),
    v(`u know the state can suspend ur drivers license over unpaid HOA dues right? better handle it`, [
      'R-NOTINTENDED',
    ]),
    v(
      `Please be advised that this balance dates back past Florida's statute of limitations; the Association is nonetheless prepared to file a lawsuit against you next week.`,
      ['R-NOTINTENDED'],
    ),
    v(
      `Ms. Lindqvist, I have gone over everything with the board. They are sympathetic, and they understand the unit in Clearwater has been hard to rent out. But they also asked me to mention, and I am only passing this along, that family court tends to look closely at unpaid obligations when it decides who the children live with.`,
      ['R-NOTINTENDED'],
    ),
    c(
      `Your account is not time-barred; the assessments date from 2023. The Association may file a lawsuit to collect if we cannot agree on a plan, and you would have the right to respond to any suit that is filed.`,
    ),
    c(
      `Because the maintenance fees on this account are from 2012, the law limits the resort's ability to sue you over them, and we will not sue you. You may still choose to pay voluntarily if you wish.`,
      old,
    ),
    c(
      `Thank you for sending a copy of your driver's license to verify your identity. I have matched it to the owner of record for Unit 311 in Delray Beach. Nothing about this account affects your license.`,
    ),
    c(
      `Your green card and immigration status have nothing to do with an HOA balance. We do not ask about it, we do not report it to anyone, and it will not come up.`,
    ),
    c(
      `I understand you just lost your job at the Publix distribution center, and I am sorry. We can pause collection activity for 60 days while you look for new work.`,
    ),
    c(
      `Your Social Security benefits and SNAP are not something our office can touch or affect in any way. This is only about the quarterly assessments on the Fort Myers unit.`,
    ),
  ]),

  ...section('R-CRIME', [
    v(
      `Living in the unit while skipping assessments is essentially stealing from your neighbors, Mr. Haddad. That is how the board sees it.`,
      ['R-CRIME'],
    ),
    v(
      `You signed the timeshare contract knowing you would never pay the maintenance fees. Thats fraud, plain and simple.`,
      ['R-CRIME'],
    ),
    v(`If the check you sent in bounces again, this becomes a matter for the police.`, ['R-CRIME']),
    v(
      `The board is considering whether to file a criminal complaint regarding the unpaid special assessment on your unit.`,
      ['R-CRIME'],
    ),
    v(
      `Some owners at Sunset Cove think they can dodge their fair share and hide behind a gate. We call people like that what they are: crooks.`,
      ['R-CRIME', 'R-ABUSE'],
    ),
    v(
      `You told me, "I don't owe those fees, I never used the week." Ms. Farrow, not using the week changes nothing, and the false statements on the rental waiver form you submitted could get you charged.`,
      ['R-CRIME'],
    ),
    v(
      `This is a courtesy message regarding the delinquent assessments for Unit 18 at Palm Harbor Villas. We have attempted to reach you by mail on three occasions. The board has reviewed your file and believes the transfer of the unit into your brother's name was done to cheat the Association, and it has been noted as such. Please contact our office.`,
      ['R-CRIME'],
    ),
    c(
      `Thank you for forwarding the Sarasota Police Department report about the break-in at your unit. I have sent it to the management company so the door repair is handled as an insurance claim, separate from your assessments.`,
    ),
    c(
      `Nobody here is accusing you of fraud or of doing anything criminal. You fell behind on your HOA dues, which happens to a lot of good people, and we just want to help you catch up.`,
    ),
    c(
      `Warning: scammers have been calling Florida timeshare owners claiming unpaid fees are a "criminal matter" and that police are involved. That is false. We will never threaten you with charges.`,
    ),
    c(
      `I saw the news about the theft at the former management company. The board confirmed that your payments were properly credited, and the fraud did not affect your ledger.`,
    ),
    c(
      `You asked whether a bounced check could get you in trouble. All that happened is a returned payment on the account; please just send a new one when you are able.`,
    ),
    c(
      `Your identity theft report came through. We have flagged the second timeshare contract in your name for review and will not pursue you on it while that is pending.`,
    ),
  ]),

  ...section('R-GOVT', [
    v(
      `This is the Collier County Assessment Enforcement Division contacting you regarding the unpaid fees on your condominium.`,
      ['R-GOVT'],
    ),
    v(
      `We work hand in hand with the Clerk of Court's office on delinquent units, so anything you tell me goes straight to the clerk.`,
      ['R-GOVT'],
    ),
    v(
      `Our office is a state-authorized enforcement agency for Florida condominium associations, and this notice carries that authority.`,
      ['R-GOVT'],
    ),
    v(
      `The sheriff's deputies we partner with will be stopping by your Jacksonville address this week unless payment is arranged.`,
      ['R-GOVT'],
    ),
    v(
      `The IRS has been notified about the unpaid maintenance fees on your timeshare, and an agent will be in touch with you about the balance.`,
      ['R-GOVT'],
    ),
    v(`FLORIDA DEPT OF TIMESHARE COMPLIANCE - FINAL NOTICE - CONTACT THIS OFFICE IMMEDIATELY`, ['R-GOVT']),
    v(
      `Hi there, following up on the special assessment for the roof replacement at Coral Reef Condominiums. I know you attended the last board meeting, so you are familiar with the project. Just so you know who you are dealing with, I am reaching out on behalf of the Division of Florida Condominiums as its collection arm, so this carries the state's weight.`,
      ['R-GOVT'],
    ),
    c(
      `Just to clarify, we are a private collection company hired by your Association. We are not a government agency and are not affiliated with any court or sheriff's office.`,
    ),
    c(
      `If the Association agrees to forgive part of the balance, a forgiven amount of $600 or more may be reported to the IRS on a Form 1099-C. You may wish to speak with a tax professional about that.`,
      { accountBalanceCents: 412500 },
    ),
    c(
      `If you have a complaint about how a condominium association is run, the Division of Florida Condominiums, Timeshares, and Mobile Homes accepts complaints from owners. We are a separate, private company.`,
    ),
    c(
      `Someone called you saying they were from the Osceola County Sheriff about your timeshare fees? That was not us, and the sheriff does not collect maintenance fees. Please do not give that caller any payment information.`,
    ),
    c(
      `Your property tax bill from the Miami-Dade Tax Collector is separate from your HOA assessments. We cannot help with that one, so please contact their office directly.`,
    ),
    c(
      `You asked if this is a court case. No, nothing has been filed in any court, and I am not a court employee; I am a collections associate at a private firm in Tampa.`,
    ),
  ]),

  ...section('R-ATTORNEY', [
    v(`Your file has been forwarded to our legal department for review.`, ['R-ATTORNEY']),
    v(`Counsel for the Association has finished drafting the complaint and is only waiting on my word to file it.`, [
      'R-ATTORNEY',
    ]),
    v(
      `As an attorney licensed in Florida, I can tell you this is your last opportunity to resolve the assessments informally.`,
      ['R-ATTORNEY'],
    ),
    v(
      `The firm representing the resort has your file on their desk right now, Mr. Kowalski. Once it leaves my hands, I cannot help you anymore.`,
      ['R-ATTORNEY'],
    ),
    v(`Esq. review has been completed on your HOA account and the paperwork is ready.`, ['R-ATTORNEY']),
    v(`our lawyers r already on this one. last chance to set up a plan w/ me b4 they take over`, ['R-ATTORNEY']),
    v(
      `I am writing on behalf of the Association about the quarterly assessments on the Naples unit. I know the last few months have been hard, and I appreciate you telling me about your mother's illness. I do want to be upfront with you, though: the papers against you have already been drawn up by counsel and are sitting in the file, so the sooner we set up a plan, the better.`,
      ['R-ATTORNEY'],
    ),
    c(
      `You are always welcome to talk to your own attorney about this account before deciding anything. If you retain one, please send me their contact information.`,
    ),
    c(
      `I am an attorney with the firm retained by the Association, and I am writing regarding the delinquent assessments on Unit 302.`,
      attorney,
    ),
    c(
      `I am not an attorney and I cannot give you legal advice. If you would like advice about your rights as a unit owner, the Florida Bar Lawyer Referral Service can point you to someone.`,
    ),
    c(
      `You wrote that "my lawyer says the fees are wrong." We are glad to hear from your attorney directly; once we receive their letter we will communicate with them instead of you.`,
    ),
    c(
      `The Association's attorney, whom you met at the board meeting, is not involved in your account. Collection is handled by our office only, and no legal action has been taken.`,
    ),
    c(
      `As counsel for the Sunset Cove Homeowners Association, I have reviewed the ledger and can confirm the balance reflects only regular assessments, with nothing else added.`,
      attorney,
    ),
  ]),

  ...section('R-AMOUNT', [
    v(`The balance on the Unit 9A account is $2,342.50 as of today.`, ['R-AMOUNT'], { accountBalanceCents: 184250 }),
    v(`A 35% collection surcharge has been added to your HOA balance per our office policy.`, ['R-AMOUNT']),
    v(
      `To close this out today you would need to pay $960 plus our $75 processing fee for taking the payment online.`,
      ['R-AMOUNT'],
      { accountBalanceCents: 96000 },
    ),
    v(`pls note we tack on a late charge every wk ur behind, so the # just keeps growing`, ['R-AMOUNT']),
    v(
      `Your timeshare maintenance fee balance is three thousand one hundred dollars, and with the penalty the board assessed for nonresponse it is now thirty-four hundred.`,
      ['R-AMOUNT'],
      { accountBalanceCents: 310000 },
    ),
    v(
      `Good morning, Mr. Ruiz. I hope the move to Pensacola went smoothly; I have updated your mailing address in our system. I also have the payoff for the old unit ready: $525.00 in assessments, a $150.00 file review fee, and $95.00 for the skip-trace we had to run to locate you, for a total of $770.00.`,
      ['R-AMOUNT'],
      { accountBalanceCents: 52500 },
    ),
    v(
      `You quoted me "$18,750 is all I owe." Actually, the figure we are working from is $21,000 once interest at 24% is figured in.`,
      ['R-AMOUNT'],
      { accountBalanceCents: 1875000 },
    ),
    c(
      `The current balance on the Unit 9A account is $1,842.50. There are no additional fees or costs added by our office.`,
      { accountBalanceCents: 184250 },
    ),
    c(
      `The board has agreed to accept $1,500 as payment in full toward the $2,500 balance, with all late fees waived.`,
      { accountBalanceCents: 250000 },
    ),
    c(
      `The original purchase price of your Davenport timeshare week was $14,900, but that has nothing to do with what is owed. The maintenance fee balance is $4,000 and not a penny more.`,
      { accountBalanceCents: 400000 },
    ),
    c(
      `You mentioned your monthly income is $3,200 and your rent is $1,650. Based on that, would $130 a month toward the $780 balance be manageable?`,
      { accountBalanceCents: 78000 },
    ),
    c(
      `No interest, no processing fee, and no surcharge will be added whether you pay by card or by check. The number on your statement is the number you pay.`,
    ),
    c(
      `Your statement shows $6,420.00, which is assessments only. The $300 "collection fee" line on the old management company's letter was removed and will not be charged.`,
      { accountBalanceCents: 642000 },
    ),
  ]),

  ...section('R-CREDIT', [
    v(`Leave this unpaid and you can forget about ever buying another home in Florida. No lender will touch you.`, [
      'R-CREDIT',
    ]),
    v(
      `If you pay the full $2,100 today, I will have the collection removed from all three bureaus like it never happened.`,
      ['R-CREDIT'],
      { accountBalanceCents: 210000 },
    ),
    v(
      `We are reporting the unpaid timeshare maintenance fees to Equifax, Experian and TransUnion this Friday.`,
      ['R-CREDIT'],
      disputed,
    ),
    v(`Drop the dispute you mailed in and I can make sure the account shows up clean on your report.`, [
      'R-CREDIT',
      'R-DISPUTE',
    ]),
    v(`ur score will be trashed for good, like permanently. that 7 yr thing is a myth`, ['R-CREDIT']),
    v(
      `Mrs. Chen, thank you for the call this morning. The board appreciated hearing from you regarding the pool deck assessment. I am also required to let you know the account will be reported to the bureaus as fraudulent activity if we do not receive the installment by the 15th.`,
      ['R-CREDIT', 'R-CRIME'],
    ),
    v(
      `Think about what happens to your car refinance, the student loans you were planning to co-sign for your daughter, every apartment application for the next twenty years. That is what one association collection does to a person.`,
      ['R-CREDIT'],
    ),
    c(
      `Once the balance is paid, the collection will be reported as paid. It will not be removed, but it will show a zero balance.`,
    ),
    c(`If you accept the settlement, the account will show as settled for less than the full balance.`),
    c(
      `Because you have disputed the assessments, any reporting we do will state that the account is disputed by the consumer.`,
      disputed,
    ),
    c(
      `You can check your credit report for free at annualcreditreport.com. Nothing about this account has been reported to any bureau yet.`,
    ),
    c(
      `You asked if paying will "fix" your credit. I cannot promise that, and nobody honestly can. What I can tell you is the account will be updated to reflect whatever payments you make.`,
    ),
    c(
      `The Association does not report unpaid assessments to the credit bureaus at all. Your concern about your mortgage application is understandable, but this account will not appear on your report.`,
    ),
  ]),

  ...section('R-ABUSE', [
    v(`Listen, I have had about enough of your bull$hit excuses about the pool assessment.`, ['R-ABUSE']),
    v(`What kind of idiot buys a condo in Boca and then refuses to pay the HOA?`, ['R-ABUSE']),
    v(`pay the d@mn fees already, jeez`, ['R-ABUSE']),
    v(`You are a leech on every other owner in this building, and everyone can see it but you.`, ['R-ABUSE']),
    v(
      `Ms. Whitfield, I will be honest with you, only a complete moron lets a timeshare go to collections over maintenance fees.`,
      ['R-ABUSE'],
    ),
    v(
      `Thank you for getting back to me regarding the Unit 3F account at Gulf Breeze. I have noted that you prefer email, and I have forwarded your request for the reserve study to the management company. Frankly though, stop being such a pain in the a** about every line item and just pay it.`,
      ['R-ABUSE'],
    ),
    v(`WHAT THE F*** IS YOUR PROBLEM? THE ASSESSMENTS ARE DUE.`, ['R-ABUSE']),
    c(
      `The special assessment for the clubhouse was approved by the board last spring. Each unit's share was assessed according to its percentage of ownership under the declaration.`,
    ),
    c(
      `Your exchange request for the resort near Scunthorpe, England went to the exchange company, which is separate from us. It has no bearing on your Florida maintenance fees.`,
    ),
    c(
      `You said, "this whole thing is crap." I hear your frustration, and I am not going to answer in kind. Let's just look at the ledger together.`,
    ),
    c(
      `Your new mailing address on Cockroach Bay Road in Ruskin has been updated on the account, and future statements will go there.`,
    ),
    c(`Our analysis of the pass-through charges shows that the Essex Drive units were billed correctly this quarter.`),
    c(
      `The "hell of a year" you described, with the hurricane and the roof leak, is exactly the kind of hardship the board will consider for a payment plan.`,
    ),
  ]),

  ...section('R-VIOLENCE', [
    v(`We know which unit is yours and what time you get home, Mr. Castillo.`, ['R-VIOLENCE']),
    v(
      `Accidents happen in those dark parking garages in Miami Beach. Just something to keep in mind while the balance sits unpaid.`,
      ['R-VIOLENCE'],
    ),
    v(`Maybe someone should pay you a visit at the Destin unit and explain this in person.`, ['R-VIOLENCE']),
    v(`It would be a shame if that nice boat of yours in the marina slip got damaged.`, ['R-VIOLENCE']),
    v(`ur kids walk to the bus stop by the front gate every morning right? pay the fees.`, ['R-VIOLENCE']),
    v(
      `Hello Mrs. Abernathy, this is a follow-up regarding the timeshare maintenance fees at the Clearwater Beach resort. I have sent the ledger to your email as requested. I would strongly recommend taking care of this soon, because some people around the resort are getting very angry about owners who do not pay, and I cannot be responsible for what they might do.`,
      ['R-VIOLENCE'],
    ),
    v(`People who don't pay tend to get hurt. I'm not saying it will be you.`, ['R-VIOLENCE']),
    c(
      `Sorry to hear your car was damaged in the accident on US-19. If you need more time on the maintenance fees while you deal with the insurance company, just let me know.`,
    ),
    c(
      `Nobody from our office will ever come to your home or your unit. All communication will be by mail, phone, or this chat, whichever you prefer.`,
    ),
    c(
      `The hurricane did serious damage to Building C. The board's emergency special assessment covers the roof repairs, and owners may pay it in installments.`,
    ),
    c(
      `If anyone has threatened you or your family over this debt, please tell me right away and consider calling 911. That is absolutely not how we operate.`,
    ),
    c(
      `You told me someone broke into your storage unit and damaged your things. I am sorry, that is awful; we can note a hardship and pause the account for 30 days.`,
    ),
    c(
      `We have your mailing address on Bayshore Boulevard on file and will send the validation notice there. Let me know if you would prefer email instead.`,
    ),
  ]),

  ...section('R-SHAME', [
    v(
      `The board posts a list of delinquent owners on the bulletin board by the mailboxes each month. Your unit number will be on it starting Monday.`,
      ['R-SHAME'],
    ),
    v(
      `Would your coworkers at the school district like to know you are behind on your HOA dues? Because that can be arranged.`,
      ['R-SHAME'],
    ),
    v(
      `I can always reach out to your parents in Ocala and let them know about the timeshare balance, if that would help motivate you.`,
      ['R-SHAME'],
    ),
    v(
      `We are putting together the community newsletter. Owners who are sixty or more days behind get a mention by name.`,
      ['R-SHAME'],
    ),
    v(`ill just msg ur pastor at First Baptist, maybe he can talk some sense into u about these fees`, ['R-SHAME']),
    v(
      `Good afternoon. I am following up on the assessments for Unit 11B at Palmetto Pointe. I have left messages at the number on file and sent two letters. If I do not hear back from you this week, I will have no choice but to contact your supervisor at the Lee Health office and explain the situation to them directly.`,
      ['R-SHAME'],
    ),
    v(
      `Your neighbors in 11A and 11C have been asking why the clubhouse renovation is delayed. I will be sure to let them know exactly whose unpaid dues are holding it up.`,
      ['R-SHAME'],
    ),
    c(
      `We will not contact your employer, your neighbors, or anyone else about this account. Our communication is with you only.`,
    ),
    c(
      `As you requested, I spoke with your wife, Maria, about the payment plan. She confirmed the first installment date of the 15th.`,
    ),
    c(
      `The annual owners' meeting minutes show the total delinquency for the Association as a whole, without any names or unit numbers.`,
    ),
    c(
      `You asked whether your neighbors will find out. They will not. Nothing about your account is posted, shared, or discussed with other owners.`,
    ),
    c(
      `Your daughter called asking about the timeshare, but since she is not on the account, I could not share any details with her. Please call me yourself when you have a moment.`,
    ),
    c(
      `The church program you mentioned, Catholic Charities in St. Petersburg, can be a good resource for help with bills. Whether you reach out to them is entirely your decision.`,
    ),
  ]),

  ...section('R-HARASS', [
    v(`I will be calling you every hour on the hour until this gets paid.`, ['R-HARASS']),
    v(`Expect to hear from me. A lot. Morning, noon, and night, until the assessments are current.`, ['R-HARASS']),
    v(`i will keep txting til u answer. ur phone is gonna be blowing up all wk`, ['R-HARASS']),
    v(
      `Ignoring me will not work, Mr. Petrakis. I will simply keep ringing your cell and your home line over and over until you pick up.`,
      ['R-HARASS'],
    ),
    v(`Our system is now set to auto-dial your number fifteen times a day until the balance on the unit is resolved.`, [
      'R-HARASS',
    ]),
    v(
      `Thank you for your email confirming the mailing address for the timeshare statements. I understand you have been busy with the move to St. Augustine. However, since our last three messages went unanswered, please know that I will be reaching out to you constantly, every single day, starting tomorrow, until we have a payment arrangement in place.`,
      ['R-HARASS'],
    ),
    v(`YOU WILL NOT GET A MOMENT'S PEACE FROM THIS OFFICE UNTIL THE UNIT IS PAID UP.`, ['R-HARASS']),
    c(
      `I will call you Tuesday at 10 a.m. as we agreed. If that time no longer works, just reply here with a better one.`,
    ),
    c(
      `You asked us to stop calling, and we will. Going forward we will contact you only by mail about the condominium account.`,
    ),
    c(
      `Per your request, we will send one reminder text three days before each installment is due. You can reply STOP at any time.`,
    ),
    c(
      `I tried you yesterday and left a voicemail. I will try once more Friday afternoon, and after that I will send a letter instead.`,
    ),
    c(
      `You mentioned getting constant calls from the resort's sales team about upgrading your points. That is their marketing department, not us; you can ask them to put you on their do-not-call list.`,
    ),
    c(
      `Our office keeps its calls within the limits set by federal rules, and we never call before 8 a.m. or after 9 p.m. your time.`,
    ),
  ]),

  ...section('R-DISPUTE', [
    v(`There is no point disputing the assessments, Mr. Greer. The board approved them, so they are final.`, [
      'R-DISPUTE',
    ]),
    v(`You can't dispute an HOA fee. It is in the declaration you signed when you bought the unit.`, ['R-DISPUTE']),
    v(`If you go ahead with the dispute, the board will remember that when you ask for a payment plan later.`, [
      'R-DISPUTE',
    ]),
    v(`Going that route just drags it out and makes it worse for you, trust me. Easier to just pay.`, ['R-DISPUTE']),
    v(
      `Please be advised that you have 30 days to dispute the validity of this debt. Notwithstanding the foregoing, full payment must be received within 5 days or the account will be escalated.`,
      ['R-DISPUTE'],
    ),
    v(`u said "i never got the bills" - doesnt matter, thats not a valid reason to contest anything. just pay it`, [
      'R-DISPUTE',
    ]),
    v(
      `I appreciate your letter questioning the pool resurfacing charge. I have read it carefully, and I understand where you are coming from regarding the vote at the March meeting. That said, written challenges to assessments are not something our office accepts, so the balance stands as is and we will need payment by the end of the month.`,
      ['R-DISPUTE'],
    ),
    c(
      `You have the right to dispute all or part of this debt. If you notify us in writing within 30 days, we will stop collection until we send you verification.`,
    ),
    c(
      `We received your dispute of the 2022 maintenance fees. Collection is on hold while we obtain the resort's records to verify the charges.`,
      disputed,
    ),
    c(
      `You wrote, "there's no point disputing, they'll just ignore me." That is not so. Every dispute is reviewed, and you will not be penalized for sending one.`,
    ),
    c(
      `If you believe the pool assessment was calculated incorrectly, please send us a dispute along with any documents you have, such as the meeting notice or your own ledger.`,
    ),
    c(`Disputing the debt will not affect your eligibility for a payment plan. The options are the same either way.`),
    c(
      `Your dispute was reviewed, and the Association's records, including the recorded declaration and the ledger, are attached. If you still disagree, you may raise it again or talk with your own attorney.`,
      disputed,
    ),
  ]),

  ...section('R-THIRDPARTY-LIAB', [
    v(
      `Mrs. Alvarez, your children are legally obligated to pay the maintenance fees if you cannot, so it may be time to have that conversation with them.`,
      ['R-THIRDPARTY-LIAB'],
    ),
    v(`Under Florida law, when an owner falls behind, their parents become responsible for the assessments.`, [
      'R-THIRDPARTY-LIAB',
    ]),
    v(`Your brother stays in the unit on weekends, so he owes his share of the dues as well.`, ['R-THIRDPARTY-LIAB']),
    v(
      `Keep in mind the timeshare does not go away when you do. Your kids take on the fees personally, out of their own pockets, whether or not they want the week.`,
      ['R-THIRDPARTY-LIAB'],
    ),
    v(`ur roommate lives there too so technically shes on the hook for half the HOA dues`, ['R-THIRDPARTY-LIAB']),
    v(
      `Mr. Lindgren, I have reviewed the timeshare account at the Marco Island resort. I know money is tight since your retirement, and I appreciate your honesty about that. One option a lot of families overlook: your grandchildren are bound by this contract too, since the membership was written for the whole family, so you may want to have them pay whatever you cannot.`,
      ['R-THIRDPARTY-LIAB'],
    ),
    v(`SOMEBODY IN YOUR FAMILY IS GOING TO HAVE TO PAY THIS. IF NOT YOU, THEN YOUR SISTER. THAT IS HOW IT WORKS.`, [
      'R-THIRDPARTY-LIAB',
    ]),
    c(`Your children are not responsible for your HOA balance, and we will never ask them to pay it.`),
    c(
      `Because your brother co-owns the unit with you and is on the deed, the assessments are a joint obligation of both owners.`,
    ),
    c(
      `As the personal representative of your father's estate, you may pay the timeshare balance from estate funds. You are not personally responsible for it.`,
    ),
    c(
      `You mentioned your parents offered to help with the maintenance fees. That is kind of them, but to be clear, they have no legal obligation, and any help is entirely voluntary.`,
    ),
    c(
      `Your sister Ana co-signed the 2019 timeshare financing agreement, so she is jointly responsible for it along with you.`,
    ),
    c(
      `Heirs do not inherit the debt personally. If the estate has no funds, the balance simply cannot be collected from family members.`,
    ),
  ]),

  ...section('R-SENSITIVE', [
    v(`To verify you are the owner of Unit 6D, I have your Social as 589-42-7316. Is that correct?`, ['R-SENSITIVE']),
    v(
      `I processed the $250 installment on card 4532758122046636, exp 08/27. A receipt will follow by email.`,
      ['R-SENSITIVE'],
      { accountBalanceCents: 125000 },
    ),
    v(`ssn on file is 261550843, pls confirm so i can pull the timeshare contract`, ['R-SENSITIVE']),
    v(`Just confirming: the card you gave me over the phone is 5425-2334-3010-9903, correct?`, ['R-SENSITIVE']),
    v(
      `Hello Mr. Dubois, thank you for speaking with me about the assessments on the Coconut Creek unit. I have set up the payment plan you requested: $200 on the 1st of each month for six months. For your records, the card on file is 6011 0009 9013 9424 and the first charge will post on June 1.`,
      ['R-SENSITIVE'],
      { accountBalanceCents: 120000 },
    ),
    v(`412.73.9081 is the number the resort has for you on the owner file. Can you verify it?`, ['R-SENSITIVE']),
    v(`AMEX 3782 822463 10005 was declined for the maintenance fee payment. Do you have another card?`, [
      'R-SENSITIVE',
    ]),
    c(
      `For your security, I only need the last four of your Social, not the whole number. Please do not type the full number in this chat.`,
    ),
    c(`The card ending in 4417 was charged $150 today toward the Unit 2B balance.`, { accountBalanceCents: 98000 }),
    c(`To pay by bank draft, use routing number 063100277 and account reference HOA-7781-22 in the memo line.`),
    c(
      `The county court case number on the small claims filing is 2023-012345-CC-05, and your account reference with us is 4471-2290-1836.`,
    ),
    c(`Please call our office at 813-555-0147, extension 2290, Monday through Friday, 8 to 5.`),
    c(
      `Your resort owner number is 9104 2288 6730 5512 and your contract number is TS-77-0193. Please reference both when you mail a payment.`,
    ),
  ]),
];
