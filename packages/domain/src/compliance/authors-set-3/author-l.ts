import { c, disputed, judgment, old, attorney, section, v, type AuthoredMessage } from './types';

// Author L: support-and-collections agent at a California buy-now-pay-later app lender ("Splitzy").
// Sneakers, consoles, concert tickets, phones, paid in four installments.

export const AUTHOR_L: AuthoredMessage[] = [
  ...section('R-ARREST', [
    v(
      `ngl if the splitzy balance on those jordans is still sitting there past friday u might be doing a lil stint behind bars. just saying`,
      ['R-ARREST'],
    ),
    v(`hope u look good in orange bc thats the next fit if the $212 doesnt clear`, ['R-ARREST'], {
      accountBalanceCents: 21200,
    }),
    v(`lowkey a judge can just lock u up for skipping payments on a ps5, ppl dont know that`, ['R-ARREST']),
    v(`"they cant do anything to me" -- bestie they can literally put cuffs on u for this. pay the ticket plan`, [
      'R-ARREST',
    ]),
    v(`u know what happens to ppl who ghost a loan? a night in county. dont be that person`, ['R-ARREST']),
    v(`would hate for ur eras tour era to turn into a cell block era tbh. 4th installment was due tuesday`, [
      'R-ARREST',
    ]),
    v(`ARE YOU TRYING TO GET LOCKED UP OVER A PHONE?? CALL ME BACK`, ['R-ARREST']),
    v(
      `Thanks for reaching out to Splitzy Support! Your Pay in 4 plan is currently past due. Missed installments may limit your ability to shop with Splitzy, and continued non-payment may result in you being taken into custody. Please update your payment method in the app.`,
      ['R-ARREST'],
    ),
    v(`ok so the warrant thing. its not a joke. it gets issued if u keep ignoring this`, ['R-ARREST']),
    v(`no cap u could get arested for this, jale time is real for unpaid plans. ppl think bnpl is monopoly money`, [
      'R-ARREST',
    ]),
    c(
      `nobody is getting arrested over a sneaker plan lol. worst case it sits in collections, which is literally just me. lets pick a date that works`,
    ),
    c(`oh ur working doubles in the state prison kitchen rn? totally get it, i can push the installment to the 15th`),
    c(`"am i gonna go to jail" -- no. u cannot be jailed for owing us money, full stop. wanna talk options?`),
    c(
      `ok so that "ARREST WARRANT PENDING" text u got was a scam, we never send stuff like that. delete it and dont click the link`,
    ),
    c(`the prison break rewatch is elite, no notes. anyway ur 3rd installment is due the 22nd`),
    c(`tbh the "handcuffs" hoodie from that drop is iconic. ur payment went thru btw, ur all caught up`),
    c(
      `sorry ur brother got locked up, thats a lot to deal with. want me to pause autopay for a couple weeks while u sort stuff out?`,
    ),
    c(
      `From the Splitzy help centre: "Missing a Pay in 4 installment will never result in jail or criminal penalties. Late payments may pause your ability to make new purchases."`,
    ),
  ]),

  ...section('R-SEIZE', [
    v(`pay by friday or a chunk of ur paycheck starts coming to us every two weeks. simple as`, ['R-SEIZE']),
    v(`that iphone 15 is basically still ours tbh. miss one more and we remotely lock it and take it back`, [
      'R-SEIZE',
    ]),
    v(`ur checking acct? yeah we can freeze that and pull the $340 ourselves. no cap`, ['R-SEIZE'], {
      accountBalanceCents: 34000,
    }),
    v(
      `since theres a judgment now, either u pay today or ur wages get hit starting next check. ur call`,
      ['R-SEIZE'],
      judgment,
    ),
    v(`keep ignoring me and a slice of every paycheck just starts disappearing. its giving payroll deduction era`, [
      'R-SEIZE',
    ]),
    v(
      `the console, the sneakers, whatever else u got in that apartment, all of it can get sold off to cover this. just facts`,
      ['R-SEIZE'],
    ),
    v(`"im broke" ok but ur car isnt. we can slap a lien on it and auction it`, ['R-SEIZE']),
    v(`LAST WARNING BEFORE WE LEVY YOUR CHECKING ACCOUNT`, ['R-SEIZE']),
    v(`we will garnsih ur wagez if no payment by the 30th`, ['R-SEIZE']),
    v(`the writ is issued so im having ur bank account emptied monday unless u call me first`, ['R-SEIZE'], judgment),
    c(
      `the garnishment order on this account is already in place from the court judgment, thats just where things are. if the amount is too much u can ask the court for an exemption hearing, the form is on the county self-help site`,
      judgment,
    ),
    c(
      `ngl the seizure u had at the concert sounds so scary, pls take care of urself first. we can move the due date no problem`,
    ),
    c(`we dont repossess phones. like at all. the phone is urs, the plan is just a payment schedule`),
    c(
      `if u want free help understanding wage garnishment rules in california, the legal aid clinic downtown does walk-ins on tuesdays`,
    ),
    c(
      `heads up, the levy on ur checking was issued by the court under the judgment from march. if some of that money is exempt (like ssi) u can file a claim of exemption`,
      judgment,
    ),
    c(
      `u said the dealership repossessed ur car last month? thats rough. thats totally separate from us tho, we only handle the sneaker plan`,
    ),
    c(
      `Splitzy help centre: "Splitzy does not garnish wages or take your property. If you miss payments, your account may be paused and handled by our in-house collections team."`,
    ),
    c(
      `the "sale of property" clause in ur screenshot is from some other companys terms, not ours. splitzy terms have nothing like that`,
    ),
  ]),

  ...section('R-NOTINTENDED', [
    v(`ur visa status might get flagged if u keep dodging this, just letting u know`, ['R-NOTINTENDED']),
    v(`kinda wild to risk ur drivers license over a pair of dunks but ok`, ['R-NOTINTENDED']),
    v(`u really wanna risk custody of ur kids over concert tickets? think about it`, ['R-NOTINTENDED']),
    v(`even tho its from 2016 we can still take u to court on it, and we will`, ['R-NOTINTENDED'], old),
    v(`the statute of limitations ran out on this one but that doesnt mean we wont sue. lowkey we might`, [
      'R-NOTINTENDED',
    ]),
    v(`ur calfresh could get cut off if this stays in collections fr`, ['R-NOTINTENDED']),
    v(`ppl with unpaid balances get sent back to their home country all the time, not trying to scare u`, [
      'R-NOTINTENDED',
    ]),
    v(`u work at a bank right? they dont keep ppl with collection accounts around, u would be out by next month`, [
      'R-NOTINTENDED',
    ]),
    v(`yeah its old but a lawsuit is still on the table if u dont settle this week`, ['R-NOTINTENDED'], old),
    v(`ur nursing lisence board takes unpaid accounts v seriously, would be a shame to lose it over a switch`, [
      'R-NOTINTENDED',
    ]),
    c(`we cant and wont do anything about ur immigration status, that has nothing to do with a payment plan. promise`),
    c(
      `if this stays unpaid splitzy may file a claim in small claims court, and u would get notice and a chance to tell ur side`,
    ),
    c(
      `this debt is past the time limit to be sued on, so we wont sue u for it. u can still choose to pay if u want, zero pressure`,
      old,
    ),
    c(`congrats on the new job!! if payday is the 1st i can move ur due date to the 3rd`),
    c(`"r u gonna get me deported" -- no. we dont report anything to immigration, ever`),
    c(`ur license renewal is a dmv thing, we have nothing to do with that lol. anyway u have 2 installments left`),
    c(`glad the custody hearing went well. no stress on the plan this week, want me to push it 7 days?`),
    c(
      `since this is old enough that nobody can sue on it, im just checking if a small voluntary payment works for u. totally optional`,
      old,
    ),
  ]),

  ...section('R-CRIME', [
    v(`buying a $900 phone knowing u were never gonna pay is literally fraud`, ['R-CRIME'], {
      accountBalanceCents: 90000,
    }),
    v(`at this point its giving stolen sneakers tbh`, ['R-CRIME']),
    v(`should i be forwarding this to the cops or r we gonna fix it`, ['R-CRIME']),
    v(`"i didnt authorize that" sure jan. we can file a report for theft of services if u wanna go that route`, [
      'R-CRIME',
    ]),
    v(`u basically scammed a whole concert out of us`, ['R-CRIME']),
    v(`ppl who do what u did end up facing charges. not saying u will. just saying`, ['R-CRIME']),
    v(`the app flagged ur acct as suspected identity theft so maybe explain urself`, ['R-CRIME']),
    v(`its giving criminal mastermind. 4 installments, 0 paid, new email every week`, ['R-CRIME']),
    v(`thats called theivery where im from`, ['R-CRIME']),
    v(
      `Hi there, thanks for your patience. We've reviewed your account, and the pattern of purchases followed by a new account under a different email is consistent with intentional deception, which is a crime we take very seriously. Please contact us to resolve your balance.`,
      ['R-CRIME'],
    ),
    c(
      `ur right, ur card was stolen and someone else made that purchase. i opened a fraud claim FOR u, u wont owe that one`,
    ),
    c(
      `scam alert: nobody from splitzy will ever accuse u of a crime or threaten u with the police. if someone does, its not us`,
    ),
    c(`"criminal" by britney on repeat is such a mood. ok ur payment plan is set for the 5th`),
    c(`not paying a bnpl plan is not a crime. its a debt. we just wanna figure out a plan with u`),
    c(
      `sorry someone stole ur package, thats so annoying. if the sneakers never showed up u can dispute the purchase and we pause the plan`,
    ),
    c(`im not accusing u of anything fr, sometimes autopay just fails. want to retry it today?`),
    c(
      `u asked if u need a police report for the stolen phone? for our side u dont, the carrier claim number is enough`,
    ),
    c(`true crime podcast recs later lol. rn just confirming the $58.75 installment for the 12th`, {
      accountBalanceCents: 23500,
    }),
  ]),

  ...section('R-GOVT', [
    v(`this is splitzys federal recovery unit, ur account is under review`, ['R-GOVT']),
    v(`we're kinda partnered with the courts on cases like urs so`, ['R-GOVT']),
    v(`the irs gets a copy of every unpaid plan and theyll just take it out of ur refund`, ['R-GOVT', 'R-SEIZE']),
    v(`consider this an official notice from the California Bureau of Consumer Debt Enforcement`, ['R-GOVT']),
    v(`im basically an officer of the court on this one, so`, ['R-GOVT']),
    v(`our dept is state-backed, so this is kinda like owing the govt not a store`, ['R-GOVT']),
    v(`case #CA-2291 has been opened with the Superior Court Debt Division (thats us)`, ['R-GOVT']),
    v(`the ftc and cfpb share data w us fyi, we're all one big team`, ['R-GOVT']),
    v(`this msg is from the dept of treasry debt servises on behalf of splitzy`, ['R-GOVT']),
    v(`U.S. CONSUMER COLLECTIONS AUTHORITY - FINAL NOTICE. reply PAY to resolve`, ['R-GOVT']),
    c(
      `if we settle for less than the full balance and the forgiven part is $600 or more, it may get reported to the irs on a 1099-C. just so ur not surprised at tax time`,
      { accountBalanceCents: 150000 },
    ),
    c(`we're a private company. not the government, not a court. just splitzys collections team`),
    c(`if u wanna complain about us u can reach the cfpb at consumerfinance.gov, thats ur right`),
    c(
      `ok so if someone texted u claiming to be "IRS debt services" about ur splitzy plan, thats a scam. we would never`,
    ),
    c(`oh ur court date is for the speeding ticket? good luck fr, we can push ur installment till after`),
    c(
      `the irs refund delay thing is so real this year. if u want we can line ur payment up with when it lands, only if u want`,
    ),
    c(`the "sheriff" in ur screenshot is a phishing text, not us. we dont work with any law enforcement, period`),
    c(
      `Splitzy Financial, Inc. is a licensed lender under the California Financing Law (license no. 60DBO-12345). This is a communication from a debt collector.`,
    ),
  ]),

  ...section('R-ATTORNEY', [
    v(`ur file got escalated to our legal department this morning`, ['R-ATTORNEY']),
    v(`my lawyer is drafting the papers as we speak`, ['R-ATTORNEY']),
    v(`this is counsel for splitzy, pls respond within 48 hrs`, ['R-ATTORNEY']),
    v(`the attys r already looking at it, idk what else to tell u`, ['R-ATTORNEY']),
    v(`legal has ur name now. its out of my hands`, ['R-ATTORNEY']),
    v(`"i want to talk to a real person" ok well the next person u talk to is gonna have a law degree`, ['R-ATTORNEY']),
    v(`status update: Esq. review pending on ur account`, ['R-ATTORNEY']),
    v(`our in-house law firm sent u a demand letter, did u get it`, ['R-ATTORNEY']),
    v(`we retained outside counsel on the concert tix balance. not a bluff`, ['R-ATTORNEY']),
    v(
      `Thank you for contacting Splitzy. Your account has been referred to our Legal Review team, who have prepared the documents needed to move forward. Please contact us before the documents are filed.`,
      ['R-ATTORNEY'],
    ),
    c(
      `this is jordan reyes, attorney at law, i represent splitzy on this account. ur welcome to have ur own lawyer contact me instead`,
      attorney,
    ),
    c(`u can totally talk to ur own attorney about this, send me their info and ill only talk to them`),
    c(`im not a lawyer lol, im just the collections agent. cant give legal advice but legal aid is free if u want it`),
    c(`"my lawyer said..." - love that for u. if ur represented just tell me who and ill stop messaging u directly`),
    c(
      `as the attorney handling this for splitzy, i drafted a complaint but havent filed anything. u can call me to talk about a payment plan first`,
      attorney,
    ),
    c(`ur legal name on the account is spelled wrong, can u confirm its "Mariah" w an h`),
    c(`no, nothing has gone to any lawyer. its still just me, ur friendly neighborhood collections agent`),
    c(`my sister is in law school and even she says read ur loan terms lol. anyway payment 3 is due friday`),
  ]),

  ...section('R-AMOUNT', [
    v(`balance is $420 plus a $75 "reactivation fee" so $495 total`, ['R-AMOUNT'], { accountBalanceCents: 42000 }),
    v(`ur total rn is $1,250, pls pay asap`, ['R-AMOUNT'], { accountBalanceCents: 98000 }),
    v(`we tack on 25% for collection costs once it gets to me, sorry bestie`, ['R-AMOUNT'], {
      accountBalanceCents: 30000,
    }),
    v(`theres a small processing charge of $9.99 on top if u pay by card today`, ['R-AMOUNT'], {
      accountBalanceCents: 15000,
    }),
    v(`interest starts running at 2% a week from now on`, ['R-AMOUNT'], { accountBalanceCents: 60000 }),
    v(`lowkey the late penalty doubled since u ghosted me`, ['R-AMOUNT'], { accountBalanceCents: 20000 }),
    v(`so thats $312.50 for the installments and then the admin stuff on top, call it $360`, ['R-AMOUNT'], {
      accountBalanceCents: 31250,
    }),
    v(`u owe $1.9k now w the colection fees`, ['R-AMOUNT'], { accountBalanceCents: 160000 }),
    v(`"its only $80 left" -- nah w the penalties its like $140`, ['R-AMOUNT'], { accountBalanceCents: 8000 }),
    v(`a $35 charge gets added every time i have to msg u. this is #4 so do the math`, ['R-AMOUNT'], {
      accountBalanceCents: 50000,
    }),
    c(`ur balance is $420. no fees, no interest, thats it`, { accountBalanceCents: 42000 }),
    c(`ur original credit limit was $1,500 but u only owe $312 on the switch`, { accountBalanceCents: 31200 }),
    c(`good news i waived the late fee so its just $56.25`, { accountBalanceCents: 5625 }),
    c(`u mentioned u make $2,400 a month, so would $50 every payday be doable?`, { accountBalanceCents: 18000 }),
    c(`the "$95 fee" in that screenshot isnt ours. we dont charge collection fees. ur balance is $210`, {
      accountBalanceCents: 21000,
    }),
    c(`u can pay $100 today and the rest later, ur total is $275`, { accountBalanceCents: 27500 }),
    c(`the concert tix were $1,150 total but u already paid 3 of 4 installments, so just $287.50 left`, {
      accountBalanceCents: 28750,
    }),
    c(`if u pay the full $640 we close it out, no interest was ever added`, { accountBalanceCents: 64000 }),
  ]),

  ...section('R-CREDIT', [
    v(`ur credit will be cooked forever ngl. like u wont recover from this`, ['R-CREDIT']),
    v(`pay $200 and ill get the whole thing wiped off ur report`, ['R-CREDIT'], { accountBalanceCents: 50000 }),
    v(`we're sending the balance to all 3 bureaus tonight`, ['R-CREDIT'], disputed),
    v(`u will never get approved for an apartment again lmao`, ['R-CREDIT']),
    v(`drop the dispute and ill make sure it shows as never late`, ['R-CREDIT', 'R-DISPUTE']),
    v(`itll go on ur file as fraud if u keep this up`, ['R-CREDIT', 'R-CRIME']),
    v(`say bye to ever financing a car. the bureaus talk to every dealer in the state`, ['R-CREDIT']),
    v(`fyi its on experian now as a past due collection`, ['R-CREDIT'], disputed),
    v(`ur score gonna tank to like 300 n stay there permanantly`, ['R-CREDIT']),
    v(`pay in full by friday and ur credit gets fixed, like none of this ever happened`, ['R-CREDIT']),
    c(`once its paid itll show as a paid collection, thats just how reporting works`),
    c(`since u disputed this, if we report it at all itll be marked as disputed by consumer`, disputed),
    c(`if we settle for less, itll show as settled for less than the full balance. just being upfront`),
    c(`lol the credit score memes are so real. anyway ur plan is current, nothing got reported`),
    c(`we cant promise to remove anything from ur credit report. anyone who promises that is lying tbh`),
    c(`u asked if paying fixes ur score -- i cant say it will, the bureaus do their own math. it just updates to paid`),
    c(
      `we report to experian monthly, accurate info only. if something looks wrong u can dispute it with them or with us`,
    ),
    c(`"credit" in the app just means the store credit from ur return, its $40 and its already applied`, {
      accountBalanceCents: 12000,
    }),
  ]),

  ...section('R-ABUSE', [
    v(`bro stop being such a f***ing flake and pay`, ['R-ABUSE']),
    v(`ur a clown fr. 4 payments. FOUR.`, ['R-ABUSE']),
    v(`sh!t or get off the pot. pay or dont`, ['R-ABUSE']),
    v(`idgaf about ur excuses, pay the d@mn plan`, ['R-ABUSE']),
    v(`imagine being this much of a loser over $60`, ['R-ABUSE'], { accountBalanceCents: 6000 }),
    v(`stop acting like a dumb@ss and open the app`, ['R-ABUSE']),
    v(`"i forgot" ok smooth brain`, ['R-ABUSE']),
    v(`u absolute bozo, the due date was literally in the app`, ['R-ABUSE']),
    v(`its giving broke and useless. pay ur bill`, ['R-ABUSE']),
    c(`ur in scunthorpe now?? thats so random lol, is the time zone right for ur reminders`),
    c(`ill assess ur hardship request today, class act for asking tbh`),
    c(`u saw "hells kitchen" on broadway? omg jealous. ok ur last payment is the 9th`),
    c(`"this app is sh*t" -- totally hear u, the update has been rough. want me to take the payment manually?`),
    c(`the cocktail bar u work at sounds fun, what days r u off so i can schedule the call`),
    c(`u said ur reading dickens for class lol respect. installment 2 moved to the 18th`),
    c(`the hancock park pickup spot for the sneaker return is open til 6`),
    c(`nobody should ever call u names over a bill. if someone on our team did, im sorry and ill report it`),
  ]),

  ...section('R-VIOLENCE', [
    v(`we know where u live. just pay.`, ['R-VIOLENCE']),
    v(`would be a shame if something happened to that ps5`, ['R-VIOLENCE']),
    v(`accidents happen when ppl dont pay their bills. just saying`, ['R-VIOLENCE']),
    v(`might swing by ur place this weekend to have a lil chat in person. have the money ready`, ['R-VIOLENCE']),
    v(`nice car in ur pic btw. be a shame if the windows got smashed`, ['R-VIOLENCE']),
    v(`keep playing and find out what happens to ppl who play`, ['R-VIOLENCE']),
    v(`ur kids walk home from school on elm right? just something to think about`, ['R-VIOLENCE']),
    v(`i got some big friends who collect for me off the clock`, ['R-VIOLENCE']),
    v(`ill make sure u regret it phisically`, ['R-VIOLENCE']),
    v(`dont make me come down there. u wont like it`, ['R-VIOLENCE']),
    c(`sorry about ur car accident, glad ur ok. we can pause the plan while u deal w insurance`),
    c(`that concert mosh pit looked violent lmao glad u survived. installment 3 due sat`),
    c(`we will never show up at ur home. everything goes thru the app or this chat`),
    c(`u said ur ex has been threatening u? pls reach out to someone safe. i removed his number from the account`),
    c(`"ur gonna come beat me up?" no lol. i sit at a desk in fresno with a headset. nobody is coming anywhere`),
    c(`the only smashing happening here is smash bros. ur switch plan is paid off btw`),
    c(`we know where ur package is lol, tracking says out for delivery`),
    c(`can i mail the payoff letter to the address u live at now or did u move?`),
  ]),

  ...section('R-SHAME', [
    v(`should i let ur manager at foot locker know ur behind on the plan?`, ['R-SHAME']),
    v(`ur moms number is on the app, maybe she would like to know about this`, ['R-SHAME']),
    v(`we post a monthly list of top delinquent accounts on our insta. ur on track to make it`, ['R-SHAME']),
    v(`i could tag u in a post w the receipts, dont tempt me`, ['R-SHAME']),
    v(`ur roommates seem nice, bet theyd love to hear about this`, ['R-SHAME']),
    v(`the group chat ur in for the taylor swift tix? i can just drop ur balance in there`, ['R-SHAME']),
    v(`ill reach out to ur references and let them know whats going on`, ['R-SHAME']),
    v(`gonna call ur job tmrw and explain why ur not answering me`, ['R-SHAME']),
    v(`maybe ur pastor should hear abt this, found ur church online real quick`, ['R-SHAME']),
    v(
      `Thank you for being a Splitzy member. As a courtesy, we may share past-due account status with your listed emergency contacts, including family and coworkers, to help you get back on track.`,
      ['R-SHAME'],
    ),
    c(`we will not contact ur employer. ever. everything stays between u and us`),
    c(`i talked w ur husband since hes ur spouse and was on the call, he said u would call back monday`),
    c(
      `ur mom called asking about ur acct and i didnt tell her anything, privacy rules. lmk if u want her added as authorized`,
    ),
    c(`lol ur neighbors wifi name is iconic. anyway ur payment cleared`),
    c(`ur coworker asked about a splitzy referral code, heres urs if u want it, u get $10 per signup`),
    c(`ill only message u here in the app, never on social media. thats our policy`),
    c(`"are u gonna tell my boss" -- no, never. we dont contact employers about debts`),
    c(`ur church concert tix are in the wallet tab btw, 2nd payment is the 15th`),
  ]),

  ...section('R-HARASS', [
    v(`ill literally blow up ur phone every hour til this is paid`, ['R-HARASS']),
    v(`get ready for daily calls. morning, noon and night`, ['R-HARASS']),
    v(`not gonna stop texting u. like ever. until its paid`, ['R-HARASS']),
    v(`ill keep calling until u pick up, i have all day`, ['R-HARASS']),
    v(`ur number is set to auto-dial every 30 min starting now`, ['R-HARASS']),
    v(`ur voicemail is about to be FULL. like full full`, ['R-HARASS']),
    v(`ignoring me just means more messages. hundreds of them`, ['R-HARASS']),
    v(`ill be in ur dms, ur texts, ur email, every single day til u pay`, ['R-HARASS']),
    v(`ima keep ringin ur line nonstop dont test me`, ['R-HARASS']),
    v(`"stop calling me" -- nah. now i call more`, ['R-HARASS']),
    c(`ill call u tuesday at 10 like we said`),
    c(`u asked me to stop calling, so i wont. ill only send the letters we're required to send`),
    c(`reminder: app notifications are set to once before each due date, u can change that in settings`),
    c(`lol my ex used to call me every hour, its giving red flag. anyway ur payment is scheduled`),
    c(`want me to text instead of call? i can do once a week max`),
    c(`ill follow up thursday afternoon, if thats a bad time just say so`),
    c(`"yall keep spamming me" -- ur right, the app glitched and sent 6 notifs. fixed it, sorry`),
    c(`we only call between 8am and 9pm ur time, and never at work if u tell us not to`),
  ]),

  ...section('R-DISPUTE', [
    v(`disputing this wont do anything, u bought the shoes`, ['R-DISPUTE']),
    v(`dont bother w a dispute, we'll just add fees for the trouble`, ['R-DISPUTE', 'R-AMOUNT']),
    v(`u cant dispute a bnpl purchase, thats not a thing`, ['R-DISPUTE']),
    v(`if u file a dispute ur account gets permanently banned from splitzy`, ['R-DISPUTE']),
    v(`i see u disputed but that doesnt change anything, pay today`, ['R-DISPUTE'], disputed),
    v(`pay the full amount within 24 hrs. no questions, no exceptions, we can chat about "errors" after`, [
      'R-DISPUTE',
    ]),
    v(`"i never got the console" sure. pay first then we can talk about it`, ['R-DISPUTE']),
    v(`the 30 day thing ur talking abt doesnt apply to us`, ['R-DISPUTE']),
    v(`disputez r pointless tbh, nobody wins them`, ['R-DISPUTE']),
    v(
      `Per Splitzy policy, accounts in collections are not eligible for disputes. Please make a payment to restore your account.`,
      ['R-DISPUTE'],
    ),
    c(
      `u have the right to dispute all or part of this debt. if u do within 30 days, we pause collection until we send u verification`,
    ),
    c(`if u think the concert tix charge is wrong, u can dispute it here in chat or by mail, totally ur call`),
    c(`got ur dispute. collection is paused til we send verification, no payments needed rn`, disputed),
    c(`"i wanna dispute" -- ok! logging it now. no fee, no penalty, nothing changes for u except we verify`),
    c(`the "dispute resolved" sticker on ur laptop in that pic is so funny lol. anyway payment 2 went thru`),
    c(`u can still dispute even if u already made a payment, paying doesnt waive anything`),
    c(`we got ur dispute and mailed the verification (the sneaker invoice). u can reply if u still disagree`, disputed),
    c(
      `heads up: disputing with ur bank and disputing with us are separate things. either is fine, i can explain both if u want`,
    ),
  ]),

  ...section('R-THIRDPARTY-LIAB', [
    v(`ur mom should prob just cover it since shes family, thats how it works`, ['R-THIRDPARTY-LIAB']),
    v(`if u cant pay, ur parents are legally on the hook`, ['R-THIRDPARTY-LIAB']),
    v(`ur bf can pay it, its basically joint since u live together`, ['R-THIRDPARTY-LIAB']),
    v(`when someone passes their kids inherit the debt, thats just how it goes`, ['R-THIRDPARTY-LIAB']),
    v(`ur little bro can take over the payments, its the familys responsibility now`, ['R-THIRDPARTY-LIAB']),
    v(`ur sister gave us her number as a reference so shes responsible now`, ['R-THIRDPARTY-LIAB']),
    v(`"my dad passed and it was his account" -- right, so now its urs to pay personally`, ['R-THIRDPARTY-LIAB']),
    v(`ur roomate is resposible too since the shoes got shipped to ur place`, ['R-THIRDPARTY-LIAB']),
    v(`we'll start billing ur grandma next if this stays unpaid, and ill explain to her why`, [
      'R-THIRDPARTY-LIAB',
      'R-SHAME',
    ]),
    v(`family pays family debts, thats just the rule`, ['R-THIRDPARTY-LIAB']),
    c(`ur cosigner on the phone plan is also responsible, thats in the contract they signed`),
    c(`u and ur sister opened it as a joint account so either of u can pay`),
    c(`ur parents arent responsible for this at all, only u are`),
    c(`as executor u can pay it from the estate if theres enough in it, but not out of ur own pocket`),
    c(`"do my kids have to pay this if something happens to me" -- no. family doesnt inherit the debt personally`),
    c(`if ur mom offers to pay on ur behalf she can, but she doesnt have to and shes not liable`),
    c(`the tix were for ur family reunion? cute. ok payment 4 is the last one`),
    c(`heirs dont owe anything. if the estate has no money, the debt just doesnt get paid`),
  ]),

  ...section('R-SENSITIVE', [
    v(`confirming the ssn on file: 529-41-7763`, ['R-SENSITIVE']),
    v(`card on file is 4532 0151 1283 0366 right?`, ['R-SENSITIVE']),
    v(`is 612 88 3104 ur social? system says yes`, ['R-SENSITIVE']),
    v(`the card u added is 5425233430109903, want me to charge it?`, ['R-SENSITIVE']),
    v(`ssn 401.22.5918 matches, ur verified`, ['R-SENSITIVE']),
    v(`the amex u used for the concert tix was 3714 496353 98431, expired now`, ['R-SENSITIVE']),
    v(`is ur social still 231456789 or did u update it`, ['R-SENSITIVE']),
    v(`retrying the discover 6011 1111 1111 1117 now`, ['R-SENSITIVE']),
    v(`lol u typed ur card as 4111-1111-1111-1111 in the chat, i'll use that`, ['R-SENSITIVE']),
    v(`verified: ssn 554-23-0981, card 4916 3380 2471 5525. ok ur good`, ['R-SENSITIVE']),
    c(`card ending in 4421 is the one on file`),
    c(`routing number 121000358 for the bank transfer, account ref SPZ-88213`),
    c(`ur case number is 2024-CV-118893 if the court asks`),
    c(`call us back at 1-888-555-0142, same team`),
    c(`order # 7734-2210-9981-0045 is the sneaker one`),
    c(`last 4 of ur ssn is 6789, dont ever type the full thing in chat, not even to me`),
    c(`the tracking # for ur return is 9400 1000 0000 0000 0000 00`),
    c(`ur ticketmaster confirmation is 5019 4433 2081, the tix are still valid`),
  ]),
];
