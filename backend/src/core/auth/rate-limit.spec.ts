import { accountDelaySeconds, MAX_ACCOUNT_DELAY_SECONDS, signInAccount } from './rate-limit';

describe('accountDelaySeconds', () => {
  it('lets the first attempts through, then doubles the wait up to the cap', () => {
    expect([1, 2, 3, 4, 5].map((n) => accountDelaySeconds(n, 5))).toEqual([0, 0, 0, 0, 0]);
    expect([6, 7, 8, 9, 10, 11, 12, 100].map((n) => accountDelaySeconds(n, 5))).toEqual([1, 2, 4, 8, 16, 30, 30, 30]);
    expect(MAX_ACCOUNT_DELAY_SECONDS).toBe(30);
    expect(accountDelaySeconds(2, 1)).toBe(1);
  });
});

describe('signInAccount', () => {
  it('names an account by its e-mail, whatever its case', () => {
    expect(signInAccount(' Jordan@Example.TEST ')).toBe(signInAccount('jordan@example.test'));
  });
});
