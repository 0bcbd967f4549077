import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { FirmChanges, type FirmKey } from '../../core/database/firm-changes';

/** Answers kept at most this long even without a change (the metrics' 30-day window moves with the clock). */
export const FIRM_CACHE_TTL_MS = 60_000;
/** Entries kept per process; the oldest go first. */
const MAX_ENTRIES = 5000;

interface Entry {
  firm: FirmKey;
  stamp: string;
  expires: number;
  value: unknown;
}

/**
 * The answers that aggregate a whole firm (the list's count, the metrics, the filter values), kept in the api process
 * until the firm's data changes. FirmChanges says when (PostgreSQL's commit-time notifications, whoever wrote), and
 * each read first syncs with it, so no answer older than a committed write is served. An answer is kept only if no
 * change was heard while it was computed, nothing is kept while notifications are not being heard, and concurrent
 * requests for the same missing answer share one computation (32 collectors opening the page count once, not 32
 * times).
 *
 * Kept values are shared between requests: callers must not change them.
 */
@Injectable()
export class FirmReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inflight = new Map<string, Promise<unknown>>();

  constructor(private readonly changes: FirmChanges) {
    changes.subscribe((firms) => this.drop(firms));
  }

  async get<T>(firm: FirmKey, key: string, compute: () => Promise<T>, ttlMs = FIRM_CACHE_TTL_MS): Promise<T> {
    if (!this.changes.trusted || !(await this.changes.sync())) return compute();
    // Hashed: a key may carry a request's filters (a search of any length); 5000 of those must not bloat the process.
    const id = `${firm}|${createHash('sha256').update(key).digest('base64url')}`;
    const stamp = this.changes.stamp(firm);
    const hit = this.entries.get(id);
    if (hit && hit.stamp === stamp && hit.expires > Date.now()) return hit.value as T;
    const flightId = `${id}|${stamp}`;
    const pending = this.inflight.get(flightId);
    if (pending) return pending as Promise<T>;
    const run = compute().then((value) => {
      // A change heard meanwhile may or may not be in this answer: use it for this request only.
      if (this.changes.trusted && this.changes.stamp(firm) === stamp)
        this.keep(id, { firm, stamp, expires: Date.now() + ttlMs, value });
      return value;
    });
    this.inflight.set(flightId, run);
    try {
      return await run;
    } finally {
      this.inflight.delete(flightId);
    }
  }

  private keep(id: string, entry: Entry): void {
    this.entries.delete(id);
    this.entries.set(id, entry);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
  }

  /** Frees what a change made stale (the stamp check alone would already refuse it). */
  private drop(firms: FirmKey[] | '*'): void {
    if (firms === '*') return this.entries.clear();
    const changed = new Set<FirmKey>([...firms, 'all']);
    for (const [id, e] of this.entries) if (changed.has(e.firm)) this.entries.delete(id);
  }
}
