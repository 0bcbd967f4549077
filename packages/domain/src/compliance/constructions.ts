/**
 * More constructions, added for the tuning batch's misses (tuning-batch.ts): each generalises a miss to its kind
 * (a taking said as ownership, 'belongs to us'; a benefit that 'will stop'; a signature that names an attorney),
 * not to its wording. rules.ts reads them through paraphrasesOf, after the frames and the paraphrases.
 */
import { gap, gapWithoutNegation, MODAL, words, type LexiconEntry } from './matchers';
import { ASSETS, FAMILY, PROTECTED } from './vocabulary';

const YOUR = '(?:your|ur|yo|you)';

export const CONSTRUCTIONS: Record<string, LexiconEntry[]> = {
  'R-SEIZE': [
    {
      patterns: [
        words(
          // Ownership passing to the collector: 'your next tax refund belongs to us', 'everything you own is on the table'.
          `${YOUR} (?:next )?(?:[a-z]+ )?${ASSETS} (?:belongs?|will belong|is going to belong) to (?:us|me|our client|the creditor)`,
          `(?:everything|all|anything) (?:you own|you have|in your name) (?:is|are) (?:on the table|fair game|at risk|up for grabs|ours)`,
          `(?:claim|hold|lien|levy) (?:on|against|to) ${YOUR} (?:[a-z]+ )?${ASSETS}`,
          // The employer made to hand over wages: 'ordered to send part of each paycheck to us'.
          `(?:send|give|hand|pay|turn) (?:over )?(?:part|some|a part|a portion|a piece|a chunk|a cut|a share|a percentage|[0-9]+ percent) of (?:each|every|your|his|her) (?:pay ?check|paychecks?|wages|salary|pay)`,
          `(?:listed|scheduled|slated|set|booked) for (?:pickup|pick up|recovery|towing|a tow|impound|repossession|collection)`,
          // A vehicle or a thing taken away: 'expect it to be hauled off by Friday', 'your car is leaving on a flatbed'.
          `(?:expect|going to|will|gonna) (?:it|them|the (?:[a-z]+ )?(?:car|truck|boat|vehicle|van|jeep|furniture|tv)) (?:to be |be |get )?(?:hauled|towed|carted|driven|taken) (?:off|away)`,
          `${YOUR} (?:[a-z]+ )?(?:car|truck|vehicle|van|jeep|boat|motorcycle) (?:is |will be )?(?:leaving|going|gone) ${gap(4)}(?:flatbed|tow truck|wrecker|hook)`,
          // The employer asked for the wages: 'we will go to your employer for the money'.
          `(?:go|going|come|coming|turn|turning) to ${YOUR} (?:employer|boss|job|work|payroll|bank) (?:directly )?for (?:the |your )?(?:money|payment|balance|wages|pay|rest)`,
          // Title passing: 'the title to your Camry could end up in the creditor's name'.
          `(?:title|deed|ownership) (?:to|of) ${YOUR} (?:[a-z]+ ){0,2}${gap(3)}(?:end|ends|ending) up (?:in|under) (?:the |our |their )?(?:creditor|bank|lender|client|company|collector)(?: s|s)? name`,
          // A vehicle fetched: 'expect a truck in your driveway for the car'.
          `(?:truck|tow|someone|somebody|agent|agents|driver|guys) ${gap(3)}(?:in|at|to) ${YOUR} (?:driveway|garage|house|home|door|place) ${gap(2)}(?:for|to take|to get|to collect|to pick up) (?:the|your) (?:car|truck|vehicle|van|boat)`,
          `execut\\w* (?:on )?(?:the|a|our) judgment`,
        ),
      ],
      negatable: true,
      threatsOnly: (ctx) => ctx.accountHasJudgment,
      exceptions: [
        // The law explained: 'wage garnishment requires a court judgment'.
        /\b(?:requires?|required|needs?|only (?:with|after|by)) (?:a |an )?(?:court )?(?:judgment|court order|order from (?:a|the) (?:judge|court))\b/,
      ],
    },
  ],
  'R-NOTINTENDED': [
    {
      patterns: [
        words(
          // What the consumer depends on, stopped: 'your disability checks will stop', 'your visa cancelled'.
          `${YOUR} (?:[a-z]+ )?${PROTECTED} (?:checks? |payments? |benefits? |application )?(?:${MODAL} )?(?:be )?(?:stop|stopped|end|ended|cut|cut off|cancell?ed|terminated|revoked|suspended|denied|rejected|pulled|taken away|taken)\\b`,
          `(?:get|have|see to it that|make sure) ${YOUR} (?:[a-z]+ )?${PROTECTED} (?:is |are )?(?:cancell?ed|revoked|suspended|terminated|cut off|pulled|denied|taken away)`,
          // Someone else made to act against the consumer: 'your landlord will evict you', 'your boss will fire you'.
          `(?:${MODAL}|is going to|are going to) (?:evict|fire|deport|expel|suspend) (?:you|u)\\b`,
          // What status puts at risk: 'folks on work visas cannot afford to have this hanging over them'.
          `(?:folks|people|anyone|those|someone|somebody) (?:on|with|who (?:have|hold|are on)) (?:a |work |student |temporary )?(?:visas?|green cards?|daca|temporary status) ${gap(3)}(?:can not afford|do not want|hanging over|trouble|at risk|get deported|problems?)`,
          `(?:ice|immigration) (?:looking|look|knocking|checking|digging|poking)`,
          // 'Pay or we call your boss and you lose that job'.
          `(?:you|u) (?:${MODAL} )?(?:lose|losing) (?:that|the|this) (?:job|position|licen[cs]e|visa|green card|apartment|lease|kids|children|benefits|clearance)\\b`,
        ),
      ],
      negatable: true,
    },
    {
      // On a debt too old to sue on (the account's flag or the message's words): going to court in any wording.
      patterns: [
        words(
          `(?:go|going|goes|take|taking) (?:this |it |you )?to court`,
          `(?:be |get |gets )?served (?:with|papers)`,
          `court (?:date|papers|case|hearing) ${gap(2)}(?:coming|soon|is next|will be)`,
          `(?:a|the) judge (?:will|is going to|gonna|can|could) (?:hear|see|decide|rule|get|look)`,
          `(?:in front of|before|explain (?:it |this )?to) (?:a|the) judge`,
          `(?:drag|haul|bring|take)\\w* (?:you )?(?:in|into|to|before) (?:a |the )?court`,
        ),
      ],
      when: (ctx) => ctx.accountTimeBarred,
      negatable: true,
    },
  ],
  'R-ARREST': [
    {
      patterns: [words('(?:your|you|u) apprehen(?:sion|ded|d)', 'apprehend(?:ed)? (?:you|u)')],
      negatable: true,
    },
    {
      // 'No payment, no freedom': the negation is the threat.
      patterns: [words('no (?:freedom|liberty)', '(?:lose|losing) (?:your )?(?:freedom|liberty)')],
      negatable: true,
    },
  ],
  'R-GOVT': [
    {
      patterns: [
        words(
          `(?:calling|writing|contacting you|messaging you|reaching out|texting) (?:you )?(?:from|on behalf of|for) (?:the )?(?:district|county|superior|federal|state|small claims|circuit|municipal|civil|local) (?:court|courthouse|clerk)`,
          `(?:i am|we are|this is) (?:from |with )?(?:the )?(?:district|county|superior|federal|state|circuit|municipal) court\\b`,
        ),
      ],
      negatable: true,
    },
  ],
  'R-ATTORNEY': [
    {
      patterns: [
        words(
          `(?:we|i|our client|the creditor|the bank|the company|they) (?:have |has |had )?(?:now |just |already )?(?:retained|hired|engaged|brought in) (?:a |an |our |outside )?(?:law firm|lawyer|lawyers|attorney|attorneys|counsel|legal counsel)`,
          `(?:you are|you re|u r|ur) (?:now )?dealing (?:directly )?with (?:our |the |a )?(?:lawyers|attorneys|legal (?:team|department)|counsel|law firm)`,
          // A signature that names an attorney: 'Regards, Paul Diaz, Attorney'.
          `(?:regards|sincerely|signed|thanks|best) (?:, )?(?:[a-z]+ ){1,3}(?:, )?(?:attorney|lawyer|counsel|esq|attorney at law)$`,
        ),
      ],
    },
  ],
  'R-AMOUNT': [
    {
      patterns: [
        words(
          // The debt's legal status misstated: bankruptcy cannot touch it.
          `(?:can not|can never|could never|will not|will never|never|not) (?:be )?(?:discharg|cancel|eras|wip|forgiv|clear|remov)\\w* (?:, )?${gap(3)}(?:in |by |through |even in |even by )?(?:a )?bankruptcy`,
          `bankruptcy ${gap(3)}(?:will not|can not|does not|never|would not) (?:discharge|cancel|erase|wipe|clear|touch|remove|help|get rid of)`,
          // A charge added as a number: 'add $30 for the paperwork'.
          `(?:add|adding|plus) (?:another |an extra |an additional )?[0-9]+ (?:dollars |bucks )?(?:for|to cover|to process) (?:the )?(?:paperwork|processing|handling|file|filing|admin|service|trouble|call|letter|reminder)`,
        ),
      ],
    },
  ],
  'R-ABUSE': [
    {
      patterns: [
        words(
          'playing dumb',
          '(?:quit|stop) (?:your )?(?:crying|whining|sniveling|snivelling|moaning|bawling)',
          `(?:the )?(?:worst|lowest|sorriest) (?:kind|sort|type) of (?:person|human|people|customer|debtor)`,
        ),
      ],
      negatable: true,
    },
  ],
  'R-VIOLENCE': [
    {
      patterns: [
        words(
          `(?:need|needing|end up in|wind up in) (?:a |an |the )?(?:doctor|ambulance|hospital|er|emergency room|stitches|cast)`,
          `(?:careful|be careful|watch yourself) (?:walking|driving|going|getting) (?:to|home|out|into)`,
          `${YOUR} (?:house|home|car|truck|place|garage|shop) (?:would|will|could|might) (?:burn|go up in flames|catch fire|blow up)`,
          `(?:send|sending) (?:someone|somebody|a guy|some guys|people) ${gap(6)}(?:in person|face to face|to your (?:house|home|door|place|work))`,
          `(?:they|he|my guys|our guys|these guys) (?:are|is) not (?:nice|gentle|friendly|patient)`,
          `(?:will not|would not|are not going to|do not want to|not going to) (?:like|enjoy|want) (?:what|whatever) (?:happens|comes|is coming) next`,
        ),
      ],
    },
  ],
  'R-HARASS': [
    {
      patterns: [
        words(
          '(?:get|have|know|find) no peace',
          '(?:never|not) (?:get|have|know) (?:a moment s |any |a moment of )?peace',
        ),
      ],
      negatable: false,
    },
    {
      patterns: [
        words(
          `(?:get ready|be ready|prepare yourself|brace yourself) for (?:a lot of|lots of|many|more|endless|constant|nonstop) (?:calls|texts|messages|emails|contact)`,
        ),
      ],
    },
  ],
  'R-DISPUTE': [
    {
      // A dispute forbidden in two words: 'Sir, no dispute. Only pay.'
      patterns: [/(?:^|, )no (?:disputes?|disputing|arguments?|arguing)(?= \.| !|$)/],
    },
    {
      patterns: [
        words(
          `(?:stop|quit) (?:disputing|contesting|fighting it|fighting this|arguing)`,
          `(?:dispute|disputed|disputes|disputing) or (?:not|no dispute)`,
          `disput\\w* ${gap(4)}(?:delay|delays|delaying) (?:the inevitable|things|everything)`,
          // A form the law does not ask for: 'only by certified mail with a notarized form'.
          `(?:only|must be|have to be|has to be) ${gap(3)}(?:by|with|in) ${gap(2)}(?:certified mail|notari[sz]ed|in person|person|fax)`,
        ),
      ],
      requires: [/\bdisput\w*/],
    },
  ],
  'R-THIRDPARTY-LIAB': [
    {
      patterns: [
        words(
          // A relative's debts said to move to the consumer or the family to pay as a rule: 'his debts passed to you',
          // 'the estate is empty, so the family pays'.
          `(?:his|her|their) (?:debts?|balance|bills?|card|cards|loans?) ${gap(2)}(?:pass|passed|passes|transferred|transfers|went|goes|fell|falls|moved|moves) (?:on |over |down )?to (?:you|u|the family|his family|her family)`,
          `(?:the |your |his |her )?${FAMILY} (?:pays|pay for it|covers it|covers the rest|foots the bill|picks up the rest)\\b`,
          `(?:anyone|everyone|everybody|whoever|all) (?:on|in|at|living in|living at|who lives (?:in|at|with)) (?:your|ur) [^.]{0,30}(?:becomes?|is|are|will be) (?:also |now |legally )*(?:liable|responsible|obligated|on the hook)`,
          `(?:the |your |his |her |their )?${FAMILY}s? (?:will|would|is going to|are going to|shall) ${gapWithoutNegation(2)}(?:owe|inherit|pay for|be paying)`,
        ),
      ],
      exceptions: [/\b(?:co ?sign\w*|cosign\w*|joint (?:account|holder|borrower|debt)|guarant\w*)\b/],
      negatable: true,
    },
  ],
};

export function constructionsOf(id: string): LexiconEntry[] {
  return CONSTRUCTIONS[id] ?? [];
}
