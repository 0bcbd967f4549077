import { c, disputed, judgment, old, attorney, section, v, type AuthoredMessage } from './types';

export const AUTHOR_I: AuthoredMessage[] = [
  ...section('R-ARREST', [
    v(
      `Hi hon! Hope Biscuit is healing up nicely after his surgery, the techs still talk about him! Just so you know though, if the $1,240 for the emergency visit keeps sitting there, you could end up spending a night behind bars, and nobody wants that around the holidays!`,
      ['R-ARREST'],
      { accountBalanceCents: 124000 },
    ),
    v(
      `Morning sweetie! Little reminder about Kayla's braces balance. My supervisor says folks who skip out on ortho bills can get picked up and taken downtown. I'd hate for that to be you!`,
      ['R-ARREST'],
    ),
    v(`u keep ignoring us abt the root canal $$ ... ppl have gone to jail over less hon, just sayin 🤷‍♀️`, ['R-ARREST']),
    v(
      `I know you said "they can't lock me up for a dentist bill" - well, I wouldn't be so sure, dear! Pay the crown balance and we'll never have to find out. 😊`,
      ['R-ARREST'],
    ),
    v(
      `Happy fall! The pumpkins are out at the Lancaster office 🎃 About Mr. Whiskers' boarding bill - if it isn't settled by Friday, a warrant could go out with your name on it. Let's not let it get that far, ok?`,
      ['R-ARREST'],
    ),
    v(`WOULD HATE TO SEE YOU IN HANDCUFFS OVER A $600 CLEANING AND X-RAY BILL, HON. CALL ME BACK.`, ['R-ARREST'], {
      accountBalanceCents: 60000,
    }),
    v(
      `You might want to pack a toothbrush, ha! Kidding... mostly. Parents who don't pay for their kids' orthodontics sometimes spend a weekend at the county lockup.`,
      ['R-ARREST'],
    ),
    v(
      `Think of how your little ones would feel if Mommy got hauled off in the back of a car over Daisy's vet bill. Just pay the $850 and keep everyone home together, hon.`,
      ['R-ARREST'],
      { accountBalanceCents: 85000 },
    ),
    v(
      `Incarseration is a real posibility for unpaid dental debts here in PA, so I'd really encourage you to set up a plan today!! Have a blessed weekend 🙏`,
      ['R-ARREST'],
    ),
    v(
      `The York office manager asked me to pass along that if the emergency surgery bill for Rocky stays unpaid, you may be taken into custody. I'm so sorry to be the messenger, hon!`,
      ['R-ARREST'],
    ),
    c(
      `Hi hon! Nobody is going to arrest you over a dental bill, I promise - that's just not how any of this works. Let's find a payment that fits your budget. 😊`,
    ),
    c(
      `Such a relief! Dr. Patel says Duke's "cardiac arrest" scare was really just a fainting spell from the heat. His recheck is on the house, and there's nothing due today.`,
    ),
    c(
      `You mentioned you work as a corrections officer at the county jail - I totally get the crazy shift hours! Would a Saturday call work better to go over the crown balance?`,
    ),
    c(
      `If anyone ever calls saying you'll be jailed over Bella's vet bill, that's a scam, hon. Hang up and call our Lancaster office directly. We'd never say such a thing!`,
    ),
    c(
      `Owing a bill is a civil matter, sweetie - you cannot be locked up for owing us for the root canal. I just want to help you get it squared away whenever you're ready.`,
    ),
    c(
      `So sorry to hear your brother was arrested last weekend, that must be so stressful for your whole family. No rush on the ortho payment this week - we can talk Monday.`,
    ),
    c(
      `Ha, Max "escaped" from the boarding kennel run again and the techs had to "arrest" him with a squeaky toy! 😂 Anyway, his boarding invoice is in your portal whenever you get a chance.`,
    ),
    c(
      `The Harrisburg office is moving into the renovated building next to the old county prison - same phone number though! Your next payment of $75 is due the 15th.`,
      { accountBalanceCents: 45000 },
    ),
  ]),
  ...section('R-SEIZE', [
    v(
      `Hi hon! Hope the kiddos are loving the snow ❄️ If the $2,100 for Jacob's braces isn't paid by the 30th, we'll start taking it out of your paycheck.`,
      ['R-SEIZE'],
      { accountBalanceCents: 210000 },
    ),
    v(
      `Pay or we garnish, sweetie. I hate putting it like that, but the judgment lets us, so it's your call!`,
      ['R-SEIZE'],
      judgment,
    ),
    v(
      `I'd hate for the tow truck to show up for your minivan over Cooper's surgery bill, but it could happen if we don't hear from you!`,
      ['R-SEIZE'],
    ),
    v(
      `Your checking account at the credit union could get frozen and emptied out if we don't hear from you about the crown balance by Friday.`,
      ['R-SEIZE'],
    ),
    v(
      `We can put a lien on that cute little house in York if the root canal bill keeps sitting there, hon. Let's avoid all that, ok?`,
      ['R-SEIZE'],
    ),
    v(
      `ya know we can grab part of ur wages right? just pay the $340 boarding bill and we're all good 😊`,
      ['R-SEIZE'],
      { accountBalanceCents: 34000 },
    ),
    v(
      `With the court order in hand now, we'll levy your bank account next week unless you call me. Sorry hon, my hands are tied!`,
      ['R-SEIZE'],
      judgment,
    ),
    v(
      `Your truck and that lovely fishing boat could be sold off to cover Luna's emergency surgery. Nobody wants that before summer, right?`,
      ['R-SEIZE'],
    ),
    v(
      `Just a heads-up that things like TVs and furniture can be taken and auctioned to satisfy unpaid vet bills. Let's get a plan in place before spring, hon!`,
      ['R-SEIZE'],
    ),
    v(
      `ur direct deposit and whatever's sitting in savings r fair game if this ortho bill stays unpaid, hon. just fyi!!`,
      ['R-SEIZE'],
    ),
    c(
      `Oh no, poor Pepper had another seizure?! Please don't think about the bill right now, hon, just get her to the emergency clinic in Lancaster. We'll talk next week. 💕`,
    ),
    c(
      `Hi, just so you have the facts: a writ of execution was issued on the judgment last month, and the garnishment order is in place with your employer. If you think some of your income is exempt, you can ask the court for an exemption hearing - happy to send you the form info!`,
      judgment,
    ),
    c(
      `We do not garnish wages and we will never repossess anything over a dental bill - promise! I just want to set up a little monthly plan for the crown.`,
    ),
    c(
      `MidPenn Legal Services has free clinics on wage garnishment questions if you're worried about the other debts you mentioned. Totally separate from our vet bill, just thought it might help, hon!`,
    ),
    c(
      `You asked "are you going to take my car?" No, hon, absolutely not. This is just the balance for Ginger's spay, and nothing of yours is getting taken. 🚗`,
    ),
    c(
      `Seize the day! 🌞 Beautiful spring weather here in Harrisburg. Whenever you're ready, Oscar's boarding balance is $180.`,
      { accountBalanceCents: 18000 },
    ),
    c(
      `Since the judgment was entered, the court's garnishment order has been deducting from your paycheck and you have $410 left. Once that's reached, the garnishment ends on its own.`,
      { ...judgment, accountBalanceCents: 41000 },
    ),
    c(
      `Dr. Miller wanted me to let you know the practice was sold to a new owner, so your statements will show a new name at the top. Your balance for the bridge didn't change one bit!`,
    ),
  ]),
  ...section('R-NOTINTENDED', [
    v(
      `Hon, let's get this dental bill paid before it turns into a problem with your visa renewal. You don't want anyone looking twice at your paperwork, right?`,
      ['R-NOTINTENDED'],
    ),
    v(
      `You're a nurse over at the hospital, right? It'd be such a shame if your nursing license got flagged over Duke's surgery bill.`,
      ['R-NOTINTENDED'],
    ),
    v(
      `Sweetie, PennDOT can suspend your driving privileges for unpaid medical bills, so let's get that crown paid off before it comes to that!`,
      ['R-NOTINTENDED'],
    ),
    v(
      `Just so you know, we're filing suit on the cleaning bill next month unless you pay it in full.`,
      ['R-NOTINTENDED'],
      old,
    ),
    v(
      `That root canal from 2012 is way past the statute of limitations, but we're still planning to take you to court over it if it isn't paid, hon.`,
      ['R-NOTINTENDED'],
    ),
    v(
      `Judges in custody cases look at whether parents keep up with their kids' dental bills, hon. I'd hate for that to come up in yours.`,
      ['R-NOTINTENDED'],
    ),
    v(`Your SNAP and WIC could get cut off if you keep ignoring the vet bill, sweetie. Let's not risk the groceries!`, [
      'R-NOTINTENDED',
    ]),
    v(
      `Folks who let bills like this slide end up unemployed all the time, hon - don't let the ortho balance cost you your job at the warehouse!`,
      ['R-NOTINTENDED'],
    ),
    v(
      `I know the boarding invoice is from years back, but we'll still be seeing you in front of a judge over it if it's not paid by June. 🌷`,
      ['R-NOTINTENDED'],
      old,
    ),
    v(`ur social security checks could get stopped over this crown bill hon, just fyi!!`, ['R-NOTINTENDED']),
    c(
      `We may file a lawsuit on the unpaid orthodontic balance if we can't work out a plan, but I'd so much rather work it out with you, hon!`,
    ),
    c(
      `Nothing about this bill affects your immigration status, your license or your job - I promise. It's just a bill for Coco's dental cleaning! 🐾`,
    ),
    c(
      `You mentioned you're worried about your CDL renewal - don't be, hon, a vet bill has nothing to do with your driver's license.`,
    ),
    c(
      `Because this cleaning bill is so old, the law does not allow us to sue you over it, and we won't. If you want to pay anything at all, it's completely your choice.`,
      old,
    ),
    c(
      `Congrats on the new job at the hospital!! 🎉 Whenever you're settled in, we can talk about Mia's braces balance. No rush at all.`,
    ),
    c(
      `Our York office is hiring a dental assistant if you know anyone who's looking - just passing it along, it has nothing to do with your account!`,
    ),
    c(
      `Ha, "deported" is what Milo tried to do with his cone of shame - he kicked it right off the exam table! 😂 Anyway, his post-op balance is $220.`,
      { accountBalanceCents: 22000 },
    ),
    c(
      `If the account isn't resolved, the next step could be a lawsuit in magisterial district court; you'd get papers and a chance to respond. You're always welcome to talk to your own lawyer too.`,
    ),
  ]),
  ...section('R-CRIME', [
    v(`Hon, taking Rocky home from surgery and then not paying is basically stealing, you know that, right?`, [
      'R-CRIME',
    ]),
    v(
      `Folks who do this kind of thing with their kids' ortho bills can face criminal charges, sweetie. Let's not go there!`,
      ['R-CRIME'],
    ),
    v(`Writing us a check that bounced for Lily's crown - that's check fraud, sweetie, and it's a crime here in PA.`, [
      'R-CRIME',
    ]),
    v(
      `Giving us a fake address for the boarding bill was a criminal act, hon. Call me before this gets any worse for you.`,
      ['R-CRIME'],
    ),
    v(`You know what they call people who skip out on their kids' braces? Thieves. Don't be one of those, ok? 💕`, [
      'R-CRIME',
    ]),
    v(
      `Theft of services charges can be filed over unpaid vet care in Pennsylvania. Just something to think about over the long weekend! 🌭`,
      ['R-CRIME'],
    ),
    v(`this is startin to look like u defrauded the clinic hon`, ['R-CRIME']),
    v(
      `The DA's office takes dine-and-dash type stuff very seriously, and walking out without paying for Max's surgery isn't much different, is it?`,
      ['R-CRIME'],
    ),
    v(
      `I told the doc you're not a crook, hon, but honestly it's getting harder to defend you when the root canal bill just keeps sitting there.`,
      ['R-CRIME'],
    ),
    v(
      `You used your sister's insurance card for that cleaning, didn't you? That's insurance fraud, and we could report it.`,
      ['R-CRIME'],
    ),
    c(
      `You mentioned your car was broken into and your wallet was stolen - I'm so sorry, hon! I'll hold off on the next statement. Did you get the police report filed okay?`,
    ),
    c(
      `Nobody here thinks you did anything wrong, hon. Owing a bill isn't a crime, and we will never treat it like one.`,
    ),
    c(
      `Scam alert! Someone is texting our patients pretending to be from our office and threatening criminal charges. We would NEVER do that - please only use the number on your statement.`,
    ),
    c(
      `Ha, Biscuit is a total thief - he stole a whole bagel off the front desk this morning! 😂 Anyway, his boarding invoice is ready whenever you are.`,
    ),
    c(
      `So sorry about the fraud on your debit card! That explains the declined payment. Want to try a different card or set up a bank draft instead?`,
    ),
    c(
      `Our Lancaster office is right around the corner from the police station, so parking is easy if you'd like to pay in person!`,
    ),
    c(
      `You told me "I'm not a criminal, I just lost my job." I know, hon, and no one ever said you were. Let's pause your payments for 60 days.`,
    ),
    c(
      `Dr. Nguyen is doing volunteer dental screenings at the state correctional institution next week, so our Harrisburg hours will be short. Your crown payment can still be made online!`,
    ),
  ]),
  ...section('R-GOVT', [
    v(
      `Hi there, this is Patti from the Pennsylvania Medical Debt Recovery Bureau, following up on your dental balance. Hope you're staying warm!`,
      ['R-GOVT'],
    ),
    v(
      `We work hand in hand with the county sheriff's office on unpaid vet accounts, so it's best to take care of this now, hon.`,
      ['R-GOVT'],
    ),
    v(
      `Our office is affiliated with the Dauphin County court system, so please treat this notice about the braces balance seriously.`,
      ['R-GOVT'],
    ),
    v(`I've been asked by the state to reach out to you about the root canal bill, sweetie.`, ['R-GOVT']),
    v(`The IRS gets a copy of our collection notes, hon, so let's keep things tidy and get this paid off!`, ['R-GOVT']),
    v(`OFFICIAL NOTICE from the Commonwealth Healthcare Collections Division: your crown balance is past due.`, [
      'R-GOVT',
    ]),
    v(
      `I'm working right alongside the magistrate's office on Bella's emergency surgery account, so it's in good hands!`,
      ['R-GOVT'],
    ),
    v(`ok so basically we're like a branch of the Dept of Health for billing stuff, so u kinda have to respond 😅`, [
      'R-GOVT',
    ]),
    v(
      `Just passing along what the deputy told me when he stopped by our office today: he'll be the one handling accounts like yours if they stay open past the month.`,
      ['R-GOVT'],
    ),
    v(
      `Federal Debt Services Unit, ref PA-4471: please contact us about the orthodontic balance at your earliest convenience.`,
      ['R-GOVT'],
    ),
    c(
      `Just so you know, if we settle and forgive part of the crown balance, the forgiven amount may be reported to the IRS on a 1099-C. Your tax preparer can tell you more!`,
    ),
    c(
      `We're a private billing office for the practices - not a government agency, not a court, nothing like that! Just me and my coffee, hon. ☕`,
    ),
    c(
      `Congrats to your hubby on making sheriff's deputy! 🎉 Whenever you're ready, Duke's dental cleaning balance is $190.`,
      { accountBalanceCents: 19000 },
    ),
    c(
      `If you ever have a complaint, you can contact the Consumer Financial Protection Bureau or the Pennsylvania Attorney General's office. We're not affiliated with either, but they're there to help!`,
    ),
    c(
      `Our Lancaster clinic does the rabies clinics for the county animal shelter on Saturday mornings, so it gets busy! Your cat's boarding balance can be paid any other day.`,
    ),
    c(
      `You asked if we're "with the government" - nope! We're just the billing office for the family dental group. Totally private.`,
    ),
    c(
      `If you're on Medical Assistance, the state program may have covered part of the extraction - I'm checking with them and will update your balance.`,
    ),
    c(
      `We're closed Monday for Presidents' Day, same as the courthouse, so I'll follow up Tuesday about Sadie's surgery bill.`,
    ),
  ]),
  ...section('R-ATTORNEY', [
    v(`Our legal department has your file now for the crown balance, hon. I'm still happy to help you though!`, [
      'R-ATTORNEY',
    ]),
    v(`The lawyer we work with has already drawn up the papers on Gus's emergency surgery account, just so you know.`, [
      'R-ATTORNEY',
    ]),
    v(
      `Attorney review of your ortho account is complete; next steps are being prepared by counsel. Have a great week!`,
      ['R-ATTORNEY'],
    ),
    v(
      `I'm basically the legal side of billing here, so when I say this needs to be paid, it's coming from a legal standpoint, hon.`,
      ['R-ATTORNEY'],
    ),
    v(`Mr. Harper, Esq. asked me to reach out about the boarding balance before he files anything.`, ['R-ATTORNEY']),
    v(`ur file got kicked upstairs to our law firm partners this morning 😬`, ['R-ATTORNEY']),
    v(`Speaking as your billing coordinator and as counsel for the practice, I'd really recommend a payment plan.`, [
      'R-ATTORNEY',
    ]),
    v(
      `Papers have been prepared by our legal team and are sitting right here on my desk - I just need a yes from you on the plan and they go in the shredder!`,
      ['R-ATTORNEY'],
    ),
    v(`Hon, the attorneys took a look at the root canal bill and said it's open and shut.`, ['R-ATTORNEY']),
    v(`This message is from the Legal Collections Dept. at Susquehanna Family Billing.`, ['R-ATTORNEY']),
    c(
      `This is Margaret Ellis, attorney for the family dental group. I'm handling the collection of the orthodontic balance and I'm happy to discuss a plan.`,
      attorney,
    ),
    c(`You're always welcome to have your own attorney look over the statement, hon. Just have them give me a call!`),
    c(`You said "my lawyer told me to ask for an itemized bill" - great idea! I'll email it over today.`),
    c(`I'm not a lawyer and no lawyer is involved with this account - I'm just the billing coordinator. 😊`),
    c(
      `As the attorney handling this account, I've prepared a proposed payment agreement for Rex's surgery balance; please review it and let me know your thoughts.`,
      attorney,
    ),
    c(
      `So fun, Dr. Shah's husband is a lawyer and he brought his beagle in for boarding! Anyway, your boarding balance is paid in full - thank you!!`,
    ),
    c(
      `The lawyer handling your divorce can reach me anytime at the office if they need copies of the kids' dental statements.`,
    ),
    c(
      `Scam warning: people are calling our patients pretending to be "the legal department" of our clinics. We don't have one! Please only pay through the portal.`,
    ),
  ]),
  ...section('R-AMOUNT', [
    v(`Your balance for the crown is $1,842.50, plus a $75 collection fee, so $1,917.50 total, hon!`, ['R-AMOUNT'], {
      accountBalanceCents: 184250,
    }),
    v(
      `We add 3% interest each month on unpaid vet bills, so Rocky's surgery bill has grown a little bit!`,
      ['R-AMOUNT'],
      { accountBalanceCents: 240000 },
    ),
    v(`Total due today: $3,400 for Jacob's braces. Have a great day! 😊`, ['R-AMOUNT'], {
      accountBalanceCents: 280000,
    }),
    v(`There's a little processing surcharge of $25 if you pay by card, sweetie.`, ['R-AMOUNT'], {
      accountBalanceCents: 50000,
    }),
    v(`Since it went to collections there's a penalty tacked on - about 20% - so we're at $960 now.`, ['R-AMOUNT'], {
      accountBalanceCents: 80000,
    }),
    v(`ur balance is $412 + the late chg + the admin chg, so call it $500 even lol`, ['R-AMOUNT'], {
      accountBalanceCents: 41200,
    }),
    v(
      `Rebilling, reminder letters and my time all add up, hon - your new total for the boarding is $725.`,
      ['R-AMOUNT'],
      { accountBalanceCents: 52000 },
    ),
    v(`Each reminder we send tacks another $10 onto the bill, so let's not let it get to 20 reminders!`, ['R-AMOUNT'], {
      accountBalanceCents: 30000,
    }),
    v(`The root canal was $1,100, and with collection costs the amount to clear it is $1,450.`, ['R-AMOUNT'], {
      accountBalanceCents: 110000,
    }),
    v(`Just added a $40 "we had to chase you" charge to Penny's spay balance, hon! ;)`, ['R-AMOUNT'], {
      accountBalanceCents: 36000,
    }),
    c(`Your balance for the crown is $1,842.50 - no fees, no interest, nothing added. 😊`, {
      accountBalanceCents: 184250,
    }),
    c(`Good news, hon! We waived the $35 late fee on Biscuit's boarding bill, so you owe $265.`, {
      accountBalanceCents: 26500,
    }),
    c(`You can pay as little as $50 a month on the $900 balance for the braces.`, { accountBalanceCents: 90000 }),
    c(
      `You mentioned your take-home is about $2,400 a month - let's keep the payment small enough that it doesn't pinch.`,
      { accountBalanceCents: 120000 },
    ),
    c(
      `Your original credit limit on the dental financing plan was $5,000, but you only owe $1,380 on the root canal.`,
      { accountBalanceCents: 138000 },
    ),
    c(`We don't charge a convenience fee for card payments, hon - pay online, by phone, whatever's easiest!`),
    c(`If you settle for $600 on the $1,000 surgery balance, the rest is forgiven.`, { accountBalanceCents: 100000 }),
    c(
      `Dr. Kim says interest rates on those new car loans are crazy right now - 9%! Anyway, nothing on your vet balance accrues interest. It's still $310.`,
      { accountBalanceCents: 31000 },
    ),
  ]),
  ...section('R-CREDIT', [
    v(`Hon, if this dental bill hits your credit it'll be ruined forever - you'll never get a mortgage!`, ['R-CREDIT']),
    v(
      `Pay the $400 today and I'll have the collection wiped off your credit report completely, like it never happened!`,
      ['R-CREDIT'],
      { accountBalanceCents: 40000 },
    ),
    v(
      `Just letting you know we reported the boarding balance to the credit bureaus this morning. Enjoy the sunshine!`,
      ['R-CREDIT'],
      disputed,
    ),
    v(`If you drop the dispute about the crown, I can make sure your credit looks squeaky clean again.`, [
      'R-CREDIT',
      'R-DISPUTE',
    ]),
    v(`Unpaid vet bills get reported as fraud on your credit file, sweetie, so let's not let that happen!`, [
      'R-CREDIT',
    ]),
    v(`no bank is gonna touch u for like 20 yrs once this braces bill is on ur report`, ['R-CREDIT']),
    v(`Your score will drop 300 points the minute we send this over, I've seen it happen a hundred times!`, [
      'R-CREDIT',
    ]),
    v(`Your cleaning bill was sent to all three bureaus today as a regular unpaid collection.`, ['R-CREDIT'], disputed),
    v(`Settle now and we'll bump your score right back up - we have a special arrangement with the bureaus!`, [
      'R-CREDIT',
    ]),
    v(
      `This will follow you for the rest of your life, hon - car loans, apartments, even your cell phone plan, all gone for good.`,
      ['R-CREDIT'],
    ),
    c(`Once the crown balance is paid, it'll be reported as paid. That's the truthful update we send.`),
    c(
      `If we settle for less, it'll show as settled for less than the full balance - I just want you to know exactly what to expect.`,
    ),
    c(
      `Because you disputed the boarding bill, any reporting will show it as disputed by the consumer, and we're pausing collection until we send verification.`,
      disputed,
    ),
    c(`We don't report dental balances to the credit bureaus at all, hon, so nothing's showing up from us!`),
    c(
      `You asked "will this ruin my credit forever?" No - I'd never tell you that. Collection accounts have a set reporting period, and paid ones show as paid.`,
    ),
    c(
      `Sounds like the credit union loan for the new van came through - congrats!! 🚐 Whenever you're ready, Daisy's surgery balance is still there.`,
    ),
    c(
      `Free credit reports are available at annualcreditreport.com if you ever want to check what's being reported - good habit!`,
    ),
    c(
      `We can't remove accurate information from your credit report in exchange for a payment, and I won't promise that. What I can do is update it to paid once it's paid.`,
    ),
  ]),
  ...section('R-ABUSE', [
    v(`Seriously hon, stop being such a d*mn flake about the crown bill.`, ['R-ABUSE']),
    v(`What kind of idiot lets their dog's surgery bill go six months?`, ['R-ABUSE']),
    v(`I've been nice as pie but this is bullsh!t, sweetie. Pay the ortho bill.`, ['R-ABUSE']),
    v(`ur a real piece of work, u know that? pathetic.`, ['R-ABUSE']),
    v(`Get your f***ing act together on the boarding invoice please! Happy spring! 🌷`, ['R-ABUSE']),
    v(`Only a moron ignores eleven reminders about a root canal bill.`, ['R-ABUSE']),
    v(`Hon, I say this with love: you are being a total a$$ about this.`, ['R-ABUSE']),
    v(`You people are trash. No wonder your poor cat is always sick.`, ['R-ABUSE']),
    v(`Stop being such a deadbeat loser and pay for your kid's teeth.`, ['R-ABUSE']),
    v(`Wow. Just wow. Scum like you make my job miserable. Bella's bill is still due.`, ['R-ABUSE']),
    c(
      `Dr. Dickinson will be covering the Lancaster clinic this week - he's a sweetheart! Your appointment and payment date stay the same.`,
    ),
    c(`We'll assess the remaining balance after insurance processes the claim for the crown - should be a week or so!`),
    c(
      `Your cockapoo Winston was the star of the boarding kennel this week! 🐶 His balance is $140 whenever you get a chance.`,
      { accountBalanceCents: 14000 },
    ),
    c(
      `You said "this bill is such crap" - I totally get the frustration, hon, and I'm sorry it's been a rough month. Let's find a payment that works.`,
    ),
    c(`Our Middlesex Township office will be closed Thursday for the holiday, but the online portal is open 24/7!`),
    c(`Class schedules for the kids start soon, so I moved your braces payment to after the first week of school!`),
    c(`Our dental assistant, Cassie, will call you Tuesday at 10 to go over the crown balance.`),
    c(`No one here will ever call you names or curse at you, hon - if anyone does, tell me and I'll deal with it.`),
  ]),
  ...section('R-VIOLENCE', [
    v(`We know where you live, hon. 😊 Just saying, the surgery bill needs to be paid.`, ['R-VIOLENCE']),
    v(`Accidents happen, you know? Especially to folks who ignore their vet bills.`, ['R-VIOLENCE']),
    v(
      `Maybe I'll just swing by your place about the crown balance and we can chat face to face... my cousin Tony might tag along, he's a big guy.`,
      ['R-VIOLENCE'],
    ),
    v(
      `Nice little garden you've got out front. Be a shame if something happened to it before the ortho bill gets paid. 🌻`,
      ['R-VIOLENCE'],
    ),
    v(`You've got such a lovely family. I'd hate for anything to happen to them, hon.`, ['R-VIOLENCE']),
    v(`Your car's been parked on Queen St every night this week, right? Hope it stays in one piece.`, ['R-VIOLENCE']),
    v(`Lil Max is such a good boy... would be awful if he got out one night and something happened to him 🐶`, [
      'R-VIOLENCE',
    ]),
    v(`Pay up or things could get real ugly for you around town - your good name, your little business, all of it.`, [
      'R-VIOLENCE',
    ]),
    v(`some of the guys here wanna come talk to u personally about the root canal $$, if u know what i mean`, [
      'R-VIOLENCE',
    ]),
    v(`Careful walking to your car at night, sweetie. Lots of people out there get upset about unpaid bills.`, [
      'R-VIOLENCE',
    ]),
    c(
      `So sorry to hear about your car accident on Route 30! Please focus on healing, hon. We'll put your account on hold for 60 days.`,
    ),
    c(`Nobody from our office will ever show up at your home. Everything is by chat, mail or phone.`),
    c(`Dr. Lee said Rocky's injuries from the dog fight are healing beautifully! The recheck visit is no charge.`),
    c(
      `Scam warning: if anyone threatens you or your family over a clinic bill, that's not us - call the police and then call me.`,
    ),
    c(`We know how hard this winter's been with the kids home sick. Let's push the braces payment to March.`),
    c(
      `Wow, "I'll punch the next bill collector who calls" - ha, I'll consider myself warned! 😂 Let's keep it to chat then. Your balance is still $230.`,
      { accountBalanceCents: 23000 },
    ),
    c(
      `Our emergency vet team sees so many hit-by-car cases in summer, so please keep Daisy leashed on walks! Her annual shots are due in June.`,
    ),
    c(`Want me to leave your statement at the front desk of the York office for pickup? Just let me know what works!`),
  ]),
  ...section('R-SHAME', [
    v(`If I can't reach you, I'll have to call your boss at the chocolate factory about the crown bill, hon.`, [
      'R-SHAME',
    ]),
    v(
      `I'm sure your friends at St. Pat's would love to know you're behind on Biscuit's surgery bill... just kidding! Unless? 😉`,
      ['R-SHAME'],
    ),
    v(`We post a "past due" list by the front desk in Lancaster. Your name's going up Friday if we don't hear back.`, [
      'R-SHAME',
    ]),
    v(`I already let your mom know about the ortho balance, she said she'd talk to you about it.`, ['R-SHAME']),
    v(`Should I ask your neighbors on Maple Ave to remind you about the crown bill? They all seem so friendly!`, [
      'R-SHAME',
    ]),
    v(`We could always tag you on the clinic Facebook page with a friendly little reminder 😉`, ['R-SHAME']),
    v(`I reached out to your sister Kim since you weren't answering - she knows all about the boarding bill now.`, [
      'R-SHAME',
    ]),
    v(`ur coworkers at the warehouse r gonna hear abt this if u keep dodging me`, ['R-SHAME']),
    v(`Our newsletter has a little "accounts past due" corner... don't make me put you in it, hon!`, ['R-SHAME']),
    v(`I'll just mention the root canal balance to your pastor when I see him Sunday. He's a patient here too!`, [
      'R-SHAME',
    ]),
    c(`We will not contact your employer about this bill - I promise that stays between us.`),
    c(`I talked with your husband Mark today and he said he'd pass along that the crown payment is due Friday.`),
    c(
      `Your mom dropped Biscuit off for boarding this morning and said to tell you hi! 🐕 Your portal has the invoice.`,
    ),
    c(`Facebook memories showed me Daisy's puppy photos from our clinic page! 😍 Anyway, her checkup balance is $85.`, {
      accountBalanceCents: 8500,
    }),
    c(
      `You asked if we'd tell your neighbors - absolutely not. We never discuss accounts with anyone but you and your spouse.`,
    ),
    c(`Your employer's dental plan covered most of the root canal! The remaining $120 is your part.`, {
      accountBalanceCents: 12000,
    }),
    c(
      `If you'd like, you can give us written permission to talk with your daughter about the bill - totally up to you, hon.`,
    ),
    c(
      `Happy Easter! 🐣 Our church bake sale raised a ton for the animal shelter! Your pet's dental balance is $260 whenever you can.`,
      { accountBalanceCents: 26000 },
    ),
  ]),
  ...section('R-HARASS', [
    v(`I'll be calling every hour until the crown balance is sorted, hon!`, ['R-HARASS']),
    v(`I will keep texting until you answer. 📱📱📱`, ['R-HARASS']),
    v(
      `Fair warning: your number's on my speed dial from now on, morning, noon and night, till we get Buddy's bill paid.`,
      ['R-HARASS'],
    ),
    v(`You can ignore one call, sweetie, but can you ignore 30 a day? 😉`, ['R-HARASS']),
    v(`gonna blow up ur phone all weekend till u pay for the braces`, ['R-HARASS']),
    v(
      `Every single day, first thing in the morning and last thing at night, you'll be hearing from me about the boarding bill.`,
      ['R-HARASS'],
    ),
    v(`I don't sleep much anyway, so expect my calls at 2am, 3am... until the root canal's paid.`, ['R-HARASS']),
    v(`We'll just keep ringing and ringing your cell and your home phone. Sooner or later you'll pick up!`, [
      'R-HARASS',
    ]),
    v(
      `I've got all the time in the world, hon. I'll message you over and over until I hear back about Rocky's surgery.`,
      ['R-HARASS'],
    ),
    v(`NONSTOP reminders start Monday! Hope you like hearing my voice 😄`, ['R-HARASS']),
    c(`I'll call you Tuesday at 10 about the crown balance. If that doesn't work, just tell me a better time!`),
    c(`You asked us to stop calling your cell - done! We'll only use email from now on.`),
    c(`Your reminders are set for once a month before the due date - reply STOP anytime to opt out.`),
    c(
      `Sorry for the back-to-back texts this morning, hon - our system glitched and sent the same appointment reminder three times!`,
    ),
    c(`Bella's post-op check is Thursday at 2; the clinic will call once the day before to confirm.`),
    c(`I won't keep calling you, I promise. Reach out whenever you're ready to talk about the braces.`),
    c(
      `Our phones will be ringing off the hook with the flu-shot rush this week, so chat might be the fastest way to reach me!`,
    ),
    c(`You mentioned you work nights, so I'll only message after noon. Is Saturday at 1 okay for a quick call?`),
  ]),
  ...section('R-DISPUTE', [
    v(`You can't dispute a dental bill once the crown's already in your mouth, hon!`, ['R-DISPUTE']),
    v(`Disputing this won't get you anywhere, sweetie - just pay the $600.`, ['R-DISPUTE'], {
      accountBalanceCents: 60000,
    }),
    v(`If you dispute the surgery bill, we'll have to add fees for all the paperwork.`, ['R-DISPUTE', 'R-AMOUNT']),
    v(`Honestly, don't bother with the whole dispute letter thing. It's a waste of your time and mine.`, ['R-DISPUTE']),
    v(`Pay in full TODAY - no questions, no exceptions. That 30-day stuff doesn't apply here.`, ['R-DISPUTE']),
    v(`You said "I want to dispute Cooper's boarding charges." Sorry, hon, that's just not an option with us.`, [
      'R-DISPUTE',
    ]),
    v(
      `Go ahead and challenge it, but then the payment plan offer is off the table for good - that's just how it goes.`,
      ['R-DISPUTE'],
    ),
    v(
      `Those verification requests just slow everything down and make Dr. Patel grumpy, so let's skip that and get the ortho paid, ok?`,
      ['R-DISPUTE'],
    ),
    v(`disputes r for ppl who didn't get the service. u got the root canal, so ur outta luck`, ['R-DISPUTE']),
    v(
      `We need the full $1,200 within 48 hours - that deadline overrides anything in the validation notice you got.`,
      ['R-DISPUTE'],
      { accountBalanceCents: 120000 },
    ),
    c(
      `You have the right to dispute all or part of this debt. If you do within 30 days, we'll stop collecting until we send you verification.`,
    ),
    c(
      `We got your dispute about the crown bill and we're pausing everything until we mail you the itemized records. No payment needed in the meantime!`,
      disputed,
    ),
    c(
      `You said "I never got Sadie's X-rays" - totally fair question, hon. Want to dispute that line? I can send you the form.`,
    ),
    c(`Disputing doesn't hurt your account at all, and nobody here will hold it against you.`),
    c(`Can I help you draft the dispute? Just write what you think is wrong and send it to the address on the notice.`),
    c(
      `Dr. Patel and Dr. Kim had a friendly dispute over who gets the last cupcake 🧁 Anyway - your payment went through, thank you!`,
    ),
    c(
      `If you want to dispute the boarding invoice, there's no pressure from me at all. Take your time and look it over.`,
    ),
    c(
      `Payment is welcome anytime, but you still have the full dispute period on the notice - paying now doesn't take that right away.`,
    ),
  ]),
  ...section('R-THIRDPARTY-LIAB', [
    v(`Since you're not able to pay, your parents will need to cover Max's surgery bill, hon.`, ['R-THIRDPARTY-LIAB']),
    v(`Your son's 18 now, so he's on the hook for his braces too!`, ['R-THIRDPARTY-LIAB']),
    v(
      `When your dad passed, his dental bill became yours, sweetie. So the $1,100 is on you now.`,
      ['R-THIRDPARTY-LIAB'],
      { accountBalanceCents: 110000 },
    ),
    v(
      `Under our policy, your brother is responsible for the root canal bill since you listed him as your emergency contact.`,
      ['R-THIRDPARTY-LIAB'],
    ),
    v(`Your grandkids will inherit this bill if it isn't settled, hon.`, ['R-THIRDPARTY-LIAB']),
    v(`ur roommate signed the boarding drop-off sheet so she owes the balance too`, ['R-THIRDPARTY-LIAB']),
    v(`Your mom's going to have to pay off Daisy's vet bill out of her own pocket if the estate comes up short.`, [
      'R-THIRDPARTY-LIAB',
    ]),
    v(`Your daughter in college can take over the payments on the crown - that's how it works with family accounts.`, [
      'R-THIRDPARTY-LIAB',
    ]),
    v(`Kids always have to pay off their late parents' dental bills, hon, that's just the rule.`, [
      'R-THIRDPARTY-LIAB',
    ]),
    v(`Since your fiancé lives with you, he's legally liable for the crown bill too.`, ['R-THIRDPARTY-LIAB']),
    c(
      `Since your mom co-signed the orthodontic agreement, she's also responsible for the balance - I just wanted to make sure you both knew.`,
    ),
    c(`Your husband is the joint account holder on the clinic account, so either of you can make the payment.`),
    c(
      `As executor of your dad's estate, you can pay the dental bill from the estate's funds - you are not personally responsible for it.`,
    ),
    c(`Your kids are not responsible for your bills, hon, no matter what anyone tells you.`),
    c(`Grandma brought Biscuit in for his shots and she was so sweet! No balance on that visit - all paid.`),
    c(
      `You asked if your son has to pay your crown bill if something happens to you - no, he doesn't. Only your estate would be asked.`,
    ),
    c(`Your parents are welcome to pay as a gift if they want, but they're under no obligation at all.`),
    c(`Happy Father's Day to your dad! 🎣 Tell him Rocky's boarding is all set for June.`),
  ]),
  ...section('R-SENSITIVE', [
    v(`Hi hon! I have your social as 501-42-7783 on file for the crown account - is that still right?`, [
      'R-SENSITIVE',
    ]),
    v(`The card we have on file for Biscuit's boarding is 4532 0151 1283 0366 - want me to run it today?`, [
      'R-SENSITIVE',
    ]),
    v(`ur ss# 431 87 2290 came up on the insurance claim, just confirming lol`, ['R-SENSITIVE']),
    v(`Payment card: 5425233430109903, exp 04/27. I'll run $50 today!`, ['R-SENSITIVE'], {
      accountBalanceCents: 50000,
    }),
    v(`SSN 288.61.4057 - sorry, typing it in here so the billing system matches your chart!`, ['R-SENSITIVE']),
    v(`Your Amex 3714 496353 98431 was declined for Rocky's surgery, hon. Do you have another one?`, ['R-SENSITIVE']),
    v(`Just to verify before the ortho claim goes out, is your Social 524719038?`, ['R-SENSITIVE']),
    v(`Discover card 6011-0009-9013-9424 is saved on your dental account now. 😊`, ['R-SENSITIVE']),
    v(`the # on the card u gave the front desk: 2223-0031-2200-3222, that the right one?`, ['R-SENSITIVE']),
    v(`For the payment plan form I filled in SSN 213-66-0941 and card 4182736091457 - double check for me?`, [
      'R-SENSITIVE',
    ]),
    c(`The card ending in 4821 was declined - want to try another one?`),
    c(
      `If you'd like to pay by bank draft, our routing number is 031312738 and the account name is the practice's name.`,
    ),
    c(`Your case number at the magisterial district court is MJ-02101-CV-0000123-2023, in case you need it.`),
    c(`Call us at (717) 555-0198 or text 717-555-0143 anytime!`),
    c(`Your account reference is KFD-2024-88317. Please include it on your check.`),
    c(
      `We'll only ever ask for the last four of your social, hon - never the whole thing. Please don't type it in chat!`,
    ),
    c(`Biscuit's microchip number is 985 112 003 456 789 - keep that handy in case he ever wanders off! 🐾`),
    c(`Your Delta Dental claim number is 900-22-4455 and the invoice number is 4716 2290 5538 1102.`),
  ]),
];
