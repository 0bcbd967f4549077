/**
 * The scanner rules as data: id, citation, a description a collector understands, the lexicons
 * (patterns over the normalised text, with their exceptions and context switches) and, where words are not enough,
 * one small check (numbers, amounts, message rate). Patterns see lower-case text with contractions expanded
 * ("won't" is 'will not', "we'll" is 'we will') and single spaces; see normalize.ts.
 *
 * Adding a rule: see docs/COMPLIANCE-SCANNER.md.
 */
import { findDollarAmounts } from './amounts';
import { gap, gapWithoutNegation, MODAL, passive, words, type LexiconEntry } from './matchers';
import type { Analysis, RuleHit } from './scan';
import { collectorActs, SEIZE_FACTS, SHAME_DENIALS } from './frames';
import { paraphrasesOf } from './paraphrases';
import { findSensitiveNumbers, maskedForm } from './sensitive';
import { ASSETS, FAMILY, INSULT, PROTECTED, SUIT_WORDS, THIRD_PARTIES, THIRD_PARTIES_EXTRA } from './vocabulary';
import type { ComplianceRule, ScanContext } from './types';

export interface RuleDefinition extends ComplianceRule {
  /** The rule is checked only in this context (R-ATTORNEY: senders not marked as attorneys). */
  appliesTo?: (ctx: ScanContext) => boolean;
  lexicon: LexiconEntry[];
  /**
   * Sentences that state a truthful fact about the rule's subject, whichever entry found its words ('your son's bail
   * hearing', 'the IRS does not collect private loans', 'we will discuss it only with you'): no entry flags them, and
   * the statistical layer does not add them.
   */
  facts?: RegExp[];
  /** A check that is not a word list. Returns the words to show and where they are, or null when the message passes. */
  check?: (a: Analysis) => CheckHit | null;
  /** A limit on how often, not on what is said (R-HARASS's message rate): shown to the collector apart from the words. */
  rate?: (ctx: ScanContext) => { excerpt: string; description: string } | null;
}

export type CheckHit = RuleHit;

/**
 * R-HARASS rate: more than 7 collector messages in one conversation within 24 hours is a violation, so the 8th is
 * blocked. Seven mirrors Regulation F's call-frequency presumption (1006.14(b)(2): more than 7 calls in 7 days);
 * chat is cheaper to send than a call, so we apply the number per day rather than per week.
 */
export const HARASS_MAX_COLLECTOR_MESSAGES_PER_DAY = 7;

/** Profane words, matched as whole tokens; a letter may repeat ('fuuuck'). Masked spellings resolve to these. */
export const PROFANITY = [
  'fuck',
  'fucking',
  'fuckin',
  'fucked',
  'fucker',
  'fuckers',
  'fucks',
  'motherfucker',
  'motherfucking',
  'fck',
  'fcking',
  'fuk',
  'fuking',
  'fvck',
  'phuck',
  'effing',
  'shit',
  'shits',
  'shitty',
  'shitting',
  'bullshit',
  'horseshit',
  'bitch',
  'bitches',
  'bitching',
  'bitchy',
  'asshole',
  'assholes',
  'ass',
  'arse',
  'arsehole',
  'jackass',
  'dumbass',
  'bastard',
  'bastards',
  'cunt',
  'cunts',
  'dick',
  'dickhead',
  'prick',
  'twat',
  'wanker',
  'slut',
  'whore',
  'damn',
  'damned',
  'goddamn',
  'goddamned',
  'dammit',
  'crap',
  'crappy',
  'piss',
  'pissed',
  'stfu',
  'wtf',
  'gtfo',
  'retard',
  'retarded',
  'scumbag',
  'scumbags',
  'dirtbag',
  'sleazebag',
  'deadbeat',
  'deadbeats',
  'idiot',
  'idiots',
  'moron',
  'morons',
  'imbecile',
  'lowlife',
  'lowlifes',
] as const;
/** Insults among the words above: 'you are not an idiot' negates them; 'not f***ing' stays profane. */
const INSULT_WORDS = new Set<string>([
  'retard',
  'retarded',
  'scumbag',
  'scumbags',
  'dirtbag',
  'sleazebag',
  'deadbeat',
  'deadbeats',
  'idiot',
  'idiots',
  'moron',
  'morons',
  'imbecile',
  'lowlife',
  'lowlifes',
]);
/** More profanity, matched like the list above but not used to resolve masked spellings. */
const MORE_PROFANITY = [
  'bloody',
  'bollocks',
  'bugger',
  'douche',
  'douchebag',
  'douchebags',
  'sob',
  'cock',
  'cocksucker',
  'jerkoff',
  'screwed',
  'sucks',
];
/** Words a masked or spaced-out spelling may stand for ('h*ll' for the hell phrases below). */
export const OBSCURED_WORDS: readonly string[] = [...PROFANITY, 'hell', 'stupid', 'loser'];

/** 'fuck' -> 'f+u+c+k+', 'ass' -> 'a+s{2,}': stretched letters match, 'as' does not. */
function stretchable(word: string): string {
  return word.replace(/(.)\1*/g, (run, c: string) => (run.length > 1 ? `${c}{${run.length},}` : `${c}+`));
}

export const RULE_DEFINITIONS: readonly RuleDefinition[] = [
  {
    id: 'R-ARREST',
    citation: '15 U.S.C. 1692e(4); 12 CFR 1006.18(b)(3)',
    title: 'Threat of arrest or jail',
    description:
      'You cannot say or suggest that the consumer could be arrested, jailed or imprisoned for not paying a debt.',
    facts: [
      /\bbail hearing\b|\b(?:prison|jail) (?:museum|tour|ministry|library|chapel)\b/,
      // A relative's arrest the consumer paid for, and the bail bonds office down the street.
      /\bbail (?:for|out) (?:your|his|her|their|my) \b|\bbail ?bonds?\b/,
      /\b(?:across (?:the street )?from|next to|near|behind|beside|opposite|down the (?:street|road) from|out past|past) the (?:old )?(?:[a-z]+ ){0,2}(?:jail|prison|courthouse|reformatory|penitentiary|detention center)\b/,
    ],
    lexicon: [
      ...paraphrasesOf('R-ARREST'),
      {
        patterns: [
          words(
            `(?:last|survive|spend|do|doing) ${gap(3)}in (?:county|jail|prison|lockup|gen pop|general population)(?! (?:court|clerk|records?|courthouse|recorder|of))`,
            `(?:picked up|taken in|brought in|hauled in|taken away|rounded up) by (?:the )?(?:county|police|cops|sheriff|deputies|marshals?|authorities|state|feds|law enforcement)`,
            'body attachments?',
            'capias',
            'civil arrest',
            // Threat constructions around jail words that are not in the list above ('a warrant out for you').
            // The noun, not the verb ('nothing here warrants a lawsuit').
            '(?:a|the|any|bench|arrest|criminal) warrants?',
            'warrants? (?:out|for you|issued|has been|will be|is being)',
            `(?:end|ending|wind|winding|land|landing|spend\\w* (?:the |a )?nights?) (?:up )?(?:in|behind) ${gap(2)}(?:cell|jail|prison|bars|lockup|slammer|clink|county(?! court| clerk| records?| courthouse| recorder| of))`,
            '(?:holding|jail|prison) cells?',
            'slammer',
            'clink',
            'lockup',
            'penitentiary',
            'mugshot',
            'perp walk',
            'detention',
            // Not 'custody hearing' or 'custody of your children' (family court).
            '(?:in|into|under) (?:police |federal |state |protective )?custody(?! of| hearing| battle| case| agreement| arrangement)',
            '(?:post|posting|make|making) bail',
            `(?:police|cops|sheriff|deputies|deputy|officers?|marshals?|law enforcement) ${gap(3)}(?:pick|picking|picked|come|coming|show|showing|knock|knocking|arrive|arriving|haul|hauling|drag|dragging|cuff|cuffing|take|takes|taking|took) (?:you |people |folks |them |debtors )?(?:up|for you|to your|at your|you away|you in|away|in)`,
            '(?:taken|take you|hauled|dragged|carted|led) (?:away|off|out) in (?:handcuffs|cuffs|a (?:police|squad|cop) car)',
            '(?:put|send|throw) you (?:away|in jail|in prison|behind bars|in a cell)',
            '(?:thrown|sent|put) (?:in|into|behind) (?:jail|prison|bars|a cell)',
            'cuffs',
            'arrest(?:ed|ing|s)?',
            'jail(?:ed|time)?',
            'prisons?',
            'imprison\\w*',
            'incarcerat\\w*',
            '(?:arrest|bench|criminal) warrants?',
            'warrants? (?:out )?for your arrest',
            'lock(?:ed|s|ing)? (?:you |people |folks |them |debtors |him |her )?(?:up|away)',
            'detain\\w*',
            '(?:in|into|to|inside|inside of) (?:a |the )?(?:jail |prison )?cell',
            'haul(?:ed)? (?:you )?(?:off|away|in|before a judge)',
            'behind bars',
            'handcuff\\w*',
            'taken into custody',
            '(?:do|doing|serve|serving) time',
          ),
        ],
        exceptions: [
          /\bcardiac arrest\b/,
          // A thing hauled off is a repossession (R-SEIZE), not an arrest.
          /\b(?:it|car|truck|boat|vehicle|van|jeep|motorcycle|furniture|tv) (?:to be |will be |gets |get |is |being |could be |can be )?hauled\b/,
          // Held up, not held: 'I was detained in a meeting'.
          /\bdetained (?:in|at|by|with) (?:a |an |the |another |my |our )?(?:meeting|traffic|work|call|appointment|office|client|customer)\b/,
          // Somebody's workplace: 'my cousin works at the county jail', 'you work nights at the state prison'.
          /\b(?:works?|worked|working|job|employed|shifts?|doubles|volunteers?|volunteering|co|guard|officer|nurse|cook|chaplain) (?:[a-z]+ ){0,3}(?:at|in|for) (?:the |a )?(?:[a-z]+ ){0,3}(?:jail|prison|penitentiary|correctional|detention)\b/,
          // A place, not a fate: 'our office is across the street from the county jail'.
          /\b(?:across (?:the street )?from|next to|near|by|behind|beside|opposite|down the (?:street|road) from|out past|past) the (?:old )?(?:[a-z]+ ){0,2}(?:jail|prison|courthouse|reformatory|penitentiary|detention center)\b|\b(?:prison|jail) (?:museum|tour|ministry|library|chapel)\b/,
          /\bbail hearing\b|\bnot (?:about |for )?(?:consumer (?:accounts|debts)|accounts like this|debts like this)\b/,
          // History, not a fate: 'debtors' prisons were abolished long ago'.
          /\bdebtors? (?:s )?prisons? (?:were|was|are|have been|has been) (?:abolished|outlawed|banned|illegal|gone|ended)\b/,
        ],
        negatable: true,
      },
      {
        // 'You would not last a day in county': the negation is part of the threat.
        patterns: [
          words(
            `(?:would not|will not|could not|can not|never) (?:last|survive|make it) ${gap(3)}in (?:county|jail|prison|lockup|gen pop|general population)(?! (?:court|clerk|records?|courthouse|recorder|of))`,
          ),
        ],
      },
    ],
  },
  {
    id: 'R-SEIZE',
    citation: '15 U.S.C. 1692e(4), 1692e(5); 12 CFR 1006.18(b)(3), (c)(1)',
    title: 'Threat to seize property or wages',
    description:
      'You cannot threaten garnishment, seizure, a bank levy or the sale of property or wages. When the account has a judgment you may state the facts of it, but not use them as a threat.',
    facts: [
      ...SEIZE_FACTS,
      /\b(?:is|are|it is|its) not (?:happening|at risk|in danger|in jeopardy|an issue|a concern|on the table)\b/,
    ],
    lexicon: [
      ...paraphrasesOf('R-SEIZE'),
      {
        // A share of every paycheck, an asset that 'goes', money not safe from us, an offset of federal payments.
        patterns: [
          words(
            `(?:chunk|piece|part|portion|slice|cut|share|percentage|[0-9]+ ?%|[0-9]+ percent) of (?:every |each |your |ur |the )?(?:next )?(?:paycheck|paychecks|check|checks|wages|pay|salary|deposit|deposits)`,
            `(?:say goodbye to|kiss|wave goodbye to|bye bye) (?:to )?(?:the|your|ur|that) (?:[a-z]+ )?${ASSETS}`,
            `(?:the|your|ur|that) (?:[a-z]+ )?${ASSETS} (?:goes|is gone|will be gone|is history|will be history|disappears)(?= \\.|$| ,| if| unless)`,
            `(?:is not|are not|not) safe from (?:us|me|our)`,
            '(?:treasury|administrative) offset',
          ),
        ],
        exceptions: [/\b(?:exempt\w*|protected)\b/],
        negatable: true,
      },
      {
        patterns: [
          words(
            `your ${ASSETS} (?:is|are) (?:next|ours|mine|fair game)`,
            '(?:wages|pay|paycheck|paychecks|salary) (?:docked|withheld)',
            `(?:next (?:stop|step|target|up)|(?:we are |we will be |i am )?coming for|we will come for) (?:is |will be |are )?your ${ASSETS}`,
            `(?:inventory|inventorying|catalog|cataloging|appraise|appraising|tag|tagging|mark|marking|list|listing) (?:all )?(?:of )?your ${ASSETS}`,
            '(?:list|scheduled|slated|marked|flagged|queued|lined up) for (?:pickup|pick up|recovery|towing|a tow|impound|repossession)',
            'fair game',
            'up for grabs',
            `(?:drain|take|grab|pull|seize|empty|clean out|wipe out|collect|get|squeeze)\\w* (?:every (?:last )?(?:cent|penny|dime|dollar)|all the money|what is left|whatever is) (?:from|out of|in) your`,
            `(?:go|going|come|coming|went|goes|comes) after (?:your|all your|everything in your) ${ASSETS}`,
            `(?:take|taking|tow|towing|grab|grabbing|collect|collecting|intercept|intercepting|pull|pulling|clamp|boot|booting|impound|impounding|freeze|freezing|sell|selling|auction|auctioning|confiscate|confiscating|empty|emptying|drain|draining|clean out|cleaning out|wipe out) (?:away )?(?:your|all your|all of your|everything in your) ${ASSETS}`,
            `your ${ASSETS} ${passive('frozen|seized|garnished|levied|repossessed|confiscated|drained|emptied|auctioned|taken|taken away|towed|impounded|intercepted|offset|booted|sold|attached|collected|grabbed|locked|repoed')}`,
            '(?:tow|repo) (?:truck|man|men|guy|guys|agent|agents|company)',
            'repossession agents?',
            'intercept\\w*',
            // Only the collector's own hold: 'your bank may put a hold on your funds' is banking, not a threat.
            `(?:we|i|our client|the creditor) ${gap(3)}(?:put|place|placing|putting) (?:a )?hold on your (?:bank |checking |savings )?(?:accounts?|funds|wages|money)`,
            '(?:payroll|paycheck) (?:deduction|garnishment|withholding|attachment)',
            `(?:lose|losing|take|taking|go after|going after|come after|coming after) (?:everything|all you have|all you own|what you own|what little you have|the shirt off your back)`,
            'garnish\\w*',
            'wage (?:attachment|deduction|assignment|withholding)',
            'attach(?:ing)? your (?:wages?|pay|paycheck|salary|bank|account|property|assets)',
            'lev(?:y|ies|ied|ying)',
            'seiz\\w*(?! (?:every|the|this|any|each|that) (?:chance|opportunity|moment|day|occasion))',
            'repossess\\w*',
            'repo (?:your|the) (?:car|truck|vehicle)',
            `(?:take|taking|tow|towing|grab|sell|selling|auction|auctioning|confiscate|confiscating) (?:away )?(?:your|the|his|her) (?:car|truck|vehicle|house|home|property|furniture|belongings|assets|wages|paycheck|salary|tax refund|refund|savings)`,
            `(?:freeze|freezing|frozen|drain|draining|empty|emptying|clean out|wipe out) your (?:bank )?(?:account|accounts|savings|checking)`,
            '(?:bank|account) (?:freeze|levy)',
            `your (?:bank |checking |savings )?(?:account|accounts|wages|paycheck|pay|salary|car|truck|house|home|property|assets|savings|refund|tax refund|belongings) (?:will |can |could |may |might |is going to |are going to )?(?:be |get |gets |got )?(?:frozen|seized|garnished|levied|repossessed|confiscated|drained|emptied|auctioned|taken away)`,
            '(?:lose|losing) (?:everything|everything you own|your (?:car|house|home|property|savings|assets))',
            'your (?:next )?(?:paycheck|wages|salary|house|home|car|truck|savings|refund|assets) (?:is|are|will be) (?:ours|mine|gone)',
            '(?:put|place|placing|putting|file|filing) (?:a )?lien',
            'lien on your (?:house|home|property|car)',
            'foreclos\\w*',
            `(?:dock|deduct|take) (?:it |the money |the balance |what you owe )?(?:directly )?(?:from|out of) your (?:pay|paycheck|wages|salary|bank account|account)`,
          ),
        ],
        exceptions: [
          ...SEIZE_FACTS,
          // A deduction the consumer set up for their own plan is their choice, not a garnishment.
          /\b(?:you (?:set up|asked for|requested|authori[sz]ed|chose|signed up for|arranged)|voluntary)\b/,
          // Information about garnishment is not a threat of it: 'your local legal aid office can explain garnishment rules'.
          /\b(?:questions? about|rules?|laws?|limits?|exemptions?|protections?|rights?|information|info|guide|advice|explain\w*) (?:on |about |for |regarding |around )?(?:wage |bank )?(?:garnish\w*|levies|levy|liens?|repossession|seizure)s?\b|\b(?:garnish\w*|levy|lien|repossession|seizure) (?:rules|laws|limits|exemptions|protections|process|questions)\b/,
          // The law explained: 'wage garnishment requires a court judgment'.
          /\b(?:requires?|required|needs?|only (?:with|after|by)) (?:a |an )?(?:court )?(?:judgment|court order|order from (?:a|the) (?:judge|court))\b/,
          // Help about it: 'legal aid can explain how garnishment works'.
          /\b(?:legal aid|legal services|(?:explain\w*|learn|understand|information (?:on|about)|read about|questions about) how (?:wage |bank )?(?:garnish\w*|levies|levy|liens?|repossession|seizure)s? (?:works?|happens?))\b/,
          /\b(?:release|releasing|released|stop|stops|stopped|end|ends|ended|lift|lifted|remove|removed|terminate|terminated|cancel|cancelled|suspend|suspended|withdraw|withdrawn|dismiss|dismissed)\b.*\b(?:garnish\w*|levy|lien)\b/,
          /\b(?:garnish\w*|levy|lien) (?:will|would|can|is|has been) (?:be )?(?:released|lifted|stopped|ended|removed|terminated|withdrawn)\b/,
          // A repossession that already happened is the history of the debt (a deficiency balance), not a threat:
          // 'your vehicle was repossessed on August 14', 'after a repossession', 'the repossession agent's report'.
          /\b(?:was|were|had been|got) (?:repossessed|repoed|recovered|sold at auction)\b|\b(?:after|since|following) (?:a|the|your) repossession\b|\brepossession (?:agent s |company s )?(?:report|date|notice|sale|fees?)\b/,
        ],
        negatable: true,
        // With a judgment on record the facts of a garnishment are true; only threats remain forbidden.
        threatsOnly: (ctx) => ctx.accountHasJudgment,
      },
    ],
  },
  {
    id: 'R-NOTINTENDED',
    citation: '15 U.S.C. 1692e(5); 12 CFR 1006.18(c)(1)',
    title: 'Threat of action that cannot or will not be taken',
    description:
      'You cannot threaten actions that are not legal or not intended, such as deportation, losing a job or licence, or suing on a debt that is too old to sue on.',
    lexicon: [
      ...paraphrasesOf('R-NOTINTENDED'),
      {
        patterns: [
          words(
            `(?:say goodbye to|kiss|bye bye|goodbye to) your ${PROTECTED}`,
            `your ${PROTECTED} (?:goes|go|is|are|will be) (?:bye bye|gone|history|toast|done for)`,
            `your ${PROTECTED} (?:put |placed )?on notice`,
            `(?:locked out of|evicted from|kicked out of|thrown out of) your (?:apartment|home|house|place|rental)`,
            `(?:we|i|they|the creditor|our client) ${gap(3)}(?:evict|get you evicted|have you evicted)`,
            '(?:your|the) (?:licensing|licensure|professional|nursing|medical) (?:board|agency|authority|body|bureau|department|commission|regulator)',
            '(?:your|the) state (?:licensing |licensure |professional |nursing |medical )?(?:board|commission|regulator)',
            // Threat constructions: what is at stake, and vague escalation ('other measures', 'or else').
            'immigration',
            // Misspelt: 'inmigration', 'imigration', 'immigracion'.
            'in?migra(?:tion|cion)',
            'imm?igra(?:tion|cion)',
            'ice agents?',
            // 'Take ur visa away', 'you lose job'.
            `(?:take|takes|taking|took|pull|pulls|yank|yanks) (?:your|ur|his|her) ${PROTECTED} away`,
            '(?:you|u) (?:will |gonna |are going to )?(?:lose|losing) (?:job|license|licence|visa|kids|house|home|green card)',
            '(?:call|calling|contact|contacting|report|reporting|tell|notify) ice',
            '(?:child|family|social|protective) services',
            'cps',
            'dcfs',
            '(?:licensing|nursing|medical|dental|bar|real estate|professional) (?:boards?|commissions?)',
            `your ${PROTECTED} ${gapWithoutNegation(3)}(?:at risk|in jeopardy|on the line|at stake|in danger|in trouble|on thin ice|threatened)`,
            `(?:risk|risking|jeopardi[sz]e|jeopardi[sz]ing|endanger|endangering) your ${PROTECTED}`,
            `(?:put|putting) your ${PROTECTED} (?:at risk|in jeopardy|on the line)`,
            `your ${PROTECTED} ${passive('cut off|stopped|suspended|terminated|taken away|taken|revoked|pulled|cancell?ed|affected|denied|frozen')}`,
            // Not 'lost your job': that is usually the consumer's news, not a threat.
            `(?:lose|losing) your ${PROTECTED}`,
            '(?:other|further|additional|drastic|serious|stronger|harsher|severe|more (?:serious|drastic|severe|aggressive)) measures',
            '(?:take|taking|took) (?:other|further|additional|drastic|serious|stronger|harsher|severe|more (?:serious|drastic|severe|aggressive)|whatever|any and all|all necessary|all available|every) (?:action|actions|steps)',
            // Not 'otherwise': 'Otherwise, let me know' is how polite messages end.
            'or else(?= \\.| ,|$)',
            'or else (?:you|we|i|they|things|it)(?! (?:can|could|may|might|would be able)\\b)',
            // Not 'this can get complicated with joint accounts': only escalation announced as what comes next.
            '(?:things|matters|this|it) (?:will|are going to|is going to) (?:get|become|turn) (?:a lot |much |very |really )?(?:serious|worse|ugly)',
            'deport\\w*',
            'immigration (?:status|authorities|officials|services|enforcement|office|agents?)',
            '(?:call|contact|report you to|tell|notify) (?:ice|immigration|homeland security)',
            'green card',
            '(?:visa|immigration|citizenship|residency|residence) (?:status|application|renewal)',
            `(?:revoke|revoked|cancel|cancelled|take away|lose|losing|suspend|suspended|pull|pulled) your (?:visa|green card|citizenship|passport|driver s licen[cs]e|drivers licen[cs]e|driving licen[cs]e|licen[cs]e|professional licen[cs]e|nursing licen[cs]e)`,
            '(?:lose|losing) your (?:job|kids|children|benefits|home to the state)',
            `your (?:drivers |driving |professional |nursing )?(?:licen[cs]e|passport|visa|green card) (?:will be |can be |gets |get |is going to be )?(?:suspended|revoked|taken|cancelled|canceled|pulled)`,
            '(?:get|have|getting) you (?:fired|terminated|deported)',
            '(?:fired|terminated|let go) from your (?:job|work)',
            '(?:your|the) (?:employer|boss) (?:will|is going to) (?:fire|terminate|let you go)',
            '(?:take|taking) (?:away )?your (?:kids|children)',
            '(?:lose|losing) custody',
            `(?:cut|cut off|stop|take|taking|seize|garnish\\w*) your (?:social security|disability|ssi|va|veterans|unemployment) (?:benefits|checks?|payments?)`,
          ),
        ],
        // Help offered, not a threat: an immigration attorney or clinic.
        exceptions: [
          /\b(?:immigration|family|employment) (?:attorneys?|lawyers?|counsel|clinics?|advocates?|help|legal aid|services? (?:can|may|could))\b/,
          // The consumer's own hardship, not a threat: 'if you lose your job again, tell us', 'losing your job was not your fault'.
          /\b(?:if|when|in case|should) (?:you|u) (?:ever |do |should |happen to )?(?:lose|lost)\b|\b(?:losing|lost) your (?:job|work|benefits|licen[cs]e)\b[^.]*\b(?:not your fault|sorry|paused|hardship|understand)\b/,
          // No link: 'debt collectors have no connection to immigration authorities'.
          /\b(?:no|any) (?:connection|link|ties|relationship|contact) (?:to|with)\b/,
        ],
        negatable: true,
      },
      {
        // Suing on a time-barred debt is not lawful (1006.26(b)); a lawsuit stated as a fact is not a threat.
        patterns: [words(SUIT_WORDS)],
        when: (ctx) => ctx.accountTimeBarred,
        allowedOtherwise: true,
        threatsOnly: () => true,
        // The law explained: 'the law limits how long we can sue ... so paying is voluntary'.
        exceptions: [
          /\b(?:is|are) (?:totally |completely |entirely |purely |strictly )?voluntary\b|\blimits? (?:on )?how long\b/,
          // The time bar itself, said with the suit it rules out: 'too old to be sued on, so we will not sue you'.
          /\b(?:too old|old enough|time limit|past the (?:[a-z0-9]+ )?(?:limit|deadline|statute))\b[^.]*\bto be (?:sued|taken to court)\b|\b(?:law|statute) (?:does not|do not|will not|would not) (?:let|allow|permit) (?:us|anyone|them|the creditor) (?:to )?(?:sue|take (?:you|u) to court)\b/,
        ],
        negatable: true,
      },
    ],
  },
  {
    id: 'R-CRIME',
    citation: '15 U.S.C. 1692e(7); 12 CFR 1006.18(b)(1)(iv)',
    title: 'Accusing the consumer of a crime',
    description:
      'You cannot accuse the consumer of fraud, theft or any crime, mention police or criminal charges, or say anything meant to disgrace them.',
    facts: [
      /\b(?:thanks for|thank you for|you|u) (?:filing|filed|submitting|submitted|reporting|reported|made|making) (?:the |a |your )?(?:fraud|identity theft) (?:claim|report|affidavit)\b|\b(?:fraud|identity theft) team (?:found|confirmed|determined)\b/,
      /\b(?:criminal|civil) (?:court|case|matter)s? and (?:civil|criminal) (?:court|case|matter)s? are different\b/,
      /\b(?:no one|nobody) is (?:charging|accusing|prosecuting) you\b/,
    ],
    lexicon: [
      ...paraphrasesOf('R-CRIME'),
      {
        patterns: [
          words(
            '(?:a|the|to) cop',
            '(?:das|da s|prosecutors|prosecutor s|states attorneys|state s attorney s|states attorney s) office',
            `you ${gap(2)}(?:scammed|cheated|conned|swindled|duped|ripped off|stole from|defrauded)`,
            'detectives?',
            'criminal investigators?',
            `(?:report|reporting|reported|refer|referring|referred|turn|turning|hand|handing|send|sending|call|calling|contact|contacting|notify|notifying|involve|involving|get|getting|bring|bringing)\\w* (?:you |this |it |the matter |your case )?(?:over )?(?:to |in |into )?(?:the )?authorities`,
            `(?:what you (?:did|are doing|have done)|not paying|skipping out|ignoring (?:us|this|the debt)|running up|writing) ${gapWithoutNegation(5)}(?:illegal|against the law|a crime|unlawful|punishable)`,
            '(?:you are|you were|you have been) breaking the law',
            'you broke the law',
            'investigat\\w* (?:into |on |of )?you\\b',
            'criminal record',
            'bad checks?',
            'fraud\\w*',
            'defraud\\w*',
            'theft',
            'thie(?:f|ves)',
            'steal\\w*',
            'stole',
            'stolen',
            'criminal\\w*',
            'crimes?',
            '(?:press|pressing|file|filing|bring|bringing) (?:criminal )?charges',
            'charged with',
            // The police as the collector's move or the consumer's fate, not a job or a report the consumer files.
            `(?:call|calling|called|contact\\w*|notif\\w*|involv\\w*|get|getting|bring|bringing|send|sending|sent|tell|telling|told|alert\\w*|forward\\w* ${gap(3)}to|report\\w* ${gap(3)}to|refer\\w* ${gap(3)}to|hand\\w* ${gap(3)}to|turn\\w* ${gap(3)}(?:over )?to) (?:the )?(?:local )?(?:police|cops|law enforcement)`,
            `(?:police|cops|law enforcement) ${gap(3)}(?:will|would|could|can|may|might|are going to|is going to|have been|has been|are|is|were|was) ${gap(2)}(?:notif|call|involv|inform|contact|alert|com|show|arrest|pick|knock|look|visit|find|wait|stop|track|hunt|on their way|after you|interested|told)\\w*`,
            '(?:police|law enforcement) (?:matter|case|investigation|report against you)',
            'district attorney',
            'prosecut\\w*',
            'felon\\w*',
            'misdemeanou?r',
            'embezzl\\w*',
            'scamming',
            'crooks?',
            'con artist',
            'cheat(?:er|ers|ing)?',
            'disgrace\\w*',
          ),
        ],
        // Asking whether the consumer was the victim of identity theft is a duty, not an accusation.
        exceptions: [
          /\bidentity theft\b/,
          /\btheft of (?:your |the )?identity\b/,
          /\bidentity (?:was|has been|is|got) (?:stolen|compromised|used)\b/,
          /\bvictim of\b/,
          /\bfraud (?:alert|department|dept|team|unit|prevention|protection)s?\b(?![^.]*\b(?:law enforcement|police|prosecut\w*|criminal|charges|district attorney)\b)/,
          // The consumer as the victim: 'the theft of your wallet', 'a fraud scheme in which callers pretend to be us'.
          /\btheft of (?:your|ur|the consumer s) (?:[a-z]+ )?(?:wallet|purse|car|phone|cards?|identity|bike|mail|information|info|id|checks?|bag)\b/,
          /\bfraud (?:scheme|schemes|attempts?|calls?|texts?)\b/,
          // The consumer's own report of a stolen card or wallet is their news, not an accusation.
          /\bstolen (?:card|cards|wallet|purse|identity|information|checks?)\b/,
          /\b(?:report|affidavit|documents?) (?:that )?you (?:sent|filed|provided|submitted|gave|made)\b/,
          // Someone else's crime against the consumer, and advice to call the police when they feel unsafe.
          /\b(?:someone|somebody|anyone|a thief|thieves|scammers?|a stranger|an impostor|identity thieves) (?:stole|steals|took|used|opened|is pretending|are pretending|pretending|calling)\b/,
          /\b(?:you (?:can|should|may|could|might want to)|please|then|first) (?:call|contact|report (?:it|this|them) to|file a report with|tell) the police\b/,
          /\bif you (?:feel|are|were|believe|think|get|ever)\b[^.]*\bpolice\b/,
          // 'This offer is a steal'.
          /\b(?:is a|what a|such a|a real) steal\b/,
          // Something of the consumer's stolen, a fraud against them, a course or a genre: their news, not an accusation.
          /\b(?:your|ur|my|his|her|their|the) (?:[a-z]+ ){0,2}(?:was|were|got|has been|had been|have been) (?:reported )?(?:stolen|broken into)\b|\b(?:laptop|tv|car|phone|wallet|card|truck|bike|purse) (?:got )?stolen\b|\bvictims? of\b|\btheft ?protection\b|\bid theft\b/,
          /\bfraud (?:on|against) (?:your|ur) (?:debit |credit |bank )?(?:card|cards|account|acct)\b|\bfraud against (?:you|u)\b|\bfraud claims?\b|\bcriminal justice (?:class|classes|degree|major|program|course|elective)|\btrue crime\b/,
          // Credit reporting 'as fraud' is a false credit-reporting threat (R-CREDIT), said of the account.
          /\b(?:bureaus?|experian|equifax|transunion)\b[^.]*\b(?:a )?fraud risk\b|\b(?:report|reporting|reported|mark|marking|marked|flag|flagging|flagged|code|coded|list|listed)\b[^.]*\bas (?:a )?(?:fraud|fraudulent|charge off for fraud)\b[^.]*\b(?:bureaus?|credit|experian|equifax|transunion|report)\b|\b(?:bureaus?|credit|experian|equifax|transunion)\b[^.]*\bas (?:a )?(?:fraud|fraudulent)\b|\bcharge ?off for fraud\b/,
        ],
        negatable: true,
      },
    ],
  },
  {
    id: 'R-GOVT',
    citation: '15 U.S.C. 1692e(1), 1692e(9), 1692e(14); 12 CFR 1006.18(b)(1)(i), (vii)',
    title: 'Implying government or court involvement',
    description:
      'You cannot suggest you are or work with a government agency, a court, a sheriff or law enforcement, or use the name of an agency that does not exist.',
    facts: [
      /\b(?:do not|does not|are not|is not|am not|never|not) (?:work\w*|partner\w*|affiliated|associated|contracted|cooperat\w*|connected) (?:directly |closely |in any way )?(?:with|for|to)\b/,
      /\b(?:irs|government|police|sheriff|court|courts|state|county) (?:does not|do not|will not|would not|never) (?:collect|handle|call|contact|get involved|pursue)\b/,
      /\b(?:call|calling|contact\w*|ask\w*|reach\w*) the clerk\b/,
    ],
    lexicon: [
      ...paraphrasesOf('R-GOVT'),
      {
        patterns: [
          words(
            // Not 'agent': collectors call themselves collection agents.
            '(?:i am|this is|my name is|i work as) (?:an |a |the )?(?:officer|investigator|inspector|examiner|marshal|deputy) (?:with|from|of|at|for) ',
            `(?:we are|our (?:agency|company|firm|office) is|this (?:agency|office|firm) is) ${gap(3)}(?:federally|government|state|court|county) (?:backed|funded|sponsored|sanctioned|mandated|appointed|endorsed|affiliated|contracted)`,
            `(?:bureau|department|office|division|agency|ministry|board|commission) of (?:the )?${gap(2)}(?:debts?|collections?|recovery|enforcement|finance|credit|revenue|justice|treasury)`,
            'deput(?:y|ies)(?! (?:director|manager|general counsel|head|chief|editor|clerk|clerks|registrar))',
            '(?:this is|i am|my name is|it is) (?:officer|agent|deputy|detective|sergeant|sgt|inspector|investigator|special agent|marshal|trooper|lieutenant|captain|judge|magistrate)',
            `(?:court|courts|judicial|state|county|government|federal|municipal) (?:(?:collections?|enforcement|debt|recovery|compliance|fraud|investigations?|revenue) ){1,2}(?:division|department|unit|office|bureau|desk|team|section|agency|agents?|officers?|investigators?|officials?|task force|program|center)`,
            '(?:federal|government|treasury|court) (?:officers?|agents?|investigators?|inspectors?|examiners?)',
            // 'The notice was issued by the court' is a fact about a real notice; 'this message comes from the court' is a claim.
            `(?:this|my|our) (?:notice|message|letter|text|communication|call|matter|demand) (?:comes|is coming|came|is being sent|was sent|is sent|was issued|is issued|is|was) (?:directly )?(?:from|by) (?:the )?${gap(2)}(?:court|courthouse|judge|government|state|county|irs|treasury|sheriff|cfpb|ftc|fbi|department of [a-z]+|social security administration)`,
            `(?:attorney generals?(?: s)?|ag s|ags|government|court|judge|state|county|federal government|law enforcement|irs|treasury)(?: office)? (?:has |have |had )?(?:asked|instructed|ordered|authori[sz]ed|directed|requested|told|required|assigned|hired|retained|contracted|appointed) (?:us|me)`,
            `(?:work|working|works|partner|partnered|partnering|cooperat\\w*|affiliated|associated|contracted|contract) (?:directly |closely )?with (?:the )?(?:irs|police|government|courts?|sheriff|state|county|federal government|authorities|law enforcement|fbi|attorney general)`,
            'federal agents?',
            'irs',
            'internal revenue(?: service)?',
            'sheriff\\w*',
            '(?:us |federal )?marshals?',
            'fbi',
            'department of justice',
            'doj',
            '(?:the )?treasury department',
            '(?:us|united states|federal|the) treasury',
            'department of (?:the )?treasury',
            'government (?:agency|agent|official|office|department|authority)',
            `(?:federal|national|state|us|united states|government|official|county) (?:(?:debt|collections?|recovery|enforcement|credit|fraud|consumer|compliance) ){1,3}(?:bureau|agency|department|division|office|unit|board|authority|commission|service)`,
            '(?:bureau|department|office|division|agency|ministry) of (?:debts?|collections?|recovery|enforcement|consumer debt|debt (?:collection|recovery|enforcement))',
            // 'We are the federal agency that handles consumer debts', 'consider this a summons from the court'.
            '(?:we are|i am|this is|we r) (?:the |a |an )?(?:federal|state|county|city|government|municipal) (?:agency|department|office|bureau|authority|division)',
            'consider (?:this|it) (?:a |an |your |the |our )?(?:official |formal |final |legal )?(?:court |judicial )?(?:summons|subpoena|warrant|court order)',
            '(?:official |a |this is (?:a |an )?)?government notice',
            `official (?:[a-z]+ )?notice (?:from|by|of) (?:the )?${gap(2)}(?:court|clerk|judge|government|state|county|irs|treasury|cfpb|department)`,
            // Government bodies said to be told or to want the money: 'The Social Security Administration has been notified'.
            '(?:social security administration|ssa|irs|treasury|cfpb|ftc|department of justice|state|county|government) (?:has been|have been|was|were|will be|is being) (?:notified|informed|alerted|contacted|advised)',
            '(?:the )?(?:judge|court|magistrate) (?:needs|wants|expects|is waiting|has asked) ',
            '(?:court|judge|government|state|county)(?: s)? (?:[a-z]+ )?(?:arm|enforcer|representative|agent)\\b',
            '(?:treasury|administrative) offset',
            'badge(?: number)?',
            'official (?:court|government|federal|state) (?:notice|document|business|order|summons)',
            'court (?:officer|official)',
            'court appointed',
            'officer of the court',
            'clerk of (?:the )?court',
          ),
        ],
        // Settled debts are reported to the IRS on a 1099-C: a truthful tax fact. A sheriff's sale or levy that was
        // called off is a truthful fact about a judgment.
        exceptions: [
          // A sheriff's sale is a court process named, not an office claimed.
          /\bsheriff(?:s| s)? sales?\b/,
          /\bsheriff(?:s| s)? (?:sale|levy|auction) (?:was|has been|is|will be) (?:cancell?ed|called off|stopped|postponed|released|withdrawn)\b/,
          /\b1099\w*\b/,
          // A refund or a return is the consumer's business with the IRS, not ours.
          /\b(?:refunds?|returns?) (?:from|with|to|by) the irs\b|\birs (?:refunds?|returns?)\b/,
          /\b(?:forgiven|cancell?ed) (?:debt|amount|portion|balance)\b/,
          /\bclerk of (?:the )?court (?:can|will be able to) confirm\b/,
          // Not working with them is a denial; a company's own department is not a bureau; a clerk the consumer may call.
          /\b(?:do not|does not|are not|is not|am not|never|not) (?:work\w*|partner\w*|affiliated|associated|contracted|cooperat\w*|act\w*|connected) (?:directly |closely |in any way )?(?:with|for|to)\b/,
          /\b(?:legal|billing|accounts?|customer service|collections|payments|compliance) department of\b/,
          /\b(?:call|calling|contact\w*|ask\w*|reach\w*) the clerk\b/,
          // Asking the sheriff to act on a judgment, or reporting to the police, is not claiming to be them.
          /\b(?:ask|asks|asking|request\w*|have) the sheriff to\b/,
          /\b(?:forward\w*|refer\w*|report\w*|send\w*|sent|turn\w* over) (?:[a-z]+ ){0,3}to the (?:police|sheriff|district attorney|prosecutors?|fbi|authorities)\b/,
        ],
        negatable: true,
      },
      {
        patterns: [
          new RegExp(
            `\\b(?:i am|this is|we are|calling|writing|contacting you|this (?:message|notice|letter) is) (?:from |with |on behalf of )?(?:the |a |an )?(?:court|county court|court clerk|clerk|county|state|government|federal government|attorney general|judge)\\b`,
          ),
          words('on behalf of the (?:court|judge|government|state|county)'),
        ],
        negatable: true,
      },
    ],
  },
  {
    id: 'R-ATTORNEY',
    citation: '15 U.S.C. 1692e(3); 12 CFR 1006.18(b)(1)(iii)',
    title: 'False claim of attorney involvement',
    description:
      'You are not marked as an attorney: you cannot say you are one, or that an attorney is handling the account or has prepared legal papers.',
    appliesTo: (ctx) => !ctx.senderIsAttorney,
    lexicon: [
      ...paraphrasesOf('R-ATTORNEY'),
      {
        patterns: [
          words(
            '(?:our|my) (?:attorneys?|lawyers?|legal team|legal department|counsel) (?:are|is) (?:standing by|waiting|ready|prepared|set|on standby|lined up)',
            '(?:^|\\. |, )legal (?:has|have|is|will) (?:already )?(?:signed off|approved|prepared|drafted|reviewed|authori[sz]ed|cleared)',
            '(?:this is|my name is|i am|it is) (?:attorney|lawyer|counsel|counselor|esquire)',
            `(?:our|my|the firm s|the firms) (?:law firm|in house (?:counsel|legal|lawyers?|attorneys?)|legal division|legal|litigation (?:department|team|unit|division|group)|attorney s office|attorneys office) (?:has |have |is |are |will |already )*(?:prepared|drafted|drawn up|filed|approved|reviewed|reviewing|preparing|drafting|ready|signed|authori[sz]ed|handling|taking over)`,
            `(?:our|my) (?:legal department|legal team|legal staff|attorneys?|lawyers?|law office|legal counsel|counsel|law firm) (?:has |have |is |are |will |would |already |be |been |now |currently |soon )*(?:prepared|drafted|drawn up|filed|filing|approved|reviewed|reviewing|preparing|drafting|ready|signed|signing|authori[sz]ed|handling|taking over|working on|putting together|drawing up)`,
            `(?:my|our) (?:supervising |managing |senior |staff |lead |collections? )?(?:attorney|attorneys|lawyer|lawyers) ${gap(2)}(?:asked|instructed|told|directed|wants|authori[sz]ed|approved|reviewed|reviewing|said|advised|recommended|requested|needs)`,
            `(?:forwarded|forwarding|sent|sending|referred|referring|escalated|escalating|transferred|transferring|passed|passing|turned|turning|handed|handing|given|giving|assigned|assigning|placed|placing|moved|moving|routed|routing|submitted|submitting) (?:over )?(?:your (?:file|account|case)|this|it|the (?:file|account|case)) (?:over )?to (?:our|an|the|my) (?:in house )?(?:attorneys?|lawyers?|legal|counsel|legal counsel|law firm|litigation)`,
            `(?:an |our |my |the )?(?:attorney|lawyer)s? (?:is|are|has been|have been) (?:now )?(?:assigned to|handling|reviewing|working on) (?:your|this) (?:file|account|case|matter)`,
            `(?:prepared|drafted|drew up|drawn up|filled out|ready) (?:the|a|your) (?:lawsuit|complaint|summons|legal papers|paperwork|papers|filing) (?:to sue|against you|for court|for filing)`,
            // 'as your attorney may have told you' speaks of the consumer's attorney.
            '(?:i am|as) (?:an |a |your |the )?(?:licensed |practicing )?(?:attorney|lawyer|counsel|legal counsel)(?! (?:may|might|will|would|can|could|has|have|had|said|says|told|knows|explained|suggested|advised)\\b)',
            `(?:our|my|the firm s|the firms) (?:legal department|legal team|legal staff|attorneys?|lawyers?|law office|legal counsel|counsel) (?:has |have |is |are |will |already )*(?:prepared|drafted|drawn up|filed|approved|reviewed|reviewing|preparing|drafting|ready|signed|authorized|handling|taking over)`,
            `(?:lawsuit|suit|complaint|summons|legal papers|legal documents|papers|paperwork) (?:has|have) (?:already )?been (?:prepared|drafted|drawn up|approved|signed)`,
            `(?:lawsuit|suit|complaint|legal papers|papers|paperwork) (?:is|are) (?:already )?(?:prepared|drafted|ready|being prepared|ready to (?:be )?filed?)`,
            '(?:prepared|drafted|drew up) (?:the|a|your) (?:lawsuit|complaint|summons|legal papers)',
            `(?:forwarded|forwarding|sent|sending|referred|referring|escalated|escalating|transferred|transferring|passed|passing|turned|turning) (?:over )?(?:your (?:file|account|case)|this|it|the (?:file|account|case)) (?:over )?to (?:our|an|the) (?:attorneys?|lawyers?|legal)`,
            `(?:your (?:file|account|case)|this|it) (?:has been|have been|was|is being|will be) (?:forwarded|sent|referred|escalated|transferred|passed|turned over|handed|assigned|placed|moved) to (?:our|an|the) (?:in house )?(?:attorneys?|lawyers?|legal|counsel|law firm|litigation)`,
            '(?:my|our) (?:attorneys?|lawyers?) (?:will|are going to|is going to) (?:contact|call|file|sue|be in touch|reach out)',
          ),
        ],
        negatable: true,
      },
      {
        // A signature with an attorney's title; naming the firm's real attorney on the file is a fact.
        // 'Jane Ruiz, Esq., is the attorney of record': the title ends a sentence before the fact it belongs to.
        patterns: [
          words(
            `esq(?! (?:[.,] )*${gap(3)}(?:is |as )?(?:the )?(?:attorney|counsel|lawyer) of record)`,
            'attorney at law',
          ),
        ],
        exceptions: [
          /\b(?:attorney|lawyer|counsel) (?:of record )?(?:on|for|handling|assigned to|responsible for) (?:this|your) (?:file|account|case|matter)\b/,
        ],
      },
    ],
  },
  {
    id: 'R-AMOUNT',
    citation: '15 U.S.C. 1692e(2)(A), 1692f(1); 12 CFR 1006.18(b)(2)(i), 1006.22(b)',
    title: 'Misstating the debt or adding fees',
    description:
      'You cannot add fees or penalties that are not authorized, or state an amount larger than the balance on the account.',
    facts: [
      /\b0 in (?:fees|interest|charges)\b|\bfees (?:, )?none\b|\b(?:have not|has not|did not|never) added (?:a|any|anything)\b/,
      // 'No fees or interest are added', 'we waived the late fee, so you owe $265': the figure stated is the debt.
      /\bno (?:fees|interest|charges)(?: or (?:fees|interest|charges))? (?:(?:are|is|will be|get|gets|have been) )?(?:added|charged|applied)\b|\b(?:waive|waived|waiving|knocked off|took off|taken off)\b/,
    ],
    lexicon: [
      ...paraphrasesOf('R-AMOUNT'),
      {
        patterns: [
          words(
            '(?:extra|additional|another) [0-9]+ (?:dollars |bucks )?(?:added|tacked on|charged) (?:for|to|on)',
            // A dollar figure named as a charge ('a $40 restocking charge'): the '$' is gone after normalisation.
            '(?:a|an) [0-9]+ (?:dollar )?(?:[a-z]+ )?(?:charge|surcharge|penalty|assessment)',
            `(?:tack|tacking|tacked|slap|slapping|slapped) (?:on )?${gap(3)}(?:dollars|bucks|percent|on top|extra|more)`,
            // The collector adding, not 'you can add an extra 50 dollars to any payment'.
            `(?:we|i|they) ${gap(2)}(?:add|adding|added) (?:on )?(?:another|an extra|an additional|extra|additional) ${gap(2)}(?:dollars|bucks|percent)`,
            // Fees and charges added to the consumer's debt: none is authorised by a settlement on Parley.
            // Not a fee that names what the debt is for ('the maintenance fees', 'HOA fees', 'membership fees'): that is the debt.
            '(?<!(?:maintenance|membership|association|hoa|timeshare|tuition|club|resort|condo|program|course|subscription|annual|monthly|dues|gym|storage|activity|supply|registration|enrollment|enrolment|lab|tow|towing|boarding|application|rental|trip|legal|retainer|consultant|consulting|immigration|filing|court|unpaid|open|attorney) )fees?(?! (?:balance|matter|matters|disagreement|account|accounts|dispute))',
            `(?:processing|convenience|service|administrative|admin|collection|collections|handling|transaction|late|payment|recovery|maintenance|penalty|extra|additional|reinstatement|legal|document|paperwork|filing|setup|card) (?:charge|charges)`,
            // Court costs can be part of a judgment, so they are not on this list.
            '(?:collection|collections|recovery|processing|administrative|admin|handling|service) costs?',
            'surcharges?',
            'penalt(?:y|ies)',
            '(?:fee|fees|charges) (?:will be |has been |have been |is |are |gets |get )?(?:added|tacked on|applied|assessed|charged)',
            '(?:extra |more |additional )?interest (?:will be|is going to be|gets|will keep being|keeps getting) (?:added|tacked on|charged)',
            `(?:add|adding|tack on|tacking on|charge you|charging you|apply|applying) (?:a |an |any )?(?:[a-z]+ )?(?:fee|fees|penalty|penalties|charge|surcharge)`,
          ),
        ],
        // Fees taken away are a truthful correction ('fees that we have removed'); 'fee-free', 'fees $0' and the
        // bank's own fees are not ours.
        exceptions: [
          /\b(?:waiv\w*|remov\w*|(?<!non )refund\w*|revers\w*|credited back|taken off|dropped|gone from|off (?:the|your) (?:balance|account|bill)|strike|strik\w*|struck)\b/,
          // A dispute of the fees is the consumer's right: 'you can dispute just the fees'.
          /\bdisput\w* (?:just |only )?(?:the |any |those |these )?(?:[a-z]+ )?(?:fees?|charges?)\b/,
          /\b(?:fee|fees|penalty|penalties|charge|charges|surcharge)s? free\b|\bfree of (?:any )?(?:fees|charges|penalties)\b/,
          /\b(?:fee|fees|charges|penalties) (?:of |are |is )?(?:0|0 00|zero|none|nil|nothing)\b/,
          /\b(?:your|the|their|his|her) (?:own )?(?:bank|credit union|card issuer|merchant|phone company|utility|landlord)(?: s)? (?:may |might |can |could |will |did )?(?:charge|charged|charges|own|overdraft|nsf|returned|late|monthly|fee|fees)\b/,
          /\b(?:do not|does not|will not|never|no longer|not) (?:charge|add|apply|collect|assess|impose|tack on)\b(?![^.]*\b(?:but|except|however)\b)/,
          // A fee already in the debt, knocked off, or charged by someone else: 'already part of the $1,350', 'the
          // other yard charges a release fee', 'Fees: $0'.
          /\b(?:knocked off|took off|off (?:your|the) statement|already (?:part of|in|inside|included)|nothing new|(?:written|built) into (?:your|the) (?:lease|contract|agreement)|agreed to when you)\b|\bother (?:yard|company|lender|store|school|collector|agency|shop|landlord)s? (?:charge|charges|charged)\b|\bfees? (?:[.:] )?0\b/,
        ],
        negatable: true,
      },
    ],
    check: ({ text, ctx, voice }) => {
      if (ctx.accountBalanceCents === null) return null;
      // 'the balance is $980, not $1,980': an amount the collector is correcting away is not the amount claimed.
      const above = findDollarAmounts(text.raw).find(
        (a) =>
          a.cents > ctx.accountBalanceCents! &&
          !/\b(?:not|instead of)\s*$/i.test(text.raw.slice(0, a.start)) &&
          // Another figure than the debt: an income, a rent, a limit, the original bill, what insurance paid.
          !OTHER_FIGURE.test(clauseBefore(text.raw, a.start)) &&
          !FIGURE_AFTER.test(text.raw.slice(a.end, a.end + 30)) &&
          !voice.neutral[tokenAt(text, a.start)],
      );
      return above ? { excerpt: text.raw.slice(above.start, above.end), at: above.start } : null;
    },
  },
  {
    id: 'R-CREDIT',
    citation: '15 U.S.C. 1692e(8); 12 CFR 1006.18(b)(1)(viii)',
    title: 'False credit-reporting threat',
    description:
      'You cannot make false or exaggerated credit-reporting threats (ruined credit forever, reporting as fraud), and a disputed debt must be reported as disputed.',
    lexicon: [
      ...paraphrasesOf('R-CREDIT'),
      {
        patterns: [
          words(
            `(?:loan|loans|credit|interest|rate|rates|mortgage|score) ${gapWithoutNegation(6)}(?:for the rest of your life|forever|for decades)`,
            '(?:kiss|say goodbye to|wave goodbye to|bye bye|goodbye to) (?:to )?your (?:credit|score|credit score|fico|credit rating)',
            '(?:credit|score|credit score|credit rating) (?:is|will be|are) (?:toast|history|done|over|dead|gone|finished|shot)',
            `(?:mark|flag|note|report|list|code|label|tag)\\w* (?:you|it|this|the (?:debt|account)|your (?:file|credit|account|debt|report)) ${gap(4)}as (?:fraud|a fraud|fraudulent|a criminal|criminal|theft|stolen|a deadbeat|a thief|a scammer)`,
            `(?:tell|telling|told|inform\\w*|notify\\w*|report\\w*) (?:the )?(?:credit )?(?:bureaus?|experian|equifax|transunion) ${gap(3)}(?:fraud|fraudulent|a fraud risk|a criminal|a thief|a scammer|a deadbeat)`,
            `never ${gapWithoutNegation(3)}(?:be approved for|qualify for|get|rent|buy|lease|finance|borrow|open) ${gap(2)}(?:loan|loans|mortgage|credit card|credit cards|credit|apartment|lease|house|home|car)\\b`,
            `(?:credit|score|report|file) ${gapWithoutNegation(4)}(?:forever|for life|for the rest of your life|permanently|for good|for decades)`,
            `(?:credit|score) ${gap(3)}(?:never|not ever) (?:recover|come back|be the same)`,
            `(?:no|not one|not a single) (?:bank|lender|landlord|company|creditor|card company|dealership|employer) ${gap(2)}(?:will|would|is going to) (?:ever )?(?:lend|give|rent|approve|extend|finance|touch|look at|hire)`,
            '(?:destroy|ruin|wreck|trash|tank|kill)\\w* your credit',
            'your credit (?:will be|is going to be|gets|will get) (?:destroyed|ruined|wrecked|trashed|tanked|dead|gone|finished)',
            'credit (?:will be )?(?:ruined|destroyed) (?:forever|for life|permanently)',
            '(?:forever|permanently|for life|for the rest of your life) (?:on|in) your (?:credit|report|file)',
            '(?:on|stay on|stays on|remain on|remains on) your (?:credit|credit report|report|file) (?:forever|permanently|for life|for the rest of your life)',
            'never (?:be able to )?(?:get|qualify for|obtain|be approved for) (?:a |an |any )?(?:loan|mortgage|credit|apartment|car loan|credit card|lease)',
            'blacklist\\w*',
            '(?:no|not one) (?:bank|lender|landlord|company|one|creditor|card company) will (?:ever )?(?:lend|give|rent|approve|extend|finance|touch)',
            `report (?:you|this|it|the (?:debt|account)) (?:to ${gap(3)})?as (?:fraud|fraudulent|a fraud|criminal|theft|stolen|a criminal)`,
            // Reported 'as fraud' whatever names the account: 'your account will be reported to all three bureaus as
            // fraud', 'reporting this store card to the bureaus as fraud'.
            `(?:report|reported|reporting|reports) ${gapWithoutNegation(6)}(?:bureaus?|experian|equifax|transunion|agencies) as (?:a )?(?:fraud|fraudulent|criminal|theft|stolen)`,
            'charge ?off for fraud',
            '(?:credit|fico) score (?:will )?(?:drop|fall|go|plummet|crash) (?:to )?(?:zero|0|300|nothing)',
            '(?:mark|flag|note) (?:you|your (?:file|credit|account)) as (?:fraud|a fraud|fraudulent|a criminal|a deadbeat)',
          ),
        ],
        // Reporting to the police is an accusation (R-CRIME), not credit reporting.
        exceptions: [/\b(?:police|authorities|law enforcement|district attorney|prosecutors?|sheriff)\b/],
        negatable: true,
      },
      {
        // Hiding a dispute: the negation is the violation here, so this entry is not negatable.
        patterns: [
          words(
            `(?:will not|do not|would not|can not|refuse to|never) (?:report|mark|note|show|list|flag) (?:it|this|the (?:debt|account|balance)|your (?:debt|account|balance)) as disputed`,
            'report (?:it|this|the (?:debt|account)|your (?:debt|account)) as (?:undisputed|not disputed)',
            '(?:ignore|disregard) your dispute',
            `(?:the bureaus|credit bureaus|anyone|nobody|no one) will (?:not )?(?:know|see) (?:about )?(?:that you|your) disput\\w*`,
          ),
        ],
      },
      {
        // A disputed debt reported without saying so (1692e(8)).
        patterns: [
          words(
            `report\\w* (?:it|this|the (?:debt|account|balance|full balance)|your (?:debt|account|balance)|you) (?:${gap(2)})?to (?:the |all )?(?:three )?(?:credit )?(?:bureaus?|agencies|experian|equifax|transunion)`,
            `(?:post|posts|posted|posting|goes|go|going|gone|sent|send|sending|submit\\w*|furnish\\w*|report\\w*|list\\w*|show\\w* up|hit\\w*|appear\\w*|land\\w*) ${gap(3)}(?:to|with|on|at|in) (?:the |all |your )?(?:three |3 )?(?:credit )?(?:bureaus?|reporting agencies|credit agencies|experian|equifax|transunion|credit report|credit file)`,
          ),
        ],
        when: (ctx) => ctx.accountDisputed,
        allowedOtherwise: true,
        exceptions: [
          /\b(?:as|marked|flagged|noted|listed|shown|showing|with) (?:as )?(?:disputed|a dispute|the dispute)\b|\bdispute (?:note|notation|flag|code|marker)\b|\b(?:account|debt) is disputed\b|\bnotation\b/,
        ],
        negatable: true,
      },
      {
        // Reporting on a disputed debt said in other words: 'we update the bureaus on the 1st with your balance',
        // 'monthly credit reporting with the full balance past due', 'we will keep reporting it as an unpaid balance'.
        patterns: [
          words(
            `(?:update|updates|updating|notify|notifies|inform|informs|tell|tells|send|sends|furnish\\w*) (?:the |all |all three )?(?:credit )?(?:bureaus?|reporting agencies|experian|equifax|transunion)`,
            `(?:monthly |regular |next |routine )?(?:credit )?reporting (?:on|with|cycle|date|run)`,
            `(?:keep|continue|continues|will be|are|is) (?:reporting|reported) (?:it|this|the (?:debt|account|balance)|your (?:debt|account|balance))? ?as (?:an? )?(?:ordinary|regular|normal|unpaid|past due|delinquent|open|active)`,
            `(?:the )?(?:credit )?(?:bureaus?|experian|equifax|transunion) (?:will |are going to )?(?:have|get|see|receive) (?:this|it|the (?:debt|account|balance))`,
          ),
        ],
        when: (ctx) => ctx.accountDisputed,
        allowedOtherwise: true,
        exceptions: [
          /\b(?:as|marked|flagged|noted|listed|shown|showing|with) (?:as )?(?:disputed|a dispute|the dispute|in dispute)\b|\bdispute (?:note|notation|flag|code|marker)\b|\b(?:account|debt) is disputed\b|\bnotation\b/,
          /\b(?:pause\w*|paused|hold|on hold|halt\w*|suspend\w*|stop\w*)\b/,
        ],
        negatable: true,
      },
    ],
  },
  {
    id: 'R-ABUSE',
    citation: '15 U.S.C. 1692d(2); 12 CFR 1006.14(d)',
    title: 'Obscene, profane or abusive language',
    description: 'You cannot use obscene, profane or insulting language, including masked spellings.',
    lexicon: [
      ...paraphrasesOf('R-ABUSE'),
      {
        patterns: [
          new RegExp(
            `\\b(?:${[...PROFANITY.filter((w) => !INSULT_WORDS.has(w)), ...MORE_PROFANITY].map(stretchable).join('|')})\\b`,
          ),
          words(
            'do you (?:even )?have a brain',
            'shut it',
            '(?:lazy|fat|sorry|broke|cheap|dumb) (?:butt|behind|bum|self)',
            'get a (?:real )?(?:life|brain|clue)',
            'sorry excuse for',
            'go to hell',
            'the hell',
            'hell no',
            'burn in hell',
            'like hell',
            'what the (?:heck|f)',
            'kiss my',
            'shut up',
            'shut your (?:mouth|face|trap)',
            'screw you',
            'up yours',
            'bite me',
            'suck it',
            'f (?:ing|in|ed|off|you)',
          ),
        ],
      },
      {
        // 'Do not be an idiot', 'stop acting like a freeloader': the negation is the insult's wording.
        patterns: [
          new RegExp(
            `\\b(?:do not|don t|dont|stop|quit) (?:be|being|acting like|act like|behaving like) (?:an? |such an? |so |a total |a complete )?${INSULT}\\b`,
          ),
        ],
      },
      {
        // Insults: aimed at the consumer, and not denied ('nobody here thinks you are a deadbeat').
        patterns: [
          new RegExp(`\\b(?:you|your|you are|such|what|bunch of) (?:a |an )?(?:[a-z]+ )?${INSULT}\\b`),
          new RegExp(`\\b${INSULT} like you\\b`),
          // An insult as a sentence of its own ('... go up. Pathetic.').
          /(?:^|\. )(?:so |how |just |absolutely |totally |truly )?(?:pathetic|worthless|useless|loser|clown|moron|idiot|deadbeat|lowlife|disgusting|scum)(?= \.|$)/,
          // 'you people are pathetic', 'you are so lazy', 'people like you are nothing but leeches'.
          new RegExp(
            `\\b(?:you|you people|you guys|people like you|your kind|u|ur|you lot) (?:are |were |r )?(?:so |such |really |truly |just |completely |totally |nothing but |a |an |the most |one |bunch of |pack of )*(?:[a-z]+ )?${INSULT}\\b`,
          ),
          new RegExp(`\\b(?:${[...INSULT_WORDS].map(stretchable).join('|')})\\b`),
          // An insult as the consumer's name at the end of a clause ('Pay up, freeloader.').
          new RegExp(`, (?:you )?(?:[a-z]+ )?${INSULT}(?= \\.| !|$)`),
        ],
        negatable: true,
      },
    ],
  },
  {
    id: 'R-VIOLENCE',
    citation: '15 U.S.C. 1692d(1); 12 CFR 1006.14(b)(1)',
    title: 'Threat of violence or harm',
    description:
      'You cannot threaten or hint at violence or harm to the consumer, their family, reputation or property.',
    lexicon: [
      ...paraphrasesOf('R-VIOLENCE'),
      {
        patterns: [
          words(
            '(?:tend to|tends to|might|may|could|sometimes|often|will) (?:have|get into|meet with|suffer) (?:an? )?accidents?',
            `(?:hate|shame|pity) (?:for|if) your (?:kids|children|family|wife|husband|mom|mother|dad|father) ${gap(3)}(?:see|happen|find out|get hurt)`,
            `(?:hate|shame|pity) (?:for|if) ${gap(4)}(?:get hurt|happen to you)`,
            // The collector's power to do it, not 'we do not want to make things difficult for you'.
            `(?:we|i) (?:can|will|could|are going to|am going to) make (?:your life|things|life) ${gap(2)}(?:difficult|hard|harder|hell|unbearable|a nightmare|miserable|painful)`,
            `(?:we|i|someone|somebody|our (?:guys|people|agents?|team)) ${gap(3)}(?:on|at|outside) your (?:doorstep|door step|front door|door|porch|driveway|front steps?)`,
            `(?:we|i|our (?:guys|people|agents?|team)) ${gap(3)}outside your (?:work|house|home|place|job|office|apartment|building|school)`,
            '(?:knock|beat|slap|smack) (?:some )?sense into',
            `(?:we have|we got|i have|i got) ${gap(3)}(?:friends|guys|associates|boys) (?:in|near|around|watching|outside) (?:your|you)`,
            '(?:swing|swinging|pop|popping|roll|rolling|come|coming|head|heading) (?:by|past|over|around|up) (?:to )?your (?:house|home|place|work|job|office|workplace|apartment|door)',
            // Not 'be careful what you sign' or 'be careful out there': advice.
            '(?:be|stay) careful (?:walking|driving|going out|at night|leaving)',
            `(?:careful|watch|look out|lock your)${gap(8)}if i (?:were|was) you`,
            'look(?:ing)? over your shoulder',
            'lock your doors',
            `(?:things|it|this|matters|life) ${gap(2)}(?:get|gets|getting|turn|turns|become|becomes) (?:very |really |pretty |real )?(?:ugly|nasty|violent|dangerous|physical)`,
            // 'If anything happens to your card, call us' is service; the threat wraps it in regret ('shame if').
            `(?:shame|pity|hate|terrible|awful|sad|unfortunate|sorry) ${gap(3)}(?:if|for|when) (?:something|anything) ${gap(3)}happen\\w* to (?:you|your|that|those)`,
            // A pet or a thing named before: 'Nice dog. Would hate for something to happen to him' (regret, not sympathy).
            `(?:shame|pity|hate) ${gap(3)}(?:if|for) (?:something|anything) ${gap(3)}happen\\w* to (?:him|her|them|it)`,
            // Knowing the family's routine: 'I know which school your kids go to'.
            `(?:we|i|my (?:guys|people)|our (?:guys|people)) (?:know|knows|found|have found|found out) (?:which|what|where) (?:school|daycare|bus|route|church|gym|bar|job|shift)s? (?:your|ur) (?:kids|children|son|daughter|wife|husband|family)`,
            `(?:have|got) (?:our )?ways of (?:making|getting) (?:people|you|folks|debtors) (?:pay|talk|cooperate|listen)\\b(?! less| over| in | what you can| a lower)`,
            `(?:you|u) (?:do not|will not|would not) want to (?:find out|see|know) what (?:happens|will happen|comes next|we (?:will )?do|i (?:will )?do)`,
            'find out the hard way',
            '(?:you will|you are going to|you will really) be sorry',
            `(?:we|i) (?:know|have|got) (?:your (?:license plate|plate number|daily routine)|what (?:car )?you drive|where your (?:kids|children) go)`,
            // Veiled menace: 'start checking under your car', 'my colleagues are less polite than me, and they make house calls'.
            `check\\w* under your (?:car|vehicle|truck|hood)`,
            `(?:less|not as|not so) (?:polite|nice|friendly|patient|gentle|kind) (?:than|as) (?:me|i am|i|us|we are)\\b[^.]{0,60}\\b(?:house calls|visits?|come by|show up|find you|your door|your house|your home)`,
            'watch (?:your|ur) back',
            '(?:pay|paying) (?:you|your (?:house|home|family|place|work|job)) a (?:little |personal |friendly )?visit',
            `(?:visit|show up at|showing up at|come to|coming to|stop by|drop by|come by|knock on|knocking on|wait outside) your (?:house|home|door|place|work|job|office|workplace|apartment)`,
            '(?:we|i) know where you (?:live|work|sleep|park)',
            'know where your (?:kids|children|family|wife|husband) (?:live|go|are|sleep)',
            `(?:hurt|harm|beat|kill|shoot|stab|break|smash|burn|destroy|torch|slash) (?:you|your (?:legs?|arms?|face|kneecaps?|car|tires|house|home|windows?|family|kids|stuff|property))`,
            'something (?:bad |terrible |unfortunate |nasty )?(?:might|could|will|may|is going to) happen to (?:you|your)',
            '(?:would|will) be a (?:shame|pity) if',
            'accidents? (?:happen|can happen)',
            'regret (?:this|it|ignoring (?:me|us)|not paying|the day)',
            'better watch out',
            'better be careful',
            'sleep with one eye open',
            'make (?:you|your life) (?:pay|suffer|miserable|a living hell|hell)',
            '(?:hunt|track) you down',
            '(?:ruin|destroy|crush|bury|finish) (?:you|your (?:life|reputation|family|career|name|business))',
            '(?:we have|we got|i have|i got) (?:people|friends|guys|someone|associates|agents) (?:in|near|around|watching) (?:your|you)',
            `send\\w* (?:someone|somebody|people|a guy|our guys|an agent|a field agent|agents|a collector) (?:to|over to|by|around to) your (?:house|home|door|place|work|job|office|workplace|apartment)`,
            'get physical',
            'rough you up',
            'teach you a lesson',
            'consider yourself warned',
            // 'Someone might be waiting for you outside work'; texting 'ill find u'.
            '(?:someone|somebody|people|guys|a (?:guy|man|friend) of mine|my (?:guys|boys|people)) (?:might|may|could|will|would) be waiting for (?:you|u)',
            'ill (?:fucking |freaking |f |effing )?(?:find|smash|hurt|kill|break|get|come for|end|beat) ',
          ),
        ],
        // 'Would be a shame if the repo man picked it up' threatens a seizure (R-SEIZE), not harm.
        exceptions: [
          /\b(?:shame|pity)\b[^.]*\b(?:repo|repossess\w*|tow\w*|garnish\w*|levy|levied|seiz\w*|impound\w*|auction\w*|sold|sell|selling|sold off|drain\w*|freez\w*|frozen|foreclos\w*)\b/,
          // Deputies or police at the door are an arrest threat (R-ARREST, R-GOVT), not a menace of harm.
          /\b(?:deput(?:y|ies)|officers?|police|cops|sheriff\w*|marshals?) (?:[a-z]+ ){0,3}(?:at|on|to) your (?:door|doorstep|porch|house|home)\b/,
          // Calls that make a life miserable are R-HARASS's.
          /\bmiserable (?:with|w) (?:[a-z]+ )?(?:calls|texts|messages|emails|letters|voicemails)\b/,
          // Regretting a dispute is R-DISPUTE's discouragement.
          /\bdisput\w*\b[^.]*\bregret\b/,
          // Service staff: 'we have agents in your time zone available until 8 pm', 'agents in your area who speak Spanish'.
          /\b(?:agents|people|someone|staff|representatives) (?:in|near) your (?:area|time zone|region|state|city)\b[^.]*\b(?:speak|speaks|available|help|hours|languages?|prefer)\b/,
          // A denial whose second verb is past the negation's reach: 'nobody is going to hurt you or come to your home'.
          /\b(?:nobody|no one|none of us) (?:is|are|will|would) (?:ever )?(?:going to |gonna )?(?:hurt|harm|touch|threaten|visit|come)\b/,
        ],
        negatable: true,
      },
      {
        // 'Do not make me come down there': the negation is the threat's own wording, so this is not negatable.
        patterns: [words(`make (?:me|us) ${gap(2)}(?:come|drive|show up|get (?:involved|personal|ugly|physical))`)],
      },
    ],
  },
  {
    id: 'R-SHAME',
    citation: '15 U.S.C. 1692d(3), 1692c(b); 12 CFR 1006.14(e), 1006.6(d)',
    title: 'Telling third parties or publishing the debt',
    description:
      'You cannot threaten to tell the consumer’s employer, neighbours, family or friends about the debt, or to publish their name or debt.',
    // A co-signer is liable on the debt and may be told about it.
    facts: [...SHAME_DENIALS, /(?<!\b(?:not|never|no) )\bco ?(?:sign\w*|borrower|tenant|maker)s?\b(?! nothing)/],
    lexicon: [
      ...paraphrasesOf('R-SHAME'),
      {
        patterns: [
          words(
            `make sure ${gap(2)}(?:your )?(?:whole |entire )?(?:${THIRD_PARTIES_EXTRA}|everyone|everybody|people|the whole (?:town|neighbou?rhood|office|world)) ${gap(2)}(?:know|knows|find out|finds out|hear|hears|learn|learns|see|sees)`,
            `(?:we|i) ${gap(2)}(?:call|contact|reach out to|notify|tell|inform|email|text|message|visit)\\w* your [a-z]+ (?:and|or) your (?:${THIRD_PARTIES_EXTRA})`,
            `(?:we|i) ${gap(3)}(?:call|text|visit|contact|messag|ring|phon)\\w* (?:[a-z0-9,][^ ]* ){0,8}your ${FAMILY}s? (?:house|home|place|phone|number|cell|work|job)`,
            `(?:tell|inform|contact|call|notify|email|text|messag|alert|let|warn|visit|writ|mail|ping|phon|ring)\\w* (?:all of )?your (?:${THIRD_PARTIES_EXTRA}) (?:know|about|that)`,
            `your (?:${THIRD_PARTIES_EXTRA}) ${MODAL} (?:be )?(?:hearing|hear) from (?:us|me|our)`,
            `(?:post|put|list|share|publish|spread|plaster|print)\\w* your (?:name|photo|picture|face|debt|information|address) ${gap(4)}(?:board|list|wall|page|website|online|newspaper|social media|facebook|out there|around town|public)`,
            `(?:so|so that|make sure) (?:people|everyone|everybody|the whole (?:town|neighbou?rhood|office|family|world)|all your (?:friends|coworkers|neighbou?rs|family)) ${gap(2)}(?:know|knows|find out|finds out|hear|hears|learn|learns|see|sees)(?: about (?:you|this|it|your)| what (?:you|kind)| who you| that you| it|(?= \\.|$))`,
            `your (?:${THIRD_PARTIES_EXTRA}) (?:[a-z0-9,][^ ]* ){0,10}(?:should i|shall i|i will|i can|we will|we can|should we) (?:give (?:him|her|them) a (?:call|ring|shout)|call (?:him|her|them)|reach out to (?:him|her|them)|contact (?:him|her|them))`,
            `(?:we|i|someone|somebody|our (?:team|agent|office|collector|people)s?) ${gap(3)}(?:be in touch with|get in touch with|reach out to|reaching out to|reach|reaching|speak to|speak with|speaking to|speaking with|talk to|talk with|talking to|talking with|have a word with|go to|going to|show up at|stop by|drop by|send (?:a |an )?(?:letter|notice|email|copy|note) to|cc|copy|loop in|involve) your (?:${THIRD_PARTIES_EXTRA})`,
            `your (?:${THIRD_PARTIES_EXTRA}) ${passive('contacted|notified|informed|told|called|alerted|emailed|texted|messaged|copied|visited|made aware|brought in|involved|looped in')}`,
            `your (?:${THIRD_PARTIES_EXTRA}) ${MODAL} (?:get|receive) (?:a |an )?(?:call|visit|email|text)`,
            `your (?:${THIRD_PARTIES_EXTRA}) ${gapWithoutNegation(4)}(?:interested|curious|want to know|like to know|love to know|care to know|surprised|shocked|disappointed|(?:love|like|want|appreciate|enjoy) (?:a copy|to see|to read|to hear|to learn|seeing|hearing|reading))`,
            `what (?:would )?your (?:${THIRD_PARTIES_EXTRA}) (?:would|will|might|is going to|are going to) (?:think|say|do)`,
            `(?:${MODAL}|we will|i will) ${gap(6)}in front of (?:your |all your |all of your )?(?:coworkers?|co workers|colleagues|boss|employer|family|kids|children|neighbou?rs?|friends|everyone|everybody|the whole)`,
            `(?:tell|told|telling|inform|informed|informing|contact|contacted|contacting|call|called|calling|notify|notified|notifying|email|emailed|emailing|text|texted|texting|message|messaged|messaging|alert|alerted|alerting|let|warn|warned|warning|visit|visited|visiting|reach out to|reached out to|write to|wrote to|mail|mailed) (?:all of )?your ${THIRD_PARTIES}`,
            `(?:report|reporting|send|sending|forward|forwarding|mention|mentioning|explain|explaining|show|showing) (?:it |this |the debt |you |your debt |this debt )?to your ${THIRD_PARTIES}`,
            `your ${THIRD_PARTIES} (?:group |members |friends )?(?:will|would|is going to|are going to) (?:love to |be interested to |like to |be glad to )?(?:know|hear|learn|find out|see)`,
            `(?:complain\\w*|(?:file|filing) (?:a )?complaint) (?:with|to) your ${THIRD_PARTIES}`,
            `discuss\\w* (?:this|it|your (?:debt|account|balance)|the (?:debt|account)) with your ${THIRD_PARTIES}`,
            `(?:your )?(?:employer|boss|neighbou?rs?|family|friends|coworkers?|everyone|everybody|the whole (?:town|neighbou?rhood|world|office)) (?:will|is going to|are going to|would|should) (?:know|find out|hear|learn|see)`,
            `(?:everyone|everybody|people|all your friends) (?:at|in|on|from) ${gap(3)}(?:will |is going to |are going to |would |should )?(?:know|knows|find out|finds out|hear|hears|learn|learns|see|sees) (?:about|that|what|it|this)`,
            `(?:post|posting|publish|publishing|list|listing|share|sharing|put|putting|advertise|advertising) (?:your (?:name|debt|photo|picture|information|address)|you|this|it|the debt) (?:(?:on|in|to) )?(?:facebook|social media|the internet|online|twitter|instagram|tiktok|linkedin|our website|a website|the newspaper|a newspaper|a (?:public )?list|public|the paper)`,
            '(?:debtors?|deadbeats?|delinquent|shame|wall of) (?:list|wall|page|board|shame)',
            'public list',
            '(?:embarrass|humiliate|shame)\\w* you',
          ),
        ],
        guard: collectorActs,
        exceptions: [
          // Being arrested in front of them is R-ARREST's business; this entry is about telling them.
          /\b(?:handcuffs?|cuffs|arrest\w*|jail\w*|police|cops)\b/,
          /\b(?:if you (?:ask|authorize|want|send|give|sign)|with your (?:permission|consent)|(?:written|signed) (?:permission|consent|authori[sz]ation))\b/,
          // A collector's duty explained: 'if a collector calls your work after you tell them not to, that is a violation'.
          /\b(?:is|s) (?:a violation|illegal|against the law|not allowed)\b|\bif (?:a|any) (?:debt )?collectors?\b/,
        ],
        negatable: true,
      },
    ],
  },
  {
    id: 'R-HARASS',
    citation: '15 U.S.C. 1692d(5); 12 CFR 1006.14(b)',
    title: 'Repeated contact meant to annoy',
    description: 'You cannot threaten to call or message the consumer constantly or over and over until they pay.',
    lexicon: [
      ...paraphrasesOf('R-HARASS'),
      {
        patterns: [
          words(
            '(?:expect|get used to|prepare) to (?:hear|be hearing) from (?:us|me) (?:a lot|constantly|daily|every day|all the time|nonstop|non stop|often|around the clock)',
            `(?:we|i|our (?:team|office|agents?)) ${gap(3)}(?:call|text|messag|ring|email|contact)\\w* (?:[a-z0-9,][^ ]* ){0,10}until (?:someone|somebody|anyone|you|u) (?:picks? up|answers?|respond|responds|call back|calls back|pay|pays)`,
            // The consumer as object: 'you can call us every day from 8 to 8' is an invitation.
            `(?:call|text|messag|email|ping|ring|contact|hit)\\w* (?:you|u|your (?:phone|cell|number)) ${gap(2)}every (?:[0-9]+ |few |couple |couple of |other |single |last )?(?:minutes?|mins?|hours?|hrs?|day|night|morning|evening)`,
            `(?:phone|inbox|voicemail|cell) ${gap(2)}(?:will not|never|not going to|is not going to) stop (?:ringing|buzzing|blowing up|going off)`,
            `(?:phone|inbox|voicemail|cell) (?:${MODAL} )?(?:be )?(?:ringing|buzzing|blowing up|going off) (?:nonstop|non stop|all day|all night|constantly|every)`,
            `(?:calls|texts|messages|emails|calling|texting|messaging|emailing|hearing from (?:us|me)) ${gap(2)}(?:morning (?:, )?noon (?:, )?and night|morning and night|morning to night|day and night|night and day|around the clock|nonstop|non stop|24 7|all day|all night|all week|every day|every hour|every night|daily|hourly|constantly|endlessly|until (?:this is|it is|you) (?:paid|pay|answer|respond|call))`,
            '(?:will not|never|not going to|do not plan to|will never) (?:leave|let) you (?:alone|be|rest|in peace)',
            '(?:get used to|expect|prepare for|brace for|brace yourself for) (?:hearing from (?:us|me)|(?:a lot of|lots of|many|more|constant|daily|endless|plenty of|nonstop) (?:calls|messages|texts|emails|contact))',
            `(?:we|i) ${gap(2)}(?:be )?(?:calling|texting|messaging|emailing|contacting|bothering|hounding) you (?:every (?:day|hour|night|morning)|daily|hourly|constantly|nonstop|non stop|all day|all night|all week|around the clock)`,
            `(?:call|calling|text|texting|message|messaging|email|emailing|contact|contacting|ring|ringing|bother|bothering|hound|hounding|harass|harassing|bug|bugging) (?:you |him |her |them |your (?:phone|family|cell|number|work) )?(?:every|each) (?:day|hour|night|morning|single day|minute|few hours|few minutes)`,
            `(?:call|text|messag|email|contact|ring|bother)\\w* (?:you |him |her |them )?(?:[0-9]+|[a-z]+) times (?:a|an|per|every|each) (?:day|hour|night|week)`,
            `(?:call|text|messag|email|contact|ring|bother)\\w* (?:you )?(?:day and night|night and day|all day|all night|nonstop|non stop|around the clock|24 7|24 hours a day|constantly|over and over|again and again|repeatedly|at all hours|day in and day out)`,
            `keep (?:on )?(?:calling|texting|messaging|emailing|contacting|bothering|coming|hounding|writing) (?:you )?(?:until|till|every)`,
            '(?:will not|never|not going to|do not) stop (?:calling|texting|messaging|emailing|contacting|bothering|hounding|harassing|writing)',
            'will never stop',
            '(?:blow|blowing|flood|flooding|fill|filling) (?:up )?your (?:phone|inbox|cell|voicemail)',
            `(?:keep|continue) (?:calling|contacting|messaging|texting|emailing) (?:you )?(?:until|till|every|day)`,
            'make your phone ring',
            '(?:[0-9]+|[a-z]+) (?:calls|texts|messages|emails) (?:a|an|per|every|each) (?:day|hour|night)',
            '(?:calls|texts|messages|emails) (?:every|each) (?:day|hour|night|morning)',
          ),
        ],
      },
    ],
    rate: (ctx) =>
      ctx.recentCollectorMessages >= HARASS_MAX_COLLECTOR_MESSAGES_PER_DAY
        ? {
            excerpt: `message ${ctx.recentCollectorMessages + 1} in 24 hours`,
            description: `This would be message ${ctx.recentCollectorMessages + 1} to this consumer in 24 hours; the limit is ${HARASS_MAX_COLLECTOR_MESSAGES_PER_DAY}. Wait before sending again.`,
          }
        : null,
  },
  {
    id: 'R-DISPUTE',
    citation: '15 U.S.C. 1692g, 1692e(10); 12 CFR 1006.34, 1006.38',
    title: 'Discouraging a dispute',
    description:
      'You cannot tell the consumer they cannot dispute the debt, discourage a dispute, or demand payment in a way that overshadows their right to dispute.',
    lexicon: [
      ...paraphrasesOf('R-DISPUTE'),
      {
        patterns: [
          words(
            'disput\\w* (?:all|as much as|whatever) you (?:want|like)',
            `disput\\w* ${gap(3)}(?:get|gets|getting) you (?:off|out)`,
            `disput\\w* ${gap(6)}(?:drag\\w* (?:this|it|things) out|end up paying more|pay more|paying more|cost you more|costs you more|make (?:it|things|this) worse)`,
            `(?:do not|no need to|no point (?:in )?|never|why) (?:even )?(?:bother|waste (?:your|my|our) time)\\w* ${gap(3)}(?:disput\\w*|contest\\w*|validation|verification)`,
            `disput\\w* ${gap(3)}(?:will not|would not|does not|do not|can not|is not going to|never) (?:help|work|matter|change|do|stop|get|save|make)`,
            `(?:even if|even though|regardless of whether|regardless if|whether or not|no matter if|no matter whether|does not matter if|doesn t matter if) (?:you )?(?:dispute|disputed|disputing|file a dispute|send a dispute|request validation|ask for validation) ${gap(3)}(?:, )?${gap(3)}(?:still|must|have to|required|need to|owe|expected)`,
            '(?:do not|never) (?:wait for|bother with|look at|read) (?:the|that|your|a|any) (?:validation|dispute|verification) (?:notice|letter|rights|period)',
            `(?:validation|verification|dispute) (?:notice|letter|period|rights) ${gap(3)}(?:does not|do not|will not) (?:matter|apply|count|help|change)`,
            `(?:you|u) (?:can not|are not allowed to|may not|have no right to|are not able to|do not have (?:the|a|any) right to|lost (?:the|your) right to|no longer have (?:the|a|any) right to|have given up (?:the|your) right to) dispute`,
            `(?:disputing|a dispute|your dispute|disputes) (?:it |this )?(?:will not|would not|does not|do not|can not|is not going to|never) (?:help|work|matter|change|do|stop|get)`,
            '(?:no point|pointless|useless|waste of time|no use) (?:in )?disput\\w*',
            `disput\\w* (?:it |this )?(?:is|are|would be|will be) (?:pointless|useless|a waste|futile|meaningless|worthless|irrelevant|a joke|going nowhere|not an option|not possible|not allowed|ignored|denied)`,
            '(?:do not|never) (?:bother|try) (?:to )?(?:disput\\w*|contest\\w*)',
            '(?:no need|no reason) to (?:bother )?disput\\w*',
            '(?:30|thirty) day (?:period|window|deadline|validation period|dispute period) (?:does not|do not|will not) (?:apply|matter)',
            '(?:waive|waived|waiving|give up|giving up|gave up) (?:your|the) (?:right|rights) to dispute',
            `if you dispute (?:it |this |the debt )?(?:, )?(?:we|the (?:balance|amount|fees?)|it) (?:will|is going to) (?:increase|go up|sue|add|charge|report|double)`,
            `(?:dispute|disputing|disputes) ${gap(4)}(?:will|would) (?:only (?:delay|hurt|cost|make)|cost|increase|add|hurt|ruin|make (?:it|things) worse)`,
            `(?:pay|payment) (?:now|today|immediately|within [a-z0-9]+ days) (?:even if|regardless of|whether or not) (?:you )?(?:dispute|disputes|disputing)`,
            'regardless of (?:any|your) dispute',
            'disput\\w* (?:is|are) (?:only )?for (?:people|losers|liars|deadbeats|those|cowards)',
            `disput\\w* ${gap(6)}waste (?:of )?(?:time|your time|everyone s time|our time)`,
            '(?:can not|will not|do not) (?:accept|consider|honor|process) (?:any |your |a )?disput\\w*',
          ),
        ],
        // The opposite promise: 'we will never ask you to give up your right to dispute'.
        exceptions: [
          /\b(?:never|not|no one will|nobody will) (?:ask|require|make|force|need|pressure) (?:you )?to (?:waive|give up|drop|withdraw)\b/,
          // Reassurance: 'your dispute does not change your settlement offer'.
          /\b(?:does not|do not|will not|would not) (?:change|affect|cancel|end) (?:your |the |our |this )?(?:settlement |payment )?(?:offer|settlement|plan|discount|deal|rights?)\b/,
        ],
      },
      {
        // 'Ignore the validation notice' discourages a dispute; 'please do not ignore the validation notice' is advice.
        patterns: [
          words(
            '(?:ignore|disregard|forget about|throw away) (?:the|your|that) (?:validation|dispute|debt validation) (?:notice|letter|rights|period)',
            `(?:ignore|disregard|forget about|skip|never mind) ${gap(3)}(?:(?:30|thirty) day (?:thing|rule|period|window|notice|dispute|validation|letter|stuff)|validation|dispute (?:rights|notice|period|form)|your rights)`,
          ),
        ],
        negatable: true,
      },
    ],
  },
  {
    id: 'R-THIRDPARTY-LIAB',
    citation: '15 U.S.C. 1692e(10); 12 CFR 1006.18(c)',
    title: 'Claiming family must pay',
    description:
      'You cannot claim that the consumer’s spouse, family or anyone else must pay the debt unless they are legally responsible for it.',
    // Someone who signed is responsible: a co-signer, a co-borrower, a co-tenant on the lease.
    facts: [/(?<!\b(?:not|never|no) )\bco ?(?:sign\w*|borrower|tenant|applicant|maker)s?\b(?! nothing)/],
    lexicon: [
      ...paraphrasesOf('R-THIRDPARTY-LIAB'),
      {
        patterns: [
          words(
            `(?:debt|debts|balance|this|it) ${gap(3)}(?:goes|go|passes|passed|pass|transfers|transferred|transfer|falls|fall) (?:straight |right |directly |automatically )?(?:on )?to your ${FAMILY}s?\\b(?! (?:address|house|home|place|apartment))`,
            // A family member's own wages or accounts taken for the consumer's debt ('your husband's wages').
            `your ${FAMILY}s? (?:${ASSETS}|accounts?|credit) ${passive('garnished|seized|taken|levied|frozen|used|attached|on the hook')}`,
            `(?:garnish|seiz|take|taking|levy|freez|go after|going after)\\w* your ${FAMILY}s? (?:${ASSETS}|accounts?)`,
            `your ${FAMILY} ${gap(8)}(?:he|she|they) (?:owes|owe|is responsible|are responsible|is liable|are liable|has to pay|have to pay|must pay|will have to pay|will be stuck|is stuck|will still be stuck|is on the hook|are on the hook|will be on the hook)`,
            `(?:he|she|they) (?:will |would |is going to |are going to )?(?:still )?(?:be )?(?:stuck with|left with|saddled with|on the hook for) (?:it|this|the (?:debt|balance|bill))`,
            // 'she's' and 'he's' lose the apostrophe in normalisation.
            `(?:shes|hes) (?:also |now |still )?(?:on the hook|liable|responsible for (?:it|this|the (?:debt|balance))|stuck with (?:it|this))`,
            `(?:the |your |his |her )?${FAMILY} (?:must|has to|have to|will have to|need to|needs to|is required to|are required to|is obligated to|are obligated to|is expected to|are expected to|is going to have to|are going to have to) (?:pay|cover|take over|take care of|settle|handle|assume|inherit|pick up|foot)`,
            `(?:the |your )?${FAMILY} ${passive('held liable|held responsible|held accountable|liable|responsible|accountable|on the hook|made to pay|forced to pay|billed|pursued|sued')}`,
            `your ${FAMILY} (?:will|would|is going to|are going to) (?:have to|need to|be forced to|be made to|be|get|end up) (?:pay|paying|responsible|liable|held responsible|on the hook|stuck with|left with|saddled with|left paying|stuck paying)`,
            `your ${FAMILY} (?:must|has to|have to|needs to|need to|is required to|are required to|will) pay`,
            `your ${FAMILY} (?:is|are|will be|becomes?|would be) (?:legally )?(?:responsible|liable|on the hook|obligated)`,
            `your ${FAMILY} (?:owe|owes|inherit|inherits|will inherit)(?! nothing| not| no\\b)`,
            `(?:collect|collecting|recover|recovering|get|getting) (?:it|the money|the balance|this debt|the debt|payment|what you owe) from your ${FAMILY}`,
            `(?:go|going|come|coming) after your ${FAMILY}`,
            `(?:make|making|hold|holding) your ${FAMILY} (?:pay|responsible|liable)`,
            `your ${FAMILY} ${gapWithoutNegation(5)}(?:owes|must pay|has to pay|is liable|is responsible|will have to pay)(?! nothing| not| no\\b)`,
            `${FAMILY} (?:is|are|will be) (?:responsible|liable) for (?:your|this|the) (?:debt|balance)`,
          ),
        ],
        // A co-signer or joint account holder may truly be liable.
        // 'co-signed nothing' is not a co-signer.
        exceptions: [/\b(?:co ?sign\w*|cosign\w*|joint (?:account|holder|borrower|debt))\b(?! nothing)/],
        negatable: true,
      },
    ],
  },
  {
    id: 'R-SENSITIVE',
    citation: 'Parley policy; GLBA safeguards (16 CFR 314)',
    title: 'Full SSN or card number',
    description:
      'Do not send a full Social Security number or card number in chat. Refer to the last four digits only.',
    lexicon: [],
    check: ({ text }) => {
      const found = findSensitiveNumbers(text.raw);
      return found.length ? { excerpt: found.map(maskedForm).join(', '), at: found[0].start } : null;
    },
  },
];

/** What collectors and the pages see of each rule. */
export const COMPLIANCE_RULES: readonly ComplianceRule[] = RULE_DEFINITIONS.map(
  ({ id, citation, title, description }) => ({ id, citation, title, description }),
);

export function ruleById(id: string): RuleDefinition | undefined {
  return RULE_DEFINITIONS.find((r) => r.id === id);
}

/** Words that make a dollar figure something other than the amount claimed now. */
const OTHER_FIGURE =
  /\b(?:original(?:ly)?|was|were|used to be|paid|insurance|insurer|adjust\w*|approved for|drew|borrowed|deposit|(?<!no )(?:under|below|less than)|you (?:make|bring home|take home|gross|net)|income|earn|earns|earning|salary|rent(?! (?:balance|arrears|owed|due|debt))|mortgage|limit|credit limit|refund(?:ed)?|typo|instead|last year|previous(?:ly)?|statement showed|showed|covered|your (?:other|car|phone) (?:loan|bill))\b/i;

/** Words right after a dollar figure that make it a limit, an income or a yearly saving ('a $5,000 limit', '$2,900 a year'). */
const FIGURE_AFTER =
  /^\s*(?:credit )?(?:limit|a year|a month|a week|per (?:year|month|week)|monthly|annual|annually|yearly|income|salary|estimate)\b/i;

/** The words of the raw message before an offset, back to the start of their clause (at most 60 characters). */
function clauseBefore(raw: string, at: number): string {
  const before = raw.slice(Math.max(0, at - 60), at);
  // Not at ':' ('Original retainer: $6,000' names the figure before it).
  const cut = Math.max(before.lastIndexOf(','), before.lastIndexOf('.'), before.lastIndexOf(';'));
  return cut >= 0 ? before.slice(cut + 1) : before;
}

/** The token that holds a raw offset (or the nearest one before it). */
function tokenAt(text: Analysis['text'], offset: number): number {
  let i = 0;
  while (i + 1 < text.tokens.length && text.tokens[i + 1].start <= offset) i++;
  return i;
}
