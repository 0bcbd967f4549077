import { NotFoundException } from '@nestjs/common';
import { RowIdPipe } from './row-id.pipe';

describe('RowIdPipe', () => {
  const pipe = new RowIdPipe('Answer not found.');
  it('passes ids a row can have', () => {
    expect(pipe.transform('1')).toBe(1);
    expect(pipe.transform('2147483647')).toBe(2_147_483_647);
  });
  it.each(['0', '-1', '01', '1.5', '1e3', 'abc', '', ' 1', '2147483648', '99999999999'])(
    'answers not found, in the caller\'s words, for %p',
    (value) => {
      expect(() => pipe.transform(value)).toThrow(NotFoundException);
      try {
        pipe.transform(value);
      } catch (err) {
        expect((err as NotFoundException).getResponse()).toEqual({ error: 'Answer not found.' });
      }
    },
  );
});
