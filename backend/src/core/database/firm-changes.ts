import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { AsyncLocalStorage } from 'node:async_hooks';
import { Client } from 'pg';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import type { FirmScopeParams } from './firm-scope';

/**
 * The channel the statement triggers of customer_documents, negotiation_events, law_firms and the payout tables notify
 * (created by the migrations that name it).
 */
export const FIRM_DATA_CHANNEL = 'parley_firm_data';
const LISTEN_RETRY_MS = 2000;
/** A sync not answered within this long counts as failed: the read goes to the database instead. */
const SYNC_TIMEOUT_MS = 2000;

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

/** A cache key's firm: a firm id, or every firm (the on-call admins' scope). */
export type FirmKey = number | 'all';

export const firmKeyOf = (scope: FirmScopeParams): FirmKey => (scope.allFirms ? 'all' : scope.lawFirmId);

/**
 * Knows, in this process, when a firm's accounts last changed: a generation number per firm that moves on every
 * committed change PostgreSQL reports (LISTEN on its own connection). Every change also moves the 'all' generation,
 * which the on-call admins' answers use.
 *
 * `sync()` makes that knowledge current: a round trip on the listening connection, and PostgreSQL sends a session the
 * notifications of every transaction committed before its query ends ahead of the query's answer. So after `sync()`
 * every change committed before the call was heard, whichever process or request made it: a reader never gets an
 * answer older than a write that finished before the read began. Concurrent readers share one round trip.
 *
 * While the connection is down nothing may be cached (`trusted` is false) and its loss moves every generation:
 * changes made meanwhile were not heard. The first use opens the connection, so processes that never read through
 * a cache (the worker) never listen. Other caches with the same need (the sessions') hear their own channels on this
 * connection (`watch`), so one round trip proves them all current.
 */
@Injectable()
export class FirmChanges implements OnApplicationShutdown {
  private readonly logger = new Logger(FirmChanges.name);
  private readonly generations = new Map<FirmKey, number>();
  /** Moves when notifications may have been missed: every generation is then new. */
  private epoch = 0;
  private listener?: Client;
  private listening = false;
  private started = false;
  private stopped = false;
  private nextSync?: Promise<boolean>;
  private lastSync: Promise<unknown> = Promise.resolve();
  /** Round trips sent, and the number of the last one answered (they are answered in order). */
  private sent = 0;
  private answered = 0;
  /** The requests being served (`within`): how many round trips had been sent when each began. */
  private readonly requests = new AsyncLocalStorage<{ sentBefore: number }>();
  private readonly subscribers = new Set<(firms: FirmKey[] | '*') => void>();
  /** Other channels heard on the same connection, so one `sync()` covers them too (the session cache's). */
  private readonly watchers = new Map<string, Set<(payload: string | undefined) => void>>();

  constructor(@Inject(APP_CONFIG) private readonly cfg: AppConfig) {}

  /** True when changes are being heard: answers may be cached. Starts listening on first call. */
  get trusted(): boolean {
    if (!this.started) {
      this.started = true;
      void this.listen();
    }
    return this.listening;
  }

  /**
   * Resolves once every notification committed before the call has been heard; false when that cannot be known
   * (not listening, or the round trip failed): the caller must then not use kept answers.
   */
  sync(): Promise<boolean> {
    const client = this.listener;
    if (!this.listening || !client) return Promise.resolve(false);
    // Inside a request, a round trip sent after the request began and answered already proves what it needs (the
    // session read's sync serves the firm caches' reads of the same request).
    const request = this.requests.getStore();
    if (request && this.answered > request.sentBefore) return Promise.resolve(true);
    // Callers arriving before the next round trip is sent share it; one already sent may be older than the caller.
    if (this.nextSync) return this.nextSync;
    let number = 0;
    const next = this.lastSync
      .then(() => {
        this.nextSync = undefined;
        number = ++this.sent;
        return withTimeout(client.query('select 1'), SYNC_TIMEOUT_MS);
      })
      .then(
        () => {
          const heard = this.listening && this.listener === client;
          if (heard) this.answered = number;
          return heard;
        },
        (err) => {
          // A connection that stopped answering would stall every read: drop it (its end starts a new one).
          this.logger.warn(`firm change sync failed, reading without cache meanwhile: ${String(err)}`);
          void client.end().catch(() => undefined);
          return false;
        },
      );
    this.nextSync = next;
    this.lastSync = next;
    return next;
  }

  /**
   * Serves one request: its reads' `sync()` is answered at once when a round trip sent after `fn` began has been
   * answered, whoever asked for it. Express middleware: `(req, res, next) => changes.within(next)`.
   */
  within<T>(fn: () => T): T {
    return this.requests.run({ sentBefore: this.sent }, fn);
  }

  /** A stamp that changes whenever the firm's data (or, for 'all', any firm's data) may have changed. */
  stamp(firm: FirmKey): string {
    return `${this.epoch}.${this.generations.get(firm) ?? 0}`;
  }

  /** Records a change of these firms (a notification, or a write request served by this process). */
  changed(firms: FirmKey[] | '*'): void {
    if (firms === '*') {
      this.epoch += 1;
      for (const fns of this.watchers.values()) for (const fn of fns) fn(undefined);
    } else
      for (const f of new Set<FirmKey>([...firms, 'all'])) this.generations.set(f, (this.generations.get(f) ?? 0) + 1);
    for (const s of this.subscribers) s(firms);
  }

  /**
   * Hears another channel on the listening connection: `fn` gets each notification's payload, and `undefined` when
   * notifications may have been missed (the connection was lost or is new), so everything kept from it must go. A
   * reader that syncs before using what it kept has the same guarantee as the firm caches.
   */
  watch(channel: string, fn: (payload: string | undefined) => void): () => void {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
    let fns = this.watchers.get(channel);
    if (!fns) {
      fns = new Set();
      this.watchers.set(channel, fns);
      // Already listening: add the channel now; until its LISTEN is done nothing heard on it can be trusted.
      if (this.listening && this.listener) {
        const client = this.listener;
        this.listening = false;
        void client.query(`listen ${channel}`).then(
          () => {
            if (this.listener === client) this.listening = true;
          },
          // Its end starts a new connection, which listens on every channel.
          () => void client.end().catch(() => undefined),
        );
      }
    }
    fns.add(fn);
    return () => fns.delete(fn);
  }

  /** Called with the firms of each change ('*' for all of them). */
  subscribe(fn: (firms: FirmKey[] | '*') => void): () => void {
    this.subscribers.add(fn);
    return () => this.subscribers.delete(fn);
  }

  private async listen(): Promise<void> {
    if (this.stopped) return;
    const client = new Client({ connectionString: this.cfg.DATABASE_URL });
    const retry = () => {
      if (this.listener !== client) return;
      this.listener = undefined;
      this.listening = false;
      this.changed('*');
      client.end().catch(() => undefined);
      if (!this.stopped) setTimeout(() => void this.listen(), LISTEN_RETRY_MS).unref();
    };
    this.listener = client;
    client.on('notification', (msg) => {
      if (msg.channel === FIRM_DATA_CHANNEL) return this.changed(parseFirms(msg.payload));
      for (const fn of this.watchers.get(msg.channel) ?? []) fn(msg.payload);
    });
    client.on('error', (err) => {
      this.logger.warn(`firm change notifications lost, reading without cache meanwhile: ${String(err)}`);
      retry();
    });
    client.on('end', retry);
    try {
      await client.connect();
      const channels = [FIRM_DATA_CHANNEL, ...this.watchers.keys()];
      await client.query(channels.map((c) => `listen ${c};`).join(' '));
      // A channel watched while that statement was under way.
      for (const c of this.watchers.keys()) if (!channels.includes(c)) await client.query(`listen ${c}`);
      // Anything cached before this point was cached without notifications: start over.
      this.changed('*');
      this.listening = true;
    } catch (err) {
      this.logger.warn(`firm change notifications unavailable, reading without cache meanwhile: ${String(err)}`);
      retry();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.listening = false;
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
  }
}

/** '12,40' → [12, 40]; '*' or anything unreadable → '*' (drop everything rather than keep a stale answer). */
export function parseFirms(payload: string | undefined): FirmKey[] | '*' {
  if (!payload || payload === '*') return '*';
  const ids = payload.split(',').map(Number);
  return ids.every((n) => Number.isInteger(n) && n > 0) ? ids : '*';
}
