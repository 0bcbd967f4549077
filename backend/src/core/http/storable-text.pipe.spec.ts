import { UnprocessableEntityException } from '@nestjs/common';
import { hasUnstorableText, isUnstorable, StorableTextPipe, UNSTORABLE_TEXT } from './storable-text.pipe';

describe('text PostgreSQL refuses', () => {
  it.each([
    ['a NUL character', 'a\u0000b'],
    ['a lone high surrogate', 'x\ud800'],
    ['a lone low surrogate', '\udc00x'],
    ['two high surrogates', '\ud83d\ud83d'],
  ])('refuses %s', (_what, text) => expect(isUnstorable(text)).toBe(true));

  it.each([['plain text', 'Jordan Rivera'], ['an emoji (a proper pair)', 'ok 😀'], ['other control characters', 'a\tb\u0001'], ['empty', '']])(
    'accepts %s',
    (_what, text) => expect(isUnstorable(text)).toBe(false),
  );

  it('finds it anywhere in a body: nested values, arrays and keys, but not in a file\'s bytes', () => {
    expect(hasUnstorableText({ user: { metadata: { city: ['ok', 'Hou\u0000ston'] } } })).toBe(true);
    expect(hasUnstorableText({ ['na\u0000me']: 'x' })).toBe(true);
    expect(hasUnstorableText([1, null, true, { a: '\ud800' }])).toBe(true);
    expect(hasUnstorableText({ file: { originalname: 'a.pdf', buffer: Buffer.from([0, 0xd8, 0]) } })).toBe(false);
    expect(hasUnstorableText({ a: 1, b: [null, 'fine'], c: { d: '😀' } })).toBe(false);
    // A megabyte-long array and 300 levels of nesting are walked without recursion.
    expect(hasUnstorableText(new Array(500_000).fill('x'))).toBe(false);
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 300; i++) deep = { a: deep };
    expect(hasUnstorableText(deep)).toBe(true);
  });

  it('the global pipe answers 422 with one sentence, and passes everything else through unchanged', () => {
    const pipe = new StorableTextPipe();
    const value = { query: 'smith' };
    expect(pipe.transform(value, { type: 'query' })).toBe(value);
    try {
      pipe.transform('%\u0000', { type: 'query', data: 'query' });
      throw new Error('not refused');
    } catch (err) {
      expect(err).toBeInstanceOf(UnprocessableEntityException);
      expect((err as UnprocessableEntityException).getResponse()).toEqual({ error: UNSTORABLE_TEXT, errors: [UNSTORABLE_TEXT] });
    }
  });
});
