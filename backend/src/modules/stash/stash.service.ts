import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, UnprocessableEntityException } from '@nestjs/common';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { JobName } from '../../core/queue/jobs';
import { OutboxService } from '../../core/queue/outbox.service';
import type { StashData } from '@parley/domain/dashboard/payload';
import { formatUsd } from '@parley/domain/money';
import { canCancelAutopay, refundAddressErrors, STASH_MESSAGES, type RefundAddressInput } from '@parley/domain/profile/stash';
import { normalizeZip } from '@parley/domain/profile/validation';
import { AuditService } from '../identity/audit.service';
import { User } from '../identity/entities';
import { StashTransaction } from './entities';

/** The stash's clock; tests pin it. */
export abstract class StashClock {
  abstract now(): Date;
}
export class SystemStashClock extends StashClock {
  now(): Date {
    return new Date();
  }
}

function refuse(error: string, errors: string[] = [error]): never {
  throw new UnprocessableEntityException({ error, errors });
}

/**
 * The consumer's stash. The balance is the sum of every transaction dated up to now that is not canceled
 * (scheduled items are not money yet). Refund and cancel lock the consumer's user row, so two clicks (or two tabs)
 * never refund the balance twice.
 */
@Injectable()
export class StashService {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly clock: StashClock,
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
  ) {}

  async data(em: EntityManager, userId: number): Promise<StashData> {
    const now = this.clock.now();
    const rows = await em.find(StashTransaction, { user: userId, status: { $ne: 'canceled' } }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    return {
      available_balance: rows.filter((r) => r.createdAt <= now).reduce((s, r) => s + r.amountCents, 0),
      all_transactions: rows.map((r) => ({ id: r.id, amount_cents: r.amountCents, created_at: r.createdAt.toISOString(), kind: r.kind, status: r.status })),
    };
  }

  /** A refund of the whole balance, by check made out to the given address; the consumer is told by e-mail. */
  async requestRefund(userId: number, address: RefundAddressInput, ip: string | null): Promise<{ message: string; stash_data: StashData }> {
    const errors = refundAddressErrors(address);
    if (errors.length) refuse(errors[0], errors);
    return this.em.transactional(async (em) => {
      const user = await em.findOneOrFail(User, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const before = await this.data(em, userId);
      if (before.available_balance <= 0) refuse(STASH_MESSAGES.nothingToRefund);
      const refundAddress = {
        full_name: address.full_name!.trim(),
        address1: address.address1!.trim(),
        address2: address.address2?.trim() || null,
        city: address.city!.trim(),
        state: address.state!.trim().toUpperCase(),
        zip: normalizeZip(address.zip!),
      };
      const refund = em.create(StashTransaction, {
        user: em.getReference(User, userId),
        amountCents: -before.available_balance,
        kind: 'refund',
        status: 'pending',
        memo: `Refund check to ${refundAddress.full_name}`,
        refundAddress,
        createdAt: this.clock.now(),
      });
      em.persist(refund);
      await em.flush();
      const amount = formatUsd(before.available_balance);
      const mailing = [refundAddress.address1, refundAddress.address2, `${refundAddress.city}, ${refundAddress.state} ${refundAddress.zip}`].filter(Boolean).join(', ');
      this.outbox.enqueue(
        em,
        JobName.SendEmail,
        {
          template: 'stash_refund',
          to: user.email,
          params: { name: user.firstName ?? '', amount, full_name: refundAddress.full_name, address: mailing, email: user.email, link: `${this.cfg.appUrl}/my_dashboard?activeTab=stash` },
        },
        `stash-refund.${refund.id}`,
      );
      this.audit.record(em, { action: 'stash_refund_requested', actorId: userId, subjectType: 'stash_transaction', subjectId: refund.id, ip, metadata: { amount_cents: before.available_balance } });
      await em.flush();
      return { message: refundSentMessage(user.email), stash_data: await this.data(em, userId) };
    });
  }

  /** Cancels the scheduled autopay items, only while nothing has been paid yet. */
  async cancelAutopay(userId: number, ip: string | null): Promise<{ message: string; stash_data: StashData }> {
    return this.em.transactional(async (em) => {
      await em.findOneOrFail(User, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const now = this.clock.now();
      const before = await this.data(em, userId);
      if (!canCancelAutopay(before, now)) {
        const hasUpcoming = before.all_transactions.some((t) => Date.parse(t.created_at) > now.getTime());
        refuse(hasUpcoming ? STASH_MESSAGES.cancelAfterHistory : STASH_MESSAGES.nothingToCancel);
      }
      const scheduled = await em.find(StashTransaction, { user: userId, status: { $ne: 'canceled' }, createdAt: { $gt: now } });
      for (const row of scheduled) row.status = 'canceled';
      this.audit.record(em, { action: 'stash_autopay_canceled', actorId: userId, subjectType: 'user', subjectId: userId, ip, metadata: { items: scheduled.length } });
      await em.flush();
      return { message: 'Your autopay has been canceled.', stash_data: await this.data(em, userId) };
    });
  }
}

export function refundSentMessage(email: string): string {
  return `Your refund request was received. The refund check has been sent to your email (${email}).`;
}
