import { describe, expect, it } from 'vitest';
import { MAX_DISCLOSURES } from '@parley/domain/negotiation';
import { disclosuresPayload, INITIAL_LINES, setLine, withTrailingBlank } from './disclosure-lines';

describe('disclosure lines', () => {
  it('starts with one empty line', () => {
    expect(INITIAL_LINES).toEqual(['']);
  });

  it('appends a new empty line once the last is filled, only once', () => {
    const one = setLine([''], 0, 'A');
    expect(one).toEqual(['A', '']);
    expect(setLine(one, 0, 'AB')).toEqual(['AB', '']);
    expect(setLine(one, 1, 'B')).toEqual(['A', 'B', '']);
  });

  it('clearing the last filled line leaves a single empty line at the end', () => {
    expect(setLine(['A', 'B', ''], 1, '')).toEqual(['A', '']);
    expect(setLine(['A', ''], 0, '')).toEqual(['']);
  });

  it('a blank in the middle stays where it is (it is dropped on submit)', () => {
    expect(setLine(['A', 'B', 'C', ''], 1, '')).toEqual(['A', '', 'C', '']);
  });

  it('whitespace counts as empty', () => {
    expect(withTrailingBlank(['A', '  '])).toEqual(['A', '  ']);
    expect(withTrailingBlank(['A', ' ', ' '])).toEqual(['A', ' ']);
    expect(withTrailingBlank([])).toEqual(['']);
  });

  it('stops appending at the server limit of extra lines', () => {
    let lines = [''];
    for (let i = 0; i < MAX_DISCLOSURES + 3; i++) lines = setLine(lines, lines.length - 1, `line ${i}`);
    expect(lines).toHaveLength(MAX_DISCLOSURES);
    expect(lines.every(l => l !== '')).toBe(true);
  });

  it('ignores an index out of range', () => {
    expect(setLine(['A', ''], 5, 'x')).toEqual(['A', '']);
  });

  it('the payload starts with the fixed line and drops blanks and repeats', () => {
    expect(disclosuresPayload('Fixed', ['  A ', '', 'B', 'A', 'Fixed', '   '])).toEqual(['Fixed', 'A', 'B']);
    expect(disclosuresPayload('Fixed', [''])).toEqual(['Fixed']);
  });
});
