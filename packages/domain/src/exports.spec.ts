import { describeEstimate, exportEstimateSeconds, exportPercent } from './exports';

describe('export progress', () => {
  it('estimates the time left from the pace so far', () => {
    expect(exportEstimateSeconds(0, 1000, 500)).toBeNull();
    expect(exportEstimateSeconds(250, 1000, 1000)).toBe(3);
    expect(exportEstimateSeconds(999, 1000, 999_000)).toBe(1);
    expect(exportEstimateSeconds(1000, 1000, 4000)).toBeNull();
    expect(exportEstimateSeconds(10, 1000, 0)).toBeNull();
  });

  it('shows the percentage done, 100 once ready', () => {
    expect(exportPercent({ status: 'running', rows_done: 0, rows_total: 0 })).toBe(0);
    expect(exportPercent({ status: 'running', rows_done: 333, rows_total: 1000 })).toBe(33);
    expect(exportPercent({ status: 'ready', rows_done: 1000, rows_total: 1000 })).toBe(100);
  });

  it('describes the estimate in words', () => {
    expect(describeEstimate(null)).toBeNull();
    expect(describeEstimate(3)).toBe('A few seconds left');
    expect(describeEstimate(12)).toBe('About 15 seconds left');
    expect(describeEstimate(61)).toBe('About 2 minutes left');
    expect(describeEstimate(60)).toBe('About 1 minute left');
  });
});
