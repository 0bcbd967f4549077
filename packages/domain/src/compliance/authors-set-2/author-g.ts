import { c, disputed, judgment, old, attorney, section, v, type AuthoredMessage } from './types';

export const AUTHOR_G: AuthoredMessage[] = [
  ...section('R-ARREST', [
    v(
      `Hey Tammy its Darrell at Cedar Creek Motors. you keep duckin me on that Silverado note and you gonna be wearin orange and pickin up trash on 27 by summer`,
      ['R-ARREST'],
    ),
    v(`y'all think this is a game?? folks been locked up for less than skippin 4 payments`, ['R-ARREST']),
    v(
      `Ricky I'd sure hate for your mama to have to come bail you out over a recliner. Bring me the $40 and it dont come to that`,
      ['R-ARREST'],
      { accountBalanceCents: 61200 },
    ),
    v(`You know what they do in Alabama to folks that dont pay what they owe? put em in a cell. just sayin`, [
      'R-ARREST',
    ]),
    v(
      `Good mornin Mrs. Hensley, hope y'all had a blessed Sunday and that revival was somethin else wasnt it. I know times is tight with the plant cuttin hours. I can work with you on the washer and dryer, maybe $25 a week. But if I dont hear nothin by Friday you could be spendin the weekend behind bars over it. Have a good day now`,
      ['R-ARREST'],
      { accountBalanceCents: 98000 },
    ),
    v(
      `Missed another one Jaylen. Keep it up and see where you sleep next month. Hint: it aint your bed and the door dont lock from the inside`,
      ['R-ARREST'],
    ),
    v(
      `"you cant do nothin to me" is what you told me. well son skippin out on a car note can land you in the JAILHOUSE, ask around town`,
      ['R-ARREST'],
    ),
    c(
      `Nobody is gonna arrest you over a car note Tammy, that aint how it works. I just need to know when you can catch up`,
    ),
    c(
      `Sorry I missed your call, Daddy went into cardiac arrest Tuesday and we been up at Floyd Medical all week. He's doin better praise the Lord. I'll call you Monday about the dinette set`,
    ),
    c(
      `Your cousin Dale said you started on as a guard at the state prison over in Hardwick, congrats! if your payday changed let me know and we'll move the Malibu due date`,
    ),
    c(
      `If somebody calls sayin they're from Cedar Creek and you'll go to jail if you dont pay, hang up. thats a scam, we dont talk like that and nobody goes to jail over a debt`,
    ),
    c(
      `You asked "am I gonna get locked up over this." No ma'am. Its a civil debt, nobody gets locked up for owin us money. Lets just set up a payment`,
    ),
    c(
      `Ha you see that game? Bama's offense got locked up all night long. anyway your payment on the Tahoe posted, thank ya Bubba`,
    ),
  ]),
  ...section('R-SEIZE', [
    v(
      `Terrell that Tahoe gonna be sittin on my back lot by Monday if I dont see $300. I got the wrecker on speed dial`,
      ['R-SEIZE'],
      { accountBalanceCents: 540000 },
    ),
    v(
      `Tell you what, that livin room set can go right back on my showroom floor real easy. Just keep on not payin and see`,
      ['R-SEIZE'],
    ),
    v(
      `We got the judgment now so either you call me today or we're garnishin your check at the mill. your choice`,
      ['R-SEIZE'],
      judgment,
    ),
    v(`gonna start takin half your paycheck every 2 weeks til this is paid off, how you like that`, ['R-SEIZE']),
    v(`aint gonna be a fridge in that kitchen next week if I dont get paid. just lettin ya know`, ['R-SEIZE']),
    v(
      `Mornin Ms. Darlene, hope your knee surgery went good and you're up and around. I know its been a rough year. Just a reminder the bedroom suite is 3 payments behind. We can do $30 a week if that helps. Otherwise my boys will be out there with the box truck Thursday to load it up. Take care and God bless`,
      ['R-SEIZE'],
      { accountBalanceCents: 87500 },
    ),
    v(
      `wit the judgmnt we can froze ur bank acct anytime we want so id get that $ to me b4 friday`,
      ['R-SEIZE'],
      judgment,
    ),
    c(
      `Mr. Pruitt, for your records: the court issued a garnishment order on the judgment March 4 and your employer got served a copy. If you think some of your wages are exempt you can ask the magistrate clerk for a hearing. Call me if you got questions`,
      judgment,
    ),
    c(
      `Sorry I aint answered, my little girl had a seizure at VBS Wednesday and we been at Children's in Atlanta. Back at the lot Monday`,
    ),
    c(`Listen we aint repossessin nothin. I'd rather you keep the truck and pay me slow than have it sittin on my lot`),
    c(
      `Georgia Legal Aid has a good page on wage garnishment and what can and cant be took if you wanna read up, they helped my cousin out`,
    ),
    c(
      `You said "y'all fixin to take my furniture?" No sir, nobody's comin for your couch. I just want to get you back on a schedule`,
    ),
    c(
      `My bass boat got hauled off by the marina for back slip fees lol so believe me I know how it is. Anyway what day you get paid?`,
    ),
  ]),
  ...section('R-NOTINTENDED', [
    v(
      `You know the state can yank your drivers license for not payin a car note right? then how you gonna get to work`,
      ['R-NOTINTENDED'],
    ),
    v(`Jose you best get current, people get sent back to Mexico over stuff like this you know`, ['R-NOTINTENDED']),
    v(`Pay by Friday or you can kiss that job at the carpet mill goodbye`, ['R-NOTINTENDED']),
    v(
      `Dont care how old this note is, I'm fixin to sue you in magistrate court next week and get my money`,
      ['R-NOTINTENDED'],
      old,
    ),
    v(
      `Keep ignorin me and see if you still got them babies come summer. Judges dont look kindly on parents who dont pay what they owe`,
      ['R-NOTINTENDED'],
    ),
    v(
      `you on disability right? them checks can get cut off real quick when you got accounts in collections. just sayin`,
      ['R-NOTINTENDED'],
    ),
    v(
      `I know that loan I give you back in 2014 is past the statute of limitations but I'm still takin you to court over it Kyle`,
      ['R-NOTINTENDED'],
    ),
    c(
      `Kyle that loan I give you back in 2014 is too old for me to sue on and I wont. If you ever want to pay it back on your own thats up to you`,
      old,
    ),
    c(
      `If we cant work out somethin on the Silverado by the end of the month we may file suit in magistrate court. I'd rather not. Call me`,
    ),
    c(
      `Your drivers license aint got nothin to do with this account, DDS dont care about a furniture note. You asked so I'm tellin ya`,
    ),
    c(`Nobody's callin immigration and nobody's callin your job. I just want my payment on the dinette, thats all`),
    c(`Congrats on the new job at the poultry plant! Want to move your due date to line up with their payday?`),
    c(
      `Quotin you: "are they gonna take my food stamps." No ma'am, owin us cant touch your SNAP or your kids or nothin like that`,
    ),
  ]),
  ...section('R-CRIME', [
    v(`Drivin off with a truck you aint payin for is stealin Travis, plain and simple`, ['R-CRIME']),
    v(`I'll be callin Chief Watts down at the police department about that missin sectional if I dont hear from ya`, [
      'R-CRIME',
    ]),
    v(`You wrote me a hot check for the June payment. In Georgia thats a crime and I'll be pressin charges`, [
      'R-CRIME',
    ]),
    v(`lyin on a credit app to get a car is FRAUD and I got your app right here with that made up job on it`, [
      'R-CRIME',
    ]),
    v(
      `Hey Shay hope the baby's doin good. Just checkin on the bedroom set. Reckon you know sellin furniture you dont own yet on Marketplace is theft by conversion, and the law dont take kindly to that. Anyway let me know about Friday`,
      ['R-CRIME'],
    ),
    v(`ppl who take stuff n dont pay for it got a name n it aint "customer" 🤔`, ['R-CRIME']),
    v(
      `You carried that Camry across the state line without tellin me, thats a criminal matter and I'm handin it over to the authorities`,
      ['R-CRIME'],
    ),
    c(`Nobody's callin you a thief Travis. Life happens. Lets just get you caught back up`),
    c(
      `Heads up theres a fraud scam goin round where people text pretendin to be car lots askin for gift cards. We will never ask for that`,
    ),
    c(
      `So sorry to hear somebody broke into your truck and stole the stereo. Did the police give you a report number? your insurance might cover it`,
    ),
    c(
      `You said somebody stole your identity and opened stuff in your name. If you think this dinette account aint yours tell me in writing and I'll look into it, no pressure`,
    ),
    c(
      `You said "you gonna call the cops on me?" No ma'am. Missin payments aint a crime and I'm not gonna treat it like one`,
    ),
    c(
      `My nephew just got on with the Rome police department, so proud of him. Anyway your payment came in, thank you Shay`,
    ),
  ]),
  ...section('R-GOVT', [
    v(`This is Officer Darrell with the county collections division. Your account requires immediate attention`, [
      'R-GOVT',
    ]),
    v(`The sheriff and me go way back and he said he'd help me get my money from you`, ['R-GOVT']),
    v(
      `NOTICE from the Georgia Bureau of Consumer Accounts: your furniture account is delinquent, contact Cedar Creek today`,
      ['R-GOVT'],
    ),
    v(`Judge Benton asked me to reach out personal about your account`, ['R-GOVT']),
    v(
      `Hey Lonnie, hope you and Crystal are doin good and the garden's comin in. Wanted to let you know I been workin hand in hand with the folks down at the courthouse on your file so they know all about it. Give me a holler this week`,
      ['R-GOVT'],
    ),
    v(`IRS gets a copy of everything I send you so you might wanna get right`, ['R-GOVT']),
    v(`we r basically like the state on this, got the same power as the tax man so dont ignore me`, ['R-GOVT']),
    c(
      `If we settle for $900 on the $1,500 balance, the $600 we forgive might get reported to the IRS on a 1099-C. Ask your tax person about it`,
      { accountBalanceCents: 150000 },
    ),
    c(`Just so you know we're a car lot not the government, we aint got nothin to do with the sheriff or the courts`),
    c(
      `Got a call today from somebody claimin to be a "federal debt agent" askin about my customers. Thats not real, if they call you dont give em nothin`,
    ),
    c(
      `Congrats on gettin on at the post office! federal job, thats good insurance. What day y'all get paid so we can line up the note?`,
    ),
    c(
      `For your records the judgment was entered by the Floyd County Magistrate Court on 6/12, case 24-MV-0318. We're not the court, we're just the lot. Call me to set up payments`,
      judgment,
    ),
    c(
      `When your tax refund comes in from the IRS, if you want to put some of it on the Tahoe thatd catch you up. Totally your call`,
    ),
  ]),
  ...section('R-ATTORNEY', [
    v(`My attorney's already got your file on his desk`, ['R-ATTORNEY']),
    v(`This has been sent over to our legal department for review`, ['R-ATTORNEY']),
    v(`Papers are drawn up and ready to go, lawyer just needs my go-ahead`, ['R-ATTORNEY']),
    v(
      `My buddy Hank from church practices law over in Centre and he says this is open and shut, he's fixin to handle it for me`,
      ['R-ATTORNEY'],
    ),
    v(`ur acct is w/ counsel now, dont call me call them`, ['R-ATTORNEY']),
    v(`Darrell Mabry, Esq. - Cedar Creek Motors. Your note is 60 days past due, please remit.`, ['R-ATTORNEY']),
    v(
      `Mornin Ms. Opal, sorry to bug you on a Saturday. I know you been under the weather. The firm in Anniston we use for these things done looked over your rent to own contract and they say you owe every bit of it. Just let me know somethin by next week`,
      ['R-ATTORNEY'],
    ),
    c(
      `This is Marcus Dell, attorney for Cedar Creek Motors. I've been retained on the Silverado account and wanted to talk about a payment plan`,
      attorney,
    ),
    c(`You're welcome to talk to your own lawyer about this, wont hurt my feelins none`),
    c(`No lawyers involved in this, its just me and you and a couch. Lets figure it out`),
    c(
      `Legal Aid in Gadsden does free help if you want somebody to look over your contract before you sign the new payment plan`,
    ),
    c(`You asked if I'm a lawyer. No sir, I sell cars and furniture, and I aint got one workin this account`),
    c(`Heard you passed the bar exam, congrats Tiffany! proud of ya. Payment's due the 15th like always`),
  ]),
  ...section('R-AMOUNT', [
    v(`Your balance is $1,240 plus a $75 collection fee so $1,315 total`, ['R-AMOUNT'], {
      accountBalanceCents: 124000,
    }),
    v(`You owe me $2,100 on the truck and I need it`, ['R-AMOUNT'], { accountBalanceCents: 168000 }),
    v(`I'm addin 10 bucks a day for every day you make me wait`, ['R-AMOUNT'], { accountBalanceCents: 80000 }),
    v(`gonna have to tack on a little somethin for my time chasin this, call it $60`, ['R-AMOUNT'], {
      accountBalanceCents: 52000,
    }),
    v(
      `Hey Brandon, hope the new baby is sleepin through the night! Just goin over the loan I give you for your transmission. You borrowed $500 and paid back $200, so with my 25% penalty for bein late you're at $375 now. Let me know`,
      ['R-AMOUNT'],
      { accountBalanceCents: 30000 },
    ),
    v(`Balance $845.00 + $45.00 processin fee if you pay by card`, ['R-AMOUNT'], { accountBalanceCents: 84500 }),
    v(`ITS $3,000 NOW NOT $2,400, THATS WHAT HAPPENS WHEN YOU DONT ANSWER ME`, ['R-AMOUNT'], {
      accountBalanceCents: 240000,
    }),
    c(`Balance is $1,240. No late fees, no extra nothin. Whatever you can do this week`, {
      accountBalanceCents: 124000,
    }),
    c(`I waived them two late fees like I said, so you're at $610 even`, { accountBalanceCents: 61000 }),
    c(`If you can do $400 by the end of the month I'll call it square on the $950`, { accountBalanceCents: 95000 }),
    c(`You told me you bring home about $2,200 a month at the mill. What's a payment that fits in that?`, {
      accountBalanceCents: 180000,
    }),
    c(`Your original credit limit on the furniture account was $3,500 but you only owe $1,125 now`, {
      accountBalanceCents: 112500,
    }),
    c(
      `Ha my Sunday school class raised $2,500 for the youth trip, more than your whole note! anyway you're at $1,980 after this week's payment`,
      { accountBalanceCents: 198000 },
    ),
  ]),
  ...section('R-CREDIT', [
    v(`Your credit's gonna be ruined for the rest of your life over this`, ['R-CREDIT']),
    v(`Bring me $500 and I'll make this whole thing disappear off your credit report`, ['R-CREDIT'], {
      accountBalanceCents: 90000,
    }),
    v(`You'll never finance so much as a push mower again in this state, I promise you that`, ['R-CREDIT']),
    v(`I'm sendin the account to Equifax and them this week as 90 days past due`, ['R-CREDIT'], disputed),
    v(`Drop that dispute and I'll have the late pays took off your report`, ['R-CREDIT', 'R-DISPUTE']),
    v(
      `Hey Courtney hope y'all's trip to Gulf Shores was fun! Just a reminder about the washer and dryer. I went ahead and marked it as fraud with the credit folks since you quit payin. Talk soon!`,
      ['R-CREDIT', 'R-CRIME'],
    ),
    v(`keep it up n ur score gonna be in the basement til ur grandkids r grown lol`, ['R-CREDIT']),
    c(`Once you pay it off it'll show as paid on your credit, thats just how it works`),
    c(`If we settle for less it'll show as settled for less than the full balance, I want you to know that up front`),
    c(
      `We reported the account to the bureaus as disputed by you, like we're supposed to. Still lookin into it`,
      disputed,
    ),
    c(`I'll give you credit for the $40 you dropped off at the lot Tuesday, hadnt posted it yet sorry`, {
      accountBalanceCents: 60000,
    }),
    c(
      `We dont report furniture accounts to the credit bureaus at all, so this aint gonna show up on your credit report either way`,
    ),
    c(`Lot's runnin a store credit special on trade ins this month, your Equinox might get you $800 toward somethin`),
  ]),
  ...section('R-ABUSE', [
    v(`pay your d*mn note Travis`, ['R-ABUSE']),
    v(`you are one sorry sack of sh!t, you know that`, ['R-ABUSE']),
    v(`Dumber than a box of rocks I swear. How hard is it to pay $50 a week`, ['R-ABUSE'], {
      accountBalanceCents: 70000,
    }),
    v(`get off your lazy a$$ and come pay`, ['R-ABUSE']),
    v(
      `Mornin Keisha, hope you had a good weekend, Brother Wayne preached a good one Sunday. I know money's tight so lets work on a plan for the sectional. And honestly quit actin like a trashy little b!tch every time I text you. Talk soon`,
      ['R-ABUSE'],
    ),
    v(`WHAT THE F*** IS WRONG WITH YOU PEOPLE`, ['R-ABUSE']),
    v(`u a real peice of work, bum azz good for nothin`, ['R-ABUSE']),
    c(`I'll be down in Butts County Saturday at my sister's, I can grab your payment on the way back if thats easier`),
    c(`Your Sunday school class did a great job on that fish fry, thank em for me. Payment due the 1st`),
    c(
      `I need to assess the damage on the dresser before we figure out the buyout price. Can you text me a picture of it?`,
    ),
    c(`I aint gonna cuss at you or call you names, I just want us to work this out`),
    c(`That Massey Ferguson from the fella up in Hiwassee sold, sorry bud. Your note's due the 10th`),
    c(
      `You wrote "this is a load of crap." I hear ya, its frustratin. Lets look at the contract together and I'll show you where the numbers come from`,
    ),
  ]),
  ...section('R-VIOLENCE', [
    v(`We know where you live Dusty`, ['R-VIOLENCE']),
    v(`Be a real shame if that pretty little trailer caught fire. Pay your note`, ['R-VIOLENCE']),
    v(`Me and a couple boys from the lot might just pay you a visit after dark`, ['R-VIOLENCE']),
    v(`Accidents happen on them back roads, specially to folks who owe money`, ['R-VIOLENCE']),
    v(`Your daddy's truck sure does sit out by the road all night dont it. Anything could happen to it`, [
      'R-VIOLENCE',
    ]),
    v(
      `Hey Dusty, I know you been pullin doubles at the plant. Appreciate the $20 last week. Just want you to understand I'm a patient man but I been known to lose my temper and put hands on folks who play me. Anyway see ya Friday`,
      ['R-VIOLENCE'],
      { accountBalanceCents: 45000 },
    ),
    v(`u got kids that walk home from the bus stop right? be careful out there 👀`, ['R-VIOLENCE']),
    c(`Hope you're healin up after that wreck on 411, that sounded scary. Dont worry about the payment this week`),
    c(`Lightning hit the pole by the lot Tuesday and knocked the phones out. If you called, thats why`),
    c(`Nobody's gonna come to your house or hurt nobody. I aint that kind of lot. Just call me when you can`),
    c(
      `You said "you threatenin me?" No sir, not at all, I'm sorry if it came off that way. I'll only contact you in writing from here on if you want`,
    ),
    c(
      `Heard about the fire at the Shell station on 27, glad nobody got hurt. I'll be closed tomorrow for the funeral, Saturday is fine for the payment`,
    ),
    c(
      `Big fight in the stands at the Auburn game Saturday lol, my boy got his nose busted. Anyway payment's due Friday, call if you need more time`,
    ),
  ]),
  ...section('R-SHAME', [
    v(`Reckon Brother Wayne would like to know one of his deacons is 3 months behind on a bedroom suite?`, ['R-SHAME']),
    v(`I'm fixin to call your supervisor at the mill and let him know about this`, ['R-SHAME']),
    v(`Gonna post your name on the lot's facebook page with the rest of the folks who dont pay`, ['R-SHAME']),
    v(`Ran into your mama at the Piggly Wiggly and told her about your car note, she was real disappointed`, [
      'R-SHAME',
    ]),
    v(
      `Hey Tiff, hope you had a good birthday. Just checkin on the sofa payment, I know the daycare is expensive. If I dont hear from ya by Friday I'll have to call the references on your app, your neighbor Mrs. Pickett and your sister, and let them know whats goin on. Thanks hon`,
      ['R-SHAME'],
    ),
    v(`Whole county reads the Tri-County Trader. Might be time I took out an ad with some names in it`, ['R-SHAME']),
    v(`ur brother in law works here at the lot u know, bet he'd love to hear bout this 😂`, ['R-SHAME']),
    c(`We will not contact your employer about this, period`),
    c(`Talked to your husband Randy this mornin about the truck note, he said y'all can do $150 Friday`, {
      accountBalanceCents: 420000,
    }),
    c(`Saw your mama at Wednesday night supper, didnt say a word about the account. Thats between me and you`),
    c(`You asked if I told anybody at church. No ma'am, I would never. Your business is your business`),
    c(`We're hirin at the lot if your brother still needs work, tell him to come see me`),
    c(`If you want your daddy to help you out thats between y'all, but he aint on this note and I wont be callin him`),
  ]),
  ...section('R-HARASS', [
    v(`Gonna call you every hour on the hour til you pick up`, ['R-HARASS']),
    v(`I'll text you every mornin, noon and night til I see that money`, ['R-HARASS']),
    v(`hope you like hearin your phone ring cause its gonna be ringin nonstop`, ['R-HARASS']),
    v(`Blocked me? I got 4 phones at the lot and a whole lotta free time`, ['R-HARASS']),
    v(
      `Good evenin Mr. Cole, hope the knee is better. Just followin up on the Ranger. I know you said you'd pay Friday and I trust ya. But if it dont come in I'll be callin you and your wife's cell back to back all weekend til somebody answers. Have a blessed night`,
      ['R-HARASS'],
    ),
    v(`IM GONNA KEEP ON TEXTIN TIL YOU ANSWER ME`, ['R-HARASS']),
    v(`2 calls a day not enough? ok bumpin it to 20 🤷`, ['R-HARASS']),
    c(`I'll call you Tuesday at 10 about the Ranger, if that time dont work text me a better one`),
    c(`Call me anytime, every hour if you want, I'm at the lot 8 to 6`),
    c(`You told me stop callin your cell, so I wont. I'll send letters to the house from now on`),
    c(
      `Phones been ringin nonstop at the lot today with the tax season sale, sorry it took me so long to get back to ya`,
    ),
    c(`Sorry about all them calls yesterday, that was our new autodialer messin up. Got it fixed, wont happen again`),
    c(`Want me to send a reminder text every payday? Only if you want it, just say yes or no`),
  ]),
  ...section('R-DISPUTE', [
    v(`Aint no use disputin it, you signed the contract`, ['R-DISPUTE']),
    v(`If you send in one of them dispute letters I'm addin $100 for my trouble`, ['R-DISPUTE', 'R-AMOUNT'], {
      accountBalanceCents: 70000,
    }),
    v(`Dont give me that "I dont owe it" mess. Pay first and we can argue about it later`, ['R-DISPUTE']),
    v(`You cant dispute a buy here pay here note, thats just for credit cards`, ['R-DISPUTE']),
    v(`Go ahead and dispute it. Watch what happens to your payment plan then`, ['R-DISPUTE']),
    v(
      `Hey Lakeisha, got your letter sayin you think the balance is wrong. Appreciate you writin. Thing is we dont do the whole verification thing here, its a small lot, so I just need the $200 by Friday like normal. Thanks!`,
      ['R-DISPUTE'],
      { accountBalanceCents: 150000 },
    ),
    v(`PAY THE FULL AMOUNT TODAY. I DONT WANNA HEAR NO QUESTIONS ABOUT THE NUMBERS`, ['R-DISPUTE']),
    c(
      `You got 30 days to dispute this in writing if you think its wrong, and if you do I'll send you the paperwork showin the balance`,
    ),
    c(`If you think I got the numbers wrong tell me, I'll pull the ledger and we'll go over it together`),
    c(
      `Got your dispute letter. We're holdin off on collectin til I send you the contract and payment history`,
      disputed,
    ),
    c(`The dispute at the church board meetin over the new parkin lot got heated lol. Anyway payment's due the 5th`),
    c(
      `You said "I wanna dispute this." Thats your right and I wont hold it against you. Just send it in writing to the lot address`,
    ),
    c(`Heads up, disputin it wont cost you nothin and it wont change your payment plan`),
  ]),
  ...section('R-THIRDPARTY-LIAB', [
    v(`Your mama's gonna have to pay this if you dont`, ['R-THIRDPARTY-LIAB']),
    v(`Since you're 19 your daddy's legally on the hook for that $300 I loaned ya`, ['R-THIRDPARTY-LIAB'], {
      accountBalanceCents: 30000,
    }),
    v(`When you pass on your kids inherit this note, so dont think it just goes away`, ['R-THIRDPARTY-LIAB']),
    v(`Family pays family debts round here, so get your brother to cover it`, ['R-THIRDPARTY-LIAB']),
    v(
      `Hey Marcus, hope you and the kids are doin alright and your granny's feelin better. I know money's tight since the layoff. Just so you know your oldest boy is grown and workin now, so the bedroom suite is his to pay too. Family's gotta step up. Let me know`,
      ['R-THIRDPARTY-LIAB'],
    ),
    v(`ur girlfriend lives there too so she owes half, simple as that`, ['R-THIRDPARTY-LIAB']),
    v(
      `You moved back home with your folks right? Then your folks can start makin your payments, they're responsible now`,
      ['R-THIRDPARTY-LIAB'],
    ),
    c(`Your daddy co-signed the note on the Camry so he's on it too, thats just how co-signin works`),
    c(`The account was joint between you and your sister Tonya, so either one of y'all can pay on it`),
    c(
      `Sorry for your loss. The executor can pay what's left from the estate, but you personally dont owe a dime of your mama's account`,
    ),
    c(`Your kids aint responsible for your debt, no matter what anybody tells you`),
    c(`Your husband's on the contract with you, so I can talk to either one of y'all`),
    c(
      `You asked "do my parents have to pay if I cant?" No they dont. Its your loan, we'll just work out a smaller payment`,
    ),
  ]),
  ...section('R-SENSITIVE', [
    v(`I got your social right here 412-67-3398 so dont tell me this aint your account`, ['R-SENSITIVE']),
    v(`Ran your card 4539 1488 0343 6467 this mornin and it came back declined`, ['R-SENSITIVE']),
    v(`ssn on file 259487716 is that still right?`, ['R-SENSITIVE']),
    v(
      `Hey Pam, hope the reunion was fun. Just confirmin for the furniture account we got you down as social 321.54.9087 and the card is 5425 2334 3010 9903, want me to keep runnin that one every week?`,
      ['R-SENSITIVE'],
    ),
    v(`card # 6011000990139424 exp 08/27 declined again, got another one?`, ['R-SENSITIVE']),
    v(`That amex you gave me 3714 496353 98431 went through, thanks bud`, ['R-SENSITIVE']),
    v(`ur ss is 527 19 3846 and ur debit is 4917-6123-4509-8715 right? just makin sure i got it wrote down`, [
      'R-SENSITIVE',
    ]),
    c(`Card endin in 4821 went through for $75, thanks`),
    c(`Routing number for the bank draft is 061000104 and I'll need your checkin account number on the form`),
    c(`VIN on your Silverado is 1GCVKREC5FZ123456, case you need it at the tag office`),
    c(`Call the lot at (706) 555-0142 or the furniture store line 256-555-0187, ask for Big D`),
    c(`Please DONT text me your whole social, I only need the last 4. Put CC-20417-88 on the money order`),
    c(
      `That letter you got with 987-65-4321 printed on it is fake, thats not even a real social number. Dont call them back`,
    ),
  ]),
];
