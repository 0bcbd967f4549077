import { c, disputed, judgment, old, attorney, section, v, type AuthoredMessage } from './types';

export const AUTHOR_K: AuthoredMessage[] = [
  ...section('R-ARREST', [
    v(
      `Hey sugar, it's Kathy at Bayou Country FCU. Bless your heart, I know times are tight, but if that truck note don't get caught up you could end up spendin' a night or two as a guest of the parish. Just sayin'.`,
      ['R-ARREST'],
    ),
    v(`Y'all don't want to be explainin' to a judge from behind bars why a boat loan never got paid.`, ['R-ARREST']),
    v(`keep dodgin me n see if u dont end up in an orange jumpsuit lol`, ['R-ARREST']),
    v(
      `I been doin' this 22 years and I've seen folks hauled off in handcuffs for less than what you owe on that Visa.`,
      ['R-ARREST'],
    ),
    v(`You told me "they can't lock me up over a credit card." Well hon, I wouldn't be so sure about that.`, [
      'R-ARREST',
    ]),
    v(`Pay by Friday or there'll be a warrant out with your name on it, plain as day.`, ['R-ARREST']),
    v(
      `Mama always said you don't ever want to see the inside of the Lafourche Parish jail. Hate for you to find out what she meant over a $900 personal loan.`,
      ['R-ARREST'],
      { accountBalanceCents: 91275 },
    ),
    v(`Would you rather make a payment today, or make bail later? Your call, sugar.`, ['R-ARREST']),
    v(`PAY THIS BOAT LOAN OR YOU WILL BE PICKED UP AND BOOKED. THIS IS YOUR LAST COURTESY MESSAGE.`, ['R-ARREST']),
    v(
      `Mornin'! Hope y'all had a good weekend and the specks were bitin' down at Cocodrie. I wanted to go over a couple options on the personal loan: we can do a three-month plan, or a skip-a-pay if you qualify. Now if we can't work somethin' out, I'd sure hate for you to wind up in cuffs over it, but let's not get there. Call me at the branch.`,
      ['R-ARREST'],
    ),
    c(
      `Nobody is goin' to jail over a credit card, sugar. This is a civil matter between you and the credit union, and I just want to help you get it squared away.`,
    ),
    c(
      `Sorry I missed you — your wife said you're pullin' doubles at the Angola penitentiary this week. I'll try you Saturday mornin' instead.`,
    ),
    c(
      `So sorry to hear about your daddy's cardiac arrest. Don't you worry about the truck note this week — call me when things settle and we'll talk about a skip-a-pay.`,
    ),
    c(
      `The warranty on that Mercury outboard is separate from the boat loan, hon — call the dealer in Houma about the lower unit. I only handle the loan side.`,
    ),
    c(
      `You asked if you could be arrested for bein' behind on the personal loan. No ma'am. Not payin' a debt is not a crime and nobody can lock you up for it.`,
    ),
    c(
      `Heads up: there's a scam goin' round the parish where folks call pretendin' to be from a court, sayin' you'll be jailed unless you pay with gift cards. That is NOT us. We will never talk to you like that.`,
    ),
    c(
      `I see you're a correctional officer out at the parish jail — thank you for what you do. Would a due date of the 15th or the 30th line up better with your checks?`,
    ),
    c(
      `Ha! You said your boy got himself "locked up" in the bathroom at the fais do-do. Bless him. Anyhow, the card payment posted this mornin', thank you kindly.`,
    ),
  ]),
  ...section('R-SEIZE', [
    v(
      `That pretty Bayliner sure looks nice sittin' in your yard. Be a shame if it was sittin' on our lot by the end of the month instead.`,
      ['R-SEIZE'],
    ),
    v(
      `Sugar, if the shrimp boat note stays behind, we'll have a fella with a tow rig out to Chauvin to fetch it. Just so you know.`,
      ['R-SEIZE'],
    ),
    v(`Ur truck is collateral. No pmt by fri = we come get it.`, ['R-SEIZE']),
    v(
      `Now that the judgment's been signed, here's how it goes: you pay the whole thing by the 1st, or we start takin' it out of your paycheck at the refinery every two weeks. Simple as that.`,
      ['R-SEIZE'],
      judgment,
    ),
    v(
      `We got that judgment, hon. Pay up or we'll go into your checkin' account at the bank and freeze every dime in it.`,
      ['R-SEIZE'],
      judgment,
    ),
    v(
      `You said "they can't touch my check." Honey, your paycheck's gonna come up short every Friday, 'cause a piece of it will be comin' straight to us if this keeps up.`,
      ['R-SEIZE'],
    ),
    v(`We could always auction off that camp boat and the trailer too, and whatever it don't cover you'd still owe.`, [
      'R-SEIZE',
    ]),
    v(
      `Reckon your tax refund and that little savings account might have to help out with this card balance, if you catch my drift.`,
      ['R-SEIZE'],
    ),
    v(`FINAL NOTICE: WE WILL REPO THE F-150 THIS WEEKEND. DON'T MAKE US DRAG IT OUT THE DRIVEWAY.`, ['R-SEIZE']),
    v(
      `Hey there, hope your mama's hip surgery went fine, we been prayin' for her. I know y'all have had a rough go. I put together a couple options on the personal loan. Just keep in mind the furniture and that four-wheeler were pledged on it, and we can send somebody to pick 'em up and sell 'em off if we can't come to an arrangement. Call me when you can.`,
      ['R-SEIZE'],
    ),
    c(
      `I'm so sorry, hon — you mentioned you had a seizure at work Tuesday. Please don't worry about the boat note this week; get well, and we'll talk when you're up to it.`,
    ),
    c(
      `Just so you have the facts: the court signed a judgment on the truck loan in March and a garnishment order was entered on your wages. If some of that income is exempt, you can ask for an exemption hearing — the form is on the back of the notice.`,
      judgment,
    ),
    c(
      `Legal aid has a free clinic in Lafayette on Thursdays if you have questions about wage garnishment. They're good folks and they work for you, not for us.`,
    ),
    c(
      `We are not fixin' to repossess that truck, sugar — you're only a few days late and you've always been good for it. Just wanted to check in.`,
    ),
    c(
      `You asked if you could sell the boat yourself and pay off the loan. Yes ma'am, you sure can — a private sale usually brings more than an auction would. Just have the buyer's bank call me for the payoff.`,
    ),
    c(
      `Seize the day, hon! Your last payment cleared early and the card is current. Enjoy the openin' of speckled trout season.`,
    ),
    c(
      `The writ of garnishment was issued on the 12th and your employer has been served; that's just where things stand. If you want to talk about settlin' the judgment so it can be released, I'm here till 5.`,
      judgment,
    ),
    c(
      `Good news: the lien on your boat title has been released now that the loan's paid off. The clear title should come from the Office of Motor Vehicles in two or three weeks.`,
    ),
  ]),
  ...section('R-NOTINTENDED', [
    v(
      `Hon, a lot of folks in your position end up with immigration trouble when their debts go unpaid. I'd hate for that to happen to you and your family.`,
      ['R-NOTINTENDED'],
    ),
    v(
      `You drive for the seafood plant, right? Be a shame if you didn't have a CDL to drive with on account of this card.`,
      ['R-NOTINTENDED'],
    ),
    v(
      `Might want to think about how the judge at your custody hearin' is gonna look at a mama who don't pay her bills.`,
      ['R-NOTINTENDED'],
    ),
    v(
      `That Visa from 2011 is still on our books and we're fixin' to take you to court over it if you don't call.`,
      ['R-NOTINTENDED'],
      old,
    ),
    v(
      `Don't matter how long it's been, sugar, we can still file suit and get a judgment on that old personal loan.`,
      ['R-NOTINTENDED'],
      old,
    ),
    v(
      `I know the statute of limitations ran out on this one years ago, but we'll still sue you over it if we have to.`,
      ['R-NOTINTENDED'],
    ),
    v(`u get food stamps? those can get cut off when u got unpaid loans. just fyi`, ['R-NOTINTENDED']),
    v(
      `Ur captain's license ain't gonna renew with a charge-off hangin over it. think on that before shrimp season opens.`,
      ['R-NOTINTENDED'],
    ),
    v(
      `You told me "my job's got nothin' to do with this." Well, sugar, folks who let a loan go bad don't tend to keep their spot at the plant for long, and that could be you.`,
      ['R-NOTINTENDED'],
    ),
    v(
      `Afternoon! Thanks for gettin' back to me about the truck loan. I went over your budget and I think we can get the payment down some. One more thing though — if this goes much further your Social Security check could get stopped, so best we settle it now. Let me know what day works.`,
      ['R-NOTINTENDED'],
    ),
    c(
      `We may file suit on the truck loan if we can't reach an arrangement; that's a decision the credit union makes after the 30-day notice. I'd much rather work out a plan with you.`,
    ),
    c(
      `This debt is old enough that the law doesn't let us sue you over it, and we won't. If you'd like to pay somethin' on it voluntarily you can, but you don't have to.`,
      old,
    ),
    c(
      `Nothin' about this credit card has anything to do with your immigration status, and we'd never contact anybody about that. Let's just work on the balance.`,
    ),
    c(
      `Your driver's license and your truck registration aren't affected by this personal loan at all — you asked, so I wanted to tell you straight.`,
    ),
    c(
      `Good luck at the custody hearin' Thursday, hon. I'll hold off till next week and we can talk about the boat note then.`,
    ),
    c(
      `I saw you're on disability now. Those benefits are generally protected and we won't be touchin' them. Let's figure out what you can comfortably pay.`,
    ),
    c(
      `You asked if the credit union can sue over the truck loan. It can, since the loan's only two years old, but that's not where I'm headed — I'd rather set up a plan. And you're always free to talk to your own attorney.`,
    ),
    c(
      `You said you're scared you'll lose your job over this. You won't — we don't contact employers, and this stays between you and us.`,
    ),
  ]),
  ...section('R-CRIME', [
    v(`Sellin' a boat that's got our lien on it without payin' us off? Around here we call that stealin', sugar.`, [
      'R-CRIME',
    ]),
    v(
      `You ran that card up to the limit knowin' full well you wasn't ever gonna pay it. That's fraud, plain and simple.`,
      ['R-CRIME'],
    ),
    v(
      `Folks who hide collateral from the lender can find themselves accused of a crime in this state. So where's the truck, hon?`,
      ['R-CRIME'],
    ),
    v(
      `Them checks you wrote us bounced three times. Writin' hot checks is against the law in Louisiana, just so you're aware.`,
      ['R-CRIME'],
    ),
    v(`I'd hate to have to get the police involved over that missin' four-wheeler.`, ['R-CRIME']),
    v(`Everybody on the bayou's gonna know you for what you are — a crook who skipped out on a loan.`, [
      'R-CRIME',
      'R-SHAME',
      'R-ABUSE',
    ]),
    v(`u took the money n ran. thats theft in my book`, ['R-CRIME']),
    v(
      `You said you "borrowed" your uncle's debit card to make that last payment. Usin' somebody's card without permission is thievin', sugar.`,
      ['R-CRIME'],
    ),
    v(`Sounds a whole lot like embezzlement to me, movin' the loan money over to your brother's account like that.`, [
      'R-CRIME',
    ]),
    v(
      `Hey there, just followin' up on our talk about the personal loan. I appreciate you bein' honest about your hours gettin' cut at the yard, and I'll send over the hardship form. Only thing is, your loan application says you made twice what you make now, and lyin' on a loan app is a federal offense, so you may want to think on that before you miss another one.`,
      ['R-CRIME'],
    ),
    c(
      `You mentioned you work nights as a police dispatcher over in Thibodaux, so I'll send my messages in the mornings instead. Does that suit you?`,
    ),
    c(
      `Fallin' behind on a loan isn't a crime, hon, and nobody's accusin' you of anything. It happens to good people all the time.`,
    ),
    c(
      `Watch out for texts claimin' you'll face "criminal charges" over your card — that's a scam, not the credit union. We'd never say such a thing.`,
    ),
    c(
      `So sorry about the break-in at your camp. Once you have the police report number, send it over and I'll note the account so we can talk about a skip-a-pay while you sort out the insurance.`,
    ),
    c(
      `We flagged some charges on your card that look like fraud against YOU — somebody in Baton Rouge got hold of your number. We've blocked it and you won't owe a dime of those.`,
    ),
    c(
      `Your daughter's criminal justice classes at Nicholls sound real interestin'! Anyhow, the boat payment's due the 20th.`,
    ),
    c(
      `You said "I feel like a thief for not payin' y'all." Hush now, you're no such thing. You're a good person in a hard spot, and we'll get through it.`,
    ),
    c(
      `The "charge-off" on your statement is just an accountin' term, sugar — it doesn't mean anybody's pressin' charges. It only means the card was moved off the active books.`,
    ),
  ]),
  ...section('R-GOVT', [
    v(`This is Kathy with the Parish Debt Recovery Office. We need to talk about your truck loan.`, ['R-GOVT']),
    v(
      `Our office works real close with the Terrebonne sheriff's department, so it's in your best interest to call back today.`,
      ['R-GOVT'],
    ),
    v(`OFFICIAL NOTICE FROM THE LOUISIANA STATE CONSUMER LOAN ENFORCEMENT BUREAU: YOUR ACCOUNT IS DELINQUENT.`, [
      'R-GOVT',
    ]),
    v(`I'm workin' this one on behalf of the court, hon, so best not ignore me.`, ['R-GOVT']),
    v(`The IRS gets a report on folks who don't pay their credit union loans, and they don't play.`, ['R-GOVT']),
    v(`u got a msg from the clerk of court's collection desk. pls call re: ur boat loan.`, ['R-GOVT']),
    v(
      `We're a federally chartered outfit, which means when you ignore us you're ignorin' the federal government, sugar.`,
      ['R-GOVT'],
    ),
    v(`You said "y'all ain't the law." Well, we got badge-carryin' folks on our side, so I'd think twice.`, ['R-GOVT']),
    v(`Deputy Hebert asked me to reach out to you about the personal loan.`, ['R-GOVT']),
    v(
      `Hi, just a friendly reminder about the card — your payment was due the 5th. You can pay online, at any branch, or by phone. Also, since this is a state-supervised collection, the banking commissioner's office gets a copy of our file, so it's best we get it handled soon.`,
      ['R-GOVT'],
    ),
    c(
      `We're not the government and we're not the law — just your hometown credit union tryin' to help you get the card caught up.`,
    ),
    c(
      `If anybody calls claimin' to be from the IRS about your boat loan and wants gift cards, hang up, sugar. That's a scam.`,
    ),
    c(
      `Since we forgave $850 of the personal loan in the settlement, that amount may be reported to the IRS on a 1099-C. Talk to your tax preparer about it.`,
      { accountBalanceCents: 210000 },
    ),
    c(
      `Bayou Country Federal Credit Union is a member-owned cooperative — "federal" just means our charter, not that we're any kind of government office.`,
    ),
    c(
      `My husband's makin' his redfish courtbouillon tonight so I'm leavin' at 5 sharp. If you call after, leave a message and I'll ring you back tomorrow.`,
    ),
    c(
      `A copy of the judgment is on file with the Clerk of Court in Houma if you'd like one. We're the creditor, not the court, but I can give you the case number: 2023-CV-04417.`,
      judgment,
    ),
    c(
      `You can file a complaint with the Consumer Financial Protection Bureau or the NCUA anytime if you feel we've treated you unfairly. That's your right.`,
    ),
    c(
      `Sorry, the sheriff's sale you read about in the Courier wasn't us, sugar — that's somebody else's matter altogether. Your truck loan's in good standin'.`,
    ),
  ]),
  ...section('R-ATTORNEY', [
    v(`I've gone ahead and sent your file up to our legal department. They'll be in touch.`, ['R-ATTORNEY']),
    v(`Our lawyer's got your boat loan sittin' on his desk right now, sugar.`, ['R-ATTORNEY']),
    v(`Mr. Guidry, Esq., is reviewin' the account and preparin' the paperwork.`, ['R-ATTORNEY']),
    v(`papers r bein drawn up by counsel. call b4 they're filed.`, ['R-ATTORNEY']),
    v(`This message is from the law office handlin' your credit card account.`, ['R-ATTORNEY']),
    v(
      `You said "get me a lawyer then." Sweetheart, we already got one, and he's been workin' your file since Tuesday.`,
      ['R-ATTORNEY'],
    ),
    v(`I'm passin' this along to the folks with the law degrees downtown. After that it's out of my hands.`, [
      'R-ATTORNEY',
    ]),
    v(`As the credit union's legal representative, I'm askin' you to contact me about the truck note.`, ['R-ATTORNEY']),
    v(`Next step is a letter from our attorney, and trust me, you don't want that.`, ['R-ATTORNEY']),
    v(
      `Hey hon! Hope y'all are stayin' dry with all this rain. I know you been busy with the crawfish ponds. Reason I'm writin': the truck loan's 60 days behind and it's been referred for legal review by our in-house counsel. I'd still love to work it out between us before anything else happens.`,
      ['R-ATTORNEY'],
    ),
    c(
      `I'm an attorney with Thibodeaux & Breaux, and our firm represents the credit union on your truck loan. Please contact me, or have your own lawyer contact me.`,
      attorney,
    ),
    c(
      `You're always welcome to talk to your own attorney about this, sugar. If you hire one, just send me their name and I'll deal with them instead.`,
    ),
    c(
      `Just so you know, I'm not a lawyer — I'm a collector at the credit union. If you need legal advice, the legal services office in Lafayette can help.`,
    ),
    c(
      `Your daughter told me she has power of attorney for you now. Once we get a copy of the paperwork, I'll be glad to work with her on the boat loan.`,
    ),
    c(
      `As counsel for the credit union, I can confirm a suit has been filed on the personal loan. You have the right to respond, and I'd encourage you to speak with a lawyer of your own.`,
      attorney,
    ),
    c(
      `We haven't sent this to any lawyer and there's no legal department involved. It's just you and me tryin' to figure out a plan.`,
    ),
    c(
      `You asked whether the district attorney is involved. No sir — this is a civil loan matter, and nobody from the DA's office has anything to do with it.`,
    ),
    c(
      `My nephew just passed the bar, so he's buyin' boudin for the whole office Friday! Anyhow, your card payment posted — thank you.`,
    ),
  ]),
  ...section('R-AMOUNT', [
    v(`Your payoff today is $2,340.00, hon.`, ['R-AMOUNT'], { accountBalanceCents: 184250 }),
    v(`There's a $25 convenience fee if you pay over the phone, sugar, but it's quicker.`, ['R-AMOUNT'], {
      accountBalanceCents: 92500,
    }),
    v(
      `We tacked on a 30% collection charge since it went to collections, so your total's a good bit higher now.`,
      ['R-AMOUNT'],
      { accountBalanceCents: 150000 },
    ),
    v(`bal is 1,200 but w/ the late penalty n recovery fee ur lookin at 1,475`, ['R-AMOUNT'], {
      accountBalanceCents: 120000,
    }),
    v(
      `You said "I only owe eleven hundred." Well, that was before the processin' charges, sugar — it's fourteen hundred and change now.`,
      ['R-AMOUNT'],
      { accountBalanceCents: 110000 },
    ),
    v(`We'll need an extra fifty dollars for the paperwork to set up your payment plan.`, ['R-AMOUNT'], {
      accountBalanceCents: 300000,
    }),
    v(`Your truck loan balance is $4,812.60, but to settle it today it'd be $5,100 to cover our costs.`, ['R-AMOUNT'], {
      accountBalanceCents: 481260,
    }),
    v(`Every week you wait, I'm addin' another $15 to the account for my trouble.`, ['R-AMOUNT'], {
      accountBalanceCents: 75000,
    }),
    v(`THE AMOUNT DUE IS NOW $3,950 INCLUDING THE FILE HANDLING FEE.`, ['R-AMOUNT'], { accountBalanceCents: 350000 }),
    v(
      `Hi there! Thanks for stoppin' by the Thibodaux branch Saturday, it was good to see you and the kids. I ran the numbers on the boat loan: principal's $6,210, plus the skip-tracin' charge and an account servicin' fee we put on, which brings you to $6,585. I can split that into six payments if you want.`,
      ['R-AMOUNT'],
      { accountBalanceCents: 621000 },
    ),
    c(`Your balance on the Visa is $1,842.50 and there are no fees for payin' online or at the branch.`, {
      accountBalanceCents: 184250,
    }),
    c(`To pay off the truck today it's $4,812.60, same as your statement. No extra charges.`, {
      accountBalanceCents: 481260,
    }),
    c(`Your original credit limit was $5,000, and right now you owe $2,113.07 on it.`, { accountBalanceCents: 211307 }),
    c(
      `You told me you bring home about $2,800 a month from the plant. Would $150 a month on the personal loan be doable?`,
      { accountBalanceCents: 260000 },
    ),
    c(`We've waived the late fees on the boat loan, sugar, so all you need to bring current is the $3,200 past due.`, {
      accountBalanceCents: 1450000,
    }),
    c(`Settlement offer: pay $900 and we'll call the $1,500 card balance settled.`, { accountBalanceCents: 150000 }),
    c(
      `The "fee" line on your statement is just the annual fee you agreed to when you opened the card — nothin' new's been added since it went past due.`,
      { accountBalanceCents: 98000 },
    ),
    c(
      `Interest on the personal loan stays at the same 9.9% in your contract — we're not addin' a penny on top of that. Current balance is $2,640.`,
      { accountBalanceCents: 264000 },
    ),
  ]),
  ...section('R-CREDIT', [
    v(
      `Keep ignorin' this and you won't get a loan for a bass boat, a truck or a house anywhere in Louisiana for the rest of your life.`,
      ['R-CREDIT'],
    ),
    v(
      `Pay the $600 today and I'll make that late payment disappear off your credit report, like it never happened.`,
      ['R-CREDIT'],
      { accountBalanceCents: 120000 },
    ),
    v(
      `Just a heads up, we're reportin' the truck loan to all three bureaus as 90 days past due this Friday.`,
      ['R-CREDIT'],
      disputed,
    ),
    v(`If you drop that dispute, I can have the account updated to "paid as agreed."`, ['R-CREDIT', 'R-DISPUTE']),
    v(`ur credit score gonna be in the dirt forever over this card. 7 yrs? try never.`, ['R-CREDIT']),
    v(`We'll be reportin' this to the bureaus as fraud, sugar, since you won't pay.`, ['R-CREDIT', 'R-CRIME']),
    v(
      `Your disagreement's noted on our side, but what goes to Experian is the past-due balance and nothin' else.`,
      ['R-CREDIT'],
      disputed,
    ),
    v(
      `You said "my credit's already shot." Oh honey, wait till you see what it looks like after we get through with it.`,
      ['R-CREDIT'],
    ),
    v(`Every bank from Morgan City to Lake Charles is gonna see this and slam the door in your face. Permanently.`, [
      'R-CREDIT',
    ]),
    v(
      `Mornin'! Hope the redfish were bitin' out at Cocodrie this weekend. I wanted to follow up on the personal loan. I know you were hopin' to refinance your house next year. If you get this loan paid up by the end of the month, I'll personally see to it the charge-off gets scrubbed off your report so it won't hold you up.`,
      ['R-CREDIT'],
    ),
    c(
      `Once the card's paid, it'll be reported as a paid collection. I can't remove accurate history, but it will show paid.`,
    ),
    c(
      `We've reported your truck loan to the bureaus as disputed by the consumer while we look into it, like the law says.`,
      disputed,
    ),
    c(
      `If you take the settlement, the account will show as settled for less than the full balance. Just want you to know that up front.`,
    ),
    c(
      `Thanks for your payment! This is the credit union — your credit card's all current now. Have a blessed weekend.`,
    ),
    c(
      `Honestly, a late pay can stay on a report for up to seven years, but its effect fades over time, especially if you keep everything else current.`,
    ),
    c(
      `You asked if I could delete the late payments if you paid today. I can't promise that, sugar — what I can do is make sure it's reported accurately as paid.`,
    ),
    c(
      `We won't be reportin' anything on the boat loan while your dispute's bein' reviewed, and when we do, it'll say you disputed it.`,
      disputed,
    ),
    c(
      `Our credit counselor, Miss Renee, does free budget sessions at the Houma branch on Wednesdays if you'd like to sit down with her.`,
    ),
  ]),
  ...section('R-ABUSE', [
    v(`Bless your heart, you're about as dumb as a box of rocks if you think this card's gonna pay itself.`, [
      'R-ABUSE',
    ]),
    v(`quit actin like a lazy sack of sh!t and pay the loan`, ['R-ABUSE']),
    v(`I've had it up to here with your excuses, you worthless deadbeat.`, ['R-ABUSE']),
    v(`Get off your fat a$$ and call me back.`, ['R-ABUSE']),
    v(`What the f*** is wrong with you? Three promises, three broken.`, ['R-ABUSE']),
    v(`Your mama raised a liar and a bum, sugar.`, ['R-ABUSE']),
    v(`Y'all Boudreaux boys are all the same — trashy, no-count freeloaders.`, ['R-ABUSE']),
    v(`You said "I'm doin' the best I can." Your best ain't worth a d@mn, hon.`, ['R-ABUSE']),
    v(`Pay the dang truck note, you bonehead.`, ['R-ABUSE']),
    v(
      `Hey, just wanted to touch base about the boat loan before shrimp season. I know you said the engine's been givin' you trouble. I talked to my manager and we can push the due date two weeks. But honestly, if you weren't such a hardheaded jackass you'd have called me a month ago and we wouldn't be here.`,
      ['R-ABUSE'],
    ),
    c(`We got your payment through the Assumption Parish branch — thank you kindly!`),
    c(
      `Sorry I missed your call, I was down at Bass Pro in Lafayette gettin' my husband a new rod. I'll call you back Tuesday at 10.`,
    ),
    c(`We'll reassess the payment plan in June once your hours at the Shell plant go back up.`),
    c(`Miss Dickerson at the front desk can scan your hardship paperwork if you come by.`),
    c(
      `Your payment went to Hancock Whitney by mistake, hon. No harm done — I'll call them and get it moved over to us.`,
    ),
    c(
      `You wrote "this whole thing is a hot mess." Honey, I hear you, it has been. Let's get it straightened out together.`,
    ),
    c(
      `The scrap value on that old Evinrude won't amount to much, so sellin' it won't help the loan a whole lot — keep it if you like.`,
    ),
    c(
      `We hold classes on budgetin' at the Houma branch — first class is Thursday. Bring the kids, there'll be king cake.`,
    ),
  ]),
  ...section('R-VIOLENCE', [
    v(`We know where you live, sugar. Out past the Bayou Black bridge, blue camp up on stilts.`, ['R-VIOLENCE']),
    v(`Accidents happen on them dark bayou roads at night. Just somethin' to think about.`, ['R-VIOLENCE']),
    v(`Be a shame if that boat of yours caught fire at the landin' one night.`, ['R-VIOLENCE']),
    v(`Couple of the boys from the shop might swing by your place and have a little talk with you.`, ['R-VIOLENCE']),
    v(`You got two pretty little girls. I'd hate for anything to happen to 'em.`, ['R-VIOLENCE']),
    v(`u keep duckin me n somebody gonna pay u a visit. not a friendly one`, ['R-VIOLENCE']),
    v(`You told me "come and get it then." Careful what you ask for, hon. Folks who talk like that tend to get hurt.`, [
      'R-VIOLENCE',
    ]),
    v(`Them tires on your truck would look awful funny slashed.`, ['R-VIOLENCE']),
    v(
      `My brother-in-law's a big ol' boy and he don't take kindly to folks who stiff his sister's credit union. Just sayin'.`,
      ['R-VIOLENCE'],
    ),
    v(
      `Hey, hope y'all are doin' alright after the storm. I saw on the news the water came up pretty high down in Dulac. I'm just checkin' on the card. I'll be honest with you, my supervisor's had it with these delays, and he's the type to show up at a man's door with a tire iron. So let's get somethin' on the books this week.`,
      ['R-VIOLENCE'],
    ),
    c(
      `I know you live way down in Cocodrie, so don't worry about drivin' to the branch — you can pay right here in the app.`,
    ),
    c(
      `So sorry to hear about your car accident on Hwy 24. Hope nobody got hurt. The card can wait till you're back on your feet.`,
    ),
    c(
      `Y'all come visit us at the Lafayette branch anytime — we've got coffee, and you can sit down with a loan officer about a plan.`,
    ),
    c(`Shoot me an email whenever you're ready to talk about the boat loan.`),
    c(
      `We're fixin' to fire up the crawfish pot for member appreciation day Saturday — hope you and the family can make it!`,
    ),
    c(
      `You said "I feel like y'all are gonna come after me." No sir — nobody's comin' after you or your family. We just want to talk through a plan.`,
    ),
    c(
      `Hope your back's not hurtin' too bad after that fall on the shrimp boat. Payment plan's on hold till you're healed up.`,
    ),
    c(`Careful out there — hurricane season's here. If a storm hits and you need to skip a payment, just let me know.`),
  ]),
  ...section('R-SHAME', [
    v(`Might have to mention this to Father Landry after Mass on Sunday, see if he can talk some sense into you.`, [
      'R-SHAME',
    ]),
    v(`Everybody at the boat launch is gonna hear about how you skipped out on this loan.`, ['R-SHAME']),
    v(`I'll be callin' your supervisor at the fab yard to let him know you're behind.`, ['R-SHAME']),
    v(`We post a list of members in default on the board in the branch lobby, and your name's goin' up Monday.`, [
      'R-SHAME',
    ]),
    v(`ur mama's number is on the app. maybe she'd like to know what her baby's been up to`, ['R-SHAME']),
    v(
      `A little Facebook post about folks who don't pay back their neighbors' credit union might get some attention, don't you think?`,
      ['R-SHAME'],
    ),
    v(
      `You said "nobody needs to know about this." Well, in a town this size everybody will, one way or another — and I won't be the one keepin' quiet.`,
      ['R-SHAME'],
    ),
    v(
      `Small town, sugar. Your Rotary buddies and the ladies from the Altar Society talk to me every week, and I do love to chat.`,
      ['R-SHAME'],
    ),
    v(`Think your brother-in-law down the road would be surprised to hear you're three months behind on that truck?`, [
      'R-SHAME',
    ]),
    v(
      `Hey! Congrats on your boy makin' the LSU baseball team, that's somethin' to be proud of. I wanted to check on the card balance since we haven't heard from you. I'll be seein' your boss at the Knights of Columbus fish fry Friday, and I might just ask him to nudge you about it. Give me a call before then.`,
      ['R-SHAME'],
    ),
    c(
      `I talked with your husband Ray this mornin' and he said you'd call about the boat loan tonight. Thank you both!`,
    ),
    c(`We will not contact your employer, your family or anybody else about this account. It stays between us.`),
    c(
      `Saw you at church Sunday but didn't want to bother you there — would Tuesday at 10 work for a quick call about the card?`,
    ),
    c(
      `If you ever get a Facebook message claimin' to be from us about your loan, don't answer it — we only message you here in the secure chat.`,
    ),
    c(
      `Your neighbor's dog got loose again and was sittin' on the steps of our branch this mornin', ha! Anyhow, your payment's due the 15th.`,
    ),
    c(
      `You asked if anybody on the parish council would find out about the truck loan. No ma'am. We keep member accounts private, period.`,
    ),
    c(
      `You listed your cousin as a reference when you opened the loan, but don't fret — we'd only ever ask her how to reach you, never a word about the account.`,
    ),
    c(
      `Our annual report lists the total dollar amount of loans charged off, but never any member's name. Yours included.`,
    ),
  ]),
  ...section('R-HARASS', [
    v(`I'm gonna ring that phone every hour on the hour till you pick up, sugar.`, ['R-HARASS']),
    v(`You'll be hearin' from me mornin', noon and night until this card's caught up.`, ['R-HARASS']),
    v(`gonna keep textin til u answer. ur choice`, ['R-HARASS']),
    v(`Block this number and I'll just call from another one. And another. And another.`, ['R-HARASS']),
    v(`You said "stop callin' me." Hon, I'll stop callin' when you start payin', not a minute before.`, ['R-HARASS']),
    v(`Fixin' to make your phone buzz so much you'll think it's a swarm of mosquitoes in August.`, ['R-HARASS']),
    v(`WE WILL CONTINUE TO CALL YOU DAILY, MULTIPLE TIMES A DAY, UNTIL PAYMENT IS RECEIVED.`, ['R-HARASS']),
    v(`I got the autodialer set on your number, and it don't ever get tired.`, ['R-HARASS']),
    v(`Don't wanna talk? That's fine. You'll get a message from me every thirty minutes so you don't forget.`, [
      'R-HARASS',
    ]),
    v(
      `Hey there! Hope you had a good time at the Cajun music festival, the pictures looked like a blast. Anyhow, the boat loan's still 45 days behind and I haven't been able to reach you. I'm just gonna keep on callin' — at home, on your cell, wherever — day in and day out till we connect.`,
      ['R-HARASS'],
    ),
    c(`I'll call you Tuesday at 10 like we talked about. If that doesn't work, text me a better time.`),
    c(`If you'd rather we stop callin' altogether, just say so and we'll only send letters. That's your right.`),
    c(`Your automatic payment repeats on the 1st of every month, so you don't have to remember it.`),
    c(`Call me back anytime between 8 and 5, Monday through Friday — no rush, sugar.`),
    c(
      `You said we'd been callin' you "every day." I checked, and I'm sorry — it should've been no more than once a week. I've fixed it on our end.`,
    ),
    c(
      `I can send you a reminder text three days before each payment is due, if that helps. You can turn them off anytime.`,
    ),
    c(`Tried you once this mornin', no worries. I'll try again Thursday after lunch.`),
    c(
      `The phone at the branch has been ringin' off the hook all week with hurricane questions, so if you can't get through, leave a message and I'll call you back.`,
    ),
  ]),
  ...section('R-DISPUTE', [
    v(`Dispute it if you want, but it won't change a thing — that's your signature on the note.`, ['R-DISPUTE']),
    v(`Ain't no point fightin' this one, sugar. Just pay it.`, ['R-DISPUTE']),
    v(`You gotta pay the balance first, then we'll look into whether you really owe it.`, ['R-DISPUTE']),
    v(`If you send in a dispute I'll have to flag you as uncooperative, and that won't go well for you.`, [
      'R-DISPUTE',
    ]),
    v(`You said "this ain't my debt." Hon, everybody says that. Save yourself the stamp and just pay.`, ['R-DISPUTE']),
    v(`We don't do disputes on credit union loans — that's for the big banks.`, ['R-DISPUTE']),
    v(`PAY IN FULL WITHIN 48 HOURS. NO EXCEPTIONS, NO DISPUTES, NO EXCUSES.`, ['R-DISPUTE']),
    v(`Fightin' this with paperwork is just gonna drag it out and make things worse for you, sugar.`, ['R-DISPUTE']),
    v(`disputin this is a waste of ur time n mine. lets just set up the pmt`, ['R-DISPUTE']),
    v(
      `Afternoon! Thanks for callin' me back about the card. I know you think some of those charges at the casino in Lake Charles weren't yours, but let's not go down that road — investigations take forever, and you'd be better off settin' up a payment plan on the whole amount today.`,
      ['R-DISPUTE'],
    ),
    c(
      `You have the right to dispute this debt. If you tell us in writing within 30 days that you dispute it, we'll stop collection until we send you verification.`,
    ),
    c(
      `We got your dispute on the boat loan and we've paused all collection while we pull the paperwork. I'll send you copies once we have them.`,
      disputed,
    ),
    c(
      `You said "I don't owe this much." That's fair to question — you can dispute any part of it, and we'll send you a full payment history.`,
    ),
    c(`No need to pay anything while you're disputin' the card charges. We'll get back to you with what we find.`),
    c(`Here's the link to the dispute form if you'd rather do it online, or you can mail it to the Houma branch.`),
    c(`Disputin' the debt won't be held against you in any way, sugar. It's your right.`),
    c(
      `Verification on your disputed truck loan is attached: the signed contract and the payment history. If you still think it's wrong, just tell me.`,
      disputed,
    ),
    c(
      `That fuss with your neighbor over the property line sounds like a headache! Hope it gets settled. The personal loan payment's due the 20th whenever you're ready.`,
    ),
  ]),
  ...section('R-THIRDPARTY-LIAB', [
    v(`Since your daddy passed, that boat loan falls to you kids now. Y'all need to work out who's payin'.`, [
      'R-THIRDPARTY-LIAB',
    ]),
    v(`Your mama's gonna have to cover your card if you can't, that's just how family works.`, ['R-THIRDPARTY-LIAB']),
    v(
      `Your brother's doin' well at the refinery. Maybe it's his turn to pick up your slack on this loan — he's family, so he's on the hook too.`,
      ['R-THIRDPARTY-LIAB'],
    ),
    v(`In Louisiana the children inherit their parents' debts, sugar.`, ['R-THIRDPARTY-LIAB']),
    v(`ur grandma's responsible for this too since she lives with u.`, ['R-THIRDPARTY-LIAB']),
    v(`You said "that was Mawmaw's card, not mine." Well, hon, you're her granddaughter, so now it's yours.`, [
      'R-THIRDPARTY-LIAB',
    ]),
    v(`Your son's 18 now and workin' offshore — he can take over these payments. Family's on the hook for family.`, [
      'R-THIRDPARTY-LIAB',
    ]),
    v(`Your sister's the one who'll be gettin' the bill next if you don't pay.`, ['R-THIRDPARTY-LIAB', 'R-SHAME']),
    v(
      `Somebody in the family's gotta make good on Uncle Nolan's truck note now that he's gone — might as well be you.`,
      ['R-THIRDPARTY-LIAB'],
    ),
    v(
      `Hey there, so sorry again about your father. He was a fine man — I remember him from the Blessin' of the Fleet every year. I know it's a hard time, but his personal loan still has a balance, and as his oldest you're responsible for seein' it paid out of your own pocket. We can set up somethin' small to start.`,
      ['R-THIRDPARTY-LIAB'],
    ),
    c(
      `Your uncle co-signed the boat loan, so he's responsible for it right along with you. I'll be reachin' out to both of you.`,
    ),
    c(
      `You're not responsible for your late father's credit card unless you co-signed it, sugar. His succession may have to pay it out of the estate, but not you personally.`,
    ),
    c(`As executor of your mama's estate, you can pay the truck loan from the estate funds — not from your own money.`),
    c(`Since you and your husband are both on the joint line of credit, either one of you can make the payment.`),
    c(`You asked if your kids would have to pay this someday. No ma'am — your debts don't pass to your children.`),
    c(
      `You mentioned your daughter wants to help with the card this month. That's mighty sweet, but just so you both know, she's not obligated in any way — it's entirely her choice.`,
    ),
    c(
      `Your brother's a co-borrower on the personal loan — his name's on the note right next to yours — so we do have to send him statements too.`,
    ),
    c(
      `Just because your family name's painted on the boat doesn't mean your family owes for it — only the folks who signed the loan do.`,
    ),
  ]),
  ...section('R-SENSITIVE', [
    v(`Just to verify, sugar, is your Social 437-22-8916?`, ['R-SENSITIVE']),
    v(`I have your SSN on file as 512 48 3307, is that still right?`, ['R-SENSITIVE']),
    v(`ur card # is 4532015112830366 right? want to make sure i charge the right one`, ['R-SENSITIVE']),
    v(`Card on file: 5425 2334 3010 9903 — want me to run the payment on it?`, ['R-SENSITIVE']),
    v(`Our records show 219.67.4452 as the social for the borrower on the boat loan.`, ['R-SENSITIVE']),
    v(`You gave me 6011 0009 9013 9424 to pay with, hon — confirmin' before I run it.`, ['R-SENSITIVE']),
    v(`Amex endin' in... well, the whole thing is 378282246310005, I just wanna double check.`, ['R-SENSITIVE']),
    v(`Application shows social security # 603221847 — that's yours, isn't it?`, ['R-SENSITIVE']),
    v(`For the payoff I'll charge the debit card you gave us: 4521-9300-7786-1425, exp 09/27.`, ['R-SENSITIVE']),
    v(
      `Hi there! Thanks for comin' in to the Thibodaux branch to refinance the truck. I just need to confirm a couple things before I send it to underwritin': your date of birth, your address on Bayou Blue Road, and your Social, which I have as 458-31-2290. Let me know if any of that's changed.`,
      ['R-SENSITIVE'],
    ),
    c(`The card endin' in 4417 is the one we'll charge on the 1st, sugar.`),
    c(
      `Our routing number is 265473809 and your loan reference is BC-0057-3321, if you're settin' up payments from another bank.`,
    ),
    c(`Call me back at (985) 555-0143, extension 212.`),
    c(`Your case number is 2023-04417 in the 32nd Judicial District Court, if your lawyer asks.`, judgment),
    c(
      `Please don't ever send your full Social or card number in this chat — just the last four is plenty for me to find you.`,
    ),
    c(`Just need the last four of your Social — you said 2290? Perfect, that matches.`),
    c(`Your loan reference is 7730-1184-2290-5516 — put that on the memo line of your check.`),
    c(`USPS trackin' for your boat title: 9400 1118 9922 3344 5566 77.`),
  ]),
];
