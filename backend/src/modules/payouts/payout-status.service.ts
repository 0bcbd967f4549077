import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { canMove, releasesPayments, type PayoutStatus } from '@parley/domain/payouts/status';
import { FAILURE_SENTENCES, PayoutProvider, payoutStatusOf, type ProviderCheck } from '../../integrations/payouts/payouts.port';
import { LawFirm } from '../identity/entities';
import { Payout } from './entities';
import { queuePayoutNotice, type PayoutNoticeKind } from './payout-notices';
import { PAYOUT_SETTINGS, type PayoutSettings } from './payout-settings';
import { CARRIED_SQL, REFRESH_AMOUNT_SQL } from './payout-sql';

export type SyncOutcome = 'changed' | 'unchanged' | 'unknown';

/**
 * The one writer of a payout's status once it has left the run: the provider's answer to a send, its
 * notifications, and polling all come through `apply`, which locks the payout, moves it only along the status
 * table (domain/payouts/status.ts: a repeated or stale report moves nothing), gives the payments of a failed,
 * returned or voided payout back to the next run, and queues the firm's notice, in one transaction.
 */
@Injectable()
export class PayoutStatusService {
  private readonly logger = new Logger(PayoutStatusService.name);

  constructor(
    private readonly provider: PayoutProvider,
    @Inject(PAYOUT_SETTINGS) private readonly settings: PayoutSettings,
  ) {}

  private now(): Date {
    return this.settings.now?.() ?? new Date();
  }

  /**
   * A notification or a poll named this check: its status is read back from the provider (what a notification
   * says is only a hint) and applied. `unknown` when no payout has this check (not recorded yet, or not ours).
   */
  async sync(em: EntityManager, checkId: string): Promise<SyncOutcome> {
    const found = await em.findOne(Payout, { providerCheckId: checkId }, { filters: false });
    if (!found) return 'unknown';
    const check = await this.provider.retrieveCheck(checkId);
    // The time of the change on the provider's clock when it says (a check deposited on its day), else now.
    return this.apply(em, found.id, check, check.statusAt ?? this.now());
  }

  /** Applies the provider's view of the payout's check. */
  async apply(em: EntityManager, payoutId: number, check: ProviderCheck, at: Date = this.now()): Promise<SyncOutcome> {
    return em.fork().transactional(async (tx) => {
      const payout = await tx.findOneOrFail(Payout, payoutId, { lockMode: LockMode.PESSIMISTIC_WRITE, filters: false });
      payout.checkedAt = new Date();
      const target = payoutStatusOf(check.status);
      const before = payout.status;
      if (payout.providerCheckId && payout.providerCheckId !== check.id) return 'unchanged';
      // The check's numbers are kept whatever its status (a tracking number may come after the check number).
      payout.providerCheckId = check.id;
      payout.checkNumber = check.number ?? payout.checkNumber ?? null;
      payout.trackingNumber = check.trackingNumber ?? payout.trackingNumber ?? null;
      if (target === before || !canMove(before, target)) return 'unchanged';
      await this.move(tx, payout, target, at, check.failureReason);
      return 'changed';
    });
  }

  /**
   * Moves a locked payout to `target` inside the caller's transaction: time stamps, the payments given back when it
   * failed, came back or was voided, and the notice.
   */
  async move(tx: EntityManager, payout: Payout, target: PayoutStatus, at: Date, reason: string | null = null): Promise<void> {
    const from = payout.status;
    payout.status = target;
    if (target === 'sent') payout.sentAt ??= at;
    if (target === 'paid') {
      payout.sentAt ??= at;
      payout.paidAt = at;
    }
    if (releasesPayments(target)) {
      payout.closedAt = at;
      payout.failureReason = reason ?? FAILURE_SENTENCES[target] ?? null;
      await tx.execute(
        `update payout_items set released_at = now(), release_reason = ? where payout_id = ? and released_at is null`,
        [target, payout.id],
      );
    }
    await tx.flush();
    this.logger.log(`payout ${payout.id} of firm ${payout.lawFirm.id}: ${from} -> ${target}`);
    const kind: PayoutNoticeKind | null =
      target === 'sent' || (target === 'paid' && from === 'pending') ? 'sent' : releasesPayments(target) ? (target as PayoutNoticeKind) : null;
    // A payout voided before it ever left (its payments all refunded meanwhile) concerns nobody at the firm.
    if (kind && !(target === 'voided' && !payout.providerCheckId)) await this.notify(tx, payout, kind);
  }

  /** Queues the firm admins' notice about this payout (inside the caller's transaction). */
  async notify(tx: EntityManager, payout: Payout, kind: PayoutNoticeKind): Promise<void> {
    if (!this.settings.notify) return;
    const firm = await tx.findOneOrFail(LawFirm, payout.lawFirm.id, { filters: false });
    const [{ n }] = await tx.execute<Array<{ n: string }>>(`select count(*) as n from payout_items where payout_id = ? and ${CARRIED_SQL}`, [payout.id]);
    await queuePayoutNotice(
      tx,
      kind,
      {
        reference: payout.reference,
        payoutId: payout.id,
        lawFirmId: firm.id,
        firmName: firm.name,
        amountCents: payout.amountCents,
        payments: Number(n),
        method: payout.method ?? null,
        instruction: payout.instruction ?? null,
        checkNumber: payout.checkNumber ?? null,
        trackingNumber: payout.trackingNumber ?? null,
        failureReason: payout.failureReason ?? null,
      },
      this.settings.appUrl,
    );
  }

  /** Recomputes the payout's amount from the items it still holds (inside the caller's transaction). */
  static async refreshAmount(tx: EntityManager, payoutId: number): Promise<number> {
    const rows = await tx.execute<Array<{ amount_cents: string }>>(REFRESH_AMOUNT_SQL, [payoutId, payoutId]);
    return Number(rows[0]?.amount_cents ?? 0);
  }
}
