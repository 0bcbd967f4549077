import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PaymentProvider, type ProviderPaymentIntent } from '../../integrations/payments/payments.port';
import { AdditionalPayment } from './entities';
import { PaymentRecorder } from './payment-recorder.service';

export const INTERRUPTED = 'The payment was interrupted. Please try again.';
export const CHECKOUT_NOT_COMPLETED = 'The checkout was not completed.';
/** How long a claimed additional payment may wait for its charge (or its checkout) before it is given back. */
export const STALE_CLAIM_MS = 10 * 60 * 1000;

/**
 * Gives back the payments that additional-payment claims hold when no payment is on its way, so an interrupted
 * request or an abandoned checkout never keeps autopay from billing them. Called before each new additional payment
 * (for that settlement) and by the worker's payments clock (for all).
 */
@Injectable()
export class AdditionalPaymentClaims {
  private readonly logger = new Logger(AdditionalPaymentClaims.name);

  constructor(
    private readonly em: EntityManager,
    private readonly provider: PaymentProvider,
    private readonly recorder: PaymentRecorder,
  ) {}

  /**
   * - A saved-card claim still pending after STALE_CLAIM_MS: its charge never came back (the process died in
   *   between); given back as failed. If the charge did reach the provider its event still records it.
   * - A checkout still pending (not confirmed) after STALE_CLAIM_MS, or at once when `supersede` (the consumer asks
   *   for a new payment of the same plan): its intent is canceled at the provider first, and the payments are given
   *   back only when the cancel took. An intent already processing or succeeded is left to its event.
   * Answers how many claims were given back.
   */
  async release(opts: { documentId?: number; supersede?: boolean; now?: Date } = {}): Promise<number> {
    const cutoff = new Date((opts.now ?? new Date()).getTime() - STALE_CLAIM_MS);
    const rows = await this.em.fork().find(
      AdditionalPayment,
      {
        status: 'pending',
        ...(opts.documentId ? { customerDocument: opts.documentId } : {}),
        ...(opts.supersede ? {} : { createdAt: { $lt: cutoff } }),
      },
      { orderBy: { id: 'asc' }, limit: 50 },
    );
    let released = 0;
    for (const row of rows) {
      const stale = row.createdAt < cutoff;
      if (!row.checkout || !row.paymentIntentId) {
        // No intent the consumer could still confirm: only time tells it is abandoned (another request may be
        // creating it right now).
        if (!stale) continue;
        await this.recorder.additionalFailed(row.id, null, row.checkout ? CHECKOUT_NOT_COMPLETED : INTERRUPTED, row.checkout ? 'canceled' : 'failed');
        released++;
        continue;
      }
      let pi: ProviderPaymentIntent;
      try {
        pi = await this.provider.cancelPaymentIntent(row.paymentIntentId);
      } catch (err) {
        this.logger.warn(`checkout ${row.paymentIntentId} of additional payment ${row.id} was not canceled: ${String(err)}`);
        continue;
      }
      if (pi.status !== 'canceled') continue;
      // A refused attempt before the consumer gave up is a failed payment (with its sentence); otherwise canceled.
      if (pi.lastPaymentError) await this.recorder.additionalFailed(row.id, pi.id, pi.lastPaymentError, 'failed');
      else await this.recorder.additionalFailed(row.id, pi.id, CHECKOUT_NOT_COMPLETED, 'canceled');
      released++;
    }
    return released;
  }
}
