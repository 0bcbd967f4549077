import type { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import connectPgSimple from 'connect-pg-simple';
import { parse as parseCookie } from 'cookie';
import signature from 'cookie-signature';
import type { RequestHandler } from 'express';
import type { IncomingMessage } from 'node:http';
import session from 'express-session';
import { Passport } from 'passport';
import { Pool } from 'pg';
import type { LawFirmScope, User, UserKind } from '../../modules/identity/entities/user.entity';
import type { AppConfig } from '../config/config';
import { FirmChanges } from '../database/firm-changes';
import { SessionReadCache, type SessionChangeFeed, type SessionRead } from './session-cache';
import type { SessionUser } from './session-user';

export const SESSION_COOKIE = 'parley.sid';

export function toSessionUser(u: User): SessionUser {
  return {
    id: u.id,
    kind: u.kind,
    email: u.email,
    firstName: u.firstName ?? null,
    lastName: u.lastName ?? null,
    lawFirmId: u.lawFirm?.id ?? null,
    lawFirmScope: u.lawFirmScope ?? null,
    canViewFullSsn: u.canViewFullSsn,
  };
}

interface SessionUserRow {
  id: number;
  kind: UserKind;
  email: string;
  first_name: string | null;
  last_name: string | null;
  law_firm_id: number | null;
  law_firm_scope: LawFirmScope | null;
  can_view_full_ssn: boolean;
}

const USER_COLUMNS = 'id, kind, email, first_name, last_name, law_firm_id, law_firm_scope, can_view_full_ssn';

function fromRow(u: SessionUserRow): SessionUser {
  return {
    id: u.id,
    kind: u.kind,
    email: u.email,
    firstName: u.first_name,
    lastName: u.last_name,
    lawFirmId: u.law_firm_id,
    lawFirmScope: u.law_firm_scope,
    canViewFullSsn: u.can_view_full_ssn,
  };
}

/**
 * The signed-in user as every request needs it, read fresh (a removed user or a changed permission takes effect on
 * the next request) with one plain statement: through the ORM (a fork, a find, an entity built and tracked) this
 * read was about a fifth of the api's CPU for a request answered from the firm's kept answers.
 */
export async function loadSessionUser(pool: Pool, id: number): Promise<SessionUser | null> {
  const { rows } = await pool.query<SessionUserRow>(`select ${USER_COLUMNS} from users where id = $1`, [id]);
  return rows[0] ? fromRow(rows[0]) : null;
}

/**
 * A request's session and its user in one statement: the session row joined to the user its passport data names.
 * The user is as fresh as a separate read would be (same statement, same snapshot), and each request makes one round
 * trip to PostgreSQL for both instead of two, one after the other.
 */
const SESSION_WITH_USER = `select s.sess, extract(epoch from s.expire)::float8 as expire_at, u.${USER_COLUMNS.split(', ').join(', u.')}
  from "sessions" s
  left join users u on jsonb_typeof(s.sess->'passport'->'user') = 'number' and u.id = (s.sess->'passport'->>'user')::int
  where s.sid = $1 and s.expire >= to_timestamp($2)`;

/**
 * The users read with their sessions, keyed by the session's passport data (the object express-session copies into
 * `req.session` by reference, where passport then finds the user id): null when the session names no user or one
 * that no longer exists. Weak, so it lives exactly as long as the request's session.
 */
const usersReadWithSessions = new WeakMap<object, SessionUser | null>();

type StoreCallback = (err: unknown, session?: session.SessionData | null) => void;

type StoredSession = session.SessionData & { passport?: object };

/** One session row and its user, from the table. */
async function readSession(pool: Pool, sid: string): Promise<SessionRead | null> {
  const { rows } = await pool.query<SessionUserRow & { sess: StoredSession; expire_at: number }>(SESSION_WITH_USER, [
    sid,
    Math.ceil(Date.now() / 1000),
  ]);
  const row = rows[0];
  if (!row) return null;
  return { sess: row.sess, expireAt: row.expire_at, user: row.id === null ? null : fromRow(row) };
}

/**
 * Reads a session as connect-pg-simple's `get` does (same table, same expiry test, the stored JSON as it is), with the
 * user beside it, through the process's cache of sessions when there is one (`SessionReadCache`: kept until
 * PostgreSQL says the session or its user changed). The rest of the store (saves, touches, destroys, pruning) is the
 * library's; its pruning timer starts with the process's first touch or save instead of its first read.
 */
export function readUsersWithSessions(store: session.Store, pool: Pool, cache?: SessionReadCache): void {
  store.get = (sid: string, callback: StoreCallback) => {
    (cache ? cache.get(sid, () => readSession(pool, sid)) : readSession(pool, sid)).then(
      (found) => {
        if (!found) return callback(null, null);
        const sess = found.sess as StoredSession;
        if (sess.passport && typeof sess.passport === 'object') usersReadWithSessions.set(sess.passport, found.user);
        callback(null, sess);
      },
      (err: unknown) => callback(err),
    );
  };
}

/**
 * The user for a request's session: the one read with the session when it is that id (every request through the
 * session middleware), else a read of its own (a session loaded some other way).
 */
function userForRequest(pool: Pool, id: number, req: { session?: { passport?: object } }): Promise<SessionUser | null> {
  const data = req.session?.passport;
  const read = data ? usersReadWithSessions.get(data) : undefined;
  if (read === null) return Promise.resolve(null);
  if (read && read.id === id) return Promise.resolve(read);
  return loadSessionUser(pool, id);
}

export interface SessionSetup {
  middleware: RequestHandler[];
  store: session.Store;
  /** The store's own connections (the session table is read outside requests too: sockets re-check theirs). */
  pool: Pool;
  close(): Promise<void>;
}

/**
 * Deletes the user's stored sessions (all of them, or all but `except`, the session making the change) in the
 * caller's transaction, so the change and the end of the sessions commit together. Their cookies then authenticate
 * nothing; after commit the caller has the realtime service disconnect those sessions' sockets.
 */
export async function endSessionsOf(em: EntityManager, userId: number, opts: { except?: string } = {}): Promise<void> {
  const [sql, params] = opts.except
    ? [`delete from "sessions" where "sess"->'passport'->>'user' = ? and "sid" <> ?`, [String(userId), opts.except]]
    : [`delete from "sessions" where "sess"->'passport'->>'user' = ?`, [String(userId)]];
  await em.getConnection().execute(sql, params, 'run', em.getTransactionContext());
}

/**
 * Sessions live in PostgreSQL (the `sessions` table, created by a migration), so any API process can serve any
 * user. Passport keeps only the user id in the session and the user is read with the session (in the same
 * statement). With a change feed the process keeps what it read until PostgreSQL says the session or the user changed,
 * and syncs with the feed before each use, so a removed user or a changed permission still takes effect at once.
 */
export function setUpSessions(cfg: AppConfig, changes?: SessionChangeFeed): SessionSetup {
  // Its own passport, not the module's shared one: a second app in the same process (the tests start one after
  // another) would otherwise add its user loader behind the first app's, whose database is closed.
  const passport = new Passport();
  const pool = new Pool({ connectionString: cfg.DATABASE_URL, max: 5 });
  const PgStore = connectPgSimple(session);
  const store = new PgStore({ pool, tableName: 'sessions', createTableIfMissing: false, pruneSessionInterval: 15 * 60 });
  readUsersWithSessions(store, pool, changes && new SessionReadCache(changes));
  throttleTouches(store);

  passport.serializeUser((user, done) => done(null, (user as SessionUser).id));
  // With three parameters passport hands the request first: the user read with its session is found through it.
  passport.deserializeUser((req: IncomingMessage, id: unknown, done: (err: unknown, user?: SessionUser | false) => void) => {
    if (typeof id !== 'number') return done(null, false);
    userForRequest(pool, id, req as { session?: { passport?: object } })
      .then((u) => done(null, u ?? false))
      .catch((err) => done(err));
  });

  const middleware: RequestHandler[] = [
    session({
      name: SESSION_COOKIE,
      store,
      secret: cfg.sessionSecret,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      proxy: cfg.TRUST_PROXY === 'true',
      cookie: {
        httpOnly: true,
        sameSite: 'lax',
        secure: 'auto',
        maxAge: cfg.SESSION_TTL_HOURS * 3600 * 1000,
      },
    }),
    passport.initialize(),
    passport.session(),
  ];
  return {
    middleware,
    store,
    pool,
    close: async () => {
      (store as unknown as { close(): void }).close(); // stops the prune timer
      await pool.end();
    },
  };
}

/** A session's expiry in the table is extended at most this often per process (the cookie's on every answer). */
export const TOUCH_EVERY_MS = 60_000;
const TOUCHES_KEPT = 50_000;

/**
 * With rolling sessions express-session asks the store to extend a session's expiry after every request: an UPDATE
 * and a commit per request, for an expiry measured in hours. This lets one through per session every TOUCH_EVERY_MS
 * per process (the expiry in the table may then trail the cookie's by that much, against a lifetime of
 * SESSION_TTL_HOURS); saves, destroys and reads are untouched.
 */
export function throttleTouches(store: session.Store, now: () => number = Date.now): void {
  const touch = store.touch?.bind(store);
  if (!touch) return;
  const last = new Map<string, number>();
  store.touch = (sid, sess, callback) => {
    const at = now();
    const previous = last.get(sid);
    if (previous !== undefined && at - previous < TOUCH_EVERY_MS) return callback?.();
    last.delete(sid);
    last.set(sid, at);
    if (last.size > TOUCHES_KEPT) last.delete(last.keys().next().value as string);
    // express-session types the callback without arguments, but stores pass their error and it is passed on.
    const done = callback as ((err?: unknown) => void) | undefined;
    touch(sid, sess, ((err?: unknown) => {
      // A failed extension is retried on the next request instead of a minute later.
      if (err) last.delete(sid);
      done?.(err);
    }) as () => void);
  };
}

/** The session machinery as a provider: the HTTP bootstrap mounts its middleware, the socket gateway reads sessions. */
@Injectable()
export class SessionService implements OnApplicationShutdown {
  readonly setup: SessionSetup;
  constructor(@Inject(APP_CONFIG) readonly cfg: AppConfig, changes: FirmChanges) {
    this.setup = setUpSessions(cfg, changes);
  }

  /** The session id and its user id for a `Cookie` header, or null (bad signature, expired, signed out). */
  async sessionFromCookieHeader(header: string | undefined): Promise<{ sid: string; userId: number } | null> {
    if (!header) return null;
    const raw = parseCookie(header)[SESSION_COOKIE];
    if (!raw || !raw.startsWith('s:')) return null;
    const sid = signature.unsign(raw.slice(2), this.cfg.sessionSecret);
    if (!sid) return null;
    const sess = await new Promise<session.SessionData | null | undefined>((resolve, reject) =>
      this.setup.store.get(sid, (err, data) => (err ? reject(err) : resolve(data))),
    );
    const id = (sess as unknown as { passport?: { user?: unknown } } | null)?.passport?.user;
    return typeof id === 'number' ? { sid, userId: id } : null;
  }

  /**
   * Which of these sessions still exist and have not expired, with their user id (the same test the store's `get`
   * makes). One statement per thousand ids.
   */
  async liveSessions(sids: string[]): Promise<Map<string, number>> {
    const live = new Map<string, number>();
    for (let i = 0; i < sids.length; i += 1000) {
      const { rows } = await this.setup.pool.query<{ sid: string; user_id: string | null }>(
        `select "sid", "sess"->'passport'->>'user' as user_id from "sessions" where "sid" = any($1) and "expire" > now()`,
        [sids.slice(i, i + 1000)],
      );
      for (const r of rows) if (r.user_id !== null && /^\d+$/.test(r.user_id)) live.set(r.sid, Number(r.user_id));
    }
    return live;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.setup.close();
  }
}
