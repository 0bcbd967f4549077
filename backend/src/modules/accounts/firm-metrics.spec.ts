import { COLLECTOR_TURN, CONSUMER_TURN, DISPUTED } from '@parley/domain/negotiation';
import {
  METRICS_COLLECTOR_TURN,
  METRICS_CONSUMER_TURN,
  METRICS_DISPUTED,
} from '../../database/migrations/Migration20261128100000';
import { offersSince } from './firm-metrics';

describe('kept collector metrics', () => {
  // The database's triggers carry these sets as SQL text: a change in the domain needs a migration that rewrites them.
  it("the triggers' current actions and disputed status are the domain's", () => {
    expect([...METRICS_COLLECTOR_TURN].sort()).toEqual([...COLLECTOR_TURN].sort());
    expect([...METRICS_CONSUMER_TURN].sort()).toEqual([...CONSUMER_TURN].sort());
    expect(METRICS_DISPUTED).toBe(DISPUTED);
  });

  it('counts offers from exactly 30 days before now', () => {
    expect(offersSince(new Date('2026-03-31T10:20:30.456Z')).toISOString()).toBe('2026-03-01T10:20:30.456Z');
  });
});
