/**
 * The scanner rules of COMPLIANCE.md as data: id, citation, a description a collector understands, the lexicons
 * (patterns over the normalised text, with their exceptions and context switches) and, where words are not enough,
 * one small check (numbers, amounts, message rate). Patterns see lower-case text with contractions expanded
 * ("won't" is 'will not', "we'll" is 'we will') and single spaces; see normalize.ts.
 *
 * Adding a rule: see docs/COMPLIANCE-SCANNER.md.
 */
import { findDollarAmounts } from './amounts';
import { gap, gapWithoutNegation, words, type LexiconEntry } from './matchers';
import type { NormalizedText } from './normalize';
import { findSensitiveNumbers, maskedForm } from './sensitive';
import type { ComplianceRule, ScanContext } from './types';

export interface RuleDefinition extends ComplianceRule {
  /** The rule is checked only in this context (R-ATTORNEY: senders not marked as attorneys). */
  appliesTo?: (ctx: ScanContext) => boolean;
  lexicon: LexiconEntry[];
  /** A check that is not a word list. Returns the excerpt to show, or null when the message passes. */
  check?: (text: NormalizedText, ctx: ScanContext) => string | null;
}

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
/** Words a masked or spaced-out spelling may stand for ('h*ll' for the hell phrases below). */
export const OBSCURED_WORDS: readonly string[] = [...PROFANITY, 'hell', 'stupid', 'loser'];

/** 'fuck' -> 'f+u+c+k+', 'ass' -> 'a+s{2,}': stretched letters match, 'as' does not. */
function stretchable(word: string): string {
  return word.replace(/(.)\1*/g, (run, c: string) => (run.length > 1 ? `${c}{${run.length},}` : `${c}+`));
}

const INSULT = String.raw`(?:loser|losers|stupid|dumb|pathetic|worthless|trash|garbage|scum|bum|leech|parasite|freeloader|clown|joke|liar|cheapskate|jerk|cow|pig|slob|dummy|dimwit|halfwit|nitwit|fool|rat|snake|waste of (?:space|air|time)|piece of (?:garbage|trash|work|crap))`;

const FAMILY = String.raw`(?:wife|husband|spouse|partner|parents?|mother|father|mom|dad|kids|children|son|daughter|family|brother|sister|relatives|siblings|heirs|grandparents|in laws|fiance|fiancee|girlfriend|boyfriend|roommate)`;
const THIRD_PARTIES = String.raw`(?:employer|boss|manager|supervisor|hr|human resources|coworkers?|co workers?|colleagues?|neighbou?rs?|family|relatives|friends|parents|mother|father|mom|dad|kids|children|church|pastor|landlord|in laws|sister|brother|whole family|entire family)`;
const SUIT_WORDS = String.raw`(?:sue|sued|suing|lawsuit|lawsuits|take you to court|taking you to court|legal action|court action|litigation|summons|see you in court|(?:file|filing|bring|start) (?:a )?(?:suit|case|complaint))`;

export const RULE_DEFINITIONS: readonly RuleDefinition[] = [
  {
    id: 'R-ARREST',
    citation: '15 U.S.C. 1692e(4); 12 CFR 1006.18(b)(3)',
    title: 'Threat of arrest or jail',
    description:
      'You cannot say or suggest that the consumer could be arrested, jailed or imprisoned for not paying a debt.',
    lexicon: [
      {
        patterns: [
          words(
            'arrest(?:ed|ing|s)?',
            'jail(?:ed|time)?',
            'prisons?',
            'imprison\\w*',
            'incarcerat\\w*',
            '(?:arrest|bench|criminal) warrants?',
            'warrants? (?:out )?for your arrest',
            'lock(?:ed)? (?:you )?(?:up|away)',
            'detain\\w*',
            '(?:in|into|to) (?:a |the )?(?:jail |prison )?cell',
            'haul(?:ed)? (?:you )?(?:off|away|in|before a judge)',
            'behind bars',
            'handcuff\\w*',
            'taken into custody',
            '(?:do|doing|serve|serving) time',
          ),
        ],
        exceptions: [/\bcardiac arrest\b/],
        negatable: true,
      },
    ],
  },
  {
    id: 'R-SEIZE',
    citation: '15 U.S.C. 1692e(4), 1692e(5); 12 CFR 1006.18(b)(3), (c)(1)',
    title: 'Threat to seize property or wages',
    description:
      'You cannot threaten garnishment, seizure, a bank levy or the sale of property or wages. When the account has a judgment you may state the facts of it, but not use them as a threat.',
    lexicon: [
      {
        patterns: [
          words(
            'garnish\\w*',
            'wage (?:attachment|deduction|assignment|withholding)',
            'attach(?:ing)? your (?:wages?|pay|paycheck|salary|bank|account|property|assets)',
            'lev(?:y|ies|ied|ying)',
            'seiz\\w*',
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
          /\b(?:release|releasing|released|stop|stops|stopped|end|ends|ended|lift|lifted|remove|removed|terminate|terminated|cancel|cancelled|suspend|suspended|withdraw|withdrawn|dismiss|dismissed)\b.*\b(?:garnish\w*|levy|lien)\b/,
          /\b(?:garnish\w*|levy|lien) (?:will|would|can|is|has been) (?:be )?(?:released|lifted|stopped|ended|removed|terminated|withdrawn)\b/,
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
      {
        patterns: [
          words(
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
        negatable: true,
      },
      {
        // Suing on a time-barred debt is not lawful (1006.26(b)); a lawsuit stated as a fact is not a threat.
        patterns: [words(SUIT_WORDS)],
        when: (ctx) => ctx.accountTimeBarred,
        threatsOnly: () => true,
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
    lexicon: [
      {
        patterns: [
          words(
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
            'police',
            'cops',
            'law enforcement',
            'district attorney',
            'prosecut\\w*',
            'felon\\w*',
            'misdemeanou?r',
            'embezzl\\w*',
            'scammer',
            'scamming',
            'crook',
            'con artist',
            'cheat(?:er|ers|ing)?',
            'disgrace\\w*',
          ),
        ],
        // Asking whether the consumer was the victim of identity theft is a duty, not an accusation.
        exceptions: [/\bidentity theft\b/, /\bvictim of\b/, /\bfraud alert\b/],
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
    lexicon: [
      {
        patterns: [
          words(
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
            'badge(?: number)?',
            'official (?:court|government|federal|state) (?:notice|document|business|order|summons)',
            'court (?:officer|official)',
            'court appointed',
            'officer of the court',
            'clerk of (?:the )?court',
          ),
        ],
        // Settled debts are reported to the IRS on a 1099-C: a truthful tax fact.
        exceptions: [
          /\b1099\w*\b/,
          /\b(?:forgiven|cancell?ed) (?:debt|amount|portion|balance)\b/,
          /\bclerk of (?:the )?court (?:can|will be able to) confirm\b/,
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
      {
        patterns: [
          words(
            // 'as your attorney may have told you' speaks of the consumer's attorney.
            '(?:i am|as) (?:an |a |your |the )?(?:licensed |practicing )?(?:attorney|lawyer|counsel|legal counsel)(?! (?:may|might|will|would|can|could|has|have|had|said|says|told|knows|explained|suggested|advised)\\b)',
            `(?:our|my|the firm s|the firms) (?:legal department|legal team|legal staff|attorneys?|lawyers?|law office|legal counsel|counsel) (?:has |have |is |are |will |already )*(?:prepared|drafted|drawn up|filed|approved|reviewed|reviewing|preparing|drafting|ready|signed|authorized|handling|taking over)`,
            `(?:lawsuit|suit|complaint|summons|legal papers|legal documents|papers|paperwork) (?:has|have) (?:already )?been (?:prepared|drafted|drawn up|approved|signed)`,
            `(?:lawsuit|suit|complaint|legal papers|papers|paperwork) (?:is|are) (?:already )?(?:prepared|drafted|ready|being prepared|ready to (?:be )?filed?)`,
            '(?:prepared|drafted|drew up) (?:the|a|your) (?:lawsuit|complaint|summons|legal papers)',
            `(?:forwarded|forwarding|sent|sending|referred|referring|escalated|escalating|transferred|transferring|passed|passing|turned|turning) (?:over )?(?:your (?:file|account|case)|this|it|the (?:file|account|case)) (?:over )?to (?:our|an|the) (?:attorneys?|lawyers?|legal)`,
            `(?:your (?:file|account|case)|this|it) (?:has been|have been|was|is being|will be) (?:forwarded|sent|referred|escalated|transferred|passed|turned over) to (?:our|an|the) (?:attorneys?|lawyers?|legal)`,
            '(?:my|our) (?:attorneys?|lawyers?) (?:will|are going to|is going to) (?:contact|call|file|sue|be in touch|reach out)',
          ),
        ],
        negatable: true,
      },
      {
        // A signature with an attorney's title; naming the firm's real attorney on the file is a fact.
        patterns: [words('esq', 'attorney at law')],
        exceptions: [
          /\b(?:attorney|lawyer|counsel) (?:on|for|handling|assigned to|responsible for) (?:this|your) (?:file|account|case|matter)\b/,
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
    lexicon: [
      {
        patterns: [
          words(
            // Fees and charges added to the consumer's debt: none is authorised by a settlement on Parley.
            'fees?',
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
        exceptions: [/\bwaiv\w*\b/],
        negatable: true,
      },
    ],
    check: (text, ctx) => {
      if (ctx.accountBalanceCents === null) return null;
      const above = findDollarAmounts(text.raw).find((a) => a.cents > ctx.accountBalanceCents!);
      return above ? text.raw.slice(above.start, above.end) : null;
    },
  },
  {
    id: 'R-CREDIT',
    citation: '15 U.S.C. 1692e(8); 12 CFR 1006.18(b)(1)(viii)',
    title: 'False credit-reporting threat',
    description:
      'You cannot make false or exaggerated credit-reporting threats (ruined credit forever, reporting as fraud), and a disputed debt must be reported as disputed.',
    lexicon: [
      {
        patterns: [
          words(
            '(?:destroy|ruin|wreck|trash|tank|kill)\\w* your credit',
            'your credit (?:will be|is going to be|gets|will get) (?:destroyed|ruined|wrecked|trashed|tanked|dead|gone|finished)',
            'credit (?:will be )?(?:ruined|destroyed) (?:forever|for life|permanently)',
            '(?:forever|permanently|for life|for the rest of your life) (?:on|in) your (?:credit|report|file)',
            '(?:on|stay on|stays on|remain on|remains on) your (?:credit|credit report|report|file) (?:forever|permanently|for life|for the rest of your life)',
            'never (?:be able to )?(?:get|qualify for|obtain|be approved for) (?:a |an |any )?(?:loan|mortgage|credit|apartment|car loan|credit card|lease)',
            'blacklist\\w*',
            '(?:no|not one) (?:bank|lender|landlord|company|one|creditor|card company) will (?:ever )?(?:lend|give|rent|approve|extend|finance|touch)',
            `report (?:you|this|it|the (?:debt|account)) (?:to ${gap(3)})?as (?:fraud|fraudulent|a fraud|criminal|theft|stolen|a criminal)`,
            '(?:credit|fico) score (?:will )?(?:drop|fall|go|plummet|crash) (?:to )?(?:zero|0|300|nothing)',
            '(?:mark|flag|note) (?:you|your (?:file|credit|account)) as (?:fraud|a fraud|fraudulent|a criminal|a deadbeat)',
          ),
        ],
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
          ),
        ],
        when: (ctx) => ctx.accountDisputed,
        exceptions: [/\bdisput\w*\b/],
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
      {
        patterns: [
          new RegExp(`\\b(?:${PROFANITY.map(stretchable).join('|')})\\b`),
          words(
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
          new RegExp(`\\b(?:you|your|you are|such|what|bunch of) (?:a |an )?(?:[a-z]+ )?${INSULT}\\b`),
          new RegExp(`\\b${INSULT} like you\\b`),
        ],
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
      {
        patterns: [
          words(
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
          ),
        ],
        negatable: true,
      },
    ],
  },
  {
    id: 'R-SHAME',
    citation: '15 U.S.C. 1692d(3), 1692c(b); 12 CFR 1006.14(e), 1006.6(d)',
    title: 'Telling third parties or publishing the debt',
    description:
      'You cannot threaten to tell the consumer’s employer, neighbours, family or friends about the debt, or to publish their name or debt.',
    lexicon: [
      {
        patterns: [
          words(
            `(?:tell|told|telling|inform|informed|informing|contact|contacted|contacting|call|called|calling|notify|notified|notifying|email|emailed|emailing|text|texted|texting|message|messaged|messaging|alert|alerted|alerting|let|warn|warned|warning|visit|visited|visiting|reach out to|reached out to|write to|wrote to|mail|mailed) (?:all of )?your ${THIRD_PARTIES}`,
            `(?:report|reporting|send|sending|forward|forwarding|mention|mentioning|explain|explaining|show|showing) (?:it |this |the debt |you |your debt |this debt )?to your ${THIRD_PARTIES}`,
            `your ${THIRD_PARTIES} (?:group |members |friends )?(?:will|would|is going to|are going to) (?:love to |be interested to |like to |be glad to )?(?:know|hear|learn|find out|see)`,
            `(?:complain\\w*|(?:file|filing) (?:a )?complaint) (?:with|to) your ${THIRD_PARTIES}`,
            `discuss\\w* (?:this|it|your (?:debt|account|balance)|the (?:debt|account)) with your ${THIRD_PARTIES}`,
            `(?:your )?(?:employer|boss|neighbou?rs?|family|friends|coworkers?|everyone|everybody|the whole (?:town|neighbou?rhood|world|office)) (?:will|is going to|are going to|would|should) (?:know|find out|hear|learn|see)`,
            `(?:everyone|everybody|people|all your friends) (?:at|in|on|from) ${gap(3)}(?:will|is going to|are going to|would|should) (?:know|find out|hear|learn|see)`,
            `(?:post|posting|publish|publishing|list|listing|share|sharing|put|putting|advertise|advertising) (?:your (?:name|debt|photo|picture|information|address)|you|this|it|the debt) (?:on|in|to|online) ?(?:facebook|social media|the internet|online|twitter|instagram|tiktok|linkedin|our website|a website|the newspaper|a newspaper|a (?:public )?list|public|the paper)?`,
            '(?:debtors?|deadbeats?|delinquent|shame|wall of) (?:list|wall|page|board|shame)',
            'public list',
            '(?:embarrass|humiliate|shame)\\w* you',
          ),
        ],
        exceptions: [/\b(?:if you (?:ask|authorize|want)|with your (?:permission|consent))\b/],
        negatable: true,
      },
    ],
  },
  {
    id: 'R-HARASS',
    citation: '15 U.S.C. 1692d(5); 12 CFR 1006.14(b)',
    title: 'Repeated contact meant to annoy',
    description: `You cannot threaten constant contact, and you cannot send more than ${HARASS_MAX_COLLECTOR_MESSAGES_PER_DAY} messages in one conversation within 24 hours.`,
    lexicon: [
      {
        patterns: [
          words(
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
    check: (_text, ctx) =>
      ctx.recentCollectorMessages >= HARASS_MAX_COLLECTOR_MESSAGES_PER_DAY
        ? `message ${ctx.recentCollectorMessages + 1} in 24 hours`
        : null,
  },
  {
    id: 'R-DISPUTE',
    citation: '15 U.S.C. 1692g, 1692e(10); 12 CFR 1006.34, 1006.38',
    title: 'Discouraging a dispute',
    description:
      'You cannot tell the consumer they cannot dispute the debt, discourage a dispute, or demand payment in a way that overshadows their right to dispute.',
    lexicon: [
      {
        patterns: [
          words(
            `(?:you|u) (?:can not|are not allowed to|may not|have no right to|are not able to|do not have (?:the|a|any) right to|lost (?:the|your) right to|no longer have (?:the|a|any) right to|have given up (?:the|your) right to) dispute`,
            `(?:disputing|a dispute|your dispute|disputes) (?:it |this )?(?:will not|would not|does not|do not|can not|is not going to|never) (?:help|work|matter|change|do|stop|get)`,
            '(?:no point|pointless|useless|waste of time|no use) (?:in )?disput\\w*',
            `disput\\w* (?:it |this )?(?:is|are|would be|will be) (?:pointless|useless|a waste|futile|meaningless|worthless|irrelevant|a joke|going nowhere|not an option|not possible|not allowed|ignored|denied)`,
            '(?:do not|never) (?:bother|try) (?:to )?(?:disput\\w*|contest\\w*)',
            '(?:no need|no reason) to (?:bother )?disput\\w*',
            '(?:ignore|disregard|forget about|throw away) (?:the|your|that) (?:validation|dispute|debt validation) (?:notice|letter|rights|period)',
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
      },
    ],
  },
  {
    id: 'R-THIRDPARTY-LIAB',
    citation: '15 U.S.C. 1692e(10); 12 CFR 1006.18(c)',
    title: 'Claiming family must pay',
    description:
      'You cannot claim that the consumer’s spouse, family or anyone else must pay the debt unless they are legally responsible for it.',
    lexicon: [
      {
        patterns: [
          words(
            `your ${FAMILY} (?:will|would|is going to|are going to) (?:have to|need to|be forced to|be made to|be|get|end up) (?:pay|paying|responsible|liable|held responsible|on the hook|stuck with|left with|saddled with|left paying|stuck paying)`,
            `your ${FAMILY} (?:must|has to|have to|needs to|need to|is required to|are required to|will) pay`,
            `your ${FAMILY} (?:is|are|will be|becomes?|would be) (?:legally )?(?:responsible|liable|on the hook|obligated)`,
            `your ${FAMILY} (?:owe|owes|inherit|inherits|will inherit)`,
            `(?:collect|collecting|recover|recovering|get|getting) (?:it|the money|the balance|this debt|the debt|payment|what you owe) from your ${FAMILY}`,
            `(?:go|going|come|coming) after your ${FAMILY}`,
            `(?:make|making|hold|holding) your ${FAMILY} (?:pay|responsible|liable)`,
            `your ${FAMILY} ${gapWithoutNegation(5)}(?:owes|must pay|has to pay|is liable|is responsible|will have to pay)`,
            `${FAMILY} (?:is|are|will be) (?:responsible|liable) for (?:your|this|the) (?:debt|balance)`,
          ),
        ],
        // A co-signer or joint account holder may truly be liable.
        exceptions: [/\b(?:co ?sign\w*|cosign\w*|joint (?:account|holder|borrower|debt))\b/],
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
    check: (text) => {
      const found = findSensitiveNumbers(text.raw);
      return found.length ? found.map(maskedForm).join(', ') : null;
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
