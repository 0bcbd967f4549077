import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { PayoutProvider, PayoutRefusedError, type ProviderCheck } from '../../integrations/payouts/payouts.port';
import { Payout } from './entities';
import { PAYOUT_SETTINGS, type PayoutSettings } from './payout-settings';
import { RELEASE_REVERSED_SQL } from './payout-sql';
import { PayoutStatusService } from './payout-status.service';

export const NOTHING_LEFT_TO_PAY = 'None of its payments is left to pay: they were refunded or disputed before the check was sent.';

export type SendOutcome = 'sent' | 'failed' | 'skipped';

/** The idempotency key of a payout's check: the same payout never becomes two checks, however often it is sent. */
export const checkKeyOf = (reference: string) => `parley-payout-${reference}`;

/**
 * Asks the provider for a pending payout's check. First a short transaction on the locked payout (before the first
 * attempt, payments refunded or disputed meanwhile are taken out and the amount fixed), then the provider call
 * outside any transaction with the payout's idempotency key, then its answer through PayoutStatusService. A worker
 * that dies anywhere in between leaves the payout pending; sending it again asks the provider with the same key and
 * records the same check. A refusal fails the payout (its payments go to the next run); a network failure leaves it
 * pending for the next attempt.
 */
@Injectable()
export class PayoutSender {
  private readonly logger = new Logger(PayoutSender.name);

  constructor(
    private readonly provider: PayoutProvider,
    private readonly status: PayoutStatusService,
    @Inject(PAYOUT_SETTINGS) private readonly settings: PayoutSettings,
  ) {}

  private now(): Date {
    return this.settings.now?.() ?? new Date();
  }

  async send(em: EntityManager, payoutId: number): Promise<SendOutcome> {
    const ready = await em.fork().transactional(async (tx) => {
      const p = await tx.findOne(Payout, payoutId, { lockMode: LockMode.PESSIMISTIC_WRITE, filters: false });
      if (!p || p.status !== 'pending' || !p.instruction) return null;
      if (p.attempts === 0) {
        // Once the provider may have seen the check, its amount never changes (the key answers the first check).
        await tx.execute(RELEASE_REVERSED_SQL, [p.id]);
        p.amountCents = await PayoutStatusService.refreshAmount(tx, p.id);
        if (p.amountCents === 0) {
          await this.status.move(tx, p, 'voided', this.now(), NOTHING_LEFT_TO_PAY);
          return null;
        }
      }
      p.initiatedAt ??= p.runFor ?? this.now();
      p.attempts += 1;
      const [{ n }] = await tx.execute<Array<{ n: string }>>(
        'select count(*) as n from payout_items where payout_id = ? and released_at is null',
        [p.id],
      );
      return { id: p.id, reference: p.reference, instruction: p.instruction, amountCents: p.amountCents, payments: Number(n) };
    });
    if (!ready) return 'skipped';
    const base = {
      name: ready.instruction.name,
      amountCents: ready.amountCents,
      description: `Parley payout ${ready.id}: ${ready.payments} settlement payment${ready.payments === 1 ? '' : 's'}`,
      idempotencyKey: checkKeyOf(ready.reference),
    };
    let check: ProviderCheck;
    try {
      check =
        ready.instruction.method === 'ach'
          ? await this.provider.sendDigitalCheck({ ...base, email: ready.instruction.email })
          : await this.provider.sendMailedCheck({ ...base, address: ready.instruction.address });
    } catch (err) {
      if (err instanceof PayoutRefusedError) {
        this.logger.warn(`payout ${ready.id} refused by the provider: ${err.message}`);
        await em.fork().transactional(async (tx) => {
          const p = await tx.findOneOrFail(Payout, ready.id, { lockMode: LockMode.PESSIMISTIC_WRITE, filters: false });
          if (p.status === 'pending') await this.status.move(tx, p, 'failed', this.now(), err.message);
        });
        return 'failed';
      }
      await em.fork().nativeUpdate(Payout, { id: ready.id }, { lastError: String(err).slice(0, 2000) }, { filters: false });
      throw err;
    }
    await this.status.apply(em, ready.id, check, check.statusAt ?? this.now());
    return 'sent';
  }
}
