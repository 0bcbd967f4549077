import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PaymentProvider, type PaymentEvent } from '../../integrations/payments/payments.port';
import { ProcessedPaymentEvent } from './entities';
import { PaymentRecorder } from './payment-recorder.service';

export type EventOutcome = 'processed' | 'duplicate';

/**
 * The one path every provider event takes: Stripe's webhooks and the demo provider's deliveries both arrive as a
 * raw body and a signature. The event id is written to processed_payment_events (unique) in the same transaction
 * as its effects, so a replayed or concurrent duplicate changes nothing.
 */
@Injectable()
export class PaymentEventsService {
  private readonly logger = new Logger(PaymentEventsService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly provider: PaymentProvider,
    private readonly recorder: PaymentRecorder,
  ) {}

  /** Verifies and handles one delivery; throws WebhookSignatureError (400) or MalformedEventError. */
  receive(rawBody: Buffer, signature: string | undefined): Promise<EventOutcome> {
    return this.handle(this.provider.parseWebhook(rawBody, signature));
  }

  async handle(event: PaymentEvent): Promise<EventOutcome> {
    try {
      return await this.em.transactional(async (em) => {
        if (await em.findOne(ProcessedPaymentEvent, { providerEventId: event.id })) return 'duplicate' as const;
        // Written first: a concurrent delivery of the same event waits on the unique index, then fails below.
        em.create(ProcessedPaymentEvent, { providerEventId: event.id, type: event.type });
        await em.flush();
        switch (event.type) {
          case 'payment_intent.processing':
            await this.recorder.processing(event.paymentIntent);
            break;
          case 'payment_intent.succeeded':
            await this.recorder.succeeded(event.paymentIntent);
            break;
          case 'payment_intent.payment_failed':
            await this.recorder.failed(event.paymentIntent);
            break;
          case 'charge.refunded':
            // A settlement payment refunded to the consumer is never paid out to the firm (stash refunds, asked
            // for from the stash page, name no recorded payment and change nothing here).
            this.logger.log(`refund ${event.refund.id} of ${event.refund.paymentIntentId} confirmed`);
            await this.recorder.refunded(event.refund.paymentIntentId, event.totalRefundedCents);
            break;
          case 'charge.dispute.created':
          case 'charge.dispute.closed':
            await this.recorder.disputed(event.dispute, event.type === 'charge.dispute.created' ? 'opened' : 'closed');
            break;
          case 'ignored':
            break;
        }
        return 'processed' as const;
      });
    } catch (err) {
      if (
        (err as { code?: string }).code === '23505' &&
        String((err as Error).message).includes('processed_payment_events')
      )
        return 'duplicate';
      throw err;
    }
  }
}
