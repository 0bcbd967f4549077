/**
 * Idioms, slang and the misspellings collectors type: jail as 'an orange jumpsuit' or 'a guest of the parish', a
 * repossession as 'a truck sent for it', the job as 'your spot at the plant', a dispute waved off with 'everybody says
 * that', a relative made to pay because they 'live together'. Each entry is a way of saying the rule's idea that a
 * word list of the idea's own nouns misses; none is one message's wording. rules.ts reads them through
 * paraphrasesOf, with the frames, the paraphrases, the constructions and the implications.
 */
import { gap, words, type LexiconEntry } from './matchers';

const YOU = '(?:you|u|ya|yall|y all)';
const YOUR = '(?:your|ur|yo|yer)';
const KIDS = '(?:kids|children|child|son|daughter|girls|boys|babies|little ones)';
/** The consumer's own lawyer is theirs to mention: 'talk to your own attorney', 'if you are represented'. */
const OWN_LAWYER =
  /\b(?:your own|your|ur) (?:own )?(?:lawyer|attorney|counsel)\b|\bif (?:you|u) (?:are|r|re) represented\b/;

export const IDIOMS: Record<string, LexiconEntry[]> = {
  'R-ARREST': [
    {
      // Jail by its props and its slang: 'steel bracelets', 'pack a toothbrush', 'a stay downtown', 'booked'.
      patterns: [
        words(
          `(?:steel|matching|pair of) bracelets`,
          `bracelets that (?:are not|aren t|ain t) jewelry`,
          `pack a toothbrush`,
          `(?:stay|night|ride|trip) downtown`,
          `stay a free man`,
          `picked up and booked`,
          `(?:doing|serving) (?:[0-9]+|thirty|sixty|ninety) days`,
          `incar[cs]irat\\w*`,
        ),
      ],
      negatable: true,
    },
    {
      patterns: [
        words(`did (?:[0-9]+|thirty|sixty|ninety) days`, `steel cot`, `bars on (?:every|all the|all its) windows?`),
      ],
      negatable: true,
    },
    {
      patterns: [
        words(
          // Time served, said around: 'doing a little time', 'people have done time for less', 'a jail cel'.
          `(?:do|doing|did|serve|serving|served|done) (?:a little |some |hard |real )?time(?= for| over| because| if| \\.|$| ,)`,
          'taken into cust[a-z]{0,2}dy',
          'jail cel',
        ),
      ],
      negatable: true,
    },
    {
      patterns: [
        words(
          // Jail by its uniform, its guests and its address: 'an orange jumpsuit', 'a guest of the parish'.
          'orange jumpsuits?',
          `(?:look|looks|looking) (?:good|great|cute|nice) in orange`,
          `(?:a |the )?guest of the (?:parish|county|state)(?! (?:fair|park|library|hospital|museum))`,
          `(?:a |one |two |few )?nights? (?:or two )?in (?:county|the county|lockup|the tank|the drunk tank)(?! (?:court|clerk|records?|office))`,
          `(?:picked up|taken|hauled|carted|dragged) (?:and (?:taken|hauled|carted|brought) )?downtown`,
          'arrestable',
          // The watched words as collectors misspell them: 'arested', 'incarseration', 'jale time'.
          '(?!arrest)ar+es+t(?:ed|ing|s)?',
          'incar[cs]erat\\w*',
          'jale time',
          `lock(?:ed|s|ing)? (?:me|ya|yall|y all) up`,
        ),
      ],
      exceptions: [
        /\bcardiac arrest\b/,
        /\b(?:works?|worked|working|job|employed|shifts?|doubles|co|guard|officer|nurse|cook|teacher|chaplain) (?:[a-z]+ ){0,3}(?:at|in|for) (?:the |a )?(?:[a-z]+ ){0,3}(?:jail|prison|penitentiary|correctional|detention)\b/,
      ],
      negatable: true,
    },
  ],
  'R-SEIZE': [
    {
      // The taking said through its scene: 'riding a flatbed to the auction yard', 'the courthouse steps', 'lighter paychecks'.
      patterns: [
        words(
          `(?:paycheck|paychecks) ${gap(4)}(?:a little |a lot )?(?:lighter|smaller)`,
          `(?:flatbed|auction yard|auction list)`,
          `(?:go|going|goes) to zero overnight`,
          `courthouse steps`,
          `(?:what|how much) (?:it|that|they) (?:would|will|could) fetch`,
          `fetch\\w* something at (?:a|the) sale`,
          `(?:pull|rip|take) (?:those|the|your|ur) (?:solar )?panels`,
          `un ?install`,
          `asset (?:we|i) can go after`,
          `writ goes to ${YOUR} bank`,
          `sweep (?:whatever|everything|what s)`,
        ),
      ],
      negatable: true,
      threatsOnly: (ctx) => ctx.accountHasJudgment,
    },
    {
      patterns: [
        words(
          `(?:hooked|gettin hooked|getting hooked|get hooked) (?:tonight|tomorrow|today|this week|by)`,
          `(?:pledged|titled) (?:vehicle|collateral)`,
          `disposition at (?:public|private) sale`,
          `(?:disappear|dissapear)\\w* off (?:a|the|your|ur) driveway`,
          `whatever (?:you|u) (?:got|have) with a title`,
        ),
      ],
      negatable: true,
      threatsOnly: (ctx) => ctx.accountHasJudgment,
    },
    {
      patterns: [
        words(
          // Earnings redirected, assets 'subject to attachment', goods 'picked up and sold', a car 'towed off'.
          `(?:share|portion|part|cut|piece|slice|chunk|percentage) of ${YOUR} (?:earnings|wages|pay|paycheck|paychecks|income|check|checks) ${gap(6)}(?:redirect\\w*|rout\\w*|sent|withheld|deducted|our way)`,
          `(?:assets|property|wages|accounts?|belongings) (?:are |is |will be )?subject to (?:attachment|seizure|garnishment|levy|execution)`,
          `(?:asset|assets) (?:available )?to satisfy (?:this|the|your) (?:balance|debt|account|judgment)`,
          `(?:put up for|go up for|end up at|wind up at) (?:sale|auction)`,
          `(?:picked up|taken|towed|hauled off) and (?:sold|auctioned)`,
          `(?:before|could|will|might|gonna|going to|would) ${gap(2)}(?:get |gets |be )?towed`,
          `(?:go|going|come|coming) after (?:the|your|ur) (?:money|cash|funds|savings)`,
        ),
      ],
      negatable: true,
      threatsOnly: (ctx) => ctx.accountHasJudgment,
    },
    {
      patterns: [
        words(
          // Someone sent to take it: 'a fella with a tow rig', 'we will send a truck for the pressure washer'.
          `(?:send|sending|sends|have|having|get|getting) (?:a |our |the )?(?:truck|tow truck|tow rig|wrecker|repo man|repo guy|fella|guy|crew|driver) ${gap(4)}(?:for|to (?:get|fetch|take|pick up|grab|haul|collect)|out to)`,
          'recovery agents? (?:will be |are being |have been |were )?(?:assigned|dispatched|sent)|asset recovery|secure property',
          // Going after the money itself: 'we go after your direct deposit', 'your bank account gets frozen and swept'.
          `(?:go|going|come|coming|goes) after ${YOUR} (?:direct deposits?|paychecks?|checks?|wages|bank|accounts?|savings|refund|tax refund|income|pay)(?! (?:lands|land|hits|hit|arrives|arrive|clears|clear|comes|posts|post|goes))`,
          `(?:frozen|froze|freeze) and (?:swept|emptied|drained|cleaned out)`,
          `(?<=\\b(?:we|i|they|gonna|will|or) ${gap(2)})(?:pull|take|grab|fetch|yank) (?:the|your|ur|that) (?:[a-z0-9]+ ){0,2}(?:car|truck|vehicle|boat|ride|bike)(?: back)?(?= \\.|$| ,| if| unless| or| this| next| tomorrow| tonight| today| by)`,
          `(?:or|else) (?:we|i) (?:will )?(?:pull|take|grab|tow|repo) (?:(?:the|your|ur|that) (?:[a-z0-9]+ ){0,2}(?:car|truck|vehicle|boat|tv|furniture|phone|console|equipment|trailer|camper|bike)|it back)`,
          `(?:lock|shut off|disable|brick) (?:it|the (?:phone|device|console)) ${gap(2)}(?:and )?(?:take|taking|get|getting) it back`,
          `(?:would|could|will|might|be|end up) ${gap(3)}(?:sitting|sittin|parked) on (?:our|the) lot`,
          `(?<=(?:refund|savings|paycheck|paychecks|wages|account|accounts|check|checks|pension|retirement|401k) (?:[a-z0-9]+ ){0,3})(?:might|may|will|would|could|gonna|going to) have to (?:help|chip in|pitch in|cover) ${gap(3)}(?:this|the) (?:balance|debt|bill|card|loan|account)`,
          '(?!garnish)garn(?:i?sh|[ish]{3,5})\\w*',
          'repo(?:ed|ing|s)? (?:the|your|ur|that|it)',
        ),
      ],
      // A pickup the consumer asked for or a return is a service, not a taking.
      exceptions: [
        /\b(?:return|returns|returned|returning|you asked|you requested|you scheduled|at no (?:cost|charge)|free of charge|drop off|deliver\w*|replacement|install)\b/,
      ],
      negatable: true,
      threatsOnly: (ctx) => ctx.accountHasJudgment,
    },
  ],
  'R-NOTINTENDED': [
    {
      // Jobs, licences, benefits and status put at stake: 'polish up your resume', 'your naturalization interview could get complicated'.
      patterns: [
        words(
          `polish\\w* (?:up )?(?:your |ur |the )?(?:resume|cv)`,
          `(?:licen[cs]e|renewal) ${gap(6)}(?:get denied|getting denied|be denied)`,
          `(?:va|disability|social security|pension) check ${gap(3)}go away`,
          `follow (?:you|u) into family court`,
          `employer s (?:annual |yearly )?background check`,
          `(?:naturalization|citizenship|green card|visa) (?:interview|application|hearing) ${gap(6)}(?:complicate|hurt|derail|affect|jeopardi)\\w*`,
          `spot at the (?:[a-z]+ ){0,2}(?:plant|mill|yard|shop|rig|line|factory|warehouse|store)`,
          `licen[cs]e to come up for review`,
        ),
      ],
      negatable: true,
    },
    {
      // Housing vouchers, immigration agents 'interested', driving with no licence as where the debt leads.
      patterns: [
        words(
          `(?:section 8|housing voucher|voucher) ${gap(3)}(?:cut off|cut|stopped|taken away|pulled|yanked|revoked|suspended)`,
          `(?:ice|i c e|immigration) (?:would|might|may|will) (?:probably |definitely )?be (?:interested|curious)`,
          `(?:driving|drivin) (?:round |around )?with no licen[cs]e`,
        ),
      ],
      negatable: true,
    },
    {
      patterns: [
        words(
          `(?:how long|whether|if) (?:you|u) (?:hang on to|keep|hold on to) (?:that|your|ur) (?:job|position|licen[cs]e|cdl)`,
          `(?:cdl|licen[cs]e|permit) ${gap(2)}(?:pulled|yanked)`,
          `(?:folks|people|those) without papers`,
        ),
      ],
      negatable: true,
    },
    {
      patterns: [
        words(
          // Custody, visas, job offers and licensing boards as what the debt puts at risk.
          `(?:come up|factor|count against|be used against|weigh) ${gap(4)}(?:custody|parenting time|visitation)`,
          `(?:family court|custody) (?:judges?|courts?) ${gap(4)}(?:notice|look at|see|consider|weigh|care)`,
          `cost (?:you|u) (?:the|your|ur|that) (?:offer|job|position|promotion|licen[cs]e|clearance|visa)`,
          `(?:wanna|want to|wish to) keep ${YOUR} (?:cdl|licen[cs]e|job|visa|green card|kids|children|benefits|position)`,
        ),
      ],
      negatable: true,
    },
    {
      // The loss said as a negation: 'you might not have that job much longer'.
      patterns: [
        words(
          `(?:not|no longer) (?:have|keep|hold) (?:that|your|ur|the|a) (?:[a-z]+ )?(?:job|position|spot|licen[cs]e|cdl|visa) ${gap(4)}(?:longer|for long)`,
        ),
      ],
    },
    {
      // A licensing board or an employer that 'takes a dim view' of the debt.
      patterns: [words(`(?:takes|take|taking) a dim view`)],
      requires: [/\b(?:board|licen[cs]\w*|nurs\w*|employer|boss|hr|manager|job)\b/],
      requiresMayPrecede: true,
      negatable: true,
    },
    {
      // Sent home, said to someone on a visa.
      patterns: [
        words(
          `(?:sent|shipped) (?:back|home)(?! (?:the|a|your|ur|it|that|them|an) )`,
          `(?:remaining|staying) in the country`,
        ),
      ],
      requires: [/\b(?:visa|visas|immigra\w*|country|green card|citizenship|deport\w*)\b/],
      requiresMayPrecede: true,
      negatable: true,
    },
    {
      patterns: [
        words(
          // The children as the price: 'cost a parent the kids', a custody judge told of the debt.
          `(?:cost|costs) (?:a (?:parent|mother|mom|mama|dad|father)|${YOU}) (?:the|${YOUR}|their) ${KIDS}|(?:lose|losing) (?:the|${YOUR}|their) ${KIDS}`,
          `(?:risk|risking|lose|losing|jeopardi\\w*) (?:the )?custody`,
          `(?:judges?|court|courts) ${gap(6)}custody ${gap(6)}(?:look|looks|see|sees|hear|hears|consider|considers|notice|weigh|think|come up)`,
          `custody (?:hearing|hearin|case|cases|battle|fight)s? ${gap(8)}(?:look at|see|hear about|come up|weigh|consider|think)`,
          `(?:look|looks|see|sees) at (?:a |whether )${gap(4)}(?:parents?|mamas?|mothers?|moms?|dads?|fathers?) ${gap(3)}(?:do not|don t|keep up|pay|paying)`,
          // Deportation and status said around: 'sent back to their home country', 'immigration trouble'.
          `sent back to (?:their|${YOUR}|his|her|the) (?:home )?country`,
          `immigration (?:trouble|problems?|issues?|consequences)`,
          // The job, the licence, the benefits lost: 'your spot at the plant', 'out by next month', 'hope you like job hunting'.
          `(?:keep|keeping|lose|losing) (?:their|${YOUR}|a) (?:spot|place|seat|job|position) (?:at|on|with) the (?:plant|mill|yard|shop|rig|line|hospital|bank|store|job)`,
          `(?:like|enjoy|love) (?:job hunting|looking for (?:a )?(?:new )?(?:job|work)|unemployment)`,
          `(?:would|will|could|gonna|going to) be out (?:of a job |of work )?(?:by|before|within) (?:next|the end|friday|monday)`,
          `(?:food stamps|snap|ebt|wic|medicaid|benefits) ${gap(3)}(?:cut off|cut|stopped|taken away|pulled|yanked|suspended)`,
          `(?:licen[cs]e|lisence|cdl|certification|credentials) (?:is not|will not|ain t|is not going to|won t|not going to) (?:gonna |going to )?(?:renew|be renewed|survive|last)`,
          `(?:not|no longer) (?:have|hold) a (?:cdl|licen[cs]e|lisence|permit) to`,
          `suspended (?:drivers|driver s) licen[cs]e`,
          `${YOUR} (?:[a-z]+ )?(?:licen[cs]e|lisence) board`,
        ),
      ],
      // The consumer's own loss or hardship: 'if you lose your job at the plant, tell us', 'sorry about your son'.
      exceptions: [
        /\b(?:if|when|in case|should) (?:you|u) (?:ever |do |should |happen to )?(?:lose|lost|have)\b|\b(?:sorry|condolences?|passed away|funeral|hardship|not your fault|understand)\b/,
        // Help offered: 'the legal clinic helps with immigration issues', 'legal aid can help with a suspended licence'.
        /\b(?:clinic|clinics|legal aid|consultations?|can help|helps)\b/,
      ],
      negatable: true,
    },
    {
      // A suit kept open on a debt too old to sue on: 'that does not mean we will not sue'.
      patterns: [
        words(
          `(?:does not|do not|did not) mean (?:we|they|i|our client) (?:will not|can not|cannot|would not|could not|are not going to|is not going to) (?:sue|file|take (?:you|u) to court)`,
        ),
      ],
      when: (ctx) => ctx.accountTimeBarred,
      allowedOtherwise: true,
    },
  ],
  'R-CRIME': [
    {
      // A crime said by its nickname or its spelling: 'the boys in blue', 'a bust-out', 'rubber checks', 'frawd'.
      patterns: [
        words(
          `(?:a|the) name for that`,
          `loop\\w* in the (?:cops|police)`,
          `called a scam`,
          `fr(?:a|o)wd`,
          `boys in blue`,
          `bust ?outs?`,
          `(?:writing|writin|wrote|write|bouncing|bouncin) (?:rubber|bad|hot) checks|rubber checks`,
        ),
      ],
      negatable: true,
    },
    {
      // The crime named without its word: 'there is a word for that', 'what do you call walking off with it', 'a con job'.
      patterns: [
        words(
          `there s a word for (?:that|it|people like you)`,
          `what (?:do|would) (?:you|u) call (?:walking|walkin|taking|takin|keeping|keepin)`,
          `con jobs?`,
          `forger(?:y|ies)`,
          `(?:should i|i will|i ll|gonna|going to|might) (?:let|tell) ${gap(3)}(?:pd|police|cops|sheriff) know`,
          `stolen property`,
        ),
      ],
      negatable: true,
    },
    {
      patterns: [
        words(
          `conceal(?:in|ing) collateral`,
          `(?:people|folks|ppl) get charged`,
          `(?:is|that s|thats|its|that is) (?:called )?(?:stealin|stealing|thievin|thieving)`,
        ),
      ],
      negatable: true,
    },
    {
      patterns: [
        words(
          // Shoplifting, charges carried, a con artist, lying on a form, the cops kept out for now.
          `walks? out of (?:a|the) store with`,
          `shoplift\\w*`,
          `(?:carry|carries|bring|brings|lead to|leads to) (?:criminal )?charges`,
          `con artists?`,
          `lying on (?:an |a |your )?(?:official |government |legal )?(?:document|form|application)`,
          `keep (?:the )?(?:cops|police|law|authorities|sheriff) out of (?:this|it)`,
        ),
      ],
      negatable: true,
    },
    {
      patterns: [
        words(
          // The crime named by its offence or its prosecutor: 'a federal offense', 'the kind of thing a DA cares about'.
          `(?:federal|criminal|arrestable|state) (?:offen[cs]es?|crimes?|matter)`,
          `(?:a|the) (?:da|district attorney|prosecutor)(?: s office)? (?:cares|care|would care|will care|is interested|would be interested|looks|will look)`,
          `(?:end|ends|ended) up (?:facing|with) (?:criminal )?charges`,
          `(?:facing|face|faces) (?:criminal )?charges`,
          `(?:running|pulling|run|pull|ran|pulled) (?:a )?(?:scam|con|hustle|fast one)s? on`,
          `identity games`,
          `(?:writing|write|wrote|writin) (?:hot|bad|rubber) checks`,
          `hot checks?`,
          // Theft by its slang and its misspellings: 'thievin', 'theivery', 'lifted the keycard'.
          'thie?v(?:in|ing|ery)|theiv\\w*',
          `(?:pocketed|nabbed|pinched) (?:the|a|our|that|those|some) `,
          `(?:lying|lyin|lie|lied) on (?:a |the |your |ur )?(?:loan|credit|rental|lease)? ?(?:app|application|form)s? (?:is|was|are) (?:a |an )?(?:crime|federal|fraud|illegal|offen)`,
        ),
      ],
      negatable: true,
    },
  ],
  'R-GOVT': [
    {
      // Acting with a government body: 'hand in glove with the courthouse', 'the court liaison', 'the VA asked us'.
      patterns: [
        words(
          `hand in (?:hand|glove) with the (?:folks|county|courthouse|court|state|sheriff|city)`,
          `(?:court|judge s) (?:liaison|clerk asked)`,
          `the va asked`,
          `(?:w|with|from|calling from|this is|it s|here at) (?:the )?(?:cty|county|city) treasurer`,
          `(?:energy|utility|heating|fuel) (?:compliance|enforcement|assistance recovery) (?:bureau|division|office)`,
          `share files`,
        ),
      ],
      negatable: true,
    },
    {
      patterns: [
        words(
          `official (?:federal|state|government|county) ${gap(2)}(?:notice|debt|collection)`,
          `hand in hand with the (?:folks|people|ones|agencies) (?:who|that) enforce`,
        ),
      ],
      negatable: true,
    },
    {
      patterns: [
        words(
          // Acting for a government body: 'asked by the state to reach out', 'forwarded to the state', 'a branch of'.
          `(?:asked|sent|directed|instructed) by the (?:state|government|feds|county)`,
          `(?:acct|account|file|case|matter|debt|balance) ${gap(3)}(?:forwarded|referred|sent|turned over|handed over) to the (?:state|feds|federal government|county)(?= \\.|$| ,| for (?!unclaimed))`,
          `(?:a |the |an )?(?:branch|arm|division|extension) of the (?:dept|department|state|federal|government|irs|treasury|ftc|cfpb|county|city|court)|part of the (?:dept|department|government|irs|treasury|ftc|cfpb)\\b`,
          `(?:alongside|together with|hand in hand with|in partnership with) the (?:magistrate|sheriff|court|clerk|state|irs|attorney general)`,
          `(?:ftc|cfpb|irs|feds|fbi|government|state|court) ${gap(3)}(?:share|shares|sharing) (?:data|info|information) (?:with|w) us`,
          `(?:share|sharing) (?:info|information|data) (?:both ways|back and forth) `,
          `(?:one big team|on the same team) (?:with )?(?:the )?(?:ftc|cfpb|irs|feds|government|state|court)|(?:ftc|cfpb|irs|feds|government) ${gap(4)}(?:one big team|on the same team)`,
          `(?:who|what|that) the (?:court|judge|state|sheriff) (?:calls|sends|uses)`,
          `(?:federal|state|national|county) debt (?:services|collection|recovery|enforcement) (?:unit|division|bureau|office|department)`,
          `(?:ignoring|ignorin|ignore) (?:the )?(?:federal )?government`,
          `officer of the court`,
        ),
      ],
      exceptions: [/\b(?:not|never|no) (?:a |any |part of )?(?:government|agency|state|federal|court)\b/],
      negatable: true,
    },
  ],
  'R-ATTORNEY': [
    {
      // 'You said "get me a lawyer." Ours already read your file.'
      patterns: [words(`ours (?:is )?already (?:read|has|is on|on it|looking|reviewing|working)`)],
      requires: [/\b(?:lawyer|lawyers|attorney|attorneys|counsel)\b/],
      requiresMayPrecede: true,
      negatable: true,
    },
    {
      // A lawyer on the file said around: 'argued cases like yours', 'the fella who handles our court work'.
      patterns: [
        words(
          `argued cases`,
          `legal dept review|summons prepared`,
          `legal team s letter`,
          `(?:handles|does|doing) (?:our|the) court work`,
          `atty review`,
          `(?:lawyer|attorney) assigned to ${YOUR}`,
        ),
      ],
      negatable: true,
    },
    {
      patterns: [
        words(
          `counsel for ${gap(4)}(?:has|have|is|are) (?:been )?(?:instructed|retained|directed|engaged)`,
          `(?:lawyer|attorney) on retainer`,
          `(?<=(?:^|\\. |\\bi |\\bi have |\\bi ve ))passed the bar`,
        ),
      ],
      negatable: true,
    },
    {
      patterns: [
        words(
          // A firm or a lawyer on the file: 'the hospital's outside firm', 'with our lawyr now', 'spoken with Attorney X'.
          `outside (?:law )?firm`,
          `(?:with|w) our (?:lawyr|lawyer|attorney|attys?|legal team)`,
          `(?:capacity as|speaking as|i am|i m) (?:the|your|our) (?:[a-z]+ s )?legal (?:representative|rep|counsel)(?! (?:of|for) (?:the|your) estate)`,
          `(?:spoke|spoken|talked|conferred|met) with (?:attorney|counsel|our lawyer|our attorney) `,
          `on behalf of ${gap(4)}(?:llp|law firm|law offices|attorneys at law|esq)`,
        ),
      ],
      exceptions: [OWN_LAWYER],
      negatable: true,
    },
    {
      patterns: [
        words(
          // A lawyer on the file without the word 'attorney': 'counsel is reviewing', 'folks with the law degrees'.
          `(?:reviewed|drawn up|drafted|prepared|approved|handled) by (?:our )?counsel|counsel (?:for|to) (?:our|the) (?:client|creditor|firm|company|credit union|bank|lender)|(?:our|the) counsel (?:is|has|will|are)|counsel (?:is|are) (?:reviewing|looking|preparing|drawing)`,
          `(?:the attys|our attys|attys|lgl dept|legal dept|legal collections dept|legal collections department)`,
          `(?:papers|paperwork|documents|filings?) (?:are|r|is|have been|has been|being|bein) ${gap(2)}(?:drawn up|drafted|prepared) by (?:our |the )?(?:counsel|lawyers?|attorneys?|attys|legal)`,
          `(?:lawyer|attorney|counsel)s? (?:we|that we|i) (?:work with|use|retain|have on retainer) ${gap(4)}(?:drawn up|drafted|prepared|filed|reviewing|working)`,
          `(?:law degree|law degrees|bar card|juris doctor)`,
          `as the (?:credit union|creditor|bank|company|lender|agency|firm) s legal representative`,
          `(?:we|i) (?:already )?(?:got|have|hired|retained) (?:a lawyer|an attorney|counsel)`,
        ),
      ],
      exceptions: [OWN_LAWYER],
      negatable: true,
    },
  ],
  'R-AMOUNT': [
    {
      // Charges in other words: 'a non-refundable recovery deposit', 'I rounded up for the hassle'.
      patterns: [
        words(
          `we add [0-9]+ (?:percent |% )?a (?:year|month)`,
          `non ?refundable ${gap(3)}deposit`,
          `rounded (?:it )?up for`,
        ),
      ],
      negatable: true,
    },
    {
      patterns: [
        words(
          `(?:is|means|that s) (?:another|an extra) (?:[0-9]+|five|ten|fifteen|twenty|fifty) (?:dollars |bucks )?on (?:your|ur|the) (?:tab|bill|balance)`,
          `plus [0-9]+ for (?:me|my|our) `,
          `tack\\w* on [0-9]+ (?:percent |% )?(?:a|per|every) (?:week|month|day)`,
        ),
      ],
      negatable: true,
    },
    {
      patterns: [words(`interest ${gap(2)}accru\\w*|accru\\w* interest`)],
      exceptions: [/\b(?:no|not|stopped|waived|never|zero|frozen|contract|agreement|authori[sz]ed)\b/],
      negatable: true,
    },
    {
      patterns: [
        words(
          // Charges added by another name: 'tacks another $10 onto the bill', 'our cost of chasing you', 'for my trouble'.
          `(?:tack|tacks|tacking|tacked|add|adds|adding|addin|added|slap|slapping|stick|sticking) (?:on )?(?:another|an extra|a|more|some)? ?(?:[0-9]+|[a-z]+ (?:dollars|bucks)|couple hundred|few hundred|hundred) ?(?:dollars|bucks)? ?(?:onto|on to|to|on) (?:the|your|ur) (?:bill|balance|account|total|tab)`,
          `(?:tack|tacks|tacking|tacked|add|adds|adding|addin) (?:on )?(?:another |an extra )?[0-9]+ (?:to|onto|on) `,
          `(?:cost|costs) of (?:chasing|collecting|tracking|finding|hunting)`,
          `for (?:my|our) (?:trouble|time|effort|hassle)`,
          `(?:extra|additional) (?:[0-9]+|[a-z]+ dollars|fifty|hundred|twenty) ${gap(2)}for (?:the )?(?:paperwork|setup|set up|processing|filing|our trouble)`,
          `(?:processin|processing|paperwork|setup|handling) (?:charges|charge|fees?) ${gap(6)}(?:now|on top)`,
        ),
      ],
      exceptions: [/\b(?:waived|waive|removed|no|zero|not|never|nothing|bear|bears|absorb|absorbs|covers)\b/],
      negatable: true,
    },
  ],
  'R-CREDIT': [
    {
      // Reporting made endless or bought: 'to the grave', 'toast for life', 'we will bump your score back up'.
      patterns: [
        words(
          `(?:till|until) ${YOUR} grandkids`,
          `follows? (?:you|u) to the grave`,
          `(?:stays|stay) with (?:you|u) to the grave`,
          `toast for life`,
          `every (?:bank|lender|landlord) in the (?:state|country|county) will see`,
          `follows the whole family`,
          `bump ${YOUR} score`,
        ),
      ],
      negatable: true,
    },
    {
      // Reporting made endless or bought away: 'forget about ever buying a house', 'your score will crater', 'it will
      // follow you past retirement', 'pay and it comes off your report completely'.
      patterns: [
        words(
          `forget about (?:ever )?(?:buying|buyin|getting|gettin|renting|rentin|owning|financing|qualifying for) (?:a |an )?(?:house|home|car|apartment|loan|mortgage|credit|card)`,
          `prevent (?:you|u) from ever`,
          `(?:score|credit) ${gap(4)}(?:crater|tank|plummet|nosedive)\\w*`,
          `never (?:be )?approved for anything`,
          `follow (?:you|u) (?:past retirement|the rest of (?:your|ur) life|for life|to the grave)`,
          `good luck (?:buyin|buying|getting|gettin|renting|rentin|financing) ${gap(3)}ever`,
          `(?:score|credit) bumped (?:back )?up`,
          `(?:come|comes|taken|falls) off ${YOUR} (?:credit )?report (?:completely|entirely|for good)`,
          `(?:after|when|once) (?:we|i) (?:get|are|re) (?:done|through) with ${YOUR} (?:report|credit)`,
          `(?:stays?|stay) in the gutter`,
          `credit wise (?:you re|you are|ur) (?:done|finished|toast)`,
        ),
      ],
      // What the law does on its own: items fall off after seven years, errors found in a dispute are corrected.
      exceptions: [/\b(?:after|in) (?:seven|7|ten|10) years\b|\b(?:error|errors|inaccurate|mistake|wrong)\b/],
      negatable: true,
    },
    {
      patterns: [words(`(?:score|credit) ${gap(8)}(?:won t|will not|never) recover`)],
    },
  ],
  'R-ABUSE': [
    {
      // Insults by comparison and slang: 'dumber than a bag of hammers', 'smarter slot machines than you', 'moochers'.
      patterns: [
        words(
          `dumber than`,
          `smarter [a-z ]{0,20}than (?:you|u)`,
          `garbage (?:, )?just like (?:you|u)`,
          `moochers?`,
          `senile`,
          `f ?x ?ck`,
          `bs excuses`,
        ),
      ],
      negatable: true,
    },
    {
      patterns: [words('leech(?:es)?', 'spoiled brats?', 'clueless', 'too stupid')],
      exceptions: [/\b(?:not|never) (?:a |calling you )?(?:leech|clueless|stupid)\b/],
      negatable: true,
    },
    {
      patterns: [
        words(
          // Insults without a swear word: 'loser', 'bonehead', 'smooth brain', 'dumb as a box of rocks'.
          'losers?(?! (?:pays|bracket|s bracket))',
          'bone ?heads?',
          'smooth ?brains?',
          'dumb as (?:a )?(?:box|bag|sack) of (?:rocks|hammers)',
          '(?:raised|raising) a (?:liar|bum|thief|deadbeat)',
          'freeloaders?|bums?(?= \\.|$| ,)',
          'trashy',
          'broke and useless',
          'liar',
        ),
      ],
      exceptions: [
        /\b(?:not|never) (?:a |calling you a )?(?:liar|loser|useless)\b|\bif (?:a|any|another) (?:collector|caller|agent)\b|\breport (?:it|them)\b/,
      ],
      negatable: true,
    },
  ],
  'R-VIOLENCE': [
    {
      // Harm hinted through what could happen: a key down the side, a furnace that mysteriously stops, 'keep an eye on that dog'.
      patterns: [
        words(
          `(?:ran|run|running) a key down`,
          `shovel in the trunk|ride out to the desert`,
          `(?:take|taking) it apart piece by piece`,
          `how rough things can get`,
          `(?:do not|don t) knock gently`,
          `(?:ac|furnace|furnaces|heat|heater) ${gap(3)}mysteriously|(?:terrible|shame|awful) if ${YOUR} (?:ac|furnace|heat|heater)`,
          `keep a close eye on (?:that|your|ur) (?:dog|cat|kids|car|house)`,
          `(?:and )?(?:you|u) (?:will not|won t) like how`,
          `gone through the ice`,
          `dragged through the mud`,
        ),
      ],
      negatable: true,
    },
    {
      // A temper, teeth, an address held by 'the guys I work with'.
      patterns: [
        words(
          `(?:bad|nasty|short) temper`,
          `new set of teeth`,
          `(?:they ve|they have|they got|they ve got) (?:got )?${YOUR} address`,
          `hate for (?:you|u) to run into (?:him|them|her)`,
        ),
      ],
      negatable: true,
    },
    {
      patterns: [
        words(
          `(?:we|i) know where (?:you|u) (?:stay|sleep)`,
          `(?:go|goes) up like kindl\\w*`,
          `(?:gonna|going to|will) get ugly`,
          `lose my temper`,
          `(?:field (?:representative|rep|agent|team)|agents?|associates|our guys) ${gap(4)}dispatched to ${YOUR} (?:residence|home|house)`,
          `shame if (?:somethin|anythin) happen\\w*`,
        ),
      ],
      negatable: true,
    },
    {
      patterns: [
        words(
          `(?:dropping|drop|stopping|stop) (?:in|by) on (?:you|u)\\b`,
          `reputations? ${gap(4)}(?:fragile|take a hit|get hurt|suffer)`,
          `not just financially`,
          `(?:get|be|become) painful for (?:you|u)`,
          `keep (?:them|your kids|the kids|your family|your children) safe`,
        ),
      ],
      negatable: true,
    },
    {
      patterns: [
        words(
          // The children's route home, tyres, big friends: harm hinted without a harm word.
          `${YOUR} ${KIDS} (?:walk|walks) (?:home|to) `,
          `(?:walk|walks|walking) home from (?:[a-z]+ ){0,2}(?:school|elementary|middle school|the bus)`,
          `(?:hate|shame) (?:for|if) (?:anything|something) (?:bad )?(?:to )?happen\\w* to (?:em|them|him|her|the kids|(?:the|that|those|${YOUR}) [a-z]+)`,
          `(?:tires|tyres|windows|windshield|paint) ${gap(4)}(?:slashed|smashed|keyed)`,
          `(?:big|large|rough|scary) (?:ol )?(?:friends|boys?|fellas|guys|brother in law|cousins?) ${gap(6)}(?:collect|do not take kindly|don t take kindly|visit|come by)`,
          `(?:do not|don t) take kindly to (?:folks|people|ppl|those)`,
          `(?:tire iron|baseball bat|crowbar)`,
          `(?:done|do) worse than (?:make|making) (?:phone )?calls`,
          `(?:careful|be careful) what (?:you|u) (?:ask|wish) for`,
        ),
      ],
      exceptions: [/\b(?:sorry|storm|hail|accident|insurance|vandal\w*)\b/],
      negatable: true,
    },
  ],
  'R-SHAME': [
    {
      // The debt told or shown around: a yard sign, names read at the annual meeting, 'your folks might want to know'.
      patterns: [
        words(
          `(?:send|drop) a note over to ${YOUR} (?:hr|boss|manager|employer|foreman)`,
          `seemed (?:real |really |very )?interested in ${YOUR}`,
          `yard sign`,
          `read (?:off|out) the names`,
          `let (?:him|her|them) know about the (?:bill|debt|balance|account)`,
          `(?:foreman|boss|manager|supervisor|pastor) ${gap(8)}give (?:him|her) a (?:ring|call)`,
          `(?:folks|parents|mom|dad|mama|boss|neighbors|neighbours|wife|husband|family|pastor) ${gap(4)}might want to know`,
          `like to hear who`,
        ),
      ],
      negatable: true,
    },
    {
      patterns: [
        words(
          `(?:drop|send|write) a (?:note|line|letter) to ${YOUR} (?:mama|mom|mother|daddy|dad|father|boss|pastor|employer)`,
          `(?:see|seeing) ${YOUR} name (?:up there|on there|posted)`,
          `publish\\w* in (?:our|the) (?:delinquent|deadbeat|debtor)`,
          `delinquent (?:customer|account|member) (?:registry|list|roster)`,
        ),
      ],
      negatable: true,
    },
    {
      patterns: [
        words(
          `(?:post|publish|display|hang)\\w* (?:a |the )?(?:list|names|board|roster) (?:of )?${gap(3)}(?:delinquent|past due|overdue|late|unpaid)`,
          `loop\\w* in (?:hr|human resources|${YOUR} (?:boss|manager|employer|mom|dad|mother|father|parents|wife|husband|family))`,
          `loop\\w* ${YOUR} (?:mom|dad|mother|father|parents|boss|manager|employer|hr|family) in(?:to)? `,
          `(?:they|parents|neighbors|neighbours|boss|family|folks|mom|dad|congregation|coworkers) ${gap(3)}(?:would|will|might) be (?:surprised|interested|shocked) to (?:hear|learn|know) about`,
        ),
      ],
      negatable: true,
    },
    {
      patterns: [
        words(
          // A list of debtors, a newsletter corner, a group chat, a priest told: the debt made public.
          `(?:past due|delinquent|deadbeat|overdue|wall of shame|shame) (?:list|corner|board|wall)`,
          `(?:list|page|corner|post) (?:of|for) (?:folks|people|ppl|accounts|customers|members) (?:who|that) (?:skip|do not pay|don t pay|owe|are behind)`,
          `(?:top|most) delinquent (?:accounts|customers|members)`,
          `${YOUR} name (?:is |s )?(?:going up|goes up|will go up)`,
          `(?:put|post|drop|share|add) ${gap(3)}(?:in|on|into|to) (?:the (?:group chat|newsletter|list|board)|(?:our|the) (?:fb|facebook|insta|instagram) (?:page|story))`,
          `(?:drop|post|share) ${YOUR} (?:balance|debt|account|name) (?:in|on) (?:the |our |a |that )?(?:group chat|chat|page|story|feed|insta|instagram|facebook|fb|tiktok|twitter|newsletter|board|wall|list)`,
          `(?:buddies|friends|followers|coworkers) on (?:insta|instagram|facebook|fb|tiktok|twitter|x) (?:would|will|gonna) (?:love|like|want)`,
          `(?:i|we|gonna|might have to|may have to|will have to) ${gap(3)}(?:mention|tell|talk to) ${gap(4)}(?:father|pastor|priest|reverend|deacon|preacher) [a-z]+`,
          `(?:then )?pay ${gap(2)}(?:and|,) (?:they|nobody|no one|noone|she|he) (?:will )?never (?:has to |have to )?(?:hear|hears|know|knows|find out)`,
          `(?:everybody|everyone|the whole town|the whole parish) (?:will|is gonna|is going to) (?:know|hear|find out)`,
          `(?:i|we) (?:will not|won t) be the one (?:keepin|keeping) (?:quiet|it quiet|my mouth shut)`,
          `(?:i|we) (?:do )?love to gossip`,
          `(?:she|he|they|mama|mom|moms|dad|boss|employer|pastor) (?:would|might|may) (?:like|want|love) to know (?:what|about|how)`,
        ),
      ],
      negatable: true,
    },
  ],
  'R-HARASS': [
    {
      // Contact without end: 'forty more numbers where that came from', 'and the day after that'.
      patterns: [
        words(
          `all day long (?:till|until)`,
          `(?:forty|fifty|a hundred|[0-9]+) more (?:numbers|where (?:it|that) came from)|plenty of other numbers`,
          `and the day after that`,
          `(?:dialer|phone) (?:does not|doesn t) know the word stop`,
        ),
      ],
      negatable: true,
    },
    {
      patterns: [
        words(
          `(?:phone|cell)s? (?:is )?(?:gonna |going to |will )?ring so much`,
          `call after call`,
          `(?:textin|texting|calling|callin|messaging) (?:u |you )?back to back`,
          `[0-9]+ ?(?:x|times) a day`,
          `repeated contact attempts`,
          `unlimited minutes`,
          `ring ring`,
        ),
      ],
      negatable: true,
    },
    {
      patterns: [
        words(
          `again (?:, )?and again`,
          `(?:calls|texts|messages) ${gap(3)}(?:more frequent|more often|ramp up)`,
          `every (?:[a-z]+|[0-9]+) minutes`,
          `redial (?:you|u) every`,
          `keep seeing (?:our|my) (?:number|name|calls)`,
        ),
      ],
      negatable: true,
    },
    {
      patterns: [words(`(?:not|never) (?:get|have) a (?:moment s|minute s|second s|day s|night s) (?:peace|rest)`)],
    },
    {
      patterns: [
        words(
          // Calls without end: 'the autodialer set to max', 'msg 14 today, there will be a 15', 'from another number'.
          `auto ?dialer (?:set|on|is set|going|running|to max|never|does not ever|don t ever|will not stop)|(?:put|set|added) ${gap(3)}(?:on|to) (?:the |our )?auto ?dialer`,
          `and another (?:\\. )?and another`,
          `block ${gap(4)}(?:call|text|message|hit you up) (?:you )?from (?:another|a different|a new) (?:one|number|phone|line)`,
          `there (?:will|ll) be (?:a )?[0-9]+ (?:,|and) ?[0-9]+`,
          `(?:morning|mornin) (?:, )?noon (?:, )?(?:and|n) night`,
          `(?:keep|gonna keep|going to keep|will keep) (?:textin|texting|callin|calling|messaging|msging|dming|hitting you up) (?:til|till|until)`,
          `(?:stop|quit) (?:callin|calling|texting|textin) when (?:you|u) (?:start|pay)`,
          `(?:voicemail|inbox|phone) (?:is )?(?:about to be|gonna be|going to be|will be) (?:full|blowing up)`,
          `(?:make|making) ${YOUR} phone (?:buzz|ring|blow up)`,
          `now (?:i|we) (?:call|text|message) (?:more|even more|twice as much)`,
        ),
      ],
      negatable: true,
    },
  ],
  'R-THIRDPARTY-LIAB': [
    {
      // A relative made to pay: 'he can pick up the tab for his old man', 'parents answer for their kids' debts'.
      patterns: [
        words(
          `pick up the tab for (?:his|her|their)`,
          `(?:parents|kids|children|family) answer for`,
          `as (?:her|his|their) (?:son|daughter|child|kid)s? (?:, )?(?:it s|its|it is) on (?:you|u)`,
          `grandkids (?:will be|are gonna be|are going to be) stuck paying`,
          `legally (?:he|she|they) (?:has|have) to chip in`,
          `the kids pick up the tab`,
        ),
      ],
      negatable: true,
    },
    {
      // A relative or a housemate told to start paying: 'your son is 19 now, he can start making the payments'.
      patterns: [
        words(
          `(?:he|she) can (?:start )?(?:makin|making|cover|pay|chip in on|take over) ${gap(2)}(?:payments?|the (?:back )?rent|the balance|it)`,
          `(?:he|she) s (?:gotta|got to|going to have to|gonna have to) pay`,
          `legally (?:she|he) s in it with (?:you|u)`,
          `somebody in (?:yours|your family) (?:is gonna|will|is going to) (?:settle|pay|cover)`,
          `(?:whoever|anyone|everybody)(?: s| is)? (?:livin|living) ${gap(3)}with (?:you|u) owes`,
        ),
      ],
      requires: [
        /\b(?:son|daughter|kid|boy|girl|grandma|grandmother|grandpa|grandfather|mama|mom|mother|dad|father|brother|sister|aunt|uncle|cousin|family|house|roommate)\b/,
      ],
      requiresMayPrecede: true,
      exceptions: [/\b(?:co ?sign\w*|if (?:he|she) (?:wants|chooses|likes)|on your behalf|voluntar\w*)\b/],
      negatable: true,
    },
    {
      patterns: [
        words(
          `(?:as|since|because) (?:her|his|their|the) (?:[a-z]+ ){0,3}(?:grandchild|granddaughter|grandson|child|son|daughter|heir|kid|next of kin) ${gap(3)}(?:you are|you re|u r|ur|you) (?:now )?(?:responsible|liable|on the hook|obligated|expected to (?:pay|cover))`,
          `(?:since|because|as) (?:you are|you re|ur|u r) (?:the )?next of kin`,
          `(?:you are|you re|u r|ur) (?:liable|responsible) for (?:the )?(?:deceased|decedent)`,
          `(?:grandparents|parents|relatives|family members?|siblings) (?:are|is) (?:financially |legally )?(?:responsible|liable)`,
        ),
      ],
      negatable: true,
    },
    {
      patterns: [
        words(
          // A relative or housemate made to pay: 'its the family's responsibility now', 'basically joint since u live
          // together', 'as her surviving grandchild, you are now responsible', 'now its yours to pay'.
          `(?:family|familys|family s|relatives|kids|children|son|daughter|bro|brother|sister|bf|gf|boyfriend|girlfriend|roommate|roomate) (?:s )?(?:can|could|will|should|has to|have to|needs to) (?:pay|cover|take over|handle|pick up the (?:tab|payments|balance|bill))`,
          `(?:family|familys|family s) (?:s )?(?:is |are )?(?:responsibility|responsible|on the hook)`,
          `basically joint`,
          `(?:resposible|responsible|liable|on the hook) too since`,
          `(?:as|since|because) (?:her|his|their|the) (?:surviving |oldest |only )?(?:grandchild|granddaughter|grandson|child|son|daughter|heir|oldest|kid) ${gap(3)}(?:you are|you re|u r|ur|you) (?:now )?(?:responsible|liable|on the hook|obligated)`,
          `(?:owes|owe) (?:his|her|their) share`,
          `(?:billing|bill|charge) ${YOUR} (?:grandma|grandmother|mom|mother|dad|father|sister|brother|parents) next`,
          `(?:cover|pay) (?:his|her) (?:dad s|dads|mom s|moms|father s|mother s) debt`,
        ),
      ],
      exceptions: [
        /\b(?:co ?signer|co ?borrower|joint account holder|joint holder|executor|estate pays|from the estate|out of the estate)\b/,
        // Anyone may pay for the consumer when they choose to.
        /\b(?:on your behalf|for you|if (?:you|they|she|he) (?:want|wants|like|likes|choose|chooses|wish|wishes)|voluntar\w*|not (?:required|obligated|responsible))\b/,
      ],
      negatable: true,
    },
    {
      // A dead or absent relative's debt handed over: 'that was Mawmaw's card. You're her granddaughter, so now it's yours'.
      patterns: [
        words(`(?:now )?(?:it is|its|it s) (?:urs|yours) (?:to pay|now)`, `so now (?:it is|its|it s) (?:urs|yours)`),
      ],
      requires: [
        /\b(?:mother|mom|mama|mawmaw|grandma|grandmother|father|dad|daddy|papa|pawpaw|grandpa|grandfather|husband|wife|brother|sister|son|daughter|granddaughter|grandson|aunt|uncle|passed|died|estate)\b/,
      ],
      requiresMayPrecede: true,
      exceptions: [
        /\b(?:co ?signer|co ?borrower|joint|executor|estate pays|from the estate|out of the estate|free and clear|title)\b/,
      ],
      negatable: true,
    },
  ],
  'R-DISPUTE': [
    {
      // A dispute made pointless or costly: 'skip the paperwork', 'goes to the bottom of the pile', 'questions can wait until it is paid'.
      patterns: [
        words(
          `skip the paperwork`,
          `(?:window|period|dispute) ${gap(3)}(?:s a|is a|is just a|just a) formality`,
          `bottom of the pile`,
          `pull the (?:promotional|promo|discount) rate`,
          `(?:not|ain t) (?:gonna|going to) change (?:nothin|nothing|anything)`,
          `(?:questions|disputes) ${gap(4)}can wait (?:until|till) (?:it s|it is) paid`,
        ),
      ],
      negatable: true,
    },
    {
      patterns: [
        words(
          `(?:challenge|dispute|file a dispute|fight) ${gap(3)}(?:then )?(?:watch|see) how fast`,
          `no appeals?(?= \\.|$| ,)`,
          `(?:no|ain t no|is not no|there is not no) (?:arguin|arguing)`,
          `(?:waste|wastin|wasting) (?:your|ur) stamp`,
          `disregard any other notice`,
          `validation letters? (?:are|is) for`,
          `disputes must be accompanied by`,
          `(?:thinkin|thinking) (?:ain t|is not) (?:gonna|going to) help`,
        ),
      ],
      negatable: true,
    },
    {
      patterns: [
        words(
          `(?:picking apart|nitpicking|questioning|challenging) ${gap(4)}(?:waste|pointless|useless|no use)`,
          `no (?:exceptions|excuses) (?:[.,] )?(?:and )?no (?:appeals|disputes|questions|arguments)`,
          `whatever (?:you|u) think about (?:the|this) (?:amount|balance|debt|charges)`,
          `sort out (?:questions|disputes|any questions) later`,
          `(?:challenge|dispute) route ${gap(3)}(?:end\\w* badly|backfire\\w*)`,
        ),
      ],
      negatable: true,
    },
    {
      // Refusals that carry their own negation: 'cannot be disputed', 'we do not entertain objections'.
      patterns: [
        words(
          `(?:can not|cannot|may not) be (?:disputed|contested|challenged|questioned)`,
          `(?:do not|will not|don t) (?:entertain|hear) (?:such |any |your )?(?:objections|challenges|disputes|questions)`,
          `not (?:really )?(?:a conversation|something) (?:we re|we are|i m|i am) (?:open to|willing to)`,
        ),
      ],
    },
    {
      patterns: [
        words(
          // A dispute refused or made pointless: 'no point fighting this', 'we do not do disputes'.
          `(?:no|not any|ain t no|is not no) (?:point|use|sense) (?:in )?(?:fighting|fightin|disputing|questioning|contesting|arguing)`,
          `(?:we|i) (?:do not|don t|will not) (?:do|take|accept|handle|process|allow) disputes`,
          `not eligible for (?:a )?disputes?`,
          `(?:no|without) (?:exceptions|excuses) (?:, )?(?:no|and no) (?:questions|disputes)`,
          `(?:no|without) (?:questions|disputes) (?:, )?(?:no|and no) `,
          `(?:pay|paid|payment) (?:the balance |it |in full )?first (?:,|and)? ?(?:then )?(?:we (?:will|can) )?(?:look into|talk about|chat about|discuss|review|investigate|check)`,
          `(?:questioning|disputing|fighting|fightin|contesting|challenging) ${gap(4)}(?:only |just )?(?:delay\\w*|drag\\w*|makes|make|gonna make|going to make) ${gap(6)}(?:worse|less flexible|longer|out|matters|things|cost)`,
          `(?:overrides?|supersedes?|trumps?) ${gap(4)}(?:validation|dispute|30 day)`,
          `(?:30 day|thirty day|validation) (?:stuff|thing|period|rule|notice)s? (?:does not|do not|is not|will not) (?:apply|count|matter)`,
          `(?:account|acct) (?:gets|will get|will be|is) (?:permanently )?(?:banned|closed|blocked) ${gap(3)}dispute|dispute ${gap(4)}(?:banned|blocked|closed for good)`,
        ),
      ],
      negatable: true,
    },
    {
      // The consumer's denial waved off: '"I don't owe this." Everyone says that.', 'save yourself the stamp'.
      patterns: [
        words(
          `(?:everybody|everyone|they all|all of them|every one of y all|yall all) (?:says|say|said|tells me|tell me) that`,
          `(?:waste|wasting) (?:of )?(?:both )?(?:our|your|ur|my) (?:time|breath)`,
          `(?:save yourself|save ur self|save your) (?:the )?(?:stamp|trouble|paperwork|breath)`,
          `(?:^|\\. )sure (?:\\.|,)? ?(?:pay|just pay)`,
          `(?:way )?past (?:that|the) point`,
          `not go(?:ing)? down that road`,
        ),
      ],
      requires: [
        /\b(?:not (?:my|mine|owe)|(?:do not|never) owe|never (?:got|received|ordered|bought|signed|opened)|disput\w*|validation|verification|not (?:yours|mine)|were not (?:yours|mine)|not mine|wrong (?:amount|person|account)|already paid|errors?|mistake|not (?:my|his|her) (?:debt|account|bill|card|loan)|is not (?:my|mine))\b/,
      ],
      requiresMayPrecede: true,
      // 'I do not want to waste your time, so I will email the validation notice', 'you can dispute online and save
      // yourself the stamp': the right offered, not waved off.
      exceptions: [
        /\b(?:do not|don t|never) want to waste\b|\b(?:email|send|mail)\w* (?:you )?the validation\b|\b(?:you can|you may) dispute\b|\bdispute online\b/,
      ],
      negatable: true,
    },
  ],
};

export function idiomsOf(id: string): LexiconEntry[] {
  return IDIOMS[id] ?? [];
}
