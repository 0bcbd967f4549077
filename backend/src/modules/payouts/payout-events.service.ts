import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PayoutProvider } from '../../integrations/payouts/payouts.port';
import { PayoutStatusService, type SyncOutcome } from './payout-status.service';

/**
 * The one path a provider notification takes: Checkbook's webhooks and the demo provider's deliveries both arrive
 * as a raw body and a signature. The signature is verified, then the check's status is read back from the provider
 * and applied (a replayed or out-of-order notification moves nothing the status table forbids).
 */
@Injectable()
export class PayoutEventsService {
  constructor(
    private readonly provider: PayoutProvider,
    private readonly status: PayoutStatusService,
  ) {}

  /** Throws PayoutWebhookSignatureError or MalformedPayoutEventError (400). */
  async receive(em: EntityManager, rawBody: Buffer, signature: string | undefined): Promise<SyncOutcome> {
    const event = this.provider.parseWebhook(rawBody, signature);
    return this.status.sync(em, event.checkId);
  }
}
