/**
 * Frames: a violation as a combination of concepts in one sentence rather than as a phrase. 'Your wife will have to
 * pay this', 'as his next of kin you are obligated', 'your stepfather is legally required to help pay' are one frame:
 * a relative + an obligation to pay, not negated, not a co-signer. Each concept is a closed class of English words
 * (every family relation, every way of passing a message), so a new wording of the same idea is caught without
 * having been seen. The word lists in rules.ts and paraphrases.ts stay for the idioms a frame cannot express.
 */
import { gap, words, type LexiconEntry } from './matchers';

/** Every family relation and household member (a spouse is a relative for liability, but counts as the consumer for contact). */
const RELATIVE = String.raw`(?:wife|wifes|husband|husbands|spouse|spouses|partner|partners|fiance|fiancee|boyfriend|girlfriend|mother|mothers|mom|moms|mum|mums|mama|father|fathers|dad|dads|papa|parents?|sons?|daughters?|child|childs|children|childrens|kids?|brothers?|sisters?|siblings?|grandmother|grandma|grandfather|grandpa|grandparents?|grandsons?|granddaughters?|grandchildren|grandkids|aunts?|uncles?|cousins?|nephews?|nieces?|step ?(?:father|mother|dad|mom|son|daughter|kids|children|brother|sister)s?|in laws|(?:mother|father|brother|sister|son|daughter)s? in law|relatives?|family|families|family members?|next of kin|kin|heirs?|widow|widower|household|roommates?|husbund|husbnd|hubby|wifey|next generation|generations?|esposo|esposa|hijos?|hijas?|madre|padre)`;
const RELATIVE_RE = new RegExp(String.raw`\b${RELATIVE}\b`);

/** Who a third party is, as the consumer's: workplace, neighbours, friends, relatives (not a spouse), community. */
const THIRD = String.raw`(?:employers?|boss|bosses|manager|managers|supervisors?|foreman|hr|human resources|payroll|coworkers?|co workers?|colleagues?|workplace|work|job|office|company|neighbou?rs?|neighbou?rhood|street|block|building|landlord|landlady|roommates?|friends?|relatives?|parents?|mother|mom|mum|father|dad|brothers?|sisters?|siblings?|sons?|daughters?|kids|children|grandparents?|grandmother|grandfather|grandma|grandpa|aunts?|uncles?|cousins?|nephews?|nieces?|in laws|(?:mother|father|brother|sister)s? in law|family|fiance|fiancee|boyfriend|girlfriend|church|pastor|priest|rabbi|imam|congregation|pta|hoa|school|teachers?|gym|club|team|(?<!credit )union|references?|contacts|emergency contacts?|connections|followers|community|town|customers|clients|receptionist|secretary|front desk|front office)`;
const THIRD_RE = new RegExp(
  String.raw`\b(?:(?:your|ur|his|her|their|all your|all of your|the whole|the entire|(?:everyone|everybody|people) (?:at|in|on) your) (?:[a-z]+ ){0,2}${THIRD}s?(?! (?:schedule|email|e mail|phone|number|hours|address|shift|line|cell|profile|information|info|history|details|title|status|name|names|account|plan))|hr|human resources|payroll|the (?:local )?(?:paper|newspaper|pta|hoa|church|neighbou?rhood|community|town|public|internet)(?! (?:clinic|health|center|centre|pharmacy|store|bank|library|records?|defender|balance|account|dues))|(?:local|area|other|future|potential|prospective|nearby) (?:employers|landlords|businesses|lenders|owners|residents|members|tenants|neighbou?rs)|(?:the |all the |everyone |everybody |people |folks )(?:folks |people )?(?:in|on|at|around) (?:your|that|the|this) (?:subdivision|neighbou?rhood|street|block|building|complex|town|church|area|community|park)|board of (?:nursing|medicine|pharmacy|education|realtors|[a-z]+ examiners)|licensing board|nursing board|(?:local |all )?businesses|the public|social media|facebook|instagram|twitter|tiktok|linkedin)\b`,
);
/** Passing a message, or others coming to know. */
const COMMUNICATE = String.raw`(?:tell|tells|told|telling|inform\w*|notif\w*|contact\w*(?! (?:information|info|details|number|list|form))|call|calls|called|calling|phon\w*(?! (?:bill|bills|number|numbers|company|carrier|plan|line|service))|ring|ringing|text|texts|texted|texting|e ?mail\w*|messag\w*|write|writes|writing|wrote|letters?|cc|copy|copies|copied|send|sends|sending|sent|forward\w*|mail|mails|mailed|mailing|let (?:[a-z]+ ){1,4}know|know|knows|knowing|hear|hears|hearing|heard|find out|finds out|finding out|found out|learn|learns|learning|see|sees|seeing|post|posts|posted|posting|publish\w*|list|lists|listed|listing|share|shares|shared|sharing|spread\w*|mention\w*|explain\w*|discuss\w*|heads up|visit\w*|put (?:this|it|your name|the debt|that|you) (?:up )?on|ask|asks|asking|remind\w*|interesting|reach out|reaching out|reached out|get in touch|be in touch|alert\w*|warn\w*|interested|curious|announc\w*|advertis\w*|print\w*|goes out|go out|circulat\w*|distribut\w*|spoke|spoken|talk|talks|talked|talking|speak|speaking|show|shows|showed|showing|word)`;

/** What a collector in a debt's context may not do with a third party: the debt is the subject. */
const SHAME_EXCEPTIONS = [
  /\b(?:did not|do not|never|will not|would not|without|not) (?:share|shared|discuss|discussed|mention|mentioned|tell|told|give|gave|reveal|revealed|say|said)\b/,
  /\b(?:only|just) to (?:find|locate|confirm|verify|get) (?:your )?(?:address|location|phone|contact|whereabouts)/,
  /\b(?:with your (?:written )?(?:permission|consent|ok|okay|authori[sz]ation)|if you (?:want|ask|authori[sz]e|prefer|like|wish|agree))\b/,
  /\bonly (?:you|with you)\b|\bonly (?:[a-z]+ ){0,3}(?:with|to) (?:you|u|him|her|them)\b/,
  /\bpower of attorney\b/,
  // The third party picked up the phone: 'your roommate answered the phone yesterday'.
  /\b(?:answered|picked up|took) (?:the |my |our )?(?:phone|call)\b/,
  /\b(?:sorry|glad|happy|sad) to hear\b/,
  // Legal process already in place: a garnishment order or its release goes to the employer by law.
  /\b(?:release|garnishment|wage order|court order|income withholding order)\b/,
  /\bnot about you\b/,
  // 'We told her nothing'.
  /\b(?:told|tell|gave|give|said|say|shared|share) (?:him |her |them |anyone |anybody )?(?:nothing|no details|no information)\b/,
  // 'Do you want your kids to know their mom is a deadbeat?': an insult (R-ABUSE) or a menace (R-VIOLENCE), not a message to them.
  /\b(?:do you want|would you want|hate for|want) (?:your|ur) (?:kids|children|son|daughter|family) to (?:know|see)\b/,
  // Sending someone to the door is a visit (R-VIOLENCE), not a message to a third party.
  /\bsend\w* (?:someone|somebody|people|a guy|guys|an agent|agents|a collector|our (?:guys|people|agents?))\b/,
  /\b(?:authori[sz]e|authori[sz]ation|authori[sz]es) (?:him|her|them|it)?\b/,
  // The third party reaching us, or a court ordering an employer: not the collector telling anyone.
  /\b(?:call|calls|called|calling|contact\w*|e ?mail\w*|text\w*|messag\w*|write|writes|wrote|reach|reached|talk to|speak (?:to|with)|get in touch with) (?:us|me)\b(?![^.]*\b(?:i|we) (?:will|am going to|are going to|shall) )/,
  /\b(?:ordered to|court order|wage order)\b/,
  /\bemergency contact\b(?![^.]*\b(?:tell|explain\w*|everything|about (?:the|your|this) (?:debt|balance|account)|what you owe|pursu\w*)\b)/,
  // The consumer's own lawyer may be contacted; a collector's duty explained is not a threat; the collector speaking to the consumer.
  /\b(?:your|ur) (?:own )?(?:lawyer|attorney|counsel)\b/,
  /\b(?:is|s) (?:a violation|illegal|against the law|not allowed)\b|\bif (?:a|any) (?:debt )?collectors?\b/,
  /\b(?:i am|i m|we are) (?:telling|informing|notifying|letting) (?:you|u)\b/,
  // What the third party will not learn: 'so your neighbours won't know anything', 'nobody at your job will hear a word'.
  /\b(?:will not|would not|do not|does not|never|won t) (?:ever )?(?:know|find out|hear|see|learn)\b/,
  /\b(?:nobody|no one|none of)\b[^.]*\b(?:will|would|is going to) (?:ever )?(?:hear|know|find out|learn|see|be told)\b/,
  /\b(?:in writing|written (?:permission|consent|authori[sz]ation))\b/,
  // Sharing a bill is owing it (R-THIRDPARTY-LIAB), not telling.
  /\bshares? (?:the |this |your |that |his |her )?(?:[a-z]+ )?(?:bill|debt|balance|cost|costs|obligation|responsibility|account|it)\b/,
];

/** Denials and consent among the exceptions: truthful facts the statistical layer must not overrule. */
export const SHAME_DENIALS = [
  SHAME_EXCEPTIONS[0],
  /\b(?:told|tell|gave|give|said|say|shared|share) (?:him |her |them |anyone |anybody )?(?:nothing|no details|no information)\b/,
  /\b(?:will not|would not|do not|does not|never|won t) (?:ever )?(?:know|find out|hear|see|learn)\b(?! from (?:you|u)\b)/,
  /\b(?:nobody|no one|none of)\b[^.]*\b(?:will|would|is going to) (?:ever )?(?:hear|know|find out|learn|see|be told)\b/,
  /\bonly (?:you|with you)\b|\bonly (?:[a-z]+ ){0,3}(?:with|to) (?:you|u)\b/,
  /\bpower of attorney\b/,
];

const RECEIVING =
  /^(?:know|knows|knowing|hear|hears|hearing|heard|find out|finds out|finding out|found out|learn|learns|learning|see|sees|seeing)$/;
const THIRD_ACTS = new RegExp(
  String.raw`\b(?:your|ur|his|her) (?:[a-z]+ )?${THIRD}s?(?: (?:wants?|would like|needs?|asks?|asked|prefers?|agrees?|decides?) to(?: [a-z]+){0,2})?$`,
);

const CLAUSE_BREAK = / (?:,|;|and|but|so|if|when|until|till|unless|because|since|while|before|after|or) /;
/**
 * The third party is in the clause of the passing verb, not elsewhere in the sentence: 'Take care of your mom and we
 * will talk next week', 'If you lose your job again, tell us', 'before they serve you on the HOA balance'.
 */
export function collectorActsInClause(before: string, sentence: string, hit = ''): boolean {
  const after = sentence.slice((before ? before.length + 1 : 0) + hit.length);
  const head = ` ${before} `.split(CLAUSE_BREAK).pop() ?? '';
  const tail = ` ${after} `.split(CLAUSE_BREAK)[0] ?? '';
  if (!THIRD_RE.test(`${head} ${hit} ${tail}`)) return false;
  // 'If you have questions, ask your employer's HR department': an imperative to the consumer, unless we act too.
  if (
    !head.trim() &&
    /^(?:ask|tell|call|talk|speak|show|let|text|email|contact|remind|share|discuss)\b/.test(hit) &&
    !/\b(?:we|i) (?:will|would|can|could|are|am|might|may|shall)\b/.test(sentence)
  )
    return false;
  // 'Your credit union's loan officer can tell you how': the third party tells the consumer.
  if (
    /^(?:tell|tells|show|shows|explain\w*|print\w*)$/.test(hit) &&
    /^ ?(?:you|u)\b/.test(tail) &&
    !/\b(?:we|i)(?: [a-z]+){0,2}$/.test(before)
  )
    return false;
  // 'Your son's bail hearing', 'the court hearing': a hearing is a noun there.
  if (hit === 'hearing' && /\b(?:bail|court|custody|the|a|an|his|her|your|ur|s|their)$/.test(before)) return false;
  // 'Your kids are going to be visiting you in county lockup': the third party acts.
  if (!RECEIVING.test(hit) && /(?:ing|^ask|^visit|^call)$/.test(hit) && THIRD_WILL_ACT.test(before)) return false;
  return collectorActs(before, sentence, hit);
}
const THIRD_WILL_ACT = new RegExp(
  String.raw`\b(?:your|ur|his|her) (?:[a-z]+ )?${THIRD}s?(?: (?:will|would|can|could|may|might|are|is|going|to|be|been|have|has|keep|start|starts|called|phoned|wrote|emailed|texted)){1,4}$`,
);

/** The consumer is the one passing the message ('you may want to talk with your family'), or it is avoided. */
export function collectorActs(before: string, sentence: string, hit = ''): boolean {
  // 'Your mother called to ask about options': the third party is the one acting.
  // ('I will have your kids' school notified': the collector makes them be told.)
  if (
    THIRD_ACTS.test(before) &&
    !/\b(?:have|get|got|had|make sure|see to it that) (?:your|ur|his|her) (?:[a-z]+ ){1,3}$/.test(before)
  )
    return false;
  // Coming to know is the third party's part ('your boss will find out'): the collector learning something ('we heard
  // you lost your job') or knowing a place ('my guys know your neighborhood') tells nobody.
  if (
    RECEIVING.test(hit) &&
    (/\b(?:we|i|my [a-z]+|our [a-z]+)(?: [a-z]+){0,2}$/.test(before) || !THIRD_RE.test(before))
  )
    return false;
  // The consumer comes to know ('before you ever see it'), or the file shows something ('our records show').
  if (RECEIVING.test(hit) && /\b(?:you|u)(?: [a-z]+)?$/.test(before)) return false;
  if (
    /^(?:show|shows|showed)$/.test(hit) &&
    /\b(?:records?|files?|notes|system|history|documents?|statements?|reports?)$/.test(before)
  )
    return false;
  // ('You will be served at your job' is done to the consumer: the match starts with the verb's auxiliary.)
  const passive = /^(?:will|would|can|could|may|might|shall|must|is|are|am|be|been|being|get|gets|got)\b/.test(hit);
  if (
    !passive &&
    /\b(?:you|u) (?:may |might |can |could |should |would |will |are free to |are welcome to )?(?:rather |want to |wish to |like to |need to |decide to |choose to )?$/.test(
      `${before} `,
    )
  )
    return false;
  if (/\b(?:avoid|instead of|rather than|stop|stopped)(?: [a-z]+){0,2}$/.test(before)) return false;
  // 'Tell your neighbour thanks', 'ask your family for help': the consumer's own act, unless we speak of ours too.
  if (
    /^(?:please )?(?:tell|ask|let|call|talk|share|show|thank|have)\b/.test(sentence) &&
    !/\b(?:we|i) (?:will|would|can|could|are|am|might|may|shall)\b/.test(sentence)
  ) {
    return false;
  }
  return true;
}

/** An obligation to pay, as a state ('is on the hook') or a duty ('has to cover'). */
const OBLIGATION = words(
  `(?:is|are|will be|would be|becomes?|became|be|being|now) (?:also |legally |now |fully |personally |still |jointly |automatically |equally |just as |as much )*(?:responsible|liable|obligated|accountable|on the hook|required to (?:help )?(?:pay|cover|settle|take over))`,
  `(?:must|has to|have to|had to|will have to|would have to|need to|needs to|is required to|are required to|is obligated to|are obligated to|is expected to|are expected to|is going to have to|are going to have to|going to have to|gotta|got to) (?:help )?(?:pay|cover|settle|take over|take care of|pick up|foot|clear|handle|make good|(?:start |begin )?mak(?:e|ing) (?:the |your |these )?payments)`,
  // 'She owes this as much as you do', 'his bill now falls on you'.
  `(?:she|he|they) (?:also |still |now )?(?:owes?|owe) (?:it|this|the|that|too|as much|as well|half|part|some|her share|his share|their share)`,
  // 'Your husband owes this too', 'everyone in the household owes the balance', 'you kids owe it now'.
  `(?:owes?|owe|owing) (?:it|this|that|the (?:[a-z]+ )?(?:balance|bill|debt|rest|remainder|amount)|half|part|too|as well|now)(?! nothing| not| no\\b)`,
  // 'Your grandson is the responsible party now', 'it becomes your wife's debt', 'makes her responsible', 'on the hook'.
  `(?:is|are|becomes?|became|will be|s) (?:now )?(?:the |a )?(?:responsible|liable|legal|paying) (?:party|parties|person|one)`,
  `(?:becomes?|became|become|is now|turns? into|will be) (?:your |ur |his |her |their |the )?(?:[a-z]+ )?(?:s )?(?:debt|problem|bill|responsibility|obligation|balance)`,
  `on the hook`,
  `(?:s|is|are) (?:also |legally |now |fully |personally |still |jointly |equally )*(?:responsible|liable|obligated|accountable) for`,
  // 'We will keep calling your mother until she pays it for you', 'your grown kids will get the bill next'.
  `(?:until|till|so that|so) (?:she|he|they) (?:pays?|covers?|settles?|takes? care of) (?:it|this|the|that|your)`,
  `(?:will|would|could|can|are going to|is going to) (?:get|receive|be sent|end up with|inherit) (?:the |this |your |that )?(?:bill|debt|balance|invoice|tab)s?`,
  `(?:falls?|fell|rests?|lands?|landed) (?:now )?(?:on|upon) (?:you|u|your|the family|them|him|her)\\b`,
  `(?:can|could|will|would) be (?:made|forced|required) to (?:pay|cover)`,
  `(?:stuck|saddled|left) (?:with|paying)`,
  // 'She shares the cable bill', 'your spouse shares it whether she signed or not'.
  `(?:shares?|splits?|co owns?) (?:the |this |your |that |his |her |all |every )?(?:[a-z]+ )?(?:bills?|debts?|balances?|accounts?|obligations?|cards?|loans?|it)`,
  `inherit\\w* (?:the |this |his |her |their |your |that |all )?(?:[a-z]+ )?(?:debts?|balance|card|bills?|loans?|account|dues|fees|it|this)`,
  `(?:debts?|balance|bills?|card|loans?|account|arrears|dues|tab) ${gap(2)}(?:pass|passes|passed|transfer\\w*|go|goes|went|come|comes|fall|falls|fell|move|moves|moved|revert\\w*) (?:on |over |straight |right |directly |down )?to(?! (?:your |their |his |her )?(?:[a-z]+ )?(?:address|house|home|place|apartment|mailbox|email))`,
  `(?:debts?|balance|bills?|card|loans?) (?:is|are|becomes?|became) (?:now |legally )*(?:your|yours|hers|his|theirs)`,
  `(?:hold|holds|holding|held|make|makes|made|making) ${gap(2)}(?:accountable|responsible|liable|pay)`,
  `(?:collect|collecting|recover|recovering|go after|going after|come after|coming after)\\w* ${gap(3)}from`,
  // 'That means your kids pay', 'we will bill your father', 'old enough to take over the payments'.
  `(?:means|so|then) (?:your|ur|the) (?:[a-z]+ )?(?:kids|children|family|wife|husband|parents|son|daughter|sister|brother|mother|father|mom|dad|heirs|relatives) (?:pay|pays|owe|owes|cover|covers)(?! nothing| not| no\\b)`,
  `(?:we|i) (?:will|are going to|am going to|can|could|would|shall) (?:now |just )?(?:bill|charge|invoice)`,
  `(?:old enough to |will |can |could )(?:pay|take over|cover) (?:the |your |these |his |her )?(?:payments|debt|balance|bills?|account|rest|remainder)`,
);
const RELATIVE_OBLIGED = new RegExp(
  String.raw`\bas (?:his |her |their |the |your )?(?:[a-z]+ )?${RELATIVE}\b|\b(?:you|u) ${RELATIVE}\b|\b(?:his|her|their|${RELATIVE}s?) (?:s )?(?:[a-z]+ ){0,2}(?:debts?|card|balance|bills?|loans?|fees|dues)\b`,
);
/** 'You still have to pay' is the consumer's own duty: the relative must be the one obliged. */
function relativeObliged(before: string, sentence: string): boolean {
  if (!/\b(?:you|u)(?: [a-z]+){0,2}$/.test(before)) return true;
  return RELATIVE_OBLIGED.test(sentence);
}

/** A veiled threat's cues: regret, hedged futures, conditions on not paying, 'for now'. */
const MENACE =
  /\b(?:would be a (?:shame|pity)|would be (?:terrible|awful|tragic|sad|unfortunate) if|(?:would|d) hate (?:for|to see|it if)|(?:shame|pity) if|hope (?:you|your|it|they|that)|(?:you|u) (?:had |d |would )?better|or else|if you (?:do not|don t|dont|keep|continue|ignore|refuse|will not)|keep (?:ignoring|hiding|dodging|avoiding|stalling|running|playing)|next time|one way or (?:another|the other)|for now|you will see|if you know what i mean|do not make (?:me|us)|(?:we|i|they|someone|somebody|people|my (?:guys|people|friends|boys)|our (?:guys|people)) (?:will|would|could|can|might|may|are going to|am going to|is going to)\b|(?:something|someone|somebody|things|accidents?|anything) (?:bad |terrible )?(?:might|could|will|may|can|tend to|happen)|tends? to|you should be|you will be|you are going to|people who (?:do not|don t|never) pay)\b/;
const SYMPATHY =
  /\b(?:sorry (?:to hear|for|about)|hope (?:your|you) (?:surgery|recovery|are feeling|feel|get|got|had|were|are (?:ok|okay|well|safe|doing))|glad|get well|take care|stay safe|be safe|icy|storm|weather|the last thing we want|we would never|we never|nobody will|no one will|in the mail|inbox|website|our office)\b/;
/** Harm to a person, a pet or a thing. */
const HARM = words(
  `hurt|harm|harmed|injur\\w*|pain|painful|pay the price|accidents?|break|breaks|broken|smash\\w*|(?:catch|catches|caught|set) (?:on )?fire|on fire|burn|burns|burned|burnt|torch\\w*|beat|beaten|beating|kill\\w*|dead|(?:in|to|into) (?:the )?hospital(?! (?:bills?|debts?|charges|accounts?|balances?|paperwork|records?|statements?|billing|invoices?|transport|stay|claims?))|bleed\\w*|slash\\w*|vandali\\w*|unsafe|dangerous|afraid|scared|regret|healthy|in one piece|safe`,
);

/** Someone coming to the consumer in person (R-VIOLENCE, with ROUGH). */
const PRESENCE = words(
  `in person|face to face|(?:find|finds|found|track down|tracks down|hunt down|hunts down) (?:you|u)\\b|(?:see|run into|bump into|catch|meet) (?:you|u) (?:around|outside|alone|in person|on the street|in town)|(?:see|run into|bump into|catch) (?:you|u)(?= ,| \\.|$)|(?:waiting|wait) for (?:you|u) (?:outside|at|after|when|by)|(?:drop|dropping|stop|stopping|swing|swinging|come|coming|turn|turning|show|showing) (?:by|up|over|round|around) (?:at |to )?(?:your|ur|the) (?:house|home|door|place|work|job|apartment)|(?:turn|turns|show|shows) up at (?:your|ur) (?:door|house|home|work)|(?:there|here) in person|at (?:your|ur) door|meet (?:them|him|my guys|my people|my boys)|(?:my|our|the) (?:guys|boys|associates|field team|field agents|recovery agents|recovery team|people|partners)`,
);
/** What the visitor would be like: rough, impatient, angry, 'not the type', 'you won't like it'. */
const ROUGH =
  /\b(?:rough|physical|persuasive|unpleasant|nasty|angry|not (?:as|so) (?:patient|nice|polite|friendly|gentle)|less (?:patient|polite|nice|friendly|gentle)|(?:do not|don t|never) (?:always )?(?:ask nicely|ask twice|play nice|keep their hands to themselves)|better hope|(?:you are|ur|you re) lucky|(?:will not|won t|would not|do not) like what|(?:do not|don t) want to meet|how we deal with|if you (?:understand|know|catch) (?:my|what i) mean\w*|with a (?:bat|gun|knife|crowbar|hammer|pipe)|(?:the )?type to|keep ignoring|hate for (?:one of them|them|him|someone))\b/;
/** Harm put as chance or fate: windows break, tires go flat, fire spreads, insured, drive carefully. */
const MISHAP = words(
  `(?:windows?|glass|tires?|tyres?|brakes?|cars?|trucks?|houses?|homes?|garden|garage|dog|cat|pets?) ${gap(2)}(?:break|breaks|broke|go flat|goes flat|gone flat|catch fire|catches fire|burn|burns|get damaged|gets damaged|might not make it|may not make it|would not make it|will not make it)|fire spreads|(?:are|r|is|be|got|get|have|ve got|have got) (?:good |enough )?(?:insured|insurance)|(?:drive|walk|sleep) (?:carefully|careful|safe|safely|with one eye open)|one eye open|be care?full?\\b(?! (?:with|about|what|when|not|to|of|who|how))|(?:would|will|might) miss (?:you|u)|(?:checking|check) under (?:the|that|your|ur) (?:car|truck|vehicle|hood)|something bad (?:happens|will happen|could happen|might happen)|these things happen|life (?:is|s) unpredictable|unpredictable when`,
);

/** A dispute, a request for verification, or arguing the debt. */
const DISPUTE_CONCEPT =
  /\b(?:disput\w*|contest\w*|challeng\w*|argu\w*|validation|verification|verify|validate|debat\w*|question\w* (?:the|this|that|your|it|our) (?:debt|amount|balance|bill|charges?|account)|fight (?:this|it|the (?:debt|bill|charges?|balance))|(?:30|thirty) day (?:thing|window|period|notice|rule|deadline))\b/;
const DISCOURAGE = words(
  `pointless|useless|futile|wast(?:e|ed|es|ing)\\w*|paid (?:first|before)|escalat\\w*|less flexible|no use|nowhere|not worth\\w*|hopeless|worthless|meaningless|lost cause|dead end|worse|harder|mess|messier|backfire\\w*|cost\\w* you (?:more|extra)|pay\\w* more|drag\\w* (?:it|this|things|on|out)|complicat\\w*|uncooperative|flag\\w* (?:you|as)|off the table|withdraw\\w*|revok\\w*|lose (?:the|your|this) (?:offer|discount|deal|plan|settlement)|expired|lapsed|waived|too late|(?:is|are) final|always win\\w*|always lose|still (?:have to|must|need to|owe|due|expected)|pay (?:it |this |the balance )?first|only after|after (?:you pay|payment|the balance is paid)|trust me|believe me|forget|skip|ignore|ignored|disregard|not accepted|rejected|optional|formality|(?:need|have|has) to prove|(?:offer|deal|discount|settlement|plan|chance)s? (?:is |are |will be |goes |go )?(?:gone|disappear\\w*|go away|goes away|vanish\\w*)|(?:acting|act|acted) in bad faith|shows? bad faith|something to hide|shredder|(?:in|into|to) the (?:trash|garbage|bin)|(?:drop|drops|dropped|dropping|let go of|give up|giving up|abandon\\w*|back off|backing off) (?:the |your |this |that |on (?:the |your |this |that )?)?(?:dispute|disputes|challenge|validation request|verification request)|(?:dispute|challenge) (?:is |gets |was |has been )?(?:dropped|withdrawn|abandoned)|or (?:we|i) (?:will )?(?:sue|file (?:suit|a lawsuit|a case|in court))`,
  // A price on disputing: 'a $75 investigation fee applies', 'filing a dispute adds $50 to the balance'.
  `(?:investigation|processing|research|review|dispute|administrative|handling) (?:fee|charge|cost)s?|(?:fee|charge|penalty|surcharge)s? (?:will be |is |gets |get )?(?:charged|added|applies|apply|assessed|applied)|adds? (?:a |an )?(?:\\$ ?)?[0-9]+`,
  // A consequence for disputing: reported, sued, an angry creditor, 'watch what happens', 'think twice'.
  `think twice|watch what happens|(?:get|gets|getting|be) sued|sued (?:faster|sooner|first|quicker)|aggressive|(?:report|reports|reported|reporting|mark|marks|list|lists) (?:it |you |this |the account |them |such accounts )?as (?:fraud|fraudulent|charged off|bad faith|bad|delinquent|uncooperative)|as such|regret\\w*|be sorry|consequences|(?:tanks?|plummets?|suffers?)`,
  // Conditions no law sets: only a lawyer, only identity theft, pay first, a shorter deadline.
  `only (?:for|available to|open to|lawyers|attorneys|people who|those who|valid (?:for|if|with))|(?:have|has|need|needs) to pay (?:first|before)|realistically|in reality|in practice`,
  `stop (?:trying to )?(?:disput|contest|challeng|argu|question)\\w*`,
  // Collection goes on as if nothing were disputed.
  `collection(?:s)? (?:will |is going to |would )?(?:continue|continues|proceed|proceeds|go on|goes on|carry on|carries on)|(?:continue|continuing|proceed|proceeding|carry on|go ahead) (?:with )?(?:collection|collecting)|as if (?:it|the dispute|nothing) (?:were|was|is) (?:not there|never filed|filed)|as (?:normal|usual)`,
  `(?:given up|gave up|give up|forfeit\\w*|surrender\\w*|signed away|waived) (?:the |your |any )?right`,
);
/** Discouragements whose negation is their meaning: 'you can't dispute', 'it won't help', 'don't bother'. */
const DISCOURAGE_NEGATIVE = words(
  `(?:can not|may not|are not allowed to|have no right to|do not have (?:the|a|any) right to|no longer have (?:the|a|any) right to|lost (?:the|your) right to) (?:disput\\w*|contest|challenge)`,
  `(?:does not|do not|no longer|will not) apply`,
  `(?:do not|never) (?:even )?(?:bother|waste|try|think about)`,
  `(?:will not|does not|would not|is not going to|do not|can not) (?:help|work|matter|change (?:anything|a thing|the outcome|the balance|what you owe|the fact|the amount)|get you anywhere|do (?:anything|you any good|a thing|much))`,
  `(?:does not|do not) (?:stop|pause|change|delay) (?:anything|the (?:payment|due date|collection|deadline)|collection|payment)`,
  `no (?:legal )?(?:point|use|need|reason|grounds|basis|merit|standing)`,
  // 'Dispute it? Don't be an idiot.'
  `(?:do not|don t) be (?:an? )?(?:idiot|stupid|fool|ridiculous|silly|naive|dumb)`,
  `(?:will not|would not|is not going to) be (?:considered|accepted|honou?red|processed|reviewed)`,
  `(?:do not|does not|will not) (?:accept|consider|honor|process|recognize|entertain|apply)`,
  `not (?:valid|an option|possible|applicable|allowed|recogni[sz]ed|accepted|counted|honou?red|up for (?:debate|discussion|negotiation|dispute))`,
  `(?:can not|may not|are not allowed to) (?:fight|question|appeal|argue)`,
  // 'We will not report it as disputed unless you pay something first'.
  `(?:will not|won t|do not|does not) (?:report|mark|list|note|show) (?:it|this|the account|the debt|your account) as disputed (?:unless|until)`,
);

/** Where credit is at stake: reports, scores, lenders. */
const CREDIT_CONCEPT =
  /\b(?:(?:mark|marked|show|shows|list|listed|code|coded) (?:the |your |it |this )?(?:account )?as|credit|report|reports|reporting|reported|bureaus?|score|fico|experian|equifax|transunion|lenders?|banks?|loans?|mortgage|landlords?|collection)\b/;
/** What no collector can truthfully promise or threaten about credit (FCRA keeps most items 7 years, and no one can erase an accurate one). */
const CREDIT_EXAGGERATION = words(
  `forever|for life|for the rest of your life|permanent\\w*|for decades|decades|(?:1[0-9]|[2-9][0-9]|ten|fifteen|twenty|thirty|forty|fifty) years|ruin\\w*|destroy\\w*|wreck\\w*|trash\\w*|tank|tanks|tanked|plummet\\w*|crash\\w*|blacklist\\w*|delet\\w*|eras\\w*|wipe|wiped|wiping|scrub\\w*|cleaned up|clean slate|spotless|perfect|guarantee\\w*|boost\\w*|never (?:get|be able to|qualify|rent|borrow|buy|own)|never (?:been )?late|paid as agreed|(?:take|takes|taking|took|pull|pulls|pulling|get|gets) (?:the |that |this |it |your )?(?:negative |bad )?(?:mark|marks|item|items|entry|entries|collection|tradeline|it|account|thing|whole thing) off|(?:goes|go|will go|jumps?|bounces?) (?:right |straight )?back up|(?:will not|can not|would not|never) be able to (?:rent|borrow|buy|get|qualify|finance|open)`,
  // What lasts or wrecks: 'bounces right back', 'never goes away', 'follows you to the grave', 'a credit death sentence'.
  `bounc\\w* (?:right |straight )?back|never (?:go|goes|ages?|drops?|falls?|comes?) (?:away|off)|so it never|follows? (?:you|u) (?:to the grave|forever|everywhere|for life)|death sentence|destruction|(?:for|in|over) (?:a|the next) decade|a decade|good luck (?:getting|ever)|far worse|(?:qualify|approved|eligible) for (?:a |any )?(?:home |car |auto |new )?(?:loan|mortgage|card|credit)|(?:makes?|make|will make|would make) (?:your )?(?:credit|score) (?:worse|drop|go down)`,
  // A false entry: 'as a bad faith default', 'as a defaulted federal loan', 'a charge off and a judgment', 'that you skipped town'.
  `as (?:a |an )?(?:bad faith|defaulted (?:federal|government|student)|federal loan|charge off and|judgment|brand new|new collection)|(?:you|u) (?:skipped|fled|left) town`,
);

/** More numbers than can be blocked, a count that grows with every ignored call, a clock. */
const FREQUENCY_MORE = words(
  `(?:a |one )?hundred (?:more|others|numbers|lines)|(?:plenty|dozens|lots|hundreds|a bunch|tons) (?:of )?(?:others|more|other numbers|numbers|lines)|(?:every|all) (?:number|numbers|channel|channels|line|lines|phone|phones) (?:we|i) (?:have|got)|(?:another|other) (?:number|channel|line|phone)|(?:as often|as many times|as much) as it takes|first of many|many many|(?:[0-9]+|two|three|five|ten|twenty|thirty|fifty) more|(?:call|text|ring)\\w* (?:you |u )?right back|every time (?:you|u)|every half hour|every (?:[0-9]+|two|five|ten|fifteen|thirty|few) (?:min|mins|minutes|hours)|in [0-9]+ (?:min|mins|minutes)|morning and (?:evening|night)|life miserable|gets tired first|get used to (?:seeing|hearing)|(?:[0-9]+|multiple|several|many|dozens of) (?:voicemails|emails|e mails|msgs|rings)|(?:use|try) (?:all|every one) of them`,
);

/** Anything that can call, write or be heard from. */
const CONTACT_CONCEPT =
  /\b(?:show\w* up|visit\w*|knock\w*|(?:at|to) your door|call|calls|calling|called|text|texts|texting|messag\w*|msgs?|e ?mail\w*|ring\w*|phone|cell|voicemail\w*|dial\w*|autodialer|contact\w*|hear(?:ing)? from (?:us|me|our)|inbox|reminders?|in touch|reach (?:you|u)|numbers?|screen|channels?)\b/;
const FREQUENCY = words(
  `(?:every|each) (?:single )?(?:day|hour|night|morning|evening|minute|few (?:minutes|hours))|daily|hourly|nightly|constant\\w*|nonstop|non stop|around the clock|24 7|day and night|night and day|day or night|all (?:day|night|weekend|week)|over and over|again and again|repeatedly|at all hours|keep (?:on )?(?:calling|texting|messaging|emailing|ringing|contacting|writing|at it)|(?:until|till) (?:you|u|the balance|this|it|we)|no peace|never stop|(?:[0-9]+|multiple|several|many|a dozen|dozens of) (?:times|calls|texts|messages)|flood\\w*|blow\\w* up|bombard\\w*|barrage|relentless\\w*|endless\\w*`,
);

const HARASS_EXCEPTIONS = [
  // Reluctance to keep contacting: 'I do not want to keep calling if you are busy'.
  /\b(?:do not|does not|would not|did not) (?:want|like|mean) to (?:keep )?(?:bother\w*|call\w*|text\w*|pester\w*|bug\w*|message\w*|email\w*)\b/,
  // The consumer's own notification settings.
  /\b(?:settings?|preferences?|options?|turned off|is off|are off|disabled|opted out|unsubscribed)\b/,
  /\b(?:call|calling|text|texting|message|messaging|email|emailing|write|writing|reach|reaching) (?:us|me)\b/,
  /\b(?:you can|you may|call us|message us|text us|reply|as you (?:asked|chose|prefer|requested)|you chose|as often as you like|opt out|reply stop|stopped (?:calling|texting|messaging|contacting)|keep it that way|if you ask us to stop|at most|no more than|once|one (?:reminder|message|call|text)(?! every| each| a (?:day|hour)| per))\b/,
];

/** Government and court, as something a collector could claim to be or act for. */
const GOVERNMENT = String.raw`(?:court|courts|courthouse|judge|judges|government|federal|state|county|city|irs|treasury|sheriff|sheriffs|marshals?|police|attorney general|department of [a-z]+|cfpb|consumer financial protection bureau|ftc|federal trade commission|doj|fbi|homeland security)`;

/** Jail and arrest as a closed class, for threats that avoid the word 'jail'. */
const CUSTODY = words(
  `(?:squad|police|cop|patrol) cars?|back of a (?:squad|police|cop|patrol) car|mug ?shots?|booked|bail|inmates?|(?:lose|losing) your (?:freedom|liberty)|no freedom|(?:serve|serving|do|doing) (?:time|a sentence)|sentenced|behind bars|in (?:the )?(?:slammer|clink|pen|can)|orange jumpsuits?|(?:get|got|gets|getting|be) (?:cuffed|handcuffed|hauled off|hauled in|locked up)`,
);

/** What a collector could take or freeze. */
const ASSET = String.raw`(?:car|cars|truck|trucks|vehicle|vehicles|van|motorcycle|boat|rv|house|home|residence|timeshare|deposits|social security|condo|townhouse|townhome|trailer|mobile home|property|land|furniture|belongings|stuff|things|possessions|jewelry|electronics|tv|wages|paycheck|paychecks|pay|salary|income|earnings|checks?|direct deposits?|bank accounts?|accounts?|accts?|checking|savings|funds|money|cash|401k|retirement|pension|ira|refund|tax refund|benefits)`;
const TAKE = words(
  `take|takes|taking|took|taken|seiz\\w*|repo|repos|repoed|repossess\\w*|tow|tows|towed|towing|garnish\\w*|lev(?:y|ies|ied|ying)|freez\\w*|frozen|liens?|attach|attaching|attached|auction\\w*|sell|sold|selling|confiscat\\w*|impound\\w*|empty|emptied|emptying|drain\\w*|clean out|cleaned out|grab\\w*|dock\\w*|attachment|hold(?:ing)? back|held back|off the top|recover\\w* (?:it|them|the (?:car|vehicle|truck|furniture|property|goods|collateral|boat)|your (?:car|vehicle|truck|furniture|property|goods|collateral|boat))|enter\\w* (?:your|ur) (?:home|house|residence|property|apartment)|send\\w* (?:someone|somebody|a truck|a tow truck|a driver|the repo man|our (?:guys|agent|driver)) (?:for|to get|to pick up|to collect)|deduct\\w*|withh[oe]ld\\w*|intercept\\w*|offset|go after|going after|come after|coming after|pull\\w* (?:money|funds|it)|collect\\w* (?:it |this |the (?:debt|balance|money) )?(?:from|out of)|reposs?ess?\\w*|garnsih\\w*|garnis\\w*|lev(?:ee|eed|eeing)|siez\\w*|touch(?! base| with)|touches(?! base| with)|touching(?! base| with)`,
);
export const SEIZE_FACTS = [
  // A levy released, another creditor's garnishment, a medical seizure, exemptions, a deduction the consumer asked for.
  /\b(?:garnish\w*|levy|lien)\b[^.]*\b(?:released|lifted|ended|removed|withdrawn|stopped)\b/,
  /\b(?:another|other|a different|a second) (?:creditor|lender|company|collector|agency)\b/,
  /\bseizures? (?:you had|disorder|medication|meds)\b|\b(?:had|have|having|has) (?:a |another )?seizures?\b|\bepilep\w*/,
  /\bexemptions?\b|\bexempt\b/,
  /\b(?:you|u) asked (?:us|me) to\b/,
  /\b(?:requires?|required|needs?|only (?:with|after|by)) (?:a |an )?(?:court )?(?:judgment|court order|order from (?:a|the) (?:judge|court))\b/,
  // A person taken off the account.
  /\b(?:taken|removed|moved) off (?:your|the|this) (?:account|file|case)\b/,
];
const SEIZE_EXCEPTIONS = [
  ...SEIZE_FACTS,
  /\b(?:you (?:set up|asked for|requested|authori[sz]ed|chose|signed up for|arranged)|voluntary|your own|you can keep|you keep|keep your)\b/,
  // Information about garnishment is not a threat of it: 'legal aid can explain garnishment rules'.
  /\b(?:questions? about|rules?|laws?|limits?|exemptions?|protections?|rights?|information|info|guide|advice|explain\w*) (?:on |about |for |regarding |around )?(?:wage |bank )?(?:garnish\w*|levies|levy|liens?|repossession|seizure)s?\b/,
  /\b(?:garnish\w*|levy|lien|repossession|seizure) (?:rules|laws|limits|exemptions|protections|process|questions)\b/,
  /\b(?:legal aid|legal services|(?:explain\w*|learn|understand|information (?:on|about)|read about|questions about) how (?:wage |bank )?(?:garnish\w*|levies|levy|liens?|repossession|seizure)s? (?:works?|happens?))\b/,
  /\b(?:release|releasing|released|lift|lifted|ends?|ended|stops?|stopped)\b[^.]*\b(?:garnish\w*|levy|lien)\b/,
];
/** What a threat of an action the collector cannot take puts at stake: status, licence, job, children, benefits. */
const AT_STAKE = new RegExp(
  String.raw`\b(?:your|ur|his|her|their) (?:[a-z]+ ){0,2}(?:jobs?|employment|career|position|clearance|licen[cs]es?|permits?|cdl|certification|credentials|registration|passport|visa|green card|citizenship|residency|immigration status|status|kids|children|custody|benefits|food stamps|snap|ssi|disability|unemployment|medicaid|housing|apartment|lease|certificates?|vouchers?|section 8|probation|parole|(?:uber|lyft|doordash|driver|gig|work) accounts?|driving privileges|privileges|enrol?ment|enrollment|school place|applications?)\b`,
);
const LOSS = words(
  `lose|losing|affected|impacted|flagged|deactivat\\w*|goes badly|go badly|revok\\w*|suspend\\w*|cancel\\w*|terminat\\w*|fire|fired|firing|deport\\w*|take away|taken away|taking away|cut off|cutting off|block\\w*|pull|pulled|pulling|strip\\w*|deny|denied|jeopardi[sz]\\w*|at risk|in jeopardy|on the line`,
);

const MODAL_OR_CONDITION =
  /\b(?:expect|tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|if (?:we|i) (?:do not|don t|dont|never) (?:hear|get|receive|see)|one (?:call|word|letter|email) from (?:us|me)|will|would|could|can|may|might|shall|must|is going to|are going to|am going to|going to|gonna|about to|next|unless|or else|otherwise|until|if you (?:do not|don t|dont|fail|refuse|ignore|keep|continue|miss)|before|soon|ready to|prepared to|plan to|intend to|want (?:us|me)|or (?:we|i|they|you))\b/;

export const FRAMES: Record<string, LexiconEntry[]> = {
  'R-VIOLENCE': [
    {
      patterns: [HARM],
      requires: [
        MENACE,
        /\b(?:you|your|ur|u|yours|people who|folks who|those who|(?:nice|lovely|beautiful|pretty) (?:[a-z]+ )?(?:house|home|car|truck|place|family|kids|dog|windows))\b/,
      ],
      // 'Your dog looks friendly. Hope it stays healthy.': the target may be named in the sentence before.
      requiresMayPrecede: true,
      exceptions: [
        SYMPATHY,
        /\b(?:repo|repossess\w*|tow\w*|garnish\w*|levy|seiz\w*|credit|score|report|finances|budget|disput\w*)\b/,
        // A hospital bill is a debt, not an injury; an offer of help to someone who feels unsafe is not a menace.
        /^(?!.*\b(?:fire|burn\w*|break|smash\w*|hurt|harm\w*|beat\w*|kill\w*|accidents?)\b).*\b(?:hospital|medical|doctor|er|ambulance|dental) (?:bills?|debts?|charges|accounts?|balances?|visits?)\b/,
        /\bif you (?:ever )?(?:feel|are|were) (?:unsafe|afraid|scared|in danger|threatened)\b/,
        /\b(?:nobody|no one|none of us) (?:is|are|will|would) (?:going to |gonna )?(?:hurt|harm|touch|come)\b/,
        // 'We can break your payment into installments'.
        /\bbreak\w* (?:[a-z0-9]+ ){0,3}(?:into|up|down)\b/,
      ],
      negatable: true,
    },
    {
      // Someone coming in person, and a hint of what they will do: 'our field team is very persuasive in person',
      // 'some of our partners are less patient than I am', 'you will find out how we deal with people face to face'.
      patterns: [PRESENCE],
      requires: [ROUGH],
      requiresMayPrecede: true,
      requiresMayFollow: true,
      exceptions: [
        SYMPATHY,
        /\b(?:pay|payment|payments|sign|documents?|office hours|walk ins?|our office|appointment)\b[^.]*\bin person\b|\bin person (?:at|to) our\b/,
        /\b(?:nobody|no one|we will never|we would never|we never|we do not|none of us)\b/,
      ],
      // 'You are lucky I am not there in person', 'better hope I never run into you': the negation is the threat's wording.
    },
    {
      // What happens to the consumer's things, or to them, put as chance: 'windows break, tires go flat', 'hope your
      // windows are insured', 'tell your wife to drive carefully', 'your dog would miss you'.
      patterns: [MISHAP],
      requires: [
        /\b(?:you|your|ur|u|that|those|houses|homes|cars|people|folks)\b/,
        /\b(?:if|unless|hope|better|owe|owes|owing|unpaid|pay|paid|lol|just say|i were you|would|might|could|when|these things|life s|because|tell|lovely|nice|beautiful|pretty|where (?:you|u) live)\b/,
      ],
      requiresMayPrecede: true,
      exceptions: [
        SYMPATHY,
        /\b(?:health|medical|dental|car|auto|home|renters?|life) insurance (?:company|claim|plan|paid|covered|billed|card|information|info|policy|provider)\b|\b(?:your|the) insurance (?:company|claim|plan|paid|covered|billed|card|information|info|policy|provider|denied|processed)\b|\bbill(?:ed)? (?:your |the )?insurance\b/,
      ],
      negatable: true,
    },
  ],
  'R-DISPUTE': [
    {
      patterns: [DISCOURAGE],
      requires: [DISPUTE_CONCEPT],
      requiresMayPrecede: true,
      // 'You have to pay first. After that you can dispute.'
      requiresMayFollow: true,
      exceptions: [
        /\bright to dispute\b(?! (?:expired|is gone|ended|lapsed|does not|do not|no longer|is void|is over))/,
        /\b(?:stop|stops|pause|pauses|paused) (?:collecting|collection)\b/,
        // The consumer's free choice: 'whether to keep your dispute open is up to you'.
        /\b(?:your (?:choice|call|decision)|up to you|either way|(?:do not|never) have to|if you (?:would|d) rather|you (?:can|may) (?:skip|choose|decide))\b/,
        // A fee that is waived or does not exist: 'there is no fee to dispute'.
        /\bno (?:fee|charge|cost|penalty)\b|\b(?:free|without (?:charge|cost))\b/,
        /\bdisputed\b.*\b(?:marked|reported|noted|flagged)\b|\b(?:marked|reported|noted|flagged) (?:it |the account )?as disputed\b/,
      ],
      negatable: true,
    },
    {
      patterns: [DISCOURAGE_NEGATIVE],
      requires: [DISPUTE_CONCEPT],
      exceptions: [
        /\b(?:will not|does not|do not) (?:affect|hurt|change|count against|cost)\b(?! (?:anything|a thing|the outcome|the fact|what you owe))/,
        /\bno (?:penalty|fee|cost|charge)\b/,
        // A right stated: 'it is your right and it does not change any offer'.
        /\b(?:is|its) (?:your|ur) right\b|\byour right to\b/,
      ],
      // 'U disputed? Cute. Doesn't change anything.'
      requiresMayPrecede: true,
    },
  ],
  'R-CREDIT': [
    {
      patterns: [CREDIT_EXAGGERATION],
      requires: [CREDIT_CONCEPT],
      exceptions: [
        /\b(?:do|does|will|would) not (?:stay|remain|last|follow)\b/,
        /\bup to (?:seven|7) years\b/,
        /\b(?:wrong|inaccurate|incorrect|error|errors|mistake|mistakes)\b/,
        /\b(?:can not|cannot|do not|does not|will not|no one can|nobody can) (?:promise|guarantee)\b/,
      ],
      negatable: true,
    },
  ],
  'R-HARASS': [
    {
      patterns: [FREQUENCY],
      requires: [CONTACT_CONCEPT],
      exceptions: HARASS_EXCEPTIONS,
      negatable: true,
    },
    {
      // 'You can block one number. We have a hundred more.'
      patterns: [FREQUENCY_MORE],
      requires: [CONTACT_CONCEPT],
      requiresMayPrecede: true,
      exceptions: HARASS_EXCEPTIONS,
      negatable: true,
    },
  ],
  'R-GOVT': [
    {
      // Acting for, with or as the government or a court.
      patterns: [
        words(
          `(?:we|i|our (?:office|agency|company|firm|team|department|agents?|officers?)|this (?:office|agency|message|notice|letter|call|matter|collection)|us) ${gap(3)}(?:(?:work\\w*|act\\w*|operat\\w*|partner\\w*|cooperat\\w*|report\\w*|employed|contracted) (?:directly |closely )?(?:for|with|to|by|under)|(?:are|is|am) (?:an? |the )?(?:arm|extension|agents?|branch|part|division|officers?|employees?|representatives?|deputies) of|on behalf of|under the authority of) (?:the |a |an |your )?(?:[a-z]+ ){0,2}${GOVERNMENT}`,
          `${GOVERNMENT}(?: s)? (?:office )?(?:has |have |had )?(?:asked|assigned|authori[sz]ed|approved|sent|referred|instructed|ordered|hired|retained|appointed|contracted|deputi[sz]ed|sanctioned|endorsed|empowered) (?:us|me|this (?:collection|account|file|debt|action|matter)|your (?:file|account|case|debt)|the (?:file|account|debt) to us)`,
          `(?:attorney general|ag|governor|treasury|irs|court|county|state|sheriff)(?: s)? (?:[a-z]+ ){0,2}(?:debt|collections?|recovery|enforcement) (?:unit|division|department|dept|office|bureau|team|desk|section|program)`,
          // 'Authorized by the court to collect from you', 'certified by the county clerk for enforcement'.
          `(?:certified|authori[sz]ed|approved|deputi[sz]ed|empowered|commissioned|sanctioned) by (?:the )?(?:[a-z]+ ){0,2}(?:court|clerk|judge|county|state|government|sheriff|attorney general|irs|treasury) (?:to (?:collect|enforce|recover|pursue)|for (?:enforcement|collection|recovery))`,
        ),
      ],
      negatable: true,
    },
  ],
  'R-ATTORNEY': [
    {
      patterns: [
        words(
          `(?:referred|forwarded|sent|handed|passed|escalated|transferred|turned over|moved|assigned|given)\\w* (?:over )?to (?:an |the |our |my |a )?(?:in house )?(?:attorneys?|lawyers?|legal|counsel|litigation)(?! aid| general)`,
          `(?:attorney|lawyer|counsel)s? (?:on|in) (?:our|my) (?:staff|team|payroll|side|office)`,
          // Ours, not 'have a lawyer review the settlement'.
          `(?<!(?:a|an|your|own) )(?:attorney|legal|lawyer|counsel) review`,
          `(?:lawyer|attorney|counsel) for (?:the )?(?:bank|creditor|company|lender|client|original creditor)`,
        ),
      ],
      facts: [/\b(?:your|their) (?:own )?(?:attorney|lawyer|counsel)\b/, /\b(?:attorney|lawyer|counsel) of record\b/],
      negatable: true,
    },
  ],
  'R-ARREST': [
    {
      patterns: [CUSTODY],
      requires: [/\b(?:you|your|ur|u|people|folks|anyone|anybody|debtors|nobody)\b/],
      exceptions: [
        /\b(?:bail (?:on|out)|bailed)\b/,
        /\bbooked (?:a|the|an|your|our|it|for)\b/,
        /\bbooked (?:you|u) (?:for|in|into) (?:a |an |the )?(?:call|appointment|meeting|slot|time|session)\b/,
      ],
      negatable: true,
    },
  ],
  'R-SEIZE': [
    {
      patterns: [TAKE],
      requires: [
        new RegExp(
          String.raw`\b(?:your|ur|yo|his|her|their|my|that|the only|(?:own|have|got) (?:a|an)) (?:[a-z]+ ){0,2}${ASSET}\b(?! (?:order|orders|stub|stubs|period|date|schedule|number|info|information|details|statement|statements))`,
        ),
        MODAL_OR_CONDITION,
      ],
      // 'You got a nice truck. We can repo it.'
      requiresMayPrecede: true,
      exceptions: SEIZE_EXCEPTIONS,
      facts: SEIZE_FACTS,
      negatable: true,
      threatsOnly: (ctx) => ctx.accountHasJudgment,
    },
  ],
  'R-NOTINTENDED': [
    {
      patterns: [LOSS],
      requires: [AT_STAKE, MODAL_OR_CONDITION],
      exceptions: [
        /\b(?:sorry|glad|congratulations|congrats)\b/,
        /\b(?:if|when|in case|should) (?:you|u) (?:ever |do |should |happen to )?(?:lose|lost)\b/,
        /\b(?:is|are|will be) (?:not )?(?:protected|safe|exempt)\b/,
      ],
      negatable: true,
    },
  ],
  'R-AMOUNT': [
    {
      patterns: [
        words(
          // Interest or a charge by the week or the month ('interest runs 18% a month', 'an extra $10 a week'),
          // and a sum for the collector's trouble ('plus $95 for our trouble').
          `(?:interest|fees?|charges?|penalt\\w*|late fees?) ${gap(6)}[0-9]+ (?:percent )?(?:a|per|each|every) (?:month|week|day)`,
          `(?:(?:be|been|get|gets|got|is|are) (?:charged|billed)|charging you|(?:we|i|they) (?:will |are going to |can |must |have to |are )?(?:add|adding|charge|charging|bill|billing)) (?:you )?(?:an? )?(?:extra|additional) [0-9]+`,
          `plus [0-9]+ (?:for (?:our|my|the) (?:trouble|time|effort|hassle|work|collection|chasing))`,
          `(?:a|an|the|this|that) (?:[a-z0-9]+ ){0,2}(?:charge|surcharge) (?:was |has been |will be |is |gets |get |now )?(?:added|applied|assessed|tacked|charged|on (?:the|your) account)`,
          `(?:added|applied|assessed|tacked on|charged) (?:a|an) (?:[a-z0-9]+ ){0,2}(?:charge|surcharge)`,
        ),
      ],
      // A waived, removed or refunded charge is a truthful fact.
      facts: [/\b(?:waiv\w*|remov\w*|(?<!non )refund\w*|revers\w*|credited back|duplicate)\b/],
      exceptions: [/\b(?:your|the) (?:bank|card issuer|credit union|merchant)\b/],
      negatable: true,
    },
  ],
  'R-THIRDPARTY-LIAB': [
    {
      // 'Your dad co-owns the house, right? Then he is liable for the electric bill.': the relative named just before.
      patterns: [
        words(
          `(?:he|she|they) (?:is|are|will be|would be|becomes?) (?:also |legally |now |fully |personally |still |jointly |equally )*(?:responsible|liable|obligated|accountable|on the hook)`,
          `(?:he|she|they) (?:must|has to|have to|will have to|needs to|need to) (?:pay|cover|settle)`,
        ),
      ],
      requires: [RELATIVE_RE],
      requiresMayPrecede: true,
      exceptions: [
        /\b(?<!(?:did not|does not|do not|never|not|without) )(?:co ?sign\w*|cosign\w*|co borrower|co applicant|guarant\w*|joint (?:account|holder|borrower|debt|loan|card))\b/,
        /\b(?:offered|offers|volunteered|chose|chooses|decided) to (?:help )?(?:pay|cover)\b|\b(?:her|his|their) (?:own )?(?:choice|call|decision)\b/,
        /\b(?:worry|worries|worried|wonder|wonders|wondering|fear|fears|afraid|ask|asks|asked|think|thinks) (?:that |whether |if )?(?:they|he|she) (?:must|have to|has to|will have to|are responsible|is responsible)\b/,
        /\b(?:yours|your) alone\b|\b(?:nobody|no one) else\b/,
      ],
      negatable: true,
    },
    {
      patterns: [OBLIGATION],
      requires: [RELATIVE_RE],
      guard: relativeObliged,
      // A co-signer, a guarantor, a joint holder is bound: a truthful fact.
      facts: [
        /\b(?<!(?:did not|does not|do not|never|not|without) )(?:co ?sign\w*|cosign\w*|co borrower|co applicant|co owner of the (?:loan|account)|guarant\w*|joint (?:account|holder|borrower|debt|loan|card)|authori[sz]ed user(?! so| and (?:so )?(?:he|she|they))\b)\b/,
      ],
      exceptions: [
        /\bestate (?:may |might |will |would |could |is |can )?(?:be )?(?:pays|pay|responsible|liable|covers?|handles?)\b/,
        /\b(?:yours|your) alone\b|\b(?:nobody|no one) else\b/,
        // A fear reported, not a duty asserted: 'family members sometimes worry that they must pay'.
        /\b(?:worry|worries|worried|wonder|wonders|wondering|fear|fears|afraid|ask|asks|asked|think|thinks) (?:that |whether |if )?(?:they|you|he|she|[a-z]+ members?) (?:must|have to|has to|will have to|are responsible|owe)\b/,
        /\b(?:inherit\w*|inheritance) (?:from|of) (?:your|his|her)\b/,
        // Help offered freely: 'your mom offered to help pay, that is her choice'.
        /\b(?:offered|offers|offering|volunteered|chose|chooses|decided) to (?:help )?(?:pay|cover)\b|\b(?:her|his|their) (?:own )?(?:choice|call|decision)\b/,
        // The relative asked whether they owe: 'your wife asked if she owes anything'.
        /\b(?:asked|asks|asking|wondered|wonders|wants to know) (?:if|whether) (?:she|he|they|we)\b/,
      ],
      negatable: true,
    },
  ],
  'R-SHAME': [
    {
      patterns: [words(COMMUNICATE)],
      requires: [THIRD_RE],
      guard: collectorActsInClause,
      exceptions: SHAME_EXCEPTIONS,
      facts: SHAME_DENIALS,
      negatable: true,
    },
    {
      // 'Your adult son's number is in the file. We will explain your debt to him.'
      patterns: [
        words(
          `${COMMUNICATE} ${gap(4)}(?:him|her|them)\\b`,
          `(?:him|her|them) ${gap(3)}(?:about|what you owe|your (?:debt|balance|account))`,
        ),
      ],
      requires: [
        THIRD_RE,
        /\b(?:debt|owe|owed|owes|balance|account|bill|bills|unpaid|behind|situation|arrears|loan|dues)\b/,
      ],
      requiresMayPrecede: true,
      guard: collectorActs,
      exceptions: SHAME_EXCEPTIONS,
      negatable: true,
    },
  ],
};

export function framesOf(id: string): LexiconEntry[] {
  return FRAMES[id] ?? [];
}
