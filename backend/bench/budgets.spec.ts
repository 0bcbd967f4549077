import { verdict } from './budgets';

describe('bench budgets', () => {
  it('judges the payout run on its time alone (not on a latency it does not measure)', () => {
    expect(verdict('payout_run', { timeS: 1.7, p95Ms: 3000 }, 100_000)).toMatchObject({ pass: true });
    expect(verdict('payout_run', { timeS: 12 }, 100_000)).toMatchObject({ pass: false, miss: expect.stringContaining('2 s over') });
  });

  it('misses the list budget when a page is over 25 KB on the wire', () => {
    expect(verdict('apply_filters', { p95Ms: 20, ratio: 1.5, wireBytes: 9_000 }, 100_000)).toMatchObject({ pass: true });
    expect(verdict('apply_filters', { p95Ms: 20, ratio: 1.5, wireBytes: 40 * 1024 }, 100_000)).toMatchObject({
      pass: false,
      miss: expect.stringContaining('KB over'),
    });
  });

  it('judges the automatic answer on its p95', () => {
    expect(verdict('auto_answer', { p95Ms: 1500 }, 100_000)).toMatchObject({ pass: true });
    expect(verdict('auto_answer', { p95Ms: 3200 }, 100_000)).toMatchObject({ pass: false });
  });
});
