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

  it('misses the list budget under 330 answers a second or when compressing a page costs over 1 ms', () => {
    expect(verdict('apply_filters', { p95Ms: 20, ratio: 1.5, rps: 400, compressMs: 0.6 }, 100_000)).toMatchObject({ pass: true });
    expect(verdict('apply_filters', { p95Ms: 20, ratio: 1.5, rps: 120 }, 100_000)).toMatchObject({
      pass: false,
      miss: expect.stringContaining('210 under the 330 budgeted'),
    });
    expect(verdict('apply_filters', { p95Ms: 20, ratio: 1.5, rps: 400, compressMs: 1.3 }, 100_000)).toMatchObject({
      pass: false,
      miss: expect.stringContaining('compressing a page 0.3 ms over'),
    });
  });

  it('judges one collector alone under 10 ms, and the metrics kept or just changed under 40 ms', () => {
    expect(verdict('apply_filters_alone', { p95Ms: 9.9 }, 100_000)).toMatchObject({ pass: true });
    expect(verdict('apply_filters_alone', { p95Ms: 10 }, 100_000)).toMatchObject({ pass: false });
    expect(verdict('metrics_cold', { p95Ms: 39 }, 100_000)).toMatchObject({ pass: true });
    expect(verdict('metrics_cold', { p95Ms: 153 }, 100_000)).toMatchObject({ pass: false, miss: expect.stringContaining('113 ms over') });
    expect(verdict('metrics', { p95Ms: 45 }, 100_000)).toMatchObject({ pass: false });
  });

  it('judges the accounts page against 300 KB of JavaScript and rows within a second', () => {
    expect(verdict('page_js', { sizeKb: 310.5 }, 100_000)).toMatchObject({ pass: false });
    expect(verdict('page_js', { sizeKb: 290 }, 100_000)).toMatchObject({ pass: true });
    expect(verdict('page_rows', { medianMs: 1200 }, 100_000)).toMatchObject({ pass: false });
    expect(verdict('page_rows', { medianMs: 950 }, 100_000)).toMatchObject({ pass: true });
  });

  it('never passes a figure the run failed to take', () => {
    expect(verdict('page_rows', { medianMs: NaN }, 100_000)).toMatchObject({ pass: false, miss: 'not measured (medianMs came out as no number)' });
    expect(verdict('apply_filters_alone', { p95Ms: Infinity }, 100_000)).toMatchObject({ pass: false });
    expect(verdict('chat', { p95Ms: 100 }, 100_000)).toMatchObject({ pass: true });
  });
});
