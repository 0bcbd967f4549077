import { verdictOf } from './job-liveness';
import { JOB_OPTIONS } from './outbox-relay';

describe('verdictOf (what the sweeper does with a relayed, unfinished outbox row)', () => {
  const relayed = '2026-11-25 09:00:00.123456+00';
  const row = { relayed_at: relayed, attempts: 0, last_error: null };
  it('leaves a job BullMQ still holds alone', () => {
    for (const state of ['waiting', 'active', 'delayed', 'prioritized', 'waiting-children'] as const)
      expect(verdictOf(row, { state })).toBe('live');
  });
  it('relays a job BullMQ no longer has again', () => {
    expect(verdictOf(row, { state: 'unknown' })).toBe('lost');
    expect(verdictOf({ ...row, attempts: 2, last_error: 'Error: boom' }, { state: 'unknown' })).toBe('lost');
  });
  it('keeps a job whose every attempt failed failed, even once BullMQ has forgotten it', () => {
    expect(verdictOf({ ...row, attempts: JOB_OPTIONS.attempts, last_error: 'Error: boom' }, { state: 'unknown' })).toBe('failed');
    expect(verdictOf(row, { state: 'failed' })).toBe('failed');
  });
  it('trusts a completed job only when this relay added it', () => {
    expect(verdictOf(row, { state: 'completed', relayedAt: '2026-11-25T09:00:00.123Z' })).toBe('ran');
    // Added by an earlier life of the database (a restored backup relayed the row again; BullMQ ignored the add).
    expect(verdictOf(row, { state: 'completed', relayedAt: '2026-11-24T17:30:00.000Z' })).toBe('lost');
    expect(verdictOf(row, { state: 'completed' })).toBe('lost');
  });
});
