import { SESSION_DATA_CHANNEL, SessionReadCache, type SessionChangeFeed, type SessionRead } from './session-cache';
import { UserKind } from '../../modules/identity/entities/user.entity';
import type { SessionUser } from './session-user';

/** The change feed's surface, driven by the test: whether it is heard, whether a sync succeeds, what is notified. */
class FakeFeed implements SessionChangeFeed {
  trusted = true;
  syncOk = true;
  syncs = 0;
  private fns = new Map<string, (payload: string | undefined) => void>();
  sync() {
    this.syncs++;
    return Promise.resolve(this.syncOk);
  }
  watch(channel: string, fn: (payload: string | undefined) => void) {
    this.fns.set(channel, fn);
    return () => this.fns.delete(channel);
  }
  notify(payload: string | undefined) {
    this.fns.get(SESSION_DATA_CHANNEL)?.(payload);
  }
}

const NOW = Date.UTC(2026, 10, 29, 12);
const user = (id: number, over: Partial<SessionUser> = {}): SessionUser => ({
  id,
  kind: UserKind.Collector,
  email: `u${id}@example.com`,
  firstName: 'Ann',
  lastName: 'Lee',
  lawFirmId: 3,
  lawFirmScope: null,
  canViewFullSsn: false,
  ...over,
});

function setup() {
  const feed = new FakeFeed();
  const cache = new SessionReadCache(feed);
  const table = new Map<string, SessionRead>();
  let reads = 0;
  const read = (sid: string) => () => {
    reads++;
    const row = table.get(sid);
    return Promise.resolve(row ? { ...row, sess: structuredClone(row.sess) } : null);
  };
  const put = (sid: string, userId: number, over: Partial<SessionUser> = {}, expireAt = NOW / 1000 + 3600) =>
    table.set(sid, { sess: { cookie: { maxAge: 1 }, passport: { user: userId } }, expireAt, user: user(userId, over) });
  return { feed, cache, table, put, read, reads: () => reads };
}

describe('SessionReadCache', () => {
  it('reads a session once and syncs before every use of what it kept', async () => {
    const { feed, cache, put, read, reads } = setup();
    put('s1', 7);
    const first = await cache.get('s1', read('s1'), NOW);
    const second = await cache.get('s1', read('s1'), NOW);
    expect(second).toEqual(first);
    expect(second?.user?.id).toBe(7);
    expect(reads()).toBe(1);
    expect(feed.syncs).toBe(2);
  });

  it('gives each read its own copy of the session and the user (express-session changes the object it gets)', async () => {
    const { cache, put, read } = setup();
    put('s1', 7);
    const a = await cache.get('s1', read('s1'), NOW);
    (a!.sess as { cookie: { maxAge: number } }).cookie.maxAge = 99;
    a!.user!.canViewFullSsn = true;
    const b = await cache.get('s1', read('s1'), NOW);
    expect((b!.sess as { cookie: { maxAge: number } }).cookie.maxAge).toBe(1);
    expect(b!.user!.canViewFullSsn).toBe(false);
  });

  it("reads again after a change of the session, of its user, or of everything ('*' or a lost connection)", async () => {
    const { feed, cache, put, read, reads } = setup();
    put('s1', 7);
    put('s2', 8);
    await cache.get('s1', read('s1'), NOW);
    await cache.get('s2', read('s2'), NOW);
    expect(reads()).toBe(2);

    feed.notify('other,s1');
    put('s1', 7, { canViewFullSsn: true });
    expect((await cache.get('s1', read('s1'), NOW))?.user?.canViewFullSsn).toBe(true);
    await cache.get('s2', read('s2'), NOW);
    expect(reads()).toBe(3);

    feed.notify('u8,u99');
    put('s2', 8, { lawFirmId: 4 });
    expect((await cache.get('s2', read('s2'), NOW))?.user?.lawFirmId).toBe(4);
    await cache.get('s1', read('s1'), NOW);
    expect(reads()).toBe(4);

    for (const payload of ['*', undefined]) {
      feed.notify(payload);
      await cache.get('s1', read('s1'), NOW);
      await cache.get('s2', read('s2'), NOW);
    }
    expect(reads()).toBe(8);
  });

  it('does not keep a read that a change was heard during (it may predate the change)', async () => {
    const { feed, cache, table, put, reads } = setup();
    put('s1', 7);
    const racing = () => {
      const row = table.get('s1')!;
      feed.notify('s1');
      return Promise.resolve({ ...row });
    };
    await cache.get('s1', racing, NOW);
    table.delete('s1');
    let readsAfter = 0;
    const found = await cache.get('s1', () => (readsAfter++, Promise.resolve(null)), NOW);
    expect(found).toBeNull();
    expect(readsAfter).toBe(1);
    expect(reads()).toBe(0);
  });

  it('finds no session once its expiry has passed, as the table would not', async () => {
    const { cache, put, read, reads } = setup();
    put('s1', 7, {}, NOW / 1000 + 10);
    await cache.get('s1', read('s1'), NOW);
    expect(await cache.get('s1', read('s1'), NOW + 9_000)).not.toBeNull();
    expect(reads()).toBe(1);
    // Past the kept expiry: read again, and the table (unchanged here) is what answers.
    await cache.get('s1', read('s1'), NOW + 11_000);
    expect(reads()).toBe(2);
  });

  it('reads every time and keeps nothing while notifications are not heard or a sync fails', async () => {
    const { feed, cache, put, read, reads } = setup();
    put('s1', 7);
    feed.trusted = false;
    await cache.get('s1', read('s1'), NOW);
    await cache.get('s1', read('s1'), NOW);
    expect(reads()).toBe(2);
    expect(cache.size).toBe(0);
    feed.trusted = true;
    feed.syncOk = false;
    await cache.get('s1', read('s1'), NOW);
    expect(reads()).toBe(3);
    expect(cache.size).toBe(0);
  });

  it('keeps no answer for a session that does not exist', async () => {
    const { cache, read, reads } = setup();
    expect(await cache.get('nope', read('nope'), NOW)).toBeNull();
    expect(await cache.get('nope', read('nope'), NOW)).toBeNull();
    expect(reads()).toBe(2);
  });
});
