import CheckbookAPI from 'checkbook-api';
import { statusEventFrom } from './event-mapping';
import {
  dollars,
  PayoutProvider,
  PayoutRefusedError,
  PROVIDER_CHECK_STATUSES,
  type DigitalCheckRequest,
  type MailedCheckRequest,
  type PayoutStatusEvent,
  type ProviderCheck,
  type ProviderCheckStatus,
} from './payouts.port';
import { verifyNotification } from './signature';

export interface CheckbookOptions {
  apiKey: string;
  apiSecret: string;
  /** The webhooks key of the Checkbook account (developer settings): notifications are signed with it. */
  webhookKey: string;
  env: 'sandbox' | 'demo' | 'live';
}

/** Statuses that are the caller's fault and will not change on a retry (the check is refused for good). */
const REFUSING = /^(400|401|402|403|404|422) /;

/**
 * Checkbook.io through its SDK (checkbook-api, the only file that imports it): digital checks (e-mailed, deposited
 * by ACH) and physical checks (printed and mailed), each sent with an idempotency key, status read back with GET
 * /check/{id}, voided with DELETE. Notifications are verified with the webhooks key (signature.ts).
 */
export class CheckbookPayoutProvider extends PayoutProvider {
  readonly mode = 'checkbook' as const;
  private readonly api: CheckbookAPI;

  constructor(private readonly opts: CheckbookOptions) {
    super();
    this.api = new CheckbookAPI({
      api_key: opts.apiKey,
      api_secret: opts.apiSecret,
      ...(opts.env === 'live' ? {} : { env: opts.env }),
    });
  }

  async sendDigitalCheck(req: DigitalCheckRequest): Promise<ProviderCheck> {
    const body = { name: req.name, recipient: req.email, amount: dollars(req.amountCents), description: req.description };
    return this.checkOf(await this.call((cb) => this.api.checks.sendDigitalCheck(body, cb, req.idempotencyKey)));
  }

  async sendMailedCheck(req: MailedCheckRequest): Promise<ProviderCheck> {
    const body = {
      name: req.name,
      recipient: { line_1: req.address.line_1, city: req.address.city, state: req.address.state, zip: req.address.zip },
      amount: dollars(req.amountCents),
      description: req.description,
    };
    return this.checkOf(await this.call((cb) => this.api.checks.sendPhysicalCheck(body, cb, req.idempotencyKey)));
  }

  async retrieveCheck(id: string): Promise<ProviderCheck> {
    return this.checkOf(await this.call((cb) => this.api.checks.get(id, cb)));
  }

  async voidCheck(id: string): Promise<ProviderCheck> {
    await this.call((cb) => this.api.checks.delete(id, cb));
    return this.retrieveCheck(id);
  }

  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): PayoutStatusEvent {
    verifyNotification(rawBody, signatureHeader, this.opts.webhookKey);
    return statusEventFrom(rawBody);
  }

  /** The SDK's callbacks as a promise; its errors are "<status> <message>" strings or network errors. */
  private call(run: (cb: (error: unknown, response: Record<string, unknown> | null) => void) => void): Promise<Record<string, unknown>> {
    return new Promise((resolve, reject) =>
      run((error, response) => {
        if (!error && response) return resolve(response);
        const text = typeof error === 'string' ? error : error instanceof Error ? error.message : 'No answer from Checkbook.';
        // Refusals are final; timeouts, 5xx, 409 and 429 may be retried with the same idempotency key.
        reject(REFUSING.test(text) ? new PayoutRefusedError(text.replace(REFUSING, '').trim() || text) : new Error(`Checkbook: ${text}`));
      }),
    );
  }

  private checkOf(o: Record<string, unknown>): ProviderCheck {
    const status = String(o.status ?? '').toUpperCase();
    const text = (v: unknown) => (v === undefined || v === null || v === '' ? null : String(v));
    return {
      id: String(o.id),
      number: text(o.number),
      trackingNumber: text(o.tracking_number),
      status: ((PROVIDER_CHECK_STATUSES as readonly string[]).includes(status) ? status : 'IN_PROCESS') as ProviderCheckStatus,
      amountCents: Math.round(Number(o.amount) * 100),
      failureReason: text(o.comment) ?? text(o.error),
      // Checkbook's check carries its creation date only: the time of a status change is when we hear of it.
      statusAt: null,
    };
  }
}
