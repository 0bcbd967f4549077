import { COMPLIANCE_RULES, HARASS_MAX_COLLECTOR_MESSAGES_PER_DAY, RULE_DEFINITIONS, ruleById } from './rules';
import { checkRule, normalizeForScan, scanCollectorMessage } from './scan';
import { DEFAULT_SCAN_CONTEXT, type ScanContext } from './types';

/** Checks one rule alone, the way the scanner does. */
function breaks(id: string, body: string, ctx: Partial<ScanContext> = {}): boolean {
  const rule = ruleById(id);
  if (!rule) throw new Error(`unknown rule ${id}`);
  return checkRule(rule, normalizeForScan(body), { ...DEFAULT_SCAN_CONTEXT, ...ctx }) !== null;
}

/** Each rule: messages that break it and messages that must not (beyond the corpus). */
const CASES: Record<string, { breaks: string[]; passes: string[]; ctx?: Partial<ScanContext> }> = {
  'R-ARREST': {
    breaks: [
      'Police will arrest you at work if this is not paid.',
      'A bench warrant can be issued for people like you.',
      'You will be taken into custody.',
      'Do you want to do time over $800?',
      "We'll make sure you're thrown in JAIL.",
      'you will be ARRESTED!!!',
    ],
    passes: [
      'You cannot be arrested for a consumer debt.',
      'Nobody will go to jail over this account.',
      'He had a cardiac arrest last year, so I understand the medical bills.',
      'We want to work out a plan with you.',
    ],
  },
  'R-SEIZE': {
    breaks: [
      "If you don't pay, your wages will be garnished.",
      "We're going to repossess your truck.",
      'We will levy your bank account on Monday.',
      'Expect a lien on your home soon.',
      'We can freeze your checking account tomorrow.',
    ],
    passes: [
      'We will not garnish your wages.',
      'There is no garnishment on this account.',
      'Your savings account is protected.',
    ],
  },
  'R-NOTINTENDED': {
    breaks: [
      'Your nursing license will be revoked if you ignore this.',
      'We will get you fired.',
      'Immigration enforcement will hear about this.',
      'We could take away your kids.',
    ],
    passes: ['Good luck with the new job!', 'You will not lose your license over a medical debt.'],
  },
  'R-CRIME': {
    breaks: [
      'You committed fraud when you opened this card.',
      'That is stealing.',
      'We are contacting law enforcement.',
      'You are a cheat.',
    ],
    passes: [
      'This is not a scam; you can verify us on the state bar website.',
      'If you believe this is identity theft, tell us.',
    ],
  },
  'R-GOVT': {
    breaks: [
      'This is the National Consumer Debt Enforcement Agency.',
      'Internal Revenue Service has been notified.',
      'We work with the U.S. Marshals.',
      'This is an official court notice.',
    ],
    passes: [
      'The court date is set for August 2.',
      'The courthouse is open from 8 to 4.',
      'We are a private law firm, not a government agency.',
    ],
  },
  'R-ATTORNEY': {
    breaks: [
      'I am a licensed attorney.',
      'The complaint has been drafted.',
      'Your file has been sent to our lawyers.',
      'My attorney will contact you tomorrow.',
      "We're escalating your case to our legal team.",
    ],
    passes: [
      'You may want to consult a lawyer.',
      'Please have your attorney call me.',
      'If you have an attorney, please give us their name.',
    ],
  },
  'R-AMOUNT': {
    breaks: [
      'There is a $15 service fee per payment.',
      'Penalties will apply after the 10th.',
      'A collection fee of 30% has been added.',
    ],
    passes: ['There are no fees.', 'We waived the late fee as a courtesy.', 'Paying early carries no penalty.'],
  },
  'R-CREDIT': {
    breaks: [
      "We'll ruin your credit.",
      'Your credit score will drop to zero.',
      'You will be blacklisted by every bank.',
    ],
    passes: [
      'Paying in full will be reported to the credit bureaus as paid.',
      'Your credit report will show settled in full.',
    ],
  },
  'R-ABUSE': {
    breaks: [
      'FUUUUCK this',
      'you are such a loser',
      'shut up and pay',
      'stop being a moron',
      'what the hell is wrong with you',
      'sh*t',
      'fück off',
    ],
    passes: [
      'We need to assess the class of your account.',
      "Let's meet at the Hell's Kitchen office.",
      'Scunthorpe is our UK address.',
      'Please pass the document to your bookkeeper.',
      'Hello, I hope you are well.',
      'Shitake mushrooms are not relevant here.',
    ],
  },
  'R-VIOLENCE': {
    breaks: [
      'Someone might break your windows.',
      'We will hunt you down.',
      'Sleep with one eye open.',
      'Accidents happen, you know.',
    ],
    passes: [
      'You can visit our office downtown.',
      'We can break your payment into installments.',
      'Please be careful with scam calls.',
    ],
  },
  'R-SHAME': {
    breaks: [
      'We will inform your landlord about the debt.',
      'Everyone at your church will hear about this.',
      'We are putting you on the deadbeat list.',
    ],
    passes: ['We never discuss your debt with your employer.', 'We will only talk to you about this account.'],
  },
  'R-HARASS': {
    breaks: [
      'We will text you every hour.',
      'Our team will contact you constantly.',
      "We'll keep messaging you until you pay.",
    ],
    passes: ['I will message you again next week.', 'Call us any day between 8 and 5.'],
  },
  'R-DISPUTE': {
    breaks: [
      'You have no right to dispute this.',
      "Don't bother disputing.",
      'The 30-day period does not apply to you.',
    ],
    passes: ['You have 30 days to dispute this debt.', 'If you dispute this debt, we will send verification.'],
  },
  'R-THIRDPARTY-LIAB': {
    breaks: ['Your husband is liable for this debt.', "We'll go after your parents.", 'Your family owes this.'],
    passes: ['Your family is not responsible for this debt.', 'Only you are responsible for this account.'],
  },
  'R-SENSITIVE': {
    breaks: ['SSN 219 09 9999', 'card 378282246310005', 'use 6011-1111-1111-1117'],
    passes: [
      'SSN ending 6789',
      'call 555-123-4567',
      'invalid 000-12-3456 and 666-12-3456 and 900-12-3456',
      'card 4111 1111 1111 1112',
    ],
  },
};

describe('every scanner rule', () => {
  it('is defined once with a citation and a plain description', () => {
    const ids = COMPLIANCE_RULES.map((r) => r.id);
    expect(ids).toEqual([
      'R-ARREST',
      'R-SEIZE',
      'R-NOTINTENDED',
      'R-CRIME',
      'R-GOVT',
      'R-ATTORNEY',
      'R-AMOUNT',
      'R-CREDIT',
      'R-ABUSE',
      'R-VIOLENCE',
      'R-SHAME',
      'R-HARASS',
      'R-DISPUTE',
      'R-THIRDPARTY-LIAB',
      'R-SENSITIVE',
    ]);
    for (const r of COMPLIANCE_RULES) {
      expect(r.citation).toMatch(/\d/);
      expect(r.description.length).toBeGreaterThan(30);
      expect(r.title).toBeTruthy();
    }
    // The exported list carries no matcher internals (the pages import it).
    expect(Object.keys(COMPLIANCE_RULES[0]).sort()).toEqual(['citation', 'description', 'id', 'title']);
    expect(RULE_DEFINITIONS).toHaveLength(COMPLIANCE_RULES.length);
  });
});

describe.each(Object.entries(CASES))('%s alone', (id, c) => {
  it.each(c.breaks)('flags %j', (body) => expect(breaks(id, body, c.ctx)).toBe(true));
  it.each(c.passes)('passes %j', (body) => expect(breaks(id, body, c.ctx)).toBe(false));
});

describe('context switches', () => {
  it('R-ATTORNEY: an attorney may say so', () => {
    expect(breaks('R-ATTORNEY', 'I am an attorney with Demo Law Group.')).toBe(true);
    expect(breaks('R-ATTORNEY', 'I am an attorney with Demo Law Group.', { senderIsAttorney: true })).toBe(false);
  });

  it('R-SEIZE: with a judgment, facts pass and threats do not', () => {
    const fact = 'The court ordered a garnishment of your wages in March.';
    const threat = 'Unless you call today, we will garnish your wages under the judgment.';
    expect(breaks('R-SEIZE', fact)).toBe(true);
    expect(breaks('R-SEIZE', fact, { accountHasJudgment: true })).toBe(false);
    expect(breaks('R-SEIZE', threat, { accountHasJudgment: true })).toBe(true);
  });

  it('R-NOTINTENDED: suit threats only on time-barred debts, facts never', () => {
    const threat = 'If you do not pay by Friday we will sue you.';
    expect(breaks('R-NOTINTENDED', threat)).toBe(false);
    expect(breaks('R-NOTINTENDED', threat, { accountTimeBarred: true })).toBe(true);
    expect(breaks('R-NOTINTENDED', 'The lawsuit filed in 2019 was dismissed.', { accountTimeBarred: true })).toBe(
      false,
    );
  });

  it('R-AMOUNT: amounts above the balance, when the balance is known', () => {
    expect(breaks('R-AMOUNT', 'You owe $1,000.01.', { accountBalanceCents: 100_000 })).toBe(true);
    expect(breaks('R-AMOUNT', 'You owe $1,000.00.', { accountBalanceCents: 100_000 })).toBe(false);
    expect(breaks('R-AMOUNT', 'You owe $2k.', { accountBalanceCents: 150_000 })).toBe(true);
    expect(breaks('R-AMOUNT', 'You owe $1,000,000.', { accountBalanceCents: null })).toBe(false);
  });

  it('R-CREDIT: a disputed debt must be reported as disputed', () => {
    const body = 'We will report this debt to the credit bureaus on Monday.';
    expect(breaks('R-CREDIT', body)).toBe(false);
    expect(breaks('R-CREDIT', body, { accountDisputed: true })).toBe(true);
    expect(breaks('R-CREDIT', 'We will report this debt to the bureaus as disputed.', { accountDisputed: true })).toBe(
      false,
    );
  });

  it(`R-HARASS: the ${HARASS_MAX_COLLECTOR_MESSAGES_PER_DAY + 1}th collector message in 24 hours is blocked`, () => {
    const body = 'Following up on my last message.';
    expect(breaks('R-HARASS', body, { recentCollectorMessages: HARASS_MAX_COLLECTOR_MESSAGES_PER_DAY - 1 })).toBe(
      false,
    );
    expect(breaks('R-HARASS', body, { recentCollectorMessages: HARASS_MAX_COLLECTOR_MESSAGES_PER_DAY })).toBe(true);
  });
});

describe('scanCollectorMessage', () => {
  it('returns [] for a clean message', () => {
    expect(scanCollectorMessage('Thanks, talk soon.', DEFAULT_SCAN_CONTEXT)).toEqual([]);
  });

  it('reports each broken rule once, in rule order, with citation, description and the words that broke it', () => {
    const v = scanCollectorMessage('You will go to JAIL. Jail, I said. And F*** you.', DEFAULT_SCAN_CONTEXT);
    expect(v.map((x) => x.rule_id)).toEqual(['R-ARREST', 'R-ABUSE']);
    expect(v[0]).toEqual({
      rule_id: 'R-ARREST',
      citation: ruleById('R-ARREST')!.citation,
      description: ruleById('R-ARREST')!.description,
      excerpt: 'JAIL',
      sentence: 'You will go to JAIL.',
      kind: 'content',
    });
    expect(v[1].excerpt).toBe('F***');
  });

  it('never quotes a full SSN or card number back', () => {
    const [v] = scanCollectorMessage('SSN 123-45-6789 and card 4111111111111111', DEFAULT_SCAN_CONTEXT);
    expect(v.rule_id).toBe('R-SENSITIVE');
    expect(v.excerpt).toBe('***-**-6789, **** **** **** 1111');
  });

  it('handles empty and very long input', () => {
    expect(scanCollectorMessage('', DEFAULT_SCAN_CONTEXT)).toEqual([]);
    expect(scanCollectorMessage('   \n\t ', DEFAULT_SCAN_CONTEXT)).toEqual([]);
    const long = `${'please call me back about the plan. '.repeat(30)}we will garnish your wages`;
    expect(scanCollectorMessage(long, DEFAULT_SCAN_CONTEXT).map((v) => v.rule_id)).toEqual(['R-SEIZE']);
  });
});
