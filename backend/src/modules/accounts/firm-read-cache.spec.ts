import type { FirmChanges, FirmKey } from '../../core/database/firm-changes';
import { parseFirms } from '../../core/database/firm-changes';
import { FirmReadCache } from './firm-read-cache';

/** FirmChanges' surface, driven by the test: what was heard, whether it is listening, whether a sync succeeds. */
class FakeChanges {
  trusted = true;
  syncOk = true;
  syncs = 0;
  private gens = new Map<FirmKey, number>();
  private subs = new Set<(f: FirmKey[] | '*') => void>();
  private epoch = 0;
  sync() {
    this.syncs++;
    return Promise.resolve(this.syncOk);
  }
  stamp(f: FirmKey) {
    return `${this.epoch}.${this.gens.get(f) ?? 0}`;
  }
  changed(firms: FirmKey[] | '*') {
    if (firms === '*') this.epoch++;
    else for (const f of new Set<FirmKey>([...firms, 'all'])) this.gens.set(f, (this.gens.get(f) ?? 0) + 1);
    for (const s of this.subs) s(firms);
  }
  subscribe(fn: (f: FirmKey[] | '*') => void) {
    this.subs.add(fn);
    return () => this.subs.delete(fn);
  }
}

function setup() {
  const changes = new FakeChanges();
  const cache = new FirmReadCache(changes as unknown as FirmChanges);
  let runs = 0;
  const compute =
    (value: unknown = 'v') =>
    () => {
      runs++;
      return Promise.resolve(value);
    };
  return { changes, cache, compute, runs: () => runs };
}

describe('FirmReadCache', () => {
  it('keeps an answer until its firm changes, and syncs before every read', async () => {
    const { changes, cache, compute, runs } = setup();
    expect(await cache.get(7, 'metrics', compute(1))).toBe(1);
    expect(await cache.get(7, 'metrics', compute(2))).toBe(1);
    expect(runs()).toBe(1);
    expect(changes.syncs).toBe(2);
    changes.changed([8]);
    expect(await cache.get(7, 'metrics', compute(3))).toBe(1);
    changes.changed([7]);
    expect(await cache.get(7, 'metrics', compute(4))).toBe(4);
    expect(runs()).toBe(2);
  });

  it("drops the on-call admins' answers ('all') when any firm changes, and everything on '*'", async () => {
    const { changes, cache, compute } = setup();
    await cache.get('all', 'metrics', compute('a1'));
    await cache.get(3, 'metrics', compute('f1'));
    changes.changed([9]);
    expect(await cache.get('all', 'metrics', compute('a2'))).toBe('a2');
    expect(await cache.get(3, 'metrics', compute('f2'))).toBe('f1');
    changes.changed('*');
    expect(await cache.get(3, 'metrics', compute('f3'))).toBe('f3');
  });

  it('computes without keeping when not listening or when the sync fails', async () => {
    const { changes, cache, compute, runs } = setup();
    changes.trusted = false;
    await cache.get(1, 'k', compute());
    await cache.get(1, 'k', compute());
    expect(runs()).toBe(2);
    changes.trusted = true;
    changes.syncOk = false;
    await cache.get(1, 'k', compute());
    await cache.get(1, 'k', compute());
    expect(runs()).toBe(4);
  });

  it('shares one computation between concurrent readers of the same missing answer', async () => {
    const { cache } = setup();
    let runs = 0;
    let release!: (v: number) => void;
    const slow = () => {
      runs++;
      return new Promise<number>((r) => (release = r));
    };
    const all = Promise.all([cache.get(1, 'count', slow), cache.get(1, 'count', slow), cache.get(1, 'count', slow)]);
    await new Promise((r) => setImmediate(r));
    release(42);
    expect(await all).toEqual([42, 42, 42]);
    expect(runs).toBe(1);
  });

  it('does not keep an answer computed while its firm changed', async () => {
    const { changes, cache } = setup();
    let release!: (v: string) => void;
    const pending = cache.get(5, 'count', () => new Promise<string>((r) => (release = r)));
    await new Promise((r) => setImmediate(r));
    changes.changed([5]);
    release('maybe stale');
    expect(await pending).toBe('maybe stale');
    expect(await cache.get(5, 'count', () => Promise.resolve('fresh'))).toBe('fresh');
  });

  it('forgets an answer after its time to live', async () => {
    const { cache, compute } = setup();
    await cache.get(1, 'k', compute('old'), 0);
    await new Promise((r) => setTimeout(r, 2));
    expect(await cache.get(1, 'k', compute('new'))).toBe('new');
  });

  it('does not keep a failed computation', async () => {
    const { cache } = setup();
    await expect(cache.get(1, 'k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get(1, 'k', () => Promise.resolve('ok'))).toBe('ok');
  });
});

describe('parseFirms', () => {
  it('reads the trigger payload, and anything else as everything', () => {
    expect(parseFirms('12,40')).toEqual([12, 40]);
    expect(parseFirms('*')).toBe('*');
    expect(parseFirms('')).toBe('*');
    expect(parseFirms(undefined)).toBe('*');
    expect(parseFirms('3,x')).toBe('*');
  });
});
