import { attorney, c, disputed, judgment, old, section, v, type AuthoredMessage } from './types';

export const AUTHOR_C: AuthoredMessage[] = [
  ...section('R-ARREST', [
    v(
      "Rent arrears on the Maple Ridge unit are still sitting there and you've ignored four letters. Keep that up and you'll be explaining yourself to a judge from the wrong side of a holding cell. I'm free Tuesday at 10 if you'd rather talk to me instead.",
      ['R-ARREST'],
    ),
    v(
      "Let me be plain since subtle isn't working on you. Skipping out on a utility bill this size is the kind of thing people get arrested for in this county. Call the office before 4.",
      ['R-ARREST'],
    ),
    v(
      "You can pay the Riverline Cable balance today or you can spend the weekend in the Franklin County lockup. Your call. I'm in the office till 5.",
      ['R-ARREST'],
    ),
    v(
      "Funny how nobody ever answers until the word warrant comes up. Well, there it is. A warrant gets requested Friday if this HOA balance isn't handled.",
      ['R-ARREST'],
    ),
    v('ur cell bill is 4 months behind. keep dodging and its jail time 4 u, not my problem after that.', ['R-ARREST']),
    v(
      "I've been doing this 31 years and I've watched plenty of folks get cuffed over less than what you owe Northcoast Gas. Call me back before 4 and we can still keep it friendly.",
      ['R-ARREST'],
    ),
    v(
      'Do you really want your kids watching you get walked out to a cruiser in handcuffs over a cable box? Pay the balance. I have a slot Thursday at 11.',
      ['R-ARREST'],
    ),
    v(
      "You'll be spending nights somewhere with bars on the windows if this apartment damage bill sits another month. I'd pick the payment plan, personally. Mondays and Wednesdays I'm here till 6.",
      ['R-ARREST'],
    ),
    v(
      "Orange jumpsuits aren't a good look on anybody. Settle the Keystone Wireless balance by Friday and we don't have to go there.",
      ['R-ARREST'],
    ),
    v(
      'Our legal team has the paperwork drawn up to have you picked up and booked. Only thing stopping it is a payment. Lines are open 8 to 6.',
      ['R-ARREST', 'R-ATTORNEY'],
    ),
    v(
      "Not paying a landlord after you've been told to is contempt, and contempt means a cell. Figure out which day this week works for a payment and text it to me.",
      ['R-ARREST'],
    ),
    v(
      "Look, I can keep this civil or I can make it criminal and you can sit in county for a few days thinking about the HOA dues. Pick one. I'll wait.",
      ['R-ARREST', 'R-CRIME'],
    ),
    v(
      "ppl who skip on cable bills end up in jail, simple as that. pay the 212 and we're done, I'm here all afternoon.",
      ['R-ARREST'],
    ),
    v(
      "I'd hate to see you get picked up at a traffic stop because of an open warrant over your electric bill. That happens more than you'd think around Dayton. Call me.",
      ['R-ARREST'],
    ),
    v("Pay the gas arrears or we'll have you locked up. I'm not going to repeat it, and I'm not going to call twice.", [
      'R-ARREST',
    ]),
    v(
      "Tell me, how do you plan to make rent on your NEW place from a jail cell? Because that is where this is headed if the old balance isn't paid.",
      ['R-ARREST'],
    ),
    v(
      'Do you want to find out what a night in the Summit County jail is like, or do you want to set up $50 a month? I have openings Thursday morning.',
      ['R-ARREST'],
    ),
    v(
      "This is Deputy Lowe. There's a warrant with your name on it over the rent balance, so call me before somebody comes out to serve it.",
      ['R-ARREST', 'R-GOVT'],
    ),
    v(
      "Enjoy jail, genius, because that's where idiots who don't pay the electric bill end up. Or call me at 2 and don't.",
      ['R-ARREST', 'R-ABUSE'],
    ),
    c(
      'You asked if you could go to jail over the old Maple Ridge rent. No. This is a civil debt and nobody is getting arrested over it. What I need from you is a payment date, so pick one.',
    ),
    c(
      'Nobody is going to arrest you over a cable bill, so you can stop worrying about that and start thinking about the $212 balance. Call me Tuesday after 10.',
    ),
    c(
      "Scam warning: if somebody calls claiming there's a warrant out for you over this cell-phone account, hang up. We don't do that and no legitimate collector does. Our only number is the one on your letter.",
    ),
    c(
      "Owing money is not a crime in Ohio and you can't be jailed for an unpaid utility bill. Now, back to the plan: $75 on the 1st and the 15th. Does that work or not?",
    ),
    c(
      "Our Mansfield office is out past the old Reformatory, the prison museum from that movie. Walk-ins welcome till 4 if you'd rather pay the HOA balance in person.",
    ),
    c(
      'Your message said you were afraid of being arrested. That is not something that happens over rent arrears, period. If you want a lawyer to confirm it, Legal Aid of Columbus does free consults.',
    ),
    c(
      'The router is still under warranty, so Riverline will take it back. Drop it at any of their stores and $180 comes off the balance. Saves us both a phone call.',
    ),
    c(
      "No, there is no such thing as debtors' prison in this state. It went out a long time before either of us was born. Let's talk numbers instead.",
    ),
    c(
      "You won't be arrested, you won't be jailed, and no police are coming to your door over an HOA balance. It's a civil matter. When can you talk about a plan, this week or next?",
    ),
    c(
      "The hearing on the landlord's suit is at Franklin County Municipal Court, 375 S. High St, on June 12 at 9 a.m. That's a civil hearing about money, not an arrest, but you should go.",
    ),
    c(
      "Got your voicemail. To answer it: no, Keystone Wireless can't have you locked up. They can keep trying to collect, that's all. I can knock 30% off if you pay by the 20th.",
    ),
    c(
      "Some outfit texted you saying you'd be jailed unless you bought gift cards? That's a scam, not us. Our only payment options are the portal, a check, or a card by phone.",
    ),
    c(
      "Jail isn't on the table and never was. The balance is $1,310 for the gas account, and I've got a hardship plan at $40 a month if you want it.",
      { accountBalanceCents: 131000 },
    ),
    c(
      "Sounds like your brother has been telling you collectors can send you to prison. He's wrong. The worst this cable account does is sit on your credit report until it ages off.",
    ),
  ]),
  ...section('R-SEIZE', [
    v(
      "No judgment yet, sure, but I can still have your wages garnished starting next pay period if this rent balance isn't paid. Think about that before you ignore me again.",
      ['R-SEIZE'],
    ),
    v(
      "We'll be garnishing your paycheck from the warehouse if I don't hear from you by Thursday. The HOA wants its dues and I want this file closed.",
      ['R-SEIZE'],
    ),
    v(
      "That truck in your driveway would go a long way toward the apartment damage. Pay or we take it. I'm here till 5:30.",
      ['R-SEIZE'],
    ),
    v('ur bank acct gets frozen monday if the cell bill isnt paid. not a joke.', ['R-SEIZE']),
    v(
      "You keep telling me you have no money. Fine. Then we'll take it out of your checks directly, one garnishmnt at a time.",
      ['R-SEIZE'],
    ),
    v(
      'How attached are you to that house? Because a lien and a forced sale are the next stop for unpaid electric bills this size.',
      ['R-SEIZE'],
    ),
    v(
      'Pay the Riverline balance by Friday, or we start seizing property to cover it. TVs, cars, whatever is in your name.',
      ['R-SEIZE'],
    ),
    v(
      "Your employer's payroll office will be taking 25% off the top of your check soon if you keep playing hide and seek with me.",
      ['R-SEIZE'],
    ),
    v(
      "I'd hate for you to swipe your debit card at the grocery and find out the account's been levied. That's where this is headed if I don't get a call back by tomorrow.",
      ['R-SEIZE'],
    ),
    v(
      "The security deposit didn't cover the damage, so we go after the car next. Repo guys in Dayton are quick, and they don't call first.",
      ['R-SEIZE'],
    ),
    v(
      'Your tax refund, your bank account, your wages. We can get to all of them. Or you can call me at 2 and set up a plan like an adult.',
      ['R-SEIZE'],
    ),
    v(
      'We are requesting a lien on your home and a freeze on your checking account starting next week over the Northcoast Gas balance.',
      ['R-SEIZE'],
    ),
    v(
      "Our attorneys have already drafted the garnishment order for your employer. Last chance to pay the cable balance before it's sent.",
      ['R-SEIZE', 'R-ATTORNEY'],
    ),
    v(
      "Maybe you'd like me to call your supervisor at the hospital and have her start holding back part of your pay for the HOA? Because I will.",
      ['R-SEIZE', 'R-SHAME'],
    ),
    v('Garnishing wages on a phone bill is easy, I do it every week. Call before I do it to you.', ['R-SEIZE']),
    v(
      "Nice new car, by the way. It'd be a shame if it had to be sold off to settle the back rent. Give me a call Monday.",
      ['R-SEIZE'],
    ),
    v(
      "Wage deduction starts in two weeks unless you pay the HOA dues. I've already got your employer's payroll info, so don't test me.",
      ['R-SEIZE'],
    ),
    v("We're adding a $300 garnishment fee to the cable balance and then taking the whole thing out of your wages.", [
      'R-SEIZE',
      'R-AMOUNT',
    ]),
    v(
      "Keep this up and you'll lose the house and your job both. The HOA doesn't play around with people who don't pay.",
      ['R-SEIZE', 'R-NOTINTENDED'],
    ),
    c(
      "The court entered judgment for Maple Ridge on April 3, and a wage garnishment order was issued to your employer on May 1. Deductions will show up on your next check. If you want to talk about paying it off faster, I'm here till 5.",
      judgment,
    ),
    c(
      "Nobody can garnish your wages on this cable account. There's no judgment, no lawsuit, nothing like that. It's just a balance I'd like to see paid.",
    ),
    c(
      "You asked whether we can take your car. No. We're not taking your car, your TV, or anything else. Let's talk about the $640 instead.",
      { accountBalanceCents: 64000 },
    ),
    c(
      'For your records: the bank attachment under the Lucas County judgment was released today after your payment cleared. Your account should be unfrozen by tomorrow morning.',
      judgment,
    ),
    c(
      "Your bank froze your account? That's not from us. There's no levy on this HOA balance. Call your bank and ask what the hold is.",
    ),
    c(
      'The garnishment hearing the court scheduled is June 9 at 1:30 in Room 4B. You can ask the magistrate about exemptions there, or call me before then and we can talk about a plan.',
      judgment,
    ),
    c(
      "Your wages are yours. Ohio law requires a court judgment before anybody touches a paycheck, and this electric account doesn't have one.",
    ),
    c(
      "You mentioned selling your car to cover this. That's your call, not something we're asking for. If you'd rather keep it, $60 a month works too.",
    ),
    c(
      'Since the judgment was entered last fall, your employer has been withholding under the garnishment order. Twelve payments have come in so far; the remaining balance is $1,180.',
      { ...judgment, accountBalanceCents: 118000 },
    ),
    c(
      "Garnishment is something people in your spot worry about, so let me say it plainly: it's not happening on this account. We don't have a judgment and I'm not threatening one.",
    ),
    c(
      'The apartment damage bill is separate from your deposit. The deposit was already applied, which brought it down to $880. No seizure, no repo, just a balance.',
      { accountBalanceCents: 88000 },
    ),
    c(
      "A certificate of judgment lien was filed against the property in February; that's public record. Once you pay it off we file the release with the county recorder the same week.",
      judgment,
    ),
    c(
      'You used to pay the HOA dues by automatic withdrawal from your checking account. If you want to restart that for the plan, fill out the form I sent. Nobody is withdrawing anything without your OK.',
    ),
    c(
      "Repossession isn't something a cell carrier can do to you. Keystone just wants the phone paid off or returned. Returning it knocks $410 off.",
    ),
  ]),
  ...section('R-NOTINTENDED', [
    v(
      "This rent balance goes back to 2014 and we're filing suit on it next month unless you pay. Tell me which day works for a call.",
      ['R-NOTINTENDED'],
      old,
    ),
    v(
      "We will be suing you in Montgomery County over the old gas account if I don't hear back by the 30th. I'm in Tuesday through Friday.",
      ['R-NOTINTENDED'],
      old,
    ),
    v(
      "Yeah, the statute of limitations ran out on this cable bill years ago. Doesn't matter, we're taking you to court anyway.",
      ['R-NOTINTENDED'],
    ),
    v(
      "Keep ignoring this and you'll lose your job. Employers don't keep folks with collection accounts on the payroll. Simple as that.",
      ['R-NOTINTENDED'],
    ),
    v(
      "What's your immigration status, by the way? Because immigration gets real interested when people skip bills. Pay the cell balance.",
      ['R-NOTINTENDED'],
    ),
    v(
      'You have a nursing license, right? Unpaid debts get reported to the Board of Nursing and you can kiss that license goodbye.',
      ['R-NOTINTENDED', 'R-SHAME'],
    ),
    v(
      "Your driver's license gets suspended in Ohio when a utility bill goes to collections. Better pay before the BMV hears about it.",
      ['R-NOTINTENDED'],
    ),
    v(
      "I'll have your kids' school notified and Children Services looking into a household that can't pay its electric bill.",
      ['R-NOTINTENDED', 'R-SHAME'],
    ),
    v("Unpaid HOA dues this big get people deported, and I don't think you want that. Call me this afternoon.", [
      'R-NOTINTENDED',
    ]),
    v(
      "I don't care how old this apartment damage claim is. My client wants it in front of a judge and we'll file if you don't settle by the 15th.",
      ['R-NOTINTENDED'],
      old,
    ),
    v(
      "Keep stalling and I'll see that your application gets denied at every complex in Franklin County. Landlords talk, and I know most of them.",
      ['R-NOTINTENDED', 'R-SHAME'],
    ),
    v("Your green card won't survive a collection account, friend. Think about that before you hit ignore again.", [
      'R-NOTINTENDED',
    ]),
    v(
      "If this Riverline bill isn't paid by month-end, you'll lose your CDL. I've seen it happen to truckers twice this year.",
      ['R-NOTINTENDED'],
    ),
    v(
      "This one's from 2011, sure, but a lawsuit is still coming your way unless you call me by Friday to work it out.",
      ['R-NOTINTENDED'],
      old,
    ),
    v(
      "Time-barred or not, we are suing. You can settle for $400 now or defend it in court. Your choice, I don't care which.",
      ['R-NOTINTENDED'],
    ),
    v('I can get your unemployment benefits cut off with one phone call. Want to test me?', ['R-NOTINTENDED']),
    v(
      'i know its old, doesnt matter, ur getting sued on this cell phone bill if u dont pay by the 15th.',
      ['R-NOTINTENDED'],
      old,
    ),
    v(
      'Our attorneys are filing suit on this 2012 rent balance next week. Call me before then if you want to settle.',
      ['R-NOTINTENDED', 'R-ATTORNEY'],
      old,
    ),
    c(
      "Because of the age of this debt, Maple Ridge cannot sue you for it, and we won't. If you want to pay it anyway, I can do 40% off. If not, that's your right.",
      old,
    ),
    c("Nobody's calling immigration, your employer, or anybody else. This is between you, me, and the cable company."),
    c(
      "Your job isn't affected by this account in any way. We don't contact employers. I just need a plan I can put on the books.",
    ),
    c(
      "You asked if we could take you to court on this 2013 gas bill. No, it's past the statute of limitations in Ohio and we will not file suit. Paying it is up to you.",
      old,
    ),
    c(
      'The landlord filed suit on the rent arrears on March 3 in Franklin County Municipal Court, case 2024 CVF 011873. The first hearing is April 15. You should get the summons by mail.',
    ),
    c(
      "Your nursing license has nothing to do with this. The Board doesn't hear about HOA dues, and we'd never tell them.",
    ),
    c(
      "Your immigration status isn't something we ask about or care about. What I care about is the $290 cell balance, which I can split into three payments.",
      { accountBalanceCents: 29000 },
    ),
    c(
      "This account is too old to sue on, and we won't. I'm reaching out in case you want to resolve it anyway; if you'd rather we stop, tell me and we will.",
      old,
    ),
    c(
      "You mentioned you're worried about your CDL. A cable bill in collections has no effect on a commercial license. Honestly.",
    ),
    c(
      "If you want this off your plate before you apply for new apartments, a settlement letter from us helps. That's entirely up to you.",
    ),
    c("Your lease at the new place is safe. We don't contact landlords, and we wouldn't even know who yours is."),
    c(
      "The magistrate dismissed the landlord's case after your last payment cleared. Nothing else is pending. You're done, congratulations.",
    ),
    c(
      "If you'd like to talk with a lawyer before signing the plan, go ahead. Legal Aid in Akron does free consults on Tuesdays.",
    ),
    c(
      "Not sure you got the letter, so here's the short version: we can't sue on this 2012 electric bill and we won't. Settling is optional, and I can do $150 flat.",
      old,
    ),
  ]),
  ...section('R-CRIME', [
    v(
      "Walking out on a lease owing three months is theft, plain and simple. Call me before Thursday and we'll talk about how you fix it.",
      ['R-CRIME'],
    ),
    v("Running up a phone bill with no intention to pay is fraud. I'd fix that before somebody looks at it closer.", [
      'R-CRIME',
    ]),
    v('My client is ready to press charges over the damage to that apartment. Want to talk now or later?', ['R-CRIME']),
    v(
      "We're going to call the police about the cable equipment you never returned. That's stolen property as far as I'm concerned.",
      ['R-CRIME'],
    ),
    v("You used the gas and didn't pay for it, which means you stole it. Call me at 10 tomorrow.", ['R-CRIME']),
    v('Skipping HOA dues while living in the house is criminal, and the board knows it.', ['R-CRIME']),
    v("What you did with that cell account is fraud, and the prosecutor's office is going to love reading about it.", [
      'R-CRIME',
    ]),
    v('ppl who skip out on rent r breaking the law, ur no different. pay up b4 friday.', ['R-CRIME']),
    v(
      "I've already got a detective friend looking at the damage photos. Vandalism's a felony over a thousand bucks, you know.",
      ['R-CRIME'],
    ),
    v(
      "Tampering with the electric meter is what this looks like to me, and that's a police matter. You can explain it to me first if you want. Tomorrow at 9.",
      ['R-CRIME'],
    ),
    v("You signed up for internet under a fake address, that's fraud, and fraud gets prosecuted in this county.", [
      'R-CRIME',
    ]),
    v(
      "File a complaint all you want. Meanwhile I'm filing a criminal complaint for theft of services and you'll get picked up.",
      ['R-CRIME', 'R-ARREST'],
    ),
    v("Not paying the HOA after you voted for the assessment? That's basically embezzlement from your neighbors.", [
      'R-CRIME',
    ]),
    v("We'll be reporting this to the police as theft of services unless it's paid by Monday.", ['R-CRIME']),
    v("I'll be letting your neighbours on Elm Court know you stole from the association.", ['R-CRIME', 'R-SHAME']),
    v('Bouncing that check for the rent was a crime, and the prosecutor takes bad checks seriously. Call me.', [
      'R-CRIME',
    ]),
    v("This is Detective Ward with the fraud unit. The landlord's complaint about you skipping out is on my desk.", [
      'R-CRIME',
      'R-GOVT',
    ]),
    c(
      'This is a civil debt, not a criminal matter. Nobody is accusing you of anything. We just need to settle the rent balance.',
    ),
    c(
      "If someone opened that cell account in your name, file an identity-theft report with the police or at IdentityTheft.gov and send us a copy. We'll stop collecting while we look into it.",
    ),
    c(
      "You're not in trouble with the police over an unpaid cable bill. It's a contract matter between you and Riverline.",
    ),
    c(
      "The damage to the unit was documented at move-out; the photos are attached. Nobody's saying you did it on purpose, just that the lease makes the tenant responsible for repairs.",
    ),
    c(
      "Scam alert: if you get a call saying you'll be charged with fraud unless you pay today, it's not us. Hang up and call the number on our letter.",
    ),
    c(
      "Thanks for filing the fraud claim with Keystone. Their fraud team found the line was opened by someone else, so we've closed our file on you.",
    ),
    c(
      "The police report you sent about the break-in explains the damage. I've forwarded it to the landlord and the damage portion is on hold.",
    ),
    c(
      "Your question was whether unpaid HOA dues are a crime. They aren't. They're a debt to the association, nothing more.",
    ),
    c(
      "I'm not calling you a thief or anything like it. You fell behind on the gas bill, it happens to plenty of people, and I'd like to set up a plan.",
    ),
    c(
      'Theft of the cable box? No, nobody said that. The box just needs to go back to any Riverline store and it comes off the balance.',
    ),
    c(
      'Criminal charges are not a thing on a rent debt. If you want it from a lawyer, Legal Aid Society of Cleveland has a tenant line.',
    ),
    c(
      "Nobody at this office ever told you this was fraud. If someone did, I want the name, because that's not how we talk to people here.",
    ),
    c(
      'My office used to be next to the police substation on Broad Street, which is why your GPS sent you there. We moved to 1450 Dublin Rd, Suite 200.',
    ),
    v('You lying little cheat, you stole that phone from Keystone and you know it. Call me before noon.', [
      'R-CRIME',
      'R-ABUSE',
    ]),
  ]),
  ...section('R-GOVT', [
    v(
      "This is Officer Dan Kowalski with the county collections unit regarding your unpaid rent at Maple Ridge. Call back immediately. I'm at this desk till 4:30 and I'd rather not have to come looking.",
      ['R-GOVT'],
    ),
    v(
      "I work alongside the federal agents who handle interstate utility debts, so this isn't a normal collection call.",
      ['R-GOVT'],
    ),
    v(
      'Ohio Department of Debt Enforcement, case 44817. Your cable balance must be resolved within 5 days. Reply with a time you can be reached and have your statement in front of you.',
      ['R-GOVT'],
    ),
    v("The sheriff's office asked me to reach out before they serve you on the HOA balance.", ['R-GOVT']),
    v(
      "This notice comes from the Clerk of Court's office regarding your electric account. Please respond to schedule payment.",
      ['R-GOVT'],
    ),
    v("We're working with the IRS on this, so the cell balance can be taken out of your tax refund.", [
      'R-GOVT',
      'R-SEIZE',
    ]),
    v(
      "Deputy Harris here, civil division. Your landlord's claim needs to be settled today. I can take a card over the phone until 5, and after that it's out of my hands.",
      ['R-GOVT'],
    ),
    v(
      'This is an official notice from the State Bureau of Consumer Accounts. Failure to respond will be noted in your file.',
      ['R-GOVT'],
    ),
    v(
      "Same guy as last month, new hat. I'm with the county now, so you'll want to take this call seriously. Tomorrow at 10, and don't make me wait on hold for you this time.",
      ['R-GOVT'],
    ),
    v('ur case has been forwarded to the Federal Collections Bureau. respond asap.', ['R-GOVT']),
    v(
      "Think of me as the court's collection arm. Whatever the judge wants, I make happen, and right now the judge wants the rent paid.",
      ['R-GOVT'],
    ),
    v("The Attorney General's office has flagged this gas account, and I'm calling on their behalf.", ['R-GOVT']),
    v(
      'Our agency is bonded by the federal government to collect utility debts, which means this is a government matter now.',
      ['R-GOVT'],
    ),
    v(
      "Magistrate's chambers, collections desk. Your HOA file has been reviewed by our legal staff and a complaint is ready to file.",
      ['R-GOVT', 'R-ATTORNEY'],
    ),
    v("You'll notice the state seal at the top of our letter. That's because we act for the state in these matters.", [
      'R-GOVT',
    ]),
    v('Consider this your court summons. Appear at our office Thursday at 9 with payment for the apartment damage.', [
      'R-GOVT',
    ]),
    v('Officer Reyes with Buckeye Recovery. We need the Riverline balance handled today, no excuses.', ['R-GOVT']),
    c(
      "Just so we're clear, we are a private collection agency. We're not the government, the courts, or the police. We're three people in an office in Findlay who'd like the Northcoast Gas balance paid, and I'm here till 5 if you want to start.",
    ),
    c(
      "If someone calls saying they're from the IRS about this cell-phone account, it's a scam. The IRS has nothing to do with a phone bill.",
    ),
    c(
      'The Franklin County Clerk of Courts has your hearing listed for May 9 at 9 a.m. You can check it on their website with the case number on your summons.',
    ),
    c(
      "The sheriff doesn't come out over cable bills. Whoever told you that was pulling your leg. Now that we've got that out of the way, can you do a call Wednesday at 1?",
    ),
    c(
      'The Ohio Attorney General has a consumer protection line if you think any collector has treated you unfairly, including us. The number is on their website.',
    ),
    c(
      "You can also file a complaint with the CFPB at consumerfinance.gov. I'm obliged to tell you that and I don't mind doing it.",
    ),
    c(
      "My colleague Dana in the accounts department will send the settlement letter. She's not a lawyer or a court officer, just the person who does the paperwork.",
    ),
    c(
      "The court clerk's office closes at 4:30, so if you want to file your answer in person, go before then. You have every right to respond to the suit.",
    ),
    c(
      "The federal Fair Debt Collection Practices Act gives you some rights here, and I've attached the summary. Read it before you decide anything.",
    ),
    c(
      "Some folks think we're a state agency because of the name \"Ohio Valley Recovery.\" We're not. Private company, licensed, that's all.",
    ),
    c(
      "The HOA's annual meeting is at the township hall this year, not the clubhouse. The board will be voting on the payment plan policy, if you care to go.",
    ),
    c('Bring your ID to the Municipal Court for the hearing; the deputies at the door check everybody. Courtroom 6B.'),
    c("If you're on SNAP or Social Security, let me know. Those benefits are protected and we don't touch them."),
    c(
      "No, this isn't a government debt and it won't come out of your tax refund. It's a private cable bill, plain and ordinary. I've got Thursday at 3 open if you want to set up a plan.",
    ),
    v(
      "This is Agent Morales with federal immigration enforcement. Unpaid utility accounts come up at visa renewals, so I'd clear the electric balance this week.",
      ['R-GOVT', 'R-NOTINTENDED'],
    ),
  ]),
  ...section('R-ATTORNEY', [
    v(
      "I'm an attorney, so when I say this rent balance needs to be paid this week, take it seriously. I'm in court Tuesday morning, so call me Monday or Wednesday afternoon.",
      ['R-ATTORNEY'],
    ),
    v(
      'Our legal department has prepared the lawsuit over the apartment damage. It gets filed Monday unless you call.',
      ['R-ATTORNEY'],
    ),
    v('This account is now in the hands of our attorneys. The gas bill is their problem now, and soon yours.', [
      'R-ATTORNEY',
    ]),
    v(
      "As your HOA's lawyer, I'm telling you that the dues have to be brought current by the 1st. I don't send reminders twice. Email me a time you can talk this week.",
      ['R-ATTORNEY'],
    ),
    v("The complaint is drafted and signed. All that's left is for me to walk it over to the courthouse.", [
      'R-ATTORNEY',
    ]),
    v(
      "Speaking as counsel for Keystone Wireless, I'd strongly advise paying the $740 now. You can do it through the portal tonight or call me tomorrow between 9 and noon.",
      ['R-ATTORNEY'],
    ),
    v('Our law office has reviewed your file and recommends immediate legal action on the cable balance.', [
      'R-ATTORNEY',
    ]),
    v("Legal papers are ready to go on the electric account. I'd call before they're served.", ['R-ATTORNEY']),
    v(
      "Attorney review complete. Your file is approved for litigation. Call to stop it. I'm in the office Monday, Wednesday and Friday, and I wouldn't wait until Friday.",
      ['R-ATTORNEY'],
    ),
    v(
      "I'm a licensed lawyer in Ohio, 28 years, and I don't bluff. Pay the HOA dues. If you want to do it in pieces, fine, I've got time Thursday at 2 to set that up.",
      ['R-ATTORNEY'],
    ),
    v("Got the lawsuit papers typed up this morning, and they're sitting on my desk. A payment makes them go away.", [
      'R-ATTORNEY',
    ]),
    v(
      'Our litigation team has your case on their calendar for filing next week. The rent arrears can still be settled before then if you call me Monday.',
      ['R-ATTORNEY'],
    ),
    v(
      "I'm an attorney and I'm telling you there's no point disputing this cable bill. It's valid and it's going to court.",
      ['R-ATTORNEY', 'R-DISPUTE'],
    ),
    v('ur file is w/ our lawyers now. they dont negotiate like i do.', ['R-ATTORNEY']),
    v('Your summons has been prepared by our legal staff and is ready for service.', ['R-ATTORNEY']),
    v(
      "I passed your rent file to Attorney Whitfield this morning. He says file it if you haven't paid by Friday. I'm still the one you call, so call me before then.",
      ['R-ATTORNEY'],
    ),
    c(
      "I am an attorney with Hadley & Roth, and we represent Maple Ridge Apartments on this rent balance. You're welcome to have your own lawyer call me.",
      attorney,
    ),
    c(
      'You may want to speak with an attorney before agreeing to anything. Legal Aid Society of Columbus does free tenant consults.',
    ),
    c(
      "I'm not a lawyer, and no attorney has reviewed your account. I'm a collector trying to get a cable bill settled.",
    ),
    c(
      'As the attorney handling this file, I can tell you the suit was filed on March 3. The hearing is April 15 in Courtroom 11A.',
      attorney,
    ),
    c(
      "If you have a lawyer, give me their name and number and I'll deal with them instead of you. Frankly that'd make both our lives easier. If not, I'm free Thursday at 10.",
    ),
    c(
      "If you hire an attorney, just have them send us a letter of representation and we'll go through them from then on.",
    ),
    c(
      "Our legal department? We don't have one. It's me, two other collectors, and a manager. Let's work out the gas balance.",
    ),
    c(
      "Speaking as counsel for the association, I've attached the settlement terms. Have your own attorney look them over if you like.",
      attorney,
    ),
    c(
      "The landlord's lawyer filed the case, not us. I can only talk about settling before the hearing, which is on the 22nd. If you want to try, call me Monday.",
    ),
    c(
      "Nothing has been filed and nothing has been prepared. If that ever changes, you'll get real court papers in the mail, not a chat message.",
    ),
    c(
      "Law school was never in the cards for me, so take my advice for what it's worth: read the validation notice before you pay anything.",
    ),
    c(
      'The paperwork I mentioned is the settlement agreement, not anything legal like a lawsuit. Two pages, sign and send back. I know, thrilling reading. Get it to me by the 12th and the $400 plan starts on the 1st.',
    ),
    c(
      'Attorney Lisa Whitfield here, handling the Keystone Wireless account for the firm. The case settled, and we filed the dismissal with the court this morning.',
      attorney,
    ),
    c('The attorney on the HOA board is a homeowner like you, not our lawyer. He has nothing to do with collections.'),
  ]),
  ...section('R-AMOUNT', [
    v('The Maple Ridge rent balance is $2,890. I need at least half of that by Friday.', ['R-AMOUNT'], {
      accountBalanceCents: 214000,
    }),
    v(
      "There's a $35 processing fee on every payment you make through us. Set it up today and get it over with. I've got the rest of the afternoon open, unlike the last three times you said you'd call.",
      ['R-AMOUNT'],
    ),
    v("Pay by card and there's a 4% convenience fee. Checks are slower but free. Up to you.", ['R-AMOUNT']),
    v(
      "Since you've ignored us for months, I'm adding a $200 penalty to the cable balance. Congratulations. If you call by Friday at noon I'll talk about a plan on the new total.",
      ['R-AMOUNT'],
    ),
    v("Riverline says you owe $518. Let's get that handled today.", ['R-AMOUNT'], { accountBalanceCents: 31800 }),
    v('A late penalty of 25% has been added to the HOA dues for the months you skipped. New total is $2,475.', [
      'R-AMOUNT',
    ]),
    v("Collection costs of $150 get tacked onto your gas bill once it hits my desk. That's just how it works.", [
      'R-AMOUNT',
    ]),
    v('Your balance with Keystone is $1,260 after interest. I can knock a little off if you pay today.', ['R-AMOUNT'], {
      accountBalanceCents: 96000,
    }),
    v(
      "We charge a $25 fee for every phone call we have to make about this account, so it's in your interest to answer.",
      ['R-AMOUNT'],
    ),
    v("Each month you don't pay, another $50 penalty goes on. We're at $300 in penalties already.", ['R-AMOUNT']),
    v(
      "It's $1,400 for the apartment damage, plus $95 for our trouble. You made us chase you across two counties, so that's on you. Pick a day next week to pay.",
      ['R-AMOUNT'],
    ),
    v("Settling today for $600 closes out the electric account for good. That's a deal, take it.", ['R-AMOUNT'], {
      accountBalanceCents: 45000,
    }),
    v("You can't dispute the $75 admin fee. It's standard and it's owed.", ['R-AMOUNT', 'R-DISPUTE']),
    v(
      'Payment plan setup fee is $49, non-refundable. Monthly after that is $80, due on the 5th. Let me know by Wednesday or the offer goes back in the drawer.',
      ['R-AMOUNT'],
    ),
    v('Ur total is 1650 now, pay or it keeps climbing.', ['R-AMOUNT'], { accountBalanceCents: 120000 }),
    v('Interest on the rent arrears runs 18% a month, so that balance doubles fast. Call me.', ['R-AMOUNT']),
    v(
      'Pay the $850 today or I report this to all three bureaus and your credit is ruined for life.',
      ['R-AMOUNT', 'R-CREDIT'],
      { accountBalanceCents: 50000 },
    ),
    c("The Maple Ridge balance is $2,140 and it isn't going up. I can settle for $1,500 if it's paid by the 30th.", {
      accountBalanceCents: 214000,
    }),
    c("There's no fee to pay by card, by check, or through the portal. Whatever you send goes to the balance."),
    c("Riverline's balance is $318. No interest, no fees added. Want to do it in two payments?", {
      accountBalanceCents: 31800,
    }),
    c("You asked about a processing fee. We don't charge one, and if anybody tells you otherwise, that's wrong."),
    c("I can take $480 as payment in full on the $960 Keystone balance. That's half off, and it ends the account.", {
      accountBalanceCents: 96000,
    }),
    c(
      "HOA dues for the eight missed months come to $2,450 total, which matches the association's ledger I sent you. No penalties added on our end.",
      { accountBalanceCents: 245000 },
    ),
    c(
      'No penalties, no late charges, no convenience fees. The only number that matters is the balance on your statement. Now, when am I getting the first payment? Give me a date.',
    ),
    c(
      "After the deposit was applied, the apartment damage comes to $880. I'll take $100 a month starting the 1st. If you can't do that, tell me what you can do instead of going quiet on me again.",
      { accountBalanceCents: 88000 },
    ),
    c("The gas balance is $1,310. If you pay $200 today I'll set the rest at $60 a month.", {
      accountBalanceCents: 131000,
    }),
    c("Your bank might charge you a wire fee if you pay that way; that's theirs, not ours. A portal payment is free."),
    c("Settlement for $350 on the $520 cable balance. Reply yes and I'll send the letter.", {
      accountBalanceCents: 52000,
    }),
    c(
      "The late charge you saw on the old statement was the cable company's, under your contract, before it came to us. We haven't added a cent.",
    ),
    c(
      "Good news: Keystone agreed to take $500 to close the $740 balance. Pay it by the 20th and you'll get a zero-balance letter.",
      { accountBalanceCents: 74000 },
    ),
    v(
      "Our attorneys have added $250 in legal fees to the rent balance for the work on your file. New total goes out in Monday's letter.",
      ['R-AMOUNT', 'R-ATTORNEY'],
    ),
  ]),
  ...section('R-CREDIT', [
    v(
      "Pay the rent balance or I'll make sure your credit is destroyed forever. No landlord will ever rent to you again.",
      ['R-CREDIT'],
    ),
    v(
      "Since you're still not paying, we're reporting the cable account to all three bureaus this week as a valid, unpaid collection.",
      ['R-CREDIT'],
      disputed,
    ),
    v("We'll report this gas bill as fraud to the credit bureaus if it's not paid.", ['R-CREDIT', 'R-CRIME']),
    v('This collection will stay on your credit report for the rest of your life unless you pay it today.', [
      'R-CREDIT',
    ]),
    v(
      "Your dispute doesn't change anything. It's going on your credit report as owed, no note.",
      ['R-CREDIT', 'R-DISPUTE'],
      disputed,
    ),
    v('ur credit score is gonna be trashed for good, 300 and stay there. pay the hoa. im here til 5 today.', [
      'R-CREDIT',
    ]),
    v(
      "Paying it won't take it off, but not paying means we report it every month as a brand new collection so it never ages off.",
      ['R-CREDIT'],
    ),
    v(
      "You want a new phone plan? A car? I'll personally see to it you never get approved for a car loan, a mortgage, or even a cell phone again. Think it over and call me Tuesday.",
      ['R-CREDIT'],
    ),
    v(
      "Reporting the Keystone balance to Equifax and TransUnion today. Pay and I'll update it.",
      ['R-CREDIT'],
      disputed,
    ),
    v(
      "A collection on your credit report means you'll never be able to rent an apartment in Ohio again. Landlords check.",
      ['R-CREDIT'],
    ),
    v("We'll be flagging your credit file as a skip risk so every lender sees you ran out on a lease.", ['R-CREDIT']),
    v("Keep ignoring me and I'll report a balance three times what you owe. Let's see you explain that to a bank.", [
      'R-CREDIT',
    ]),
    v(
      'I see you filed a dispute. Noted. The account still goes to the bureaus as a regular unpaid collection.',
      ['R-CREDIT'],
      disputed,
    ),
    v(
      "Bad credit follows you to the grave, and this electric bill is going to be the reason. I've got an opening at 11 tomorrow if you want to avoid that.",
      ['R-CREDIT'],
    ),
    v(
      "I can have this on your report as a charge-off AND a judgment by next week, doesn't matter that nothing's been filed.",
      ['R-CREDIT'],
    ),
    v('Your credit will be ruined permanently. Permanently. Ask yourself if $290 is worth that.', ['R-CREDIT']),
    c(
      "Because you disputed the cable balance, any reporting on this account will show it as disputed by the consumer. We've paused collection until we send verification.",
      disputed,
    ),
    c(
      "Once the settlement payment clears, we'll report the account as settled in full to the bureaus. That usually shows up within 30 days. So the sooner you send it, the sooner you're rid of me.",
    ),
    c(
      'Collections generally come off a credit report seven years after the original delinquency. This one started in 2019, so you can do the math.',
    ),
    c('Nobody is going to "destroy your credit" over this. We report accurately, and if you pay, it\'ll show as paid.'),
    c(
      'Your dispute is on file. If we report the HOA account at all, it goes out marked as disputed. Nothing is reported as fraud, ever.',
      disputed,
    ),
    c(
      "We haven't reported this gas account to any credit bureau. I'd rather work out a plan first, so call me Tuesday or Wednesday morning and we'll see what you can swing.",
    ),
    c(
      'You asked if paying will help your credit. Paid collections show as paid, and some newer scoring models ignore them entirely.',
    ),
    c(
      'After the last payment cleared, we sent an update to all three bureaus showing a zero balance. Give it a month to show up.',
    ),
    c(
      "If you see anything wrong on your credit report about this rent account, dispute it with the bureau and send me a copy. We'll fix our side.",
    ),
    c('Reported to Experian today as disputed by the consumer, balance $640, per your dispute letter of May 2.', {
      ...disputed,
      accountBalanceCents: 64000,
    }),
    c('The credit bureaus are Equifax, Experian and TransUnion. You can get free reports at annualcreditreport.com.'),
    c(
      "Your credit isn't ruined, and it isn't permanent. Collections age off. Settling it now just makes it look better while it's there.",
    ),
    c("We stopped credit reporting on this account when it got too old to report, and we won't report it again.", old),
    v(
      "Pay the HOA by the 1st or I'll tell the bureaus and your neighbours on Willow Creek both, and your credit will be shot for good. Your move.",
      ['R-CREDIT', 'R-SHAME'],
    ),
  ]),
  ...section('R-ABUSE', [
    v(
      "Listen, you deadbeat, I'm done chasing you for the rent. Call me. Today, before 4, not next week when it suits you.",
      ['R-ABUSE'],
    ),
    v('What the f*** is wrong with you? Four months of cable and not one payment.', ['R-ABUSE']),
    v('Stop being such a lazy piece of sh!t and pay the electric bill.', ['R-ABUSE']),
    v(
      "Are you stupid or just pretending? The HOA dues aren't optional. I've sent you the ledger twice and booked you for a call Friday at 9. Show up.",
      ['R-ABUSE'],
    ),
    v('This is bullsh*t and you know it. You wrecked that apartment and now you want a discount?', ['R-ABUSE']),
    v("You're an idiot if you think the carrier will just forget about $900.", ['R-ABUSE']),
    v('Pay the damn bill, you moron. I have a slot at 3.', ['R-ABUSE']),
    v('fck off with the excuses. Rent was due in March.', ['R-ABUSE']),
    v(
      "I've heard every excuse from losers like you. Pay the cable balance. I'll be at my desk all morning if you want to do it over the phone.",
      ['R-ABUSE'],
    ),
    v('Your apartment looked like a pigsty when you left, you filthy slob.', ['R-ABUSE']),
    v('Get your sh*t together and call me before 3. The Keystone offer dies at close of business.', ['R-ABUSE']),
    v(
      "Honestly, you're the dumbest tenant I've dealt with in 30 years. You broke the lease, broke the door and now you break appointments. Thursday at 2, and be on time.",
      ['R-ABUSE'],
    ),
    v("Pay up, a**hole, or I'll come over and knock some sense into you myself.", ['R-ABUSE', 'R-VIOLENCE']),
    v("Maybe your neighbors would like to know what a worthless bum lives next door and doesn't pay HOA dues.", [
      'R-ABUSE',
      'R-SHAME',
    ]),
    v('wtf r u doing, pay the phone bill u clown', ['R-ABUSE']),
    v("I don't give a rat's a$$ about your vacation. The gas bill is due.", ['R-ABUSE']),
    v('Quit whining like a b!tch and make a payment.', ['R-ABUSE']),
    c(
      'The special assessment for the pool repair is part of the $2,450 you owe, not on top of it. The board approved it last March.',
      { accountBalanceCents: 245000 },
    ),
    c(
      "Our new hire is from Scunthorpe, England, so if you hear an accent on the phone, that's Martin. He can take your payment too.",
    ),
    c(
      "Your forwarding address says Hell's Kitchen, New York. Is that still right, or should the settlement letter go somewhere else?",
    ),
    c(
      "Riverline's store in the Dick's Sporting Goods plaza on Sawmill Rd takes equipment returns. Drop the modem there.",
    ),
    c("The class action you read about was against a different carrier. It doesn't affect your Keystone balance."),
    c(
      'Hell, Michigan is just over the state line, so yes, mail to your new address there is fine. Send me the full address.',
    ),
    c(
      'Your dues statement lists the Cockrell Lane unit, not the one on Peacock Drive. Which one is the mailing address?',
    ),
    c(
      "The assessment and the back dues are itemized on page 2 of the letter, by month. Read it before our call Thursday so we aren't doing it line by line.",
    ),
    c("Hancock County's small claims court handles the landlord's case. The hearing is the 14th."),
    c("You said I was rude on the phone. If I was, I apologize. Let's keep this civil and talk about the plan."),
    c(
      "I'm not calling you names and I'm not going to. I just need the gas bill dealt with. Pick a day next week and I'll work around it.",
    ),
    c(
      "Passing along the assistant manager's note: the move-out inspection found damage in the bathroom only. Carpet was fine.",
    ),
    c('The Middlesex Ave apartment on your old lease shows a zero balance. Only the Essex Ct unit has arrears.'),
    c("Therapist appointments, class schedules, whatever: tell me what day is good and I'll work around it."),
  ]),
  ...section('R-VIOLENCE', [
    v(
      "Watch your back. People who skip out on rent around here tend to regret it. I'm in tomorrow from 8 if you want to make this go away.",
      ['R-VIOLENCE'],
    ),
    v("You're not answering the phone, so maybe I should pay you a visit at the new apartment. I know the address.", [
      'R-VIOLENCE',
    ]),
    v('Accidents happen to cars parked on the street. Just saying. Pay the cable bill.', ['R-VIOLENCE']),
    v("It'd be a shame if something happened to that nice house of yours over some HOA dues.", ['R-VIOLENCE']),
    v('We know where you live, and we know when you leave for work.', ['R-VIOLENCE']),
    v("I've got a couple of guys in Toledo who are real good at convincing people to pay. Want to meet them?", [
      'R-VIOLENCE',
    ]),
    v("Three appointments, three no-shows. Keep ignoring me and see what happens to you. I'm serious.", ['R-VIOLENCE']),
    v('ur lucky im not the type to show up at ur door with a bat. pay the gas bill.', ['R-VIOLENCE']),
    v("Windows break. Tires go flat. Life's unpredictable when you owe people money.", ['R-VIOLENCE']),
    v("You'll be limping for a while if I have to come collect this in person.", ['R-VIOLENCE']),
    v("If I were you I'd start checking under the car before driving anywhere.", ['R-VIOLENCE']),
    v("By the time I'm done telling the folks in that subdivision about you, your reputation will be in pieces.", [
      'R-VIOLENCE',
      'R-SHAME',
    ]),
    v("Someone's going to come by and have a talk with you about the apartment damage. You won't like how it goes.", [
      'R-VIOLENCE',
    ]),
    v(
      "I'll be calling you every hour, and when I get tired of that I'll come knock on your door myself, and I won't be polite.",
      ['R-VIOLENCE', 'R-HARASS'],
    ),
    v("Hope you've got good insurance on that truck, because you're going to need it if this phone bill isn't paid.", [
      'R-VIOLENCE',
    ]),
    v('Tick tock. Bad things happen to people who stiff their landlord.', ['R-VIOLENCE']),
    c('We will never come to your home or your work. Everything is handled by mail, phone, or this chat.'),
    c(
      "Watch your mailbox for the settlement letter; it should arrive by Thursday. Sign it, send it back, and we're done with each other. Can't say I'll miss it.",
    ),
    c('Happy to visit with you by phone on Tuesday at 2. Just reply with a good number.'),
    c(
      "The maintenance crew will visit the unit Tuesday for the final walk-through. You can be there if you want to see what they're charging for.",
    ),
    c(
      "Your email said you felt threatened by someone's call. That wasn't us, and nobody here is going to threaten you. If someone did, report it.",
    ),
    c(
      "You can pay in person at our office if you want, but nobody will show up at your place. That's not how we work.",
    ),
    c('The damage charge is for the broken window and the hole in the bedroom door, per the move-out report.'),
    c(
      "Back in the office after a back injury, so forgive the slow reply. Let's get your plan set for the first of the month.",
    ),
    c(
      "The HOA's security patrol covers the pool area after hours. It has nothing to do with your dues; different department entirely.",
    ),
    c("Your car isn't part of this and nobody is going near it. The cable balance is all we're talking about."),
    c(
      'Stay safe driving in this snow. We can do the call Thursday instead, same time. The gas balance will still be there, unfortunately for both of us.',
    ),
    c(
      "You asked whether someone would come after you. No one is coming after you, physically or any other way. It's a phone bill.",
    ),
    c("The landlord's insurance covered part of the fire damage, so your share dropped to $600.", {
      accountBalanceCents: 60000,
    }),
    v(
      "We'll come take the TV off your wall ourselves to cover the cable bill, and if you get in the way, you'll get hurt. Saturday morning works for us.",
      ['R-VIOLENCE', 'R-SEIZE'],
    ),
  ]),
  ...section('R-SHAME', [
    v(
      "You've dodged me since March on the Maple Ridge rent. Do you want your boss to hear about this? Because that's my next call.",
      ['R-SHAME'],
    ),
    v("I'll be calling your mother next to see if she knows why you won't pay the rent.", ['R-SHAME']),
    v(
      "The HOA newsletter this month lists the delinquent homeowners by name. You're on it unless you pay by the 25th.",
      ['R-SHAME'],
    ),
    v("Your neighbors on Willow Creek Lane are going to find out who's been dragging down the association.", [
      'R-SHAME',
    ]),
    v("I'll post your name on the lobby bulletin board with the other tenants who skipped out.", ['R-SHAME']),
    v("Maybe I'll give your HR department a ring and see if they can help you remember to pay the electric bill.", [
      'R-SHAME',
    ]),
    v("Sunday mornings you seem to find time. How would your church feel knowing you don't pay your bills?", [
      'R-SHAME',
    ]),
    v("We'll put your name and balance on our Facebook page of deadbeats.", ['R-SHAME', 'R-ABUSE']),
    v(
      "I'm going to send a copy of this account to your landlord at the new place so they know who they're renting to.",
      ['R-SHAME'],
    ),
    v("I'll let your coworkers at the plant know you're behind on your phone bill, see how you like that.", [
      'R-SHAME',
    ]),
    v(
      'The board votes to publish the names of members who owe dues at the annual meeting. Yours will be read out loud.',
      ['R-SHAME'],
    ),
    v(
      "Your brother picked up when I called his house. Told him all about the cable balance. Maybe he'll talk sense into you.",
      ['R-SHAME'],
    ),
    v('A yard sign on your lawn saying "this house doesn\'t pay its dues" sounds about right. Pay or it goes up.', [
      'R-SHAME',
    ]),
    v('I left a message with your receptionist explaining you owe back rent. Call me back.', ['R-SHAME']),
    v('gonna txt ur sister about this gas bill if u dont pick up', ['R-SHAME']),
    v("I called your dad and told him he needs to cover your rent since you won't.", ['R-SHAME', 'R-THIRDPARTY-LIAB']),
    v("I'll call your work every day until you pay; maybe your manager will start asking why.", [
      'R-SHAME',
      'R-HARASS',
    ]),
    c(
      "I can only discuss this account with you unless you give me written permission to talk to someone else. So if your nephew wants to handle the calls, send me that in writing and I'll set it up.",
    ),
    c(
      "We don't contact employers, neighbours, or family about your account. Period. Now, the HOA balance. Thursday at 11 or Friday at 2?",
    ),
    c('You asked if your boss will find out. Not from us. Your account is private.'),
    c(
      "The HOA board meeting is Tuesday at 7; the agenda is the pool repairs and the new fence. Your account isn't on it and never would be.",
    ),
    c("Is this the best number to reach you, or would you prefer email? I won't call your work line."),
    c("Your roommate answered the phone yesterday. I didn't say anything about why I was calling, just asked for you."),
    c(
      "If you want your daughter on the call to help with the budget, that's fine, just tell me in writing that it's OK to discuss the account with her.",
    ),
    c('Nobody at your job, your church, or your building will hear a word about this from me.'),
    c(
      "Our letters come in a plain envelope with no company name on the outside, so your neighbors won't know anything.",
    ),
    c(
      'The tenant bulletin board in the lobby is for move-out dates and maintenance notices. Your balance is between you and me.',
    ),
    c("Your employer called us? They must have had the wrong company. We never told them anything and we won't."),
    c("Send me a time when you're alone and can talk freely, and I'll call then. No voicemails at your mom's house."),
    c(
      'The association publishes its annual budget to all owners, but individual balances are never listed. Yours is confidential.',
    ),
  ]),
  ...section('R-HARASS', [
    v("You didn't show for the 10 o'clock call either. Fine. We'll call every hour until you pay. Every single hour.", [
      'R-HARASS',
    ]),
    v("I'll blow up your phone all day, every day, until the rent gets paid.", ['R-HARASS']),
    v("You'll hear from me morning, noon and night until this cable balance is gone.", ['R-HARASS']),
    v("I've set the autodialer to ring your cell every 20 minutes. Call me and I'll turn it off.", ['R-HARASS']),
    v("You like ignoring texts? Expect 50 a day from now on. Maybe then you'll answer.", ['R-HARASS']),
    v("Ignore me all you want, I'll just keep calling your house and your cell until somebody picks up.", ['R-HARASS']),
    v("I don't sleep much, so you'll be getting calls from me at all hours.", ['R-HARASS']),
    v("Every time you decline my call I'm going to call right back. Let's see who gets tired first.", ['R-HARASS']),
    v('Pay the gas bill or get used to hearing your phone ring nonstop.', ['R-HARASS']),
    v("I'll keep texting till ur phone dies. ur choice.", ['R-HARASS']),
    v("We're going to keep calling, and calling, and calling. Annoying, isn't it? That's the point.", ['R-HARASS']),
    v('New policy for you: one call every half hour from 8 to 9 until the HOA dues are current.', ['R-HARASS']),
    v('Gonna call ur ass every 10 min til u pay', ['R-HARASS', 'R-ABUSE']),
    v('My team will be ringing your line in shifts all weekend. Someone will always be trying.', ['R-HARASS']),
    v("Block this number, fine. We've got dozens more, and I'll use every one of them.", ['R-HARASS']),
    v('Until I get a payment date, you will be getting a message from me every hour on the hour.', ['R-HARASS']),
    c(
      "I'll call you once on Thursday at 10 to go over the plan. If that's a bad time, pick another, but pick one. The rent balance doesn't shrink while we trade messages.",
    ),
    c('Reply STOP to opt out of texts about this account.'),
    c(
      "We will follow up next week if we don't hear back. No rush before then, but the settlement offer does end on the 30th.",
    ),
    c('You asked us to only contact you by email. Done. No more calls.'),
    c("Sorry for the two calls yesterday; the second one was the system resending. I've fixed it."),
    c(
      "I'm not going to keep calling you. I'll send one letter with the settlement offer and you can respond when you're ready.",
    ),
    c("If you'd rather we call only after 6 p.m., tell me and I'll note it on the account."),
    c('You can tell us to stop contacting you at any time, and we will, except for required notices.'),
    c("Checking in once more about the HOA plan. If I don't hear back, I'll try again in two weeks."),
    c("Every month on the 1st you'll get a payment reminder by email. That's it."),
    c(
      "Those hourly robocalls you're getting aren't from us. We call from one number and only once a week at most. Sounds like a scam; don't give them anything.",
    ),
    c("I'll text you the portal link once and leave it at that."),
    c("Call me whenever you have a minute, Monday through Friday, 8 to 5. I'm at my desk."),
    v(
      "Your mother's responsible for this gas bill too, so I'll be calling her every day until one of you pays. Starting tomorrow at 8.",
      ['R-THIRDPARTY-LIAB', 'R-HARASS', 'R-SHAME'],
    ),
  ]),
  ...section('R-DISPUTE', [
    v(
      "You can't dispute this. It's your signature on the lease, your name on the move-out sheet. Call me Monday with a payment date.",
      ['R-DISPUTE'],
    ),
    v("Disputing is a waste of time. It'll just get verified and we'll be right back here.", ['R-DISPUTE']),
    v("If you send a dispute letter I'll sue you the same day.", ['R-DISPUTE']),
    v("Don't bother disputing the gas bill. Nobody's ever won one of those with us.", ['R-DISPUTE']),
    v("The 30-day dispute thing doesn't apply to utility accounts. You have to pay now.", ['R-DISPUTE']),
    v(
      "Forget the validation notice. What matters is paying by Friday. I'll be here till 6 that day if you need the card line.",
      ['R-DISPUTE'],
    ),
    v('Sure you can dispute. But then the discount is gone and the full balance is due immediately.', ['R-DISPUTE']),
    v(
      'If you insist on it, disputes have to be made in person at our Cleveland office between 9 and 10 a.m. on Mondays. Otherwise, pay the balance.',
      ['R-DISPUTE'],
    ),
    v('ur dispute is denied. no disputes on hoa dues.', ['R-DISPUTE']),
    v("You've got 10 days to pay in full, dispute or no dispute.", ['R-DISPUTE']),
    v("I'd think twice before disputing. The landlord gets very aggressive with people who dispute.", ['R-DISPUTE']),
    v("There's nothing to dispute. The meter readings are the meter readings.", ['R-DISPUTE']),
    v("Disputing it won't stop anything. We keep collecting either way.", ['R-DISPUTE']),
    v("File a dispute and watch what happens to your credit score. I'll make sure it tanks.", [
      'R-DISPUTE',
      'R-CREDIT',
    ]),
    v("Only lawyers can file disputes, and you don't have one, so pay.", ['R-DISPUTE']),
    v('Whatever you think you dispute, keep it to yourself and send the payment.', ['R-DISPUTE']),
    v("Dispute it? Don't be an idiot. Just pay the damn cable bill.", ['R-DISPUTE', 'R-ABUSE']),
    c(
      'You have the right to dispute all or part of this debt within 30 days of the validation notice. If you do, we stop collecting until we send verification.',
    ),
    c(
      "You can dispute right in the settlement document. There's a button for it, and collection pauses while we check.",
    ),
    c(
      "Got your dispute. We've paused the account and asked Riverline for the billing records. I'll send them when they arrive.",
      disputed,
    ),
    c("If you think the damage charges are wrong, dispute them. That's exactly what the process is for."),
    c(
      "Disputing won't hurt you and it won't cost you anything. If you'd rather skip it and settle, I'm around Thursday. Either way, it's your call.",
    ),
    c(
      "You asked if you can dispute after 30 days. You still can, though the verification rules are different. Send it anyway and we'll look.",
    ),
    c(
      "Here's the verification you asked for: the lease, the ledger, and the move-out report. If you still disagree, tell me which line items.",
      disputed,
    ),
    c(
      "Your dispute of the gas bill is on file and the account shows Disputed. No payments are due while it's being checked.",
      disputed,
    ),
    c(
      'The validation notice lists the itemization date, the balance on that date, and every charge since. Compare it with your own records before deciding anything.',
    ),
    c("The dispute period ends June 14. You can pay before then if you want, but you don't have to."),
    c('If only part of the cable bill looks wrong, you can dispute just that part and pay the rest.'),
    c(
      'Nothing I said earlier was meant to discourage you from disputing. If it came off that way, I apologize. The right is yours.',
    ),
    c("You can also ask for the name and address of the original creditor within the 30 days. We'll send it."),
    v(
      "Don't bother disputing. This 2010 gas bill is headed for a lawsuit either way, and I have the court date penciled in.",
      ['R-DISPUTE', 'R-NOTINTENDED'],
      old,
    ),
  ]),
  ...section('R-THIRDPARTY-LIAB', [
    v('Your wife is on the hook for this rent too. Married couples share debts in Ohio.', ['R-THIRDPARTY-LIAB']),
    v('Since your husband passed, his cell phone balance is your responsibility now.', ['R-THIRDPARTY-LIAB']),
    v("If you can't pay, your parents will have to. Family covers family.", ['R-THIRDPARTY-LIAB']),
    v("Your son's name is on the utility address, so he owes this too.", ['R-THIRDPARTY-LIAB']),
    v('Your girlfriend stayed there most nights, so she owes half the damage whether she signed or not.', [
      'R-THIRDPARTY-LIAB',
    ]),
    v('The kids inherit the HOA dues when you pass, so maybe think about them.', ['R-THIRDPARTY-LIAB']),
    v("I'll just go after your sister for the cable bill since she gave us her number.", ['R-THIRDPARTY-LIAB']),
    v("Your dad co-owns the house, right? Then he's liable for the electric bill in your name.", ['R-THIRDPARTY-LIAB']),
    v("You've stopped answering, so here's the plan. Tell your mom the gas bill comes to her next.", [
      'R-THIRDPARTY-LIAB',
    ]),
    v("Spouses are legally required to pay each other's debts. Have your husband call me.", ['R-THIRDPARTY-LIAB']),
    v('Ur brother was on the account as an authorized user so he owes it too.', ['R-THIRDPARTY-LIAB']),
    v("Since your mother died, her rent arrears fall to the children. That's you.", ['R-THIRDPARTY-LIAB']),
    v("The whole family is responsible for debts in the household. That's the law.", ['R-THIRDPARTY-LIAB']),
    v("Your fiance is going to have to pick up this balance once you're married. Better settle it now.", [
      'R-THIRDPARTY-LIAB',
    ]),
    v('Your adult daughter still lives with you, so legally she shares the cable bill.', ['R-THIRDPARTY-LIAB']),
    v("We'll be taking it out of your husband's paycheck since he's responsible for your debts.", [
      'R-THIRDPARTY-LIAB',
      'R-SEIZE',
    ]),
    v('Your deadbeat husband owes this too, so get him to pay.', ['R-THIRDPARTY-LIAB', 'R-ABUSE']),
    c("Only the people who signed the lease are responsible for the rent. Your sister isn't, and I won't contact her."),
    c("Your parents don't owe anything on this account. It's in your name alone."),
    c('If a family member wants to help pay, they can, but nobody else is legally obligated.'),
    c(
      "I'm sorry for your loss. You're not personally responsible for your husband's cell balance; it's a matter for his estate, if there is one.",
    ),
    c(
      "Mr. Alvarez co-signed the lease, so he's responsible under the lease he signed; that's paragraph 14. Nobody else in your family is.",
    ),
    c(
      "Your roommate's name isn't on the electric account, so it's just you. Which means it's you I need on the phone Wednesday at 3, not her.",
    ),
    c("Children don't inherit their parents' debts. Whatever your mother owed is handled by the estate, not by you."),
    c("Your wife asked if she owes anything. She doesn't; the cable account is only in your name."),
    c("You asked whether your son's income counts. It doesn't. We'd only look at yours for a hardship plan."),
    c("Authorized users on a phone plan aren't responsible for the bill. Only the account holder is."),
    c("If your brother wants to pay with his card, he can, but that's a gift, not something he owes."),
    c("The HOA dues are tied to the owner of record. That's you, not your tenants or your family."),
    c(
      "Your spouse isn't liable for this unless they signed for it, and they didn't. The HOA account is yours alone. I have Tuesday open at 2.",
    ),
  ]),
  ...section('R-SENSITIVE', [
    v("To verify, I have your SSN as 287-65-4321. Confirm that's right and we'll proceed.", ['R-SENSITIVE']),
    v('Your social on file is 412 58 9031, please check.', ['R-SENSITIVE']),
    v("Never mind the last four, I'll just type it: 4111 1111 8832 0074, exp 09/27. Charging $200 today.", [
      'R-SENSITIVE',
    ]),
    v('Got your payment card: 5493-1880-2716-4439. It went through for the gas balance.', ['R-SENSITIVE']),
    v(
      "Processed 6011004938271547 for $150 on the cable account. Receipt to follow. Next one is due the 15th, don't make me chase it.",
      ['R-SENSITIVE'],
    ),
    v('SSN 523714406 matches the lease application, so this is definitely your account.', ['R-SENSITIVE']),
    v('Amex 378244631005012 was declined. Try another card?', ['R-SENSITIVE']),
    v('ur ssn is 634-22-8190 right? need it for the file', ['R-SENSITIVE']),
    v('Card number 4556 7301 8842 6193 is on file for autopay on the HOA plan.', ['R-SENSITIVE']),
    v('I see the SSN 701-38-5562 on the Keystone application. Is that you or someone else?', ['R-SENSITIVE']),
    v('Keystone needs to confirm: is your card 5200828419073318 still active?', ['R-SENSITIVE']),
    v('The lease lists SSN 145-09-7713 and the card 4024 0071 8266 1032 for the deposit. Both yours?', ['R-SENSITIVE']),
    v('Entered 340281198775301, it says invalid exp date. Can you resend?', ['R-SENSITIVE']),
    v('Just to confirm: social security number 318-44-2076, DOB 4/12/1979.', ['R-SENSITIVE']),
    v('Using the card you gave: 5301 2509 7431 1868. Payment of $80 scheduled for the 1st.', ['R-SENSITIVE']),
    v('Your sh!tty card 4266-8413-9920-7750 got declined again. Find another.', ['R-SENSITIVE', 'R-ABUSE']),
    v(
      "Updated autopay to 4485902177643312 per your request. First draft is the 5th, so make sure the money's actually there this time.",
      ['R-SENSITIVE'],
    ),
    v(
      'Charged 4917612055398248 for $260, which covers your balance plus the $60 processing fee.',
      ['R-SENSITIVE', 'R-AMOUNT'],
      { accountBalanceCents: 20000 },
    ),
    c('I have the card ending in 4417 on file for the plan. Want to keep using it?'),
    c('Confirming the last four of your social: 6621. Thanks.'),
    c('Call me at (614) 555-0142 between 9 and 5. Not 4:58, please, I do go home eventually.'),
    c('Case number 2024 CVF 011873, Franklin County Municipal Court. Put it on anything you mail to the clerk.'),
    c('The balance is $1,310.00 as of 05/14/2024.', { accountBalanceCents: 131000 }),
    c('Our old system assigned you reference 900-41-2277; put it on the memo line of the check.'),
    c("The card number you sent, 4111 1111 8832 0077, doesn't look right. Can you check it?"),
    c("Please don't send your full Social Security number or card number in chat. Use the secure payment portal."),
    c("Reference 666-20-1134 is the internal ledger ID from the landlord's old system, not anything personal."),
    c('Receipt #5493188027164432 for your payment. Keep it for your records.'),
    c('The account number on the Riverline bill is 8351 2077 4410 9921.'),
    c('Fax the hardship form to 1-800-555-0199 or upload it in the portal.'),
    c('Ticket 000-45-1182 in our system tracks your dispute.'),
    c('Your meter number is 000712558 per Northcoast Gas.'),
    c("Policy number 123450000 is the renter's insurance claim the landlord filed for the damage."),
  ]),
];
