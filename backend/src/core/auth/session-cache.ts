import type { SessionUser } from './session-user';

/**
 * The channel the triggers of `sessions` and `users` notify (created by the migration that names it): a changed
 * session's id, or `u<id>` for a changed or removed user, comma-separated; '*' when too many changed to list.
 */
export const SESSION_DATA_CHANNEL = 'parley_sessions';
/** Sessions kept per process; the least recently read go first. */
const MAX_ENTRIES = 20_000;

/** What the cache needs from the change feed (`FirmChanges`): whether it is heard, a sync, and the channel. */
export interface SessionChangeFeed {
  readonly trusted: boolean;
  sync(): Promise<boolean>;
  watch(channel: string, fn: (payload: string | undefined) => void): () => void;
}

/** A session row as the store reads it: the stored JSON, its expiry, and the user its passport data names. */
export interface SessionRead {
  sess: object;
  /** Seconds since the epoch. */
  expireAt: number;
  user: SessionUser | null;
}

interface Entry {
  json: string;
  expireAt: number;
  user: SessionUser | null;
  /** The user the session's passport data names (found or not). */
  userId: number | null;
}

function passportUser(sess: object): number | null {
  const id = (sess as { passport?: { user?: unknown } }).passport?.user;
  return typeof id === 'number' ? id : null;
}

/**
 * Sessions with their users, kept in the api process until PostgreSQL says the session or its user changed. Every
 * read first syncs with the change feed (one round trip shared by concurrent requests), so a sign-out, a removed user
 * or a changed permission committed before a request began takes effect for that request, as when the session was
 * read from the table each time; nothing is kept while notifications are not heard.
 *
 * Each read gets its own copy (express-session changes the session object it is given).
 */
export class SessionReadCache {
  private readonly entries = new Map<string, Entry>();
  /** Moves with every change heard: a read that saw it move does not keep what it read (it may predate the change). */
  private generation = 0;

  constructor(private readonly feed: SessionChangeFeed) {
    feed.watch(SESSION_DATA_CHANNEL, (payload) => this.heard(payload));
  }

  /** The session `sid` as `read` gives it, from what is kept when that is still current. */
  async get(sid: string, read: () => Promise<SessionRead | null>, nowMs = Date.now()): Promise<SessionRead | null> {
    const usable = this.feed.trusted && (await this.feed.sync());
    if (usable) {
      const hit = this.entries.get(sid);
      // The table's own test: a session whose expiry has passed is not found.
      if (hit && hit.expireAt >= Math.ceil(nowMs / 1000)) {
        this.entries.delete(sid);
        this.entries.set(sid, hit);
        return { sess: JSON.parse(hit.json) as object, expireAt: hit.expireAt, user: hit.user && { ...hit.user } };
      }
    }
    const generation = this.generation;
    const found = await read();
    if (usable && found && this.feed.trusted && this.generation === generation) this.keep(sid, found);
    return found;
  }

  get size(): number {
    return this.entries.size;
  }

  private keep(sid: string, found: SessionRead): void {
    this.entries.delete(sid);
    const { sess, expireAt, user } = found;
    this.entries.set(sid, {
      json: JSON.stringify(sess),
      expireAt,
      user: user && { ...user },
      userId: passportUser(sess),
    });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
  }

  private heard(payload: string | undefined): void {
    this.generation += 1;
    if (payload === undefined || payload === '*' || payload === '') return this.entries.clear();
    const sids = new Set<string>();
    const users = new Set<number>();
    for (const item of payload.split(',')) {
      if (/^u\d+$/.test(item)) users.add(Number(item.slice(1)));
      else sids.add(item);
    }
    for (const sid of sids) this.entries.delete(sid);
    if (users.size > 0)
      for (const [sid, e] of this.entries) if (e.userId !== null && users.has(e.userId)) this.entries.delete(sid);
  }
}
