import { normalize } from './normalize';
import { OBSCURED_WORDS } from './rules';

const norm = (s: string) => normalize(s, { dictionary: OBSCURED_WORDS }).text;

describe('normalize', () => {
  it.each([
    ['F***', 'fuck'],
    ['f**k', 'fuck'],
    ['f***ing', 'fucking'],
    ['sh!t', 'shit'],
    ['$h1t', 'shit'],
    ['a$$hole', 'asshole'],
    ['@ss', 'ass'],
    ['b1tch', 'bitch'],
    ['f u c k', 'fuck'],
    ['f.u.c.k', 'fuck'],
    ['ＦＵＣＫ', 'fuck'],
    ['fück', 'fuck'],
    ['sh\u200bit', 'shit'],
    ['h*ll', 'hell'],
  ])('resolves the masked or disguised spelling %j', (input, word) => expect(norm(input)).toBe(word));

  it('expands contractions so rules see the negation', () => {
    expect(norm("We won't, can't and don't")).toBe('we will not , can not and do not');
    expect(norm("we'll, you're, I'm, they've, she'd")).toBe('we will , you are , i am , they have , she would');
    expect(norm('dont cant wont im u ur gonna')).toBe('do not can not will not i am you your going to');
    expect(norm('don’t')).toBe('do not');
  });

  it('keeps ordinary words, numbers and acronyms apart from leetspeak', () => {
    expect(norm("Hell's Kitchen, the U.S. court at 10am on the 1st: $1,500.00")).toBe(
      'hells kitchen , the us court at 10am on the 1st . 1500.00',
    );
    expect(norm('i a m here')).toBe('i a m here');
    expect(norm('Scunthorpe assess class')).toBe('scunthorpe assess class');
    expect(norm('****')).toBe('');
  });

  it('marks sentence and clause breaks', () => {
    expect(norm('Pay now. Or else!\nOk, bye')).toBe('pay now . or else . ok , bye');
  });

  it('remembers where each token came from', () => {
    const raw = 'Well, F*** YOU!';
    const n = normalize(raw, { dictionary: OBSCURED_WORDS });
    const fuck = n.tokens.find((t) => t.text === 'fuck')!;
    expect(raw.slice(fuck.start, fuck.end)).toBe('F***');
    expect(n.charToken[n.text.indexOf('you')]).toBe(n.tokens.findIndex((t) => t.text === 'you'));
  });

  it('leaves unknown masked words without their masks instead of guessing', () => {
    expect(normalize('p***ue', { dictionary: [] }).text).toBe('pue');
  });
});
