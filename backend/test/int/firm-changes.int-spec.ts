import { Client as PgClient } from 'pg';
import type { AppConfig } from '../../src/core/config/config';
import { FirmChanges } from '../../src/core/database/firm-changes';
import { readRunEnv } from '../run-env';

/**
 * The change feed's round trips (core/database/firm-changes.ts) against the real database: readers share them, and
 * inside one request a round trip sent after the request began serves every later read of that request.
 */
describe('the change feed', () => {
  let changes: FirmChanges;
  let roundTrips: () => number;
  beforeAll(async () => {
    changes = new FirmChanges({ DATABASE_URL: readRunEnv().DATABASE_URL } as AppConfig);
    expect(changes.trusted).toBe(false); // the first use starts listening
    for (let i = 0; i < 100 && !changes.trusted; i++) await new Promise((r) => setTimeout(r, 20));
    expect(changes.trusted).toBe(true);
    const listener = (changes as unknown as { listener: PgClient }).listener;
    const query = listener.query.bind(listener) as (...args: unknown[]) => unknown;
    let n = 0;
    (listener as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      n++;
      return query(...args);
    };
    roundTrips = () => n;
  });
  afterAll(() => changes?.onApplicationShutdown());

  it('outside a request every sync makes (or shares) a round trip sent after it was called', async () => {
    const before = roundTrips();
    expect(await changes.sync()).toBe(true);
    expect(await changes.sync()).toBe(true);
    expect(roundTrips() - before).toBe(2);
    const together = await Promise.all([changes.sync(), changes.sync(), changes.sync()]);
    expect(together).toEqual([true, true, true]);
    expect(roundTrips() - before).toBe(3);
  });

  it("inside a request, one answered round trip sent after the request began serves the request's later reads", async () => {
    const before = roundTrips();
    await changes.within(async () => {
      expect(await changes.sync()).toBe(true);
      expect(await changes.sync()).toBe(true);
      expect(await changes.sync()).toBe(true);
    });
    expect(roundTrips() - before).toBe(1);

    // A request that began after that round trip was sent needs one of its own.
    await changes.within(async () => {
      expect(await changes.sync()).toBe(true);
      expect(await changes.sync()).toBe(true);
    });
    expect(roundTrips() - before).toBe(2);
  });

  it('hears a channel watched after it began listening, and gives its watchers undefined when everything changed', async () => {
    const heard: Array<string | undefined> = [];
    changes.watch('parley_feed_test', (p) => heard.push(p));
    for (let i = 0; i < 100 && !changes.trusted; i++) await new Promise((r) => setTimeout(r, 20));
    const db = new PgClient({ connectionString: readRunEnv().DATABASE_URL });
    await db.connect();
    await db.query(`select pg_notify('parley_feed_test', 'a,b')`);
    await db.end();
    expect(await changes.sync()).toBe(true);
    expect(heard).toEqual(['a,b']);
    changes.changed('*');
    expect(heard).toEqual(['a,b', undefined]);
  });

  it('a round trip sent before the request began does not serve it', async () => {
    const before = roundTrips();
    await changes.sync(); // sent and answered before the request below begins
    await changes.within(async () => {
      expect(await changes.sync()).toBe(true);
    });
    expect(roundTrips() - before).toBe(2);
  });
});
