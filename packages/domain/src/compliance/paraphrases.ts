/**
 * Lexicon entries for the ways collectors paraphrase a violation without its tell-tale word: a suit on a debt 'too
 * old for court', a credit promise bought with a payment or a dropped dispute, 'the offer is off the table if you
 * dispute', 'as his next of kin you are obligated'. Each is a construction (who does what to whom), not a phrase,
 * so that the next wording of the same idea is caught too. rules.ts puts them before each rule's word lists.
 */
import { constructionsOf } from './constructions';
import { framesOf } from './frames';
import { implicationsOf } from './implications';
import { idiomsOf } from './idioms';
import { gap, gapWithoutNegation, MODAL, words, type LexiconEntry } from './matchers';
import { ASSETS, FAMILY, PROTECTED, THIRD_PARTIES_EXTRA } from './vocabulary';

/** What the consumer owns, with the possessives of texting and broken English ('take you car', 'ur wages'). */
const YOUR = '(?:your|ur|yo|you)';
const DISPUTE_WORD = String.raw`(?:disput\w*|contest\w*|challeng\w* (?:it|this|the (?:debt|balance|amount))|argu\w*|validation|verification)`;
/** A dispute dropped in exchange for something: discouraging the dispute (R-DISPUTE) and often a credit promise. */
const DROP_DISPUTE = String.raw`(?:drop|dropping|dropped|withdraw|withdrawing|withdrew|withdrawn|stop|stopping|cancel|cancell?ing|take back|taking back|retract|retracting|abandon|abandoning|give up|giving up|forget|forgetting|close|closing|pull|pulling) (?:the |your |this |that |any )?(?:dispute|disputes|disputing)`;
const CREDIT_WORDS = String.raw`(?:credit|report|reporting|reported|bureaus?|experian|equifax|transunion|score|negative (?:mark|item|entry)|tradeline|collection account)`;
const REMOVE = String.raw`(?:remov|delet|eras|wip|scrub|clean|clear|purg|strik|pull|tak|expung)\w*`;
const CREDIT_RECORD = String.raw`(?:credit|credit report|credit reports|report|reports|credit file|file|credit history|history|record|records|bureaus?|experian|equifax|transunion)`;
/** A sentence that speaks of a dispute as the consumer's right or as paused collection is not discouraging it. */
const DEMAND = String.raw`(?:(?:payment|installment|instalment|balance|amount|money|it) (?:is|are|still|is still|are still) (?:due|expected|required|owed|needed)|(?:we|i) (?:still )?(?:need|expect|require|want) (?:the|your|a|that|this) (?:[0-9]+ )?(?:[a-z]+ )?(?:payment|installment|instalment|money|balance)|(?:you )?(?:still )?(?:have to|must|need to|are required to|are expected to) (?:pay|make (?:the|your|a) payment)|pay (?:it )?(?:by|before|today|now|on|this) )`;

export const PARAPHRASES: Record<string, LexiconEntry[]> = {
  'R-ARREST': [
    {
      patterns: [
        words(
          `(?:have|get|had|got) you (?:picked up|booked|taken in|brought in|hauled in|thrown in|locked up|put away|arrested|detained|cuffed)`,
          '(?:booked|processed) (?:into|in) (?:jail|county|the system|lockup)',
        ),
      ],
      exceptions: [
        /\b(?:across (?:the street )?from|next to|near|by|behind|beside|opposite|down the (?:street|road) from) the (?:county )?(?:jail|prison|courthouse)\b/,
      ],
      negatable: true,
    },
  ],
  'R-SEIZE': [
    {
      patterns: [
        words(
          `(?:pull|pulling|take|taking|grab|grabbing|drain|draining|withdraw|withdrawing|collect|collecting|deduct|deducting|remove|removing|debit|debiting|sweep|sweeping)\\w* (?:the )?(?:money|funds|cash|payments?|it|what you owe|the balance) ${gap(2)}(?:from|out of) ${YOUR} (?:${ASSETS}|direct deposits?|bank|accounts?|checking|deposits?)`,
          `(?:take|taking|took|tow|towing|repo|grab|grabbing|sell|selling|seize|seizing) (?:you|ur|yo) (?:car|truck|house|home|money|pay|wages|paycheck|savings|boat)`,
          `(?:dock|deduct|take|withhold|pull|garnish|skim)\\w* ${gap(2)}(?:from|out of|off) (?:your|ur|every|each) (?:next )?(?:pay|paycheck|paychecks|wages|salary|check|checks|direct deposits?)`,
          `your (?:next )?(?:paycheck|paychecks|wages|pay|salary|check|savings|bank account|account balance) ${gapWithoutNegation(6)}(?:smaller|lighter|thinner|shrink|disappear|vanish|emptier|empty)`,
          `your (?:[a-z]+ )?${ASSETS} ${gapWithoutNegation(3)}(?:at risk|in jeopardy|on the line|at stake|in danger|exposed|up for grabs|next)`,
        ),
      ],
      exceptions: [
        // A deduction the consumer set up for their own plan is their choice, not a garnishment.
        /\b(?:you (?:set up|asked for|requested|authori[sz]ed|chose|signed up for|arranged)|voluntary|your own)\b/,
        /\b(?:automatic|recurring) (?:withdrawal|payment|debit|draft)s?\b|\bauto ?pay\b|\bused to pay\b/,
      ],
      negatable: true,
      threatsOnly: (ctx) => ctx.accountHasJudgment,
    },
  ],
  'R-NOTINTENDED': [
    {
      patterns: [
        words(
          `your (?:[a-z]+ ){0,2}${PROTECTED} ${gapWithoutNegation(3)}(?:at risk|in jeopardy|on the line|at stake|in danger|in trouble|on thin ice|threatened)`,
          `(?:cost|costing|costs) you (?:your )?(?:[a-z]+ ){0,2}${PROTECTED}`,
          `(?:lose|losing|lost|kiss|goodbye to) your (?:[a-z]+ ){1,2}(?:job|licen[cs]e|career|position|benefits|visa|clearance|cdl|kids|children)`,
          `(?:employers?|companies|school district|district|boss)s? ${gap(3)}(?:fire|fires|firing|let go|not keep|terminate|dismiss|lay off)`,
          `(?:not keep|fire|let go of|terminate|dismiss) (?:a |an |any )?(?:teacher|nurse|employee|worker|driver|officer|staffer|agent)s? (?:with|who)`,
        ),
      ],
      negatable: true,
    },
    {
      // A suit threatened on a debt too old to sue on (the account marked time-barred, or the message saying so).
      patterns: [
        words(
          `(?:file|filed|filing) (?:suit|a suit|in (?:small claims|court|county court|civil court|district court))`,
          `suit (?:${MODAL} )?(?:be |get )?filed`,
          `(?:we|i|they|the creditor|our client|the firm) (?:${MODAL} )?(?:still )?(?:file|filing)\\b`,
          `before (?:we|i|they) file`,
          'small claims',
          `(?:a )?judge (?:${MODAL} )?(?:to )?(?:hear|see|decide)`,
        ),
      ],
      when: (ctx) => ctx.accountTimeBarred,
      allowedOtherwise: true,
      threatsOnly: () => true,
      negatable: true,
    },
  ],
  'R-CRIME': [
    {
      patterns: [
        words(
          `(?:what|the money|everything|all) you (?:took|stole|pocketed|walked off with|ran off with|swiped)`,
          `(?:intentional|deliberate|willful|wilful|outright|criminal|calculated) (?:deception|deceit|dishonesty|misrepresentation|lying)`,
          `(?:you|u) (?:are |r )?(?:a |an )?(?:[a-z]+ )?scammer`,
          `(?:the )?honest thing for once`,
        ),
      ],
      negatable: true,
    },
  ],
  'R-GOVT': [
    {
      patterns: [
        words(
          `(?:extension|arm|branch|part|division|office|agent|agents|partner) of (?:the )?(?:county |state |federal |superior |district |municipal |local |us |u s )?(?:court|courts|government|state|irs|police|sheriff|treasury)`,
          `(?:cfpb|consumer financial protection bureau|ftc|federal trade commission|attorney general|government|federal government|regulators?|the state) (?:has |have )?(?:approved|authori[sz]ed|endorsed|sanctioned|backs|backed|certified|ordered|signed off on|cleared)`,
          `(?:maintained|run|operated|kept|managed|overseen|administered) by (?:the )?(?:federal |state |us |u s )?(?:government|state|irs|treasury|court|courts|feds)`,
          `(?:national|federal|state|government|official) (?:debtors?|debt|deadbeat|delinquen\\w*) (?:registry|register|database|list|index|file)`,
          `official (?:state|federal|government|county|court|city) (?:[a-z]+ ){0,2}(?:dept|department|agency|office|bureau|collector|collectors|collections|division)`,
          `(?:federal|national|state|us|united states|government|official|county) (?:(?:debt|collections?|recovery|enforcement|credit|fraud|consumer|compliance) ){1,3}(?:dept|department)`,
        ),
      ],
      negatable: true,
    },
  ],
  'R-ATTORNEY': [
    {
      patterns: [
        // The collector's own lawyers or legal department, as existing and involved: the sender is not an attorney.
        words(
          `(?:our|my|the|their) (?:in house |staff |supervising |managing |senior |lead |outside )?(?:attorneys|lawyers|legal (?:department|dept|team|division|staff|unit|counsel|office|people|folks|guys|side|group)|litigation (?:department|dept|team|unit|division|group|staff)|law (?:office|department)|attorney s office|attorneys office|attorney colleagues)(?! general)`,
          `(?:our|my) (?:in house |staff |supervising |managing |senior |lead |outside )?(?:attorney|lawyer|counsel|law firm)(?! general)(?!(?: ,)?(?: [a-z]+){0,3}(?: ,)?(?: esq)?(?: \\.)? (?:is|as) (?:the )?(?:attorney|counsel|lawyer) of record)`,
          `(?:^|\\. |, )(?:counsel|legal|litigation) (?:has|have|is|are|will|reviewed|recommends?|approved|says|wants|needs|drafted|prepared|is drafting|is preparing)`,
          `(?:i am|this is|i work|we are|im) (?:with|in|from|part of|on) (?:the |our )?(?:legal|litigation)\\b`,
          `(?:an? |the )?(?:attorney|lawyer|counsel)s? (?:has been |have been |is |are |was |now )*assigned to (?:you|your|this)`,
          `(?:i am|im|i m|as) (?:an |a )?(?:licensed |practicing )?(?:atty|attorney|lawyer)\\b`,
          `(?:your|the) (?:lawsuit|suit|complaint|summons) (?:paperwork|papers) ${gap(2)}(?:finished|ready|prepared|drafted|done)`,
        ),
      ],
      exceptions: [
        // The consumer's lawyer, a lawyer who referred them, a lawyer they could hire.
        /\b(?:the|a) (?:attorney|lawyer|counsel)s? (?:who|that|you|your|for you|of your)\b/,
        // Naming the firm's attorney of record on a real case is a fact.
        /\b(?:attorney|lawyer|counsel) of record\b/,
      ],
      negatable: true,
    },
  ],
  'R-AMOUNT': [
    {
      patterns: [
        words(
          `(?:an? )?(?:extra|additional) [0-9]+(?: dollars| bucks)? (?:on|per|for|to|added to|with|onto) (?:each|every|the|your|all)`,
          `to cover (?:our|the|my) (?:costs|expenses|time|overhead)`,
        ),
      ],
      negatable: true,
    },
  ],
  'R-CREDIT': [
    {
      // A promise that paying deletes the account or lifts the score: paid collections are reported as paid, not erased.
      patterns: [
        words(
          `${REMOVE} ${gap(3)}(?:from|off|of) (?:your |the |all )?(?:three )?${CREDIT_RECORD}`,
          `(?:tell|ask|get|have) the (?:bureaus?|credit bureaus?|agencies) (?:to )?${REMOVE}`,
          `(?:like|as if|as though) (?:it|this|nothing|the debt|the account) ${gap(3)}(?:never happened|never existed|ever happened|was never there|never was)`,
          `(?:score|credit) (?:will )?(?:go|goes|get|gets|is|be) back to (?:perfect|normal|good|great|excellent|how it was)`,
          `(?:report\\w*|list\\w*|post\\w*|re report\\w*) (?:it |this |the (?:debt|account|collection) )?(?:again|anew|as new|fresh) (?:every|each|next) (?:year|month)`,
          `keep (?:it|this|the (?:debt|account)) fresh`,
          `(?:your )?credit (?:will be|is going to be|gets|will get|can be|could be) (?:frozen|locked|blocked|suspended|cancell?ed|shut off|cut off|closed)`,
          `(?:never|not) (?:be able to )?(?:rent|buy|finance|borrow|get approved|qualify|lease)\\w* ${gap(3)}again`,
        ),
      ],
      exceptions: [
        // 'If anything on your report is wrong, tell us and we will correct it': fixing an error is the law.
        /\b(?:wrong|inaccurate|incorrect|error|errors|mistake|mistakes) (?:information|info|entry|entries)?\b.*\b(?:remov|delet|correct)\w*/,
        // Something already taken out of our own file (an old address, a work number), with no payment asked for it.
        /\b(?:we|i) (?:have|had) (?:already |now )?(?:removed|deleted|taken)\b(?![^.]*\b(?:if|once|when|after|as soon as) (?:you|u)\b)(?![^.]*\b(?:credit|bureaus?|score)\b)/,
      ],
      negatable: true,
    },
    {
      // Dropping a dispute bought with a credit promise.
      patterns: [
        new RegExp(`\\b${DROP_DISPUTE}\\b[^.]*\\b${CREDIT_WORDS}\\b`),
        new RegExp(`\\b${CREDIT_WORDS}\\b[^.]*\\bif you ${DROP_DISPUTE}\\b`),
      ],
      negatable: true,
    },
    {
      // A disputed debt (on the account, or in the message's own words) reported without the dispute.
      patterns: [
        words(
          `(?:experian|equifax|transunion|the bureaus|credit bureaus|the credit bureaus) (?:gets?|receives?|will get|will receive|will see|sees|is getting|are getting) (?:the|your|this|it)`,
          `report\\w* (?:the |this |your |it |the whole |the full )?(?:full |whole |entire )?(?:balance|debt|account|amount)? ?(?:anyway|regardless|as (?:unpaid|delinquent|owed|past due|late|a charge off|charged off|in collections|due))`,
          `(?:goes|go|going|gone|sent|sending|reported) (?:to|with) (?:the |all )?(?:three )?(?:credit )?(?:bureaus?|agencies|experian|equifax|transunion) as (?:unpaid|delinquent|owed|past due|late)`,
        ),
      ],
      when: (ctx) => ctx.accountDisputed,
      allowedOtherwise: true,
      exceptions: [
        /\b(?:as|marked|flagged|noted|listed|shown) (?:as )?disputed\b|\bdispute (?:note|notation|flag|code|marker)\b|\bnotation\b/,
      ],
      negatable: true,
    },
  ],
  'R-ABUSE': [
    {
      patterns: [words('screw (?:you|your|this|that|it|off|them)')],
    },
  ],
  'R-VIOLENCE': [
    {
      patterns: [
        words(
          `(?:get|gets|getting|be|end up|ends up) (?:badly |seriously |really )?(?:hurt|injured|harmed|beaten|beat up|roughed up|burned)`,
          `(?:end|ends|ending|wind|winds|land|lands) up (?:in (?:the |a )?(?:hospital|er|emergency room|morgue|ambulance|ditch)|hurt|injured|dead)`,
          `(?:dangerous|unsafe|risky|bad things happen|accidents happen|things happen) (?:for|to) (?:people|folks|those|guys|anyone|debtors)(?: like you)? who`,
          `(?:and|then|just|to) see what happens (?:to|when|if|next)`,
          `see what happens to (?:your|that|those|this)`,
          `break more than`,
          `(?:friends|guys|boys|associates|buddies|people|colleagues|someone|somebody|a guy|some guys)(?: of mine)? (?:${MODAL} )?(?:stop|come|drop|swing|pop|show) (?:by|over|around|up)`,
          `have a (?:little |friendly |quiet )?(?:chat|talk|word) with (?:you|u)\\b(?! about (?:the|your) (?:plan|options|payment))`,
          `(?:should not|do not|will not|never|no longer) (?:feel|be|stay) safe`,
          `feel safe (?:at home |at night |there |anywhere )?\\. (?:you|u) (?:should|would) not`,
        ),
      ],
      negatable: true,
    },
    {
      // The negation is the threat's own wording.
      patterns: [
        words(
          `(?:will not|would not|not going to|won t|no more) (?:be )?(?:ask|asking) (?:so |this )?nice(?:ly)?`,
          `(?:will|would) not be (?:so )?nice (?:next time|anymore)`,
        ),
      ],
    },
  ],
  'R-SHAME': [
    {
      patterns: [
        words(
          `(?:sent|sending|send|forwarded|forwarding|mailed|mailing|cc d|copied|copying|delivered|faxed|emailed) (?:to )?your (?:${THIRD_PARTIES_EXTRA})`,
          `(?:call|calling|contact|contacting|email|emailing|visit|visiting|text|texting|phone|phoning|ring|ringing)\\w* (?:your|ur) (?:job|work|office|workplace|work place)(?! (?:number|phone|line|email|address|hours))`,
          `(?:spoke|spoken|talked|talking|speaking|chatted|met) (?:to|with) your (?:${THIRD_PARTIES_EXTRA})`,
          `(?:told|tell|telling|informed|explained (?:it )?to|explain (?:it )?to|showed) (?:him|her|them) (?:about )?(?:the|your|this|what you) (?:debt|balance|account|owe|situation)`,
          `(?:explain|explaining|mention|mentioning|discuss|discussing) (?:your|the|this) (?:debt|balance|account|situation) (?:to|with) (?:him|her|them)`,
          `(?:heads up|word|note|message|letter|call|visit|notice|warning|memo|copy) (?:to|for) your (?:${THIRD_PARTIES_EXTRA})`,
          `(?:notice|notices|ad|ads|advert|advertisement|announcement|post|listing|article|photo|picture) ${gap(4)}(?:in|on) (?:the |a |our )?(?:local )?(?:paper|newspaper|website|facebook|social media|internet|billboard|bulletin board|newsletter)`,
          `(?:publish|post|list|print|share|advertise|put)\\w* ${gap(3)}(?:debtor|debtors|deadbeat|deadbeats|delinquent|non payer|non payers|nonpayer|nonpayers)(?: s)? (?:names|list|photos|faces)`,
          `(?:publish|post|print|advertise)\\w* ${gap(3)}names`,
          `(?:we|i) (?:will |would |can |could |might |may |are going to |am going to |shall )?(?:let|letting) (?:the|your|all your|everyone|everybody|people)(?: [a-z]+){0,3} know(?! (?:you|if|when|that you|about your (?:options|rights)))`,
          `your (?:${THIRD_PARTIES_EXTRA}) ${gapWithoutNegation(6)}(?:would|might|will|may|could) (?:want|like|love|care|be interested) to (?:know|hear|find out|learn|see)`,
        ),
      ],
      exceptions: [
        /\b(?:did not|do not|never|will not|would not|without) (?:share|shared|discuss|discussed|mention|mentioned|tell|told|give|gave|reveal|revealed)\b/,
        /\b(?:only|just) to (?:find|locate|confirm|verify|get) (?:your )?(?:address|location|phone|contact)/,
        /\b(?:with your (?:written )?(?:permission|consent|ok|okay)|if you (?:want|ask|authorize|prefer))\b/,
        /\b(?:your|their|his|her) (?:attorney|lawyer|accountant)\b/,
      ],
      negatable: true,
    },
  ],
  'R-HARASS': [
    {
      patterns: [
        words(
          `(?:multiple|several|many|a dozen|dozens of|[0-9]+|ten|twenty|thirty|fifty) times (?:a|per|each|every) (?:day|hour|night)`,
          `(?:every|each) (?:single )?(?:day|hour|night|morning) (?:, )?(?:multiple|several|many|a dozen|[0-9]+) times`,
          `(?:multiple|several|many) times (?:, )?until`,
          `(?:means|mean|get|gets|getting|expect|brings|leads to|will be|there will be) (?:just )?(?:more|lots more|even more|a lot more|many more|plenty more|endless) (?:calls|texts|messages|emails|voicemails|contact)`,
          `(?:no|not any) (?:plans|plan|intention|intent) (?:to|of) (?:stop|stopping|ease|easing|let up|letting up)`,
          `(?:call|calling|text|texting|messag\\w*|email\\w*|contact\\w*|ring\\w*) (?:you )?(?:, )?(?:day or night|night or day|any hour|at all hours|whenever we (?:like|want|feel like it))`,
        ),
        /\b(call|text|message|email|ring|write|ping)(?:s|ing)? and \1(?:s|ing)?\b/,
      ],
    },
  ],
  'R-DISPUTE': [
    {
      patterns: [
        words(
          `${DISPUTE_WORD} ${gap(6)}(?:is |are |would be |will be |seems )?(?:pointless|useless|futile|a waste|waste of|no use|of no use|meaningless|worthless|hopeless|going nowhere|not worth (?:it|the|your)|a lost cause|dead end)`,
          `${DISPUTE_WORD} ${gap(6)}(?:get|gets|getting|got) (?:you )?nowhere`,
          `${DISPUTE_WORD} ${gap(6)}(?:only |just )?(?:make|makes|making|made) (?:it|things|this|everything|matters|your life) (?:worse|harder|messier|a mess|longer|more expensive|complicated)`,
          `${DISPUTE_WORD} ${gap(6)}(?:always|never|will not|does not|do not) (?:win|wins|work|works|succeed|succeeds|go anywhere|get anywhere)`,
          `(?:creditor|bank|we|they) (?:always|usually) wins?`,
          `(?:no point|pointless|useless|waste of time|no use|not worth it|why bother|do not bother|never bother|would not bother|would not waste|do not waste|forget about|forget|skip|waste (?:a |the |your )?(?:stamp|time|energy|breath))\\w* ${gap(6)}(?:disput\\w*|contest\\w*|validation|verification)`,
          `(?:nothing|no reason|no grounds|no basis) (?:to|for) (?:a )?(?:dispute|disputes|disputing|contest|challenge|question)`,
          `(?:dispute|validation|verification) (?:rights?|period|window|time) ${gap(2)}(?:expired|ended|lapsed|passed|are gone|is gone|is over|are over|no longer appl\\w*|ran out|closed)`,
          `(?:disputes?|dispute requests?|disputing) ${gap(4)}(?:only )?(?:be )?(?:considered|accepted|reviewed|processed|looked at|handled|heard) (?:only )?(?:after|once|when) (?:you (?:pay|have paid)|the (?:balance|debt|account) (?:is|has been) paid|payment|paid)`,
          `${DROP_DISPUTE}\\b[^.]*\\b(?:and|then|,) (?:we|i) (?:will|would|can|could)`,
          `if you ${DROP_DISPUTE}`,
        ),
        // 'If you dispute, the offer is off the table': a penalty for disputing.
        /\bif you (?:send |file |submit |raise |make |open )?(?:a |any |the |your )?(?:dispute|disputes|disputing|contest\w*)\b[^.]*?\b(?:withdraw\w*|revok\w*|cancel\w*|void\w*|rescind\w*|take (?:it |the offer )?(?:back|away)|lose|lost|off the table|no longer (?:valid|available|stand\w*|good)|expire\w*|sue|sued|suing|add\w*|increase\w*|go up|goes up|double\w*|flag\w*|close\w*|refer\w*)\b(?! (?:as disputed|it as disputed|the account as disputed))/,
        // The consumer said they want to dispute; the collector answers 'trust me, you don't'.
        /\bdisput[^.]*\. (?:trust me|believe me|honestly|seriously)(?: ,)? (?:you|u) (?:do not|really do not|dont)\b/,
      ],
    },
    {
      // Collecting a disputed debt before it is verified: a payment demand on a disputed account.
      patterns: [words(DEMAND)],
      when: (ctx) => ctx.accountDisputed,
      exceptions: [
        /\b(?:until|once|after|when) (?:we|the creditor) (?:have )?(?:verif|answer|respond|resolv|finish|complet|sen[dt])\w*/,
        /\bpaus\w*\b/,
      ],
      negatable: true,
    },
  ],
  'R-THIRDPARTY-LIAB': [
    {
      patterns: [
        words(
          `as (?:his|her|their|the|your) (?:[a-z]+ )?(?:next of kin|widow|widower|heir|heirs|son|daughter|child|children|kids|spouse|wife|husband|mother|father|mom|dad|parents?|relative|family|sibling|brother|sister|closest relative|nearest relative)(?: ,)? (?:you|u) (?:are|will be|must|have to|need to)`,
          `your ${FAMILY}s? [^.]{0,60}\\b(?:he|she|they) (?:has to|have to|must|will have to|is required to|are required to|needs to|need to) (?:pay|cover|settle)`,
          `(?:his|her|their|your (?:${FAMILY})s?) (?:debts?|balance|bills?|card|credit card|loans?) (?:is|are|becomes?|became) (?:now |legally )*(?:your|yours|you|hers|his|theirs)`,
        ),
      ],
      exceptions: [
        /\b(?:co ?sign\w*|cosign\w*|co borrower|co applicant|guarant\w*|joint (?:account|holder|borrower|debt)|executor|estate (?:pays|will pay|is responsible))\b/,
      ],
      negatable: true,
    },
  ],
};

/** The frames and paraphrase entries of one rule ([] when it has none). */
export function paraphrasesOf(id: string): LexiconEntry[] {
  return [...framesOf(id), ...(PARAPHRASES[id] ?? []), ...constructionsOf(id), ...implicationsOf(id), ...idiomsOf(id)];
}
