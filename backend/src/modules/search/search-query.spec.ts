import { containsPattern, courtWords, nameWords, parseQuery, parseState, startsPattern } from './search-query';

describe('search queries', () => {
  it('trims, collapses whitespace and needs 2 to 100 characters', () => {
    expect(parseQuery('  cook   county ')).toEqual({ ok: true, value: 'cook county' });
    expect(parseQuery('ab')).toEqual({ ok: true, value: 'ab' });
    for (const bad of ['', ' ', 'a', ' a ', undefined, null, 5, ['ab'], { a: 1 }]) expect(parseQuery(bad).ok).toBe(false);
    expect(parseQuery('x'.repeat(100)).ok).toBe(true);
    expect(parseQuery('x'.repeat(101)).ok).toBe(false);
  });

  it('splits court queries into accent-free words without punctuation', () => {
    expect(courtWords('Doña ANA co.')).toEqual(['dona', 'ana', 'co']);
    expect(courtWords("'; drop table --")).toEqual(['drop', 'table']);
    expect(courtWords('%_%')).toEqual([]);
    expect(courtWords('cook cook')).toEqual(['cook']);
  });

  it('keeps punctuation in name queries', () => {
    expect(nameWords('Capital One (USA) N.A.')).toEqual(['capital', 'one', '(usa)', 'n.a.']);
  });

  it('escapes LIKE wildcards and the escape character', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(startsPattern('a_b')).toBe('a\\_b%');
  });

  it('parses an optional state filter against the known states', () => {
    const known = new Set(['IL', 'TX']);
    expect(parseState(undefined, known)).toEqual({ ok: true, value: null });
    expect(parseState('', known)).toEqual({ ok: true, value: null });
    expect(parseState(' il ', known)).toEqual({ ok: true, value: 'IL' });
    expect(parseState('ZZ', known).ok).toBe(false);
    expect(parseState(['IL'], known).ok).toBe(false);
  });
});
