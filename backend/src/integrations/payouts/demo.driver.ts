import { LockMode } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { statusEventFrom } from './event-mapping';
import {
  PayoutProvider,
  PayoutRefusedError,
  type DigitalCheckRequest,
  type MailedCheckRequest,
  type PayoutStatusEvent,
  type ProviderCheck,
  type ProviderCheckStatus,
} from './payouts.port';
import { signNotification, verifyNotification } from './signature';
import { DemoPayoutBook, DemoPayoutCheck, DemoPayoutEvent, DemoPayoutInstruction, type DemoCheckKind } from './demo/demo.entities';
import { uspsTrackingNumber } from './demo/tracking';

export interface DemoPayoutOptions {
  webhookKey: string;
  /** Days until a digital check is deposited (ACH) and until a mailed check is cashed. */
  achDays: number;
  checkDays: number;
  /** Simulated network latency of each send (tests stand a worker's crash inside it). */
  latencyMs?: number;
  /** A fixed clock (the seed replays past days); otherwise the real time, or the development clock if later. */
  now?: () => Date;
}

/** A signed notification waiting for the webhook handler. */
export interface DemoPayoutDelivery {
  id: string;
  body: string;
  signature: string;
}

const DAY_MS = 24 * 3600 * 1000;
const newId = (prefix: string) => `${prefix}_demo_${randomBytes(12).toString('hex')}`;
/** Statuses the provider's clock still moves. */
const OUTSTANDING: ProviderCheckStatus[] = ['UNPAID', 'IN_PROCESS', 'PRINTED', 'MAILED'];

/**
 * The offline payout provider. It keeps its state in its own tables (demo/demo.entities.ts), follows Checkbook's
 * statuses (a digital check is UNPAID until the firm deposits it, a mailed check is MAILED with a USPS-style
 * tracking number until it is cashed; both become PAID on its clock), numbers its checks from one check book,
 * answers a repeated idempotency key with the same check, and signs Checkbook-shaped notifications that the
 * payouts module delivers to the same handler Checkbook's webhooks reach. It can be told to refuse the next check,
 * or to fail or return one. Each call uses its own context: like a remote service, it is never part of the
 * caller's transaction.
 */
export class DemoPayoutProvider extends PayoutProvider {
  readonly mode = 'demo' as const;

  constructor(
    /** Anything that forks an entity manager (the ORM; the seed's entity manager). */
    private readonly orm: Pick<MikroORM, 'em'>,
    private readonly opts: DemoPayoutOptions,
  ) {
    super();
  }

  private em(): EntityManager {
    return this.orm.em.fork({ useContext: false }) as EntityManager;
  }

  /** The provider's time: a fixed clock, or the later of the real time and the development clock. */
  async now(em: EntityManager = this.em()): Promise<Date> {
    if (this.opts.now) return this.opts.now();
    const book = await em.findOne(DemoPayoutBook, 1);
    const real = new Date();
    return book?.clockAt && book.clockAt > real ? book.clockAt : real;
  }

  sendDigitalCheck(req: DigitalCheckRequest): Promise<ProviderCheck> {
    return this.send('digital', req, { email: req.email });
  }

  sendMailedCheck(req: MailedCheckRequest): Promise<ProviderCheck> {
    return this.send('physical', req, { ...req.address });
  }

  private async send(
    kind: DemoCheckKind,
    req: DigitalCheckRequest | MailedCheckRequest,
    recipient: Record<string, string>,
  ): Promise<ProviderCheck> {
    if (!Number.isInteger(req.amountCents) || req.amountCents < 1)
      throw new PayoutRefusedError('The check amount must be at least $0.01.');
    const check = await this.em().transactional(async (em) => {
      // The book row is the provider's lock: checks are numbered one after the other, never twice, and two sends
      // with one key wait for each other, so the second finds the first's check.
      const book = await this.book(em);
      const existing = await em.findOne(DemoPayoutCheck, { idempotencyKey: req.idempotencyKey });
      if (existing) return existing;
      const refusal = await em.findOne(
        DemoPayoutInstruction,
        { action: 'refuse_next', consumedAt: null },
        { orderBy: { id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      const now = await this.now(em);
      if (refusal) {
        refusal.consumedAt = now;
        return refusal.reason;
      }
      const number = book.nextCheckNumber;
      book.nextCheckNumber += 1;
      const c = em.create(DemoPayoutCheck, {
        id: newId('chk'),
        idempotencyKey: req.idempotencyKey,
        kind,
        number,
        trackingNumber: kind === 'physical' ? uspsTrackingNumber(number) : null,
        name: req.name,
        recipient,
        amountCents: req.amountCents,
        description: req.description,
        // A digital check is e-mailed at once; a physical one is printed and mailed the same day.
        status: kind === 'digital' ? 'UNPAID' : 'MAILED',
        settlesAt: new Date(now.getTime() + (kind === 'digital' ? this.opts.achDays : this.opts.checkDays) * DAY_MS),
        statusAt: now,
        createdAt: now,
      });
      this.notify(em, c, now);
      return c;
    });
    if (typeof check === 'string') throw new PayoutRefusedError(check);
    // The check exists at the provider before the caller hears of it: a caller that dies now finds it again by key.
    if (this.opts.latencyMs) await new Promise((r) => setTimeout(r, this.opts.latencyMs));
    return this.checkOf(check);
  }

  async retrieveCheck(id: string): Promise<ProviderCheck> {
    const c = await this.em().findOne(DemoPayoutCheck, id);
    if (!c) throw new PayoutRefusedError(`No such check: ${id}`);
    return this.checkOf(c);
  }

  async voidCheck(id: string): Promise<ProviderCheck> {
    return this.setStatus(id, 'VOID', 'The check was voided.', OUTSTANDING);
  }

  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): PayoutStatusEvent {
    verifyNotification(rawBody, signatureHeader, this.opts.webhookKey);
    return statusEventFrom(rawBody);
  }

  // ---- told by a developer or a test (the dev endpoints, the fault and contract tests) ----

  /** The next check asked for is refused with this reason. */
  async refuseNext(reason: string): Promise<void> {
    const em = this.em();
    em.create(DemoPayoutInstruction, { action: 'refuse_next', reason });
    await em.flush();
  }

  /** An outstanding check fails (e.g. the deposit bounced). */
  failCheck(id: string, reason = 'The deposit was rejected by the receiving bank.'): Promise<ProviderCheck> {
    return this.setStatus(id, 'FAILED', reason, OUTSTANDING);
  }

  /** A mailed check comes back undelivered, or a paid one's funds are returned. */
  returnCheck(id: string, reason = 'The check was returned to sender as undeliverable.'): Promise<ProviderCheck> {
    return this.setStatus(id, 'REFUNDED', reason, [...OUTSTANDING, 'PAID']);
  }

  /** Moves the development clock forward (never back). */
  async setClock(at: Date): Promise<void> {
    await this.em().transactional(async (em) => {
      const book = await this.book(em);
      if (!book.clockAt || book.clockAt < at) book.clockAt = at;
    });
  }

  // ---- the provider's clock and notification delivery (the payouts module's ticker runs them) ----

  /** Marks PAID every outstanding check whose deposit day has come; answers how many. */
  async advance(): Promise<number> {
    return this.em().transactional(async (em) => {
      const now = await this.now(em);
      const due = await em.find(
        DemoPayoutCheck,
        { status: { $in: OUTSTANDING }, settlesAt: { $lte: now } },
        { orderBy: { settlesAt: 'asc' }, limit: 500, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
      );
      for (const c of due) {
        c.status = 'PAID';
        // Deposited on its day, whenever the clock came round to it.
        c.statusAt = c.settlesAt;
        c.settlesAt = null;
        this.notify(em, c, now);
      }
      return due.length;
    });
  }

  async pendingDeliveries(limit = 100): Promise<DemoPayoutDelivery[]> {
    const rows = await this.em().find(DemoPayoutEvent, { deliveredAt: null }, { orderBy: { createdAt: 'asc', id: 'asc' }, limit });
    return rows.map((r) => ({ id: r.id, body: r.body, signature: signNotification(r.body, this.opts.webhookKey) }));
  }

  /** Records a delivery attempt; after `maxAttempts` refused ones the notification is dropped, as Checkbook's are. */
  async markDelivered(id: string, ok: boolean, maxAttempts = Infinity): Promise<void> {
    const em = this.em();
    const row = await em.findOneOrFail(DemoPayoutEvent, id);
    row.deliveryAttempts += 1;
    if (ok || row.deliveryAttempts >= maxAttempts) row.deliveredAt = new Date();
    await em.flush();
  }

  private async setStatus(id: string, status: ProviderCheckStatus, reason: string, from: ProviderCheckStatus[]): Promise<ProviderCheck> {
    return this.em().transactional(async (em) => {
      const c = await em.findOne(DemoPayoutCheck, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!c) throw new PayoutRefusedError(`No such check: ${id}`);
      if (from.includes(c.status as ProviderCheckStatus)) {
        const now = await this.now(em);
        c.status = status;
        c.statusReason = reason;
        c.statusAt = now;
        c.settlesAt = null;
        this.notify(em, c, now);
      }
      return this.checkOf(c);
    });
  }

  private async book(em: EntityManager): Promise<DemoPayoutBook> {
    await em.getConnection().execute('insert into "demo_payout_books" ("id") values (1) on conflict ("id") do nothing');
    return em.findOneOrFail(DemoPayoutBook, 1, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  /** Checkbook's notification: the check's id and its new status. */
  private notify(em: EntityManager, c: DemoPayoutCheck, at: Date): void {
    em.create(DemoPayoutEvent, {
      id: newId('evt'),
      checkId: c.id,
      body: JSON.stringify({ id: c.id, status: c.status, type: 'CHECK' }),
      createdAt: at,
    });
  }

  private checkOf(c: DemoPayoutCheck): ProviderCheck {
    return {
      id: c.id,
      number: String(c.number),
      trackingNumber: c.trackingNumber ?? null,
      status: c.status as ProviderCheckStatus,
      amountCents: c.amountCents,
      failureReason: c.statusReason ?? null,
      statusAt: c.statusAt ?? null,
    };
  }
}
