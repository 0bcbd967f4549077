/**
 * Implications: violations said through what follows from them rather than through the watched word. 'Deputies at
 * your door to take you in' is an arrest, 'a cut of every check' a garnishment, 'legal papers on my desk' an
 * attorney's involvement, 'she owes this as much as you do' a relative made liable. Each entry is a kind of
 * sentence (a consequence, a procedure, a list of debtors, a relative's share), never one message's wording.
 * rules.ts reads them through paraphrasesOf, after the frames, the paraphrases and the constructions.
 */
import { gap, gapWithoutNegation, words, type LexiconEntry } from './matchers';
import { ASSETS, PROTECTED } from './vocabulary';

const YOUR = '(?:your|ur|yo)';
/** Who can arrest or detain: a law-enforcement body, an immigration agency, a warrant or a criminal charge. */
const LAW =
  /\b(?:deput(?:y|ies)|police|cops?|officers?|sheriff\w*|marshals?|ice|immigration|border patrol|homeland security|warrants?|criminal|complaint|charges|custody|jail|detain\w*|held)\b/;
const CUT = String.raw`(?:a cut|a piece|a chunk|a share|a bite|a slice|half|part|a part|some|a portion|a percentage|[0-9]+ percent|a third|a quarter)`;
const CHECK = String.raw`(?:next )?(?:pay ?checks?|checks?|paychecks?|wages|salary|direct deposits?)`;
const RELATIVE = String.raw`(?:wife|husband|spouse|partner|mother|mom|father|dad|parents?|sons?|daughters?|kids|children|brothers?|sisters?|siblings|grandmother|grandma|grandfather|grandpa|grandparents|aunt|uncle|cousin|family|relatives?|girlfriend|boyfriend|fiance|fiancee)`;
const RELATIVE_DEBT = String.raw`(?:debts?|balance|bills?|card|cards|loans?|account|arrears|dues|tab|obligations?)`;

export const IMPLICATIONS: Record<string, LexiconEntry[]> = {
  'R-ARREST': [
    {
      // Being taken by someone who can arrest: 'deputies at your door to take you in', 'you will get picked up'.
      patterns: [
        words(
          `(?:take|taking|haul|hauling|pick|picking|bring|bringing) (?:you|u) (?:in|up|away|downtown)\\b`,
          `(?:you|u) (?:will |could |can |are going to |might |may )?(?:get|be|end up) (?:picked up|taken in|hauled (?:in|off|away)|locked up|brought in)`,
          `(?:cops|police|officers|deputies|sheriff|marshals|agents) (?:will be|are coming|coming|going to be|are going to be|will come|will show up|show up|showing up|will knock) (?:to |at |on )?${YOUR} (?:door|house|home|work|place|job)`,
        ),
      ],
      requires: [LAW],
      // Deputies who come to serve papers deliver a suit, not an arrest.
      exceptions: [/\b(?:serve|served|serving|papers|summons)\b/],
      negatable: true,
    },
    {
      // Jail said by its furniture or its price: 'bars on the windows', 'contempt means a cell', 'sit in county'.
      patterns: [
        words(
          `bars on (?:the |your |its )?(?:windows?|doors?)`,
          `(?:means|mean|equals|gets you) (?:a |the )?(?:cell|jail|jail time|prison|handcuffs|lockup|county)\\b`,
          `(?:sit|sitting|rot|rotting|stay|staying|spend|spending|cool off|cooling off) ${gap(2)}in (?:county|jail|prison|lockup|a cell)(?! (?:court|clerk|records?|courthouse|recorder|of))`,
          `(?:like|love|enjoy|value|want to keep|keep|keeping) ${YOUR} (?:freedom|liberty)\\b`,
          `bench warr[ae]nts?|warr[ae]nt (?:for|out for|issued)`,
        ),
      ],
      negatable: true,
    },
  ],
  'R-SEIZE': [
    {
      patterns: [
        words(
          // Part of the wages taken: 'a cut of every check', 'half of every check goes to us'.
          `(?:take|takes|taking|grab|grabbing|skim|skimming|get|getting|gets) ${CUT} (?:of|out of|from) (?:every|each|your|ur) ${CHECK}`,
          `${CUT} of (?:every|each|your|ur) ${CHECK} (?:goes|will go|going|go|gets sent|will be sent) to (?:us|me|our client|the creditor)`,
          // Goods sold to pay: 'can be sold at auction to satisfy this debt', 'that is what gets sold off next'.
          `(?:can|could|will|would|may|might|has to|had to|have to|going to|gets?|get) (?:be )?(?:sold|auctioned|sold off|go) (?:off )?(?:at auction )?(?:to (?:pay|satisfy|cover|settle)|next)`,
          `(?:everything|anything|all|whatever) (?:in|inside|you own in|you have in) (?:that|your|the) (?:apartment|house|home|garage|place|unit) ${gap(4)}(?:sold|auctioned|taken|seized)`,
          // Someone sent for the goods: 'sending someone to collect the furniture'.
          `(?:send|sending|sends|have|having) (?:someone|somebody|a (?:truck|team|crew|guy|driver)|people|an agent|our (?:guys|people|agents?|team)) (?:over )?to (?:collect|pick up|take|get|remove|haul|grab) (?:the|your|ur) `,
          `(?:take|taking|rip|ripping|pull|pulling|haul|hauling)\\w* (?:the |your )?(?:tv|furniture|couch|sofa|fridge|stuff|things|appliances?|electronics) (?:right )?(?:off|out of|from) ${YOUR}`,
          // The home or the car as the price: 'pay or lose the house', 'a forced sale'.
          `(?:or|and) (?:you |u )?(?:will |could |can )?(?:lose|losing) (?:the|your|that|this) (?:house|home|car|truck|vehicle|property|savings|paycheck|wages)`,
          `forced (?:sale|auction)s?`,
          // 'Other remedies tend to involve your paycheck'.
          `(?:remedies|options|measures|steps|actions) ${gap(6)}(?:involve|target|reach|hit|include) ${YOUR} ${ASSETS}`,
        ),
      ],
      negatable: true,
      threatsOnly: (ctx) => ctx.accountHasJudgment,
    },
  ],
  'R-NOTINTENDED': [
    {
      patterns: [
        words(
          `(?:you|u) (?:should|will|would|could|might|may) (?:be|get) (?:let go|fired|terminated|dismissed|laid off|deported)`,
          `(?:have|get|send|call) (?:ice|immigration|border patrol|homeland security) ${gap(2)}(?:pick|come|show|knock|take|arrest|detain|deport|after)`,
          `(?:call\\w*|contact\\w*|notif\\w*|report\\w* (?:you |this )?to|have|get|tip\\w* off|looking into) ${gap(3)}(?:cps|child protective services|children s services|children services|child services|social services|family services|dcfs)`,
          `(?:cps|child protective services|children s services|children services|child services|social services|family services) (?:looking|look|investigat\\w*|involved|knocking)`,
          `(?:face|get|receive|risk|end up with) (?:a )?(?:dishono(?:u)?rable|other than honou?rable|bad conduct) discharge|court martial`,
          `(?:say |wave |kiss (?:it |that |them )?)?goodbye to (?:that|your|ur|the|this) (?:[a-z]+ )?(?:job|licen[cs]e|visa|career|position|apartment|kids|children|benefits|clearance|passport|cert|certification)`,
          `kiss (?:your|ur|that|the) (?:[a-z]+ )?(?:job|licen[cs]e|visa|career|position|benefits|clearance|passport|cert|certification) goodbye`,
          `${YOUR} (?:[a-z]+ )?(?:${PROTECTED}|cert|certs) (?:gets?|will get|could get|can get) (?:revoked|suspended|cancell?ed|pulled|taken away|terminated|flagged)`,
          `(?:have|get|getting) ${YOUR} (?:[a-z]+ )?(?:passport|visa|licen[cs]e|green card|cdl) (?:flagged|blocked|pulled|revoked|suspended|cancell?ed)`,
          // 'Non-payment can result in the loss of your food stamps'.
          `(?:(?:result|results|resulting) in|lead to|leads to|cause|causes) (?:the )?(?:loss|termination|suspension|revocation|cancell?ation|denial) of ${YOUR} (?:[a-z]+ )?(?:${PROTECTED}|food stamps|snap|welfare|wic)`,
        ),
      ],
      negatable: true,
    },
  ],
  'R-ABUSE': [
    {
      // Insults about the consumer's wits, often inside a negative: 'nobody with half a brain would do that'.
      patterns: [words(`half a brain|two brain cells|brain ?dead|room temperature iq|the brains of a`)],
    },
  ],
  'R-CRIME': [
    {
      patterns: [
        words(
          `(?:report|complaint|referral|case) ${gap(3)}(?:made|filed|sent|submitted|go|goes|forwarded) to (?:the )?(?:local )?(?:law enforcement|police|district attorney|prosecutors?|authorities)`,
          `(?:we|i|our [a-z]+|they|partners|the creditor|our client) (?:[a-z]+ ){0,3}(?:file|filing|make|making|submit|submitting) (?:a )?(?:police|criminal) (?:report|complaint)`,
          `(?:shoplifters?|embezzlers?|swindlers?|fraudsters?|con artists?|crooks?|ladron(?:a|es)?)`,
          `(?:you|u|people|ppl|folks|anyone|those|debtors)(?: who [a-z ]{0,40})? (?:are|is|r|re) (?:breaking|violating) the law`,
          `(?:financial crimes?|fraud|economic crimes?|white collar crimes?) (?:unit|division|task force|bureau|squad)`,
        ),
      ],
      negatable: true,
    },
    {
      // The person reported as a fraud ('we will report you as fraud', 'report this as fraud') is accused of a crime;
      // an account coded as fraud or a fraud-risk score is only R-CREDIT's (the exception in rules.ts).
      patterns: [words(`report\\w* (?:you|u|this) as (?:a )?fraud(?! risk)`)],
      negatable: true,
    },
  ],
  'R-GOVT': [
    {
      patterns: [
        words(
          `(?:our|my) (?:federal|state|government|court|county|law enforcement) (?:liaison|partners?|contacts?|friends|connections?|colleagues)`,
          `(?:fed|federal|state|government|national|us) (?:[a-z]+ )?(?:compliance|collections?|enforcement|recovery|debt) (?:dept|department|division|unit|office|bureau)`,
          `(?:us|u s|united states|national|federal|state) (?:bureau|department|office|division|administration) of (?:[a-z]+ ){1,3}`,
          `(?:social security|ssa|irs|treasury|fbi) (?:[a-z]+ ){0,2}(?:debt|collections?|recovery|enforcement|compliance) (?:unit|division|department|dept|office|bureau|team|desk|section)`,
          `^(?:[a-z]+ )?officer [a-z]+ (?:with|from|of|here|calling)\\b`,
          `(?:financial crimes?|economic crimes?) (?:unit|division|task force|bureau|squad)`,
        ),
      ],
      negatable: true,
    },
  ],
  'R-ATTORNEY': [
    {
      patterns: [
        words(
          // A claim to be the lawyer: 'as your creditor's attorney', 'speaking as counsel for the resort'.
          `(?:as|speaking as|writing as|i am|i m) (?:your |the |their |a |an |our )?(?:[a-z]+ (?:s )?){0,2}(?:attorney|lawyer|counsel)\\b(?! (?:review|general|may|can|will|has|might|probably|should|told|explained|knows|advised))`,
          `(?:notice|letter|message|demand) from (?:our |the )?(?:counsel|attorneys?|lawyers?|legal department|law firm)`,
          `officer of the court`,
          `(?:yo )?soy (?:el |la |un |una )?abogad[oa]|nuestr[oa]s? abogad[oa]s?`,
          // The file handed to a named attorney: 'I passed your rent file to Attorney Whitfield'.
          `(?:referred|forwarded|sent|handed|passed|escalated|transferred|turned over|assigned|given) (?:your |the |this |our )?(?:[a-z]+ )?(?:file|account|case|matter|debt|balance) (?:over )?to (?:an |the |our |my |a )?(?:attorney|lawyer|counsel|law firm|legal)`,
          // Papers drawn up for suit: 'legal docs are prepped', 'the lawsuit papers are sitting on my desk'.
          `(?:legal|lawsuit|suit|court) (?:papers|documents|docs|paperwork|complaint|filing)s? ${gap(3)}(?:prepped|prepared|ready|drafted|typed|drawn up|finali[sz]ed|done|sitting|on my desk|signed|with your name)`,
          `complaint (?:is|has been|was) (?:finali[sz]ed|drafted|prepared|ready|done)`,
          `(?:partners|attorneys|lawyers) (?:at (?:the|our) firm )?(?:have |has )?(?:signed off|approved|authori[sz]ed)`,
          `(?:our|my|the firm s) (?:attorneys?|lawyers?|counsel) (?:have |has )?(?:already |just )?(?:filed|drafted|prepared|sued)`,
        ),
      ],
      exceptions: [/\b(?:not|never been) (?:an? )?(?:attorney|lawyer)\b/, /\battorney (?:general|of record)\b/],
      negatable: true,
    },
  ],
  'R-AMOUNT': [
    {
      patterns: [
        words(
          `(?:charge|surcharge|fee|penalty)s? ${gap(3)}(?:applies|apply|will apply|is applied|gets applied)`,
          `adds? [0-9]+ (?:dollars |bucks )?(?:to|onto) (?:your|ur|the) (?:bill|balance|account|total|debt)`,
        ),
      ],
      exceptions: [/\b(?:waiv\w*|no|not|never)\b/],
    },
  ],
  'R-CREDIT': [
    {
      patterns: [
        words(
          `(?:mark|flag|label|list|report|tag|code)\\w* (?:you|u|your (?:credit )?(?:file|account|credit|name)) as (?:a |an )?(?:high risk|skip risk|deadbeat|bad risk|credit risk|delinquent borrower|flight risk|bad debtor|risk)`,
          `(?:knock\\w*|drop\\w*|shav\\w*|cut\\w*|tak\\w*) (?:[0-9]+|hundreds of) points`,
          `score (?:goes|will go|drops?|falls?|will drop|tanks?) (?:down )?to [3-5][0-9][0-9]\\b`,
          `report\\w* (?:a |the )?(?:balance|amount|debt) (?:[a-z]+ ){0,2}(?:times|more than|higher than|double|triple|bigger than)`,
          `(?:report\\w*|put|place|list)\\w* ${gap(3)}(?:on|under|to) ${YOUR} ${RELATIVE}(?: ?s)? (?:credit|report|file|credit report|credit file)`,
          `(?:stays?|remains?|follows? you) ${gap(3)}for [0-9]+ (?:years|yrs)`,
        ),
      ],
      negatable: true,
    },
  ],
  'R-VIOLENCE': [
    {
      patterns: [
        words(
          `(?:look|looks|seem|seems) (?:really |pretty |very )?(?:easy|simple) to (?:break|smash|burn|torch|break into|get into)`,
          `(?:beat|squeeze|shake|choke) ${gap(3)}(?:out of|outta) (?:you|u)\\b`,
          `(?:guys|people|friends|associates|boys|colleagues|men) ${gap(6)}(?:good at|know how to|specialize in) (?:convincing|persuading|making|getting|encouraging) (?:people|folks|you|debtors)`,
          `get (?:their|our|my|his) hands dirty`,
          `(?:hope|better|should|would) ${gap(3)}(?:good|strong|sturdy|solid) locks`,
          // A compliment with an end date: 'Nice paint. For now.'
          `nice [a-z]+(?: [a-z]+)? \\. (?:for now|while it lasts|enjoy it while)`,
          `(?:my|our) (?:people|guys|boys|friends|associates|men) (?:know|knows|have seen|recogni[sz]e|will recogni[sz]e) (?:your|ur) (?:face|car|house|address|kids|family|routine|neighbou?rhood|street|block|building|school|workplace)`,
          // A reputation destroyed is harm too (1692d(1)): 'your reputation will be in pieces', 'your name is mud'.
          `${YOUR} (?:reputation|name|good name) (?:will be |is going to be |is |gets )?(?:in pieces|in tatters|ruined|destroyed|mud|dirt|trash|garbage|shot|worthless)`,
          `(?:pay|paid|money)\\b[^.]{0,60}\\bif you know what i mean`,
          `(?:find|finds|found|track|tracks|catch|catches) (?:you|u)\\b[^.]{0,30}\\b(?:will not|would not|is not going to|not) be (?:pleasant|pretty|nice|fun|gentle|friendly)`,
          `(?:we|i|our (?:[a-z]+ )?(?:partners|guys|people|friends|associates|agents|collectors|team)|my (?:guys|people|friends|boys)|they) (?:know|knows) (?:exactly |precisely |already )?where (?:you|u) (?:live|work|sleep|park)`,
          `(?:drive|driving|drove|cruise|cruising|walk|walking) (?:by|past) ${YOUR} (?:house|home|place|work|job|apartment)`,
          `(?:you|u) (?:will|would|are going to) be (?:limping|on crutches|in a wheelchair|in a cast|bleeding)`,
          // The family's exposure noted: 'your kids walk home alone, don't they?'
          `${YOUR} (?:kids|children|son|daughter|wife|husband|family|mom|mother|dad|father) ${gap(3)}alone\\b`,
        ),
      ],
      negatable: true,
    },
    {
      // Peace taken away: the negation is the threat's own wording ('you will not be able to walk to your mailbox in peace').
      patterns: [
        words(`(?:not|never) (?:be able to )?(?:walk|sleep|drive|go|leave|live|sit|rest)\\w* ${gap(4)}in peace`),
      ],
    },
  ],
  'R-SHAME': [
    {
      // Lists of debtors made public: 'a list of delinquent patients circulated to the clinics', 'our non-payers'.
      patterns: [
        words(
          `(?:lists?|names?|roster|wall|board|page) (?:of )?(?:all )?(?:our |the )?(?:delinquent|late|unpaid|non ?paying|bad|overdue|deadbeat) ?(?:[a-z]+ )?(?:patients|members|customers|tenants|borrowers|accounts|debtors|payers|residents|clients|students)`,
          `(?:list|post|publish|name|show)\\w* (?:all )?(?:our |the )?(?:non ?payers|deadbeats|delinquents|debtors|late payers|skips)`,
          `tag (?:you|u) in (?:a |our )?(?:post|photo|story|tweet)`,
          `(?:left|leave|leaving) (?:a )?(?:message|note|voicemail) (?:with|for) ${YOUR} (?:receptionist|secretary|front desk|front office|assistant|coworker|boss|manager)`,
        ),
      ],
      negatable: true,
    },
    {
      // 'We have your employer's HR contact, don't make me use it': the negation is the threat's own wording.
      patterns: [
        words(`(?:do not|don t) make (?:me|us) (?:use|call|contact|dial|text|email) (?:it|them|that|him|her)`),
      ],
      requires: [
        /\b(?:employer|boss|hr|human resources|family|neighbou?rs?|friends|church|coworkers?|wife|husband|mother|father|parents)\b/,
      ],
      requiresMayPrecede: true,
    },
  ],
  'R-HARASS': [
    {
      patterns: [
        words(
          `(?:another|more|extra) (?:[0-9]+|ten|twenty|thirty|fifty|a hundred|dozen) (?:calls|texts|messages|emails)`,
          `(?:[0-9]+|ten|twenty|thirty|forty|fifty|a hundred|hundreds of) (?:calls|texts|messages|emails)? ?(?:a|per|an|every|each) (?:day|hour|night)`,
          `every [0-9]+ (?:min|mins|minutes|hours|hrs|seconds)`,
          `keep (?:on )?(?:reaching out|contacting you|getting in touch|hitting you up)`,
          `(?:call|text|message|contact|reach)\\w* ${gap(3)}(?:no matter what|whether you like it or not)`,
          `(?:show|showing|shows) up at ${YOUR} (?:door|house|home|work|job) every (?:day|night|morning)`,
        ),
      ],
      negatable: true,
    },
  ],
  'R-DISPUTE': [
    {
      patterns: [
        words(
          // Retaliation for a dispute: 'if you dispute, we will have no choice but to take this to court'.
          `(?:if|when|once|should) (?:you|u) (?:file (?:a )?)?(?:dispute|contest|challenge)\\w*(?: (?:it|this|the debt|the balance))? (?:, )?(?:we|i|they|the creditor|our client) (?:will|would|are going to|shall|may|might) ${gap(4)}(?:sue|court|lawsuit|legal|escalat\\w*|report|garnish\\w*|no choice|less flexible|charge|fee|add)`,
          `even (?:if|though|when) (?:you|u) (?:dispute|contest|challenge)\\w*(?: (?:it|this))? (?:, )?${gap(4)}(?:goes ahead|go ahead|proceeds?|continues?|still|will not stop|is due|owe)`,
          `only (?:an? |the )?(?:attorney|lawyer|court|judge|notary|creditor) can (?:file|make|submit|raise|bring) (?:a )?(?:dispute|challenge)`,
          `(?:dispute|disputed|disputes) ${gap(4)}(?:must|have to|has to|need to|needs to) be paid (?:first|before|in full)`,
          `(?:continue|continuing|keep|keeping) (?:collecting|to collect|collection)\\b`,
          `(?:dispute|disputed|disputes|disputing)\\w*\\b[^.]{0,60}\\b(?:will not|would not|is not going to|not) be (?:considered|accepted|honou?red|processed|reviewed|looked at)`,
          `(?:dispute|disputes|disputing|disputed) ${gap(4)}no (?:legal )?(?:merit|standing|basis|grounds)`,
          `(?:dispute|disputes|disputing) ${gap(6)}(?:escalat\\w*|less flexible|less (?:willing|generous|lenient|patient|understanding))`,
          `keep it to yourself`,
        ),
      ],
      requires: [/\b(?:disput\w*|contest\w*|challeng\w*)\b/],
      negatable: true,
    },
  ],
  'R-THIRDPARTY-LIAB': [
    {
      patterns: [
        words(
          // The consumer made to pay a relative's debt: 'you owe his Klarna balance now', 'you personally need to pay
          // your father's student loan'.
          `(?:you|u) ${gapWithoutNegation(2)}(?:owe|must pay|need to pay|have to pay|are responsible for|are liable for|are on the hook for) (?:his|her|their|${YOUR} ${RELATIVE}(?: ?s)?) (?:[a-z]+ ){0,2}${RELATIVE_DEBT}`,
          // 'Marriage makes the debt joint'.
          `(?:marriage|being married|the marriage) (?:makes?|made) (?:the |this |your )?(?:debt|balance|account|bill|loan) (?:joint|shared|community|hers|his|theirs)`,
          // Ellipsis: 'If you can't pay, your parents will have to.'
          `${YOUR} ${RELATIVE} (?:will|would|are going to|is going to|must) (?:have to|need to)(?= \\.|$| ,)`,
          // The relative pursued: 'we will be pursuing your brother for the remainder'.
          `(?:pursu\\w*|go after|going after|bill\\w*|chas\\w*|su(?:e|ing)) ${YOUR} ${RELATIVE} for (?:the|this|your|it|payment|the rest|the remainder|the balance|what you owe)`,
          `(?:his|her|their) (?:obligation|liability|responsibility|duty|share) (?:on|for|to pay) ${YOUR} `,
        ),
      ],
      exceptions: [
        /\b(?<!(?:did not|does not|do not|never|not|without) )(?:co ?sign\w*|cosign\w*|joint (?:account|holder|borrower))\b/,
      ],
      negatable: true,
    },
  ],
};

export function implicationsOf(id: string): LexiconEntry[] {
  return IMPLICATIONS[id] ?? [];
}
