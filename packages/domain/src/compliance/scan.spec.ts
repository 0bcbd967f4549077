import { HARASS_MAX_COLLECTOR_MESSAGES_PER_DAY } from './rules';
import { suggestRewrite } from './rewrite';
import { normalizeForScan, scanCollectorMessage, sentenceAt } from './scan';
import { statedFacts } from './stated-facts';
import { DEFAULT_SCAN_CONTEXT, type ScanContext } from './types';
import { voiceOf } from './voice';

const ids = (body: string, ctx: Partial<ScanContext> = {}) =>
  scanCollectorMessage(body, { ...DEFAULT_SCAN_CONTEXT, ...ctx }).map((v) => `${v.rule_id}/${v.kind}`);

describe('whose words: the consumer quoted, reported or contradicted', () => {
  it("does not block the consumer's own words or situation", () => {
    expect(ids('You asked whether you could go to jail over this. No. This is a civil matter.')).toEqual([]);
    expect(ids('Your message said "I am scared of being arrested." Nobody can arrest you over this.')).toEqual([]);
    expect(ids('I understand your brother was detained at the border; we can move your due date.')).toEqual([]);
  });

  it('blocks a quotation the collector contradicts, negation and all', () => {
    expect(ids('You said "they can\'t arrest me for this." Actually they can, and they will.')).toEqual([
      'R-ARREST/content',
    ]);
    expect(ids('You wrote "you can\'t garnish my wages". Actually we can.')).toEqual(['R-SEIZE/content']);
  });

  it("keeps the collector's own clause after a report", () => {
    expect(ids('You said you would pay, so we will garnish your wages if you do not.')).toEqual(['R-SEIZE/content']);
  });

  it('does not block what the message says is unrelated to the account', () => {
    expect(ids('You mentioned your car was repossessed by another lender. That is unrelated to this account.')).toEqual(
      [],
    );
    expect(ids('The lien on your house is from your mortgage company, not from us.')).toEqual([]);
    expect(ids('Your previous collector told you that you would be arrested? That was wrong.')).toEqual([]);
  });

  it('marks the reported sentence, not its neighbours', () => {
    const v = voiceOf(normalizeForScan('You asked about jail. We will arrest you.'));
    expect(Array.from(v.neutral.slice(0, 4))).toEqual([1, 1, 1, 1]);
    expect(Array.from(v.neutral.slice(5))).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('facts the message states itself', () => {
  it('reads a time-barred debt and a dispute from the words', () => {
    const facts = (body: string) => statedFacts(normalizeForScan(body), DEFAULT_SCAN_CONTEXT);
    expect(facts('I know this debt is past the statute of limitations.')).toEqual({ accountTimeBarred: true });
    expect(facts('This debt is 12 years old.')).toEqual({ accountTimeBarred: true });
    expect(facts('Even though you disputed this, we report it.')).toEqual({ accountDisputed: true });
    expect(facts('You have the right to dispute this debt.')).toEqual({});
  });

  it('applies the rules that need the fact: a suit on a debt the message calls too old, reporting a dispute it mentions', () => {
    expect(ids('We will file a lawsuit against you next week.')).toEqual([]);
    expect(ids('This debt is too old for court, but we will file a lawsuit against you next week.')).toEqual([
      'R-NOTINTENDED/content',
    ]);
    expect(ids('Even though you disputed this, it goes to the bureaus as unpaid.')).toEqual(['R-CREDIT/content']);
    expect(ids('Your dispute is noted and it goes to the bureaus as disputed.')).toEqual([]);
  });
});

describe('frames: a combination of concepts rather than a phrase', () => {
  it('a relative and an obligation to pay, unless they co-signed or it is denied', () => {
    expect(ids('Your stepfather is legally required to help pay.')).toEqual(['R-THIRDPARTY-LIAB/content']);
    expect(ids('Since your father passed, you kids are responsible for his card.')).toEqual([
      'R-THIRDPARTY-LIAB/content',
    ]);
    expect(ids('As the co-signer, your brother is also responsible for the balance.')).toEqual([]);
    expect(ids('Your parents are not responsible for your debts.')).toEqual([]);
    expect(ids('Your mother called; you still have to pay by Friday.')).toEqual([]);
  });

  it('a third party and a message about the debt, by the collector', () => {
    expect(ids('A copy of this demand letter is being sent to your employer.')).toEqual(['R-SHAME/content']);
    expect(ids('You may want to talk with your family about the settlement.')).toEqual([]);
    expect(ids('Tell your neighbour thanks for passing on our letter.')).toEqual([]);
    expect(ids("Your son's number is in the file. We will explain your debt to him.")).toEqual(['R-SHAME/content']);
  });

  it('discouraging a dispute, with the dispute in the sentence or the one before', () => {
    expect(ids('Arguing about whether you owe it gets you nowhere.')).toEqual(['R-DISPUTE/content']);
    expect(ids('If you send a dispute, the offer is off the table.')).toEqual(['R-DISPUTE/content']);
    expect(ids('Disputing will not affect the settlement offer; it stays open.')).toEqual([]);
  });

  it('a payment demand on a disputed account', () => {
    expect(ids('We still need the $150 installment this Friday.', { accountDisputed: true })).toEqual([
      'R-DISPUTE/content',
    ]);
    expect(ids('We still need the $150 installment this Friday.')).toEqual([]);
    expect(
      ids('Until we answer your dispute, we will not ask you for any payment.', { accountDisputed: true }),
    ).toEqual([]);
  });
});

describe('what the collector is told', () => {
  it('names the sentence that broke the rule, with sensitive numbers masked', () => {
    const [v] = scanCollectorMessage(
      'Thanks for calling. Your SSN 123-45-6789 is on file, we will garnish your wages. Bye.',
      DEFAULT_SCAN_CONTEXT,
    );
    expect(v).toMatchObject({ rule_id: 'R-SEIZE', kind: 'content', excerpt: 'garnish' });
    expect(v.sentence).toBe('Your SSN ***-**-6789 is on file, we will garnish your wages.');
  });

  it(`reports the ${HARASS_MAX_COLLECTOR_MESSAGES_PER_DAY + 1}th message in 24 hours as a rate, apart from the words`, () => {
    const busy = { recentCollectorMessages: HARASS_MAX_COLLECTOR_MESSAGES_PER_DAY };
    expect(ids('Just checking in.', busy)).toEqual(['R-HARASS/rate']);
    expect(ids('We will call you every day until you pay.', busy)).toEqual(['R-HARASS/content', 'R-HARASS/rate']);
    const [rate] = scanCollectorMessage('Just checking in.', { ...DEFAULT_SCAN_CONTEXT, ...busy });
    expect(rate).toMatchObject({ excerpt: 'message 8 in 24 hours', sentence: '' });
    expect(rate.description).toMatch(/message 8 .* 24 hours; the limit is 7/);
  });

  it('finds the whole sentence around an offset, with its closing punctuation and quotation mark', () => {
    const raw = 'Hi Dana. You said "pay later." We will sue! Ok?';
    expect(sentenceAt(raw, raw.indexOf('sue'))).toBe('We will sue!');
    expect(sentenceAt(raw, raw.indexOf('pay'))).toBe('You said "pay later."');
    expect(sentenceAt(raw, 0)).toBe('Hi Dana.');
  });
});

describe('the rewrite offered for a blocked message', () => {
  const rewrite = (body: string, ctx: Partial<ScanContext> = {}) => {
    const full = { ...DEFAULT_SCAN_CONTEXT, ...ctx };
    return suggestRewrite(body, scanCollectorMessage(body, full), full);
  };

  it('replaces the sentence that broke the rule and keeps the rest', () => {
    expect(rewrite('Hi Dana. Pay by Friday or we will garnish your wages. Thanks.')).toBe(
      'Hi Dana. I would like to find a payment plan that works for you. Thanks.',
    );
  });

  it("uses the account's facts", () => {
    expect(rewrite('You owe $1,450.00 plus a $35 processing fee.', { accountBalanceCents: 120_000 })).toBe(
      'The balance on this account is $1,200, with no added fees.',
    );
    expect(rewrite('We will sue you if you do not pay.', { accountTimeBarred: true })).toBe(
      'Because of the age of this debt, we will not sue you for it, and any payment is voluntary.',
    );
  });

  it('masks sensitive numbers, drops insults, and says each compliant sentence once', () => {
    expect(rewrite('Card 4111 1111 1111 1111 was charged.')).toBe('Card **** **** **** 1111 was charged.');
    expect(rewrite('Pay it, you idiot.')).toBe('I would like to help you resolve this balance.');
    expect(rewrite('We will call your boss. We will also call your mother.')).toBe(
      'We will discuss this account only with you.',
    );
  });

  it('offers nothing for the message rate alone, and every rewrite it offers passes the scan', () => {
    const busy = { ...DEFAULT_SCAN_CONTEXT, recentCollectorMessages: 7 };
    expect(suggestRewrite('Just checking in.', scanCollectorMessage('Just checking in.', busy), busy)).toBeNull();
    const bodies = [
      'You will go to jail, you deadbeat. Your boss will hear about it and your wife has to pay.',
      'Disputing is pointless; we report it to Experian as unpaid and your credit is ruined forever.',
      'I am an attorney. A $50 fee applies. Federal agents may visit you. Watch your back.',
    ];
    for (const body of bodies) {
      const r = rewrite(body, { accountDisputed: true });
      expect(r).not.toBeNull();
      expect(scanCollectorMessage(r!, { ...DEFAULT_SCAN_CONTEXT, accountDisputed: true })).toEqual([]);
    }
  });
});
